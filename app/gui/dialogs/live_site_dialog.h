// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;

namespace gui {

class LiveSite;

// File ▸ Live site and hall screen: where the site the desk serves can be
// opened (the event page and the hall screen, as links), a QR code of the
// site's address for the players' phones, and a button that stops serving.
// It follows the site (LiveSite::runningChanged); closing the dialog
// leaves the site running.
class LiveSiteDialog : public QDialog {
  Q_OBJECT
public:
  LiveSiteDialog(LiveSite& site, QWidget* parent = nullptr);

  QLabel* siteLink() const { return m_siteLink; }
  QLabel* hallLink() const { return m_hallLink; }
  QLabel* qrCode() const { return m_qrCode; }
  QPushButton* stopButton() const { return m_stop; }

protected:
  void changeEvent(QEvent* event) override;

private:
  void showSite();

  LiveSite& m_site;
  QLabel* m_heading = nullptr;
  QLabel* m_siteLabel = nullptr;
  QLabel* m_siteLink = nullptr;
  QLabel* m_hallLabel = nullptr;
  QLabel* m_hallLink = nullptr;
  QLabel* m_qrCode = nullptr;
  QLabel* m_note = nullptr;
  QPushButton* m_stop = nullptr;
};

}  // namespace gui
