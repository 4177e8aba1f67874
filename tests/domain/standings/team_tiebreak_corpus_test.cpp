// SPDX-License-Identifier: MIT
// The team tie-break corpus (shared/corpus/team-tiebreaks/README.md): for
// every team tournament there, every team's value of every column equals
// the reference program's (TieBreakServer, FIDE TEC).
#include "domain/interchange/trf_reader.h"
#include "domain/standings/team_standings.h"
#include "tests/domain/interchange/corpus_file.h"
#include "tests/domain/standings/tiebreak_corpus.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace standings {
namespace {

namespace fs = std::filesystem;
const fs::path TeamCorpus = fs::path(ARBITER_CORPUS_DIR) / "team-tiebreaks";

// Our value of column `column` for every team, in hundredths (a rank r as r x 100).
std::vector<TieBreakValue> columnValues(const TeamSection& section, const std::string& column) {
  std::vector<TieBreakValue> values;
  if (column == "points_mp" || column == "points_gp") {
    const auto view =
        teamView(section.rounds, section.settings,
                 column == "points_mp" ? TeamScore::MatchPoints : TeamScore::GamePoints,
                 section.roundRobin, section.edition);
    for (int team = 1; team <= section.teamCount(); ++team)
      values.push_back(view.score(team) * HundredthsPerHalfPoint);
    return values;
  }
  const auto tb = parseTeamTieBreak(column);
  EXPECT_TRUE(tb.has_value()) << column;
  if (!tb) return std::vector<TieBreakValue>(static_cast<std::size_t>(section.teamCount()));
  return teamTieBreakValues(section, *tb);
}

TEST(TeamTieBreakCorpus, EveryCellAgreesWithTheReferenceProgram) {
  int files = 0;
  int cells = 0;
  std::vector<std::string> disagreements;
  for (const auto& entry : fs::directory_iterator(TeamCorpus)) {
    const auto name = entry.path().filename().string();
    if (!name.ends_with(".expected.tsv")) continue;
    const auto trf = TeamCorpus / (name.substr(0, name.size() - 13) + ".trf");
    const auto doc = interchange::readTrf(interchange::test::slurp(trf));
    ASSERT_TRUE(doc.has_value()) << trf;
    ASSERT_TRUE(doc->teams.has_value()) << trf;
    const auto section = teamSection(doc->state, *doc->teams, {});
    ASSERT_TRUE(section.has_value()) << trf;
    std::ifstream in(entry.path());
    std::string line;
    std::vector<std::string> header;
    std::vector<std::vector<TieBreakValue>> ours;
    while (std::getline(in, line)) {
      if (line.empty() || line.front() == '#') continue;
      const auto row = testing::splitTabs(line);
      if (header.empty()) {
        header = row;
        for (std::size_t c = 1; c < header.size(); ++c)
          ours.push_back(columnValues(*section, header[c]));
        continue;
      }
      const int team = std::stoi(row[0]);
      for (std::size_t c = 1; c < row.size(); ++c) {
        ++cells;
        const auto& actual = ours[c - 1][static_cast<std::size_t>(team - 1)];
        if (testing::parseHundredths(row[c]) != actual)
          disagreements.push_back(name + " team " + row[0] + " " + header[c] + ": expected " +
                                  row[c] + ", got " +
                                  (actual ? std::to_string(*actual) : std::string("-")));
      }
    }
    ++files;
  }
  EXPECT_EQ(files, 61);
  EXPECT_EQ(cells, 76552);
  EXPECT_TRUE(disagreements.empty())
      << disagreements.size()
      << " cells disagree, the first: " << (disagreements.empty() ? "" : disagreements.front());
}

}  // namespace
}  // namespace standings
