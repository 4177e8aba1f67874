// SPDX-License-Identifier: MIT
#include "tests/cli/cli_run.h"
#include "tests/cli/http_get.h"

#include <gtest/gtest.h>

#include <istream>
#include <regex>

using cli_test::httpGet;
using cli_test::runArbiter;

namespace {

const std::string Trf =
    ARBITER_CORPUS_DIR "/tournaments/budapest-spring-festival-2026-group-a-2200.after-r8.trf";

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
