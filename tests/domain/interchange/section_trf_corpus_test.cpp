// SPDX-License-Identifier: MIT
// Every case of the Dutch pairing corpus imported into an event's section,
// exported again, and paired from the section. The expected export is the
// corpus file itself with what an event file does not store written the way
// the event holds it (ranks blank on both sides, ours are checked against the points;
// section_trf.h); the expected pairing is the reference engine's .pairs file.
#include "domain/interchange/pair_list.h"
#include "domain/interchange/section_trf.h"
#include "domain/interchange/trf_reader.h"
#include "domain/interchange/trf_writer.h"
#include "domain/pairing/dutch_pairer.h"
#include "domain/tournament/section_pairing_state.h"

#include "tests/domain/interchange/corpus_file.h"
#include "tests/domain/interchange/event_trf_text.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

namespace interchange {
namespace {

namespace fs = std::filesystem;

const fs::path Dutch = fs::path(ARBITER_CORPUS_DIR) / "pairing" / "dutch";

tournament::Section importedSection(const TrfDocument& doc) {
  const auto imported = sectionFromTrf(doc, "");
  EXPECT_TRUE(imported.has_value());
  tournament::Event event;
  event.name = "Corpus";
  const auto outcome = tournament::applyAction(event, imported->action);
  EXPECT_TRUE(outcome.has_value());
  return outcome->event.sections.front();
}

// What the Dutch engine reads (C.04.2/C.04.3 inputs) is the same in both
// states: planned rounds, initial colour, scoring, every player's number
// and round entries (W/D/L kept as unrated games), absences.
void expectSamePairingInput(const tournament::TournamentState& fromEvent,
                            const tournament::TournamentState& fromFile) {
  EXPECT_EQ(fromEvent.totalRounds, fromFile.totalRounds);
  EXPECT_EQ(fromEvent.firstColor, fromFile.firstColor);
  EXPECT_EQ(fromEvent.scoring, fromFile.scoring);
  ASSERT_EQ(fromEvent.players.size(), fromFile.players.size());
  for (std::size_t i = 0; i < fromFile.players.size(); ++i) {
    const auto& a = fromEvent.players[i];
    const auto& b = fromFile.players[i];
    EXPECT_EQ(a.startNumber, b.startNumber);
    ASSERT_EQ(a.rounds.size(), b.rounds.size()) << a.startNumber;
    for (std::size_t r = 0; r < b.rounds.size(); ++r) {
      EXPECT_EQ(a.rounds[r].opponent, b.rounds[r].opponent) << a.startNumber << " round " << r + 1;
      EXPECT_EQ(a.rounds[r].color, b.rounds[r].color) << a.startNumber << " round " << r + 1;
      EXPECT_EQ(a.rounds[r].result, b.rounds[r].result) << a.startNumber << " round " << r + 1;
    }
    for (int round = 1; round <= fromFile.totalRounds; ++round)
      EXPECT_EQ(fromEvent.plannedBye(b.startNumber, round),
                fromFile.plannedBye(b.startNumber, round));
  }
}

// The ranks written (columns 86-89) are 1..N and follow the points: more
// points, a better rank (C.07 3: points first); equal points may differ
// only by tie-breaks. Every player is ranked once a round is complete.
void expectRanksFollowPoints(const tournament::TournamentState& state) {
  const int rounds = state.roundsRecorded();
  if (rounds == 0) return;
  const int n = static_cast<int>(state.players.size());
  for (const auto& a : state.players) {
    EXPECT_GE(a.recordedRank, 1) << a.startNumber;
    EXPECT_LE(a.recordedRank, n) << a.startNumber;
    for (const auto& b : state.players) {
      if (state.scoreAfter(a, rounds) > state.scoreAfter(b, rounds)) {
        EXPECT_LT(a.recordedRank, b.recordedRank) << a.startNumber << " v " << b.startNumber;
      }
    }
  }
}

std::string pairListOf(const tournament::TournamentState& state) {
  const auto pairing = pairing::pairDutch(state);
  EXPECT_TRUE(pairing.has_value());
  if (!pairing) return {};
  PairList list;
  for (const auto& board : pairing->boards) list.boards.push_back({board.white, board.black});
  list.bye = pairing->bye;
  return writePairList(list);
}

// All 150 cases: the export and the pairing input. The engine itself is run
// from the section on every tenth case (running it on all 150 is the Dutch
// corpus test's job; equal inputs give equal pairings).
TEST(SectionTrfCorpusSlow, EveryDutchCaseImportsExportsAndPairsAsTheReference) {
  int cases = 0;
  int paired = 0;
  for (const auto& entry : fs::directory_iterator(Dutch)) {
    if (entry.path().extension() != ".trf") continue;
    const std::string name = entry.path().stem().string();
    SCOPED_TRACE(name);
    const std::string text = test::slurp(entry.path());
    const auto doc = readTrf(text);
    ASSERT_TRUE(doc.has_value());
    const tournament::Section section = importedSection(*doc);

    const TrfDocument exported = sectionToTrf(section);
    EXPECT_EQ(test::asTheEventHoldsIt(writeTrf(exported, TrfFormat::Trf16)),
              test::asTheEventHoldsIt(text));
    expectRanksFollowPoints(exported.state);
    // The file's XXC is stored, and it is the colour round 1 shows (C.04.3 5.2.5).
    EXPECT_EQ(section.settings.initialColour, doc->state.firstColor);
    if (!section.rounds.empty()) {
      EXPECT_EQ(tournament::initialColourOf(section), doc->state.firstColor);
    }
    const auto state = tournament::pairingStateOf(section);
    expectSamePairingInput(state, doc->state);
    if (std::stoi(name) % 10 == 0) {
      EXPECT_EQ(pairListOf(state), test::slurp(Dutch / (name + ".pairs")));
      ++paired;
    }
    ++cases;
  }
  EXPECT_EQ(cases, 150);
  EXPECT_EQ(paired, 15);
}

}  // namespace
}  // namespace interchange
