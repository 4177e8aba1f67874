// SPDX-License-Identifier: MIT
#include "app/live/tls_front.h"

#include <Poco/Net/NetException.h>

#include <openssl/err.h>
#include <openssl/ssl.h>

#include <array>
#include <chrono>
#include <optional>
#include <stdexcept>
#include <vector>

namespace live {

struct TlsFront::Context {
  SSL_CTX* ssl = nullptr;
  ~Context() { SSL_CTX_free(ssl); }
};

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

constexpr milliseconds HandshakeTime{10000};  // a client's TLS handshake, at most
constexpr milliseconds WriteTime{10000};      // to pass on one piece, at most
constexpr milliseconds BackendConnectTime{2000};

std::string sslErrors() {
  std::string text;
  while (const unsigned long code = ERR_get_error()) {
    std::array<char, 256> line{};
    ERR_error_string_n(code, line.data(), line.size());
    text += (text.empty() ? "" : "; ") + std::string(line.data());
  }
  return text.empty() ? "unknown TLS error" : text;
}

SSL_CTX* serverContext(const TlsFiles& files) {
  SSL_CTX* context = SSL_CTX_new(TLS_server_method());
  if (context == nullptr) throw std::runtime_error("cannot start TLS: " + sslErrors());
  const auto refuse = [&](const std::string& what) {
    const std::string reason = sslErrors();
    SSL_CTX_free(context);
    throw std::runtime_error(what + ": " + reason);
  };
  SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION);
  SSL_CTX_set_mode(context, SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
  if (SSL_CTX_use_certificate_chain_file(context, files.certificate.c_str()) != 1)
    refuse(files.certificate.string() + ": not a usable PEM certificate");
  if (SSL_CTX_use_PrivateKey_file(context, files.key.c_str(), SSL_FILETYPE_PEM) != 1)
    refuse(files.key.string() + ": not a usable PEM private key");
  if (SSL_CTX_check_private_key(context) != 1)
    refuse(files.key.string() + ": the key does not belong to " + files.certificate.string());
  return context;
}

// Waits for what an SSL call that returned `rc` needs (input, or room to
// write), watching `stop` too; false when the call failed for good, the
// deadline passed or the front is stopping.
bool awaitRetry(SSL* ssl, int rc, platform::Socket client, platform::Socket stop,
                Clock::time_point deadline) {
  const int error = SSL_get_error(ssl, rc);
  const auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
  if (left.count() <= 0) return false;
  if (error == SSL_ERROR_WANT_WRITE) return platform::waitUntilWritable(client, left);
  if (error != SSL_ERROR_WANT_READ) return false;
  std::vector<platform::WatchedSocket> watched{{client}, {stop}};
  return platform::waitForInput(watched, left) && !watched[1].ready;
}

bool writeAll(SSL* ssl, platform::Socket client, platform::Socket stop, std::string_view bytes) {
  const auto deadline = Clock::now() + WriteTime;
  while (!bytes.empty()) {
    const int written = SSL_write(ssl, bytes.data(), static_cast<int>(bytes.size()));
    if (written > 0) {
      bytes.remove_prefix(static_cast<std::size_t>(written));
      continue;
    }
    if (!awaitRetry(ssl, written, client, stop, deadline)) return false;
  }
  return true;
}

}  // namespace

TlsFront::TlsFront(const std::string& bind, std::uint16_t port, const TlsFiles& files,
                   std::uint16_t backendPort, std::size_t maxConnections)
    : m_context(std::make_unique<Context>()),
      m_backendPort(backendPort),
      m_maxConnections(maxConnections) {
  m_context->ssl = serverContext(files);
  auto listening = platform::listenOn(bind, port);
  if (!listening) throw Poco::Net::NetException(listening.error());
  m_listen = *listening;
  m_port = platform::localPort(m_listen);
  m_acceptor = std::thread([this] { acceptLoop(); });
}

TlsFront::~TlsFront() { stop(); }

void TlsFront::stop() {
  if (m_stopping.exchange(true)) return;
  m_stop.signal();
  m_acceptor.join();
  std::lock_guard lock(m_mutex);
  for (auto& relay : m_relays) relay.thread.join();
  m_relays.clear();
  platform::closeSocket(m_listen);
}

void TlsFront::reapEnded() {
  for (auto relay = m_relays.begin(); relay != m_relays.end();) {
    if (!*relay->done) {
      ++relay;
      continue;
    }
    relay->thread.join();
    relay = m_relays.erase(relay);
  }
}

void TlsFront::acceptLoop() {
  while (!m_stopping) {
    std::vector<platform::WatchedSocket> watched{{m_listen}, {m_stop.socket()}};
    if (!platform::waitForInput(watched, milliseconds(1000)) || watched[1].ready) return;
    std::lock_guard lock(m_mutex);
    reapEnded();
    for (;;) {
      const platform::Socket client = platform::acceptConnection(m_listen);
      if (client == platform::NoSocket) break;
      if (m_open >= m_maxConnections) {
        platform::closeSocket(client);
        continue;
      }
      ++m_open;
      auto done = std::make_shared<std::atomic<bool>>(false);
      m_relays.push_back(Relay{std::thread([this, client, done] {
                                 relay(client, platform::peerAddress(client));
                                 --m_open;
                                 *done = true;
                               }),
                               done});
    }
  }
}

void TlsFront::relay(platform::Socket client, const std::string& peer) {
  SSL* ssl = SSL_new(m_context->ssl);
  std::optional<platform::Socket> backend;
  const platform::Socket stop = m_stop.socket();
  if (ssl != nullptr && SSL_set_fd(ssl, static_cast<int>(client)) == 1) {
    const auto handshakeEnd = Clock::now() + HandshakeTime;
    bool accepted = false;
    for (;;) {
      const int rc = SSL_accept(ssl);
      if (rc == 1) {
        accepted = true;
        break;
      }
      if (!awaitRetry(ssl, rc, client, stop, handshakeEnd)) break;
    }
    if (accepted) {
      if (auto connected = platform::connectLoopback(m_backendPort, BackendConnectTime))
        backend = *connected;
    }
  }
  // The client's address first (ServerLimits::peerLine), then the bytes
  // both ways until either side closes or the front stops.
  if (backend &&
      platform::sendAll(*backend, "PEER " + peer + "\r\n", Clock::now() + BackendConnectTime)) {
    std::array<char, 16384> buffer{};
    for (bool open = true; open && !m_stopping;) {
      for (;;) {  // from the client: all that can be decrypted now
        const int got = SSL_read(ssl, buffer.data(), static_cast<int>(buffer.size()));
        if (got > 0) {
          open = platform::sendAll(*backend, std::string_view(buffer.data(), got),
                                   Clock::now() + WriteTime);
          if (!open) break;
          continue;
        }
        const int error = SSL_get_error(ssl, got);
        if (error == SSL_ERROR_WANT_WRITE &&
            platform::waitUntilWritable(client, milliseconds(WriteTime)))
          continue;
        open = error == SSL_ERROR_WANT_READ;  // else closed (close_notify) or broken
        break;
      }
      while (open) {  // from the server: all that has arrived
        const std::ptrdiff_t got = platform::receiveSome(*backend, buffer.data(), buffer.size());
        if (got == platform::WouldBlock) break;
        open = got > 0 && writeAll(ssl, client, stop,
                                   std::string_view(buffer.data(), static_cast<std::size_t>(got)));
      }
      if (!open) break;
      std::vector<platform::WatchedSocket> watched{{client}, {*backend}, {stop}};
      if (!platform::waitForInput(watched, milliseconds(60000)) || watched[2].ready) break;
    }
  }
  if (ssl != nullptr) {
    SSL_shutdown(ssl);  // best effort: a close_notify if the socket takes it now
    SSL_free(ssl);
  }
  if (backend) platform::closeSocket(*backend);
  platform::closeSocket(client);
}

}  // namespace live
