// SPDX-License-Identifier: MIT
// `arbiter section draw-lots`: a round robin's numbers drawn by lot before
// round 1 (C.05) through the real binary - audited, repeatable with a
// seed, refused for a Swiss and once round 1 is paired.
#include "tests/cli/four_player_event.h"

#include <algorithm>
#include <regex>

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The names in the order of the printed draw ("   1  Carl (was 3)").
std::vector<std::string> drawnNames(const std::string& out) {
  std::vector<std::string> names;
  const std::regex line(R"(\n +(\d+)  (\w+) \(was (\d)\))");
  for (auto it = std::sregex_iterator(out.begin(), out.end(), line); it != std::sregex_iterator();
       ++it)
    names.push_back((*it)[2]);
  return names;
}

}  // namespace

// fourPlayerEvent as a round robin (3 rounds: one cycle of 4 players, C.05
// Annex 1): Anna 1, Bert 2, Carl 3, Dora 4 by rating before the draw. The
// draw names each player once; the start list then numbers them as drawn,
// and the same seed on a second file draws the same order.
TEST(EventDrawLots, TheDrawIsStoredAuditedAndRepeatsWithItsSeed) {
  const std::string dir = freshDir("draw-lots");
  const std::string file = fourPlayerEvent(dir, {"--pairing", "round-robin"});
  const auto draw =
      runArbiter({"section", "draw-lots", file, "--section", "Open", "--seed", "2026"});
  ASSERT_EQ(draw.exitCode, 0) << draw.err;
  EXPECT_TRUE(contains(draw.out, "numbers drawn by lot (seed 2026):")) << draw.out;
  auto names = drawnNames(draw.out);
  ASSERT_EQ(names.size(), 4u) << draw.out;
  auto sorted = names;
  std::ranges::sort(sorted);
  EXPECT_EQ(sorted, (std::vector<std::string>{"Anna", "Bert", "Carl", "Dora"}));
  const auto list = runArbiter({"player", "list", file, "--section", "Open"});
  for (std::size_t k = 0; k < names.size(); ++k)
    EXPECT_TRUE(std::regex_search(
        list.out, std::regex("\\b" + std::to_string(k + 1) + " +" + names[k] + "\\b")))
        << names[k] << " should be number " << k + 1 << ":\n"
        << list.out;
  EXPECT_TRUE(contains(runArbiter({"log", file}).out, "section draw-lots section=\"Open\" order="));

  const std::string again =
      fourPlayerEvent(freshDir("draw-lots-again"), {"--pairing", "round-robin"});
  const auto repeat =
      runArbiter({"section", "draw-lots", again, "--section", "Open", "--seed", "2026"});
  ASSERT_EQ(repeat.exitCode, 0) << repeat.err;
  EXPECT_EQ(drawnNames(repeat.out), names);
}

// A Swiss numbers by the initial ranking (C.04.2 art. 2); once round 1 of
// the round robin is paired the tables hold the numbers. The file is left
// byte for byte as it was.
TEST(EventDrawLots, RefusedForASwissAndOnceRoundOneIsPaired) {
  const std::string dir = freshDir("draw-lots-refused");
  const std::string swiss = fourPlayerEvent(dir);
  const std::string before = readAll(swiss);
  const auto refused = runArbiter({"section", "draw-lots", swiss, "--section", "Open"});
  EXPECT_NE(refused.exitCode, 0);
  EXPECT_TRUE(contains(refused.err, "numbers are drawn by lot in a round robin (C.05)"))
      << refused.err;
  EXPECT_EQ(readAll(swiss), before);

  const std::string robin =
      fourPlayerEvent(freshDir("draw-lots-paired"), {"--pairing", "round-robin"});
  ASSERT_EQ(runArbiter({"pair", robin, "--section", "Open"}).exitCode, 0);
  const std::string paired = readAll(robin);
  const auto late = runArbiter({"section", "draw-lots", robin, "--section", "Open"});
  EXPECT_NE(late.exitCode, 0);
  EXPECT_TRUE(contains(late.err, "round 1 is already paired")) << late.err;
  EXPECT_EQ(readAll(robin), paired);
}

namespace {

// The pairing number `player list` shows for `name` ("   3  Carl ..."), 0 if none.
int listedNumber(const std::string& list, const std::string& name) {
  std::smatch match;
  if (!std::regex_search(list, match, std::regex("\\b(\\d+) +" + name + "\\b"))) return 0;
  return std::stoi(match[1]);
}

}  // namespace

// C.05: the lot is kept as a fact of the section. After the draw, Eve
// (2500, who would be number 1 by rating, C.04.2 art. 2) registers: she is
// number 5 and the command warns that the lot may be drawn again; raising
// Dora to 2450 renumbers nobody; removing number 1 moves 2..5 down by one.
// `event show` says the numbers are by lot; undoing every step back to the
// draw and the draw itself numbers by rating again.
TEST(EventDrawLots, TheDrawnNumbersStayThroughPlayerAddEditAndRemove) {
  const std::string file =
      fourPlayerEvent(freshDir("draw-lots-kept"), {"--pairing", "round-robin"});
  const auto draw =
      runArbiter({"section", "draw-lots", file, "--section", "Open", "--seed", "2026"});
  ASSERT_EQ(draw.exitCode, 0) << draw.err;
  auto names = drawnNames(draw.out);
  ASSERT_EQ(names.size(), 4u) << draw.out;
  EXPECT_TRUE(contains(runArbiter({"event", "show", file}).out,
                       "pairing: round-robin (C.05 Annex 1), numbers by lot\n"));

  const auto add =
      runArbiter({"player", "add", file, "--section", "Open", "--name", "Eve", "--rating", "2500"});
  ASSERT_EQ(add.exitCode, 0) << add.err;
  EXPECT_TRUE(contains(add.out + add.err,
                       "the numbers were drawn by lot (C.05): the new player takes number 5"))
      << add.out << add.err;
  names.push_back("Eve");
  const auto numbersAre = [&](const std::vector<std::string>& expected) {
    const auto list = runArbiter({"player", "list", file, "--section", "Open"});
    for (std::size_t k = 0; k < expected.size(); ++k)
      EXPECT_EQ(listedNumber(list.out, expected[k]), static_cast<int>(k) + 1)
          << expected[k] << ":\n"
          << list.out;
  };
  numbersAre(names);

  const int dora =
      static_cast<int>(std::ranges::find(names, std::string("Dora")) - names.begin()) + 1;
  const auto edit = runArbiter({"player", "edit", file, "--section", "Open", "--player",
                                std::to_string(dora), "--rating", "2450"});
  ASSERT_EQ(edit.exitCode, 0) << edit.err;
  EXPECT_FALSE(contains(edit.out + edit.err, "renumbered")) << edit.out << edit.err;
  numbersAre(names);

  const auto remove = runArbiter({"player", "remove", file, "--section", "Open", "--player", "1"});
  ASSERT_EQ(remove.exitCode, 0) << remove.err;
  EXPECT_TRUE(contains(remove.out + remove.err, "the numbers above 1 moved down by one"))
      << remove.out << remove.err;
  numbersAre({names.begin() + 1, names.end()});
  EXPECT_TRUE(contains(runArbiter({"event", "show", file}).out, "numbers by lot"));

  for (int k = 0; k < 4; ++k) ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0) << k;
  EXPECT_FALSE(contains(runArbiter({"event", "show", file}).out, "numbers by lot"));
  numbersAre({"Anna", "Bert", "Carl", "Dora"});
}

// C.05: the lot is a fact the TRF export writes (`### numbers drawn by
// lot`) and the import keeps: the imported section says so in `event
// show`, and a player registered afterwards takes the next number (5)
// with the lot's warning instead of being ranked to number 1 by his 2500.
TEST(EventDrawLots, TheLotSurvivesAnExportAndAnImport) {
  const std::string dir = freshDir("draw-lots-trf");
  const std::string file = fourPlayerEvent(dir, {"--pairing", "round-robin"});
  ASSERT_EQ(runArbiter({"section", "draw-lots", file, "--seed", "2026"}).exitCode, 0);
  const auto exported = runArbiter({"trf", "export", file, "--output", dir + "/lot.trf"});
  ASSERT_EQ(exported.exitCode, 0) << exported.err;
  ASSERT_TRUE(contains(readAll(dir + "/lot.trf"), "### numbers drawn by lot\n"));
  const std::string copy = dir + "/copy.arbiter";
  const auto imported = runArbiter({"trf", "import", dir + "/lot.trf", copy});
  ASSERT_EQ(imported.exitCode, 0) << imported.err;
  EXPECT_TRUE(contains(runArbiter({"event", "show", copy}).out,
                       "pairing: round-robin (C.05 Annex 1), numbers by lot"))
      << runArbiter({"event", "show", copy}).out;
  const auto late = runArbiter({"player", "add", copy, "--name", "Eve", "--rating", "2500"});
  EXPECT_EQ(late.exitCode, 0) << late.err;
  EXPECT_TRUE(contains(late.out, "as pairing number 5")) << late.out;
  EXPECT_TRUE(contains(late.err + late.out, "the numbers were drawn by lot (C.05)"))
      << late.err << late.out;
}

// A Swiss has no lot (C.04.2 art. 2): a hand-written TRF that claims one
// is imported with the line named as not kept.
TEST(EventDrawLots, ASwissTrfClaimingALotIsImportedWithoutIt) {
  const std::string dir = freshDir("draw-lots-swiss-trf");
  writeFile(dir + "/swiss.trf",
            "012 Club\nXXR 3\n### numbers drawn by lot\n"
            "001    1      Anna                              2400\n"
            "001    2      Bert                              2300\n");
  const auto imported = runArbiter({"trf", "import", dir + "/swiss.trf", dir + "/swiss.arbiter"});
  ASSERT_EQ(imported.exitCode, 0) << imported.err;
  EXPECT_TRUE(contains(imported.out + imported.err, "### numbers drawn by lot"))
      << imported.out << imported.err;
  EXPECT_FALSE(contains(runArbiter({"event", "show", dir + "/swiss.arbiter"}).out, "by lot"));
}
