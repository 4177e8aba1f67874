// SPDX-License-Identifier: MIT
// Qt's file dialog in the Chinese desk: a folder's type in Chinese (Qt 6.4's
// own catalogue lacks it: "Folder" showed), and the dialog large enough,
// with columns as wide as what they hold.
#include "app/gui/language.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/views/main_window.h"

#include <gtest/gtest.h>
#include <QDir>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QHeaderView>
#include <QScreen>
#include <QTest>
#include <QTreeView>

TEST(DeskFileDialog, ChineseNamesAFolderAndNoColumnIsCutOff) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("zh_CN")));
  gui::RecentFiles::clear();
  gui::MainWindow window{language};
  const QString dir = QStringLiteral(ARBITER_TEST_OUTPUT_DIR "/file-dialog");
  QDir(dir).removeRecursively();
  ASSERT_TRUE(QDir().mkpath(dir + QStringLiteral("/赛事")));

  QFileDialog dialog(&window, QStringLiteral("打开"), dir);
  dialog.setOption(QFileDialog::DontUseNativeDialog);
  dialog.setViewMode(QFileDialog::Detail);
  dialog.show();
  QCoreApplication::processEvents();
  const QSize screen = dialog.screen()->availableGeometry().size();
  EXPECT_GE(dialog.width(), screen.width() * 3 / 5);
  EXPECT_GE(dialog.height(), screen.height() * 3 / 5);

  auto* view = dialog.findChild<QTreeView*>(QStringLiteral("treeView"));
  ASSERT_NE(view, nullptr);
  auto* files = qobject_cast<QFileSystemModel*>(view->model());
  ASSERT_NE(files, nullptr);
  const QModelIndex folder = files->index(dir + QStringLiteral("/赛事"));
  ASSERT_TRUE(
      QTest::qWaitFor([&] { return folder.isValid() && files->rowCount(folder.parent()) > 0; }));
  // Column 2 is the type: 文件夹 (folder), the word of Qt's own dialog.
  EXPECT_EQ(files->index(folder.row(), 2, folder.parent()).data().toString(),
            QStringLiteral("文件夹"));
  QCoreApplication::processEvents();
  QHeaderView* header = view->header();
  for (int column = 1; column < header->count(); ++column) {
    EXPECT_GE(header->sectionSize(column), header->sectionSizeHint(column))
        << "the heading of column " << column << " is cut off";
    // QTreeView's override is protected; QAbstractItemView's is public.
    EXPECT_GE(header->sectionSize(column),
              static_cast<QAbstractItemView*>(view)->sizeHintForColumn(column))
        << "the cells of column " << column << " are cut off";
  }
  EXPECT_GT(header->sectionSize(0), header->sectionSize(1)) << "the names take the room";
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
}
