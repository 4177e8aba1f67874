// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/live_server.h"

#include <Poco/Net/HTTPRequestHandlerFactory.h>

namespace live {

// Creates the handler that answers one request of the live server (the
// routes are listed at LiveServer). Handlers catch every exception and
// answer 500 with a JSON error.
class RouterFactory : public Poco::Net::HTTPRequestHandlerFactory {
public:
  RouterFactory(StateSource source, StandingsBuilder standings);
  Poco::Net::HTTPRequestHandler* createRequestHandler(
      const Poco::Net::HTTPServerRequest& request) override;

private:
  StateSource m_source;
  StandingsBuilder m_standings;
};

}  // namespace live
