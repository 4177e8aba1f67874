// SPDX-License-Identifier: MIT
// `arbiter perft` end to end: the real binary, its output and exit codes.
// Node counts are the chessprogramming wiki's published perft values.
#include <gtest/gtest.h>

#include <sstream>

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

namespace {

struct CliRun {
  std::string out;
  int exitCode;
};

// Runs `arbiter <arguments>` through the shell; stderr is appended to out
// when `withErrors` is set.
CliRun runArbiter(const std::string& arguments, bool withErrors = false) {
  const std::string command =
      std::string("'") + ARBITER_CLI + "' " + arguments + (withErrors ? " 2>&1" : " 2>/dev/null");
  CliRun run{{}, -1};
  FILE* pipe = ::popen(command.c_str(), "r");
  if (pipe == nullptr) return run;
  std::array<char, 4096> buffer{};
  while (const std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe))
    run.out.append(buffer.data(), n);
  const int status = ::pclose(pipe);
  run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

TEST(PerftCommand, PrintsTheNodeCountOfTheStartPosition) {
  const CliRun run = runArbiter("perft startpos 4");
  EXPECT_EQ(run.exitCode, 0);
  EXPECT_EQ(run.out, "197281\n");
}

TEST(PerftCommand, ReadsAQuotedFen) {
  const CliRun run =
      runArbiter("perft 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' 3");
  EXPECT_EQ(run.exitCode, 0);
  EXPECT_EQ(run.out, "97862\n");
}

TEST(PerftCommand, DivideListsEachRootMoveInUciThenTheTotal) {
  // Position 3 of the wiki: 14 moves at depth 1, 191 at depth 2.
  const CliRun run = runArbiter("perft '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1' 2 --divide");
  EXPECT_EQ(run.exitCode, 0);
  EXPECT_NE(run.out.find("e2e4: "), std::string::npos);
  EXPECT_NE(run.out.find("b4f4: 2\n"), std::string::npos);  // Rxf4: only the black king moves
  EXPECT_NE(run.out.find("\nNodes searched: 191\n"), std::string::npos);
  int lines = 0;
  for (char c : run.out) lines += c == '\n';
  EXPECT_EQ(lines, 14 + 2);
}

TEST(PerftCommand, RejectsABadFenWithExitCode65AndTheColumn) {
  const CliRun run =
      runArbiter("perft 'rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' 2", true);
  EXPECT_EQ(run.exitCode, 65);
  EXPECT_NE(run.out.find("column 14"), std::string::npos) << run.out;
}

TEST(PerftCommand, RejectsABadDepthAsAUsageError) {
  EXPECT_EQ(runArbiter("perft startpos deep").exitCode, 64);
  EXPECT_EQ(runArbiter("perft startpos").exitCode, 64);
}

TEST(DemoCommand, ShowsPerftAndTheMateOfTheSampleGame) {
  const CliRun run = runArbiter("demo");
  EXPECT_EQ(run.exitCode, 0);
  EXPECT_NE(run.out.find("4865609 positions"), std::string::npos);
  // The Opera Game's final position after 17. Rd8#.
  EXPECT_NE(run.out.find("1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"),
            std::string::npos);
  EXPECT_NE(run.out.find("checkmate"), std::string::npos);
  // Step 3: 24 players, no byes or forfeits: 12 boards give 12 points a
  // round, 60 in 5 rounds.
  const auto table = run.out.find("standings after round 5");
  ASSERT_NE(table, std::string::npos);
  double total = 0;
  std::istringstream lines(run.out.substr(run.out.find('\n', table) + 1));
  std::string line;
  std::getline(lines, line);  // the header
  for (int row = 0; row < 24 && std::getline(lines, line); ++row) {
    std::istringstream fields(line);
    std::string rank, number, first, second, rating, points;
    fields >> rank >> number >> first >> second >> rating >> points;
    total += std::stod(points);
  }
  EXPECT_DOUBLE_EQ(total, 60.0);
}

}  // namespace
