// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>
#include <optional>

namespace live {
class LiveServer;
}

namespace gui {

// The live site and hall screen of the event file open in the desk, served
// by the desk itself: app/live's LiveServer runs in this process, as
// `arbiter serve` runs it (the same pages, API and limits). In-process
// rather than a child `arbiter serve`: the desk needs no `arbiter` binary
// beside it, knows the port it got at once, and no server outlives it.
// It listens on every address of this computer, so that the hall monitor
// and the players' phones on the local network reach it, read-only.
class LiveSite : public QObject {
  Q_OBJECT
public:
  explicit LiveSite(QObject* parent = nullptr);
  ~LiveSite() override;

  // Serves section `section` of the event file `path` on port 8080 or, when
  // that is taken, on any free port; a site already running is stopped
  // first. Returns why not, in the current language.
  std::optional<QString> start(const QString& path, const QString& section);
  // Stops serving (the connections in progress are ended); idempotent.
  void stop();
  bool isRunning() const { return m_server != nullptr; }
  // The file and section served (empty when not running).
  QString path() const { return m_path; }
  QString section() const { return m_section; }
  // The site's address as a device on the local network opens it:
  // http://ADDRESS:PORT/ with this computer's first IPv4 address that is
  // not a loopback one (127.0.0.1 when it has none); empty when not running.
  QUrl siteUrl() const;
  // The hall screen: the site's /hall page (README "The hall screen").
  QUrl hallUrl() const;
  // The port listened on, 0 when not running.
  int port() const;

signals:
  void runningChanged();

private:
  std::unique_ptr<live::LiveServer> m_server;
  QString m_path;
  QString m_section;
};

}  // namespace gui
