// SPDX-License-Identifier: MIT
#include "domain/tournament/name_text.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace tournament;

TEST(NameText, FindsInvalidUtf8) {
  EXPECT_FALSE(invalidUtf8At("王芳 Émile"));
  EXPECT_EQ(invalidUtf8At("ab\xFF"), 2u);
  EXPECT_EQ(invalidUtf8At("a\xC0\x80"), 1u);     // overlong NUL
  EXPECT_EQ(invalidUtf8At("\xED\xA0\x80"), 0u);  // surrogate U+D800
  EXPECT_EQ(invalidUtf8At("\xE7\x8E"), 0u);      // truncated 王
}

// CJK ideographs take two terminal columns, combining marks none.
TEST(NameText, MeasuresDisplayWidth) {
  EXPECT_EQ(displayWidth("王芳"), 4);
  EXPECT_EQ(displayWidth("Li Lei"), 6);
  EXPECT_EQ(displayWidth("E\xCC\x81mile"), 5);  // E + combining acute
  EXPECT_EQ(displayWidth("ｗ"), 2);             // full-width w
}

// The documented collation: case and Latin accents folded, Latin before
// Han, Han by code point (王 U+738B, 李 U+674E, 张 U+5F20: 张 < 李 < 王).
TEST(NameText, SortsNamesByTheDocumentedCollation) {
  std::vector<std::string> names{"王芳",  "de Vries", "Émile",    "李雷", "王",
                                 "Zhang", "张伟",     "De Vries", "emile"};
  std::sort(names.begin(), names.end(),
            [](const auto& a, const auto& b) { return compareNames(a, b) < 0; });
  const std::vector<std::string> expected{"De Vries", "de Vries", "emile", "Émile", "Zhang",
                                          "张伟",     "李雷",     "王",    "王芳"};
  EXPECT_EQ(names, expected);
}
