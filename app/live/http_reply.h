// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace live {

// One answer of the live server before it is written.
struct Reply {
  int status = 200;
  std::string contentType = "application/json; charset=utf-8";
  std::string body;
  std::vector<std::pair<std::string, std::string>> fields;  // extra header fields
  // An event stream (text/event-stream): the head is sent without a length,
  // `body` as its first bytes, and the connection stays open for events.
  bool stream = false;
};

// The reason phrase of a status code ("Not Found" for 404, RFC 9110 §15);
// "Unknown" for a code the server never sends.
std::string_view reasonPhrase(int status);

// The bytes of `reply` as an HTTP/1.1 response: status line with the right
// reason phrase, Content-Type and Content-Length (RFC 9110 §8.6: also for a
// HEAD answer, which omits the body), Connection: close or keep-alive, the
// extra fields, then the body unless `head` is set or the status forbids
// one (304). A stream's head has no Content-Length (its end is the
// connection's).
std::string serializeReply(const Reply& reply, bool head, bool keepAlive);

}  // namespace live
