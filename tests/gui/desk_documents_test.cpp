// SPDX-License-Identifier: MIT
// File > Documents and File > Print a document (issue 12): the documents of
// `arbiter report` written from the desk as PDF, and printed through a
// QPrinter; both read back with pdftotext (poppler-utils).
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/views/main_window.h"
#include "persistence/event_repository.h"
#include "tests/gui/modal.h"
#include "tests/gui/pdf_text.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QAction>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>
#include <QPageLayout>
#include <QPrintDialog>
#include <QPrinter>

#include <cstdio>
#include <memory>
#include <string>

namespace {

using tournament::GameResult;

// The line of `text` naming `name`, spaces squeezed ("1 Alpha 2400 1 ...").
std::string lineOf(const std::string& text, const std::string& name) {
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    const std::string line = text.substr(start, end - start);
    if (line.find(name) != std::string::npos) {
      std::string squeezed;
      for (char c : line)
        if (c != ' ' || (!squeezed.empty() && squeezed.back() != ' ')) squeezed += c;
      return squeezed;
    }
    start = end + 1;
  }
  return {};
}

class DeskDocuments : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(language.apply(QStringLiteral("en")));
    gui::RecentFiles::clear();
    // seedEvent: "Open", round 1 paired Alpha-Charlie, Delta-Bravo; Alpha
    // wins, Delta and Bravo draw.
    path = freshEventPath("desk_documents");
    {
      persistence::EventRepository repository(path, persistence::OpenMode::Create);
      seedEvent(repository);
      ASSERT_TRUE(repository.apply(
          tournament::EnterResults{"Open", 1, {{1, GameResult::WhiteWins}, {2, GameResult::Draw}}},
          "tester"));
    }
    ASSERT_TRUE(window.openPath(QString::fromStdString(path)));
    window.show();
  }
  // By hand, the standings after round 1: Alpha 1 point, rank 1; Bravo and
  // Delta ½; Charlie 0, rank 4.
  static void expectStandings(const std::string& text) {
    EXPECT_NE(text.find("Standings after round 1"), std::string::npos) << text;
    EXPECT_EQ(lineOf(text, "Alpha").rfind("1 ", 0), 0u) << lineOf(text, "Alpha");
    EXPECT_EQ(lineOf(text, "Charlie").rfind("4 ", 0), 0u) << lineOf(text, "Charlie");
    EXPECT_NE(lineOf(text, "Bravo").find("½"), std::string::npos) << lineOf(text, "Bravo");
    EXPECT_NE(lineOf(text, "Delta").find("½"), std::string::npos) << lineOf(text, "Delta");
  }
  std::string path;
  gui::Language language;
  gui::MainWindow window{language};
};

}  // namespace

// File > Documents > Standings..., the file chosen in the save dialog: a
// PDF whose text has the standings worked out above.
TEST_F(DeskDocuments, TheStandingsDocumentIsWrittenAsPdfFromTheMenu) {
  const std::string pdf = path + "-standings.pdf";
  std::remove(pdf.c_str());  // the save dialog would ask to replace a file left by a former run
  chooseInNextFileDialog(QString::fromStdString(pdf));
  window.documentAction(reports::DocumentKind::Standings)->trigger();
  expectStandings(pdfText(pdf));
}

// The print path: the same document on a QPrinter (here one that prints to
// a PDF file, so that the test can read what was printed).
TEST_F(DeskDocuments, TheStandingsArePrintedOnAPrinter) {
  const std::string pdf = path + "-printed.pdf";
  std::remove(pdf.c_str());
  QPrinter printer(QPrinter::HighResolution);
  printer.setOutputFormat(QPrinter::PdfFormat);
  printer.setOutputFileName(QString::fromStdString(pdf));
  printer.setPageLayout(gui::EventDocument::documentLayout(reports::DocumentKind::Standings));
  ASSERT_EQ(window.document().printDocument(reports::DocumentKind::Standings, 0, printer),
            std::nullopt);
  expectStandings(pdfText(pdf));
}

// File > Print a document: the document chosen, then the print dialog on
// a printer laid out as the document's PDF - the crosstable across the
// page (landscape, app/pdf documentOptions). Cancelled: nothing printed.
TEST_F(DeskDocuments, PrintAskForTheDocumentThenShowsThePrintDialog) {
  QStringList offered;
  onNextModal<QInputDialog>([&offered](QInputDialog* dialog) {
    offered = dialog->comboBoxItems();
    dialog->setTextValue(QStringLiteral("Crosstable"));
    dialog->accept();
  });
  auto orientation = std::make_shared<QPageLayout::Orientation>(QPageLayout::Portrait);
  onNextModal<QPrintDialog>([orientation](QPrintDialog* dialog) {
    *orientation = dialog->printer()->pageLayout().orientation();
    dialog->reject();
  });
  window.printAction()->trigger();
  // One entry per document of File > Documents.
  QMenu* documents = nullptr;
  for (QObject* owner :
       window.documentAction(reports::DocumentKind::Standings)->associatedObjects())
    if (auto* menu = qobject_cast<QMenu*>(owner)) documents = menu;
  ASSERT_NE(documents, nullptr);
  EXPECT_EQ(offered.size(), documents->actions().size());
  EXPECT_TRUE(offered.contains(QStringLiteral("Standings")));
  EXPECT_EQ(*orientation, QPageLayout::Landscape);
}
