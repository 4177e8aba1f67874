// SPDX-License-Identifier: MIT
#include "app/service/title_norms.h"

#include <algorithm>

namespace service {

namespace {

using tournament::GameResult;

// The player's points in a game over the board (half-points), or nullopt
// when the board is no game for norms.
std::optional<int> gamePoints(const tournament::Board& board, bool white) {
  if (board.unrated) return std::nullopt;  // B.02 5.1: not rated, not a game for norms
  switch (board.result) {
    case GameResult::WhiteWins:
      return white ? 2 : 0;
    case GameResult::BlackWins:
      return white ? 0 : 2;
    case GameResult::Draw:
      return 1;
    default:
      return std::nullopt;  // forfeits, double loss, unfinished (1.4.2c)
  }
}

}  // namespace

std::vector<PlayerNorms> sectionNorms(const tournament::Section& section, bool waived,
                                      int pairingNumber) {
  std::vector<PlayerNorms> out;
  for (const auto& player : section.players) {
    if (pairingNumber != 0 && player.pairingNumber != pairingNumber) continue;
    PlayerNorms norms;
    norms.pairingNumber = player.pairingNumber;
    norms.input.federation = player.federation;
    norms.input.scheduledRounds = section.settings.rounds;
    norms.input.foreignerRequirementWaived = waived;
    int missedByForfeitWinOrBye = 0, missedOtherwise = 0;
    for (const auto& round : section.rounds) {
      const tournament::Board* board = round.boardOf(player.id);
      if (board != nullptr) {
        const bool white = board->white == player.id;
        const auto points = gamePoints(*board, white);
        const auto* opponent = section.player(white ? board->black : board->white);
        if (points && opponent != nullptr) {
          norms.input.games.push_back(
              {opponent->ratings.standard, opponent->title, opponent->federation, *points});
          norms.sources.push_back({round.number, opponent->pairingNumber, white});
          continue;
        }
        const bool forfeitWin = (white && board->result == GameResult::WhiteForfeitWin) ||
                                (!white && board->result == GameResult::BlackForfeitWin);
        ++(forfeitWin ? missedByForfeitWinOrBye : missedOtherwise);
        continue;
      }
      const bool pairingBye = std::ranges::any_of(round.byes, [&](const tournament::Bye& b) {
        return b.player == player.id && b.kind == tournament::ByeKind::PairingAllocated;
      });
      ++(pairingBye ? missedByForfeitWinOrBye : missedOtherwise);
    }
    // 1.4.1c: one round missed by a forfeit win or a pairing-allocated bye.
    norms.input.missedRoundByForfeitWinOrBye = missedByForfeitWinOrBye == 1 && missedOtherwise == 0;
    for (const auto title : {rating::NormTitle::GM, rating::NormTitle::IM, rating::NormTitle::WGM,
                             rating::NormTitle::WIM})
      norms.assessments.push_back(rating::assessNorm(norms.input, title));
    out.push_back(std::move(norms));
  }
  return out;
}

}  // namespace service
