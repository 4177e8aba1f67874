// SPDX-License-Identifier: MIT
// POSIX sockets with the Linux (and BSD) forms that make a socket non-blocking
// and close-on-exec as it is made: SOCK_NONBLOCK, SOCK_CLOEXEC, accept4,
// MSG_NOSIGNAL; the wake-up is an eventfd.
#include "app/platform/socket.h"

#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace platform {

std::expected<Socket, std::string> listenOn(const std::string& host, std::uint16_t port) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE;
  addrinfo* found = nullptr;
  const std::string service = std::to_string(port);
  if (const int rc = ::getaddrinfo(host.c_str(), service.c_str(), &hints, &found); rc != 0)
    return std::unexpected("cannot resolve " + host + ": " + gai_strerror(rc));
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
    return std::unexpected("cannot listen on " + host + ":" + service + ": " +
                           std::strerror(error));
  return fd;
}

std::expected<Socket, std::string> connectLoopback(std::uint16_t port,
                                                   std::chrono::milliseconds timeout) {
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (fd < 0) return std::unexpected(std::string("cannot make a socket: ") + std::strerror(errno));
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
    int error = errno;
    if (error == EINPROGRESS && waitUntilWritable(fd, timeout)) {
      socklen_t length = sizeof error;
      ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length);
    }
    if (error != 0) {
      ::close(fd);
      return std::unexpected("cannot connect to 127.0.0.1:" + std::to_string(port) + ": " +
                             std::strerror(error == EINPROGRESS ? ETIMEDOUT : error));
    }
  }
  return fd;
}

std::uint16_t localPort(Socket listening) {
  sockaddr_storage address{};
  socklen_t length = sizeof address;
  ::getsockname(static_cast<int>(listening), reinterpret_cast<sockaddr*>(&address), &length);
  if (address.ss_family == AF_INET6)
    return ntohs(reinterpret_cast<const sockaddr_in6*>(&address)->sin6_port);
  return ntohs(reinterpret_cast<const sockaddr_in*>(&address)->sin_port);
}

Socket acceptConnection(Socket listening) {
  for (;;) {
    const int fd =
        ::accept4(static_cast<int>(listening), nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd >= 0) return fd;
    if (errno != EINTR && errno != ECONNABORTED) return NoSocket;
  }
}

std::string peerAddress(Socket socket) {
  sockaddr_storage address{};
  socklen_t length = sizeof address;
  char host[NI_MAXHOST] = "";
  if (::getpeername(static_cast<int>(socket), reinterpret_cast<sockaddr*>(&address), &length) !=
          0 ||
      ::getnameinfo(reinterpret_cast<const sockaddr*>(&address), length, host, sizeof host, nullptr,
                    0, NI_NUMERICHOST) != 0)
    return {};
  return host;
}

std::ptrdiff_t receiveSome(Socket socket, char* into, std::size_t size) {
  for (;;) {
    const ssize_t got = ::recv(static_cast<int>(socket), into, size, 0);
    if (got >= 0) return got;
    if (errno == EINTR) continue;
    return errno == EAGAIN || errno == EWOULDBLOCK ? WouldBlock : Failed;
  }
}

std::ptrdiff_t sendSome(Socket socket, std::string_view bytes) {
  for (;;) {
    const ssize_t sent = ::send(static_cast<int>(socket), bytes.data(), bytes.size(), MSG_NOSIGNAL);
    if (sent > 0) return sent;
    if (sent < 0 && errno == EINTR) continue;
    return sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) ? WouldBlock : Failed;
  }
}

bool waitUntilWritable(Socket socket, std::chrono::milliseconds timeout) {
  pollfd out{static_cast<int>(socket), POLLOUT, 0};
  return ::poll(&out, 1, static_cast<int>(timeout.count())) >= 0 || errno == EINTR;
}

void shutdownSending(Socket socket) { ::shutdown(static_cast<int>(socket), SHUT_WR); }

void closeSocket(Socket socket) { ::close(static_cast<int>(socket)); }

bool waitForInput(std::vector<WatchedSocket>& sockets, std::chrono::milliseconds timeout) {
  std::vector<pollfd> polled;
  polled.reserve(sockets.size());
  for (const auto& watched : sockets)
    polled.push_back({static_cast<int>(watched.socket), POLLIN, 0});
  const int rc = ::poll(polled.data(), polled.size(), static_cast<int>(timeout.count()));
  for (std::size_t i = 0; i < sockets.size(); ++i)
    sockets[i].ready = rc > 0 && polled[i].revents != 0;
  return rc >= 0 || errno == EINTR;
}

Wakeup::Wakeup() : m_socket(::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC)) {}

Wakeup::~Wakeup() { ::close(static_cast<int>(m_socket)); }

void Wakeup::signal() {
  const std::uint64_t one = 1;
  [[maybe_unused]] const ssize_t written = ::write(static_cast<int>(m_socket), &one, sizeof one);
}

void Wakeup::clear() {
  std::uint64_t count = 0;
  [[maybe_unused]] const ssize_t read = ::read(static_cast<int>(m_socket), &count, sizeof count);
}

}  // namespace platform
