// SPDX-License-Identifier: MIT
#include "app/words/language.h"

#include <gtest/gtest.h>

namespace {

using words::Language;

// setlocale(3): LC_ALL overrides LC_MESSAGES, which overrides LANG; an
// empty variable counts as unset.
TEST(WordsLanguage, ReadsTheLocaleInPosixOrder) {
  EXPECT_EQ(words::languageOfLocale(nullptr, nullptr, "zh_CN.UTF-8"), Language::Zh);
  EXPECT_EQ(words::languageOfLocale(nullptr, nullptr, "en_GB.UTF-8"), Language::En);
  EXPECT_EQ(words::languageOfLocale("C", nullptr, "zh_CN.UTF-8"), Language::En);
  EXPECT_EQ(words::languageOfLocale("", "zh_TW.UTF-8", "en_US.UTF-8"), Language::Zh);
  EXPECT_EQ(words::languageOfLocale(nullptr, "", ""), Language::En);
  EXPECT_EQ(words::languageOfLocale(nullptr, nullptr, nullptr), Language::En);
}

TEST(WordsLanguage, MakesASentenceOfAPhrase) {
  EXPECT_EQ(words::sentence("round 3 is not paired", Language::En), "Round 3 is not paired.");
  EXPECT_EQ(words::sentence("第 3 轮尚未编排", Language::Zh), "第 3 轮尚未编排。");
  EXPECT_EQ(words::sentence("did you mean CHN?", Language::En), "Did you mean CHN?");
  EXPECT_EQ(words::sentence("", Language::En), "");
}

}  // namespace
