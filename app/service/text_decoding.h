// SPDX-License-Identifier: MIT
#pragma once

// A text file as an organizer brings it, made UTF-8: spreadsheets on a
// Chinese Windows save CSV in the ANSI code page (GBK, whose superset is
// GB18030), "Unicode text" is UTF-16 with a byte order mark, everything
// else here is UTF-8.

#include <cstdint>
#include <expected>
#include <string>
#include <string_view>

namespace service {

enum class TextEncoding : std::uint8_t { Utf8, Utf16LittleEndian, Utf16BigEndian, Gb18030 };

struct DecodedText {
  std::string utf8;
  TextEncoding encoding = TextEncoding::Utf8;
};

// `bytes` as UTF-8: a UTF-16 byte order mark (FF FE, FE FF) decodes UTF-16;
// valid UTF-8 stays as it is (a UTF-8 BOM too); anything else is decoded as
// GB18030 when every byte of it is. Otherwise the byte offset of the first
// byte that is not UTF-8 (for the reader's line and column).
std::expected<DecodedText, std::size_t> decodeText(std::string_view bytes);

}  // namespace service
