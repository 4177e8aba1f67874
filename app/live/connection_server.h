// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/http_reply.h"
#include "app/live/http_request.h"
#include "app/platform/socket.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace live {

// How much a client may take of the server. Idle connections cost no thread:
// they wait in one poll() until a whole request head has arrived, and only
// then is the request queued for a worker.
struct ServerLimits {
  int threads = 4;                 // workers answering requests
  std::size_t queue = 256;         // complete requests waiting for a worker; beyond: 503
  std::size_t connections = 4096;  // open connections; beyond: 503 and close
  std::chrono::milliseconds requestTimeout{
      5000};                                      // from the first byte to the end of the head: 408
  std::chrono::milliseconds idleTimeout{5000};    // between keep-alive requests: closed
  std::chrono::milliseconds writeTimeout{5000};   // to write one answer: closed
  std::chrono::milliseconds lingerTimeout{2000};  // draining after the last answer, then closed
  int requestsPerConnection = 1000;  // keep-alive limit; the last answer says "Connection: close"
  std::size_t headBytes = 16384;     // largest request head: 431
  std::size_t bodyBytes = 16384;     // largest request body (Content-Length): 413
  // Behind the TLS front (tls_front.h) every connection comes from it and
  // starts with the client's address, "PEER <address>\r\n", before the
  // HTTP bytes; a connection without it is closed.
  bool peerLine = false;
};

// What the server calls: `answer` for a parsed request (from a worker
// thread, possibly several at once), `error` for a status the server decides
// itself (400, 408, 411, 413, 431, 503, 505) with a code and an English
// sentence. An answer marked Reply::stream has its head written and its
// socket handed to `adopt`, which owns it from then on (an event stream);
// without `adopt` such an answer is written and closed like any other.
struct RequestHandlers {
  std::function<Reply(const RequestHead&)> answer;
  std::function<Reply(int status, std::string_view code, std::string_view message)> error;
  std::function<void(platform::Socket)> adopt = {};
};

// An HTTP/1.1 server on one listening socket (app/platform's sockets). One
// thread accepts and reads requests (head, then a body of Content-Length
// bytes) for every connection; a pool of workers answers complete requests
// and hands keep-alive connections back. Heads are parsed by Poco's
// HTTPRequest (http_request.h). Poco's own HTTPServer was measured and not
// taken (tests/live/http_stack_test.cpp): it holds a thread for each
// connection while it waits for the next request, so with as many idle
// keep-alive clients as threads a fresh request waited its keep-alive
// timeout (5 s); here it is answered at once. Throws
// Poco::Net::NetException when the address cannot be resolved or bound.
class ConnectionServer {
public:
  ConnectionServer(const std::string& bind, std::uint16_t port, const ServerLimits& limits,
                   RequestHandlers handlers);
  ~ConnectionServer();
  ConnectionServer(const ConnectionServer&) = delete;
  ConnectionServer& operator=(const ConnectionServer&) = delete;

  std::uint16_t port() const { return m_port; }
  // Stops accepting, closes every connection and joins the threads; idempotent.
  void stop();

private:
  using Clock = std::chrono::steady_clock;
  struct Connection {
    platform::Socket fd = platform::NoSocket;
    std::string buffer;                  // bytes received and not yet answered
    std::string peer;                    // the client's address
    std::optional<RequestHead> request;  // the head at the start of `buffer`, once parsed
    Clock::time_point deadline;
    int served = 0;  // requests answered on this connection
    // Answered and shut for writing: what still arrives is read and dropped
    // until the client closes or the deadline passes (a lingering close, so
    // that unread bytes do not turn the close into a reset that could
    // destroy the answer in flight).
    bool draining = false;
  };

  void pollLoop();
  void workLoop();
  void acceptConnections(std::vector<Connection>& parked);
  // Reads what has arrived; false when the connection was closed or handed on.
  bool readFrom(Connection& connection);
  // With ServerLimits::peerLine: takes the client's address off the start
  // of a new connection's bytes; false when they do not start with it.
  bool takePeerLine(Connection& connection) const;
  // Whether the head at the start of `buffer` (up to and including its
  // blank line; the bytes so far while it is incomplete) is over the limit,
  // also when a whole larger head arrived in one read.
  bool headTooLarge(std::string_view buffer) const;
  // With a whole head in `connection.buffer`: the bytes of the whole request
  // (head and body), 0 while it has not all arrived; a refusal (411, 413) is
  // sent here and returns nullopt.
  std::optional<std::size_t> requestLength(Connection& connection);
  // Queues a connection holding a whole head; false (and 503) when the queue is full.
  void dispatch(Connection connection);
  void answer(Connection connection);
  void refuse(platform::Socket fd, int status, std::string_view code, std::string_view message);
  void close(platform::Socket fd);
  // Shuts `connection` for writing and lets the poller drain it.
  void linger(Connection connection);
  void park(Connection connection);
  void wake();

  ServerLimits m_limits;
  RequestHandlers m_handlers;
  platform::Socket m_listen = platform::NoSocket;
  platform::Wakeup m_wake;  // returned connections or stop
  std::uint16_t m_port = 0;
  std::atomic<std::size_t> m_open{0};  // connections open

  std::mutex m_mutex;
  std::condition_variable m_work;
  std::deque<Connection> m_queue;      // heads waiting for a worker
  std::vector<Connection> m_returned;  // keep-alive connections back from workers
  bool m_stopping = false;

  std::thread m_poller;
  std::vector<std::thread> m_workers;
};

}  // namespace live
