// SPDX-License-Identifier: MIT
// A whole section in one action (TRF import): the players keep the pairing
// numbers of the file and the paired rounds are taken as recorded.
#include "domain/tournament/action_support.h"
#include "domain/tournament/name_text.h"

#include <map>
#include <set>

namespace tournament::actions {

namespace {

// The player ids by pairing number, or the refusal for a name or number.
std::expected<std::map<int, int>, ActionError> assignIds(std::vector<Player>& players,
                                                         int firstId) {
  std::map<int, int> idOf;
  const int count = static_cast<int>(players.size());
  for (int i = 0; i < count; ++i) {
    Player& player = players[static_cast<std::size_t>(i)];
    if (auto error = validatePlayer(player)) return refuseField(*error, i + 1);
    // C.04.2 art. 2: the numbers of the file are the pairing numbers 1..N.
    if (player.pairingNumber < 1 || player.pairingNumber > count ||
        idOf.contains(player.pairingNumber))
      return refuse(ActionErrorCode::BadPairingNumber, player.pairingNumber);
    player.id = firstId + i;
    idOf[player.pairingNumber] = player.id;
  }
  return idOf;
}

// The round with player ids instead of pairing numbers.
std::expected<Round, ActionError> mapRound(const Round& given, const std::map<int, int>& idOf) {
  Round round = given;
  std::set<int> seen;
  const auto take = [&](int number) -> std::expected<int, ActionError> {
    const auto it = idOf.find(number);
    if (it == idOf.end()) return refuse(ActionErrorCode::NoSuchPlayer, number);
    if (!seen.insert(number).second) return refuse(ActionErrorCode::PlayerTwiceInRound, number);
    return it->second;
  };
  for (auto& board : round.boards) {
    if (board.white == board.black)
      return refuse(ActionErrorCode::PlayerPairedWithSelf, board.white);
    auto white = take(board.white);
    if (!white) return std::unexpected(white.error());
    auto black = take(board.black);
    if (!black) return std::unexpected(black.error());
    board.white = *white;
    board.black = *black;
  }
  for (auto& bye : round.byes) {
    auto player = take(bye.player);
    if (!player) return std::unexpected(player.error());
    bye.player = *player;
  }
  return round;
}

}  // namespace

std::expected<SectionContent, ActionError> importedContent(const AddSection& action, int firstId) {
  SectionContent content{action.players, {}};
  auto idOf = assignIds(content.players, firstId);
  if (!idOf) return std::unexpected(idOf.error());
  for (const auto& given : action.rounds) {
    const int number = static_cast<int>(content.rounds.size()) + 1;
    if (given.number != number) return refuse(ActionErrorCode::RoundNotNext, number);
    if (number > action.settings.rounds)
      return refuse(ActionErrorCode::RoundBeyondSchedule, number);
    auto round = mapRound(given, *idOf);
    if (!round) return std::unexpected(round.error());
    content.rounds.push_back(std::move(*round));
  }
  return content;
}

}  // namespace tournament::actions
