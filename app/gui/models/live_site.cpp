// SPDX-License-Identifier: MIT
#include "app/gui/models/live_site.h"

#include "app/live/live_server.h"
#include "app/live/live_standings.h"
#include "app/live/site_source.h"

#include <Poco/Exception.h>

#include <QHostAddress>
#include <QNetworkInterface>

#include <filesystem>

namespace gui {
namespace {

constexpr std::uint16_t PreferredPort = 8080;  // `arbiter serve`'s default

// This computer's address on the local network, else the loopback one.
QString localAddress() {
  for (const QHostAddress& address : QNetworkInterface::allAddresses())
    if (address.protocol() == QAbstractSocket::IPv4Protocol && !address.isLoopback())
      return address.toString();
  return QStringLiteral("127.0.0.1");
}

std::unique_ptr<live::LiveServer> serverOn(const std::filesystem::path& path,
                                           const std::string& section, std::uint16_t port) {
  const live::LiveOptions options{.bind = "0.0.0.0",
                                  .port = port,
                                  .threads = 4,
                                  .limits = {},
                                  .site = live::eventFileSite(path, section),
                                  .version = [path] { return live::fileVersion(path); }};
  return std::make_unique<live::LiveServer>(live::eventFileSource(path, section),
                                            live::standingsBuilder(), options);
}

}  // namespace

LiveSite::LiveSite(QObject* parent) : QObject(parent) {}

LiveSite::~LiveSite() {
  if (m_server) m_server->stop();
}

std::optional<QString> LiveSite::start(const QString& path, const QString& section) {
  stop();
  const std::filesystem::path file = path.toStdString();
  try {
    try {
      m_server = serverOn(file, section.toStdString(), PreferredPort);
    } catch (const Poco::Exception&) {
      m_server = serverOn(file, section.toStdString(), 0);  // 8080 is taken: any free port
    }
  } catch (const Poco::Exception& e) {
    return tr("The live site cannot be started: %1").arg(QString::fromStdString(e.displayText()));
  }
  m_path = path;
  m_section = section;
  emit runningChanged();
  return std::nullopt;
}

void LiveSite::stop() {
  if (!m_server) return;
  m_server->stop();
  m_server.reset();
  m_path.clear();
  m_section.clear();
  emit runningChanged();
}

int LiveSite::port() const { return m_server ? m_server->port() : 0; }

QUrl LiveSite::siteUrl() const {
  if (!m_server) return {};
  return QUrl(QStringLiteral("http://%1:%2/").arg(localAddress()).arg(port()));
}

QUrl LiveSite::hallUrl() const {
  return m_server ? siteUrl().resolved(QUrl(QStringLiteral("hall"))) : QUrl();
}

}  // namespace gui
