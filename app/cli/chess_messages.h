// SPDX-License-Identifier: MIT
// English sentences for the rules core's error codes (the domain returns
// codes; the CLI words them).
#pragma once

#include "domain/chess/fen.h"
#include "domain/chess/san.h"

#include <string>

namespace cli {

// "castling right without its king or rook at column 47".
std::string describeFenError(const chess::FenError& error);
// "ambiguous move: pieces on a3, h3 can play it (column 1)".
std::string describeSanError(const chess::SanError& error);

}  // namespace cli
