// SPDX-License-Identifier: MIT
#include "domain/chess/pgn_line_reader.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace chess {

namespace {
constexpr std::size_t ChunkBytes = 1 << 16;
}  // namespace

// The buffer starts at one chunk and doubles only while the unread rest of
// a line fills more than half of it, up to MaxLineBytes + ChunkBytes: a small
// PGN (a claim, one game) costs one chunk, not the megabyte a maximal line
// needs.
constexpr std::size_t FullBufferBytes = PgnLineReader::MaxLineBytes + ChunkBytes;

PgnLineReader::PgnLineReader(std::istream& in) : m_in(in) { grow(ChunkBytes); }

// A buffer of `bytes` holding the bytes read so far ([0, m_end)).
void PgnLineReader::grow(std::size_t bytes) {
  auto bigger = std::make_unique_for_overwrite<char[]>(bytes);
  if (m_end > 0) std::memcpy(bigger.get(), m_buffer.get(), m_end);
  m_buffer = std::move(bigger);
  m_capacity = bytes;
}

// Moves the unread rest to the front and reads into the room behind it
// (growing the buffer when the rest fills more than half of it); false when
// nothing more can be read.
bool PgnLineReader::fill() {
  if (m_eof) return false;
  if (m_begin > 0) {
    std::memmove(m_buffer.get(), m_buffer.get() + m_begin, m_end - m_begin);
    m_end -= m_begin;
    m_begin = 0;
  }
  if (m_end > m_capacity / 2 && m_capacity < FullBufferBytes)
    grow(std::min(FullBufferBytes, 2 * m_capacity));
  const std::size_t room = m_capacity - m_end;
  if (room == 0) return false;
  m_in.read(m_buffer.get() + m_end, static_cast<std::streamsize>(std::min(room, ChunkBytes)));
  const auto got = static_cast<std::size_t>(m_in.gcount());
  if (got == 0) {
    m_eof = true;
    return false;
  }
  m_end += got;
  m_bytesRead += got;
  return true;
}

bool PgnLineReader::next(std::string_view& line) {
  m_truncated = false;
  std::size_t scanned = 0;  // bytes after m_begin known to hold no LF
  for (;;) {
    const char* start = m_buffer.get() + m_begin + scanned;
    const void* newline = std::memchr(start, '\n', m_end - m_begin - scanned);
    if (newline != nullptr) {
      const auto at = static_cast<std::size_t>(static_cast<const char*>(newline) - m_buffer.get());
      line = std::string_view(m_buffer.get() + m_begin, at - m_begin);
      m_begin = at + 1;
      if (line.size() > MaxLineBytes) {
        line = line.substr(0, MaxLineBytes);
        m_truncated = true;
      }
      break;
    }
    if (m_end - m_begin >= MaxLineBytes) {
      // Keep the first MaxLineBytes, drop everything up to the next LF.
      line = std::string_view(m_buffer.get() + m_begin, MaxLineBytes);
      m_truncated = true;
      std::vector<char> kept(line.begin(), line.end());
      if (m_capacity < FullBufferBytes)
        grow(FullBufferBytes);  // room for the rest and the kept prefix
      m_begin = m_end;
      for (bool found = false; !found;) {
        if (!fill()) break;
        const void* lf = std::memchr(m_buffer.get(), '\n', m_end);
        if (lf != nullptr) {
          m_begin = static_cast<std::size_t>(static_cast<const char*>(lf) - m_buffer.get()) + 1;
          found = true;
        } else {
          m_begin = m_end;
        }
      }
      // The kept prefix is copied behind the unread data so the view stays valid.
      const std::size_t rest = m_end - m_begin;
      std::memmove(m_buffer.get(), m_buffer.get() + m_begin, rest);
      std::memcpy(m_buffer.get() + rest, kept.data(), kept.size());
      m_begin = 0;
      m_end = rest;
      line = std::string_view(m_buffer.get() + rest, kept.size());
      break;
    }
    scanned = m_end - m_begin;
    if (!fill()) {
      if (m_end == m_begin) return false;
      line = std::string_view(m_buffer.get() + m_begin, m_end - m_begin);
      m_begin = m_end;
      break;
    }
  }
  ++m_lineNumber;
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  if (m_lineNumber == 1 && line.starts_with("\xEF\xBB\xBF")) line.remove_prefix(3);
  return true;
}

}  // namespace chess
