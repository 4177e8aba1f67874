// SPDX-License-Identifier: MIT
#include "app/gui/views/toolkit_menu.h"

#include "app/gui/dialogs/check_in_dialog.h"
#include "app/gui/dialogs/forbidden_pairs_dialog.h"
#include "app/gui/dialogs/games_dialog.h"
#include "app/gui/dialogs/norms_dialog.h"
#include "app/gui/dialogs/prizes_dialog.h"
#include "app/gui/dialogs/rating_list_dialog.h"
#include "app/gui/dialogs/rating_update_dialog.h"
#include "app/gui/dialogs/section_prizes_dialog.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/gui_standings.h"
#include "app/gui/text/toolkit_text.h"
#include "app/service/prize_list.h"
#include "app/service/rating_lists.h"
#include "reports/event_header.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

namespace gui {
namespace {

// A single-rate FIDE list is read as the section's rate of play.
interchange::ListRate listRateOf(tournament::RateOfPlay rate) {
  switch (rate) {
    case tournament::RateOfPlay::Rapid:
      return interchange::ListRate::Rapid;
    case tournament::RateOfPlay::Blitz:
      return interchange::ListRate::Blitz;
    case tournament::RateOfPlay::Standard:
      break;
  }
  return interchange::ListRate::Standard;
}

}  // namespace

ToolkitMenu::ToolkitMenu(EventDocument& document, QWidget& window, Apply apply, QMenu& section,
                         QMenu& players, QMenu& rounds, QMenuBar& bar)
    : QObject(&window), m_document(document), m_window(window), m_apply(std::move(apply)) {
  section.addSeparator();
  m_forbiddenPairs = section.addAction(QString(), this, &ToolkitMenu::editForbiddenPairs);
  m_sectionPrizes = section.addAction(QString(), this, &ToolkitMenu::editSectionPrizes);
  players.addSeparator();
  m_addFromList = players.addAction(QString(), this, &ToolkitMenu::addFromList);
  m_updateRatings = players.addAction(QString(), this, &ToolkitMenu::updateRatings);
  rounds.addSeparator();
  m_checkIn = rounds.addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I), this,
                               &ToolkitMenu::checkIn);
  m_games = rounds.addAction(QString(), this, &ToolkitMenu::showGames);
  m_reports = bar.addMenu(QString());
  m_prizes = m_reports->addAction(QString(), this, &ToolkitMenu::showPrizes);
  m_norms = m_reports->addAction(QString(), this, &ToolkitMenu::showNorms);
}

void ToolkitMenu::retranslate() {
  m_forbiddenPairs->setText(tr("&Forbidden pairs..."));
  m_sectionPrizes->setText(tr("&Prize table and check-in rule..."));
  m_addFromList->setText(tr("&Add from a rating list..."));
  m_updateRatings->setText(tr("&Update ratings from a list..."));
  m_checkIn->setText(tr("&Check-in for the next round..."));
  m_games->setText(tr("The round's &games (PGN)..."));
  m_reports->setTitle(tr("Rep&orts"));
  m_prizes->setText(tr("&Prizes..."));
  m_norms->setText(tr("Title &norms..."));
}

void ToolkitMenu::setEventFile(bool eventFile) {
  for (QAction* action : {m_forbiddenPairs, m_sectionPrizes, m_addFromList, m_updateRatings,
                          m_checkIn, m_games, m_prizes, m_norms})
    action->setEnabled(eventFile);
}

namespace {

// Asks for a rating list and loads it (a full FIDE list takes seconds).
std::optional<service::RatingList> chooseList(QWidget& window, const QString& title,
                                              const tournament::Section& section) {
  const QString path = QFileDialog::getOpenFileName(
      &window, title, QString(),
      QCoreApplication::translate("gui::ToolkitMenu",
                                  "Rating lists (*.txt *.xml *.csv);;All files (*)"));
  if (path.isEmpty()) return std::nullopt;
  QApplication::setOverrideCursor(Qt::WaitCursor);
  auto list = service::loadRatingList(path.toStdString(), listRateOf(section.settings.rate));
  QApplication::restoreOverrideCursor();
  if (!list) {
    QMessageBox::warning(&window, title, listFileErrorText(list.error()));
    return std::nullopt;
  }
  return std::move(*list);
}

}  // namespace

void ToolkitMenu::editForbiddenPairs() {
  if (m_document.storedSection() == nullptr) return;
  ForbiddenPairsDialog dialog(m_document, m_apply, &m_window);
  dialog.exec();
}

void ToolkitMenu::editSectionPrizes() {
  const auto* section = m_document.storedSection();
  if (section == nullptr) return;
  SectionPrizesDialog dialog(section->settings, &m_window);
  if (dialog.exec() != QDialog::Accepted) return;
  const auto* current = m_document.storedSection();
  if (current == nullptr) return;
  const auto settings = dialog.settings();
  if (settings != current->settings)
    m_apply(tournament::EditSection{current->settings.name, settings}, dialog.windowTitle());
}

void ToolkitMenu::addFromList() {
  const auto* section = m_document.storedSection();
  if (section == nullptr) return;
  const QString title = tr("Add from a rating list");
  const auto list = chooseList(m_window, title, *section);
  if (!list) return;
  RatingListDialog dialog(QFileInfo(QString::fromStdString(list->path)).fileName(), *list,
                          &m_window);
  if (dialog.exec() != QDialog::Accepted) return;
  const auto* current = m_document.storedSection();
  if (current == nullptr) return;
  // Every id comes from the list shown, so none is missing.
  if (const auto action = service::addFromListAction(*current, *list, dialog.chosenIds()))
    m_apply(*action, title);
}

void ToolkitMenu::updateRatings() {
  const auto* section = m_document.storedSection();
  if (section == nullptr) return;
  const QString title = tr("Update ratings from a list");
  const auto list = chooseList(m_window, title, *section);
  if (!list) return;
  RatingUpdateDialog dialog(QFileInfo(QString::fromStdString(list->path)).fileName(), *section,
                            service::previewListUpdate(*section, *list), &m_window);
  if (dialog.exec() != QDialog::Accepted) return;
  if (const auto* current = m_document.storedSection())
    m_apply(service::listUpdateAction(*current, *list, dialog.force()), title);
}

void ToolkitMenu::checkIn() {
  const auto* section = m_document.storedSection();
  if (section == nullptr) return;
  const QString title = tr("Check-in");
  if (static_cast<int>(section->rounds.size()) >= section->settings.rounds) {
    QMessageBox::information(&m_window, title, tr("Every round of the section is paired."));
    return;
  }
  CheckInDialog dialog(*section, service::numbersSincePairing(*section, m_document.auditLog()),
                       &m_window);
  if (dialog.exec() == QDialog::Accepted) m_apply(dialog.action(), dialog.windowTitle());
}

void ToolkitMenu::showGames() {
  const auto* section = m_document.storedSection();
  const auto* event = m_document.storedEvent();
  if (section == nullptr || event == nullptr) return;
  GamesDialog dialog(*event, *section, &m_window);
  dialog.exec();
}

void ToolkitMenu::showPrizes() {
  const auto* section = m_document.storedSection();
  if (section == nullptr) return;
  const QString title = tr("Prizes");
  // The section's own table (Section ▸ Prize table), else one from a file.
  QByteArray text = QByteArray::fromStdString(section->settings.prizeTable);
  QString source = tr("the section's prize table");
  if (text.isEmpty()) {
    const QString path =
        QFileDialog::getOpenFileName(&m_window, tr("Open a prize table"), QString(),
                                     tr("Prize tables (*.txt *.prizes);;All files (*)"));
    if (path.isEmpty()) return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
      QMessageBox::warning(&m_window, title,
                           tr("Cannot open %1: it is missing or not readable.").arg(path));
      return;
    }
    text = file.readAll();
    source = QFileInfo(path).fileName();
  }
  const auto list = service::prizeList(
      *section, std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
  if (!list) {
    QString why;
    if (const auto* table = std::get_if<standings::PrizeTableError>(&list.error()))
      why = QStringLiteral("%1: %2").arg(source, prizeTableErrorText(*table));
    else if (std::holds_alternative<standings::TieBreakListError>(list.error()))
      why = tr("The section's tie-break list does not read: see Section settings.");
    else
      why = standingsErrorText(std::get<standings::StandingsError>(list.error()));
    QMessageBox::warning(&m_window, title, why);
    return;
  }
  reports::EventHeader header;
  header.event = m_document.eventName().toStdString();
  header.section = section->settings.name;
  PrizesDialog dialog(source, reports::eventTitle(header), *section, *list, &m_window);
  dialog.exec();
}

void ToolkitMenu::showNorms() {
  const auto* section = m_document.storedSection();
  if (section == nullptr) return;
  NormsDialog dialog(*section, m_document.eventName().toStdString(), &m_window);
  dialog.exec();
}

}  // namespace gui
