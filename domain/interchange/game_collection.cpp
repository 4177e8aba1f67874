// SPDX-License-Identifier: MIT
#include "domain/interchange/game_collection.h"

#include "domain/chess/game_verifier.h"
#include "domain/chess/san.h"
#include "domain/tournament/name_text.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

namespace interchange {

namespace {

using tournament::Board;
using tournament::GameResult;

std::vector<std::string_view> wordsOf(std::string_view key) {
  std::vector<std::string_view> out;
  std::size_t pos = 0;
  while (pos < key.size()) {
    const std::size_t end = std::min(key.find(' ', pos), key.size());
    if (end > pos) out.push_back(key.substr(pos, end - pos));
    pos = end + 1;
  }
  return out;
}

// The round (and board) of a Round tag "3" or "3.5"; 0 when unreadable.
std::pair<int, int> roundTag(std::string_view text) {
  int round = 0, board = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, round);
  if (ec != std::errc{}) return {0, 0};
  if (ptr != end && *ptr == '.') {
    auto [boardEnd, boardEc] = std::from_chars(ptr + 1, end, board);
    if (boardEc != std::errc{} || boardEnd != end) board = 0;
  } else if (ptr != end) {
    return {0, 0};
  }
  return {round, board};
}

std::string gameResultOf(const chess::PgnGame& game) {
  if (game.result) return *game.result;
  if (const auto tag = game.tag("Result")) return std::string(*tag);
  return "*";
}

// The PGN result that means the stored one, or nullopt for a board with no
// game over the board to compare (forfeits, double loss).
std::optional<std::string> pgnResult(GameResult result) {
  switch (result) {
    case GameResult::WhiteWins:
      return "1-0";
    case GameResult::BlackWins:
      return "0-1";
    case GameResult::Draw:
      return "1/2-1/2";
    case GameResult::Pending:
    case GameResult::Adjourned:
      return "*";
    default:
      return std::nullopt;
  }
}

std::string pgnEscaped(std::string_view text) {
  std::string out;
  for (const char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

std::string pgnDate(std::string_view isoDate) {
  if (isoDate.size() != 10) return "????.??.??";
  std::string out(isoDate);
  out[4] = '.';
  out[7] = '.';
  return out;
}

int ratingFor(const tournament::Player& player, tournament::RateOfPlay rate) {
  switch (rate) {
    case tournament::RateOfPlay::Rapid:
      return player.ratings.rapid;
    case tournament::RateOfPlay::Blitz:
      return player.ratings.blitz;
    default:
      return player.ratings.standard;
  }
}

}  // namespace

bool namesFit(std::string_view written, std::string_view registered) {
  const std::string a = tournament::searchKey(written);
  const std::string b = tournament::searchKey(registered);
  if (a.empty() || b.empty()) return false;
  if (a == b) return true;
  const auto wordsA = wordsOf(a);
  const auto wordsB = wordsOf(b);
  if (wordsA.front() != wordsB.front()) return false;
  // Every further written word begins a further registered word, in order.
  std::size_t j = 1;
  for (std::size_t i = 1; i < wordsA.size(); ++i) {
    while (j < wordsB.size() && !wordsB[j].starts_with(wordsA[i])) ++j;
    if (j == wordsB.size()) return false;
    ++j;
  }
  return true;
}

std::vector<GameMatch> matchGames(const tournament::Section& section,
                                  std::span<const chess::PgnGame> games, int round,
                                  chess::SanMode notation) {
  std::vector<GameMatch> matches;
  chess::GameVerifier verifier(chess::DrawRules::Fide2023, notation);
  chess::GameVerdict verdict;
  for (const auto& game : games) {
    GameMatch match;
    match.game = game.index;
    match.line = game.firstLine;
    verifier.verify(game, verdict);
    match.plies = verdict.plies;
    if (verdict.failure) match.illegalPly = verdict.failure->ply;
    match.lenientMoves = static_cast<int>(verdict.lenientMoves.size());
    match.gameResult = gameResultOf(game);
    int boardHint = 0;
    match.round = round;
    if (const auto tag = game.tag("Round")) {
      const auto [tagRound, tagBoard] = roundTag(*tag);
      if (match.round == 0) match.round = tagRound;
      if (tagRound == match.round) boardHint = tagBoard;
    }
    const tournament::Round* paired = match.round > 0 ? section.round(match.round) : nullptr;
    if (match.round <= 0)
      match.status = GameMatchStatus::NoRound;
    else if (paired == nullptr)
      match.status = GameMatchStatus::NoSuchRound;
    if (paired == nullptr) {
      matches.push_back(match);
      continue;
    }
    const std::string white(game.tag("White").value_or(""));
    const std::string black(game.tag("Black").value_or(""));
    const auto nameOf = [&](int id) -> std::string_view {
      const auto* player = section.player(id);
      return player ? std::string_view(player->name) : std::string_view();
    };
    const auto fits = [&](const Board& board, bool reversed) {
      return namesFit(reversed ? black : white, nameOf(board.white)) &&
             namesFit(reversed ? white : black, nameOf(board.black));
    };
    std::vector<std::pair<const Board*, bool>> found;
    if (const Board* hinted = boardHint > 0 ? paired->board(boardHint) : nullptr) {
      if (fits(*hinted, false))
        found.push_back({hinted, false});
      else if (fits(*hinted, true))
        found.push_back({hinted, true});
    }
    if (found.empty())
      for (const Board& board : paired->boards) {
        if (fits(board, false))
          found.push_back({&board, false});
        else if (fits(board, true))
          found.push_back({&board, true});
      }
    if (found.empty()) {
      match.status = GameMatchStatus::NoBoard;
    } else if (found.size() > 1) {
      match.status = GameMatchStatus::Ambiguous;
    } else {
      const auto [board, reversed] = found.front();
      match.board = board->number;
      match.status = reversed ? GameMatchStatus::ColoursReversed : GameMatchStatus::Matched;
      const auto stored = pgnResult(board->result);
      std::string written = match.gameResult;
      if (reversed && written == "1-0")
        written = "0-1";
      else if (reversed && written == "0-1")
        written = "1-0";
      match.resultDiffers = !stored || *stored != written;
    }
    matches.push_back(match);
  }
  return matches;
}

std::string eventPgn(const tournament::Event& event, const tournament::Section& section,
                     std::span<const chess::PgnGame> games, std::span<const GameMatch> matches,
                     chess::SanMode notation) {
  std::string out;
  chess::GameVerifier verifier(chess::DrawRules::Fide2023, notation);
  chess::GameVerdict verdict;
  chess::MainLineRecord record;
  for (const auto& round : section.rounds) {
    for (const auto& board : round.boards) {
      const auto result = pgnResult(board.result);
      if (!result) continue;  // no game over the board
      const auto* white = section.player(board.white);
      const auto* black = section.player(board.black);
      if (white == nullptr || black == nullptr) continue;
      const auto date = round.startedAt.size() >= 10 ? round.startedAt.substr(0, 10)
                        : round.start.size() >= 10   ? round.start.substr(0, 10)
                                                     : section.settings.startDate;
      out +=
          fmt::format("[Event \"{}\"]\n", pgnEscaped(event.name + " - " + section.settings.name));
      out += fmt::format("[Site \"{}\"]\n",
                         pgnEscaped(section.settings.place.empty() ? "?" : section.settings.place));
      out += fmt::format("[Date \"{}\"]\n", pgnDate(date));
      out += fmt::format("[Round \"{}.{}\"]\n", round.number, board.number);
      out += fmt::format("[White \"{}\"]\n", pgnEscaped(white->name));
      out += fmt::format("[Black \"{}\"]\n", pgnEscaped(black->name));
      out += fmt::format("[Result \"{}\"]\n", *result);
      const auto rate = section.settings.rate;
      for (const auto& [side, player] : {std::pair{"White", white}, std::pair{"Black", black}}) {
        if (!player->title.empty()) out += fmt::format("[{}Title \"{}\"]\n", side, player->title);
        if (const int elo = ratingFor(*player, rate); elo > 0)
          out += fmt::format("[{}Elo \"{}\"]\n", side, elo);
        if (!player->fideId.empty())
          out += fmt::format("[{}FideId \"{}\"]\n", side, player->fideId);
      }
      // The moves of the matched game, replayed by the rules core.
      std::string moves;
      const auto match = std::ranges::find_if(matches, [&](const GameMatch& m) {
        return m.round == round.number && m.board == board.number &&
               (m.status == GameMatchStatus::Matched ||
                m.status == GameMatchStatus::ColoursReversed);
      });
      if (match != matches.end()) {
        const auto game = std::ranges::find_if(
            games, [&](const chess::PgnGame& g) { return g.index == match->game; });
        if (game != games.end()) {
          verifier.verify(*game, verdict, &record);
          for (std::size_t i = 0; i < record.moves.size(); ++i) {
            const auto name = chess::moveNameOfPly(verdict, static_cast<int>(i) + 1);
            if (name.mover == chess::Color::White)
              moves += fmt::format("{}. ", name.number);
            else if (i == 0)
              moves += fmt::format("{}... ", name.number);
            moves += chess::toSan(record.positions[i], record.moves[i]) + " ";
          }
          if (verdict.setup == chess::GameSetup::Fen ||
              verdict.setup == chess::GameSetup::FenWithProblems)
            if (const auto fen = game->tag("FEN"))
              out += fmt::format("[SetUp \"1\"]\n[FEN \"{}\"]\n", pgnEscaped(*fen));
        }
      }
      out += "\n";
      // Movetext lines of at most 80 characters (PGN 8.2.2.2 export format).
      std::string line;
      const auto flush = [&] {
        if (!line.empty()) out += line + "\n";
        line.clear();
      };
      std::size_t pos = 0;
      moves += *result;
      while (pos < moves.size()) {
        const std::size_t end = std::min(moves.find(' ', pos), moves.size());
        const std::string_view word = std::string_view(moves).substr(pos, end - pos);
        if (!word.empty()) {
          if (!line.empty() && line.size() + 1 + word.size() > 79) flush();
          if (!line.empty()) line += ' ';
          line += word;
        }
        pos = end + 1;
      }
      flush();
      out += "\n";
    }
  }
  return out;
}

}  // namespace interchange
