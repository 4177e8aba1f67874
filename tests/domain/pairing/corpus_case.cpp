// SPDX-License-Identifier: MIT
#include "tests/domain/pairing/corpus_case.h"

#include "domain/interchange/trf_reader.h"

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

std::optional<interchange::PairList> readPairs(const std::string& path) {
  const auto text = slurp(path);
  if (!text) return std::nullopt;
  auto list = interchange::readPairList(*text);
  if (!list) return std::nullopt;
  return *list;
}

}  // namespace pairing::testing
