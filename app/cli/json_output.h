// SPDX-License-Identifier: MIT
#pragma once

#include <Poco/Dynamic/Var.h>

#include <ostream>

namespace cli {

// Writes `value` as JSON (indented by `indent`, 0 = compact) with every
// string valid UTF-8 (text::validUtf8: input files may hold Latin-1 bytes in a
// PGN tag or a TRF name; JSON must be UTF-8, RFC 8259 8.1).
void writeJson(std::ostream& out, const Poco::Dynamic::Var& value, unsigned indent = 0);

}  // namespace cli
