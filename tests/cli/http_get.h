// SPDX-License-Identifier: MIT
#pragma once

// A plain HTTP/1.0 GET on loopback, and `arbiter serve` started on a free
// port, for the tests that read what the server publishes.

#include <Poco/Pipe.h>
#include <Poco/PipeStream.h>
#include <Poco/Process.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <istream>
#include <optional>
#include <regex>
#include <string>
#include <vector>

namespace cli_test {

// GET `path` from 127.0.0.1:`port` with a plain socket (5-second timeouts);
// returns the whole response, status line included.
inline std::string httpGet(int port, const std::string& path) {
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

// `arbiter serve <file> --port 0 [more]` running until the object dies.
class ServedFile {
public:
  explicit ServedFile(const std::string& file, std::vector<std::string> more = {}) {
    std::vector<std::string> args = {"serve", file, "--port", "0", "--bind", "127.0.0.1"};
    args.insert(args.end(), more.begin(), more.end());
    Poco::Pipe outPipe;
    m_handle.emplace(Poco::Process::launch(ARBITER_CLI, args, nullptr, &outPipe, nullptr));
    Poco::PipeInputStream out(outPipe);
    std::string line;
    std::getline(out, line);
    std::smatch match;
    if (std::regex_search(line, match, std::regex("http://127\\.0\\.0\\.1:([0-9]+)/")))
      m_port = std::stoi(match[1]);
  }
  ~ServedFile() {
    Poco::Process::requestTermination(m_handle->id());
    m_handle->wait();
  }
  ServedFile(const ServedFile&) = delete;
  ServedFile& operator=(const ServedFile&) = delete;

  // 0 when the server did not start.
  int port() const { return m_port; }
  std::string get(const std::string& path) const { return httpGet(m_port, path); }

private:
  std::optional<Poco::ProcessHandle> m_handle;
  int m_port = 0;
};

}  // namespace cli_test
