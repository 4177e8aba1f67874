// SPDX-License-Identifier: MIT
// Reports ▸ Title norms: the certificate of a title result (FIDE B.01 1.4,
// form IT1) saved from the dialog through its file dialog - HTML or PDF by
// the name's suffix - and printed, each read back (pdftotext for the PDFs)
// against the GM norm worked by hand below (the event of ReportNorm).
#include "app/gui/dialogs/norms_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/views/main_window.h"
#include "app/gui/views/toolkit_menu.h"
#include "persistence/event_repository.h"
#include "tests/gui/modal.h"
#include "tests/gui/pdf_text.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QComboBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QTableWidget>
#include <QTextBrowser>

#include <cstdio>
#include <memory>
#include <optional>
#include <string>

namespace {

using namespace tournament;

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

Player entrant(const std::string& name, int rating, const std::string& title,
               const std::string& federation, const std::string& fideId) {
  Player p = namedPlayer(name, rating);
  p.title = title;
  p.federation = federation;
  p.fideId = fideId;
  return p;
}

// Ten players, numbers by rating: 1 Adler 2550 GM GER, 2 Bernard 2510 GM
// FRA, 3 Castro 2480 GM ESP, 4 Li Wei 2460 FM CHN (the certificate's
// player), 5 de Vries 2440 IM NED, 6 Zhang Yi 2400 IM CHN, 7 Liu Bo 2350
// FM CHN, 8 Patel 2300 WGM IND, 9 Smith 2250 USA, 10 Wang Lei 2120 CHN.
// Li Wei meets 1, 2, 3, 5, 6, 7, 8, 9, 10 in rounds 1-9 on board 1, White
// in the odd rounds, and scores 1 ½ ½ 1 1 ½ 1 1 ½ = 7; the other games
// are draws.
QString normEvent(const std::string& name) {
  const std::string path = freshEventPath(name);
  persistence::EventRepository repo(path, persistence::OpenMode::Create);
  EXPECT_TRUE(repo.apply(CreateEvent{"Spring Open"}, "tester"));
  SectionSettings settings;
  settings.name = "Open";
  settings.rounds = 9;
  settings.place = "Shanghai";
  settings.startDate = "2026-04-01";
  settings.endDate = "2026-04-09";
  settings.chiefArbiter = "Zhao Ming";
  EXPECT_TRUE(repo.apply(AddSection{settings}, "tester"));
  auto li = entrant("Li Wei", 2460, "FM", "CHN", "8600099");
  li.birthDate = "2005-03-04";
  EXPECT_TRUE(repo.apply(AddPlayers{"Open",
                                    {entrant("Adler", 2550, "GM", "GER", "4600001"),
                                     entrant("Bernard", 2510, "GM", "FRA", "600002"),
                                     entrant("Castro", 2480, "GM", "ESP", "2200003"), li,
                                     entrant("de Vries", 2440, "IM", "NED", "1000005"),
                                     entrant("Zhang Yi", 2400, "IM", "CHN", "8600006"),
                                     entrant("Liu Bo", 2350, "FM", "CHN", "8600007"),
                                     entrant("Patel", 2300, "WGM", "IND", "5000008"),
                                     entrant("Smith", 2250, "", "USA", "2000009"),
                                     entrant("Wang Lei", 2120, "", "CHN", "8600010")}},
                         "tester"));
  const int opponents[] = {1, 2, 3, 5, 6, 7, 8, 9, 10};
  // Board 1's result from White's side: Li Wei wins as White in rounds 1, 5
  // and 7 and as Black in 4 and 8, draws in 2, 3, 6 and 9.
  const GameResult liWei[] = {GameResult::WhiteWins, GameResult::Draw,      GameResult::Draw,
                              GameResult::BlackWins, GameResult::WhiteWins, GameResult::Draw,
                              GameResult::WhiteWins, GameResult::BlackWins, GameResult::Draw};
  for (int r = 1; r <= 9; ++r) {
    const int opponent = opponents[r - 1];
    SetPairing pairing{"Open", r, {}, 0, ""};
    pairing.boards.push_back(r % 2 == 1 ? std::pair{4, opponent} : std::pair{opponent, 4});
    std::vector<int> others;
    for (int n = 1; n <= 10; ++n)
      if (n != 4 && n != opponent) others.push_back(n);
    for (std::size_t i = 0; i < others.size(); i += 2)
      pairing.boards.emplace_back(others[i], others[i + 1]);
    EXPECT_TRUE(repo.apply(pairing, "tester")) << "round " << r;
    EnterResults results{"Open", r, {{1, liWei[r - 1]}}, true};
    for (int board = 2; board <= 5; ++board) results.results.push_back({board, GameResult::Draw});
    EXPECT_TRUE(repo.apply(results, "tester")) << "round " << r;
  }
  return QString::fromStdString(path);
}

// The working by hand (B.01 1.4, as in ReportNorm): the lowest opponent,
// Wang Lei 2120 (round 9), is counted at the GM floor 2200 (1.4.6b-c);
// ΣR = 2550+2510+2480+2440+2400+2350+2300+2250+2200 = 21480, Ra = 21480 /
// 9 = 2386.67 -> 2387 (1.4.7); 7 / 9 = 77.78 % -> 78 %, dp +220, Rp = 2387
// + 220 = 2607 >= 2600 (1.4.9). Opponents from other federations 6 (GER
// FRA ESP NED IND USA), from CHN 3; titles GM 3, IM 2, WGM 1, FM 1.
const char* const HtmlParts[] = {
    "<h1>Certificate of title result</h1>",
    "<h2>GM norm – achieved</h2>",
    "<tr><th>Player</th><td>Li Wei</td></tr>",
    "<tr><th>FIDE ID</th><td>8600099</td></tr>",
    "<tr><th>Dates</th><td>2026-04-01 – 2026-04-09</td></tr>",
    "<tr><th>Chief arbiter</th><td>Zhao Ming</td></tr>",
    "<tr><th>Games for the norm</th><td>9</td></tr>",
    "<td class=\"num\">9</td><td>White</td><td>Wang Lei</td><td></td><td>CHN</td><td>8600010</td>"
    "<td class=\"num\">2120</td><td class=\"num\">2200</td><td class=\"num\">½</td>",
    "the opponent of round 9 raised from 2120 to the rating floor 2200",
    "<td>21480 / 9 = 2387</td>",
    "<td>78 %</td>",
    "<td>+220</td>",
    "<td>2387 + 220 = 2607</td>",
    "<tr><th>From other federations</th><td>6</td></tr>",
    "<tr><th>From the player&#39;s federation</th><td>3</td></tr>",
    "<tr><th>By title</th><td>GM 3, IM 2, WGM 1, FM 1</td></tr>",
};
// ("Certiﬁcate": the PDF's font joins f and i into one glyph.)
const char* const PdfParts[] = {"of title result",  "GM norm – achieved", "Li Wei",   "Wang Lei",
                                "21480 / 9 = 2387", "2387 + 220 = 2607",  "Zhao Ming"};

class DeskNormCertificate : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(language.apply(QStringLiteral("en")));
    gui::RecentFiles::clear();
    const QString path = normEvent("desk_norm_certificate");
    base = path.toStdString();
    ASSERT_TRUE(window.openPath(path));
    window.show();
    QCoreApplication::processEvents();
  }
  // Selects Li Wei (number 4) in the dialog's table.
  static void selectLiWei(gui::NormsDialog* dialog) {
    QTableWidget* players = dialog->playersTable();
    for (int row = 0; row < players->rowCount(); ++row)
      if (players->item(row, 0)->text() == QStringLiteral("4")) players->setCurrentCell(row, 1);
  }
  // The file `base` + `suffix`, none there (a save dialog would ask to
  // replace a file left by an earlier run).
  std::string fresh(const std::string& suffix) const {
    const std::string file = base + suffix;
    std::remove(file.c_str());
    return file;
  }
  std::string base;
  gui::Language language;
  gui::MainWindow window{language};
};

}  // namespace

// The Save button, a name ending in .html, then one ending in .pdf, each
// typed into the save dialog: an HTML certificate and a PDF one with the
// values worked by hand. The dialog offers the GM certificate for Li Wei,
// his first norm achieved, and shows the same working.
TEST_F(DeskNormCertificate, TheCertificateIsSavedAsHtmlOrPdfByTheNamesSuffix) {
  const std::string html = fresh("-certificate.html");
  const std::string pdf = fresh("-certificate.pdf");
  auto title = std::make_shared<QString>();
  auto working = std::make_shared<QString>();
  onNextModal<gui::NormsDialog>([=](gui::NormsDialog* dialog) {
    selectLiWei(dialog);
    *title = dialog->titleChooser()->currentText();
    *working = dialog->workingView()->toPlainText();
    chooseInNextFileDialog(QString::fromStdString(html));
    dialog->saveButton()->click();
    chooseInNextFileDialog(QString::fromStdString(pdf));
    dialog->saveButton()->click();
    dialog->reject();
  });
  window.toolkit().normsAction()->trigger();
  EXPECT_EQ(*title, QStringLiteral("GM"));
  EXPECT_TRUE(working->contains(
      QStringLiteral("Ra = 21480 / 9 = 2387; score 7 / 9 = 78%; dp 220; Rp = 2607.")))
      << working->toStdString();
  const std::string written = fileBytes(html);
  for (const char* part : HtmlParts) EXPECT_TRUE(has(written, part)) << part << "\n" << written;
  ASSERT_EQ(fileBytes(pdf).substr(0, 5), "%PDF-");
  const std::string text = pdfText(pdf);
  for (const char* part : PdfParts) EXPECT_TRUE(has(text, part)) << part << "\n" << text;
}

// The Print button opens the print dialog on a printer named for the
// certificate (cancelled here); the path it takes once the
// dialog is accepted, printCertificate, prints onto a printer that writes
// a PDF file, read back.
TEST_F(DeskNormCertificate, TheCertificateIsPrintedThroughThePrintDialog) {
  const std::string printed = fresh("-printed.pdf");
  auto docName = std::make_shared<QString>();
  auto failure = std::make_shared<std::optional<QString>>(QStringLiteral("not printed"));
  onNextModal<gui::NormsDialog>([=](gui::NormsDialog* dialog) {
    selectLiWei(dialog);
    onNextModal<QPrintDialog>([docName](QPrintDialog* print) {
      *docName = print->printer()->docName();
      print->reject();
    });
    dialog->printButton()->click();
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(QString::fromStdString(printed));
    *failure = dialog->printCertificate(printer);
    dialog->reject();
  });
  window.toolkit().normsAction()->trigger();
  EXPECT_EQ(*docName, QStringLiteral("Certificate of title result"));
  ASSERT_EQ(*failure, std::nullopt) << failure->value_or(QString()).toStdString();
  const std::string text = pdfText(printed);
  for (const char* part : PdfParts) EXPECT_TRUE(has(text, part)) << part << "\n" << text;
}
