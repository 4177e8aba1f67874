// SPDX-License-Identifier: MIT
#include "app/live/http_reply.h"

#include <fmt/format.h>

namespace live {

std::string_view reasonPhrase(int status) {
  switch (status) {
    case 200:
      return "OK";
    case 304:
      return "Not Modified";
    case 400:
      return "Bad Request";
    case 404:
      return "Not Found";
    case 405:
      return "Method Not Allowed";
    case 408:
      return "Request Timeout";
    case 303:
      return "See Other";
    case 401:
      return "Unauthorized";
    case 403:
      return "Forbidden";
    case 409:
      return "Conflict";
    case 411:
      return "Length Required";
    case 413:
      return "Content Too Large";
    case 429:
      return "Too Many Requests";
    case 431:
      return "Request Header Fields Too Large";
    case 500:
      return "Internal Server Error";
    case 503:
      return "Service Unavailable";
    case 505:
      return "HTTP Version Not Supported";
    default:
      return "Unknown";
  }
}

std::string serializeReply(const Reply& reply, bool head, bool keepAlive) {
  // RFC 9110 §15.4.5: a 304 carries no content and no Content-Type/Length of its own.
  const bool noContent = reply.status == 304;
  std::string out = fmt::format("HTTP/1.1 {} {}\r\n", reply.status, reasonPhrase(reply.status));
  if (reply.stream)
    out += fmt::format("Content-Type: {}\r\n", reply.contentType);
  else if (!noContent)
    out += fmt::format("Content-Type: {}\r\nContent-Length: {}\r\n", reply.contentType,
                       reply.body.size());
  out += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n";
  for (const auto& [name, value] : reply.fields) out += fmt::format("{}: {}\r\n", name, value);
  out += "\r\n";
  if (!head && !noContent) out += reply.body;
  return out;
}

}  // namespace live
