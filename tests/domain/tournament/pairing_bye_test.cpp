// SPDX-License-Identifier: MIT
#include "domain/tournament/pairing_bye.h"

#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

// C.04.1 art. 3: a Swiss gives the odd player the pairing-allocated bye;
// C.05 Annex 1: in a round robin the player who meets the dummy rests and
// scores nothing.
TEST(PairingBye, TheSystemDecidesTheKindOfTheByeThePairingGives) {
  EXPECT_EQ(pairingByeKind(PairingSystem::DutchSwiss), ByeKind::PairingAllocated);
  EXPECT_EQ(pairingByeKind(PairingSystem::DubovSwiss), ByeKind::PairingAllocated);
  EXPECT_EQ(pairingByeKind(PairingSystem::BursteinSwiss), ByeKind::PairingAllocated);
  EXPECT_EQ(pairingByeKind(PairingSystem::RoundRobin), ByeKind::ZeroPoint);
}

// However the round is stored (here a pairing set by hand, as `round set`
// does), a round robin's rest seat is a zero-point bye.
TEST(PairingBye, AStoredRoundRobinRoundGivesTheRestingPlayerAZeroPointBye) {
  Event event = accepted(Event{}, CreateEvent{"E"});
  SectionSettings settings;
  settings.name = "RR";
  settings.rounds = 3;
  settings.pairing = PairingSystem::RoundRobin;
  event = accepted(event, AddSection{settings});
  event =
      accepted(event, AddPlayers{"RR", {player("A", 2400), player("B", 2300), player("C", 2200)}});
  // Berger table for 3 players (a dummy 4): round 1 is 1-4, 2-3.
  event = accepted(event, SetPairing{"RR", 1, {{2, 3}}, 1, ""});
  const Round& round = *section(event).round(1);
  ASSERT_EQ(round.byes.size(), 1u);
  EXPECT_EQ(round.byes[0].kind, ByeKind::ZeroPoint);
  // Scored as nothing: A has 0 points after round 1.
  const auto state = toTournamentState(section(event));
  EXPECT_EQ(state.scoreAfter(*state.player(1), 1), 0);
}
