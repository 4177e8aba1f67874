// SPDX-License-Identifier: MIT
#include "domain/text/utf8.h"

#include <gtest/gtest.h>

using text::displayWidth;
using text::invalidUtf8At;
using text::validUtf8;

TEST(Utf8Text, KeepsWellFormedText) { EXPECT_EQ(validUtf8("Anna 王皓 ½ 𝄞"), "Anna 王皓 ½ 𝄞"); }

TEST(Utf8Text, ReplacesOverlongSurrogateAndTruncatedSequences) {
  // RFC 3629 §10: C0 AE is an overlong '.', refused.
  EXPECT_EQ(validUtf8("/\xc0\xae\xc0\xae/"), "/\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD/");
  EXPECT_EQ(validUtf8("\xed\xa0\x80"), "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");  // U+D800
  EXPECT_EQ(validUtf8("ab\xe7\x8e"), "ab\xEF\xBF\xBD\xEF\xBF\xBD");              // cut short
  EXPECT_EQ(validUtf8("\xf4\x90\x80\x80").find("\xf4"), std::string::npos);      // > U+10FFFF
  EXPECT_EQ(validUtf8("Mu\xf1oz"), "Mu\xEF\xBF\xBDoz");                          // Latin-1 ñ
}

TEST(Utf8Text, CountsCjkAsTwoColumns) {
  EXPECT_EQ(displayWidth("Anna"), 4);
  EXPECT_EQ(displayWidth("王皓"), 4);
  EXPECT_EQ(displayWidth("ＡＢ"), 4);       // fullwidth forms
  EXPECT_EQ(displayWidth("e\xcc\x81"), 1);  // e + combining acute
  EXPECT_EQ(text::padToWidth("王", 4), "王  ");
}

TEST(Utf8Text, FindsInvalidUtf8) {
  EXPECT_FALSE(invalidUtf8At("王芳 Émile"));
  EXPECT_EQ(invalidUtf8At("ab\xFF"), 2u);
  EXPECT_EQ(invalidUtf8At("a\xC0\x80"), 1u);     // overlong NUL
  EXPECT_EQ(invalidUtf8At("\xED\xA0\x80"), 0u);  // surrogate U+D800
  EXPECT_EQ(invalidUtf8At("\xE7\x8E"), 0u);      // truncated 王
}

// CJK ideographs take two terminal columns, combining marks none.
TEST(Utf8Text, MeasuresDisplayWidth) {
  EXPECT_EQ(displayWidth("王芳"), 4);
  EXPECT_EQ(displayWidth("Li Lei"), 6);
  EXPECT_EQ(displayWidth("E\xCC\x81mile"), 5);  // E + combining acute
  EXPECT_EQ(displayWidth("ｗ"), 2);             // full-width w
}

// A text table's column: a CJK name of 5 characters is 10 columns wide, so
// in 8 columns it is cut to 3 characters (6 columns) and "…" (1), then
// padded with one space to 8; a name shorter than the column is padded.
TEST(Utf8Text, FitsAColumnByDisplayColumns) {
  EXPECT_EQ(text::column("欧阳振华大", 8), "欧阳振… ");
  EXPECT_EQ(displayWidth(text::column("欧阳振华大", 8)), 8);
  EXPECT_EQ(text::column("王皓", 6), "王皓  ");
  EXPECT_EQ(text::column("Anna", 6), "Anna  ");
}
