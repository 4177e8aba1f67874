// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/claim_dialog.h"
#include "app/gui/dialogs/claim_checker.h"
#include "app/gui/language.h"
#include "app/gui/models/report_export.h"
#include "app/gui/views/board_widget.h"

#include <gtest/gtest.h>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

namespace {

// The knights go out and back twice: the start position stands at plies 0,
// 4 and 8 with White to move (hand count), so White's claim at ply 8 is
// correct on the board (Laws 9.2.2) and at ply 4 it is not.
const QString Shuffle = QStringLiteral(
    "[White \"Anna\"]\n[Black \"李娜\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n");

gui::ClaimQuestion question(int ply) {
  gui::ClaimQuestion q;
  q.request.ply = ply;
  return q;
}

void checkAt(gui::ClaimDialog& dialog, int ply) {
  dialog.plyChooser()->setValue(ply);
  QTest::mouseClick(dialog.checkButton(), Qt::LeftButton);
  QCoreApplication::processEvents();
}

}  // namespace

TEST(ClaimChecker, JudgesACorrectThreefoldClaim) {
  const auto answer = gui::judgeClaim(Shuffle, question(8));
  ASSERT_TRUE(answer.has_value());
  EXPECT_TRUE((*answer)->claim.verdict.valid);
  EXPECT_FALSE((*answer)->claim.penalty.has_value());
  EXPECT_EQ((*answer)->claim.white, "Anna");
}

// The desk reads the client's notation (003: "例如马g1-f3，表示马由g1格走到f3格"):
// the same knight shuffle written in Chinese letters with both squares;
// the start position stands at plies 0, 4 and 8 again, and 马f6-g8 written
// at ply 7 (Black to move after 4. Ng1) is 4... Ng8, making it stand there
// for the third time.
TEST(ClaimChecker, ReadsAScoresheetInTheClientsNotation) {
  const QString chinese = QStringLiteral(
      "[White \"Anna\"]\n[Black \"李娜\"]\n\n1. 马g1-f3 马g8-f6 2. 马f3-g1 马f6-g8 3. 马g1-f3 "
      "马g8-f6 4. 马f3-g1 马f6-g8 *\n");
  const auto board = gui::judgeClaim(chinese, question(8));
  ASSERT_TRUE(board.has_value()) << board.error().toStdString();
  EXPECT_TRUE((*board)->claim.verdict.valid);
  auto written = question(7);
  written.request.writtenMove = "马f6-g8";
  const auto withMove = gui::judgeClaim(chinese, written);
  ASSERT_TRUE(withMove.has_value()) << withMove.error().toStdString();
  EXPECT_TRUE((*withMove)->claim.verdict.valid);
  EXPECT_EQ((*withMove)->claim.verdict.writtenSan, "Ng8");
}

// A game pasted with no blank line between its tags and its moves, and one
// pasted into a single line: the knights' shuffle either way, so White's
// claim at ply 8 is correct (Laws 9.2.2), read from all eight plies.
TEST(ClaimChecker, ReadsAGamePastedWithoutABlankLineAfterItsTags) {
  for (const QString& pasted :
       {QStringLiteral("[White \"Anna\"]\n[Black \"李娜\"]\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 "
                       "4. Ng1 Ng8 *"),
        QStringLiteral("[White \"Anna\"] [Black \"李娜\"] 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. "
                       "Ng1 Ng8 *")}) {
    const auto answer = gui::judgeClaim(pasted, question(8));
    ASSERT_TRUE(answer.has_value()) << answer.error().toStdString();
    EXPECT_EQ((*answer)->record.line.moves.size(), 8u) << pasted.toStdString();
    EXPECT_TRUE((*answer)->claim.verdict.valid);
  }
}

TEST(ClaimChecker, GivesTheClassicPenaltyForAnIncorrectClaim) {
  auto q = question(4);
  q.profile = tournament::RulesProfile::Classic;
  const auto answer = gui::judgeClaim(Shuffle, q);
  ASSERT_TRUE(answer.has_value());
  EXPECT_FALSE((*answer)->claim.verdict.valid);
  ASSERT_TRUE((*answer)->claim.penalty.has_value());
  // Classic art. 10.13(2): five minutes on the claimant's used time.
  EXPECT_EQ((*answer)->claim.penalty->seconds, 300);
  EXPECT_EQ((*answer)->claim.penalty->clock, tournament::PenaltyClock::ClaimantUsed);
}

TEST(ClaimChecker, ExplainsAPlyBeyondTheGameAndAMissingGame) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  const auto beyond = gui::judgeClaim(Shuffle, question(20));
  ASSERT_FALSE(beyond.has_value());
  EXPECT_EQ(beyond.error(),
            QStringLiteral("Ply 20 is beyond the legal moves of the game (8 plies)."));
  auto second = question(2);
  second.game = 2;
  const auto missing = gui::judgeClaim(Shuffle, second);
  ASSERT_FALSE(missing.has_value());
  EXPECT_EQ(missing.error(), QStringLiteral("The text holds 1 game(s); there is no game 2."));
  EXPECT_EQ(gui::countGames(Shuffle + Shuffle), 2);
}

// Issue 13 item 14, the articles per profile: 1. Kxd2 leaves K+N v K, a
// dead position under FIDE 5.2.2 and a position of 003's 10.4 list, "(2)单王
// 对王单象或王单马"; a claim at ply 1 finds the game over, and the reason names
// the profile's article.
TEST(ClaimChecker, AGameOverNamesTheProfilesArticle) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  const QString knight = QStringLiteral(
      "[SetUp \"1\"]\n[FEN \"8/8/8/8/8/5k2/3p4/N3K3 w - - 0 1\"]\n\n1. Kxd2 Kf2 *\n");
  auto q = question(1);
  q.request.kind = chess::ClaimKind::FiftyMoves;
  const auto fide = gui::judgeClaim(knight, q);
  ASSERT_FALSE(fide.has_value());
  EXPECT_EQ(fide.error(), QStringLiteral("The game had already ended at ply 1 by no checkmate "
                                         "possible (Laws 5.2.2): there is nothing to claim."));
  q.profile = tournament::RulesProfile::Classic;
  const auto classic = gui::judgeClaim(knight, q);
  ASSERT_FALSE(classic.has_value());
  EXPECT_EQ(classic.error(),
            QStringLiteral("The game had already ended at ply 1 by a position of the 10.4 list "
                           "(classic 10.4): there is nothing to claim."));
  ASSERT_TRUE(language.apply(QStringLiteral("zh_CN")));
  EXPECT_EQ(
      gui::judgeClaim(knight, q).error(),
      QStringLiteral("对局已在第 1 步因出现 10.4 条所列的残局（旧规则 10.4）结束：无可申请。"));
  language.apply(QStringLiteral("en"));
}

TEST(ClaimDialog, ShowsTheVerdictTheOccurrencesAndTheBoard) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  gui::ClaimDialog dialog;
  dialog.show();
  dialog.pgnEdit()->setPlainText(Shuffle);
  checkAt(dialog, 8);
  EXPECT_TRUE(dialog.verdictLabel()->text().startsWith("The claim is correct (Laws 9.2.2)."))
      << dialog.verdictLabel()->text().toStdString();
  ASSERT_EQ(dialog.occurrenceList()->count(), 3);
  EXPECT_EQ(dialog.occurrenceList()->item(1)->text(), QStringLiteral("Ply 4: 2... Ng8"));
  // The start position: White king on e1 (square 4), black queen on d8 (59).
  EXPECT_EQ(dialog.board()->pieceAt(4), 'K');
  EXPECT_EQ(dialog.board()->pieceAt(59), 'q');
  EXPECT_TRUE(dialog.reportHtml().contains(QStringLiteral("<svg")));
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  EXPECT_TRUE(dialog.grab().save(ARBITER_TEST_OUTPUT_DIR "/claim_dialog_en.png"));
}

TEST(ClaimDialog, ShowsAnIncorrectClaimInChinese) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("zh_CN")));
  gui::ClaimDialog dialog;
  dialog.show();
  dialog.pgnEdit()->setPlainText(Shuffle);
  checkAt(dialog, 4);
  EXPECT_TRUE(dialog.verdictLabel()->text().startsWith(QStringLiteral("申请不成立（规则")))
      << dialog.verdictLabel()->text().toStdString();
  EXPECT_EQ(dialog.checkButton()->text(), QStringLiteral("核查(&C)"));
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  EXPECT_TRUE(dialog.grab().save(ARBITER_TEST_OUTPUT_DIR "/claim_dialog_zh_CN.png"));
  language.apply(QStringLiteral("en"));
}

TEST(ClaimDialog, ShowsWhyAClaimCannotBeJudged) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  gui::ClaimDialog dialog;
  dialog.pgnEdit()->setPlainText(Shuffle);
  dialog.writtenMoveEdit()->setText(QStringLiteral("xyz"));
  checkAt(dialog, 2);
  EXPECT_EQ(dialog.verdictLabel()->text(), QStringLiteral("\"xyz\" is not a move."));
  EXPECT_EQ(dialog.occurrenceList()->count(), 0);
}

// 003: old Laws 10.12 "对于某些局面,回合数可以增加到50以上,但对所增加的回合数和有关
// 局面,组织者必须在赛前明确宣布". K+R+B (Ke1 Rg1 Bh1) v K+R (Kd8 Ra2), the
// clock at 98 half-moves; 50. Rg7 Kc8 make 100: 50 moves each. With the
// section's KRBvKR=100 (200 half-moves) White's claim at ply 2 is
// incorrect; without it, 50 moves are enough and the claim is correct.
TEST(ClaimDialog, UsesTheSectionsExtendedFiftyMoveCount) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  const QString rookAndBishop = QStringLiteral(
      "[White \"Anna\"]\n[Black \"李娜\"]\n[SetUp \"1\"]\n"
      "[FEN \"3k4/8/8/8/8/8/r7/4K1RB w - - 98 50\"]\n\n50. Rg7 Kc8 *\n");
  tournament::SectionSettings section;
  section.rules = tournament::RulesProfile::Classic;
  section.fiftyMoveExtensions = chess::parseFiftyMoveExtensions("KRvKRB=100").value();
  gui::ClaimDialog dialog;
  dialog.presetSection(section);
  EXPECT_EQ(dialog.profileChooser()->currentIndex(), 1);
  EXPECT_EQ(dialog.fiftyExtensionEdit()->text(), QStringLiteral("KRBvKR=100"));
  dialog.pgnEdit()->setPlainText(rookAndBishop);
  dialog.kindChooser()->setCurrentIndex(1);
  checkAt(dialog, 2);
  const QString verdict = dialog.verdictLabel()->text();
  EXPECT_TRUE(verdict.startsWith(QStringLiteral("The claim is incorrect (Laws 10.12).")))
      << verdict.toStdString();
  EXPECT_TRUE(verdict.contains(
      QStringLiteral("The section's count for KRBvKR: 100 moves (classic 10.12).")))
      << verdict.toStdString();
  dialog.fiftyExtensionEdit()->clear();
  checkAt(dialog, 2);
  EXPECT_TRUE(dialog.verdictLabel()->text().startsWith(
      QStringLiteral("The claim is correct (Laws 10.12).")))
      << dialog.verdictLabel()->text().toStdString();
  // The FIDE Laws (9.3) have no extended count: said, not silently ignored.
  dialog.fiftyExtensionEdit()->setText(QStringLiteral("KRBvKR=100"));
  dialog.profileChooser()->setCurrentIndex(0);
  checkAt(dialog, 2);
  EXPECT_TRUE(dialog.verdictLabel()->text().startsWith(
      QStringLiteral("The fifty-move extension is a classic rule (old Laws 10.12)")))
      << dialog.verdictLabel()->text().toStdString();
}

TEST(ClaimReportExport, WritesHtmlWithSvgAndPdfWithDrawnBoards) {
  const auto answer = gui::judgeClaim(Shuffle, question(8));
  ASSERT_TRUE(answer.has_value());
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  const QString html = QStringLiteral(ARBITER_TEST_OUTPUT_DIR "/claim_report.html");
  const QString pdf = QStringLiteral(ARBITER_TEST_OUTPUT_DIR "/claim_report.pdf");
  QFile::remove(pdf);
  EXPECT_EQ(gui::exportClaimReport((*answer)->claim, html), std::nullopt);
  EXPECT_EQ(gui::exportClaimReport((*answer)->claim, pdf), std::nullopt);
  QFile htmlFile(html);
  ASSERT_TRUE(htmlFile.open(QIODevice::ReadOnly));
  EXPECT_EQ(htmlFile.readAll().count("<svg"), 3);
  QFile pdfFile(pdf);
  ASSERT_TRUE(pdfFile.open(QIODevice::ReadOnly));
  const QByteArray bytes = pdfFile.readAll();
  EXPECT_TRUE(bytes.startsWith("%PDF"));
  // The three diagrams are embedded as images.
  EXPECT_GE(bytes.count("/Subtype /Image"), 1);
}
