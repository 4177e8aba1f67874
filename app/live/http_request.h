// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace live {

// A parsed HTTP/1.x request (RFC 9112 §2-§6): the request line, the header
// fields and, when Content-Length announced one, the body (the server
// reads it whole before the request is answered, up to its limit).
struct RequestHead {
  std::string method;    // case-sensitive token, e.g. "GET"
  std::string target;    // origin-form, e.g. "/api/pairings?round=2" (raw, not decoded)
  int minorVersion = 1;  // HTTP/1.0 -> 0, HTTP/1.1 -> 1
  std::vector<std::pair<std::string, std::string>> fields;  // names lower-cased, values trimmed
  std::string body;  // the content (Content-Length bytes), or empty
  std::string peer;  // the client's address as the server saw it ("127.0.0.1"), or empty

  // The value of the first field named `name` (lower case), or "".
  std::string_view field(std::string_view name) const;
  // RFC 9112 §9.3: HTTP/1.1 keeps the connection unless "Connection: close";
  // HTTP/1.0 closes it unless "Connection: keep-alive".
  bool keepAlive() const;
  // The announced Content-Length (0 without one); nullopt when it is not a
  // number, or when several differ (RFC 9112 §6.3: unrecoverable).
  std::optional<std::size_t> contentLength() const;
};

// Why a head was refused; each maps to one status code.
enum class HeadErrorCode : std::uint8_t {
  Malformed,            // 400: Poco::Net::HTTPRequest cannot read it, the method is not a
                        // token, the target not visible ASCII (RFC 3986), no Host in HTTP/1.1
  VersionNotSupported,  // 505: a well-formed HTTP version other than 1.0 and 1.1
  TooLarge,             // 431: a field name or value longer than Poco reads (256 bytes,
                        // 8 KB), more than 100 fields
};

struct HeadError {
  HeadErrorCode code = HeadErrorCode::Malformed;
  std::string detail;  // what was wrong (English, for logs and the 400 answer)
};

// Parses `head`, the bytes up to and including the empty line that ends it
// (CRLF CRLF; a bare LF is accepted as a line end, RFC 9112 §2.2), with
// Poco::Net::HTTPRequest, then holds it to what this server accepts:
// HTTP/1.0 or 1.1, a token method, a visible-ASCII target, Host in 1.1.
// Poco's reader is lenient where RFC 9112 allows it: runs of spaces
// between the request line's parts (§3), a field line without a colon is
// skipped.
std::expected<RequestHead, HeadError> parseRequestHead(std::string_view head);

// The end of the head in `buffer` (the offset just past the empty line), or
// 0 while the head is incomplete.
std::size_t headLength(std::string_view buffer);

}  // namespace live
