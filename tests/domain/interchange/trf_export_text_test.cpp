// SPDX-License-Identifier: MIT
// What a section's TRF export promises every program that reads it, field
// by field from the texts: TRF16 (C.04 Annex 2 with JaVaFo's XX extensions
// and bbpPairings' BB records) and TRF-2026 (C.02.03 Annex A, approved
// 12/05/2025; columns as the text numbers them, 1-based, inclusive), and
// what our own import makes of it again.
#include "domain/interchange/section_trf.h"
#include "domain/interchange/section_trf_comments.h"
#include "domain/interchange/tournament_type.h"
#include "domain/interchange/trf_line.h"
#include "domain/interchange/trf_reader.h"
#include "domain/interchange/trf_writer.h"
#include "tests/domain/tournament/event_builder.h"

#include <sstream>

namespace {

using namespace testing_event;
using interchange::TrfFormat;
using interchange::TrfLine;

std::string exported(const Section& s, TrfFormat format) {
  return writeTrf(interchange::sectionToTrf(s), format);
}

// The line of `text` that starts with `prefix` ("" when none).
std::string lineStarting(const std::string& text, const std::string& prefix) {
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    if (line.starts_with(prefix)) return line;
  return {};
}

interchange::SectionImport reimported(const std::string& text) {
  const auto doc = interchange::readTrf(text);
  EXPECT_TRUE(doc.has_value()) << text;
  auto imported = interchange::sectionFromTrf(*doc, "");
  EXPECT_TRUE(imported.has_value()) << text;
  return imported ? *imported : interchange::SectionImport{};
}

// Event "E", section "S" of `rounds` rounds (Baku when asked) with A 2400,
// B 2300, C 2200, D 2100 numbered 1-4, no round paired.
Event unpaired(int rounds, Acceleration acceleration = Acceleration::None) {
  Event event = accepted(Event{}, CreateEvent{"E"});
  SectionSettings settings;
  settings.name = "S";
  settings.rounds = rounds;
  settings.acceleration = acceleration;
  event = accepted(event, AddSection{settings});
  return accepted(event, AddPlayers{"S",
                                    {player("A", 2400), player("B", 2300), player("C", 2200),
                                     player("D", 2100)}});
}

// fourPlayers() with round 1 played (A-C 1-0, D-B ½), then D withdrawn
// from round 2 and a half-point bye requested by A for round 3.
Event withdrawalAndByeAhead() {
  Event event = fourPlayers();
  event = accepted(event, EnterResult{"S", 1, 1, GameResult::WhiteWins});
  event = accepted(event, EnterResult{"S", 1, 2, GameResult::Draw});
  event = accepted(event, WithdrawPlayer{"S", 4, 2});
  return accepted(event, RequestBye{"S", 1, 3, ByeKind::HalfPoint});
}

// TRF16 has a place for the absences of the round to be paired only: the
// block after the paired rounds (round 2 at columns 102-109). A block in
// round 3 would be a round played for every other reader.
TEST(TrfExportText, Trf16WritesTheAbsencesOfTheRoundToBePairedOnly) {
  const std::string text = exported(section(withdrawalAndByeAhead()), TrfFormat::Trf16);
  const std::string dText = lineStarting(text, "001    4");
  const TrfLine d(dText);
  EXPECT_EQ(d.columns(102, 109), "0000 - Z") << text;
  EXPECT_EQ(d.width(), 109) << "nothing after round 2: " << text;
  const std::string aText = lineStarting(text, "001    1");
  const TrfLine a(aText);
  EXPECT_EQ(a.width(), 99) << "A's bye of round 3 has no place in TRF16: " << text;
}

// TRF-2026 240: 5 the kind (F H Z), 7-9 the round, 11-14 the first player:
// every announced absence, the rounds ahead too.
TEST(TrfExportText, Trf26WritesEveryAnnouncedAbsenceAsRecord240) {
  const std::string text = exported(section(withdrawalAndByeAhead()), TrfFormat::Trf26);
  const std::string halfText = lineStarting(text, "240 H");
  const TrfLine half(halfText);
  EXPECT_EQ(half.columns(7, 9), "  3");
  EXPECT_EQ(half.columns(11, 14), "   1");
  for (const std::string round : {"  2", "  3", "  4", "  5"}) {
    const std::string zeroText = lineStarting(text, "240 Z " + round);
    const TrfLine zero(zeroText);
    EXPECT_EQ(zero.columns(11, 14), "   4") << "round " << round << ": " << text;
  }
  // Read back (our `### withdrawals` line), it is the withdrawal again, not
  // four requested byes.
  const auto imported = reimported(text);
  const auto& d = imported.action.players.at(3);
  EXPECT_EQ(d.withdrawnFromRound, 2);
  EXPECT_TRUE(d.requestedByes.empty());
}

// FIDE's code table for record 192 (TournamentTypeCodeTable192-TRF26):
// FIDE_DUTCH_2025 is the edition in force, FIDE_DUTCH_2017 the one before;
// "_BAKU" adds C.04.7. FIDE_DUTCH_2026 (not in the table) is still read.
TEST(TrfExportText, Record192IsSpelledAsFidesCodeTable) {
  Section s = section(fourPlayers());
  EXPECT_EQ(lineStarting(exported(s, TrfFormat::Trf26), "192"), "192 FIDE_DUTCH_2025");
  s.settings.edition = DutchEdition::Rules2017;
  EXPECT_EQ(lineStarting(exported(s, TrfFormat::Trf26), "192"), "192 FIDE_DUTCH_2017");
  const auto old = interchange::readTournamentType("FIDE_DUTCH_2026_BAKU");
  EXPECT_EQ(old.support, interchange::TournamentTypeSupport::Supported);
  EXPECT_TRUE(old.baku);
  EXPECT_EQ(old.edition, DutchEdition::Rules2026);
  EXPECT_EQ(interchange::readTournamentType("FIDE_DUTCH_2025").edition, DutchEdition::Rules2026);
}

// TRF-2026 152 "mandatory ... for ITDX before the first round is paired":
// with no colour drawn the pairing gives White (C.04.3 5.2.5), so the
// file says W (TRF16: XXC white1).
TEST(TrfExportText, TheInitialColourIsWrittenBeforeRoundOne) {
  const Event event = unpaired(3);
  EXPECT_EQ(lineStarting(exported(section(event), TrfFormat::Trf26), "152"), "152 W");
  EXPECT_EQ(lineStarting(exported(section(event), TrfFormat::Trf16), "XXC"), "XXC white1");
}

// 3/1/0 scoring. TRF-2026 162: the symbol at 6, its points at 7-10, then
// every 9 columns (15/16-19, 24/25-28, ...): W 3, D 1, L 0, A 0, P 3 and X
// (an unknown result, "same as D") 1 at 51/52-55. TRF16: XXS, and the BB
// records bbpPairings reads instead ("BBW pp.p": the value in 5-8).
TEST(TrfExportText, ScoringOtherThanOneHalfZeroIsWrittenForEveryReader) {
  Section s = section(fourPlayers());
  s.settings.scoring = ScoringSystem{
      .win = 6, .draw = 2, .forfeitWin = 6, .pairingBye = 6, .halfPointBye = 2, .fullPointBye = 6};
  const std::string recordText = lineStarting(exported(s, TrfFormat::Trf26), "162");
  const TrfLine record(recordText);
  const std::pair<char, std::string_view> expected[] = {
      {'W', " 3.0"}, {'D', " 1.0"}, {'L', " 0.0"}, {'A', " 0.0"}, {'P', " 3.0"}, {'X', " 1.0"}};
  int column = 6;
  for (const auto& [symbol, points] : expected) {
    EXPECT_EQ(record.columns(column, column), std::string(1, symbol)) << record.text();
    EXPECT_EQ(record.columns(column + 1, column + 4), points) << symbol;
    column += 9;
  }
  const std::string trf16 = exported(s, TrfFormat::Trf16);
  EXPECT_NE(lineStarting(trf16, "XXS "), "");
  EXPECT_EQ(lineStarting(trf16, "BBW"), "BBW  3.0");
  EXPECT_EQ(lineStarting(trf16, "BBD"), "BBD  1.0");
  EXPECT_EQ(lineStarting(trf16, "BBL"), "BBL  0.0");
  EXPECT_EQ(lineStarting(trf16, "BBZ"), "BBZ  0.0");
  EXPECT_EQ(lineStarting(trf16, "BBF"), "BBF  0.0");
  EXPECT_EQ(lineStarting(trf16, "BBU"), "") << "a pairing-allocated bye is a win's";
  // Both read back as the same scoring.
  EXPECT_EQ(reimported(trf16).action.settings.scoring, s.settings.scoring);
  EXPECT_EQ(reimported(exported(s, TrfFormat::Trf26)).action.settings.scoring, s.settings.scoring);
}

// TRF-2026 202 "FIDE Tie-Breaks used to break ties - comma-separated list"
// and 212 "like 202 plus PTS code", from column 5: the section's list, or
// the C.07 defaults of its system when it names none (a Swiss: BH/C1, BH,
// SB, DE, WIN). Import keeps "none named" as none.
TEST(TrfExportText, Trf26WritesTheTieBreaksAs202And212) {
  Section s = section(fourPlayers());
  std::string text = exported(s, TrfFormat::Trf26);
  EXPECT_EQ(lineStarting(text, "202"), "202 BH/C1,BH,SB,DE,WIN");
  EXPECT_EQ(lineStarting(text, "212"), "212 PTS,BH/C1,BH,SB,DE,WIN");
  EXPECT_TRUE(reimported(text).action.settings.tieBreaks.empty());
  s.settings.tieBreaks = {"SB", "PS"};
  text = exported(s, TrfFormat::Trf26);
  EXPECT_EQ(lineStarting(text, "202"), "202 SB,PS");
  EXPECT_EQ(lineStarting(text, "212"), "212 PTS,SB,PS");
  EXPECT_EQ(lineStarting(exported(s, TrfFormat::Trf16), "202"), "") << "TRF16 has no 202";
}

TEST(TrfExportText, ImportTakesTheTieBreaksFrom202) {
  const auto imported =
      reimported("012 Club\n142 3\n202 ARO,SB\n001    1      Anna\n001    2      Bert\n");
  EXPECT_EQ(imported.action.settings.tieBreaks, (std::vector<std::string>{"ARO", "SB"}));
  for (const auto& adjustment : imported.adjustments)
    EXPECT_NE(adjustment.code, interchange::ImportAdjustmentCode::RecordNotKept) << adjustment.text;
}

// TRF has no board numbers: our "### boards" line keeps them. Round 1
// stored with 4-2 on board 1 and 1-3 on board 2 comes back so.
TEST(TrfExportText, BoardNumbersComeBackFromBothLayouts) {
  const Event event = accepted(unpaired(3), SetPairing{"S", 1, {{4, 2}, {1, 3}}, 0, ""});
  for (const auto format : {TrfFormat::Trf16, TrfFormat::Trf26}) {
    const std::string text = exported(section(event), format);
    EXPECT_EQ(lineStarting(text, std::string(interchange::comments::Boards)),
              "### boards, round 1: 1:4-2 2:1-3");
    const auto imported = reimported(text);
    const auto& boards = imported.action.rounds.at(0).boards;
    ASSERT_EQ(boards.size(), 2u);
    EXPECT_EQ(boards[0].number, 1);
    EXPECT_EQ(boards[0].white, 4);  // pairing numbers in an import
    EXPECT_EQ(boards[0].black, 2);
    EXPECT_EQ(boards[1].number, 2);
    EXPECT_EQ(boards[1].white, 1);
  }
}

// An adjourned game: TRF-2026 writes X (162's unknown result); TRF16 has
// no code and writes the result blank, so the "### warning: adjourned game"
// line names its board. Both read back as adjourned (C.04.2 3.1: a draw
// for pairing), not as a game without a result.
TEST(TrfExportText, AnAdjournedGameComesBackAdjournedFromBothLayouts) {
  Event event = fourPlayers(RulesProfile::Classic);
  event = accepted(event, EnterResult{"S", 1, 1, GameResult::Adjourned});
  event = accepted(event, EnterResult{"S", 1, 2, GameResult::Draw});
  for (const auto format : {TrfFormat::Trf16, TrfFormat::Trf26}) {
    const std::string text = exported(section(event), format);
    const std::string aText = lineStarting(text, "001    1");
    const TrfLine a(aText);
    EXPECT_EQ(a.columns(92, 97), "   3 w") << text;
    if (format == TrfFormat::Trf26)
      EXPECT_EQ(a.columns(99, 99), "X") << text;
    else
      EXPECT_TRUE(a.blank(99, 99)) << text;
    const auto doc = interchange::readTrf(text);
    ASSERT_TRUE(doc.has_value());
    EXPECT_EQ(doc->state.players[0].rounds[0].result, RoundResult::Adjourned);
    EXPECT_EQ(doc->state.players[2].rounds[0].result, RoundResult::Adjourned);
    const auto imported = reimported(text);
    const auto& boards = imported.action.rounds.at(0).boards;
    ASSERT_EQ(boards.size(), 2u);
    EXPECT_EQ(boards[0].result, GameResult::Adjourned);
    EXPECT_EQ(boards[1].result, GameResult::Draw);
  }
}

// C.04.7 by its default scheme, 4 players and 5 rounds: Group A is the
// first 2*ceil(4/4) = 2 players; ceil(5/2) = 3 rounds are accelerated,
// the first ceil(3/2) = 2 with one point, round 3 with half a point. The
// points are written out (TRF16 XXA; TRF-2026 250: points at 10-13, rounds
// at 15-17 and 19-21, players at 23-26 and 28-31) beside 192 "_BAKU", and
// read back as the section's Baku acceleration with nothing dropped.
TEST(TrfExportText, BakuVirtualPointsAreWrittenOut) {
  const Event event = unpaired(5, Acceleration::Baku);
  const std::string trf16 = exported(section(event), TrfFormat::Trf16);
  EXPECT_EQ(lineStarting(trf16, "XXA    1"), "XXA    1  1.0  1.0  0.5");
  EXPECT_EQ(lineStarting(trf16, "XXA    2"), "XXA    2  1.0  1.0  0.5");
  EXPECT_EQ(lineStarting(trf16, "XXA    3"), "");
  EXPECT_EQ(lineStarting(trf16, "192"), "192 FIDE_DUTCH_2025_BAKU");
  const std::string trf26 = exported(section(event), TrfFormat::Trf26);
  const std::string fullText = lineStarting(trf26, "250       1.0");
  const TrfLine full(fullText);
  EXPECT_EQ(full.columns(15, 17), "  1");
  EXPECT_EQ(full.columns(19, 21), "  2");
  EXPECT_EQ(full.columns(23, 26), "   1");
  EXPECT_EQ(full.columns(28, 31), "   2");
  const std::string halfText = lineStarting(trf26, "250       0.5");
  const TrfLine half(halfText);
  EXPECT_EQ(half.columns(15, 21), "  3   3");
  for (const auto& text : {trf16, trf26}) {
    const auto imported = reimported(text);
    EXPECT_EQ(imported.action.settings.acceleration, Acceleration::Baku);
    for (const auto& adjustment : imported.adjustments)
      EXPECT_NE(adjustment.code, interchange::ImportAdjustmentCode::AccelerationNotKept);
  }
}

// C.05: numbers drawn by lot have no record; a `###` line says so, and the
// import keeps the fact (AddSection::numbersByLot), in both layouts.
TEST(TrfExportText, NumbersDrawnByLotAreSaidAndKept) {
  Section s = section(fourPlayers());
  s.settings.pairing = PairingSystem::RoundRobin;
  s.numbersByLot = true;
  for (const auto format : {TrfFormat::Trf16, TrfFormat::Trf26}) {
    const std::string text = exported(s, format);
    EXPECT_EQ(lineStarting(text, "### numbers"), interchange::comments::NumbersByLot);
    const auto back = reimported(text);
    EXPECT_TRUE(back.action.numbersByLot) << text;
    for (const auto& adjustment : back.adjustments)
      EXPECT_NE(adjustment.text, interchange::comments::NumbersByLot);
  }
}

// C.04.2 2.4 / 3.2: no TRF record holds the round a late entry enters or a
// withdrawal takes effect; `###` lines do, and the import gives them back
// instead of zero-point byes for the rounds missed. Here D (4) withdraws
// from round 2 after round 1; E (5) registers after round 1 and enters in
// round 2; round 2 is paired A-B, C-E (D absent).
TEST(TrfExportText, LateEntriesAndWithdrawalsAreSaidAndKept) {
  Event event = withdrawalAndByeAhead();
  event = accepted(event, AddPlayers{"S", {player("E", 2000)}});
  event = accepted(event, SetPairing{"S", 2, {{1, 2}, {3, 5}}, 0, ""});
  const Section s = section(event);
  for (const auto format : {TrfFormat::Trf16, TrfFormat::Trf26}) {
    const std::string text = exported(s, format);
    EXPECT_EQ(lineStarting(text, "### late entries: "), "### late entries: 5 from round 2");
    EXPECT_EQ(lineStarting(text, "### withdrawals: "), "### withdrawals: 4 from round 2");
    const auto back = reimported(text);
    ASSERT_EQ(back.action.players.size(), 5u) << text;
    EXPECT_EQ(back.action.players[4].entryRound, 2);
    EXPECT_EQ(back.action.players[3].withdrawnFromRound, 2);
    ASSERT_EQ(back.action.rounds.size(), 2u);
    // Round 1: E was not registered; round 2: D is withdrawn - no byes.
    EXPECT_TRUE(back.action.rounds[0].byes.empty()) << text;
    EXPECT_TRUE(back.action.rounds[1].byes.empty()) << text;
    // Round 3: D's withdrawal, not a requested bye; A's half-point bye stays.
    EXPECT_TRUE(back.action.players[3].requestedByes.empty()) << text;
    ASSERT_EQ(back.action.players[0].requestedByes.size(), 1u) << text;
    EXPECT_EQ(back.action.players[0].requestedByes[0].kind, ByeKind::HalfPoint);
  }
}

}  // namespace
