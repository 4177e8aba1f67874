// SPDX-License-Identifier: MIT
#include "domain/tournament/name_text.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace tournament;

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
