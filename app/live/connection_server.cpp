// SPDX-License-Identifier: MIT
#include "app/live/connection_server.h"

#include <Poco/Net/NetException.h>

#include <fmt/format.h>

#include <algorithm>

namespace live {
namespace {

// Writes all of `bytes` to the non-blocking `socket` before `deadline`.
bool sendAll(platform::Socket socket, std::string_view bytes,
             std::chrono::steady_clock::time_point deadline) {
  while (!bytes.empty()) {
    const std::ptrdiff_t sent = platform::sendSome(socket, bytes);
    if (sent > 0) {
      bytes.remove_prefix(static_cast<std::size_t>(sent));
      continue;
    }
    if (sent != platform::WouldBlock) return false;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0 || !platform::waitUntilWritable(socket, left)) return false;
  }
  return true;
}

}  // namespace

ConnectionServer::ConnectionServer(const std::string& bind, std::uint16_t port,
                                   const ServerLimits& limits, RequestHandlers handlers)
    : m_limits(limits), m_handlers(std::move(handlers)) {
  auto listening = platform::listenOn(bind, port);
  if (!listening) throw Poco::Net::NetException(listening.error());
  m_listen = *listening;
  m_port = platform::localPort(m_listen);
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
  platform::closeSocket(m_listen);
}

void ConnectionServer::wake() { m_wake.signal(); }

void ConnectionServer::close(platform::Socket fd) {
  platform::closeSocket(fd);
  --m_open;
}

void ConnectionServer::refuse(platform::Socket fd, int status, std::string_view code,
                              std::string_view message) {
  const std::string bytes = serializeReply(m_handlers.error(status, code, message), false, false);
  // Best effort: the socket is non-blocking and the answer small.
  platform::sendSome(fd, bytes);
  linger(Connection{fd, {}, {}, 0, false});
}

void ConnectionServer::linger(Connection connection) {
  platform::shutdownSending(connection.fd);
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
  std::vector<platform::WatchedSocket> fds;
  for (;;) {
    {
      std::lock_guard lock(m_mutex);
      if (m_stopping) break;
      for (auto& connection : m_returned) parked.push_back(std::move(connection));
      m_returned.clear();
    }
    fds.assign({{m_listen}, {m_wake.socket()}});
    auto timeout = std::chrono::milliseconds(1000);
    const auto now = Clock::now();
    for (const auto& connection : parked) {
      fds.push_back({connection.fd});
      timeout = std::min(timeout, std::chrono::ceil<std::chrono::milliseconds>(
                                      std::max(connection.deadline - now, Clock::duration{})));
    }
    if (!platform::waitForInput(fds, timeout)) break;
    if (fds[1].ready) m_wake.clear();
    // Connections that became readable: read them; the rest keep waiting.
    std::vector<Connection> waiting;
    waiting.reserve(parked.size());
    const auto later = Clock::now();
    for (std::size_t i = 0; i < parked.size(); ++i) {
      Connection& connection = parked[i];
      if (fds[i + 2].ready) {
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
    if (fds[0].ready) acceptConnections(parked);
  }
  for (auto& connection : parked) close(connection.fd);
}

void ConnectionServer::acceptConnections(std::vector<Connection>& parked) {
  for (;;) {
    const platform::Socket fd = platform::acceptConnection(m_listen);
    if (fd == platform::NoSocket) return;  // none waiting, or out of descriptors: next poll
    ++m_open;
    if (m_open > m_limits.connections) {
      const std::string bytes = serializeReply(
          m_handlers.error(503, "too-many-connections", "the server has too many open connections"),
          false, false);
      platform::sendSome(fd, bytes);
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
    const std::ptrdiff_t got = platform::receiveSome(connection.fd, chunk, sizeof chunk);
    if (got > 0 && connection.draining) continue;  // dropped
    if (got > 0) {
      connection.buffer.append(chunk, static_cast<std::size_t>(got));
      if (connection.buffer.size() > m_limits.headBytes) break;
      continue;
    }
    if (got == platform::WouldBlock) break;
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
