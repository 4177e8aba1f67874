// SPDX-License-Identifier: MIT
#include "app/live/http_request.h"

#include <Poco/Exception.h>
#include <Poco/Net/HTTPRequest.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <sstream>

namespace live {
namespace {

// RFC 9110 §5.6.2: tchar.
bool isTokenChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 ||
         std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

bool isToken(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), isTokenChar);
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// RFC 9112 §2.3: HTTP-version = "HTTP/" DIGIT "." DIGIT.
std::expected<int, HeadErrorCode> readVersion(std::string_view text) {
  if (text.size() != 8 || text.substr(0, 5) != "HTTP/" || !std::isdigit(text[5]) ||
      text[6] != '.' || !std::isdigit(text[7]))
    return std::unexpected(HeadErrorCode::Malformed);
  if (text[5] != '1' || (text[7] != '0' && text[7] != '1'))
    return std::unexpected(HeadErrorCode::VersionNotSupported);
  return text[7] - '0';
}

std::unexpected<HeadError> malformed(std::string detail) {
  return std::unexpected(HeadError{HeadErrorCode::Malformed, std::move(detail)});
}

}  // namespace

std::string_view RequestHead::field(std::string_view name) const {
  for (const auto& [key, value] : fields)
    if (key == name) return value;
  return {};
}

bool RequestHead::keepAlive() const {
  const std::string connection = lower(field("connection"));
  const auto has = [&](std::string_view option) {
    return connection.find(option) != std::string::npos;
  };
  return minorVersion >= 1 ? !has("close") : has("keep-alive");
}

std::optional<std::size_t> RequestHead::contentLength() const {
  std::optional<std::size_t> length;
  for (const auto& [key, value] : fields) {
    if (key != "content-length") continue;
    std::size_t parsed = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), parsed);
    if (ec != std::errc() || end != value.data() + value.size() || value.empty() ||
        (length && *length != parsed))
      return std::nullopt;
    length = parsed;
  }
  return length.value_or(0);
}

std::size_t headLength(std::string_view buffer) {
  for (std::size_t at = buffer.find('\n'); at != std::string_view::npos;
       at = buffer.find('\n', at + 1)) {
    if (at + 1 < buffer.size() && buffer[at + 1] == '\n') return at + 2;
    if (at + 2 < buffer.size() && buffer[at + 1] == '\r' && buffer[at + 2] == '\n') return at + 3;
  }
  return 0;
}

std::expected<RequestHead, HeadError> parseRequestHead(std::string_view head) {
  Poco::Net::HTTPRequest parsed;
  try {
    std::istringstream in{std::string(head)};
    parsed.read(in);
  } catch (const Poco::Exception& e) {
    // Poco's MessageHeader names its limits "Field name too long/no colon
    // found", "Field value too long/no CRLF found" and "Too many header
    // fields"; in a whole head (a colon and CRLF are there) it is the length.
    // The request line's "invalid or too long" is a malformed line here (a
    // 16 KB head holds no longer method or target than Poco reads).
    const std::string text = e.displayText();
    if (text.find("Field name too long") != std::string::npos ||
        text.find("Field value too long") != std::string::npos ||
        text.find("Too many header fields") != std::string::npos)
      return std::unexpected(HeadError{HeadErrorCode::TooLarge, text});
    return malformed(text);
  }
  RequestHead request;
  request.method = parsed.getMethod();
  request.target = parsed.getURI();
  const auto version = readVersion(parsed.getVersion());
  if (!version) {
    if (version.error() == HeadErrorCode::VersionNotSupported)
      return std::unexpected(HeadError{version.error(), parsed.getVersion()});
    return malformed("not an HTTP version: " + parsed.getVersion());
  }
  request.minorVersion = *version;
  if (!isToken(request.method)) return malformed("the method is not a token");
  if (request.target.empty() ||
      std::any_of(request.target.begin(), request.target.end(), [](char c) {
        return static_cast<unsigned char>(c) <= ' ' || static_cast<unsigned char>(c) >= 0x7f;
      }))
    return malformed("the target is not visible ASCII");
  for (const auto& [name, value] : parsed) {
    if (!isToken(name)) return malformed("a field name is not a token");
    request.fields.emplace_back(lower(name), value);
  }
  // RFC 9112 §3.2: a client MUST send Host in an HTTP/1.1 request.
  if (request.minorVersion == 1 && !parsed.has("Host"))
    return malformed("an HTTP/1.1 request without Host");
  return request;
}

}  // namespace live
