// SPDX-License-Identifier: MIT
// Players ▸ Import players from CSV or TRF: the file, the preview row by
// row, the registration - driven through the menu and the dialogs.
#include "app/gui/dialogs/import_players_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/views/main_window.h"
#include "persistence/event_repository.h"
#include "tests/gui/modal.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QAction>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>

#include <fstream>

namespace {

class DeskImport : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(language.apply(QStringLiteral("en")));
    gui::RecentFiles::clear();
  }
  // seedEvent: "Open" with Alpha, Bravo, Charlie, Delta (no FIDE ids).
  QString seeded(const std::string& name) {
    const std::string path = freshEventPath(name);
    persistence::EventRepository repository(path, persistence::OpenMode::Create);
    seedEvent(repository);
    return QString::fromStdString(path);
  }
  void open(const QString& path) {
    ASSERT_TRUE(window.openPath(path));
    window.show();
    QCoreApplication::processEvents();
  }
  gui::Language language;
  gui::MainWindow window{language};
};

std::string writeList(const std::string& name, const std::string& text) {
  const std::string path = freshEventPath(name) + ".csv";
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

std::vector<std::string> namesIn(const QString& path) {
  persistence::EventRepository reader(path.toStdString());
  std::vector<std::string> names;
  for (const auto& player : reader.event().section("Open")->players) names.push_back(player.name);
  return names;
}

}  // namespace

// A list of four rows: Delta (registered already: skipped), 王皓 (new),
// 王皓 again (the row before: skipped), and Li Chao with 王皓's FIDE id (a
// FIDE id is one player: skipped as registered). The preview says so row
// by row, then 1 is registered, as the fifth player.
TEST_F(DeskImport, ThePreviewShowsEachRowAndOnlyTheGoodOnesAreRegistered) {
  const QString path = seeded("desk_import");
  open(path);
  const std::string list = writeList(
      "desk_import_list", "name,fide_id\nDelta,\n王皓,8603006\n王皓,8603006\nLi Chao,8603006\n");
  chooseInNextFileDialog(QString::fromStdString(list));
  auto rows = std::make_shared<QStringList>();
  auto summary = std::make_shared<QString>();
  onNextModal<gui::ImportPlayersDialog>([rows, summary](gui::ImportPlayersDialog* dialog) {
    for (int r = 0; r < dialog->rowsTable()->rowCount(); ++r)
      *rows << dialog->rowsTable()->item(r, 6)->text();
    *summary = dialog->summaryLabel()->text();
    dialog->importButton()->click();
  });
  window.importPlayersAction()->trigger();
  ASSERT_EQ(rows->size(), 4) << summary->toStdString();
  EXPECT_EQ((*rows)[0], QStringLiteral("already registered: skipped"));
  EXPECT_EQ((*rows)[1], QStringLiteral("will be registered"));
  EXPECT_EQ((*rows)[2], QStringLiteral("already registered: skipped"));
  EXPECT_EQ((*rows)[3], QStringLiteral("already registered: skipped"));
  EXPECT_EQ(*summary,
            QStringLiteral("1 will be registered, 3 already registered (skipped), 0 refused."));
  EXPECT_EQ(namesIn(path),
            (std::vector<std::string>{"Alpha", "Bravo", "Charlie", "Delta", "王皓"}));
}

// A list the reader cannot read says where, and nothing is registered.
TEST_F(DeskImport, AnUnreadableListSaysTheLineAndColumn) {
  const QString path = seeded("desk_import_bad");
  open(path);
  const std::string list = writeList("desk_import_bad_list", "name,rating\nAnna,24x0\n");
  const auto preview = window.document().previewImport(QString::fromStdString(list));
  ASSERT_FALSE(preview.has_value());
  EXPECT_TRUE(preview.error().contains(QStringLiteral("line 2, column 6")))
      << preview.error().toStdString();
  EXPECT_EQ(namesIn(path).size(), 4u);
}
