// SPDX-License-Identifier: MIT
#include "app/live/connection_server.h"

#include <Poco/Net/NetException.h>

#include <fmt/format.h>

#include <algorithm>

namespace live {

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
  linger(Connection{fd, {}, {}, {}, {}, 0, false});
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
    // Behind the TLS front the client's address comes first on the connection.
    parked.push_back(Connection{fd,
                                {},
                                m_limits.peerLine ? std::string() : platform::peerAddress(fd),
                                {},
                                Clock::now() + m_limits.requestTimeout,
                                0,
                                false});
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
      if (connection.buffer.size() > m_limits.headBytes + m_limits.bodyBytes) break;
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
  if (connection.peer.empty() && m_limits.peerLine && !takePeerLine(connection)) {
    close(connection.fd);
    return false;
  }
  if (headTooLarge(connection.buffer)) {
    refuse(connection.fd, 431, "head-too-large", "the request head is too large");
    return false;
  }
  if (headLength(connection.buffer) > 0) {
    const auto whole = requestLength(connection);
    if (!whole) return false;
    if (*whole == 0) return true;  // the body is still on its way
    dispatch(std::move(connection));
    return false;
  }
  // The first byte of a request on a kept-alive connection starts its clock.
  if (wasEmpty && !connection.buffer.empty())
    connection.deadline = std::min(connection.deadline, Clock::now() + m_limits.requestTimeout);
  return true;
}

bool ConnectionServer::takePeerLine(Connection& connection) const {
  constexpr std::string_view Prefix = "PEER ";
  constexpr std::size_t Longest = 80;  // "PEER " and an IPv6 address with its scope
  const std::size_t end = connection.buffer.find("\r\n");
  if (end == std::string::npos) return connection.buffer.size() < Longest;
  if (end >= Longest || !connection.buffer.starts_with(Prefix) || end == Prefix.size())
    return false;
  connection.peer = connection.buffer.substr(Prefix.size(), end - Prefix.size());
  connection.buffer.erase(0, end + 2);
  return true;
}

std::optional<std::size_t> ConnectionServer::requestLength(Connection& connection) {
  const std::string_view buffer = connection.buffer;
  const std::size_t head = headLength(buffer);
  auto request = parseRequestHead(buffer.substr(0, head));
  if (!request) return head;  // a worker answers 400 or 505
  // RFC 9112 §6.1: a transfer coding would need a chunked reader; a client
  // that sends one is asked for a length instead (411).
  if (!request->field("transfer-encoding").empty()) {
    refuse(connection.fd, 411, "length-required",
           "send the body with Content-Length (no transfer coding)");
    return std::nullopt;
  }
  const auto body = request->contentLength();
  if (!body) {
    refuse(connection.fd, 400, "bad-request", "malformed Content-Length");
    return std::nullopt;
  }
  if (*body > m_limits.bodyBytes) {
    refuse(connection.fd, 413, "content-too-large",
           fmt::format("the body is larger than {} bytes", m_limits.bodyBytes));
    return std::nullopt;
  }
  connection.request = std::move(*request);
  return buffer.size() >= head + *body ? head + *body : 0;
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
  const std::size_t headBytes = headLength(connection.buffer);
  // Parsed by the poller (requestLength); parsed here again only to name
  // what is wrong with a malformed head.
  auto request = connection.request
                     ? std::expected<RequestHead, HeadError>(std::move(*connection.request))
                     : parseRequestHead(std::string_view(connection.buffer).substr(0, headBytes));
  connection.request.reset();
  std::size_t length = headBytes;
  if (request) {
    const std::size_t body = request->contentLength().value_or(0);
    request->body = connection.buffer.substr(headBytes, body);
    request->peer = connection.peer;
    length += body;
  }
  Reply reply;
  bool keepAlive = false;
  bool head = false;
  if (!request) {
    switch (request.error().code) {
      case HeadErrorCode::VersionNotSupported:
        reply = m_handlers.error(505, "http-version-not-supported",
                                 "this server speaks HTTP/1.0 and HTTP/1.1");
        break;
      case HeadErrorCode::TooLarge:
        reply = m_handlers.error(431, "head-too-large", request.error().detail);
        break;
      case HeadErrorCode::Malformed:
        reply = m_handlers.error(400, "bad-request",
                                 fmt::format("malformed request head: {}", request.error().detail));
        break;
    }
  } else {
    try {
      reply = m_handlers.answer(*request);
    } catch (const std::exception& e) {
      reply = m_handlers.error(500, "internal", e.what());
    } catch (...) {
      reply = m_handlers.error(500, "internal", "unexpected failure");
    }
    head = request->method == "HEAD";
    keepAlive = request->keepAlive() && connection.served + 1 < m_limits.requestsPerConnection;
  }
  const bool stream = reply.stream && m_handlers.adopt && !head;
  const std::string bytes = serializeReply(reply, head, keepAlive && !stream);
  if (!platform::sendAll(connection.fd, bytes, Clock::now() + m_limits.writeTimeout)) {
    close(connection.fd);
    return;
  }
  if (stream) {
    --m_open;  // the stream's owner counts and closes it from now on
    m_handlers.adopt(connection.fd);
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
    const auto whole = requestLength(connection);
    if (!whole) return;
    // A pipelined request already arrived; its body may still be on its way.
    if (*whole > 0) {
      dispatch(std::move(connection));
      return;
    }
  }
  park(std::move(connection));
}

}  // namespace live
