// SPDX-License-Identifier: MIT
#pragma once

// The four-player event several CLI tests count by hand.

#include "tests/cli/event_cli_fixture.h"

#include <string>
#include <vector>

namespace event_cli {

// Event "Club" in dir/event.arbiter, section "Open" (3 rounds, Dutch, plus
// `sectionOptions` for `section add`) with Anna 2400, Bert 2300, Carl 2200
// and Dora 2100: pairing numbers 1..4 by rating (C.04.2 art. 2).
inline std::string fourPlayerEvent(const std::string& dir,
                                   const std::vector<std::string>& sectionOptions = {}) {
  const std::string file = dir + "/event.arbiter";
  EXPECT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  std::vector<std::string> add = {"section", "add", file, "--name", "Open", "--rounds", "3"};
  add.insert(add.end(), sectionOptions.begin(), sectionOptions.end());
  EXPECT_EQ(runArbiter(add).exitCode, 0);
  writeFile(dir + "/players.csv", "name,rating\nDora,2100\nBert,2300\nAnna,2400\nCarl,2200\n");
  EXPECT_EQ(
      runArbiter({"player", "import", file, "--section", "Open", dir + "/players.csv"}).exitCode,
      0);
  return file;
}

}  // namespace event_cli
