// SPDX-License-Identifier: MIT
// Section ▸ Prize table and check-in rule: a mistake in the typed table is
// refused at its line and column and nothing is stored; the corrected table
// and the absence rule are stored (audited, undone), Reports ▸ Prizes and
// Rounds ▸ Check-in start from them.
#include "app/gui/dialogs/check_in_dialog.h"
#include "app/gui/dialogs/section_prizes_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/views/main_window.h"
#include "app/gui/views/toolkit_menu.h"
#include "persistence/event_repository.h"
#include "tests/gui/modal.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QAction>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTest>

namespace {

class DeskSectionPrizes : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(language.apply(QStringLiteral("en")));
    gui::RecentFiles::clear();
  }
  gui::Language language;
  gui::MainWindow window{language};
};

}  // namespace

// "1O0" (the letter O) at line 2, column 20 is no amount: the dialog says
// so, keeps the cursor there (block 1, column 19 counted from 0) and stays
// open; "100 50" is then stored with "withdraw after 2 absences".
TEST_F(DeskSectionPrizes, AMistakeIsShownAtItsPlaceAndTheCorrectTableIsStored) {
  const std::string path = freshEventPath("desk_section_prizes");
  {
    persistence::EventRepository repository(path, persistence::OpenMode::Create);
    seedEvent(repository);
  }
  ASSERT_TRUE(window.openPath(QString::fromStdString(path)));
  window.show();
  QCoreApplication::processEvents();

  auto problem = std::make_shared<QString>();
  auto line = std::make_shared<int>(-1);
  auto column = std::make_shared<int>(-1);
  auto stillOpen = std::make_shared<bool>(false);
  onNextModal<gui::SectionPrizesDialog>([=](gui::SectionPrizesDialog* dialog) {
    dialog->tableEdit()->setFocus();
    dialog->tableEdit()->insertPlainText(QStringLiteral("tie = shared\n"));
    QTest::keyClicks(dialog->tableEdit(), QStringLiteral("category Overall = 1O0"));
    dialog->accept();
    *problem = dialog->problemLabel()->text();
    *line = dialog->tableEdit()->textCursor().blockNumber();
    *column = dialog->tableEdit()->textCursor().positionInBlock();
    *stillOpen = dialog->isVisible();
    dialog->tableEdit()->setPlainText(QStringLiteral("tie = shared\ncategory Overall = 100 50"));
    dialog->withdrawAfterBox()->setValue(2);
    dialog->accept();
  });
  window.toolkit().sectionPrizesAction()->trigger();
  EXPECT_EQ(*problem,
            QStringLiteral("line 2, column 20: a prize is an amount (e.g. 100 or 12.50) or a "
                           "\"quoted item\""));
  EXPECT_EQ(*line, 1);
  EXPECT_EQ(*column, 19);
  EXPECT_TRUE(*stillOpen);
  {
    persistence::EventRepository reader(path);
    const auto& settings = reader.event().section("Open")->settings;
    EXPECT_EQ(settings.prizeTable, "tie = shared\ncategory Overall = 100 50\n");
    EXPECT_EQ(settings.withdrawAfterAbsences, 2);
    EXPECT_EQ(reader.auditLog().back().action,
              "section edit section=\"Open\" prizes=2-lines absence=withdraw-after-2");
  }
  // Check-in starts from the stored rule.
  auto shown = std::make_shared<int>(-1);
  onNextModal<gui::CheckInDialog>([=](gui::CheckInDialog* dialog) {
    *shown = dialog->withdrawAfterBox()->value();
    dialog->reject();
  });
  window.toolkit().checkInAction()->trigger();
  EXPECT_EQ(*shown, 2);
  // Undo restores the section without them.
  ASSERT_FALSE(window.document().undoLastAction());
  EXPECT_TRUE(window.document().storedSection()->settings.prizeTable.empty());
  EXPECT_EQ(window.document().storedSection()->settings.withdrawAfterAbsences, 0);
}
