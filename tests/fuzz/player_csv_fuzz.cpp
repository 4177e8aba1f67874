// SPDX-License-Identifier: MIT
// The player CSV on any bytes: a refusal names a 1-based line and column;
// every player read passes the registration validator.
#include "domain/tournament/player_csv.h"
#include "domain/tournament/player_validation.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto players = tournament::readPlayerCsv(text);
  if (!players) {
    if (players.error().line < 1 || players.error().column < 1) std::abort();
    return 0;
  }
  for (const auto& player : *players)
    if (tournament::validatePlayer(player)) std::abort();
  return 0;
}
