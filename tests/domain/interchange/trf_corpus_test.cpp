// SPDX-License-Identifier: MIT
// Reading every TRF of the shared corpus. Expected figures come from the
// corpus manifests (pairing/*/manifest.jsonl) and tournaments/SOURCES.md.
#include "domain/interchange/trf_reader.h"

#include "tests/domain/interchange/corpus_file.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

namespace interchange {
namespace {

namespace fs = std::filesystem;
using tournament::RoundResult;

const fs::path Corpus = ARBITER_CORPUS_DIR;

using test::slurp;

// The value after `"key": ` in one manifest line (a number or a quoted string).
std::string rawField(const std::string& json, const std::string& key) {
  const std::string marker = "\"" + key + "\": ";
  const auto at = json.find(marker);
  if (at == std::string::npos) return {};
  auto begin = at + marker.size();
  if (json[begin] == '"') {
    ++begin;
    return json.substr(begin, json.find('"', begin) - begin);
  }
  return json.substr(begin, json.find_first_of(",}", begin) - begin);
}

int field(const std::string& json, const std::string& key) {
  const std::string text = rawField(json, key);
  return text.empty() ? -1 : std::stoi(text);
}

std::string caseName(const std::string& json) { return rawField(json, "case"); }

int countIssues(const ReadResult& r, TrfIssueCode code) {
  return static_cast<int>(std::count_if(r.issues.begin(), r.issues.end(),
                                        [&](const TrfIssue& i) { return i.code == code; }));
}

// Every case of the pairing corpus: players, planned rounds, rounds paired
// and absences in the round to be paired as the manifest states them; the
// files are clean, so no issue at all.
void checkPairingManifest(const fs::path& folder) {
  std::ifstream manifest(folder / "manifest.jsonl");
  std::string json;
  int cases = 0;
  while (std::getline(manifest, json)) {
    const std::string name = caseName(json);
    SCOPED_TRACE(name);
    const auto r = readTrf(slurp(folder / (name + ".trf")));
    ASSERT_TRUE(r.has_value()) << "line " << r.error().line << " column " << r.error().column;
    const auto& s = r->state;
    const int paired = field(json, "paired_round") - 1;
    EXPECT_EQ(static_cast<int>(s.players.size()), field(json, "players"));
    EXPECT_EQ(s.totalRounds, field(json, "rounds"));
    EXPECT_EQ(s.roundsRecorded(), paired);
    EXPECT_TRUE(s.firstColor.has_value());
    const auto absent = std::count_if(s.plannedByes.begin(), s.plannedByes.end(),
                                      [&](const auto& b) { return b.round == paired + 1; });
    EXPECT_EQ(absent, field(json, "absent_next_round"));
    EXPECT_EQ(s.plannedByes.size(), static_cast<std::size_t>(absent));
    EXPECT_TRUE(r->issues.empty())
        << r->issues.size() << " issues, first at line " << r->issues.front().line;
    ++cases;
  }
  EXPECT_GT(cases, 0);
}

TEST(TrfCorpusSlow, ReadsEveryDutchCaseAsTheManifestDescribesIt) {
  checkPairingManifest(Corpus / "pairing" / "dutch");
}

TEST(TrfCorpusSlow, ReadsThePerformanceCases) { checkPairingManifest(Corpus / "pairing" / "perf"); }

TEST(TrfCorpusSlow, ReadsEveryRealTournamentFileWithoutRefusal) {
  int files = 0;
  for (const auto& dir :
       {Corpus / "tournaments", Corpus / "tournaments" / "derived", Corpus / "tiebreaks"})
    for (const auto& entry : fs::directory_iterator(dir)) {
      if (entry.path().extension() != ".trf") continue;
      SCOPED_TRACE(entry.path().filename().string());
      const auto r = readTrf(slurp(entry.path()));
      EXPECT_TRUE(r.has_value()) << "line " << r.error().line << " column " << r.error().column;
      ++files;
    }
  EXPECT_GE(files, 20);
}

// SOURCES.md: 284 players incl. the pseudo-player, all 7 rounds, no XXR,
// one PAB written "0000 - +" and the pseudo-player's "0000 - -".
TEST(TrfCorpus, KarlMalaKeepsItsUnplayedResultsWithoutOpponent) {
  const auto r = readTrf(slurp(Corpus / "tournaments" / "karl-mala-gedenkturnier-2005.trf"));
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->state.players.size(), 284u);
  EXPECT_EQ(r->state.roundsRecorded(), 7);
  EXPECT_EQ(r->state.totalRounds, 0);
  EXPECT_GE(countIssues(*r, TrfIssueCode::ForfeitWithoutOpponent), 2);
}

// SOURCES.md: 112 players, 20 rounds played, XXR 21, rank column blank,
// absent rounds written "        -".
TEST(TrfCorpus, LichessDialectAbsencesBecomeZeroPointByes) {
  const auto r = readTrf(slurp(Corpus / "tournaments" / "lichess-swiss-j8rtJ5GL-2020-05-10.trf"));
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->state.players.size(), 112u);
  EXPECT_EQ(r->state.totalRounds, 21);
  EXPECT_EQ(r->state.roundsRecorded(), 20);
  EXPECT_EQ(r->state.players[0].recordedRank, 0);
  EXPECT_GT(countIssues(*r, TrfIssueCode::AbsenceWrittenAsForfeit), 0);
  EXPECT_EQ(countIssues(*r, TrfIssueCode::PointsMismatch), 0);
}

// SOURCES.md: player lines not in start-number order, opponent "   0".
TEST(TrfCorpus, HeldExerciseIsSortedByStartNumber) {
  const auto r = readTrf(slurp(Corpus / "tournaments" / "fide-c07-held-exercises-swiss5.trf"));
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->state.players.size(), 16u);
  EXPECT_EQ(r->state.roundsRecorded(), 5);
  EXPECT_EQ(countIssues(*r, TrfIssueCode::PlayersReordered), 1);
  for (int i = 0; i < 16; ++i) EXPECT_EQ(r->state.players[i].startNumber, i + 1);
}

// SOURCES.md: 12 players' points differ from the sum of their round codes.
TEST(TrfCorpus, CreteTeamFileReportsItsTwelvePointMismatches) {
  const auto r =
      readTrf(slurp(Corpus / "tournaments" / "crete-interclub-friendship-cup-2024.team.trf"));
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->state.players.size(), 129u);
  EXPECT_EQ(countIssues(*r, TrfIssueCode::PointsMismatch), 12);
  EXPECT_GT(countIssues(*r, TrfIssueCode::UnknownRecord), 0);  // the ruler lines
}

// SOURCES.md: rounds 1-4 played, round 5 pre-entered byes for 3 players, XXR 9, 26 XXA lines.
TEST(TrfCorpus, GrosSampleHasPlannedByesAndAcceleration) {
  const auto r = readTrf(slurp(Corpus / "tournaments" / "gros-open-2010-javafo-sample.trf"));
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->state.players.size(), 52u);
  EXPECT_EQ(r->state.totalRounds, 9);
  EXPECT_EQ(r->state.roundsRecorded(), 4);
  EXPECT_EQ(r->state.plannedByes.size(), 3u);
  const auto accelerated =
      std::count_if(r->state.players.begin(), r->state.players.end(),
                    [](const auto& p) { return !p.accelerationPoints.empty(); });
  EXPECT_EQ(accelerated, 26);
  // Player 43's stated 1.0 counts the planned round-5 H; accepted as bbpPairings does.
  EXPECT_EQ(countIssues(*r, TrfIssueCode::PointsMismatch), 0);
}

}  // namespace
}  // namespace interchange
