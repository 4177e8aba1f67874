// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/tls_certificate.h"
#include "app/platform/socket.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace live {

// TLS for `serve --tls`: listens on the public address, completes each
// client's TLS handshake (TLS 1.2 or later, OpenSSL) and relays the
// decrypted bytes to the HTTP server listening on 127.0.0.1:`backendPort`,
// first naming the client ("PEER <address>\r\n": ServerLimits::peerLine), so
// that sign-in limits and audit rows keep the client's address. One thread
// per open connection, `maxConnections` at most (beyond: closed at once).
// Throws std::runtime_error naming the file when the certificate or key
// cannot be used, Poco::Net::NetException when the address cannot be bound.
class TlsFront {
public:
  TlsFront(const std::string& bind, std::uint16_t port, const TlsFiles& files,
           std::uint16_t backendPort, std::size_t maxConnections);
  ~TlsFront();
  TlsFront(const TlsFront&) = delete;
  TlsFront& operator=(const TlsFront&) = delete;

  std::uint16_t port() const { return m_port; }
  // Stops accepting, ends every relay and joins the threads; idempotent.
  void stop();

private:
  struct Context;
  void acceptLoop();
  void relay(platform::Socket client, const std::string& peer);

  std::unique_ptr<Context> m_context;
  platform::Socket m_listen = platform::NoSocket;
  std::uint16_t m_port = 0;
  std::uint16_t m_backendPort = 0;
  std::size_t m_maxConnections = 0;
  platform::Wakeup m_stop;  // signalled once: wakes the acceptor and every relay
  std::atomic<bool> m_stopping{false};
  std::atomic<std::size_t> m_open{0};
  struct Relay {
    std::thread thread;
    std::shared_ptr<std::atomic<bool>> done;
  };
  // Joins the relays that have ended (under m_mutex).
  void reapEnded();

  std::mutex m_mutex;
  std::list<Relay> m_relays;
  std::thread m_acceptor;
};

}  // namespace live
