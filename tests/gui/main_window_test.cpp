// SPDX-License-Identifier: MIT
#include "app/gui/views/main_window.h"
#include "app/gui/language.h"

#include <gtest/gtest.h>
#include <QAction>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTest>

// Readable failure messages for Qt strings.
QT_BEGIN_NAMESPACE
inline void PrintTo(const QString& s, std::ostream* os) { *os << '"' << s.toStdString() << '"'; }
QT_END_NAMESPACE

namespace {

QStringList menuTitles(const gui::MainWindow& window) {
  QStringList titles;
  for (QAction* action : window.menuBar()->actions()) titles << action->text();
  return titles;
}

QAction* findAction(const gui::MainWindow& window, const QString& text) {
  for (QAction* menu : window.menuBar()->actions())
    for (QAction* action : menu->menu()->actions())
      if (action->text() == text) return action;
  return nullptr;
}

}  // namespace

TEST(MainWindow, OpensWithMenusAndStatusBarInEnglish) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  gui::MainWindow window(language);
  window.show();
  QCoreApplication::processEvents();
  EXPECT_EQ(menuTitles(window), (QStringList{"&File", "&Edit", "&Section", "&Players", "&Rounds",
                                             "&Tools", "Rep&orts", "&Language", "&Help"}));
  EXPECT_TRUE(window.statusBar()->isVisible());
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  EXPECT_TRUE(window.grab().save(ARBITER_TEST_OUTPUT_DIR "/main_window_en.png"));
}

TEST(MainWindow, LanguageMenuSwitchesToChineseAndBack) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  gui::MainWindow window(language);
  window.show();
  QAction* chinese = findAction(window, QStringLiteral("中文"));
  ASSERT_NE(chinese, nullptr);
  chinese->trigger();
  QCoreApplication::processEvents();
  EXPECT_EQ(language.current(), QStringLiteral("zh_CN"));
  // The Chinese titles come from translations/arbiter_zh_CN.ts.
  EXPECT_EQ(menuTitles(window),
            (QStringList{"文件(&F)", "编辑(&E)", "组别(&S)", "棋手(&P)", "轮次(&R)", "工具(&T)",
                         "报表(&O)", "语言(&L)", "帮助(&H)"}));
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  EXPECT_TRUE(window.grab().save(ARBITER_TEST_OUTPUT_DIR "/main_window_zh_CN.png"));
  findAction(window, QStringLiteral("English"))->trigger();
  QCoreApplication::processEvents();
  EXPECT_EQ(menuTitles(window), (QStringList{"&File", "&Edit", "&Section", "&Players", "&Rounds",
                                             "&Tools", "Rep&orts", "&Language", "&Help"}));
}

TEST(Language, RefusesALanguageWithoutTranslation) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  EXPECT_FALSE(language.apply(QStringLiteral("xx")));
  EXPECT_EQ(language.current(), QStringLiteral("en"));
}
