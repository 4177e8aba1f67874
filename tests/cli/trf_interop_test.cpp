// SPDX-License-Identifier: MIT
// The files other programs read. Events made with the CLI, each with the
// irregularities an organizer meets (late entries, byes asked for ahead, a
// withdrawal, a check-in absence, forfeits, a game of under one move, a
// penalty, an adjourned game, Baku acceleration, 3/1/0 scoring, a round
// robin, unrated players, a full-point bye, a forbidden pair), are exported
// before every round in TRF16 and TRF-2026 and:
// - imported again (`trf import` into a new event file): the standings,
//   every round's boards and results, and the next round's pairing are
//   those of the event;
// - paired from the file (`pair X.trf`) as the event pairs;
// - given to bbpPairings v6.0.0 (../shared/oracles), which must pair the
//   next round as we do; it refuses only the files its departures from the
//   text name (README, "Other programs");
// - after the last round, given to FIDE TEC's tie-break program
//   (TieBreakServer), which must compute our tie-breaks.
// The oracles are built into the build tree; without a compiler (or
// Python) those parts are skipped with a message.
#include "tests/cli/event_cli_fixture.h"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <iostream>
#include <map>
#include <sstream>

namespace {

namespace fs = std::filesystem;
using cli_test::runProgram;
using event_cli::freshDir;
using event_cli::readAll;
using event_cli::runArbiter;
using event_cli::writeFile;

const fs::path Oracles = fs::path(ARBITER_SOURCE_DIR) / ".." / "shared" / "oracles";
const fs::path Built = fs::path(ARBITER_TEST_OUTPUT_DIR) / "oracles";

cli_test::CliResult shell(const std::string& command) {
  return runProgram("/bin/sh", {"-c", command});
}

// The path of an oracle's program, unpacked (and built) once; empty with
// the reason in `why` when it cannot be.
struct Oracle {
  std::string path;
  std::string why;
};

const Oracle& bbpPairings() {
  static const Oracle oracle = [] {
    const fs::path exe = Built / "bbpPairings-v6.0.0" / "bbpPairings.exe";
    if (!fs::exists(exe)) {
      if (shell("command -v g++ && command -v make && command -v tar").exitCode != 0)
        return Oracle{"", "bbpPairings not built: g++, make or tar missing"};
      fs::create_directories(Built);
      const auto built = shell("tar xzf '" + (Oracles / "bbpPairings-v6.0.0.tar.gz").string() +
                               "' -C '" + Built.string() + "' && make -C '" +
                               (Built / "bbpPairings-v6.0.0").string() + "' -j2 >/dev/null");
      if (built.exitCode != 0) return Oracle{"", "bbpPairings not built: " + built.err};
    }
    return Oracle{exe.string(), ""};
  }();
  return oracle;
}

const Oracle& tieBreakServer() {
  static const Oracle oracle = [] {
    const fs::path script = Built / "TieBreakServer" / "tiebreakchecker.py";
    if (shell("command -v python3 && command -v tar").exitCode != 0)
      return Oracle{"", "TieBreakServer not run: python3 or tar missing"};
    if (!fs::exists(script)) {
      fs::create_directories(Built);
      const auto unpacked =
          shell("tar xzf '" + (Oracles / "TieBreakServer-14a34a2.tar.gz").string() + "' -C '" +
                Built.string() + "'");
      if (unpacked.exitCode != 0) return Oracle{"", "TieBreakServer not unpacked: " + unpacked.err};
    }
    return Oracle{script.string(), ""};
  }();
  return oracle;
}

// The lines of a pair list after its count, sorted (board order aside).
std::vector<std::string> pairsOf(const std::string& list) {
  std::istringstream lines(list);
  std::vector<std::string> pairs;
  std::string line;
  std::getline(lines, line);
  while (std::getline(lines, line))
    if (!line.empty()) pairs.push_back(line);
  std::sort(pairs.begin(), pairs.end());
  return pairs;
}

// A tab-separated table as rows of cells.
std::vector<std::vector<std::string>> table(const std::string& text) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cells;
    std::istringstream fields(line);
    for (std::string cell; std::getline(fields, cell, '\t');) cells.push_back(cell);
    rows.push_back(cells);
  }
  return rows;
}

// A decimal as written, without trailing zeros ("8.50" and "8.5" agree).
std::string decimal(std::string text) {
  if (text.find('.') == std::string::npos) return text;
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

// One event as an organizer makes it. `before[r]` runs before round r is
// paired, `after[r]` once its results are in; "@" stands for the event
// file. `results[r][b]` overrides board b's result (default: a pattern of
// 1-0, ½-½, 0-1 by round and board).
struct Scenario {
  std::string name;
  std::vector<std::string> sectionOptions;
  std::vector<int> ratings;  // 0 = unrated
  int rounds = 0;
  std::map<int, std::vector<std::vector<std::string>>> before;
  std::map<int, std::vector<std::vector<std::string>>> after;
  std::map<int, std::map<int, std::string>> results;
  bool baku = false;
  bool roundRobin = false;
};

// What one run found, for the summary and the assertions.
struct Findings {
  int exports = 0;
  int bbpAgreed = 0;
  int bbpRefusedAsDocumented = 0;
  int roundTrips = 0;
  int tieBreakCells = 0;
};

class EventRun {
public:
  EventRun(const Scenario& scenario, Findings& findings)
      : m_s(scenario),
        m_found(findings),
        m_dir(freshDir("trf-interop-" + scenario.name)),
        m_file(m_dir + "/event.arbiter") {}

  void play() {
    ASSERT_EQ(runArbiter({"event", "create", m_file, "--name", m_s.name}).exitCode, 0);
    std::vector<std::string> add{
        "section", "add", m_file, "--name", "S", "--rounds", std::to_string(m_s.rounds)};
    add.insert(add.end(), m_s.sectionOptions.begin(), m_s.sectionOptions.end());
    ASSERT_EQ(runArbiter(add).exitCode, 0);
    std::string csv = "name,rating\n";
    for (std::size_t i = 0; i < m_s.ratings.size(); ++i)
      csv += "Player " + std::to_string(i + 1) + "," +
             (m_s.ratings[i] ? std::to_string(m_s.ratings[i]) : "") + "\n";
    writeFile(m_dir + "/players.csv", csv);
    ASSERT_EQ(
        runArbiter({"player", "import", m_file, "--section", "S", m_dir + "/players.csv"}).exitCode,
        0);
    for (int round = 1; round <= m_s.rounds; ++round) {
      run(m_s.before, round);
      const std::string ours = m_dir + "/ours-" + std::to_string(round) + ".pairs";
      const auto dry = runArbiter({"pair", m_file, "--dry-run", "--output", ours});
      ASSERT_EQ(dry.exitCode, 0) << m_s.name << " round " << round << ": " << dry.err;
      for (const char* format : {"trf16", "trf26"}) checkExport(round, format, readAll(ours));
      ASSERT_EQ(runArbiter({"pair", m_file}).exitCode, 0) << m_s.name << " round " << round;
      enterResults(round);
      run(m_s.after, round);
    }
    checkTieBreaks();
  }

private:
  void run(const std::map<int, std::vector<std::vector<std::string>>>& commands, int round) {
    const auto found = commands.find(round);
    if (found == commands.end()) return;
    for (auto command : found->second) {
      std::replace(command.begin(), command.end(), std::string("@"), m_file);
      const auto result = runArbiter(command);
      EXPECT_EQ(result.exitCode, 0)
          << m_s.name << ": " << command[0] << " " << command[1] << ": " << result.err;
    }
  }

  void enterResults(int round) {
    const auto boards = table(
        runArbiter({"round", "show", m_file, "--round", std::to_string(round), "--format", "tsv"})
            .out);
    static const char* Pattern[] = {"1-0", "1/2-1/2", "0-1", "1-0", "0-1"};
    for (const auto& row : boards) {
      // Boards only: `round show` also lists the bye and withdrawn players.
      if (row.empty() || row[0] == "bye" || row[0] == "withdrawn") continue;
      const int board = std::stoi(row[0]);
      std::string result = Pattern[(round * 3 + board) % 5];
      if (const auto special = m_s.results.find(round); special != m_s.results.end())
        if (const auto set = special->second.find(board); set != special->second.end())
          result = set->second;
      std::vector<std::string> command{
          "result", m_file, "--round", std::to_string(round), "--board", std::to_string(board)};
      if (result == "unrated 1-0") {
        command.push_back("--unrated");
        result = "1-0";
      }
      command.push_back(result);
      const auto entered = runArbiter(command);
      EXPECT_EQ(entered.exitCode, 0)
          << m_s.name << " round " << round << " board " << board << ": " << entered.err;
    }
  }

  std::string exportTo(const std::string& format, const std::string& name) {
    const std::string path = m_dir + "/" + name;
    const auto exported = runArbiter(
        {"trf", "export", m_file, "--format", format, "--with-adjourned", "--output", path});
    EXPECT_EQ(exported.exitCode, 0) << exported.err;
    return path;
  }

  // The export made before `round` is paired, read back three ways.
  void checkExport(int round, const std::string& format, const std::string& ourPairs) {
    const std::string where = m_s.name + " round " + std::to_string(round) + " " + format;
    const std::string trf = exportTo(format, format + "-before-" + std::to_string(round) + ".trf");
    ++m_found.exports;
    // Our own reading of the file pairs as the event does.
    const std::string fromFile = m_dir + "/from-file.pairs";
    const auto paired = runArbiter({"pair", trf, "--output", fromFile});
    EXPECT_EQ(paired.exitCode, 0) << where << ": " << paired.err;
    EXPECT_EQ(readAll(fromFile), ourPairs) << where;
    checkRoundTrip(trf, round, ourPairs, where);
    checkBbpPairings(trf, format, ourPairs, where);
  }

  // `trf import` into a new event file keeps the standings, every round's
  // boards and results and the next pairing.
  void checkRoundTrip(const std::string& trf, int round, const std::string& ourPairs,
                      const std::string& where) {
    const std::string copy = m_dir + "/round-trip.arbiter";
    fs::remove(copy);
    const auto imported = runArbiter({"trf", "import", trf, copy});
    ASSERT_EQ(imported.exitCode, 0) << where << ": " << imported.err;
    const auto standings = [](const std::string& file) {
      const auto shown = runArbiter({"standings", file, "--format", "tsv"});
      return std::to_string(shown.exitCode) + "\n" + shown.out;
    };
    EXPECT_EQ(standings(copy), standings(m_file)) << where;
    // The players with their facts: a late entry's round and a withdrawal
    // come back from our `###` lines (C.04.2 2.4, 3.2), not as byes.
    const auto players = [](const std::string& file) {
      return runArbiter({"player", "list", file, "--format", "tsv"}).out;
    };
    EXPECT_EQ(players(copy), players(m_file)) << where;
    // Every round's boards, byes (compared as a set) and withdrawn players.
    for (int r = 1; r < round; ++r) {
      const auto show = [&](const std::string& file) {
        auto rows = table(
            runArbiter({"round", "show", file, "--round", std::to_string(r), "--format", "tsv"})
                .out);
        std::sort(std::find_if(rows.begin(), rows.end(),
                               [](const auto& row) { return row.front() == "bye"; }),
                  rows.end());
        return rows;
      };
      EXPECT_EQ(show(copy), show(m_file)) << where << ", round " << r;
    }
    const std::string next = m_dir + "/round-trip.pairs";
    const auto paired = runArbiter({"pair", copy, "--dry-run", "--output", next});
    EXPECT_EQ(paired.exitCode, 0) << where << ": " << paired.err;
    EXPECT_EQ(readAll(next), ourPairs) << where;
    ++m_found.roundTrips;
  }

  // bbpPairings pairs the file as we do (C.04.2 3.6 board order under
  // Baku acceleration aside: it orders by real scores, we by pairing
  // scores, C.04.7). It may refuse only what the README's table names:
  // record 299 (not supported), 162's A and X symbols, a game without a
  // result (an adjourned one), a round robin.
  void checkBbpPairings(const std::string& trf, const std::string& format,
                        const std::string& ourPairs, const std::string& where) {
    const Oracle& bbp = bbpPairings();
    if (bbp.path.empty() || m_s.roundRobin) return;
    const std::string text = readAll(trf);
    const std::string theirs = m_dir + "/bbp.pairs";
    fs::remove(theirs);
    const auto run = runProgram(bbp.path, {"--dutch", trf, "-p", theirs});
    const bool penalty =
        text.find("\n299 ") != std::string::npos || text.find("\n### 299 ") != std::string::npos;
    const bool scoring162 = format == "trf26" && text.find("\n162 ") != std::string::npos;
    const bool adjourned = text.find("\n### warning: adjourned game") != std::string::npos;
    if (penalty || scoring162 || adjourned) {
      EXPECT_NE(run.exitCode, 0) << where << ": bbpPairings read a file its departures name";
      ++m_found.bbpRefusedAsDocumented;
      return;
    }
    ASSERT_EQ(run.exitCode, 0) << where << ": bbpPairings refused: " << run.out << run.err << "\n"
                               << text;
    if (m_s.baku)
      EXPECT_EQ(pairsOf(readAll(theirs)), pairsOf(ourPairs)) << where;
    else
      EXPECT_EQ(readAll(theirs), ourPairs) << where;
    ++m_found.bbpAgreed;
  }

  // FIDE TEC's tie-break program on the final TRF-2026 computes our
  // standings' tie-breaks (each code run on its own, as the corpus does).
  void checkTieBreaks() {
    const Oracle& gacrux = tieBreakServer();
    if (gacrux.path.empty()) return;
    const std::string trf = exportTo("trf26", "final.trf");
    if (readAll(trf).find("\n299 ") != std::string::npos) return;  // README: it fails on 299
    const std::string k = std::to_string(m_s.rounds);
    const auto ours = table(runArbiter({"standings", trf, "--format", "tsv", "--system",
                                        m_s.roundRobin ? "round-robin" : "swiss", "--tiebreaks",
                                        "BH,BH/C1,SB,PS,WIN,ARO"})
                                .out);
    ASSERT_FALSE(ours.empty()) << m_s.name;
    const auto& header = ours.front();
    for (const std::string code : {"points", "BH", "BH/C1", "SB", "PS", "WIN", "ARO"}) {
      const auto column = std::find(header.begin(), header.end(), code) - header.begin();
      ASSERT_LT(column, static_cast<long>(header.size())) << code;
      const std::string asked = code == "points"                                   ? "PTS"
                                : (code == "PS" || code == "WIN" || code == "ARO") ? code
                                                                                   : code + "/V2";
      const auto theirs =
          runProgram("python3", {gacrux.path, "-b", "utf-8", "-i", trf, "-n", k, "-N", k,
                                 m_s.roundRobin ? "-p" : "-s", "-dT", "-t", "PTS", asked});
      ASSERT_EQ(theirs.exitCode, 0) << m_s.name << " " << code << ": " << theirs.err;
      const auto rows = table(theirs.out);
      ASSERT_EQ(rows.size(), ours.size()) << m_s.name << " " << code << ": " << theirs.out;
      for (std::size_t i = 1; i < rows.size(); ++i) {
        const auto row = std::find_if(ours.begin() + 1, ours.end(),
                                      [&](const auto& r) { return r[0] == rows[i][0]; });
        ASSERT_NE(row, ours.end());
        const std::string value = rows[i].back() == "-0" ? "-" : decimal(rows[i].back());
        EXPECT_EQ(decimal((*row)[static_cast<std::size_t>(column)]), value)
            << m_s.name << " player " << rows[i][0] << " " << code;
        ++m_found.tieBreakCells;
      }
    }
  }

  const Scenario& m_s;
  Findings& m_found;
  std::string m_dir;
  std::string m_file;
};

std::vector<int> ratings(int count, int top, int step, int unratedEvery = 0) {
  std::vector<int> list;
  for (int i = 0; i < count; ++i)
    list.push_back(unratedEvery != 0 && i % unratedEvery == unratedEvery - 1 ? 0 : top - i * step);
  return list;
}

// A 30-player open: a half-point bye asked for two rounds ahead, late
// entries, a withdrawal announced a round ahead, a check-in absence, a
// forfeit, a double forfeit, a game of under one move, a penalty.
Scenario openWithIrregularities() {
  Scenario s{"open", {}, ratings(30, 2500, 25), 7};
  s.before[2] = {{"player", "bye", "@", "--player", "5", "--round", "4", "--kind", "half"},
                 {"player", "add", "@", "--section", "S", "--name", "Late One", "--rating", "2210"},
                 {"player", "add", "@", "--section", "S", "--name", "Late Two"}};
  s.before[3] = {{"player", "withdraw", "@", "--player", "7", "--from-round", "5"}};
  s.before[4] = {{"checkin", "@", "--section", "S", "--round", "4", "--absent", "12"}};
  s.results[2] = {{3, "+/-"}, {9, "-/-"}};
  s.results[3] = {{2, "unrated 1-0"}};
  s.results[4] = {{6, "1/2-1/2"}};
  s.after[4] = {{"penalty", "@", "--section", "S", "--round", "4", "--board", "6", "--player",
                 "white", "--article", "11.5", "--option", "score-raised"}};
  return s;
}

Scenario bakuSection() {
  Scenario s{"baku", {"--acceleration", "baku"}, ratings(22, 2400, 30), 7};
  s.baku = true;
  return s;
}

// Classic rules with an adjourned game kept over the next pairing.
Scenario classicWithAdjournment() {
  Scenario s{"classic", {"--rules", "classic"}, ratings(12, 2300, 40), 5};
  s.results[2] = {{3, "adjourned"}};
  s.after[3] = {{"result", "@", "--round", "2", "--board", "3", "1-0"}};
  return s;
}

Scenario threeOneZero() {
  return Scenario{"scoring-310", {"--scoring", "3,1,0"}, ratings(16, 2200, 20), 5};
}

Scenario roundRobin() {
  Scenario s{"round-robin", {"--pairing", "round-robin"}, ratings(6, 2300, 50), 5};
  s.roundRobin = true;
  return s;
}

// Unrated players, a full-point bye and a forbidden pair.
Scenario unratedAndForbidden() {
  Scenario s{"unrated", {}, ratings(14, 2100, 30, 4), 5};
  s.before[1] = {{"section", "forbid", "@", "--section", "S", "--pair", "1,2"}};
  s.before[2] = {{"player", "bye", "@", "--player", "9", "--round", "3", "--kind", "full"}};
  return s;
}

TEST(TrfInteropSlow, OurExportsAreReadAsWeReadThemByUsBbpPairingsAndTieBreakServer) {
  Findings found;
  for (const auto& scenario : {openWithIrregularities(), bakuSection(), classicWithAdjournment(),
                               threeOneZero(), roundRobin(), unratedAndForbidden()}) {
    SCOPED_TRACE(scenario.name);
    EventRun(scenario, found).play();
  }
  if (!bbpPairings().why.empty()) GTEST_LOG_(WARNING) << bbpPairings().why;
  if (!tieBreakServer().why.empty()) GTEST_LOG_(WARNING) << tieBreakServer().why;
  std::cout << found.exports << " exports, " << found.roundTrips << " round trips; bbpPairings "
            << found.bbpAgreed << " agreed, " << found.bbpRefusedAsDocumented
            << " refused as documented; TieBreakServer " << found.tieBreakCells << " cells\n";
  EXPECT_EQ(found.exports, 2 * (7 + 7 + 5 + 5 + 5 + 5));
  if (bbpPairings().why.empty()) EXPECT_GT(found.bbpAgreed, 40);
  if (tieBreakServer().why.empty()) EXPECT_GT(found.tieBreakCells, 300);
}

}  // namespace
