// SPDX-License-Identifier: MIT
// Helpers shared by the rules-core tests.
#pragma once

#include "domain/chess/fen.h"

#include <gtest/gtest.h>

#include <string_view>

namespace chess::testing {

// The position of a FEN the test knows to be valid; a failure is reported
// and the start position returned so the test goes on.
inline Position fen(std::string_view text) {
  auto pos = parseFen(text);
  EXPECT_TRUE(pos.has_value()) << text;
  return pos.value_or(Position::startPosition());
}

}  // namespace chess::testing
