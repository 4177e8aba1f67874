// SPDX-License-Identifier: MIT
// `serve --tls`: HTTPS through the TLS front, the client's address passed on
// to the HTTP server, the venue's cookies Secure.
#include "app/live/connection_server.h"
#include "app/live/live_server.h"
#include "app/live/live_standings.h"
#include "app/live/tls_certificate.h"
#include "tests/live/loopback_options.h"
#include "tests/live/venue_client.h"
#include "tests/persistence/event_file_fixture.h"

#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <string>

namespace {

// What a TLS client got: whether the server's certificate verified against
// `trusted` for the address 127.0.0.1, and the bytes answered to `request`.
struct TlsAnswer {
  bool verified = false;
  std::string bytes;
};

TlsAnswer tlsExchange(std::uint16_t port, const std::filesystem::path& trusted,
                      const std::string& request) {
  TlsAnswer answer;
  std::unique_ptr<SSL_CTX, decltype(&SSL_CTX_free)> context(SSL_CTX_new(TLS_client_method()),
                                                            SSL_CTX_free);
  SSL_CTX_load_verify_locations(context.get(), trusted.c_str(), nullptr);
  SSL_CTX_set_verify(context.get(), SSL_VERIFY_PEER, nullptr);
  Poco::Net::StreamSocket socket;
  socket.connect(Poco::Net::SocketAddress("127.0.0.1", port), Poco::Timespan(2, 0));
  socket.setReceiveTimeout(Poco::Timespan(5, 0));
  std::unique_ptr<SSL, decltype(&SSL_free)> ssl(SSL_new(context.get()), SSL_free);
  X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl.get()), "127.0.0.1");
  SSL_set_fd(ssl.get(), socket.impl()->sockfd());
  if (SSL_connect(ssl.get()) != 1) return answer;
  answer.verified = SSL_get_verify_result(ssl.get()) == X509_V_OK;
  SSL_write(ssl.get(), request.data(), static_cast<int>(request.size()));
  std::array<char, 4096> chunk{};
  for (int got; (got = SSL_read(ssl.get(), chunk.data(), chunk.size())) > 0;)
    answer.bytes.append(chunk.data(), static_cast<std::size_t>(got));
  return answer;
}

std::filesystem::path tlsFolder() {
  const auto folder = std::filesystem::path(freshEventPath("tls")).parent_path();
  std::filesystem::create_directories(folder);
  return folder;
}

}  // namespace

// A venue served with a self-signed certificate made for 127.0.0.1: the
// client verifies it (and its fingerprint is the one printed), the sign-in
// page comes over TLS with its cookie marked Secure, and plain HTTP on the
// same port gets no HTTP answer.
TEST(TlsServe, AStationGetsTheSignInPageOverVerifiedTlsWithASecureCookie) {
  const auto folder = tlsFolder();
  const live::TlsFiles files{folder / "venue-cert.pem", folder / "venue-key.pem"};
  const std::string fingerprint = live::makeSelfSignedCertificate(files, {"127.0.0.1"});
  EXPECT_EQ(fingerprint.size(), 32u * 3 - 1);  // SHA-256: 32 bytes as XX:XX:...
  EXPECT_EQ(live::certificateFingerprint(files.certificate), fingerprint);
  EXPECT_EQ(std::filesystem::status(files.key).permissions() & std::filesystem::perms::others_read,
            std::filesystem::perms::none);
  const std::string path = seededEventFile("tls_venue");
  live::LiveOptions options = live_test::loopback(2);
  options.venue = path;
  options.tls = files;
  live::LiveServer server(live::eventFileSource(path, ""), live::standingsBuilder(), options);
  const TlsAnswer page = tlsExchange(server.port(), files.certificate,
                                     "GET /login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: "
                                     "close\r\n\r\n");
  EXPECT_TRUE(page.verified);
  EXPECT_TRUE(page.bytes.starts_with("HTTP/1.1 200")) << page.bytes.substr(0, 200);
  EXPECT_NE(page.bytes.find("; Secure"), std::string::npos);
  const live_test::Answer plain = live_test::rawExchange(
      server.port(), "GET /login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
  EXPECT_FALSE(plain.head.starts_with("HTTP/")) << plain.head;
}

// A certificate or key that cannot be used stops the server from starting,
// naming the file.
TEST(TlsServe, AnUnusableCertificateIsNamed) {
  const auto folder = tlsFolder();
  const auto notPem = folder / "not-a-certificate.pem";
  std::ofstream(notPem) << "hello\n";
  live::LiveOptions options = live_test::loopback(1);
  options.tls = live::TlsFiles{notPem, notPem};
  const std::string path = seededEventFile("tls_bad");
  try {
    live::LiveServer server(live::eventFileSource(path, ""), live::standingsBuilder(), options);
    ADD_FAILURE() << "the server started";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("not-a-certificate.pem"), std::string::npos) << e.what();
  }
}

// Behind the front, the HTTP server takes the client's address from the
// connection's first line, and closes a connection that does not start with it.
TEST(TlsServe, TheHttpServerBehindTheFrontKnowsTheClientByItsPeerLine) {
  std::mutex mutex;
  std::string seenPeer;
  live::ServerLimits limits;
  limits.threads = 1;
  limits.peerLine = true;
  live::RequestHandlers handlers{.answer =
                                     [&](const live::RequestHead& request) {
                                       std::lock_guard lock(mutex);
                                       seenPeer = request.peer;
                                       return live::Reply{200, "text/plain", "ok", {}};
                                     },
                                 .error =
                                     [](int status, std::string_view, std::string_view) {
                                       return live::Reply{status, "text/plain", "error", {}};
                                     }};
  live::ConnectionServer server("127.0.0.1", 0, limits, handlers);
  const auto relayed = live_test::rawExchange(
      server.port(), "PEER 10.1.2.3\r\nGET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(relayed.status, 200);
  {
    std::lock_guard lock(mutex);
    EXPECT_EQ(seenPeer, "10.1.2.3");
  }
  const auto direct = live_test::rawExchange(
      server.port(), "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(direct.status, 0);
  EXPECT_TRUE(direct.head.empty()) << direct.head;
}
