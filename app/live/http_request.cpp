// SPDX-License-Identifier: MIT
#include "app/live/http_request.h"

#include <algorithm>
#include <cctype>

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

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Splits off the next line (without its CRLF or LF).
std::string_view nextLine(std::string_view& rest) {
  const std::size_t end = rest.find('\n');
  std::string_view line = rest.substr(0, end);
  rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
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

bool RequestHead::hasBody() const {
  if (!field("transfer-encoding").empty()) return true;
  const std::string_view length = field("content-length");
  return !length.empty() && length.find_first_not_of('0') != std::string_view::npos;
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
  std::string_view rest = head;
  // RFC 9112 §2.2: empty lines before the request line are ignored.
  std::string_view line = nextLine(rest);
  int number = 1;
  while (line.empty() && !rest.empty()) {
    line = nextLine(rest);
    ++number;
  }
  // RFC 9112 §3: request-line = method SP request-target SP HTTP-version.
  const std::size_t first = line.find(' ');
  const std::size_t second = first == std::string_view::npos ? first : line.find(' ', first + 1);
  if (second == std::string_view::npos || line.find(' ', second + 1) != std::string_view::npos)
    return std::unexpected(HeadError{HeadErrorCode::Malformed, number});
  RequestHead request;
  request.method = std::string(line.substr(0, first));
  request.target = std::string(line.substr(first + 1, second - first - 1));
  const auto version = readVersion(line.substr(second + 1));
  if (!version) return std::unexpected(HeadError{version.error(), number});
  request.minorVersion = *version;
  if (!isToken(request.method) || request.target.empty() ||
      std::any_of(request.target.begin(), request.target.end(), [](char c) {
        return static_cast<unsigned char>(c) <= ' ' || static_cast<unsigned char>(c) >= 0x7f;
      }))
    return std::unexpected(HeadError{HeadErrorCode::Malformed, number});
  // RFC 9112 §5: field-line = field-name ":" OWS field-value OWS.
  while (!rest.empty()) {
    line = nextLine(rest);
    ++number;
    if (line.empty()) break;
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || !isToken(line.substr(0, colon)))
      return std::unexpected(HeadError{HeadErrorCode::Malformed, number});
    request.fields.emplace_back(lower(line.substr(0, colon)),
                                std::string(trim(line.substr(colon + 1))));
  }
  // RFC 9112 §3.2: a client MUST send Host in an HTTP/1.1 request.
  if (request.minorVersion == 1 && std::none_of(request.fields.begin(), request.fields.end(),
                                                [](const auto& f) { return f.first == "host"; }))
    return std::unexpected(HeadError{HeadErrorCode::Malformed, 1});
  return request;
}

}  // namespace live
