// SPDX-License-Identifier: MIT
// `arbiter demo`: the built-in tour a fresh machine runs first (README
// command 1). One function per step; each prints what it shows.
#include "app/cli/chess_messages.h"
#include "app/cli/command.h"
#include "app/cli/standings_output.h"
#include "app/service/listed_standings.h"
#include "app/service/next_round.h"
#include "domain/chess/fen.h"
#include "domain/chess/movegen.h"
#include "domain/chess/perft.h"
#include "domain/chess/san.h"
#include "domain/pairing/tournament_generator.h"
#include "domain/standings/standings.h"

#include <fmt/format.h>

#include <chrono>
#include <ostream>
#include <string_view>

namespace cli {
namespace {

// "The Opera Game": Morphy against the Duke of Brunswick and Count
// Isouard, Paris 1858. It ends with 17. Rd8#.
constexpr std::string_view OperaGame[] = {
    "e4",    "e5",  "Nf3",  "d6",   "d4",  "Bg4", "dxe5",  "Bxf3", "Qxf3", "dxe5",  "Bc4",
    "Nf6",   "Qb3", "Qe7",  "Nc3",  "c6",  "Bg5", "b5",    "Nxb5", "cxb5", "Bxb5+", "Nbd7",
    "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8",  "Rd8#",
};

// Step 1: the move generator at work, perft of the initial position.
void showPerft(Console& console) {
  constexpr int Depth = 5;
  const chess::Position start = chess::Position::startPosition();
  const auto begin = std::chrono::steady_clock::now();
  const std::uint64_t nodes = chess::perft(start, Depth);
  const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - begin;
  console.out << fmt::format(
      "1. Move generator: perft of the initial position to depth {}\n"
      "   {} positions in {:.3f} s ({:.1f} million nodes/s); the published count is 4865609\n\n",
      Depth, nodes, seconds.count(), nodes / std::max(seconds.count(), 1e-9) / 1e6);
}

// Step 2: a game replayed from its SAN, each move checked against the rules.
int showSampleGame(Console& console) {
  console.out
      << "2. A game replayed from its score: Morphy - Duke Karl / Count Isouard, Paris 1858\n";
  chess::Position pos = chess::Position::startPosition();
  std::string line;
  int ply = 0;
  for (std::string_view san : OperaGame) {
    const auto read = chess::readSan(pos, san, chess::SanMode::Strict);
    if (!read) {
      console.err << "arbiter demo: move " << san << ": " << describeSanError(read.error()) << '\n';
      return Internal;
    }
    if (ply % 2 == 0) line += fmt::format("{}{}. ", line.empty() ? "" : " ", ply / 2 + 1);
    line += fmt::format("{}{}", ply % 2 == 0 ? "" : " ", san);
    if (ply % 12 == 11) {
      console.out << "   " << line << '\n';
      line.clear();
    }
    pos.play(read->move);
    ++ply;
  }
  if (!line.empty()) console.out << "   " << line << '\n';
  console.out << "   final position: " << chess::toFen(pos) << '\n';
  if (chess::isCheckmate(pos))
    console.out << "   checkmate: " << (pos.sideToMove() == chess::Color::White ? "Black" : "White")
                << " wins (Laws 5.1.1)\n";
  else if (pos.inCheck())
    console.out << "   the side to move is in check\n";
  return Success;
}

// Step 3: a 24-player, 5-round Swiss paired round by round by the FIDE
// Dutch engine (results simulated from ratings, seeded), then its standings
// with the C.07 tie-breaks BH/C1, BH and SB.
int showSwiss(Console& console) {
  console.out << "\n3. A Swiss tournament: 24 players, 5 rounds, FIDE Dutch pairings (C.04.3)\n";
  pairing::GeneratorConfig config;
  config.players = 24;
  config.rounds = 5;
  config.seed = 2026;
  config.forfeitPercent = 0;  // every game is played: 12 boards, 12 points a round
  config.byePercent = 0;
  config.withdrawalPercent = 0;
  const auto state = service::generatedTournament(config, service::PairingEngine::Dutch);
  if (!state) {
    console.err << "arbiter demo: round " << state.error().generator.round
                << " could not be paired\n";
    return Internal;
  }
  std::vector<standings::TieBreak> tieBreaks;
  for (const char* code : {"BH/C1", "BH", "SB"})
    tieBreaks.push_back(*standings::parseTieBreak(code));
  const auto table = service::standingsByList(*state, tieBreaks);
  if (!table) {
    console.err << "arbiter demo: no standings\n";
    return Internal;
  }
  printStandingsText(*state, *table, console.out);
  console.out << "\n   Try: arbiter generate --players 100 --rounds 9 > open.trf\n"
                 "        arbiter check open.trf; arbiter standings open.trf --explain 1\n";
  return Success;
}

class DemoCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"demo"}; }
  std::string synopsis() const override { return ""; }
  std::string summary() const override {
    return "show the rules core, the Dutch pairing engine and standings on built-in data";
  }
  void defineOptions(Poco::Util::OptionSet&) const override {}

  int run(const Arguments&, Console& console) const override {
    console.out << "Arbiter demo\n\n";
    showPerft(console);
    if (const int code = showSampleGame(console); code != Success) return code;
    return showSwiss(console);
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::DemoCommand)
