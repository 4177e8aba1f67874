// SPDX-License-Identifier: MIT
#include "app/gui/views/start_page.h"

#include "app/gui/models/recent_files.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace gui {

StartPage::StartPage(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("startPage"));
  m_title = new QLabel;
  QFont big = m_title->font();
  big.setPointSizeF(big.pointSizeF() * 1.6);
  big.setBold(true);
  m_title->setFont(big);
  m_recentLabel = new QLabel;
  m_recent = new QListWidget;
  m_recent->setObjectName(QStringLiteral("recentFiles"));
  m_recentLabel->setBuddy(m_recent);
  m_recent->setTextElideMode(Qt::ElideMiddle);
  m_emptyNote = new QLabel;
  m_emptyNote->setWordWrap(true);
  m_newEvent = new QPushButton;
  m_openEvent = new QPushButton;
  m_openTrf = new QPushButton;
  m_newEvent->setObjectName(QStringLiteral("newEvent"));

  auto* buttons = new QVBoxLayout;
  for (QPushButton* button : {m_newEvent, m_openEvent, m_openTrf}) buttons->addWidget(button);
  buttons->addStretch();
  auto* recent = new QVBoxLayout;
  recent->addWidget(m_recentLabel);
  recent->addWidget(m_recent);
  recent->addWidget(m_emptyNote);
  auto* columns = new QHBoxLayout;
  columns->addLayout(recent, 3);
  columns->addSpacing(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 2);
  columns->addLayout(buttons, 1);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_title);
  layout->addLayout(columns);

  connect(m_newEvent, &QPushButton::clicked, this, &StartPage::newEventRequested);
  connect(m_openEvent, &QPushButton::clicked, this, &StartPage::openEventRequested);
  connect(m_openTrf, &QPushButton::clicked, this, &StartPage::openTrfRequested);
  connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
    emit openRequested(item->data(Qt::UserRole).toString());
  });
  retranslate();
  reload();
}

void StartPage::reload() {
  m_recent->clear();
  for (const QString& path : RecentFiles::list()) {
    const QFileInfo info(path);
    auto* item = new QListWidgetItem(
        QStringLiteral("%1    %2").arg(info.fileName(), QDir::toNativeSeparators(info.path())));
    item->setData(Qt::UserRole, path);
    item->setToolTip(QDir::toNativeSeparators(path));
    m_recent->addItem(item);
  }
  if (m_recent->count() > 0) m_recent->setCurrentRow(0);
  m_emptyNote->setVisible(m_recent->count() == 0);
}

void StartPage::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void StartPage::retranslate() {
  m_title->setText(tr("Arbiter — chess tournament manager"));
  m_recentLabel->setText(tr("&Recent event files:"));
  m_emptyNote->setText(
      tr("No file opened yet. Start with a new event, or open an event file or a TRF file."));
  m_newEvent->setText(tr("&New event..."));
  m_openEvent->setText(tr("Open &event file..."));
  m_openTrf->setText(tr("Open &TRF file..."));
}

}  // namespace gui
