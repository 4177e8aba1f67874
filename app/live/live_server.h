// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/connection_server.h"
#include "app/live/site_source.h"
#include "app/live/state_source.h"
#include "app/live/tls_certificate.h"
#include "reports/standings_table.h"

#include <cstdint>
#include <expected>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace live {

// Why no standings can be published for a state (e.g. an adjourned game is
// unresolved): a stable code for programs and an English sentence.
struct StandingsUnavailable {
  std::string code;
  std::string message;
};

// Turns the published section into the standings table to publish.
using StandingsBuilder = std::function<std::expected<reports::StandingsTable, StandingsUnavailable>(
    const service::PublishedSection&)>;

// What the server publishes and where it listens.
struct LiveOptions {
  std::string bind = "127.0.0.1";  // the address to listen on
  std::uint16_t port = 8080;       // 0 = any free port (see LiveServer::port)
  int threads = 4;                 // request threads (ServerLimits::threads)
  ServerLimits limits;             // timeouts, queue and keep-alive limits (threads from above)
  SiteSource site;                 // the publication site's pages (empty: only the pages below)
  std::function<std::string()>
      version;                   // the source's stamp for caching (fileVersion); may be empty
  std::filesystem::path manual;  // the user manual served under /manual (empty: none)
  // `serve --venue`: the event file the stations write (venue_site.h);
  // empty: the read-only site alone.
  std::filesystem::path venue;
  std::size_t liveScreens = 2048;  // the venue's open event streams at most (EventStreams)
  // `serve --tls`: HTTPS on bind:port through the TLS front (tls_front.h),
  // the HTTP server itself on 127.0.0.1 only, and the venue's cookies Secure.
  std::optional<TlsFiles> tls;
  std::size_t tlsConnections = 512;  // open TLS connections at most (a thread each)
};

class SiteCache;
class EventStreams;
class VenueSite;
class TlsFront;

// A read-only HTTP server for one event:
//   GET /                     an HTML page: the latest round's pairings and the standings;
//                             with options.site: the event page in the reader's language
//   GET /index.html, /en/..., /zh/...  the site's pages (reports/site_pages.h), with
//                             ETag / Last-Modified and 304 answers
//   GET /api/pairings?round=N the pairings of round N (default: the latest) as JSON
//   GET /api/standings        the standings as JSON
//   GET /manual/...           the user manual (options.manual; manual_files.h)
// Every error is a JSON body {"error": {...}} (valid UTF-8 whatever the
// request held) with a 4xx/5xx status and its own reason phrase: 404 for an
// unknown path or round, 400 for a malformed request or round, 405 for
// anything but GET/HEAD, 408 when a request head does not arrive within
// limits.requestTimeout, 431 for a huge head, 503 when the source cannot be
// read or the server is full, 505 for an HTTP version other than 1.0/1.1.
// Idle connections hold no thread (see ConnectionServer). With
// options.version the source is read, and each API answer worked out, once
// per version stamp (cachedStateSource, ApiReplyCache); without it on every
// request. With options.venue the venue's stations and API are served too
// (VenueSite) and every site page loads /live.js, which follows the
// event's changes. Throws Poco::Net::NetException when the address cannot
// be bound, persistence::StorageError when the venue's file cannot be
// opened for writing, std::runtime_error when options.tls's certificate or
// key cannot be used.
class LiveServer {
public:
  LiveServer(StateSource source, StandingsBuilder standings, const LiveOptions& options);
  ~LiveServer();
  LiveServer(const LiveServer&) = delete;
  LiveServer& operator=(const LiveServer&) = delete;

  // The port actually listened on (useful with port 0).
  std::uint16_t port() const { return m_port; }
  // Stops accepting and ends the connections in progress; idempotent.
  void stop();
  // The venue's one-time setup code while its event has no chief arbiter.
  std::optional<std::string> setupCode() const;

private:
  std::unique_ptr<SiteCache> m_site;
  std::shared_ptr<EventStreams> m_streams;
  std::unique_ptr<VenueSite> m_venue;
  std::unique_ptr<ConnectionServer> m_server;
  std::unique_ptr<TlsFront> m_tls;
  std::uint16_t m_port = 0;
};

}  // namespace live
