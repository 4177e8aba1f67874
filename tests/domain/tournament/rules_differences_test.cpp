// SPDX-License-Identifier: MIT
// The table of the rules where the profiles differ: every topic once, and
// the articles the actions print come from it.
#include "domain/tournament/rules_differences.h"
#include "tests/domain/tournament/event_builder.h"

#include <set>

using namespace testing_event;

TEST(RuleDifferences, EveryTopicOnceWithBothArticles) {
  std::set<RuleTopic> seen;
  for (const auto& row : ruleDifferences()) {
    EXPECT_TRUE(seen.insert(row.topic).second) << row.name;
    EXPECT_FALSE(row.fideArticle.empty()) << row.name;
    EXPECT_TRUE(row.classicArticle.starts_with("classic")) << row.name;
    EXPECT_FALSE(row.fideRule.empty()) << row.name;
    EXPECT_FALSE(row.classicRule.empty()) << row.name;
  }
  EXPECT_EQ(seen.size(), static_cast<std::size_t>(RuleTopic::RapidPenalty) + 1);
  EXPECT_EQ(articleOf(RuleTopic::IllegalMove, RulesProfile::Fide2023), "7.5.5");
  EXPECT_EQ(articleOf(RuleTopic::IllegalMove, RulesProfile::Classic), "classic 8.1");
}

// Issue 13 item 14: the incidents print the table's article for their
// profile - an illegal move under classic is 8.1 "如果在对局过程中发现有不合规则的
// 着法,应将局面恢复到该着法未走出之前的形势", a flag 10.14 "在规定时间内没有完成规定
// 着数的一方判负".
TEST(RuleDifferences, IncidentsPrintTheTablesArticles) {
  const Event classic = accepted(fourPlayers(RulesProfile::Classic),
                                 RecordIllegalMove{"S", 1, 1, Color::White, std::nullopt});
  EXPECT_EQ(section(classic).incidents.back().article,
            articleOf(RuleTopic::IllegalMove, RulesProfile::Classic));
  const Event flag = accepted(fourPlayers(RulesProfile::Classic),
                              RecordFlag{"S", 1, 1, Color::White, false, true});
  EXPECT_EQ(section(flag).incidents.back().article,
            articleOf(RuleTopic::Flag, RulesProfile::Classic));
}
