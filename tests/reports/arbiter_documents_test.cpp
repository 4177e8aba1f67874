// SPDX-License-Identifier: MIT
// The rating report, the incident log and the envelope label, checked
// against values worked out by hand from the rules (B.02 tables, the club
// texts 002 and 004, Guidelines I.2).
#include "reports/envelope_label.h"
#include "reports/incident_log.h"
#include "reports/markup.h"
#include "reports/rating_report.h"
#include "reports/report_documents.h"
#include "tests/reports/xml_check.h"
#include "tests/support/player_record.h"

#include <gtest/gtest.h>

using reports::DocumentError;
using reports::DocumentKind;
using reports::Language;
using reports_test::occurrences;
using reports_test::xmlProblem;
using tournament::Color;
using tournament::RoundResult;

namespace {

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Four players, two rounds:
//   round 1: 1 Anna (W) 1-0 2 Bert;  3 Carl (W) 0-1 4 Dora
//   round 2: 3 Carl (W) ½-½ 1 Anna;  2 Bert (W) 1-0 4 Dora
// FIDE ratings 2100, 2000, 1600 and Dora unrated. Club Elo (002) Anna 1600,
// the others 1500, everyone 20 games; class points (004) 350, 300, 120, 100.
tournament::TournamentState fourPlayers() {
  tournament::TournamentState s;
  s.name = "Open";
  s.players = {test_support::makePlayer(
                   1, "Anna", 2100,
                   {{2, Color::White, RoundResult::Win}, {3, Color::Black, RoundResult::Draw}}),
               test_support::makePlayer(
                   2, "Bert", 2000,
                   {{1, Color::Black, RoundResult::Loss}, {4, Color::White, RoundResult::Win}}),
               test_support::makePlayer(
                   3, "Carl", 1600,
                   {{4, Color::White, RoundResult::Loss}, {1, Color::White, RoundResult::Draw}}),
               test_support::makePlayer(
                   4, "Dora", 0,
                   {{3, Color::Black, RoundResult::Win}, {2, Color::Black, RoundResult::Loss}})};
  const int elo[] = {1600, 1500, 1500, 1500};
  const int points[] = {350, 300, 120, 100};
  for (int i = 0; i < 4; ++i) s.players[i].clubRatings = {elo[i], 20, points[i]};
  return s;
}

std::string ratingReport(bool club, Language language = Language::En) {
  reports::RatingReportInput input;
  input.rounds = 2;
  input.club = club;
  return reports::ratingReportSection(fourPlayers(), input, language);
}

}  // namespace

// B.02 by hand. Table 8.1.2: a difference of 100 gives PD .64 (.36 for the
// lower player); 500 is capped at 400 (8.3.1, both below 2650), giving .92 / .08.
// K = 20 for everyone (no birth dates, below 2400; 8.3.3).
//   Anna 2100: W 1 + ½ = 1.50, We .64 + .92 = 1.56: 20 × (1.50 − 1.56) = −1.2 → −1, 2099.
//     per game: 20 × (1 − .64) = +7.20, 20 × (½ − .92) = −8.40.
//     performance: Ra (2000 + 1600) / 2 = 1800, p .75 → dp 193 (table 8.1.1): 1993.
//   Bert 2000: the game against unrated Dora does not count; W 0, We .36: −7.2 → −7, 1993.
//     performance 2100 − 800 = 1300.
//   Carl 1600: W ½, We .08: 20 × .42 = +8.4 → +8, 1608; performance 2100 + 0.
//   Dora unrated: Ra = (1600 + 2000 + 2 × 1800) / 4 = 1800, p = (1 + 1) / 4 = .50,
//     Ru = 1800; only 2 games, fewer than 5: not published (7.1.4).
TEST(RatingReport, FideChangesPerPlayerMatchTheB02Tables) {
  const std::string html = ratingReport(false);
  EXPECT_TRUE(has(html,
                  "<tr><td class=\"num\">1</td><td>Anna</td><td class=\"num\">2100</td>"
                  "<td class=\"num\">2</td><td class=\"num\">20</td><td class=\"num\">1.50</td>"
                  "<td class=\"num\">1.56</td><td class=\"num\">-1</td><td class=\"num\">2099</td>"
                  "<td class=\"num\">1993</td></tr>"))
      << html;
  EXPECT_TRUE(
      has(html,
          "<td>Bert</td><td class=\"num\">2000</td><td class=\"num\">1</td>"
          "<td class=\"num\">20</td><td class=\"num\">0.00</td><td class=\"num\">0.36</td>"
          "<td class=\"num\">-7</td><td class=\"num\">1993</td><td class=\"num\">1300</td>"));
  EXPECT_TRUE(
      has(html,
          "<td>Carl</td><td class=\"num\">1600</td><td class=\"num\">1</td>"
          "<td class=\"num\">20</td><td class=\"num\">0.50</td><td class=\"num\">0.08</td>"
          "<td class=\"num\">+8</td><td class=\"num\">1608</td><td class=\"num\">2100</td>"));
  EXPECT_TRUE(has(html, "<td>Dora</td><td></td><td class=\"num\">2</td>"));
  EXPECT_TRUE(has(html, "unrated: Ru 1800 is not published (B.02 7.1.4, 7.2.1)"));
  EXPECT_FALSE(has(html, "Club Elo"));
}

TEST(RatingReport, ShowsEachGamesShareOfTheChange) {
  const std::string html = ratingReport(false);
  EXPECT_TRUE(has(html, "<h4>Games of 1 Anna (2100, K 20)</h4>"));
  EXPECT_TRUE(has(html,
                  "<tr><td class=\"num\">1</td><td>2 Bert</td><td class=\"num\">2000</td>"
                  "<td class=\"num\">+100</td><td class=\"num\">1</td><td class=\"num\">0.64</td>"
                  "<td class=\"num\">+7.20</td></tr>"));
  EXPECT_TRUE(has(html,
                  "<tr><td class=\"num\">2</td><td>3 Carl</td><td class=\"num\">1600</td>"
                  "<td class=\"num\">+400</td><td class=\"num\">½</td><td class=\"num\">0.92</td>"
                  "<td class=\"num\">-8.40</td></tr>"));
  EXPECT_TRUE(has(html,
                  "<td class=\"num\">1.50</td><td class=\"num\">1.56</td>"
                  "<td class=\"num\">-1.20 → -1</td>"));
  EXPECT_TRUE(has(html, "<h4>Games of 4 Dora</h4>"));
  EXPECT_EQ(xmlProblem(reports::htmlPage("t", "en", html)), "");
}

// 002 (club Elo, K 32, We = 1 / (1 + 10^((Rb − Ra) / 400)); every game of a
// round uses the ratings from before it):
//   round 1: Anna 1600 beats Bert 1500: We .6401, 32 × .3599 = 11.52 → ±12;
//            Dora beats Carl, both 1500: ±16.
//   round 2: Carl 1484 draws Anna 1612: Anna's We .6763, 32 × (.5 − .6763) = −5.64 → ∓6;
//            Bert 1488 beats Dora 1516: Bert's We .4598, 32 × .5402 = 17.29 → ±17.
//   Anna 1606 (一级棋手 from 1600), Bert 1505 (二级棋手), Carl 1490, Dora 1499 (三级棋手).
// 004 (class points):
//   round 1: Anna 350 beats Bert 300, higher wins, D 50: 10 − 50 / 12.5 = 6;
//            Dora 100 beats Carl 120, lower wins, D 20: 10 + 20 / 10 = 12.
//   round 2: Carl 108 draws Anna 356, D 248 ≥ 100: the lower gets 248 / 4 = 62;
//            Bert 294 beats Dora 112, higher wins, D 182 (100..199): 2.
//   Anna 294 (class 29, was 28), Bert 296 (29, was 28), Carl 170 (30), Dora 110 (30).
TEST(RatingReport, ClassicSectionAddsClubEloAndClassPoints) {
  const std::string html = ratingReport(true);
  EXPECT_TRUE(has(html, "<h3>Club Elo</h3>"));
  EXPECT_TRUE(has(html,
                  "<td>Anna</td><td class=\"num\">1600</td><td class=\"num\">+6</td>"
                  "<td class=\"num\">1606</td><td class=\"num\">22</td><td>一级棋手</td>"));
  EXPECT_TRUE(has(html,
                  "<td>Bert</td><td class=\"num\">1500</td><td class=\"num\">+5</td>"
                  "<td class=\"num\">1505</td><td class=\"num\">22</td><td>二级棋手</td>"));
  EXPECT_TRUE(has(html,
                  "<td>Carl</td><td class=\"num\">1500</td><td class=\"num\">-10</td>"
                  "<td class=\"num\">1490</td><td class=\"num\">22</td><td>三级棋手</td>"));
  EXPECT_TRUE(has(html,
                  "<td>Dora</td><td class=\"num\">1500</td><td class=\"num\">-1</td>"
                  "<td class=\"num\">1499</td><td class=\"num\">22</td><td>三级棋手</td>"));
  EXPECT_TRUE(has(html,
                  "<td>Anna</td><td class=\"num\">350</td><td class=\"num\">-56</td>"
                  "<td class=\"num\">294</td><td>Class 29 (was Class 28)</td>"));
  EXPECT_TRUE(has(html,
                  "<td>Bert</td><td class=\"num\">300</td><td class=\"num\">-4</td>"
                  "<td class=\"num\">296</td><td>Class 29 (was Class 28)</td>"));
  EXPECT_TRUE(has(html,
                  "<td>Carl</td><td class=\"num\">120</td><td class=\"num\">+50</td>"
                  "<td class=\"num\">170</td><td>Class 30</td>"));
  EXPECT_TRUE(has(html,
                  "<td>Dora</td><td class=\"num\">100</td><td class=\"num\">+10</td>"
                  "<td class=\"num\">110</td><td>Class 30</td>"));
  const std::string zh = ratingReport(true, Language::Zh);
  EXPECT_TRUE(has(zh, "<h2>第2轮后等级分报告</h2>"));
  EXPECT_TRUE(has(zh, "<td>29级（原28级）</td>"));
  EXPECT_TRUE(has(zh, "无等级分：Ru 1800 不予公布"));
}

namespace {

// A stored section: round 1 on two boards, round 2 paired, round 3 paired
// with nothing recorded; incidents and one envelope in round 1.
tournament::Section storedSection() {
  tournament::Section s;
  s.id = 1;
  s.settings.name = "Open";
  const char* names[] = {"Anna", "Bert", "王芳", "Dora"};
  for (int i = 0; i < 4; ++i) {
    tournament::Player p;
    p.id = 11 + i;
    p.pairingNumber = i + 1;
    p.name = names[i];
    s.players.push_back(p);
  }
  tournament::Round r1;
  r1.number = 1;
  r1.boards = {{1, 11, 13, tournament::GameResult::Adjourned, {}, {}, false},
               {2, 14, 12, tournament::GameResult::Pending, {}, {}, false}};
  tournament::Round r2;
  r2.number = 2;
  r2.boards = {{1, 12, 11, tournament::GameResult::Pending, {}, {}, false}};
  tournament::Round r3;
  r3.number = 3;
  s.rounds = {r1, r2, r3};
  using tournament::IncidentKind;
  using tournament::Verdict;
  tournament::Incident late;
  late.id = 1;
  late.round = 1;
  late.board = 2;
  late.player = 12;
  late.kind = IncidentKind::LateArrival;
  late.article = "6.7.1";
  late.clock = tournament::ClockEffect::OwnClockRuns;
  late.seconds = 330;
  late.verdict = Verdict::LateWithinDefaultTime;
  tournament::Incident illegal;
  illegal.id = 2;
  illegal.round = 1;
  illegal.board = 1;
  illegal.player = 11;
  illegal.kind = IncidentKind::IllegalMove;
  illegal.article = "7.5.5";
  illegal.clock = tournament::ClockEffect::OpponentRemainingAdded;
  illegal.seconds = 120;
  illegal.count = 1;
  illegal.ply = 23;  // 23 half-moves played: Black's 12th move was under way
  illegal.verdict = Verdict::TimePenalty;
  tournament::Incident warning;
  warning.id = 3;
  warning.round = 1;
  warning.board = 1;
  warning.player = 13;
  warning.kind = IncidentKind::Penalty;
  warning.article = "12.9";
  warning.option = tournament::PenaltyOption::Warning;
  warning.note = "phone rang";
  tournament::Incident claim;
  claim.id = 4;
  claim.round = 2;
  claim.board = 1;
  claim.player = 12;
  claim.kind = IncidentKind::DrawClaim;
  claim.article = "9.5.2";
  claim.verdict = Verdict::ClaimCorrect;
  s.incidents = {late, illegal, warning, claim};
  tournament::Envelope envelope;
  envelope.id = 1;
  envelope.round = 1;
  envelope.board = 1;
  envelope.sealer = Color::Black;
  envelope.moveNumber = 41;
  envelope.sealedMove = "Kf8";
  envelope.fenBefore = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 41";
  envelope.whiteUsedSeconds = 6300;  // 1:45:00
  envelope.blackUsedSeconds = 6750;  // 1:52:30
  envelope.drawOfferBy = Color::White;
  envelope.resumeAt = "2026-05-02 09:00";
  envelope.resumePlace = "Room 2";
  envelope.custody = tournament::Custody::InArbitersKeeping;
  s.envelopes = {envelope};
  return s;
}

reports::SectionRecords recordsOf(const tournament::Section& section) {
  reports::SectionRecords records;
  records.section = &section;
  // The warning was recorded before the illegal move, though entered later.
  records.incidentRecordedAt = {{1, "2026-05-01T14:06:10Z"},
                                {2, "2026-05-01T15:40:00Z"},
                                {3, "2026-05-01T15:10:59Z"},
                                {4, "2026-05-02T16:00:00Z"}};
  records.envelopeSealedAt = {{1, "2026-05-01T19:02:45Z"}};
  return records;
}

reports::SiteSection siteOf() {
  reports::SiteSection s;
  s.header = {"Club Cup", "Open", "Hangzhou", "2026-05-01", "", "IA Li", "90+30", 3};
  return s;
}

reports::DocumentRequest request(DocumentKind kind, int round, int board = 0,
                                 Language language = Language::En) {
  reports::DocumentRequest r;
  r.kind = kind;
  r.round = round;
  r.language = language;
  r.board = board;
  return r;
}

}  // namespace

TEST(IncidentLog, ListsTheRoundsIncidentsAndEnvelopesInTheOrderRecorded) {
  const auto section = storedSection();
  const std::string html = reports::incidentLogSection(recordsOf(section), 1, Language::En);
  EXPECT_EQ(xmlProblem(reports::htmlPage("t", "en", html)), "");
  EXPECT_TRUE(has(html, "<h2>Incident log, round 1</h2>"));
  EXPECT_TRUE(has(html,
                  "<tr><td>2026-05-01 14:06</td><td class=\"num\">2</td><td>4 Dora – 2 Bert</td>"
                  "<td>2 Bert</td><td>Late arrival (Laws 6.7.1)</td><td>late by 5:30, within the "
                  "default time: the time is lost on the clock</td></tr>"))
      << html;
  EXPECT_TRUE(has(html,
                  "<td>1 Anna</td><td>Illegal move (Laws 7.5.5), move 12</td><td>time penalty; add "
                  "2:00 to the opponent&#39;s remaining time; illegal move no. 1 by this player in "
                  "this game</td>"));
  EXPECT_TRUE(has(html,
                  "<td>3 王芳</td><td>Penalty (Laws 12.9)</td><td>recorded; 12.9.1 a "
                  "warning. phone rang</td>"));
  EXPECT_TRUE(has(html,
                  "<td>2026-05-01 19:02</td><td class=\"num\">1</td><td>1 Anna – 3 王芳</td>"
                  "<td>3 王芳</td><td>Sealed move (Guidelines I.1)</td><td>move 41 sealed "
                  "by Black; kept by the arbiter (Guidelines I.3)</td>"));
  // Recorded order: late 14:06, warning 15:10, illegal move 15:40, envelope 19:02.
  const auto late = html.find("Late arrival");
  const auto warning = html.find("Penalty (");
  const auto illegal = html.find("Illegal move (");
  const auto sealed = html.find("Sealed move (");
  EXPECT_LT(late, warning);
  EXPECT_LT(warning, illegal);
  EXPECT_LT(illegal, sealed);
  EXPECT_FALSE(has(html, "Draw claim"));  // round 2
}

TEST(IncidentLog, SpeaksChineseAndSaysWhenARoundHasNone) {
  const auto section = storedSection();
  const std::string zh = reports::incidentLogSection(recordsOf(section), 1, Language::Zh);
  EXPECT_TRUE(has(zh, "<h2>第1轮裁判记录</h2>"));
  EXPECT_TRUE(has(zh,
                  "<td>迟到（棋规 6.7.1）</td><td>迟到 5:30，在迟到弃权时限之内：迟到时间从"
                  "棋钟上扣除</td>"));
  EXPECT_TRUE(has(zh, "违例着法（棋规 7.5.5），第12回合"));
  EXPECT_TRUE(
      has(zh, "<td>封棋（指南 I.1）</td><td>第41回合由黑方封棋；由裁判保管（指南 I.3）</td>"));
  const std::string none = reports::incidentLogSection(recordsOf(section), 3, Language::En);
  EXPECT_TRUE(has(none, "<p>No incident is recorded in round 3.</p>"));
  EXPECT_FALSE(has(none, "<table"));
}

TEST(EnvelopeLabel, CarriesTheGuidelinesI2FieldsButNotTheSealedMove) {
  const auto section = storedSection();
  const auto page =
      reports::documentPage(siteOf(), request(DocumentKind::EnvelopeLabels, 1), recordsOf(section));
  ASSERT_TRUE(page);
  const std::string& html = *page;
  EXPECT_EQ(xmlProblem(html), "");
  EXPECT_TRUE(has(html, "Sealed move envelope — round 1, board 1</th>"));
  EXPECT_TRUE(has(html,
                  "<tr><th style=\"white-space:nowrap\">Event</th><td colspan=\"3\">Club Cup — "
                  "Open</td></tr>"));
  EXPECT_TRUE(has(
      html, "<tr><th style=\"white-space:nowrap\">White</th><td colspan=\"3\">1 Anna</td></tr>"));
  EXPECT_TRUE(has(
      html, "<tr><th style=\"white-space:nowrap\">Black</th><td colspan=\"3\">3 王芳</td></tr>"));
  EXPECT_TRUE(has(html,
                  "<tr><th style=\"white-space:nowrap\">Sealed by</th><td colspan=\"3\">3 王芳 "
                  "(Black)</td></tr>"));
  EXPECT_TRUE(has(html,
                  "<tr><th style=\"white-space:nowrap\">Number of the sealed move</th><td "
                  "colspan=\"3\">41</td></tr>"));
  EXPECT_TRUE(has(html, "<td colspan=\"3\">White 1:45:00 · Black 1:52:30</td>"));
  EXPECT_TRUE(has(html, "<td colspan=\"3\">made by 1 Anna (White)</td>"));
  EXPECT_TRUE(has(html,
                  "<tr><th style=\"white-space:nowrap\">Sealed at</th><td colspan=\"3\">2026-05-01 "
                  "19:02 UTC</td>"));
  EXPECT_TRUE(has(html,
                  "<tr><th style=\"white-space:nowrap\">Resumption</th><td "
                  "colspan=\"3\">2026-05-02 09:00</td>"));
  EXPECT_TRUE(
      has(html, "<tr><th style=\"white-space:nowrap\">Venue</th><td colspan=\"3\">Room 2</td>"));
  // The diagram: White's rook on d1, Black's king on g8; Black to move.
  EXPECT_TRUE(has(html, "data-square=\"d1\" data-piece=\"R\""));
  EXPECT_TRUE(has(html, "data-square=\"g8\" data-piece=\"k\""));
  EXPECT_TRUE(has(html, "<p>Black to move</p>"));
  EXPECT_TRUE(has(html, "Guidelines I.2"));
  EXPECT_FALSE(has(html, "Kf8"));  // the sealed move stays inside the envelope
  EXPECT_EQ(occurrences(html, "class=\"envelope-label\""), 1);

  const auto zh = reports::documentPage(
      siteOf(), request(DocumentKind::EnvelopeLabels, 1, 1, Language::Zh), recordsOf(section));
  ASSERT_TRUE(zh);
  EXPECT_TRUE(has(*zh, "封棋信封 — 第1轮 第1台"));
  EXPECT_TRUE(has(*zh,
                  "<tr><th style=\"white-space:nowrap\">封棋方</th><td colspan=\"3\">3 "
                  "王芳（黑方）</td></tr>"));
  EXPECT_TRUE(has(*zh, "<p>黑方走</p>"));
}

TEST(ArbiterDocuments, RefuseRoundsBoardsAndFilesWithoutThem) {
  const auto section = storedSection();
  const auto records = recordsOf(section);
  EXPECT_EQ(
      reports::documentPage(siteOf(), request(DocumentKind::EnvelopeLabels, 1, 2), records).error(),
      DocumentError::NoEnvelope);
  EXPECT_EQ(
      reports::documentPage(siteOf(), request(DocumentKind::EnvelopeLabels, 2), records).error(),
      DocumentError::NoEnvelope);
  EXPECT_EQ(reports::documentPage(siteOf(), request(DocumentKind::Incidents, 4), records).error(),
            DocumentError::NoSuchRound);
  // A TRF file: no records.
  EXPECT_EQ(reports::documentPage(siteOf(), request(DocumentKind::Incidents, 1)).error(),
            DocumentError::NoRecords);
  EXPECT_EQ(reports::documentPage(siteOf(), request(DocumentKind::Ratings, 1)).error(),
            DocumentError::NoSuchRound);  // no round in the state
  EXPECT_EQ(reports::parseDocumentKind("envelope-label"), DocumentKind::EnvelopeLabels);
  EXPECT_EQ(reports::parseDocumentKind("incidents"), DocumentKind::Incidents);
  EXPECT_EQ(reports::parseDocumentKind("ratings"), DocumentKind::Ratings);
}

TEST(EnvelopeLabel, EachLabelAfterTheFirstStartsAPage) {
  auto section = storedSection();
  auto second = section.envelopes.front();
  second.id = 2;
  second.board = 2;
  section.envelopes.push_back(second);
  const std::string html =
      reports::envelopeLabelsSection(siteOf().header, recordsOf(section), 1, 0, Language::En);
  EXPECT_EQ(occurrences(html, "class=\"envelope-label\""), 2);
  EXPECT_EQ(occurrences(html, "page-break-before:always"), 1);
  EXPECT_LT(html.find("board 1</th>"), html.find("page-break-before:always"));
  EXPECT_TRUE(has(
      html, "<tr><th style=\"white-space:nowrap\">White</th><td colspan=\"3\">4 Dora</td></tr>"));
}

// Classic 13.2 / 13.3: the same fields; the label names the classic articles.
TEST(EnvelopeLabel, ClassicSectionCitesTheClassicArticles) {
  auto section = storedSection();
  section.settings.rules = tournament::RulesProfile::Classic;
  const std::string zh =
      reports::envelopeLabelsSection(siteOf().header, recordsOf(section), 1, 0, Language::Zh);
  EXPECT_TRUE(has(zh, "由裁判查验并保管（旧规则 13.3） · 旧规则 13.2")) << zh;
  EXPECT_FALSE(has(zh, "指南"));
}

// Issue 14: under a classic section the envelope rows of the incident log
// name the older Laws (003), not the FIDE Guidelines: 13.1 "行枯方必须把他的
// 着法清楚明了地记在他的记录纸上,将双方记录纸装入信封并封口" (the sealing, as the
// text prints it), 13.3
// "裁判必须妥善保管好封棋信封" (kept by the arbiter), 14.5 "如果根据第13条规定所记录
// 好的封棋信封遗失" (lost) with 14.5(2) "如果不能重新摆成封棋时的局面,对局当作废重下"
// (annulled), 14.2 "封棋信封必须在非封棋方在场时才能打开" (opened) with 10.16
// "如封棋方的封着出现下列情况之一,则判封棋方负" (a defective sealed move).
TEST(IncidentLog, ClassicSectionNamesTheOlderLawsInTheEnvelopeRows) {
  auto section = storedSection();
  section.settings.rules = tournament::RulesProfile::Classic;
  const std::string en = reports::incidentLogSection(recordsOf(section), 1, Language::En);
  EXPECT_TRUE(has(en,
                  "<td>3 王芳</td><td>Sealed move (classic rules 13.1)</td><td>move 41 sealed by "
                  "Black; kept by the arbiter (classic rules 13.3)</td>"))
      << en;
  const std::string zh = reports::incidentLogSection(recordsOf(section), 1, Language::Zh);
  EXPECT_TRUE(
      has(zh, "<td>封棋（旧规则 13.1）</td><td>第41回合由黑方封棋；由裁判保管（旧规则 13.3）</td>"))
      << zh;
  EXPECT_FALSE(has(zh, "指南"));
  EXPECT_FALSE(has(en, "Guidelines"));

  auto& envelope = section.envelopes.front();
  envelope.custody = tournament::Custody::Lost;
  envelope.verdict = tournament::ResumptionVerdict::Annulled;
  EXPECT_TRUE(has(reports::incidentLogSection(recordsOf(section), 1, Language::En),
                  "lost (classic rules 14.5): the game is annulled and replayed (classic rules "
                  "14.5(2))"));
  envelope.custody = tournament::Custody::Opened;
  envelope.verdict = tournament::ResumptionVerdict::DefectiveSealedMove;
  EXPECT_TRUE(has(reports::incidentLogSection(recordsOf(section), 1, Language::Zh),
                  "续赛时拆开（旧规则 14.2）：封着含糊、无法辨认或不合规则（旧规则 10.16）"));
  // The FIDE section keeps the Guidelines.
  section.settings.rules = tournament::RulesProfile::Fide2023;
  EXPECT_TRUE(has(reports::incidentLogSection(recordsOf(section), 1, Language::En),
                  "opened at resumption (Guidelines I.7): the sealed move is ambiguous, "
                  "unreadable or illegal (I.8)"));
}
