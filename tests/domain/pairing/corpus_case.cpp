// SPDX-License-Identifier: MIT
#include "tests/domain/pairing/corpus_case.h"

#include "domain/interchange/trf_reader.h"
#include "domain/tournament/round_result.h"

#include <algorithm>

#include <fstream>
#include <sstream>

namespace pairing::testing {

namespace {
std::optional<std::string> slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}
}  // namespace

std::string corpusDir() { return std::string(ARBITER_CORPUS_DIR) + "/pairing"; }

std::optional<tournament::TournamentState> readCorpusTrf(const std::string& path) {
  const auto text = slurp(path);
  if (!text) return std::nullopt;
  auto document = interchange::readTrf(*text);
  if (!document) return std::nullopt;
  return std::move(document->state);
}

std::optional<interchange::TrfDocument> readCorpusDocument(const std::string& path) {
  const auto text = slurp(path);
  if (!text) return std::nullopt;
  auto document = interchange::readTrf(*text);
  if (!document) return std::nullopt;
  return std::move(*document);
}

std::optional<interchange::PairList> readPairs(const std::string& path) {
  const auto text = slurp(path);
  if (!text) return std::nullopt;
  auto list = interchange::readPairList(*text);
  if (!list) return std::nullopt;
  return *list;
}

tournament::TournamentState withRound(const tournament::TournamentState& state,
                                      const Pairing& pairing) {
  using tournament::Color;
  using tournament::RoundResult;
  tournament::TournamentState s = state;
  const int round = pairing.round;
  for (auto& p : s.players) p.rounds.resize(round);
  for (const auto& bye : s.plannedByes)
    if (bye.round == round) s.players[bye.startNumber - 1].rounds[round - 1] = {0, {}, bye.result};
  std::erase_if(s.plannedByes, [&](const auto& bye) { return bye.round == round; });
  if (pairing.bye) s.players[*pairing.bye - 1].rounds[round - 1] = {0, {}, RoundResult::PairingBye};
  for (const Board& b : pairing.boards) {
    s.players[b.white - 1].rounds[round - 1] = {b.black, Color::White, RoundResult::Draw};
    s.players[b.black - 1].rounds[round - 1] = {b.white, Color::Black, RoundResult::Draw};
  }
  return s;
}

}  // namespace pairing::testing
