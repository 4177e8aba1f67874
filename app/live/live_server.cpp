// SPDX-License-Identifier: MIT
#include "app/live/live_server.h"

#include "app/live/api_reply_cache.h"
#include "app/live/live_json.h"
#include "app/live/request_router.h"
#include "app/live/site_cache.h"
#include "app/live/tls_front.h"
#include "app/live/venue_site.h"

#include <memory>

namespace live {

LiveServer::LiveServer(StateSource source, StandingsBuilder standings, const LiveOptions& options) {
  ServerLimits limits = options.limits;
  limits.threads = options.threads;
  if (options.site) m_site = std::make_unique<SiteCache>(options.site, options.version);
  // The file is read, and the API answered, once per version of the file.
  auto api = std::make_shared<ApiReplyCache>(options.version);
  if (!options.venue.empty()) {
    m_streams = std::make_shared<EventStreams>(options.liveScreens);
    m_venue = std::make_unique<VenueSite>(options.venue, m_streams, options.tls.has_value());
  }
  RequestHandlers handlers{
      .answer =
          [source = cachedStateSource(std::move(source), options.version),
           standings = std::move(standings), site = m_site.get(), api, manual = options.manual,
           venue = m_venue.get()](const RequestHead& request) {
            if (venue != nullptr) {
              if (auto reply = venue->answer(request)) return std::move(*reply);
            }
            Reply reply = api->answer(request, [&](const RequestHead& asked) {
              return route(asked, source, standings, site, manual);
            });
            // With the venue, a site page follows the event's changes.
            if (venue != nullptr && reply.status == 200 &&
                reply.contentType.starts_with("text/html"))
              if (const std::size_t end = reply.body.rfind("</body>"); end != std::string::npos)
                reply.body.insert(end, "<script src=\"/live.js\"></script>\n");
            return reply;
          },
      .error = [](int status, std::string_view code,
                  std::string_view message) { return errorReply(status, code, message); }};
  if (m_streams)
    handlers.adopt = [streams = m_streams](platform::Socket socket) { streams->adopt(socket); };
  if (!options.tls) {
    m_server =
        std::make_unique<ConnectionServer>(options.bind, options.port, limits, std::move(handlers));
    m_port = m_server->port();
    return;
  }
  // Behind the TLS front the HTTP server takes connections from it alone.
  limits.peerLine = true;
  m_server = std::make_unique<ConnectionServer>("127.0.0.1", 0, limits, std::move(handlers));
  m_tls = std::make_unique<TlsFront>(options.bind, options.port, *options.tls, m_server->port(),
                                     options.tlsConnections);
  m_port = m_tls->port();
}

LiveServer::~LiveServer() { stop(); }

void LiveServer::stop() {
  if (m_tls) m_tls->stop();
  if (m_server) m_server->stop();
}

std::optional<std::string> LiveServer::setupCode() const {
  return m_venue ? m_venue->setupCode() : std::nullopt;
}

}  // namespace live
