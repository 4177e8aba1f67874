// SPDX-License-Identifier: MIT
// IA Mario Held's "Exercises in Tie-Breaking" (FIDE TEC, C.07-2023,
// exercises 1-33) with their official answers, and the 2026 cap values kept
// with them: shared/corpus/tournaments/fide-c07-held-exercises.expected.csv.
#include "domain/interchange/trf_reader.h"
#include "domain/standings/standings.h"
#include "tests/domain/standings/tiebreak_corpus.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace standings {
namespace {

namespace fs = std::filesystem;
const fs::path Tournaments = fs::path(ARBITER_CORPUS_DIR) / "tournaments";

struct Answer {
  std::string exercise;
  std::string file;
  std::string code;  // e.g. "BH/C1/V1", "DE(rank)", "GE"
  int start = 0;
  std::string expected;
};

// The CSV's code field may itself hold a comma ("DE(rank,pre-determined
// pairings)"), so the fields are taken from both ends.
std::vector<Answer> readAnswers() {
  std::ifstream in(Tournaments / "fide-c07-held-exercises.expected.csv");
  std::string line;
  std::getline(in, line);
  std::vector<Answer> answers;
  while (std::getline(in, line)) {
    std::vector<std::string> f;
    std::stringstream stream(line);
    std::string cell;
    while (std::getline(stream, cell, ',')) f.push_back(cell);
    if (f.size() < 6) continue;
    std::string code = f[3];
    for (std::size_t i = 4; i + 2 < f.size(); ++i) code += "," + f[i];
    // "None" is the oracle's undefined value.
    answers.push_back(
        {f[0], f[2], code, std::stoi(f[f.size() - 2]), f.back() == "None" ? "-" : f.back()});
  }
  return answers;
}

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(HeldExercises, EveryOfficialAnswerAndEvery2026CapValue) {
  std::map<std::string, tournament::TournamentState> states;
  int checked = 0;
  for (const auto& a : readAnswers()) {
    SCOPED_TRACE("exercise " + a.exercise + " " + a.code + " player " + std::to_string(a.start));
    if (!states.contains(a.file))
      states[a.file] = interchange::readTrf(slurp(Tournaments / a.file))->state;
    StandingsOptions options;
    options.edition =
        a.code.find("/V1") != std::string::npos ? Edition::Text2023 : Edition::Text2026;
    options.system = a.file.find("rr6") != std::string::npos
                         ? tournament::PairingSystem::RoundRobin
                         : tournament::PairingSystem::DutchSwiss;
    std::string code = a.code.substr(0, a.code.find("/V"));
    if (code.rfind("DE(rank", 0) == 0) code = "DE";
    const auto tb = parseTieBreak(code);
    ASSERT_TRUE(tb.has_value()) << code;
    const SectionView view(states[a.file], options);
    const auto value = computeTieBreak(view, *tb)[static_cast<std::size_t>(a.start - 1)].value;
    EXPECT_EQ(value, testing::parseHundredths(a.expected)) << "expected " << a.expected;
    ++checked;
  }
  EXPECT_EQ(checked, 384);
}

}  // namespace
}  // namespace standings
