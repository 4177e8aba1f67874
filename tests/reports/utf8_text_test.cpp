// SPDX-License-Identifier: MIT
#include "reports/utf8_text.h"

#include <gtest/gtest.h>

using reports::displayWidth;
using reports::validUtf8;

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
  EXPECT_EQ(reports::padToWidth("王", 4), "王  ");
}
