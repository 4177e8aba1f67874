// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"

#include <gtest/gtest.h>

#include <string>

namespace testing_event {

using namespace tournament;

// Applies an action that must be accepted and returns the new event.
inline Event accepted(const Event& event, const Action& action) {
  auto outcome = applyAction(event, action);
  EXPECT_TRUE(outcome.has_value()) << describeAction(action) << " refused: code "
                                   << (outcome ? 0 : static_cast<int>(outcome.error().code));
  return outcome ? outcome->event : event;
}

// The refusal code of an action that must be refused.
inline ActionErrorCode refused(const Event& event, const Action& action) {
  auto outcome = applyAction(event, action);
  EXPECT_FALSE(outcome.has_value()) << describeAction(action) << " was accepted";
  return outcome ? ActionErrorCode::EventExists : outcome.error().code;
}

inline Player player(const std::string& name, int rating, const std::string& title = "") {
  Player p;
  p.name = name;
  p.ratings.standard = rating;
  p.ratings.rapid = rating;
  p.title = title;
  return p;
}

// Event "E", section "S" (`rounds` rounds, the given profile and rate,
// time control 40/90+30,30+30 for standard) with four players numbered
// 1..4 by rating (A 2400, B 2300, C 2200, D 2100) and round 1 paired
// 1-3 (board 1), 4-2 (board 2).
inline Event fourPlayers(RulesProfile rules = RulesProfile::Fide2023,
                         RateOfPlay rate = RateOfPlay::Standard, int rounds = 5) {
  Event event = accepted(Event{}, CreateEvent{"E"});
  SectionSettings settings;
  settings.name = "S";
  settings.rounds = rounds;
  settings.rules = rules;
  settings.rate = rate;
  settings.timeControl =
      *parseTimeControl(rate == RateOfPlay::Standard ? "40/90+30,30+30" : "15+10");
  event = accepted(event, AddSection{settings});
  event = accepted(event, AddPlayers{"S",
                                     {player("A", 2400), player("B", 2300), player("C", 2200),
                                      player("D", 2100)}});
  return accepted(event, SetPairing{"S", 1, {{1, 3}, {4, 2}}, 0, ""});
}

// The envelope of board 1 of round 1 (A white v C black) adjourned at move
// 41: White (K g2, P f2) to move against Black (K f7), White sealing
// "Kf2" (onto his own pawn: illegal), 2:00:00 and 1:56:40 used.
inline Envelope whiteSealsKf2() {
  Envelope label;
  label.round = 1;
  label.board = 1;
  label.sealer = Color::White;
  label.moveNumber = 41;
  label.sealedMove = "Kf2";
  label.fenBefore = "8/5k2/8/8/8/8/5PK1/8 w - - 0 41";
  label.whiteUsedSeconds = 7200;
  label.blackUsedSeconds = 7000;
  return label;
}

inline const Section& section(const Event& event) { return event.sections.at(0); }
inline GameResult resultOf(const Event& event, int round, int board) {
  return section(event).round(round)->board(board)->result;
}

}  // namespace testing_event
