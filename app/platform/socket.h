// SPDX-License-Identifier: MIT
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <expected>
#include <string>
#include <string_view>
#include <vector>

namespace platform {

// A TCP socket: a file descriptor on POSIX, a SOCKET on Windows (both fit an
// intptr_t; Windows' INVALID_SOCKET is NoSocket). Every socket made here is
// non-blocking and not inherited by child processes.
using Socket = std::intptr_t;
inline constexpr Socket NoSocket = -1;

// A socket listening on `host`:`port` (port 0: one the system picks), bound
// to the first address `host` resolves to that can be bound; else why not,
// in the system's words.
std::expected<Socket, std::string> listenOn(const std::string& host, std::uint16_t port);
// A connection to this machine's `port` on 127.0.0.1, made within `timeout`
// (non-blocking like every socket here); else why not, in the system's words.
std::expected<Socket, std::string> connectLoopback(std::uint16_t port,
                                                   std::chrono::milliseconds timeout);
// The port a listening socket is bound to.
std::uint16_t localPort(Socket listening);
// The next connection waiting on `listening`; NoSocket when none is waiting
// (or the process has no descriptors left: the caller tries again later).
Socket acceptConnection(Socket listening);
// The numeric address of a connected socket's peer ("127.0.0.1", "::1"),
// or "" when it cannot be told.
std::string peerAddress(Socket socket);

// What receiveSome and sendSome did: a number of bytes (> 0), or one of these.
inline constexpr std::ptrdiff_t PeerClosed = 0;   // receive only: the peer shut its side
inline constexpr std::ptrdiff_t WouldBlock = -1;  // nothing to move now: wait and retry
inline constexpr std::ptrdiff_t Failed = -2;      // the connection is broken
std::ptrdiff_t receiveSome(Socket socket, char* into, std::size_t size);
// Never raises SIGPIPE when the peer has gone.
std::ptrdiff_t sendSome(Socket socket, std::string_view bytes);

// Waits until `socket` can take more bytes or `timeout` passes; false when
// waiting failed.
bool waitUntilWritable(Socket socket, std::chrono::milliseconds timeout);
// Sends all of `bytes` before `deadline`, waiting while the socket is full;
// false when the connection failed or the deadline passed.
inline bool sendAll(Socket socket, std::string_view bytes,
                    std::chrono::steady_clock::time_point deadline) {
  while (!bytes.empty()) {
    const std::ptrdiff_t sent = sendSome(socket, bytes);
    if (sent > 0) {
      bytes.remove_prefix(static_cast<std::size_t>(sent));
      continue;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (sent != WouldBlock || left.count() <= 0 || !waitUntilWritable(socket, left)) return false;
  }
  return true;
}
// Sends what is queued, then the end of the stream (a half close).
void shutdownSending(Socket socket);
void closeSocket(Socket socket);

struct WatchedSocket {
  Socket socket = NoSocket;
  bool ready = false;  // set by waitForInput: input, the end of the stream or an error is there
};
// Waits until one of `sockets` is ready or `timeout` passes and marks the ready
// ones; false when waiting failed (an interruption by a signal is no failure).
bool waitForInput(std::vector<WatchedSocket>& sockets, std::chrono::milliseconds timeout);

// Wakes a thread in waitForInput from another thread: socket() is watched with
// the others, signal() makes it ready, clear() makes it not ready again.
class Wakeup {
public:
  Wakeup();
  ~Wakeup();
  Wakeup(const Wakeup&) = delete;
  Wakeup& operator=(const Wakeup&) = delete;

  Socket socket() const { return m_socket; }
  void signal();
  void clear();

private:
  Socket m_socket = NoSocket;
};

}  // namespace platform
