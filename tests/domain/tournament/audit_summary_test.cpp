// SPDX-License-Identifier: MIT
// The audit log's summaries say what was stored (issue 15 item 18): a
// section edit names every setting that changed, a late arrival given by
// its time names the lateness stored.
#include "tests/domain/tournament/event_builder.h"

namespace {

using namespace testing_event;

TEST(AuditSummary, SectionEditNamesEveryChangedSetting) {
  const Event event = fourPlayers();
  SectionSettings changed = section(event).settings;
  changed.defaultTimeMinutes = 15;
  changed.place = "Graz";
  EXPECT_EQ(describeAction(EditSection{"S", changed}, event),
            "section edit section=\"S\" default-time=15 place=\"Graz\"");
  changed.tieBreaks = {"BH/C1", "BH"};
  changed.rounds = 7;
  EXPECT_EQ(describeAction(EditSection{"S", changed}, event),
            "section edit section=\"S\" rounds=7 default-time=15 tie-breaks=\"BH/C1,BH\" "
            "place=\"Graz\"");
}

// Round 1 started 14:00; White of board 1 arrives 14:12:30: 750 s late.
TEST(AuditSummary, LateArrivalByTimeNamesTheLatenessStored) {
  const Event event = accepted(fourPlayers(), StartRound{"S", 1, "2026-05-01 14:00"});
  const RecordLateArrival late{"S", 1, 1, LateSide::White, 0, false, "14:12:30"};
  EXPECT_EQ(describeAction(late, event),
            "late section=\"S\" round=1 board=1 player=white seconds=750 arrived=\"14:12:30\"");
}

}  // namespace
