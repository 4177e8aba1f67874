// SPDX-License-Identifier: MIT
#include "app/live/live_server.h"

#include "app/live/api_reply_cache.h"
#include "app/live/live_json.h"
#include "app/live/request_router.h"
#include "app/live/site_cache.h"

#include <memory>

namespace live {

LiveServer::LiveServer(StateSource source, StandingsBuilder standings, const LiveOptions& options) {
  ServerLimits limits = options.limits;
  limits.threads = options.threads;
  if (options.site) m_site = std::make_unique<SiteCache>(options.site, options.version);
  // The file is read, and the API answered, once per version of the file.
  auto api = std::make_shared<ApiReplyCache>(options.version);
  RequestHandlers handlers{
      .answer =
          [source = cachedStateSource(std::move(source), options.version),
           standings = std::move(standings), site = m_site.get(), api,
           manual = options.manual](const RequestHead& request) {
            return api->answer(request, [&](const RequestHead& asked) {
              return route(asked, source, standings, site, manual);
            });
          },
      .error = [](int status, std::string_view code,
                  std::string_view message) { return errorReply(status, code, message); }};
  m_server =
      std::make_unique<ConnectionServer>(options.bind, options.port, limits, std::move(handlers));
  m_port = m_server->port();
}

LiveServer::~LiveServer() { stop(); }

void LiveServer::stop() {
  if (m_server) m_server->stop();
}

}  // namespace live
