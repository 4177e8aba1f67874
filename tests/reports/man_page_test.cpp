// SPDX-License-Identifier: MIT
#include "reports/man_page.h"

#include <gtest/gtest.h>

// man(7): a hyphen is "\-" (else it may print as a dash), a backslash
// "\e", a line that starts with '.' or '\'' is a request unless "\&" leads.
TEST(ManPage, WritesEverySectionInRoffWithTextEscaped) {
  const reports::ManPage page{"arbiter-x",
                              "check a scoresheet",
                              "arbiter 1.2.0",
                              {"arbiter x <game.pgn> [options]"},
                              {{"Description", {"First paragraph.", ".dot and 'quote lead"}, {}},
                               {"Options", {}, {{"--ply N", "the ply (C:\\games)"}}}}};
  EXPECT_EQ(reports::roffManPage(page),
            ".TH ARBITER\\-X 1 \"\" \"arbiter 1.2.0\" \"Arbiter\"\n"
            ".SH NAME\n"
            "arbiter\\-x \\- check a scoresheet\n"
            ".SH SYNOPSIS\n"
            ".nf\n"
            "arbiter x <game.pgn> [options]\n"
            ".fi\n"
            ".SH DESCRIPTION\n"
            "First paragraph.\n"
            ".PP\n"
            "\\&.dot and 'quote lead\n"
            ".SH OPTIONS\n"
            ".TP\n"
            ".B \\-\\-ply N\n"
            "the ply (C:\\egames)\n");
}

// A page in Chinese: its own headings, and lines left ragged (".ad l": no
// wide gaps where only the spaces around Latin words could stretch).
TEST(ManPage, AChinesePageHasItsHeadingsAndRaggedLines) {
  reports::ManPage page{"arbiter-x", "检查记录纸", "arbiter 1.2.0", {"arbiter x <game.pgn>"}, {}};
  page.nameHeading = "名称";
  page.synopsisHeading = "概述";
  page.ragged = true;
  EXPECT_EQ(reports::roffManPage(page),
            ".TH ARBITER\\-X 1 \"\" \"arbiter 1.2.0\" \"Arbiter\"\n"
            ".ad l\n"
            ".SH 名称\n"
            "arbiter\\-x \\- 检查记录纸\n"
            ".SH 概述\n"
            ".nf\n"
            "arbiter x <game.pgn>\n"
            ".fi\n");
}

// groff breaks lines only at spaces: a Chinese text may break after its
// full-width punctuation (\: is roff's zero-width break point), never
// before it: not between two marks, nor after the text's last.
TEST(ManPage, AChineseTextMayBreakAfterItsPunctuation) {
  reports::ManPage page{
      "arbiter-x", "编排每个组别，各用一个事务（/login）；并说明。", "arbiter 1.2.0", {}, {}};
  EXPECT_NE(reports::roffManPage(page).find(
                "arbiter\\-x \\- 编排每个组别，\\:各用一个事务（/login）；\\:并说明。\n"),
            std::string::npos)
      << reports::roffManPage(page);
}
