// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/live_site_dialog.h"

#include "app/gui/models/live_site.h"
#include "app/gui/views/qr_code.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>

namespace gui {
namespace {

QString link(const QUrl& url) {
  const QString text = url.toString().toHtmlEscaped();
  return QStringLiteral("<a href=\"%1\">%1</a>").arg(text);
}

}  // namespace

LiveSiteDialog::LiveSiteDialog(LiveSite& site, QWidget* parent) : QDialog(parent), m_site(site) {
  setObjectName(QStringLiteral("liveSiteDialog"));
  m_heading = new QLabel(this);
  m_heading->setWordWrap(true);
  m_siteLabel = new QLabel(this);
  m_hallLabel = new QLabel(this);
  m_siteLink = new QLabel(this);
  m_hallLink = new QLabel(this);
  for (QLabel* label : {m_siteLink, m_hallLink}) {
    label->setOpenExternalLinks(true);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
  }
  m_qrCode = new QLabel(this);
  m_qrCode->setObjectName(QStringLiteral("liveSiteQrCode"));
  m_qrCode->setAlignment(Qt::AlignCenter);
  m_note = new QLabel(this);
  m_note->setWordWrap(true);
  auto* form = new QFormLayout;
  form->addRow(m_siteLabel, m_siteLink);
  form->addRow(m_hallLabel, m_hallLink);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  m_stop = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
  m_stop->setAutoDefault(false);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_heading);
  layout->addLayout(form);
  layout->addWidget(m_qrCode);
  layout->addWidget(m_note);
  layout->addWidget(buttons);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_stop, &QPushButton::clicked, &m_site, &LiveSite::stop);
  connect(&m_site, &LiveSite::runningChanged, this, &LiveSiteDialog::showSite);
  showSite();
}

void LiveSiteDialog::showSite() {
  setWindowTitle(tr("Live site and hall screen"));
  m_siteLabel->setText(tr("Live site:"));
  m_hallLabel->setText(tr("Hall screen:"));
  m_stop->setText(tr("&Stop serving"));
  const bool running = m_site.isRunning();
  m_heading->setText(running ? tr("The desk is serving %1, section %2, read-only to this "
                                  "computer's network.")
                                   .arg(QFileInfo(m_site.path()).fileName(), m_site.section())
                             : tr("The live site is stopped."));
  m_siteLink->setText(running ? link(m_site.siteUrl()) : QString());
  m_hallLink->setText(running ? link(m_site.hallUrl()) : QString());
  m_qrCode->setPixmap(running ? QPixmap::fromImage(qrCodeImage(m_site.siteUrl().toString(), 6))
                              : QPixmap());
  m_note->setText(running ? tr("Phones on the same network open the site from the QR code; "
                               "open the hall screen on the monitor of the playing hall. The "
                               "pages follow the results as they are entered. The site stops "
                               "with the desk.")
                          : QString());
  m_stop->setEnabled(running);
}

void LiveSiteDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) showSite();
  QDialog::changeEvent(event);
}

}  // namespace gui
