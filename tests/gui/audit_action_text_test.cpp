// SPDX-License-Identifier: MIT
// The audit log's actions in the desk's language (app/gui/audit_action_text).
#include "app/gui/text/audit_action_text.h"
#include "app/gui/language.h"
#include "domain/tournament/action.h"

#include <gtest/gtest.h>
#include <QRegularExpression>

#include <utility>
#include <variant>

namespace {

template <std::size_t... I>
std::vector<std::string> describeEveryKind(std::index_sequence<I...>) {
  return {tournament::describeAction(
      tournament::Action{std::variant_alternative_t<I, tournament::Action>{}})...};
}

}  // namespace

TEST(AuditActionText, ReadsAResultInEnglishAndChinese) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  const std::string action = "result section=\"公开组 Open\" round=3 board=6 result=1-0";
  EXPECT_EQ(gui::auditActionText(action),
            QStringLiteral("Result: section 公开组 Open, round 3, board 6, result 1-0"));
  ASSERT_TRUE(language.apply(QStringLiteral("zh_CN")));
  EXPECT_EQ(gui::auditActionText(action),
            QStringLiteral("成绩：组别 公开组 Open，轮次 3，台次 6，结果 1-0"));
  // persistence/event_repository.cpp writes an undo as "undo #N: <action>".
  EXPECT_EQ(gui::auditActionText("undo #25: " + action),
            QStringLiteral("撤销第 25 号：成绩：组别 公开组 Open，轮次 3，台次 6，结果 1-0"));
  // A quoted value keeps its blanks; its escapes are undone.
  EXPECT_EQ(gui::auditActionText("player edit section=\"A \\\"B\\\"\" player=2 unrated"),
            QStringLiteral("修改棋手：组别 A \"B\"，棋手 2，不计等级分"));
  // A word the table does not know is shown as it is.
  EXPECT_EQ(gui::auditActionText("teleport section=\"Open\" zap=1"),
            QStringLiteral("teleport：组别 Open，zap 1"));
}

// The coded values are words of the desk's language too; typed text (a
// name, a note) is shown as typed even where it spells a code.
TEST(AuditActionText, CodedValuesAreTranslatedTypedTextIsNot) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  EXPECT_EQ(
      gui::auditActionText("round set section=\"RR\" round=1 boards=4 bye=0 by=berger"),
      QStringLiteral("Round paired: section RR, round 1, boards 4, bye none, by Berger tables"));
  EXPECT_EQ(gui::auditActionText("player add section=\"none\" name=\"No\""),
            QStringLiteral("Player registered: section none, name No"));
  EXPECT_EQ(
      gui::auditActionText("section edit section=\"A\" absence=withdraw-after-2 rules=classic"),
      QStringLiteral("Section edited: section A, absence rule withdrawn after 2 absences, "
                     "rules classic rules"));
  ASSERT_TRUE(language.apply(QStringLiteral("zh_CN")));
  const QString shown = gui::auditActionText(
      "unseal section=\"A\" round=3 board=2 sealer-present=yes "
      "replier-present=no move-check=illegal stated-move=\"Kf1\"");
  for (const char* code : {"yes", "no", "illegal"})
    EXPECT_FALSE(shown.contains(QLatin1String(code))) << shown.toStdString();
  EXPECT_TRUE(shown.contains(QStringLiteral("Kf1"))) << shown.toStdString();
}

// Every kind of action the domain writes (domain/tournament/action_text.cpp)
// has its command and every field name in Chinese: none is left as the
// command line's English word.
TEST(AuditActionText, EveryKindOfActionIsInChinese) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("zh_CN")));
  const QRegularExpression key(QStringLiteral("(?:^| )([a-z][a-z-]*)="));
  for (const auto& action :
       describeEveryKind(std::make_index_sequence<std::variant_size_v<tournament::Action>>())) {
    const QString raw = QString::fromStdString(action);
    const QString shown = gui::auditActionText(action);
    const QString command = raw.section(QLatin1Char(' '), 0, 0);
    EXPECT_FALSE(shown.startsWith(command)) << action << " -> " << shown.toStdString();
    for (auto match = key.globalMatch(raw); match.hasNext();) {
      const QString name = match.next().captured(1);
      EXPECT_FALSE(shown.contains(name + QLatin1Char(' ')))
          << action << ": " << name.toStdString() << " -> " << shown.toStdString();
    }
  }
}
