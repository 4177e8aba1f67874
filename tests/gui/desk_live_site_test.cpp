// SPDX-License-Identifier: MIT
// File ▸ Live site and hall screen: the desk serves the event file it shows
// (the live site and the hall screen of `arbiter serve`), says where, and
// shows the address as a QR code for the players' phones.
#include "app/gui/dialogs/live_site_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/live_site.h"
#include "app/gui/views/main_window.h"
#include "persistence/event_repository.h"
#include "tests/persistence/event_file_fixture.h"

#include <Poco/Net/HTTPClientSession.h>
#include <Poco/Net/HTTPRequest.h>
#include <Poco/Net/HTTPResponse.h>
#include <Poco/StreamCopier.h>
#include <gtest/gtest.h>
#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QPushButton>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <utility>

namespace {

// GET on the loopback interface with a 5-second timeout: status and body.
std::pair<int, std::string> get(int port, const std::string& target) {
  Poco::Net::HTTPClientSession session("127.0.0.1", static_cast<Poco::UInt16>(port));
  session.setTimeout(Poco::Timespan(5, 0));
  Poco::Net::HTTPRequest request("GET", target, Poco::Net::HTTPMessage::HTTP_1_1);
  session.sendRequest(request);
  Poco::Net::HTTPResponse response;
  std::istream& in = session.receiveResponse(response);
  std::string body;
  Poco::StreamCopier::copyToString(in, body);
  return {static_cast<int>(response.getStatus()), body};
}

// Whether module (x, y) of the QR symbol in `image` is dark: modules of
// `size` pixels after a quiet zone of 4 modules (ISO/IEC 18004 6.3.8).
bool dark(const QImage& image, int size, int x, int y) {
  return qGray(image.pixel((x + 4) * size + size / 2, (y + 4) * size + size / 2)) < 128;
}

// ISO/IEC 18004 6.3.3: a finder pattern is a dark 7×7 ring, a light 5×5
// ring inside it and a dark 3×3 square in the middle; (x, y) its corner.
bool finderPatternAt(const QImage& image, int size, int x, int y) {
  for (int dy = 0; dy < 7; ++dy)
    for (int dx = 0; dx < 7; ++dx) {
      const int ring = std::max(std::abs(dx - 3), std::abs(dy - 3));
      if (dark(image, size, x + dx, y + dy) != (ring != 2)) return false;
    }
  return true;
}

}  // namespace

TEST(DeskLiveSite, ServesTheEventShownAndShowsItsAddressAndAQrCode) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  const std::string path = freshEventPath("desk_live_site");
  {
    persistence::EventRepository repository(path, persistence::OpenMode::Create);
    seedEvent(repository);  // round 1: Alpha (1) - Charlie (3), Delta (4) - Bravo (2)
  }
  gui::MainWindow window(language);
  ASSERT_TRUE(window.openPath(QString::fromStdString(path)));
  ASSERT_TRUE(window.liveSiteAction()->isEnabled());
  window.liveSiteAction()->trigger();
  QCoreApplication::processEvents();

  ASSERT_TRUE(window.liveSite().isRunning());
  const int port = window.liveSite().port();
  ASSERT_GT(port, 0);
  gui::LiveSiteDialog* dialog = window.liveSiteDialog();
  ASSERT_NE(dialog, nullptr);
  EXPECT_TRUE(dialog->isVisible());
  const QString site = window.liveSite().siteUrl().toString();
  EXPECT_TRUE(site.startsWith(QStringLiteral("http://"))) << site.toStdString();
  EXPECT_TRUE(site.endsWith(QStringLiteral(":%1/").arg(port))) << site.toStdString();
  EXPECT_TRUE(dialog->siteLink()->text().contains(site));
  EXPECT_TRUE(dialog->hallLink()->text().contains(site + QStringLiteral("hall")));

  // The server is `arbiter serve`'s: the pairings of the event shown, and
  // the hall screen.
  const auto [status, body] = get(port, "/api/pairings?round=1");
  EXPECT_EQ(status, 200);
  EXPECT_NE(body.find("Alpha"), std::string::npos) << body;
  EXPECT_NE(body.find("Charlie"), std::string::npos) << body;
  EXPECT_EQ(get(port, "/hall").first, 200);

  // A QR code: a symbol of 21 + 4k modules with its three finder patterns.
  const QImage qr = dialog->qrCode()->pixmap().toImage();
  ASSERT_FALSE(qr.isNull());
  constexpr int ModuleSize = 6;
  const int modules = qr.width() / ModuleSize - 8;
  EXPECT_EQ(qr.width(), qr.height());
  EXPECT_GE(modules, 21);
  EXPECT_EQ((modules - 21) % 4, 0) << modules;
  EXPECT_TRUE(finderPatternAt(qr, ModuleSize, 0, 0));
  EXPECT_TRUE(finderPatternAt(qr, ModuleSize, modules - 7, 0));
  EXPECT_TRUE(finderPatternAt(qr, ModuleSize, 0, modules - 7));
  EXPECT_FALSE(finderPatternAt(qr, ModuleSize, modules - 7, modules - 7));
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  EXPECT_TRUE(dialog->grab().save(ARBITER_TEST_OUTPUT_DIR "/live_site_dialog.png"));

  // Stopped from the dialog: nothing listens there any more.
  dialog->stopButton()->click();
  EXPECT_FALSE(window.liveSite().isRunning());
  EXPECT_FALSE(dialog->stopButton()->isEnabled());
  EXPECT_ANY_THROW(get(port, "/api/pairings"));
}
