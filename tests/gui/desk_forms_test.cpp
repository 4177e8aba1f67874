// SPDX-License-Identifier: MIT
// The desk's forms check what is typed as it is typed, with the domain's
// own parsers, and collect the values the arbiter gave.
#include "app/gui/dialogs/player_dialog.h"
#include "app/gui/dialogs/section_dialog.h"
#include "app/gui/dialogs/shortcuts_dialog.h"
#include "app/gui/language.h"
#include "app/gui/text/tiebreak_names.h"
#include "app/gui/views/main_window.h"
#include "tests/gui/modal.h"

#include <gtest/gtest.h>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

namespace {

bool okEnabled(QDialogButtonBox* buttons) {
  return buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void retype(QLineEdit* edit, const QString& text) {
  edit->clear();
  QTest::keyClicks(edit, text);
}

class DeskForms : public ::testing::Test {
protected:
  void SetUp() override { ASSERT_TRUE(language.apply(QStringLiteral("en"))); }
  gui::Language language;
};

}  // namespace

TEST_F(DeskForms, SectionFormChecksEachFieldAsItIsTyped) {
  tournament::SectionSettings settings;
  settings.name = "Open";
  settings.rounds = 7;
  settings.fideMode = true;
  gui::SectionDialog dialog(settings);
  EXPECT_TRUE(okEnabled(dialog.buttons()));
  // tournament::parseTimeControl: "40/90+30,30x" is unreadable at column 11.
  retype(dialog.timeControlEdit(), QStringLiteral("40/90+30,30x"));
  EXPECT_FALSE(okEnabled(dialog.buttons()));
  EXPECT_TRUE(dialog.problem().startsWith(QStringLiteral("Time control: not readable at column")))
      << dialog.problem().toStdString();
  retype(dialog.timeControlEdit(), QStringLiteral("40/90+30,30+30"));
  EXPECT_TRUE(okEnabled(dialog.buttons()));
  // The scoring must have the win highest (Laws 10.1 as the event sets it).
  retype(dialog.scoringEdit(), QStringLiteral("1,2,0"));
  EXPECT_FALSE(okEnabled(dialog.buttons()));
  retype(dialog.scoringEdit(), QStringLiteral("3,1,0"));
  // C.07 codes: "XYZ" is none.
  retype(dialog.tieBreaksEdit(), QStringLiteral("SB, XYZ"));
  EXPECT_EQ(dialog.problem(),
            QStringLiteral(
                "Tie-breaks: XYZ is not a FIDE C.07 tie-break (e.g. BH/C1, BH, SB, DE, WIN)."));
  retype(dialog.tieBreaksEdit(), QStringLiteral("SB, BH/C1"));
  EXPECT_TRUE(okEnabled(dialog.buttons()));
  const auto stored = dialog.settings();
  EXPECT_EQ(stored.tieBreaks, (std::vector<std::string>{"SB", "BH/C1"}));
  EXPECT_EQ(stored.timeControl.spec(), "40/90+30,30+30");
  // 90 minutes a game: standard (Laws A.1: 60 minutes or more).
  EXPECT_EQ(stored.rate, tournament::RateOfPlay::Standard);
  EXPECT_EQ(stored.scoring.win, 6);  // 3 points in half-points
  EXPECT_TRUE(stored.fideMode);
}

// 003: old Laws 10.12 "对于某些局面,回合数可以增加到50以上,但对所增加的回合数和有关
// 局面,组织者必须在赛前明确宣布": the section's raised counts, shown and edited with
// the domain's parser; more than 50 moves, and under the classic rules only.
TEST_F(DeskForms, SectionFormEditsTheClassicFiftyMoveExtension) {
  tournament::SectionSettings settings;
  settings.name = "Open";
  settings.rounds = 5;
  settings.rules = tournament::RulesProfile::Classic;
  settings.fiftyMoveExtensions = chess::parseFiftyMoveExtensions("KRBvKR=100").value();
  gui::SectionDialog dialog(settings);
  EXPECT_EQ(dialog.fiftyExtensionEdit()->text(), QStringLiteral("KRBvKR=100"));
  EXPECT_TRUE(okEnabled(dialog.buttons()));
  // "KRBvKR=50": the count starts at column 8 and is not above 50.
  retype(dialog.fiftyExtensionEdit(), QStringLiteral("KRBvKR=50"));
  EXPECT_FALSE(okEnabled(dialog.buttons()));
  EXPECT_EQ(dialog.problem(), QStringLiteral("Fifty-move extension: not readable at column 8 "
                                             "(ENDING=MOVES, e.g. KRBvKR=100, more than 50 "
                                             "moves)."));
  retype(dialog.fiftyExtensionEdit(), QStringLiteral("KRBvKR=100, KQvKBB=120"));
  EXPECT_TRUE(okEnabled(dialog.buttons()));
  // FIDE 9.3: 50 moves in every position.
  dialog.rulesChooser()->setCurrentIndex(
      dialog.rulesChooser()->findData(int(tournament::RulesProfile::Fide2023)));
  EXPECT_FALSE(okEnabled(dialog.buttons()));
  EXPECT_TRUE(dialog.problem().startsWith(
      QStringLiteral("The fifty-move extension is a classic rule (old Laws 10.12)")))
      << dialog.problem().toStdString();
  dialog.rulesChooser()->setCurrentIndex(
      dialog.rulesChooser()->findData(int(tournament::RulesProfile::Classic)));
  EXPECT_TRUE(okEnabled(dialog.buttons()));
  EXPECT_EQ(dialog.settings().fiftyMoveExtensions,
            chess::parseFiftyMoveExtensions("KRBvKR=100,KQvKBB=120").value());
}

TEST_F(DeskForms, LeavingFideModeAsksAndIsKeptWhenTheArbiterSaysNo) {
  tournament::SectionSettings settings;
  settings.name = "Open";
  settings.rounds = 5;
  settings.fideMode = true;
  gui::SectionDialog dialog(settings);
  auto shown = std::make_shared<QString>();
  answerNextMessageBox(QMessageBox::No, shown);
  dialog.fideModeBox()->click();
  EXPECT_TRUE(shown->contains(QStringLiteral("cannot be undone"))) << shown->toStdString();
  EXPECT_TRUE(dialog.fideModeBox()->isChecked());
  EXPECT_FALSE(dialog.leavesFideMode());
  answerNextMessageBox(QMessageBox::Yes);
  dialog.fideModeBox()->click();
  EXPECT_FALSE(dialog.fideModeBox()->isChecked());
  EXPECT_TRUE(dialog.leavesFideMode());
  EXPECT_FALSE(dialog.settings().fideMode);
}

TEST_F(DeskForms, RegistrationFormValidatesAsTypedAndFlagsDuplicates) {
  tournament::Player existing;
  existing.id = 1;
  existing.pairingNumber = 1;
  existing.name = "王芳";
  existing.fideId = "8600001";
  gui::PlayerDialog dialog(tournament::Player{}, {existing});
  EXPECT_FALSE(okEnabled(dialog.buttons()));            // no name yet
  dialog.nameEdit()->insert(QStringLiteral("李小龙"));  // typed with an input method
  EXPECT_TRUE(okEnabled(dialog.buttons()));
  // A federation is three letters; the validator refuses a fourth and digits.
  QTest::keyClicks(dialog.federationEdit(), QStringLiteral("ch"));
  EXPECT_FALSE(okEnabled(dialog.buttons()));
  QTest::keyClicks(dialog.federationEdit(), QStringLiteral("n7x"));
  EXPECT_EQ(dialog.federationEdit()->text(), QStringLiteral("chn"));
  EXPECT_TRUE(okEnabled(dialog.buttons()));
  // FIDE ids are digits: letters are not taken.
  QTest::keyClicks(dialog.fideIdEdit(), QStringLiteral("86a00001"));
  EXPECT_EQ(dialog.fideIdEdit()->text(), QStringLiteral("8600001"));
  EXPECT_EQ(dialog.duplicateWarning(), QStringLiteral("Player 1 (王芳) has the same FIDE ID."));
  EXPECT_TRUE(okEnabled(dialog.buttons()));  // a warning, not a refusal
  QTest::keyClicks(dialog.birthEdit(), QStringLiteral("2001-11"));
  EXPECT_FALSE(okEnabled(dialog.buttons()));
  QTest::keyClicks(dialog.birthEdit(), QStringLiteral("-30"));
  EXPECT_TRUE(okEnabled(dialog.buttons()));
  dialog.ratingEdit()->setValue(2302);
  const auto player = dialog.player();
  EXPECT_EQ(player.name, "李小龙");
  EXPECT_EQ(player.federation, "CHN");
  EXPECT_EQ(player.birthDate, "2001-11-30");
  EXPECT_EQ(player.ratings.standard, 2302);
}

TEST_F(DeskForms, ShortcutsPageListsEveryMenuCommandWithItsKey) {
  gui::MainWindow window(language);
  gui::ShortcutsDialog dialog(*window.menuBar());
  QStringList rows;
  for (int row = 0; row < dialog.table()->rowCount(); ++row)
    rows << dialog.table()->item(row, 0)->text() + QStringLiteral(" = ") +
                dialog.table()->item(row, 1)->text();
  const QString all = rows.join(QLatin1Char('\n'));
  EXPECT_TRUE(all.contains(QStringLiteral("Players › Register a player = Ctrl+R")))
      << all.toStdString();
  EXPECT_TRUE(all.contains(QStringLiteral("Edit › Undo the last action = Ctrl+Z")));
  EXPECT_TRUE(all.contains(QStringLiteral("Round › Draw = =  5")));
  // Every command of every menu is listed.
  int commands = 0;
  for (QAction* menu : window.menuBar()->actions())
    for (QAction* action : menu->menu()->actions())
      if (!action->isSeparator()) commands += action->menu() ? action->menu()->actions().size() : 1;
  EXPECT_GE(dialog.table()->rowCount(), commands);
}

// The section form offers the four systems a section can have (Dutch,
// Berger, Dubov, Burstein), named in both languages; a Dubov section with
// C.04.7 acceleration is refused as the domain refuses it.
TEST_F(DeskForms, SectionFormOffersEverySystemInBothLanguages) {
  tournament::SectionSettings settings;
  settings.name = "Open";
  settings.rounds = 7;
  gui::SectionDialog dialog(settings);
  QComboBox* systems = dialog.pairingChooser();
  ASSERT_EQ(systems->count(), 4);
  const int dubov = systems->findData(int(tournament::PairingSystem::DubovSwiss));
  const int burstein = systems->findData(int(tournament::PairingSystem::BursteinSwiss));
  EXPECT_EQ(systems->itemText(dubov), QStringLiteral("Swiss, FIDE Dubov system (C.04.4.1)"));
  EXPECT_EQ(systems->itemText(burstein), QStringLiteral("Swiss, FIDE Burstein system (C.04.4.2)"));
  systems->setCurrentIndex(burstein);
  EXPECT_EQ(dialog.settings().pairing, tournament::PairingSystem::BursteinSwiss);
  dialog.accelerationChooser()->setCurrentIndex(
      dialog.accelerationChooser()->findData(int(tournament::Acceleration::Baku)));
  EXPECT_FALSE(okEnabled(dialog.buttons()));
  EXPECT_EQ(dialog.problem(),
            QStringLiteral("Arbiter pairs the Dubov and Burstein systems by real scores only "
                           "(no C.04.7 acceleration)."));
  ASSERT_TRUE(language.apply(QStringLiteral("zh_CN")));
  // The translator's LanguageChange reaches an open dialog through the event queue.
  QCoreApplication::sendPostedEvents();
  EXPECT_EQ(systems->itemText(dubov), QStringLiteral("瑞士制，FIDE 杜波夫制（C.04.4.1）"));
  EXPECT_EQ(systems->itemText(burstein), QStringLiteral("瑞士制，FIDE 伯斯坦制（C.04.4.2）"));
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
}

TEST_F(DeskForms, TieBreakCodesHaveNamesInBothLanguages) {
  EXPECT_EQ(gui::tieBreakName("BH/C1"), QStringLiteral("Buchholz, lowest 1 cut"));
  EXPECT_EQ(gui::tieBreakName("SB"), QStringLiteral("Sonneborn-Berger"));
  ASSERT_TRUE(language.apply(QStringLiteral("zh_CN")));
  EXPECT_EQ(gui::tieBreakName("BH/C1"), QStringLiteral("布赫兹分，去掉最低 1 个"));
  EXPECT_EQ(gui::tieBreakName("DE"), QStringLiteral("直接对局"));
}

TEST_F(DeskForms, QtOwnButtonsAreChineseToo) {
  ASSERT_TRUE(language.apply(QStringLiteral("zh_CN")));
  EXPECT_TRUE(language.qtStringsTranslated());
  QMessageBox box(QMessageBox::Question, QStringLiteral("t"), QStringLiteral("t"),
                  QMessageBox::Yes | QMessageBox::No);
  // qtbase_zh_CN.qm (Debian qt6-translations-l10n): "&Yes" is "是(&Y)".
  EXPECT_EQ(box.button(QMessageBox::Yes)->text(), QStringLiteral("是(&Y)"));
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  QMessageBox english(QMessageBox::Question, QStringLiteral("t"), QStringLiteral("t"),
                      QMessageBox::Yes | QMessageBox::No);
  EXPECT_EQ(english.button(QMessageBox::Yes)->text(), QStringLiteral("&Yes"));
}

// The Dutch edition and Acceleration fields in both languages: the chosen
// values shown with their translated texts, neither combo narrower than
// its text (saved as desk_section_form_{en,zh_CN}.png for review).
TEST_F(DeskForms, SectionFormShowsTheDutchEditionInBothLanguages) {
  tournament::SectionSettings settings;
  settings.name = "Open";
  settings.rounds = 9;
  settings.edition = tournament::DutchEdition::Rules2017;
  settings.acceleration = tournament::Acceleration::Baku;
  gui::SectionDialog dialog(settings);
  dialog.show();
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  for (const auto& [code, text] :
       {std::pair{QStringLiteral("en"),
                  QStringLiteral("2017 (C.04.3 in force until January 2026)")},
        std::pair{QStringLiteral("zh_CN"),
                  QStringLiteral("2017 年版（C.04.3，施行至 2026 年 1 月）")}}) {
    ASSERT_TRUE(language.apply(code));
    QCoreApplication::processEvents();
    EXPECT_EQ(dialog.dutchEditionChooser()->currentText(), text);
    for (QComboBox* combo : {dialog.dutchEditionChooser(), dialog.accelerationChooser()})
      EXPECT_GE(combo->width(), combo->sizeHint().width()) << code.toStdString();
    EXPECT_TRUE(dialog.grab().save(QStringLiteral(ARBITER_TEST_OUTPUT_DIR "/desk_section_form_") +
                                   code + QStringLiteral(".png")));
  }
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  EXPECT_EQ(dialog.settings().edition, tournament::DutchEdition::Rules2017);
}
