// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace gui {

class EventDocument;
class EventView;

// The Players menu's commands for one player or the whole list beyond
// registration: Requested byes (C.04.2 3.3, ByesDialog), Draw the numbers
// by lot (a round robin before round 1, C.05, LotDialog) and How the
// tie-breaks are made (the working of the selected player's tie-breaks,
// WorkingDialog; also Enter or a double click on a standings row).
// Changes go through `apply` (the main window's: refusals and notices shown).
class PlayerCommands : public QObject {
  Q_OBJECT
public:
  using Apply = std::function<bool(const tournament::Action&, const QString& title)>;

  PlayerCommands(EventDocument& document, EventView& view, QWidget& window, Apply apply,
                 QMenu& players);

  void retranslate();
  // Enables the commands that change an event file; the working is shown
  // for a TRF too.
  void setEventFile(bool eventFile);
  // Tests: the seed of the next lot's first draw (default: random).
  void setLotSeed(std::optional<std::uint64_t> seed) { m_lotSeed = seed; }

  QAction* byesAction() const { return m_byes; }
  QAction* lotAction() const { return m_lot; }
  QAction* workingAction() const { return m_working; }

private:
  void showByes();
  void drawLots();
  void showWorking();

  EventDocument& m_document;
  EventView& m_view;
  QWidget& m_window;
  Apply m_apply;
  std::optional<std::uint64_t> m_lotSeed;
  QAction* m_byes = nullptr;
  QAction* m_lot = nullptr;
  QAction* m_working = nullptr;
};

}  // namespace gui
