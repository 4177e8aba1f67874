// SPDX-License-Identifier: MIT
#include "domain/chess/pgn_line_reader.h"

#include <algorithm>
#include <cstring>

namespace chess {

namespace {
constexpr std::size_t ChunkBytes = 1 << 16;
}  // namespace

// The buffer starts at one chunk and doubles while a line needs it, up to
// MaxLineBytes + ChunkBytes: a small PGN (a claim, one game) costs 64 KB,
// not the megabyte a maximal line needs.
constexpr std::size_t FullBufferBytes = PgnLineReader::MaxLineBytes + ChunkBytes;

PgnLineReader::PgnLineReader(std::istream& in) : m_in(in) { m_buffer.resize(ChunkBytes); }

// Moves the unread rest to the front and appends one chunk (growing the
// buffer when the rest leaves no room for it); false when nothing more can
// be read.
bool PgnLineReader::fill() {
  if (m_eof) return false;
  if (m_begin > 0) {
    std::memmove(m_buffer.data(), m_buffer.data() + m_begin, m_end - m_begin);
    m_end -= m_begin;
    m_begin = 0;
  }
  if (m_buffer.size() - m_end < ChunkBytes && m_buffer.size() < FullBufferBytes)
    m_buffer.resize(std::min(FullBufferBytes, std::max(2 * m_buffer.size(), m_end + ChunkBytes)));
  const std::size_t room = m_buffer.size() - m_end;
  if (room == 0) return false;
  m_in.read(m_buffer.data() + m_end,
            static_cast<std::streamsize>(room < ChunkBytes ? room : ChunkBytes));
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
    const char* start = m_buffer.data() + m_begin + scanned;
    const void* newline = std::memchr(start, '\n', m_end - m_begin - scanned);
    if (newline != nullptr) {
      const auto at = static_cast<std::size_t>(static_cast<const char*>(newline) - m_buffer.data());
      line = std::string_view(m_buffer.data() + m_begin, at - m_begin);
      m_begin = at + 1;
      if (line.size() > MaxLineBytes) {
        line = line.substr(0, MaxLineBytes);
        m_truncated = true;
      }
      break;
    }
    if (m_end - m_begin >= MaxLineBytes) {
      // Keep the first MaxLineBytes, drop everything up to the next LF.
      line = std::string_view(m_buffer.data() + m_begin, MaxLineBytes);
      m_truncated = true;
      std::vector<char> kept(line.begin(), line.end());
      m_buffer.resize(FullBufferBytes);  // room for the rest and the kept prefix
      m_begin = m_end;
      for (bool found = false; !found;) {
        if (!fill()) break;
        const void* lf = std::memchr(m_buffer.data(), '\n', m_end);
        if (lf != nullptr) {
          m_begin = static_cast<std::size_t>(static_cast<const char*>(lf) - m_buffer.data()) + 1;
          found = true;
        } else {
          m_begin = m_end;
        }
      }
      // The kept prefix is copied behind the unread data so the view stays valid.
      const std::size_t rest = m_end - m_begin;
      std::memmove(m_buffer.data(), m_buffer.data() + m_begin, rest);
      std::memcpy(m_buffer.data() + rest, kept.data(), kept.size());
      m_begin = 0;
      m_end = rest;
      line = std::string_view(m_buffer.data() + rest, kept.size());
      break;
    }
    scanned = m_end - m_begin;
    if (!fill()) {
      if (m_end == m_begin) return false;
      line = std::string_view(m_buffer.data() + m_begin, m_end - m_begin);
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
