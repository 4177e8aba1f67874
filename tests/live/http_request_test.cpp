// SPDX-License-Identifier: MIT
#include "app/live/http_request.h"
#include "app/live/http_reply.h"

#include <gtest/gtest.h>

using live::HeadErrorCode;
using live::parseRequestHead;

TEST(HttpRequest, ReadsTheRequestLineAndFields) {
  const auto head = parseRequestHead(
      "GET /api/pairings?round=2 HTTP/1.1\r\nHost: example\r\nIf-None-Match:  \"x\" \r\n\r\n");
  ASSERT_TRUE(head);
  EXPECT_EQ(head->method, "GET");
  EXPECT_EQ(head->target, "/api/pairings?round=2");
  EXPECT_EQ(head->minorVersion, 1);
  EXPECT_EQ(head->field("if-none-match"), "\"x\"");
  EXPECT_TRUE(head->keepAlive());
  EXPECT_EQ(head->contentLength(), 0u);
}

TEST(HttpRequest, Http10ClosesUnlessKeepAliveIsAsked) {
  EXPECT_FALSE(parseRequestHead("GET / HTTP/1.0\r\n\r\n")->keepAlive());
  EXPECT_TRUE(parseRequestHead("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n")->keepAlive());
  EXPECT_FALSE(
      parseRequestHead("GET / HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n")->keepAlive());
}

TEST(HttpRequest, RefusesOtherVersionsAs505AndGarbageAs400) {
  EXPECT_EQ(parseRequestHead("GET / HTTP/9.9\r\nHost: h\r\n\r\n").error().code,
            HeadErrorCode::VersionNotSupported);
  EXPECT_EQ(parseRequestHead("GET / HTTP/2.0\r\n\r\n").error().code,
            HeadErrorCode::VersionNotSupported);
  EXPECT_EQ(parseRequestHead("GET / HTTX/1.1\r\n\r\n").error().code, HeadErrorCode::Malformed);
  // RFC 9112 §5.1: no whitespace between a field name and its colon.
  EXPECT_EQ(parseRequestHead("GET / HTTP/1.1\r\nHost : h\r\n\r\n").error().code,
            HeadErrorCode::Malformed);
  EXPECT_EQ(parseRequestHead("GET / HTTP/1.1\r\nHo(st: h\r\n\r\n").error().code,
            HeadErrorCode::Malformed);
  EXPECT_EQ(parseRequestHead("G\x01T / HTTP/1.1\r\nHost: h\r\n\r\n").error().code,
            HeadErrorCode::Malformed);
  // RFC 9112 §3.2: HTTP/1.1 without Host.
  EXPECT_EQ(parseRequestHead("GET / HTTP/1.1\r\n\r\n").error().code, HeadErrorCode::Malformed);
}

// Poco's reader is lenient where RFC 9112 lets a server be: runs of
// whitespace between the parts of the request line (§3), and a line that
// is not a field line is skipped.
TEST(HttpRequest, ReadsWhitespaceRunsAndSkipsALineWithoutAColon) {
  const auto spaced = parseRequestHead("GET  /a  HTTP/1.1\r\nHost: h\r\n\r\n");
  ASSERT_TRUE(spaced);
  EXPECT_EQ(spaced->target, "/a");
  const auto skipped = parseRequestHead("GET / HTTP/1.1\r\nno colon\r\nHost: h\r\n\r\n");
  ASSERT_TRUE(skipped);
  EXPECT_EQ(skipped->fields.size(), 1u);
}

// RFC 9112 §6.3: one Content-Length, a number; several that differ are an
// unrecoverable error.
TEST(HttpRequest, ReadsOneContentLengthAndRefusesDisagreeingOnes) {
  EXPECT_EQ(
      parseRequestHead("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 12\r\n\r\n")->contentLength(),
      12u);
  EXPECT_FALSE(parseRequestHead(
                   "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n")
                   ->contentLength());
  EXPECT_FALSE(parseRequestHead("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n")
                   ->contentLength());
}

TEST(HttpRequest, FindsTheEndOfTheHead) {
  EXPECT_EQ(live::headLength("GET / HTTP/1.0\r\n"), 0u);
  EXPECT_EQ(live::headLength("GET / HTTP/1.0\r\n\r\nrest"), 18u);
  EXPECT_EQ(live::headLength("GET / HTTP/1.0\n\nrest"), 16u);
}

TEST(HttpReply, WritesTheReasonPhraseOfItsStatus) {
  const std::string bytes = live::serializeReply({404, "text/plain", "no", {}}, false, false);
  EXPECT_EQ(bytes.substr(0, bytes.find("\r\n")), "HTTP/1.1 404 Not Found");
  EXPECT_NE(bytes.find("Content-Length: 2\r\n"), std::string::npos);
  EXPECT_EQ(bytes.substr(bytes.size() - 2), "no");
  const std::string notModified =
      live::serializeReply({304, "text/plain", "ignored", {{"ETag", "\"a\""}}}, false, true);
  EXPECT_EQ(notModified,
            "HTTP/1.1 304 Not Modified\r\nConnection: keep-alive\r\nETag: \"a\"\r\n\r\n");
}
