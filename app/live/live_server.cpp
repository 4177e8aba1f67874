// SPDX-License-Identifier: MIT
#include "app/live/live_server.h"

#include "app/live/request_router.h"

#include <Poco/Net/HTTPServer.h>
#include <Poco/Net/HTTPServerParams.h>
#include <Poco/Net/ServerSocket.h>
#include <Poco/Net/SocketAddress.h>

namespace live {

LiveServer::LiveServer(StateSource source, StandingsBuilder standings, const LiveOptions& options) {
  Poco::Net::ServerSocket socket(Poco::Net::SocketAddress(options.bind, options.port));
  m_port = socket.address().port();
  Poco::Net::HTTPServerParams::Ptr params = new Poco::Net::HTTPServerParams;
  params->setMaxThreads(options.threads);
  params->setKeepAlive(false);
  m_server = std::make_unique<Poco::Net::HTTPServer>(
      new RouterFactory(std::move(source), std::move(standings)), socket, params);
  m_server->start();
}

LiveServer::~LiveServer() { stop(); }

void LiveServer::stop() {
  if (m_server) m_server->stopAll(true);
}

}  // namespace live
