// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QMenu;
class QMenuBar;
class QWidget;

namespace gui {

class EventDocument;

// The organizer's toolkit in the desk's menus: Section ▸ Forbidden pairs and
// Prize table and check-in rule,
// Players ▸ Add from a rating
// list and Update ratings from a list, Rounds ▸ Check-in for the next round
// and The round's games (PGN), Reports ▸ Prizes and Title norms. Each
// command reads its file, shows its dialog and stores through the
// service's use case (the same as `arbiter section forbid`, `player
// from-list`, `ratings update`, `checkin`, `games`, `prizes`, `norms`). Changes go through
// `apply` (the main window's: the domain's refusal or notices are shown).
class ToolkitMenu : public QObject {
  Q_OBJECT
public:
  using Apply = std::function<bool(const tournament::Action&, const QString& title)>;

  ToolkitMenu(EventDocument& document, QWidget& window, Apply apply, QMenu& section, QMenu& players,
              QMenu& rounds, QMenuBar& bar);

  void retranslate();
  // Enables the commands for an event file.
  void setEventFile(bool eventFile);

  QAction* forbiddenPairsAction() const { return m_forbiddenPairs; }
  QAction* sectionPrizesAction() const { return m_sectionPrizes; }
  QAction* addFromListAction() const { return m_addFromList; }
  QAction* updateRatingsAction() const { return m_updateRatings; }
  QAction* checkInAction() const { return m_checkIn; }
  QAction* gamesAction() const { return m_games; }
  QAction* prizesAction() const { return m_prizes; }
  QAction* normsAction() const { return m_norms; }

private:
  void editForbiddenPairs();
  void editSectionPrizes();
  void addFromList();
  void updateRatings();
  void checkIn();
  void showGames();
  void showPrizes();
  void showNorms();

  EventDocument& m_document;
  QWidget& m_window;
  Apply m_apply;
  QMenu* m_reports = nullptr;
  QAction* m_forbiddenPairs = nullptr;
  QAction* m_sectionPrizes = nullptr;
  QAction* m_addFromList = nullptr;
  QAction* m_updateRatings = nullptr;
  QAction* m_checkIn = nullptr;
  QAction* m_games = nullptr;
  QAction* m_prizes = nullptr;
  QAction* m_norms = nullptr;
};

}  // namespace gui
