// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/game_collection.h"
#include "domain/tournament/section.h"

#include <QDialog>

#include <optional>

class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace gui {

// Rounds ▸ The round's games (PGN): the PGN files of a round (DGT boards,
// typed scoresheets) read leniently and matched to the boards by round and
// names (service::collectGames); each game's line says its board, the
// moves the rules core replayed, and what is wrong: no board, an illegal
// move, a result that differs from the stored one (reported; the stored
// result is never changed). The event's PGN with the matched games can be
// saved (service::exportEventPgn).
class GamesDialog : public QDialog {
  Q_OBJECT
public:
  GamesDialog(const tournament::Event& event, const tournament::Section& section,
              QWidget* parent = nullptr);

  // Reads `paths` as the games of the round chosen (0: each game's Round
  // tag); returns why not (a file that cannot be opened).
  std::optional<QString> load(const QStringList& paths);
  // Writes the event's PGN to `path`; returns why not.
  std::optional<QString> exportPgn(const QString& path) const;

  QSpinBox* roundBox() const { return m_round; }
  QTableWidget* gamesTable() const { return m_games; }
  QLabel* summaryLabel() const { return m_summary; }
  QPushButton* exportButton() const { return m_export; }

private:
  void chooseFiles();
  void chooseExport();
  void showCollection(const service::GameCollection& collection);

  tournament::Event m_event;
  tournament::Section m_section;
  std::optional<service::GameCollection> m_collection;
  QSpinBox* m_round = nullptr;
  QTableWidget* m_games = nullptr;
  QLabel* m_summary = nullptr;
  QPushButton* m_open = nullptr;
  QPushButton* m_export = nullptr;
};

}  // namespace gui
