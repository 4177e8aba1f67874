// SPDX-License-Identifier: MIT
#include "app/words/action_words.h"

#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>

namespace {

using tournament::ActionErrorCode;
using tournament::NoticeCode;
using words::Language;

// The enumerators of `enum class NAME` as domain/tournament/action.h declares
// them, read from the header itself: the list the catalogue must cover.
std::vector<std::string> enumerators(const std::string& name) {
  std::ifstream file(ARBITER_SOURCE_DIR "/domain/tournament/action.h");
  std::stringstream whole;
  whole << file.rdbuf();
  std::string text = whole.str();
  const auto start = text.find("enum class " + name);
  const auto open = text.find('{', start);
  const auto close = text.find("};", open);
  std::string body = text.substr(open + 1, close - open - 1);
  body = std::regex_replace(body, std::regex("//[^\n]*"), "");
  std::vector<std::string> names;
  const std::regex identifier("([A-Z][A-Za-z0-9]*)\\s*(=[^,]*)?,");
  for (std::sregex_iterator it(body.begin(), body.end(), identifier), end; it != end; ++it)
    names.push_back((*it)[1]);
  return names;
}

int placeholders(std::string_view text) {
  int count = 0;
  for (auto at = text.find("{}"); at != std::string_view::npos; at = text.find("{}", at + 2))
    ++count;
  return count;
}

bool holdsChinese(std::string_view text) {
  // Every CJK ideograph and full-width mark is three bytes in UTF-8, lead byte 0xE3-0xEF.
  for (const char c : text)
    if (static_cast<unsigned char>(c) >= 0xE3) return true;
  return false;
}

TEST(ActionWords, EveryRefusalCodeOfTheDomainHasEnglishAndChineseThatDiffer) {
  const auto names = enumerators("ActionErrorCode");
  ASSERT_GE(names.size(), 86U);  // the count when the catalogue was made
  for (std::size_t value = 0; value < names.size(); ++value) {
    const auto phrase = words::actionErrorPhrase(static_cast<ActionErrorCode>(value));
    SCOPED_TRACE(names[value]);
    EXPECT_FALSE(phrase.en.empty());
    EXPECT_TRUE(holdsChinese(phrase.zh)) << phrase.zh;
    EXPECT_NE(phrase.en, phrase.zh);
    EXPECT_FALSE(holdsChinese(phrase.en)) << phrase.en;
    EXPECT_EQ(placeholders(phrase.en), placeholders(phrase.zh)) << phrase.en << " / " << phrase.zh;
  }
  // One past the last enumerator is no code.
  EXPECT_TRUE(words::actionErrorPhrase(static_cast<ActionErrorCode>(names.size())).en.empty());
}

TEST(ActionWords, EveryNoticeCodeOfTheDomainHasEnglishAndChineseThatDiffer) {
  const auto names = enumerators("NoticeCode");
  ASSERT_GE(names.size(), 18U);  // the count when the catalogue was made
  for (std::size_t value = 0; value < names.size(); ++value) {
    const auto phrase = words::noticePhrase(static_cast<NoticeCode>(value));
    SCOPED_TRACE(names[value]);
    EXPECT_FALSE(phrase.en.empty());
    EXPECT_TRUE(holdsChinese(phrase.zh)) << phrase.zh;
    EXPECT_FALSE(holdsChinese(phrase.en)) << phrase.en;
    EXPECT_EQ(placeholders(phrase.en), placeholders(phrase.zh)) << phrase.en << " / " << phrase.zh;
  }
  EXPECT_TRUE(words::noticePhrase(static_cast<NoticeCode>(names.size())).en.empty());
}

TEST(ActionWords, FillsTheDetailInBothLanguages) {
  const tournament::ActionError error{ActionErrorCode::NoSuchPlayer, 9};
  EXPECT_EQ(words::actionErrorText(error, Language::En),
            "there is no player with pairing number 9");
  EXPECT_EQ(words::actionErrorText(error, Language::Zh), "没有编排号为 9 的棋手");
}

TEST(ActionWords, NamesTheRowOfAnImportedListAndTheHint) {
  const tournament::ActionError error{ActionErrorCode::BadFederation, 3, "CHN"};
  EXPECT_EQ(words::actionErrorText(error, Language::En),
            "player 3 of the list: the federation must be a FIDE/IOC code such as CHN, ENG, GER "
            "(did you mean CHN?)");
  EXPECT_EQ(words::actionErrorText(error, Language::Zh),
            "名单中第 3 名棋手：协会须为 FIDE/IOC 代码，如 CHN、ENG、GER（是否应为 CHN？）");
  EXPECT_EQ(words::actionErrorText({ActionErrorCode::NameEmpty, 4}, Language::En),
            "player 4 of the list has no name");
  EXPECT_EQ(words::actionErrorText({ActionErrorCode::NameEmpty, 0}, Language::En),
            "the name is empty");
}

TEST(ActionWords, NamesTheSideTheClassicClockFloorProtects) {
  // Classic 12.4: detail 1 is White, 2 Black.
  EXPECT_NE(words::actionErrorText({ActionErrorCode::ClockSettingBelowFloor, 1}, Language::En)
                .find("leave White less than 5 minutes"),
            std::string::npos);
  EXPECT_NE(words::actionErrorText({ActionErrorCode::ClockSettingBelowFloor, 2}, Language::Zh)
                .find("会使黑方在时限前"),
            std::string::npos);
}

TEST(ActionWords, NoticeOfARenumberingNamesBothNumbers) {
  const tournament::Notice moved{NoticeCode::PairingNumberMoved, 7, 5};
  EXPECT_EQ(words::noticeText(moved, Language::En), "renumbered: 7 -> 5");
  EXPECT_EQ(words::noticeText(moved, Language::Zh), "编号变更：7 -> 5");
}

}  // namespace
