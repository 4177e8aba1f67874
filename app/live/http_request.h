// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <expected>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace live {

// A parsed HTTP/1.x request head (RFC 9112 §2-§5): the request line and the
// header fields. The live server reads only heads: it serves GET and HEAD,
// which carry no body.
struct RequestHead {
  std::string method;    // case-sensitive token, e.g. "GET"
  std::string target;    // origin-form, e.g. "/api/pairings?round=2" (raw, not decoded)
  int minorVersion = 1;  // HTTP/1.0 -> 0, HTTP/1.1 -> 1
  std::vector<std::pair<std::string, std::string>> fields;  // names lower-cased, values trimmed

  // The value of the first field named `name` (lower case), or "".
  std::string_view field(std::string_view name) const;
  // RFC 9112 §9.3: HTTP/1.1 keeps the connection unless "Connection: close";
  // HTTP/1.0 closes it unless "Connection: keep-alive".
  bool keepAlive() const;
  // True when the request announces a body (Content-Length > 0 or any
  // Transfer-Encoding): the server then answers and closes the connection
  // instead of reading the body.
  bool hasBody() const;
};

// Why a head was refused; each maps to one status code.
enum class HeadErrorCode : std::uint8_t {
  Malformed,            // 400: not "METHOD SP target SP HTTP/x.y" (the target in visible
                        // ASCII, RFC 3986), a broken field line, no Host in HTTP/1.1
  VersionNotSupported,  // 505: a well-formed HTTP version other than 1.0 and 1.1
};

struct HeadError {
  HeadErrorCode code = HeadErrorCode::Malformed;
  int line = 0;  // 1-based line of the head where it went wrong
};

// Parses `head`: the bytes up to and including the empty line that ends it
// (CRLF CRLF; a bare LF is accepted as a line end, RFC 9112 §2.2).
std::expected<RequestHead, HeadError> parseRequestHead(std::string_view head);

// The end of the head in `buffer` (the offset just past the empty line), or
// 0 while the head is incomplete.
std::size_t headLength(std::string_view buffer);

}  // namespace live
