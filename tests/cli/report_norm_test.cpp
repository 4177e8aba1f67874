// SPDX-License-Identifier: MIT
// `arbiter report norm`: the certificate of a title result (FIDE B.01 1.4,
// form IT1) as HTML, CSV and PDF (read back with pdftotext), checked
// against the working done by hand below.
#include "tests/cli/event_cli_fixture.h"

#include <fmt/format.h>

#include <vector>

using namespace event_cli;

namespace {

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Ten players, pairing numbers by rating (the import's order):
//  1 Adler 2550 GM GER, 2 Bernard 2510 GM FRA, 3 Castro 2480 GM ESP,
//  4 Li Wei 2460 FM CHN (the player of the certificate), 5 de Vries 2440
//  IM NED, 6 Zhang Yi 2400 IM CHN, 7 Liu Bo 2350 FM CHN, 8 Patel 2300 WGM
//  IND, 9 Smith 2250 USA, 10 Wang Lei 2120 CHN.
// Li Wei meets 1, 2, 3, 5, 6, 7, 8, 9, 10 in rounds 1-9, White in the odd
// rounds: 1 ½ ½ 1 1 ½ 1 1 ½ = 7 points. The other games are draws.
std::string normEvent(const std::string& dir) {
  const std::string file = dir + "/event.arbiter";
  EXPECT_EQ(runArbiter({"event", "create", file, "--name", "Spring Open"}).exitCode, 0);
  EXPECT_EQ(runArbiter({"section", "add", file, "--name", "Open", "--rounds", "9", "--place",
                        "Shanghai", "--start-date", "2026-04-01", "--end-date", "2026-04-09",
                        "--chief-arbiter", "Zhao Ming"})
                .exitCode,
            0);
  writeFile(dir + "/players.csv",
            "name,rating,title,federation,fide_id,birth\n"
            "Adler,2550,GM,GER,4600001,\nBernard,2510,GM,FRA,600002,\n"
            "Castro,2480,GM,ESP,2200003,\nLi Wei,2460,FM,CHN,8600099,2005-03-04\n"
            "de Vries,2440,IM,NED,1000005,\nZhang Yi,2400,IM,CHN,8600006,\n"
            "Liu Bo,2350,FM,CHN,8600007,\nPatel,2300,WGM,IND,5000008,\n"
            "Smith,2250,,USA,2000009,\nWang Lei,2120,,CHN,8600010,\n");
  const auto imported =
      runArbiter({"player", "import", file, "--section", "Open", dir + "/players.csv"});
  EXPECT_EQ(imported.exitCode, 0) << imported.err;
  const int opponents[] = {1, 2, 3, 5, 6, 7, 8, 9, 10};
  // Li Wei's results from White's side of his board.
  const char* results[] = {"1", "=", "=", "0", "1", "=", "1", "0", "="};
  for (int r = 1; r <= 9; ++r) {
    const int opponent = opponents[r - 1];
    std::string pairs = "5\n";
    pairs += r % 2 == 1 ? fmt::format("4 {}\n", opponent) : fmt::format("{} 4\n", opponent);
    std::vector<int> others;
    for (int n = 1; n <= 10; ++n)
      if (n != 4 && n != opponent) others.push_back(n);
    for (std::size_t i = 0; i < others.size(); i += 2)
      pairs += fmt::format("{} {}\n", others[i], others[i + 1]);
    const std::string pairsFile = dir + fmt::format("/r{}.pairs", r);
    writeFile(pairsFile, pairs);
    const auto set = runArbiter({"round", "set", file, "--section", "Open", "--round",
                                 std::to_string(r), pairsFile, "--force"});
    EXPECT_EQ(set.exitCode, 0) << set.err;
    const auto entered = runArbiter({"results", file, "--section", "Open", "--round",
                                     std::to_string(r), fmt::format("{} = = = =", results[r - 1])});
    EXPECT_EQ(entered.exitCode, 0) << entered.err;
  }
  return file;
}

}  // namespace

// The working by hand (B.01 1.4, 2024):
//  1.4.6b-c: the lowest opponent, Wang Lei 2120 (round 9), is below the GM
//  floor 2200 and is counted as 2200;
//  1.4.7: ΣR = 2550+2510+2480+2440+2400+2350+2300+2250+2200 = 21480,
//  Ra = 21480 / 9 = 2386.67 -> 2387;
//  1.4.9: 7 / 9 = 77.78 % -> 78 %, dp(0.78) = +220; Rp = 2387 + 220 = 2607
//  >= 2600; 6.5 / 9 = 72 % -> +166 -> 2553 < 2600: 7 points needed.
//  Opponents: other federations GER FRA ESP NED IND USA (6 >= 2); own CHN 3
//  (<= 27/5 = 5); titleholders 7 (>= 5); GMs 3 (>= 3). A GM norm.
TEST(ReportNorm, TheCertificateStatesTheHandWorkedGmNorm) {
  const std::string dir = freshDir("report-norm");
  const std::string file = normEvent(dir);

  const auto html = runArbiter({"report", "norm", file, "--player", "4", "--title", "gm"});
  ASSERT_EQ(html.exitCode, 0) << html.err;
  for (const char* part :
       {"<h1>Certificate of title result</h1>", "<h2>GM norm – achieved</h2>",
        "<tr><th>Player</th><td>Li Wei</td></tr>", "<tr><th>FIDE ID</th><td>8600099</td></tr>",
        "<tr><th>Dates</th><td>2026-04-01 – 2026-04-09</td></tr>",
        "<tr><th>Chief arbiter</th><td>Zhao Ming</td></tr>",
        "<tr><th>Games for the norm</th><td>9</td></tr>",
        "<td class=\"num\">9</td><td>White</td><td>Wang Lei</td><td></td><td>CHN</td>"
        "<td>8600010</td><td class=\"num\">2120</td><td class=\"num\">2200</td>"
        "<td class=\"num\">½</td>",
        "the opponent of round 9 raised from 2120 to the rating floor 2200",
        "<td>21480 / 9 = 2387</td>", "<td>78 %</td>", "<td>+220</td>", "<td>2387 + 220 = 2607</td>",
        "<tr><th>From other federations</th><td>6</td></tr>",
        "<tr><th>From the player&#39;s federation</th><td>3</td></tr>",
        "<tr><th>By title</th><td>GM 3, IM 2, WGM 1, FM 1</td></tr>"})
    EXPECT_TRUE(has(html.out, part)) << part << "\n" << html.out;

  const auto csv =
      runArbiter({"report", "norm", file, "--player", "4", "--title", "GM", "--format", "csv"});
  ASSERT_EQ(csv.exitCode, 0) << csv.err;
  for (const char* part :
       {"norm,GM\r\nachieved,yes\r\nplayer,Li Wei\r\n", "average_rating,2387\r\n",
        "points,7\r\npercentage,78\r\ndp,220\r\nperformance,2607\r\n",
        "1,W,Adler,GM,GER,4600001,2550,2550,1\r\n", "9,W,Wang Lei,,CHN,8600010,2120,2200,0.5\r\n"})
    EXPECT_TRUE(has(csv.out, part)) << part << "\n" << csv.out;

  const auto zh =
      runArbiter({"report", "norm", file, "--player", "4", "--title", "GM", "--lang", "zh"});
  ASSERT_EQ(zh.exitCode, 0) << zh.err;
  EXPECT_TRUE(has(zh.out, "<h2>国际特级大师（GM）标准 – 已达到</h2>")) << zh.out;

  const std::string pdf = dir + "/norm.pdf";
  const auto written = runArbiter(
      {"report", "norm", file, "--player", "4", "--title", "GM", "--format", "pdf", "-o", pdf});
  ASSERT_EQ(written.exitCode, 0) << written.err;
  const auto text = cli_test::runProgram("pdftotext", {pdf, "-"});
  ASSERT_EQ(text.exitCode, 0) << "pdftotext (poppler-utils) is needed";
  // ("Certiﬁcate": the PDF's font joins f and i into one glyph.)
  for (const char* part : {"of title result", "GM norm – achieved", "Li Wei", "Wang Lei",
                           "21480 / 9 = 2387", "2387 + 220 = 2607", "Zhao Ming"})
    EXPECT_TRUE(has(text.out, part)) << part << "\n" << text.out;
}

// Refused: an unknown player, a title that is no norm title, the norm's
// options given to another document.
TEST(ReportNorm, BadRequestsAreRefused) {
  const std::string dir = freshDir("report-norm-bad");
  const std::string file = normEvent(dir);
  const auto unknown = runArbiter({"report", "norm", file, "--player", "11", "--title", "GM"});
  EXPECT_EQ(unknown.exitCode, 65);
  EXPECT_TRUE(has(unknown.err, "section 'Open' has no player 11")) << unknown.err;
  const auto title = runArbiter({"report", "norm", file, "--player", "4", "--title", "FM"});
  EXPECT_EQ(title.exitCode, 64);
  EXPECT_TRUE(has(title.err, "norm needs --title GM, IM, WGM or WIM")) << title.err;
  const auto elsewhere =
      runArbiter({"report", "standings", file, "--player", "4", "--title", "GM"});
  EXPECT_EQ(elsewhere.exitCode, 64);
}
