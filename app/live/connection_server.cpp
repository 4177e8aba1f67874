// SPDX-License-Identifier: MIT
#include "app/live/connection_server.h"

#include <Poco/Net/NetException.h>

#include <fmt/format.h>

#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace live {
namespace {

// Writes all of `bytes` to the non-blocking socket `fd` before `deadline`.
bool sendAll(int fd, std::string_view bytes, std::chrono::steady_clock::time_point deadline) {
  while (!bytes.empty()) {
    const ssize_t sent = ::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
    if (sent > 0) {
      bytes.remove_prefix(static_cast<std::size_t>(sent));
      continue;
    }
    if (sent < 0 && errno == EINTR) continue;
    if (sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return false;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return false;
    pollfd out{fd, POLLOUT, 0};
    if (::poll(&out, 1, static_cast<int>(left.count())) < 0 && errno != EINTR) return false;
  }
  return true;
}

int listenOn(const std::string& bind, std::uint16_t port) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE;
  addrinfo* found = nullptr;
  const std::string service = std::to_string(port);
  if (const int rc = ::getaddrinfo(bind.c_str(), service.c_str(), &hints, &found); rc != 0)
    throw Poco::Net::NetException(fmt::format("cannot resolve {}: {}", bind, gai_strerror(rc)));
  int fd = -1;
  int error = 0;
  for (addrinfo* at = found; at != nullptr && fd < 0; at = at->ai_next) {
    fd = ::socket(at->ai_family, at->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, at->ai_protocol);
    if (fd < 0) {
      error = errno;
      continue;
    }
    const int on = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
    if (::bind(fd, at->ai_addr, at->ai_addrlen) != 0 || ::listen(fd, SOMAXCONN) != 0) {
      error = errno;
      ::close(fd);
      fd = -1;
    }
  }
  ::freeaddrinfo(found);
  if (fd < 0)
    throw Poco::Net::NetException(
        fmt::format("cannot listen on {}:{}: {}", bind, port, std::strerror(error)));
  return fd;
}

std::uint16_t boundPort(int fd) {
  sockaddr_storage address{};
  socklen_t length = sizeof address;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
  if (address.ss_family == AF_INET6)
    return ntohs(reinterpret_cast<const sockaddr_in6*>(&address)->sin6_port);
  return ntohs(reinterpret_cast<const sockaddr_in*>(&address)->sin_port);
}

}  // namespace

ConnectionServer::ConnectionServer(const std::string& bind, std::uint16_t port,
                                   const ServerLimits& limits, RequestHandlers handlers)
    : m_limits(limits), m_handlers(std::move(handlers)) {
  m_listen = listenOn(bind, port);
  m_port = boundPort(m_listen);
  m_wake = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  m_poller = std::thread([this] { pollLoop(); });
  for (int i = 0; i < std::max(1, m_limits.threads); ++i)
    m_workers.emplace_back([this] { workLoop(); });
}

ConnectionServer::~ConnectionServer() { stop(); }

void ConnectionServer::stop() {
  {
    std::lock_guard lock(m_mutex);
    if (m_stopping) return;
    m_stopping = true;
  }
  wake();
  m_work.notify_all();
  m_poller.join();
  for (auto& worker : m_workers) worker.join();
  for (auto& connection : m_queue) close(connection.fd);
  for (auto& connection : m_returned) close(connection.fd);
  ::close(m_listen);
  ::close(m_wake);
}

void ConnectionServer::wake() {
  const std::uint64_t one = 1;
  [[maybe_unused]] const ssize_t written = ::write(m_wake, &one, sizeof one);
}

void ConnectionServer::close(int fd) {
  ::close(fd);
  --m_open;
}

void ConnectionServer::refuse(int fd, int status, std::string_view code, std::string_view message) {
  const std::string bytes = serializeReply(m_handlers.error(status, code, message), false, false);
  // Best effort: the socket is non-blocking and the answer small.
  [[maybe_unused]] const ssize_t sent = ::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
  linger(Connection{fd, {}, {}, 0, false});
}

void ConnectionServer::linger(Connection connection) {
  ::shutdown(connection.fd, SHUT_WR);
  connection.buffer.clear();
  connection.draining = true;
  connection.deadline = Clock::now() + m_limits.lingerTimeout;
  {
    std::lock_guard lock(m_mutex);
    m_returned.push_back(std::move(connection));
  }
  wake();
}

void ConnectionServer::pollLoop() {
  std::vector<Connection> parked;
  std::vector<pollfd> fds;
  for (;;) {
    {
      std::lock_guard lock(m_mutex);
      if (m_stopping) break;
      for (auto& connection : m_returned) parked.push_back(std::move(connection));
      m_returned.clear();
    }
    fds.assign({{m_listen, POLLIN, 0}, {m_wake, POLLIN, 0}});
    auto timeout = std::chrono::milliseconds(1000);
    const auto now = Clock::now();
    for (const auto& connection : parked) {
      fds.push_back({connection.fd, POLLIN, 0});
      timeout = std::min(timeout, std::chrono::ceil<std::chrono::milliseconds>(
                                      std::max(connection.deadline - now, Clock::duration{})));
    }
    if (::poll(fds.data(), fds.size(), static_cast<int>(timeout.count())) < 0 && errno != EINTR)
      break;
    if (fds[1].revents != 0) {
      std::uint64_t count = 0;
      [[maybe_unused]] const ssize_t read = ::read(m_wake, &count, sizeof count);
    }
    // Connections that became readable: read them; the rest keep waiting.
    std::vector<Connection> waiting;
    waiting.reserve(parked.size());
    const auto later = Clock::now();
    for (std::size_t i = 0; i < parked.size(); ++i) {
      Connection& connection = parked[i];
      if (fds[i + 2].revents != 0) {
        if (!readFrom(connection)) continue;
      } else if (later >= connection.deadline) {
        if (connection.buffer.empty() || connection.draining)
          close(connection.fd);  // idle: RFC 9112 §9.8 lets a server close it
        else
          refuse(connection.fd, 408, "request-timeout", "the request took too long to arrive");
        continue;
      }
      waiting.push_back(std::move(connection));
    }
    parked.swap(waiting);
    if (fds[0].revents != 0) acceptConnections(parked);
  }
  for (auto& connection : parked) close(connection.fd);
}

void ConnectionServer::acceptConnections(std::vector<Connection>& parked) {
  for (;;) {
    const int fd = ::accept4(m_listen, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd < 0) {
      if (errno == EINTR || errno == ECONNABORTED) continue;
      return;  // EAGAIN, or out of descriptors: try again on the next poll
    }
    ++m_open;
    if (m_open > m_limits.connections) {
      const std::string bytes = serializeReply(
          m_handlers.error(503, "too-many-connections", "the server has too many open connections"),
          false, false);
      [[maybe_unused]] const ssize_t sent = ::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
      close(fd);
      continue;
    }
    parked.push_back(Connection{fd, {}, Clock::now() + m_limits.requestTimeout, 0, false});
  }
}

bool ConnectionServer::headTooLarge(std::string_view buffer) const {
  const std::size_t length = headLength(buffer);
  return length > m_limits.headBytes || (length == 0 && buffer.size() > m_limits.headBytes);
}

bool ConnectionServer::readFrom(Connection& connection) {
  const bool wasEmpty = connection.buffer.empty();
  char chunk[4096];
  for (;;) {
    const ssize_t got = ::recv(connection.fd, chunk, sizeof chunk, 0);
    if (got > 0 && connection.draining) continue;  // dropped
    if (got > 0) {
      connection.buffer.append(chunk, static_cast<std::size_t>(got));
      if (connection.buffer.size() > m_limits.headBytes) break;
      continue;
    }
    if (got < 0 && errno == EINTR) continue;
    if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
    // The client closed (or half-closed after its request) or the connection
    // failed: a whole request already read is still answered.
    if (got == 0 && !connection.draining && headLength(connection.buffer) > 0) break;
    close(connection.fd);
    return false;
  }
  if (connection.draining) return true;
  if (headTooLarge(connection.buffer)) {
    refuse(connection.fd, 431, "head-too-large", "the request head is too large");
    return false;
  }
  if (headLength(connection.buffer) > 0) {
    dispatch(std::move(connection));
    return false;
  }
  // The first byte of a request on a kept-alive connection starts its clock.
  if (wasEmpty && !connection.buffer.empty())
    connection.deadline = std::min(connection.deadline, Clock::now() + m_limits.requestTimeout);
  return true;
}

void ConnectionServer::dispatch(Connection connection) {
  {
    std::lock_guard lock(m_mutex);
    if (m_queue.size() < m_limits.queue) {
      m_queue.push_back(std::move(connection));
      m_work.notify_one();
      return;
    }
  }
  refuse(connection.fd, 503, "busy", "the server is busy; try again");
}

void ConnectionServer::park(Connection connection) {
  const bool idle = connection.buffer.empty();
  connection.deadline = Clock::now() + (idle ? m_limits.idleTimeout : m_limits.requestTimeout);
  {
    std::lock_guard lock(m_mutex);
    m_returned.push_back(std::move(connection));
  }
  wake();
}

void ConnectionServer::workLoop() {
  for (;;) {
    Connection connection;
    {
      std::unique_lock lock(m_mutex);
      m_work.wait(lock, [this] { return m_stopping || !m_queue.empty(); });
      if (m_stopping) return;
      connection = std::move(m_queue.front());
      m_queue.pop_front();
    }
    answer(std::move(connection));
  }
}

void ConnectionServer::answer(Connection connection) {
  const std::size_t length = headLength(connection.buffer);
  const auto request = parseRequestHead(std::string_view(connection.buffer).substr(0, length));
  Reply reply;
  bool keepAlive = false;
  bool head = false;
  if (!request) {
    reply = request.error().code == HeadErrorCode::VersionNotSupported
                ? m_handlers.error(505, "http-version-not-supported",
                                   "this server speaks HTTP/1.0 and HTTP/1.1")
                : m_handlers.error(
                      400, "bad-request",
                      fmt::format("malformed request head (line {})", request.error().line));
  } else {
    try {
      reply = m_handlers.answer(*request);
    } catch (const std::exception& e) {
      reply = m_handlers.error(500, "internal", e.what());
    } catch (...) {
      reply = m_handlers.error(500, "internal", "unexpected failure");
    }
    head = request->method == "HEAD";
    keepAlive = request->keepAlive() && !request->hasBody() &&
                connection.served + 1 < m_limits.requestsPerConnection;
  }
  const std::string bytes = serializeReply(reply, head, keepAlive);
  if (!sendAll(connection.fd, bytes, Clock::now() + m_limits.writeTimeout)) {
    close(connection.fd);
    return;
  }
  if (!keepAlive) {
    linger(std::move(connection));
    return;
  }
  connection.buffer.erase(0, length);
  ++connection.served;
  if (headTooLarge(connection.buffer)) {
    refuse(connection.fd, 431, "head-too-large", "the request head is too large");
    return;
  }
  if (headLength(connection.buffer) > 0) {
    dispatch(std::move(connection));  // a pipelined request already arrived
    return;
  }
  park(std::move(connection));
}

}  // namespace live
