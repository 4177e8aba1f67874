// SPDX-License-Identifier: MIT
// `arbiter report ratings|incidents|envelope-label` end to end: an event file
// made with the CLI, the documents in HTML and PDF (read back with pdftotext
// from poppler-utils), and the refusals with their exit codes.
#include "tests/cli/four_player_event.h"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <regex>
#include <set>
#include <sstream>

using namespace event_cli;

namespace {

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::string shell(const std::string& command) {
  std::string out;
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  if (!pipe) return out;
  std::array<char, 4096> chunk{};
  while (const std::size_t got = std::fread(chunk.data(), 1, chunk.size(), pipe.get()))
    out.append(chunk.data(), got);
  return out;
}

std::string pdfText(const std::string& pdf) { return shell("pdftotext -layout '" + pdf + "' -"); }

// pdftotext lays a table row out on one line, cells apart by spaces: the
// row's words with any spacing between them.
bool hasRow(const std::string& text, const std::vector<std::string>& cells) {
  std::string pattern;
  for (const auto& cell : cells)
    pattern += (pattern.empty() ? "" : "\\s+") +
               std::regex_replace(cell, std::regex(R"([.+()])"), R"(\$&)");
  return std::regex_search(text, std::regex(pattern));
}

// The four-player event (Anna 2400, Bert 2300, Carl 2200, Dora 2100; pairing
// numbers 1..4) with round 1 paired 1-3 and 4-2.
std::string pairedEvent(const std::string& dir, const std::vector<std::string>& options = {}) {
  const std::string file = fourPlayerEvent(dir, options);
  writeFile(dir + "/round1.pairs", "2\n1 3\n4 2\n");
  EXPECT_EQ(runArbiter({"round", "set", file, "--section", "Open", "--round", "1",
                        dir + "/round1.pairs", "--start", "2026-05-01 14:00"})
                .exitCode,
            0);
  return file;
}

std::vector<std::string> onBoard(const std::string& command, const std::string& file, int board,
                                 std::vector<std::string> more) {
  std::vector<std::string> args{command,   file, "--section", "Open",
                                "--round", "1",  "--board",   std::to_string(board)};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

}  // namespace

// Round 1: Anna (2400) beats Carl (2200), Dora (2100) draws Bert (2300).
// B.02 table 8.1.2: a difference of 200 gives PD .76 / .24.
// K (8.3.3): Anna has reached 2400, K 10; the others 20.
//   Anna: 10 × (1 − .76) = +2.4 → +2, 2402.   Carl: 20 × (0 − .24) = −4.8 → −5, 2195.
//   Dora: 20 × (.5 − .24) = +5.2 → +5, 2105.  Bert: 20 × (.5 − .76) = −5.2 → −5, 2295.
TEST(ReportRecords, RatingReportInHtmlAndPdfMatchesB02ByHand) {
  const std::string dir = freshDir("report-ratings");
  const std::string file = pairedEvent(dir);
  ASSERT_EQ(runArbiter(onBoard("result", file, 1, {"1-0"})).exitCode, 0);
  ASSERT_EQ(runArbiter(onBoard("result", file, 2, {"1/2-1/2"})).exitCode, 0);

  const auto html = runArbiter({"report", "ratings", file});
  ASSERT_EQ(html.exitCode, 0) << html.err;
  EXPECT_TRUE(has(html.out,
                  "<td>Anna</td><td class=\"num\">2400</td><td class=\"num\">1</td>"
                  "<td class=\"num\">10</td><td class=\"num\">1.00</td>"
                  "<td class=\"num\">0.76</td><td class=\"num\">+2</td>"
                  "<td class=\"num\">2402</td>"))
      << html.out;
  EXPECT_TRUE(has(html.out,
                  "<td>Bert</td><td class=\"num\">2300</td><td class=\"num\">1</td>"
                  "<td class=\"num\">20</td><td class=\"num\">0.50</td>"
                  "<td class=\"num\">0.76</td><td class=\"num\">-5</td>"
                  "<td class=\"num\">2295</td>"));
  EXPECT_TRUE(has(html.out,
                  "<td class=\"num\">-200</td><td class=\"num\">½</td>"
                  "<td class=\"num\">0.24</td><td class=\"num\">+5.20</td>"));
  EXPECT_FALSE(has(html.out, "Club Elo"));  // a FIDE section

  const std::string pdf = dir + "/ratings.pdf";
  // Without XDG_RUNTIME_DIR, as under cron or ssh, Qt's warning is not printed.
  const char* runtime = std::getenv("XDG_RUNTIME_DIR");
  const std::string savedRuntime = runtime != nullptr ? runtime : "";
  unsetenv("XDG_RUNTIME_DIR");
  const auto written = runArbiter({"report", "ratings", file, "--format", "pdf", "-o", pdf});
  if (runtime != nullptr) setenv("XDG_RUNTIME_DIR", savedRuntime.c_str(), 1);
  ASSERT_EQ(written.exitCode, 0) << written.err;
  EXPECT_EQ(written.err.find("XDG_RUNTIME_DIR"), std::string::npos) << written.err;
  const std::string text = pdfText(pdf);
  EXPECT_TRUE(has(text, "Rating report after round 1")) << text;
  EXPECT_TRUE(hasRow(text, {"1", "Anna", "2400", "1", "10", "1.00", "0.76", "+2", "2402"})) << text;
  EXPECT_TRUE(hasRow(text, {"3", "Carl", "2200", "1", "20", "0.00", "0.24", "-5", "2195"})) << text;
  EXPECT_TRUE(hasRow(text, {"4", "Dora", "2100", "1", "20", "0.50", "0.24", "+5", "2105"})) << text;
  EXPECT_TRUE(hasRow(text, {"1", "3 Carl", "2200", "+200", "1", "0.76", "+2.40"})) << text;
  EXPECT_TRUE(std::regex_search(text, std::regex("1 ?/ ?1")));  // the running header's page

  const std::string zhPdf = dir + "/ratings-zh.pdf";
  ASSERT_EQ(runArbiter({"report", "ratings", file, "--format", "pdf", "--lang", "zh", "-o", zhPdf})
                .exitCode,
            0);
  const std::string zh = pdfText(zhPdf);
  EXPECT_TRUE(has(zh, "第1轮后等级分报告")) << zh;
  EXPECT_TRUE(hasRow(zh, {"2", "Bert", "2300", "1", "20", "0.50", "0.76", "-5", "2295"})) << zh;
}

// A classic section adds the club Elo (002) and the class points (004).
// Everyone starts at 1500 with no games (an unrated club player): games
// between unrated club players count for nothing ("无级别的人之间下棋即不计分也不计盘数"),
// so every club Elo stays 1500. Class points all 0: D = 0 < 10, a win moves
// 10 points, a draw nothing: Anna 10, Carl -10, Dora and Bert 0.
TEST(ReportRecords, ClassicSectionRatingReportHasTheClubSystems) {
  const std::string dir = freshDir("report-ratings-classic");
  const std::string file = pairedEvent(dir, {"--rules", "classic"});
  ASSERT_EQ(runArbiter(onBoard("result", file, 1, {"1-0"})).exitCode, 0);
  ASSERT_EQ(runArbiter(onBoard("result", file, 2, {"1/2-1/2"})).exitCode, 0);
  const auto html = runArbiter({"report", "ratings", file, "--lang", "zh"});
  ASSERT_EQ(html.exitCode, 0) << html.err;
  EXPECT_TRUE(has(html.out, "<h3>俱乐部等级分</h3>"));
  EXPECT_TRUE(has(html.out,
                  "<td>Anna</td><td class=\"num\">1500</td><td class=\"num\">+0</td>"
                  "<td class=\"num\">1500</td><td class=\"num\">0</td>"
                  "<td>无称号（不足10盘）</td>"))
      << html.out;
  EXPECT_TRUE(has(html.out,
                  "<td>Anna</td><td class=\"num\">0</td><td class=\"num\">+10</td>"
                  "<td class=\"num\">10</td><td>无级别</td>"));
  EXPECT_TRUE(has(html.out,
                  "<td>Carl</td><td class=\"num\">0</td><td class=\"num\">-10</td>"
                  "<td class=\"num\">-10</td><td>无级别</td>"));
}

TEST(ReportRecords, IncidentLogAndEnvelopeLabelOfARound) {
  const std::string dir = freshDir("report-incidents");
  const std::string file = pairedEvent(dir);
  // FIDE 6.7.1 without a default time: any lateness proposes the forfeit.
  ASSERT_EQ(runArbiter(onBoard("late", file, 2, {"--player", "black", "--late", "0:30"})).exitCode,
            0);
  ASSERT_EQ(runArbiter(onBoard("illegal", file, 1, {"--player", "white"})).exitCode, 0);
  const auto seal = runArbiter(onBoard(
      "seal", file, 1,
      {"--sealer", "white", "--move-number", "41", "--move", "Ra8", "--fen",
       "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 41", "--white-used", "118:20", "--black-used", "121:05",
       "--draw-offer", "black", "--resume", "2026-05-02 09:00", "--place", "Hall B"}));
  ASSERT_EQ(seal.exitCode, 0) << seal.err;

  const auto log = runArbiter({"report", "incidents", file, "--round", "1"});
  ASSERT_EQ(log.exitCode, 0) << log.err;
  EXPECT_TRUE(has(log.out, "<h2>Incident log, round 1</h2>"));
  EXPECT_TRUE(std::regex_search(
      log.out, std::regex("<tr><td>\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d</td><td class=\"num\">2</td>"
                          "<td>4 Dora – 2 Bert</td><td>2 Bert</td><td>Late arrival \\(Laws "
                          "6\\.7\\.1\\)</td><td>late by 0:30, past the default time: forfeit "
                          "proposed</td></tr>")))
      << log.out;
  EXPECT_TRUE(has(log.out,
                  "<td>1 Anna – 3 Carl</td><td>1 Anna</td><td>Illegal move (Laws 7.5.5)"
                  "</td><td>time penalty; add 2:00 to the opponent&#39;s remaining time; "
                  "illegal move no. 1 by this player in this game</td>"));
  EXPECT_TRUE(has(log.out,
                  "<td>1 Anna</td><td>Sealed move (Guidelines I.1)</td><td>move 41 "
                  "sealed by White; sealed</td>"));
  EXPECT_LT(log.out.find("Late arrival"), log.out.find("Illegal move"));

  const std::string logPdf = dir + "/incidents-zh.pdf";
  ASSERT_EQ(
      runArbiter({"report", "incidents", file, "--lang", "zh", "--format", "pdf", "-o", logPdf})
          .exitCode,
      0);
  const std::string logText = pdfText(logPdf);
  EXPECT_TRUE(has(logText, "第1轮裁判记录")) << logText;
  EXPECT_TRUE(has(logText, "4 Dora – 2 Bert")) << logText;
  EXPECT_TRUE(has(logText, "迟到（棋规 6.7.1）")) << logText;

  const auto label = runArbiter({"report", "envelope-label", file, "--round", "1"});
  ASSERT_EQ(label.exitCode, 0) << label.err;
  // 118:20 is 1 h 58 min 20 s; 121:05 is 2 h 1 min 5 s.
  EXPECT_TRUE(has(label.out, "<td colspan=\"3\">White 1:58:20 · Black 2:01:05</td>"));
  EXPECT_TRUE(has(label.out,
                  "<tr><th style=\"white-space:nowrap\">Sealed by</th><td colspan=\"3\">1 Anna "
                  "(White)</td></tr>"));
  EXPECT_TRUE(has(label.out, "<td colspan=\"3\">made by 3 Carl (Black)</td>"));
  EXPECT_FALSE(has(label.out, "Ra8"));

  const std::string labelPdf = dir + "/envelope.pdf";
  const auto written = runArbiter(
      {"report", "envelope-label", file, "--board", "1", "--format", "pdf", "-o", labelPdf});
  ASSERT_EQ(written.exitCode, 0) << written.err;
  const std::string text = pdfText(labelPdf);
  EXPECT_TRUE(has(text, "Sealed move envelope — round 1, board 1")) << text;
  EXPECT_TRUE(hasRow(text, {"White", "1 Anna"})) << text;
  EXPECT_TRUE(hasRow(text, {"Black", "3 Carl"})) << text;
  EXPECT_TRUE(hasRow(text, {"Number of the sealed move", "41"})) << text;
  EXPECT_TRUE(has(text, "White 1:58:20 · Black 2:01:05")) << text;
  EXPECT_TRUE(has(text, "2026-05-02 09:00")) << text;
  EXPECT_TRUE(has(text, "Hall B")) << text;
  EXPECT_TRUE(has(text, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 41")) << text;
  EXPECT_FALSE(has(text, "Ra8"));
}

// A label with the moves of a whole game and its FEN beside the headings:
// the values take the room they need from each other, never from a
// heading, which stays one word ("Resumption", not "Resumptio" / "n").
TEST(ReportRecords, AnEnvelopeLabelBreaksNoHeadingInsideAWord) {
  const std::string dir = freshDir("report-envelope-headings");
  const std::string file = pairedEvent(dir);
  const auto seal = runArbiter(onBoard(
      "seal", file, 1,
      {"--sealer", "white", "--move-number", "21", "--move", "Nf3", "--moves",
       "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 c4 c6 cxb5 "
       "axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6",
       "--white-used", "88:20", "--black-used", "91:05", "--resume", "2026-05-02 09:00", "--place",
       "Hall B", "--sealed-at", "2026-05-01 21:58"}));
  ASSERT_EQ(seal.exitCode, 0) << seal.err;
  // Guidelines I.2: the time of sealing entered, not when it was recorded.
  const auto html = runArbiter({"report", "envelope-label", file, "--round", "1"});
  EXPECT_TRUE(has(html.out, ">Sealed at</th><td colspan=\"3\">2026-05-01 21:58</td>")) << html.out;
  const std::string pdf = dir + "/envelope.pdf";
  ASSERT_EQ(
      runArbiter({"report", "envelope-label", file, "--board", "1", "--format", "pdf", "-o", pdf})
          .exitCode,
      0);
  const std::string text = pdfText(pdf);
  for (const char* heading : {"Resumption", "Number of the sealed move", "Moves played"})
    EXPECT_TRUE(std::regex_search(text, std::regex(std::string("(^|\\s)") + heading + "(\\s|$)")))
        << heading << " is broken:\n"
        << text;
}

// A time of sealing that is no time is refused at the seal, nothing stored.
TEST(ReportRecords, ASealingTimeThatIsNoTimeIsRefused) {
  const std::string dir = freshDir("report-sealed-at");
  const std::string file = pairedEvent(dir);
  const std::string before = readAll(file);
  const auto seal =
      runArbiter(onBoard("seal", file, 1,
                         {"--sealer", "white", "--move-number", "1", "--move", "e4", "--fen",
                          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                          "--white-used", "1:00", "--black-used", "1:00", "--sealed-at", "21:58"}));
  EXPECT_EQ(seal.exitCode, 76) << seal.err;
  EXPECT_TRUE(has(seal.err, "the time of sealing must be written YYYY-MM-DD HH:MM")) << seal.err;
  EXPECT_EQ(readAll(file), before);
}

TEST(ReportRecords, RefusalsNameTheProblemAndExitWithACode) {
  const std::string dir = freshDir("report-refusals");
  const std::string file = pairedEvent(dir);
  const auto noEnvelope = runArbiter({"report", "envelope-label", file, "--round", "1"});
  EXPECT_EQ(noEnvelope.exitCode, 65);
  EXPECT_EQ(noEnvelope.err, "arbiter report: no sealed-move envelope is stored for round 1\n");
  const auto noBoard =
      runArbiter({"report", "envelope-label", file, "--round", "1", "--board", "2"});
  EXPECT_EQ(noBoard.exitCode, 65);
  EXPECT_EQ(noBoard.err,
            "arbiter report: no sealed-move envelope is stored for board 2 of round 1\n");
  const auto noRound = runArbiter({"report", "incidents", file, "--round", "7"});
  EXPECT_EQ(noRound.exitCode, 65);
  EXPECT_EQ(noRound.err, "arbiter report: round 7 is not paired (or has no standings yet)\n");
  const auto badBoard = runArbiter({"report", "incidents", file, "--board", "x"});
  EXPECT_EQ(badBoard.exitCode, 64);
  const auto boardElsewhere = runArbiter({"report", "ratings", file, "--board", "1"});
  EXPECT_EQ(boardElsewhere.exitCode, 64);

  const std::string trf = dir + "/open.trf";
  ASSERT_EQ(runArbiter({"trf", "export", file, "--section", "Open", "--output", trf}).exitCode, 0);
  const auto fromTrf = runArbiter({"report", "incidents", trf});
  EXPECT_EQ(fromTrf.exitCode, 65);
  EXPECT_EQ(fromTrf.err, "arbiter report: " + trf +
                             ": a TRF file holds no incidents or envelopes; use the event file\n");
  // A TRF has ratings: the FIDE part of the report comes from it.
  const auto ratings = runArbiter({"report", "ratings", trf});
  EXPECT_EQ(ratings.exitCode, 0) << ratings.err;
  EXPECT_TRUE(has(ratings.out, "FIDE rating changes (B.02)"));
}

// QTextDocument draws no SVG: the final report's three charts (score and
// rank progression, results by round) reach the PDF as images through Qt Svg.
TEST(ReportRecords, FinalReportPdfCarriesTheCharts) {
  const std::string dir = freshDir("report-final-charts");
  const std::string file = pairedEvent(dir);
  ASSERT_EQ(runArbiter(onBoard("result", file, 1, {"1-0"})).exitCode, 0);
  ASSERT_EQ(runArbiter(onBoard("result", file, 2, {"0-1"})).exitCode, 0);
  const std::string pdf = dir + "/final.pdf";
  const auto written = runArbiter({"report", "final", file, "--format", "pdf", "-o", pdf});
  ASSERT_EQ(written.exitCode, 0) << written.err;
  const std::string list = shell("pdfimages -list '" + pdf + "'");
  // Each image once by its PDF object number (the 11th column); one near a
  // page foot is also listed, clipped away, on the next page.
  std::set<std::string> objects;
  const std::regex row(R"(^\s*\d+\s+\d+\s+image(?:\s+\S+){7}\s+(\d+))");
  std::istringstream lines(list);
  for (std::string line; std::getline(lines, line);)
    if (std::smatch m; std::regex_search(line, m, row)) objects.insert(m[1]);
  EXPECT_EQ(objects.size(), 3u) << list;
  // The charts are 640 × 360 CSS pixels: 2000 × 1125 dots at the PDF's 300 dpi.
  EXPECT_TRUE(std::regex_search(list, std::regex("image\\s+2000\\s+1125"))) << list;
}
