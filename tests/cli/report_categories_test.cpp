// SPDX-License-Identifier: MIT
// The category standings end to end: categories set with `section add/edit
// --categories`, stored and audited, printed by `arbiter report categories`
// (HTML, CSV) and published by `arbiter publish`; bad lists refused with
// their place, the file unchanged.
#include "tests/cli/event_cli_fixture.h"

#include <filesystem>

using namespace event_cli;

namespace {

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Section "Open" of 2026 (3 rounds, tie-break ARO) with Anna 2400 (w, 1990),
// Bert 2300 (m, 1970), Carl 2200 (m, 2011), Dora 2100 (w, 2012): pairing
// numbers 1..4 by rating. Round 1: Anna - Carl ½-½, Dora - Bert 1-0.
//
// By hand: Dora 1 point; Anna and Carl ½, Carl ahead on ARO (C.07: Anna's
// opponent 2200, Carl's 2400); Bert 0. Ranks: Dora 1, Carl 2, Anna 3, Bert 4.
// Categories in 2026 (D.04.07 6, D.04.03 2.1): women = Dora 1st (rank 1),
// Anna 2nd (rank 3); U16 (born 2010 or later) = Dora 1st, Carl 2nd (rank 2);
// S50 (born 1976 or earlier) = Bert 1st (rank 4); U2250 = Dora 1st, Carl 2nd.
std::string playedEvent(const std::string& dir) {
  const std::string file = dir + "/event.arbiter";
  EXPECT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  const auto add =
      runArbiter({"section", "add", file, "--name", "Open", "--rounds", "3", "--start-date",
                  "2026-05-01", "--tie-breaks", "ARO", "--categories", "women,U16,S50,U2250"});
  EXPECT_EQ(add.exitCode, 0) << add.err;
  writeFile(dir + "/players.csv",
            "name,rating,sex,birth\nDora,2100,w,2012\nBert,2300,m,1970\nAnna,2400,w,1990\n"
            "Carl,2200,m,2011\n");
  EXPECT_EQ(
      runArbiter({"player", "import", file, "--section", "Open", dir + "/players.csv"}).exitCode,
      0);
  writeFile(dir + "/round1.pairs", "2\n1 3\n4 2\n");
  EXPECT_EQ(
      runArbiter({"round", "set", file, "--section", "Open", "--round", "1", dir + "/round1.pairs"})
          .exitCode,
      0);
  const auto results = runArbiter({"results", file, "--section", "Open", "--round", "1", "= 1"});
  EXPECT_EQ(results.exitCode, 0) << results.err;
  return file;
}

}  // namespace

TEST(ReportCategories, TheSectionsCategoriesAreStoredAndPrinted) {
  const std::string dir = freshDir("report-categories");
  const std::string file = playedEvent(dir);
  const auto show = runArbiter({"event", "show", file});
  EXPECT_TRUE(has(show.out, "  categories: women,U16,S50,U2250\n")) << show.out;

  const auto csv = runArbiter({"report", "categories", file, "--format", "csv"});
  ASSERT_EQ(csv.exitCode, 0) << csv.err;
  EXPECT_EQ(csv.out,
            "\xEF\xBB\xBF"
            "Category,Place,Overall,SNo,Title,Name,Fed,Rtg,Pts\r\n"
            "Women,1,1,4,,Dora,,2100,1\r\n"
            "Women,2,3,1,,Anna,,2400,0.5\r\n"
            "Under 16 (U16),1,1,4,,Dora,,2100,1\r\n"
            "Under 16 (U16),2,2,3,,Carl,,2200,0.5\r\n"
            "50 and over (S50),1,4,2,,Bert,,2300,0\r\n"
            "Rating under 2250 (U2250),1,1,4,,Dora,,2100,1\r\n"
            "Rating under 2250 (U2250),2,2,3,,Carl,,2200,0.5\r\n");

  const auto html = runArbiter({"report", "categories", file, "--lang", "zh"});
  ASSERT_EQ(html.exitCode, 0) << html.err;
  EXPECT_TRUE(has(html.out, "<h3>16岁以下 (U16)</h3>")) << html.out;
  EXPECT_TRUE(has(html.out,
                  "<td class=\"num\">1</td><td class=\"num\">4</td><td "
                  "class=\"num\">2</td><td></td><td>Bert</td>"))
      << html.out;

  // The final report holds them; the site has the page, linked from the standings.
  const auto final = runArbiter({"report", "final", file});
  EXPECT_TRUE(has(final.out, "Category standings (after round 1)"));
  ASSERT_EQ(runArbiter({"publish", file, dir + "/site"}).exitCode, 0);
  const std::string page = readAll(dir + "/site/en/s1/categories.html");
  EXPECT_TRUE(has(page, "<h3>50 and over (S50)</h3>")) << page;
  EXPECT_TRUE(has(readAll(dir + "/site/en/s1/standings-1.html"), "href=\"categories.html\""));
}

TEST(ReportCategories, EditedAuditedAndUndone) {
  const std::string dir = freshDir("report-categories-edit");
  const std::string file = playedEvent(dir);
  // Categories rank nobody for pairing or prizes: changeable after results.
  const auto edit =
      runArbiter({"section", "edit", file, "--section", "Open", "--categories", "S65,unrated"});
  ASSERT_EQ(edit.exitCode, 0) << edit.err;
  EXPECT_TRUE(has(runArbiter({"log", file}).out, "categories=S65,unrated"));
  const auto nobody = runArbiter({"report", "categories", file});
  EXPECT_TRUE(has(nobody.out,
                  "<h3>65 and over (S65)</h3>\n<p class=\"nobody\">Nobody in this "
                  "category.</p>"))
      << nobody.out;
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  EXPECT_TRUE(has(runArbiter({"event", "show", file}).out, "categories: women,U16,S50,U2250"));
  ASSERT_EQ(
      runArbiter({"section", "edit", file, "--section", "Open", "--categories", "none"}).exitCode,
      0);
  const auto none = runArbiter({"report", "categories", file});
  EXPECT_EQ(none.exitCode, 65);
  EXPECT_TRUE(has(none.err, "the section names no categories (section edit --categories"))
      << none.err;
  ASSERT_EQ(runArbiter({"publish", file, dir + "/site"}).exitCode, 0);
  EXPECT_FALSE(std::filesystem::exists(dir + "/site/en/s1/categories.html"));
}

TEST(ReportCategories, ABadListIsRefusedWithItsColumnAndNothingChanges) {
  const std::string dir = freshDir("report-categories-bad");
  const std::string file = playedEvent(dir);
  const auto stored = [&] {
    return runArbiter({"event", "show", file}).out + runArbiter({"log", file}).out;
  };
  const std::string before = stored();
  const auto bad =
      runArbiter({"section", "edit", file, "--section", "Open", "--categories", "women,girls,U16"});
  EXPECT_EQ(bad.exitCode, 64);
  EXPECT_TRUE(has(bad.err, "--categories 'women,girls,U16': not a category at column 7"))
      << bad.err;
  const auto age = runArbiter({"section", "edit", file, "--section", "Open", "--categories", "U1"});
  EXPECT_EQ(age.exitCode, 64);
  EXPECT_TRUE(has(age.err, "an age must be 2 to 99 at column 1")) << age.err;
  EXPECT_EQ(stored(), before);
  const auto csvElsewhere = runArbiter({"report", "pairings", file, "--format", "csv"});
  EXPECT_EQ(csvElsewhere.exitCode, 64);
}

// The final report as a PDF holds every part to its end: the category
// standings, the rating report, the incident log (the last text) and the
// three charts as images. Before the fix the lazily finished Qt layout lost
// the pages after the rating report of this very event.
TEST(ReportCategories, TheFinalReportPdfKeepsEveryPart) {
  const std::string dir = freshDir("report-categories-final-pdf");
  const std::string file = playedEvent(dir);
  const std::string pdf = dir + "/final.pdf";
  const auto written = runArbiter({"report", "final", file, "--format", "pdf", "-o", pdf});
  ASSERT_EQ(written.exitCode, 0) << written.err;
  const auto text = cli_test::runProgram("pdftotext", {pdf, "-"});
  ASSERT_EQ(text.exitCode, 0) << "pdftotext (poppler-utils) is needed";
  for (const char* part :
       {"Category standings (after round 1)", "50 and over (S50)", "Rating report after round 1",
        "Incident log, round 1", "No incident is recorded in round 1."})
    EXPECT_TRUE(has(text.out, part)) << part << "\n" << text.out;
  const std::size_t pages = std::stoul(written.out.substr(std::string("wrote ").size()));
  EXPECT_TRUE(has(text.out, std::to_string(pages) + "/" + std::to_string(pages)))
      << text.out;  // "n / m"
  // Score and rank progression, results by round: three images (one may be
  // listed twice when it is clipped at a page foot).
  const auto images = cli_test::runProgram("pdfimages", {"-list", pdf});
  int listed = 0;
  for (std::size_t at = images.out.find(" image "); at != std::string::npos;
       at = images.out.find(" image ", at + 1))
    ++listed;
  EXPECT_GE(listed, 3) << images.out;
}
