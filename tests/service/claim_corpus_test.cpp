// SPDX-License-Identifier: MIT
// Claims judged on every game of the DEV PGN corpus (../shared/corpus/pgn),
// whose pgn-expect/1 lines list the plies with a valid threefold (rep3,
// rep3m) and fifty-move (fifty) claim, computed by python-chess 1.11.2
// (the corpus README). Every listed claim must be judged correct through
// the claim judge, with the record read in the strict and the lenient
// notation; and the lenient reading of each game must be its strict
// reading, move for move.
#include "app/service/claim_judge.h"
#include "domain/chess/game_verifier.h"
#include "domain/chess/pgn_reader.h"
#include "domain/tournament/rules_profile.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> corpusFiles() {
  std::vector<fs::path> files;
  const fs::path dir = fs::path(ARBITER_CORPUS_DIR) / "pgn";
  if (!fs::exists(dir)) return files;
  for (const auto& entry : fs::recursive_directory_iterator(dir))
    if (entry.is_regular_file() && entry.path().extension() == ".pgn") files.push_back(entry);
  std::ranges::sort(files);
  return files;
}

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t at; (at = text.find(separator, start)) != std::string::npos; start = at + 1)
    parts.push_back(text.substr(start, at - start));
  parts.push_back(text.substr(start));
  return parts;
}

// pgn-expect/1 lines of a file, without the '#' lines, by game index.
std::vector<std::vector<std::string>> expectations(const fs::path& pgn) {
  std::ifstream in(pgn.string() + ".expect.tsv", std::ios::binary);
  std::vector<std::vector<std::string>> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty() && line[0] != '#') lines.push_back(split(line, '\t'));
  }
  return lines;
}

// A ply list: "-", or "a,b-c,..." (README: comma-separated, a-b inclusive).
std::vector<int> plies(const std::string& list) {
  std::vector<int> out;
  if (list == "-") return out;
  for (const auto& item : split(list, ',')) {
    const auto range = split(item, '-');
    const int from = std::stoi(range.front());
    const int to = std::stoi(range.back());
    for (int p = from; p <= to; ++p) out.push_back(p);
  }
  return out;
}

bool judgedCorrect(const service::RecordedGame& record, int ply, chess::ClaimKind kind,
                   std::optional<std::string> move = std::nullopt) {
  service::ClaimQuestion question;
  question.ply = ply;
  question.kinds = {kind};
  question.writtenMove = std::move(move);
  const auto judged = service::judgeClaim(record, question);
  return judged && judged->valid;
}

TEST(ClaimCorpusSlow, EveryListedClaimIsCorrectAndLenientReadingIsTheStrictOne) {
  const auto files = corpusFiles();
  ASSERT_FALSE(files.empty()) << "no corpus at " << ARBITER_CORPUS_DIR;
  const auto rules = tournament::drawRulesOf(tournament::RulesProfile::Fide2023);
  int claims = 0, games = 0, failures = 0;
  for (const auto& file : files) {
    const auto expected = expectations(file);
    std::ifstream strictIn(file, std::ios::binary), lenientIn(file, std::ios::binary);
    chess::PgnReader strictReader(strictIn, chess::SanMode::Lax);
    chess::PgnReader lenientReader(lenientIn, chess::SanMode::Lenient);
    chess::GameVerifier strictVerifier(rules, chess::SanMode::Lax);
    chess::GameVerifier lenientVerifier(rules, chess::SanMode::Lenient);
    service::RecordedGame strict, lenient;
    for (std::size_t index = 0; strictReader.next(strict.game) && lenientReader.next(lenient.game);
         ++index) {
      ++games;
      strictVerifier.verify(strict.game, strict.verdict, &strict.line);
      lenientVerifier.verify(lenient.game, lenient.verdict, &lenient.line);
      const std::string where = file.filename().string() + " game " + std::to_string(index);
      // Lenient reading may go on past a move strict reading cannot play
      // (a scoresheet's form); up to there it is the same game.
      const bool strictStops = strict.verdict.failure.has_value();
      const std::size_t common = strict.line.moves.size();
      if (!strictStops) {
        EXPECT_EQ(lenient.line.moves.size(), common) << where;
        EXPECT_FALSE(lenient.verdict.failure.has_value()) << where;
      }
      ASSERT_GE(lenient.line.moves.size(), common) << where;
      if (!std::equal(strict.line.moves.begin(), strict.line.moves.end(),
                      lenient.line.moves.begin()) &&
          ++failures <= 10)
        ADD_FAILURE() << where << ": the lenient reading plays other moves";
      ASSERT_LT(index, expected.size()) << where;
      const auto& columns = expected[index];
      if (columns.size() < 16 || columns[5] != "-") continue;  // a syntax problem: README
      for (const auto* record : {&strict, &lenient}) {
        for (int ply : plies(columns[12])) {
          ++claims;
          if (!judgedCorrect(*record, ply, chess::ClaimKind::Threefold) && ++failures <= 10)
            ADD_FAILURE() << where << ": threefold at ply " << ply << " judged incorrect";
        }
        for (int ply : plies(columns[14])) {
          ++claims;
          if (!judgedCorrect(*record, ply, chess::ClaimKind::FiftyMoves) && ++failures <= 10)
            ADD_FAILURE() << where << ": fifty moves at ply " << ply << " judged incorrect";
        }
        if (columns[13] == "-") continue;
        for (const auto& item : split(columns[13], ',')) {
          const auto colon = item.find(':');
          const int ply = std::stoi(item.substr(0, colon));
          for (const auto& move : split(item.substr(colon + 1), '|')) {
            ++claims;
            if (!judgedCorrect(*record, ply, chess::ClaimKind::Threefold, move) && ++failures <= 10)
              ADD_FAILURE() << where << ": threefold with " << move << " at ply " << ply
                            << " judged incorrect";
          }
        }
      }
    }
  }
  EXPECT_EQ(failures, 0);
  EXPECT_EQ(games, 33778);  // the corpus README's total
  EXPECT_GT(claims, 10000);
}

// The trial's game: Kramnik.pgn game 3666 (index 3665), a fifty-move claim
// the corpus lists at ply 274. Its record holds "Rf2" where the king could
// also reach f2: the claim must be judged on the game as played.
TEST(ClaimCorpus, TheTrialsFiftyMoveClaimIsCorrectInEitherNotation) {
  const fs::path file = fs::path(ARBITER_CORPUS_DIR) / "pgn" / "Kramnik.pgn";
  if (!fs::exists(file)) GTEST_SKIP() << "no corpus at " << ARBITER_CORPUS_DIR;
  for (const auto notation : {chess::SanMode::Lax, chess::SanMode::Lenient}) {
    std::ifstream in(file, std::ios::binary);
    const auto record =
        service::readRecordedGame(in, 3666, tournament::RulesProfile::Fide2023, notation);
    ASSERT_TRUE(record.has_value());
    EXPECT_EQ(record->line.moves.size(), 274u);  // the corpus line's plies
    EXPECT_TRUE(judgedCorrect(*record, 274, chess::ClaimKind::FiftyMoves));
  }
}

}  // namespace
