// SPDX-License-Identifier: MIT
#include "app/gui/views/event_view.h"
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/report_export.h"
#include "app/gui/views/main_window.h"
#include "app/gui/views/round_view.h"

#include <gtest/gtest.h>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

namespace {

const QString Trf = QStringLiteral(
    ARBITER_CORPUS_DIR "/tournaments/budapest-spring-festival-2026-group-a-2200.after-r8.trf");

}  // namespace

TEST(EventDocument, ExplainsAFileThatIsNotTrf) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  const QString path = QStringLiteral(ARBITER_TEST_OUTPUT_DIR "/not-a-trf.trf");
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  QFile file(path);
  ASSERT_TRUE(file.open(QIODevice::WriteOnly));
  file.write("012 Nothing\n");
  file.close();
  gui::EventDocument document;
  const auto failure = document.openTrf(path);
  ASSERT_TRUE(failure.has_value());
  EXPECT_TRUE(failure->endsWith(QStringLiteral("The file has no player lines (001).")))
      << failure->toStdString();
  EXPECT_FALSE(document.isOpen());
}

TEST(EventView, EntersAResultFromTheKeyboardAndRecomputesTheStandings) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  gui::MainWindow window(language);
  ASSERT_EQ(window.document().openTrf(Trf), std::nullopt);
  window.show();
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(1);
  EXPECT_EQ(view->roundChooser()->value(), 8);  // the latest round is shown
  gui::RoundView* round = view->roundView();
  ASSERT_GT(round->model()->rowCount(), 0);
  round->setFocus();
  round->setCurrentIndex(round->model()->index(0, 0));
  // Board 1 of round 8 is read back from the file's entries; typing 0 makes Black the winner.
  const int white = round->model()->index(0, 1).data().toString().split(' ').front().toInt();
  ASSERT_NE(round->model()->index(0, 3).data().toString(), QStringLiteral("0-1"));
  QTest::keyClick(round, '0');
  QCoreApplication::processEvents();
  const auto& entry = window.document().state().player(white)->rounds[7];
  EXPECT_EQ(entry.result, tournament::RoundResult::Loss);
  EXPECT_EQ(round->model()->index(0, 3).data().toString(), QStringLiteral("0-1"));
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  EXPECT_TRUE(window.grab().save(ARBITER_TEST_OUTPUT_DIR "/event_round_en.png"));
  view->setCurrentIndex(2);
  QCoreApplication::processEvents();
  EXPECT_GT(view->standingsView()->model()->rowCount(), 0);
  EXPECT_TRUE(window.grab().save(ARBITER_TEST_OUTPUT_DIR "/event_standings_en.png"));
}

TEST(EventView, ShowsTheStandingsInChinese) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("zh_CN")));
  gui::MainWindow window(language);
  ASSERT_EQ(window.document().openTrf(Trf), std::nullopt);
  window.show();
  window.eventView()->setCurrentIndex(2);
  QCoreApplication::processEvents();
  EXPECT_EQ(window.eventView()->tabText(2), QStringLiteral("排名"));
  EXPECT_EQ(window.eventView()->standingsView()->model()->headerData(0, Qt::Horizontal).toString(),
            QStringLiteral("名次"));
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  EXPECT_TRUE(window.grab().save(ARBITER_TEST_OUTPUT_DIR "/event_standings_zh_CN.png"));
  language.apply(QStringLiteral("en"));
}

TEST(ReportExport, WritesStandingsAsHtmlCsvAndPdf) {
  gui::EventDocument document;
  ASSERT_EQ(document.openTrf(Trf), std::nullopt);
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  const QString base = QStringLiteral(ARBITER_TEST_OUTPUT_DIR "/standings");
  for (const auto& [format, suffix] : {std::pair{gui::StandingsFormat::Html, ".html"},
                                       std::pair{gui::StandingsFormat::Csv, ".csv"},
                                       std::pair{gui::StandingsFormat::Pdf, ".pdf"}}) {
    const QString path = base + suffix;
    QFile::remove(path);
    EXPECT_EQ(gui::exportStandings(document.published(), format, path), std::nullopt) << suffix;
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << suffix;
    const QByteArray bytes = file.readAll();
    if (format == gui::StandingsFormat::Pdf) {
      EXPECT_TRUE(bytes.startsWith("%PDF")) << suffix;
    }
    if (format == gui::StandingsFormat::Csv) {
      EXPECT_TRUE(bytes.startsWith("\xEF\xBB\xBF")) << suffix;
    }
    if (format == gui::StandingsFormat::Html) {
      EXPECT_TRUE(bytes.contains("Dardha, Daniel")) << suffix;
    }
  }
}

TEST(ReportExport, WritesARoundsPairingsAsHtmlAndPdfAndRefusesAnUnpairedRound) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  gui::EventDocument document;
  ASSERT_EQ(document.openTrf(Trf), std::nullopt);
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  const QString html = QStringLiteral(ARBITER_TEST_OUTPUT_DIR "/pairings_r8.html");
  const QString pdf = QStringLiteral(ARBITER_TEST_OUTPUT_DIR "/pairings_r8.pdf");
  QFile::remove(pdf);
  EXPECT_EQ(gui::exportPairings(document.state(), 8, gui::StandingsFormat::Html, html),
            std::nullopt);
  EXPECT_EQ(gui::exportPairings(document.state(), 8, gui::StandingsFormat::Pdf, pdf), std::nullopt);
  QFile file(html);
  ASSERT_TRUE(file.open(QIODevice::ReadOnly));
  const QByteArray bytes = file.readAll();
  EXPECT_TRUE(bytes.contains("Pairings of round 8"));
  // Board 1 of round 8 in the file: Lalit (11, White) drew with Dardha (3).
  EXPECT_TRUE(bytes.contains("<td>Lalit, Babu M R</td>"));
  EXPECT_TRUE(QFile::exists(pdf));
  const auto refused = gui::exportPairings(document.state(), 9, gui::StandingsFormat::Html, html);
  ASSERT_TRUE(refused.has_value());
  EXPECT_EQ(*refused, QStringLiteral("Round 9 has not been paired."));
}

TEST(EventDocument, SavesAnEnteredResultToTrfAndReadsItBack) {
  gui::EventDocument document;
  ASSERT_EQ(document.openTrf(Trf), std::nullopt);
  // Round 8, board Lalit (11, White) - Dardha (3): a draw in the file; enter 1-0.
  reports::BoardPairing board;
  board.white = 11;
  board.black = 3;
  board.whiteResult = tournament::RoundResult::Win;
  board.blackResult = tournament::RoundResult::Loss;
  ASSERT_EQ(document.recordResult(8, board), std::nullopt);
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  const QString path = QStringLiteral(ARBITER_TEST_OUTPUT_DIR "/saved.trf");
  ASSERT_EQ(document.saveTrf(path), std::nullopt);
  gui::EventDocument reread;
  ASSERT_EQ(reread.openTrf(path), std::nullopt);
  EXPECT_EQ(reread.state().player(11)->rounds[7].result, tournament::RoundResult::Win);
  EXPECT_EQ(reread.state().player(3)->rounds[7].result, tournament::RoundResult::Loss);
  // Players not paired with each other are refused and nothing changes.
  board.black = 4;
  EXPECT_TRUE(document.recordResult(8, board).has_value());
}

// The round chosen for the standings belongs to one file and section: the
// next one opened starts again at its last complete round.
TEST(EventView, AnotherFileStartsTheStandingsAtItsLastCompleteRound) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  gui::MainWindow window(language);
  ASSERT_EQ(window.document().openTrf(Trf), std::nullopt);
  window.show();
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(2);
  QCoreApplication::processEvents();
  QComboBox* chooser = view->afterRoundChooser();
  const int third = chooser->findData(3);
  ASSERT_GT(third, 0);
  chooser->setCurrentIndex(third);
  emit chooser->activated(third);
  EXPECT_EQ(chooser->currentData().toInt(), 3);
  const QString copy = QStringLiteral(ARBITER_TEST_OUTPUT_DIR "/another-event.trf");
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  QFile::remove(copy);
  ASSERT_TRUE(QFile::copy(Trf, copy));
  ASSERT_EQ(window.document().openTrf(copy), std::nullopt);
  QCoreApplication::processEvents();
  EXPECT_EQ(chooser->currentData().toInt(), 0);  // "the last complete round"
}
