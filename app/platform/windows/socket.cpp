// SPDX-License-Identifier: MIT
// Winsock 2: non-blocking sockets (ioctlsocket FIONBIO), not inherited
// (WSA_FLAG_NO_HANDLE_INHERIT), waited on with WSAPoll; the wake-up is a UDP
// socket on the loopback address connected to itself.
#include "app/platform/socket.h"

#include <winsock2.h>
#include <ws2tcpip.h>

#include <windows.h>

namespace platform {
namespace {

// Winsock is started once per process, before the first socket.
bool winsockStarted() {
  static const bool started = [] {
    WSADATA data;
    return ::WSAStartup(MAKEWORD(2, 2), &data) == 0;
  }();
  return started;
}

std::string errorText(int error) {
  char* text = nullptr;
  const DWORD length = ::FormatMessageA(
      FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
      nullptr, static_cast<DWORD>(error), 0, reinterpret_cast<char*>(&text), 0, nullptr);
  std::string message = length > 0 ? std::string(text, length) : "error " + std::to_string(error);
  ::LocalFree(text);
  while (!message.empty() && (message.back() == '\n' || message.back() == '\r' ||
                              message.back() == ' ' || message.back() == '.'))
    message.pop_back();
  return message;
}

SOCKET newSocket(int family, int type, int protocol) {
  SOCKET made = ::WSASocketW(family, type, protocol, nullptr, 0,
                             WSA_FLAG_OVERLAPPED | WSA_FLAG_NO_HANDLE_INHERIT);
  if (made == INVALID_SOCKET) return made;
  u_long nonBlocking = 1;
  ::ioctlsocket(made, FIONBIO, &nonBlocking);
  return made;
}

SOCKET native(Socket socket) { return static_cast<SOCKET>(socket); }

}  // namespace

std::expected<Socket, std::string> listenOn(const std::string& host, std::uint16_t port) {
  if (!winsockStarted())
    return std::unexpected("cannot start Winsock: " + errorText(::WSAGetLastError()));
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE;
  addrinfo* found = nullptr;
  const std::string service = std::to_string(port);
  if (const int rc = ::getaddrinfo(host.c_str(), service.c_str(), &hints, &found); rc != 0)
    return std::unexpected("cannot resolve " + host + ": " + errorText(rc));
  SOCKET made = INVALID_SOCKET;
  int error = 0;
  for (addrinfo* at = found; at != nullptr && made == INVALID_SOCKET; at = at->ai_next) {
    made = newSocket(at->ai_family, at->ai_socktype, at->ai_protocol);
    if (made == INVALID_SOCKET) {
      error = ::WSAGetLastError();
      continue;
    }
    // Windows' SO_REUSEADDR would let another program take the port over;
    // a port just released is free to bind again without it.
    const BOOL exclusive = TRUE;
    ::setsockopt(made, SOL_SOCKET, SO_EXCLUSIVEADDRUSE, reinterpret_cast<const char*>(&exclusive),
                 sizeof exclusive);
    if (::bind(made, at->ai_addr, static_cast<int>(at->ai_addrlen)) != 0 ||
        ::listen(made, SOMAXCONN) != 0) {
      error = ::WSAGetLastError();
      ::closesocket(made);
      made = INVALID_SOCKET;
    }
  }
  ::freeaddrinfo(found);
  if (made == INVALID_SOCKET)
    return std::unexpected("cannot listen on " + host + ":" + service + ": " + errorText(error));
  return static_cast<Socket>(made);
}

std::expected<Socket, std::string> connectLoopback(std::uint16_t port,
                                                   std::chrono::milliseconds timeout) {
  if (!winsockStarted())
    return std::unexpected("cannot start Winsock: " + errorText(::WSAGetLastError()));
  const SOCKET made = newSocket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
  if (made == INVALID_SOCKET)
    return std::unexpected("cannot make a socket: " + errorText(::WSAGetLastError()));
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(made, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
    int error = ::WSAGetLastError();
    if (error == WSAEWOULDBLOCK && waitUntilWritable(static_cast<Socket>(made), timeout)) {
      int length = sizeof error;
      ::getsockopt(made, SOL_SOCKET, SO_ERROR, reinterpret_cast<char*>(&error), &length);
    }
    if (error != 0) {
      ::closesocket(made);
      return std::unexpected("cannot connect to 127.0.0.1:" + std::to_string(port) + ": " +
                             errorText(error == WSAEWOULDBLOCK ? WSAETIMEDOUT : error));
    }
  }
  return static_cast<Socket>(made);
}

std::uint16_t localPort(Socket listening) {
  sockaddr_storage address{};
  int length = sizeof address;
  ::getsockname(native(listening), reinterpret_cast<sockaddr*>(&address), &length);
  if (address.ss_family == AF_INET6)
    return ntohs(reinterpret_cast<const sockaddr_in6*>(&address)->sin6_port);
  return ntohs(reinterpret_cast<const sockaddr_in*>(&address)->sin_port);
}

Socket acceptConnection(Socket listening) {
  for (;;) {
    const SOCKET accepted = ::accept(native(listening), nullptr, nullptr);
    if (accepted != INVALID_SOCKET) {
      // An accepted socket shares the listening one's properties; said again
      // so that it does not depend on that.
      u_long nonBlocking = 1;
      ::ioctlsocket(accepted, FIONBIO, &nonBlocking);
      ::SetHandleInformation(reinterpret_cast<HANDLE>(accepted), HANDLE_FLAG_INHERIT, 0);
      return static_cast<Socket>(accepted);
    }
    if (::WSAGetLastError() != WSAECONNRESET)
      return NoSocket;  // reset before it was accepted: next
  }
}

std::string peerAddress(Socket socket) {
  sockaddr_storage address{};
  int length = sizeof address;
  char host[NI_MAXHOST] = "";
  if (::getpeername(native(socket), reinterpret_cast<sockaddr*>(&address), &length) != 0 ||
      ::getnameinfo(reinterpret_cast<const sockaddr*>(&address), length, host, sizeof host, nullptr,
                    0, NI_NUMERICHOST) != 0)
    return {};
  return host;
}

std::ptrdiff_t receiveSome(Socket socket, char* into, std::size_t size) {
  const int got = ::recv(native(socket), into, static_cast<int>(size), 0);
  if (got >= 0) return got;
  return ::WSAGetLastError() == WSAEWOULDBLOCK ? WouldBlock : Failed;
}

std::ptrdiff_t sendSome(Socket socket, std::string_view bytes) {
  const int sent = ::send(native(socket), bytes.data(), static_cast<int>(bytes.size()), 0);
  if (sent > 0) return sent;
  return sent < 0 && ::WSAGetLastError() == WSAEWOULDBLOCK ? WouldBlock : Failed;
}

bool waitUntilWritable(Socket socket, std::chrono::milliseconds timeout) {
  WSAPOLLFD out{native(socket), POLLWRNORM, 0};
  return ::WSAPoll(&out, 1, static_cast<INT>(timeout.count())) != SOCKET_ERROR;
}

void shutdownSending(Socket socket) { ::shutdown(native(socket), SD_SEND); }

void closeSocket(Socket socket) { ::closesocket(native(socket)); }

bool waitForInput(std::vector<WatchedSocket>& sockets, std::chrono::milliseconds timeout) {
  std::vector<WSAPOLLFD> polled;
  polled.reserve(sockets.size());
  for (const auto& watched : sockets) polled.push_back({native(watched.socket), POLLRDNORM, 0});
  const int rc = ::WSAPoll(polled.data(), static_cast<ULONG>(polled.size()),
                           static_cast<INT>(timeout.count()));
  for (std::size_t i = 0; i < sockets.size(); ++i)
    sockets[i].ready = rc > 0 && polled[i].revents != 0;
  return rc != SOCKET_ERROR;
}

Wakeup::Wakeup() {
  if (!winsockStarted()) return;
  const SOCKET made = newSocket(AF_INET, SOCK_DGRAM, IPPROTO_UDP);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  int length = sizeof address;
  if (made == INVALID_SOCKET || ::bind(made, reinterpret_cast<sockaddr*>(&address), length) != 0 ||
      ::getsockname(made, reinterpret_cast<sockaddr*>(&address), &length) != 0 ||
      ::connect(made, reinterpret_cast<sockaddr*>(&address), length) != 0) {
    if (made != INVALID_SOCKET) ::closesocket(made);
    return;
  }
  m_socket = static_cast<Socket>(made);
}

Wakeup::~Wakeup() {
  if (m_socket != NoSocket) ::closesocket(native(m_socket));
}

void Wakeup::signal() {
  const char one = 1;
  ::send(native(m_socket), &one, 1, 0);
}

void Wakeup::clear() {
  char drained[64];
  while (::recv(native(m_socket), drained, sizeof drained, 0) > 0) {
  }
}

}  // namespace platform
