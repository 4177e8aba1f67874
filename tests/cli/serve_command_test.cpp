// SPDX-License-Identifier: MIT
#include "tests/cli/cli_run.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <istream>
#include <regex>

using cli_test::runArbiter;

namespace {

const std::string Trf =
    ARBITER_CORPUS_DIR "/tournaments/budapest-spring-festival-2026-group-a-2200.after-r8.trf";

// GET `path` from 127.0.0.1:`port` with a plain socket (5-second timeouts);
// returns the whole response, status line included.
std::string httpGet(int port, const std::string& path) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  timeval timeout{5, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  std::string response;
  if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0) {
    const std::string request = "GET " + path + " HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n";
    if (::send(fd, request.data(), request.size(), 0) == static_cast<ssize_t>(request.size())) {
      char buffer[4096];
      for (ssize_t n; (n = ::recv(fd, buffer, sizeof buffer, 0)) > 0;) response.append(buffer, n);
    }
  }
  ::close(fd);
  return response;
}

}  // namespace

TEST(ServeCommand, RefusesAMissingFileWithNoInput) {
  const auto run = runArbiter({"serve", "/nonexistent/event.trf"});
  EXPECT_EQ(run.exitCode, 66);
  EXPECT_NE(run.err.find("no such file"), std::string::npos);
}

TEST(ServeCommand, RefusesABadPortAsUsage) {
  const auto run = runArbiter({"serve", Trf, "--port", "80x"});
  EXPECT_EQ(run.exitCode, 64);
  EXPECT_NE(run.err.find("--port must be a number"), std::string::npos);
}

TEST(ServeCommand, PublishesATrfOnLoopbackUntilInterrupted) {
  Poco::Pipe outPipe;
  Poco::ProcessHandle handle =
      Poco::Process::launch(ARBITER_CLI, {"serve", Trf, "--port", "0", "--bind", "127.0.0.1"},
                            nullptr, &outPipe, nullptr);
  Poco::PipeInputStream out(outPipe);
  std::string line;
  std::getline(out, line);
  std::smatch match;
  ASSERT_TRUE(std::regex_search(line, match, std::regex("http://127\\.0\\.0\\.1:([0-9]+)/")))
      << line;
  const int port = std::stoi(match[1]);
  const std::string standings = httpGet(port, "/api/standings");
  const std::string missing = httpGet(port, "/api/pairings?round=99");
  Poco::Process::requestTermination(handle.id());
  EXPECT_EQ(handle.wait(), 0);
  // The server answers in its own version, HTTP/1.1, also to a 1.0 request
  // (RFC 9110 2.5), with the status's reason phrase.
  EXPECT_EQ(standings.rfind("HTTP/1.1 200 OK", 0), 0u) << standings.substr(0, 200);
  EXPECT_NE(standings.find("\"tieBreaks\":[\"BH/C1\",\"BH\",\"SB\",\"DE\",\"WIN\"]"),
            std::string::npos);
  EXPECT_EQ(missing.rfind("HTTP/1.1 404 Not Found", 0), 0u) << missing.substr(0, 200);
}
