// SPDX-License-Identifier: MIT
#pragma once

#include <Poco/Dynamic/Var.h>

#include <ostream>
#include <string>
#include <string_view>

namespace cli {

// `text` as valid UTF-8: every byte that is not part of a valid sequence
// becomes U+FFFD (the replacement character). Input files may hold Latin-1
// bytes in a PGN tag or a TRF name; JSON must be UTF-8 (RFC 8259 8.1).
std::string validUtf8(std::string_view text);

// Writes `value` as JSON (indented by `indent`, 0 = compact) with every
// string valid UTF-8 (validUtf8; the JSON syntax itself is ASCII).
void writeJson(std::ostream& out, const Poco::Dynamic::Var& value, unsigned indent = 0);

}  // namespace cli
