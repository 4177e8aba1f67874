// SPDX-License-Identifier: MIT
#pragma once

#include <Poco/Pipe.h>
#include <Poco/PipeStream.h>
#include <Poco/Process.h>
#include <Poco/StreamCopier.h>

#include <string>
#include <thread>
#include <vector>

namespace cli_test {

// What one run of the `arbiter` binary printed and returned.
struct CliResult {
  int exitCode = -1;
  std::string out;
  std::string err;
};

// Runs `program` with `args` (no shell) and collects both streams.
inline CliResult runProgram(const std::string& program, const std::vector<std::string>& args) {
  Poco::Pipe outPipe, errPipe;
  Poco::ProcessHandle handle = Poco::Process::launch(program, args, nullptr, &outPipe, &errPipe);
  Poco::PipeInputStream outStream(outPipe), errStream(errPipe);
  CliResult result;
  // stderr on its own thread so that neither pipe can fill up and block.
  std::thread errReader([&] { Poco::StreamCopier::copyToString(errStream, result.err); });
  Poco::StreamCopier::copyToString(outStream, result.out);
  errReader.join();
  result.exitCode = handle.wait();
  return result;
}

// Runs ARBITER_CLI with `args`.
inline CliResult runArbiter(const std::vector<std::string>& args) {
  return runProgram(ARBITER_CLI, args);
}

}  // namespace cli_test
