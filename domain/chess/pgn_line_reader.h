// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <memory>
#include <string_view>

namespace chess {

// Reads a byte stream line by line in bounded memory (one chunk buffer).
// A leading UTF-8 byte-order mark is skipped; the line end (LF, with an
// optional CR before it) is not part of the line. Bytes are passed on as
// they are (PGN files are UTF-8, some hold stray Latin-1 bytes).
class PgnLineReader {
public:
  // The longest line kept; the rest of a longer line is dropped and
  // lastLineTruncated() says so. Bounds the memory of one reader.
  static constexpr std::size_t MaxLineBytes = 1 << 20;

  explicit PgnLineReader(std::istream& in);

  // The next line, valid until the following call; false at the end.
  bool next(std::string_view& line);
  // 1-based number of the line last returned (0 before the first).
  std::uint32_t lineNumber() const { return m_lineNumber; }
  bool lastLineTruncated() const { return m_truncated; }
  // Bytes consumed so far (for progress indication).
  std::uint64_t bytesRead() const { return m_bytesRead; }

private:
  bool fill();
  void grow(std::size_t bytes);

  std::istream& m_in;
  // Not zero-filled: only the bytes read are ever looked at.
  std::unique_ptr<char[]> m_buffer;
  std::size_t m_capacity = 0;
  std::size_t m_begin = 0;
  std::size_t m_end = 0;
  std::uint32_t m_lineNumber = 0;
  std::uint64_t m_bytesRead = 0;
  bool m_eof = false;
  bool m_truncated = false;
};

}  // namespace chess
