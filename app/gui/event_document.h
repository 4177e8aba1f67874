// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/trf_document.h"
#include "reports/round_pairings.h"

#include <QObject>
#include <QString>

#include <optional>

namespace gui {

// The event open in the desk: its tournament state and where it came from.
// Every change goes through here and emits changed(); failures come back as
// a sentence in the current language and leave the state as it was.
class EventDocument : public QObject {
  Q_OBJECT
public:
  explicit EventDocument(QObject* parent = nullptr);

  bool isOpen() const { return m_open; }
  const tournament::TournamentState& state() const { return m_trf.state; }
  QString path() const { return m_path; }

  // Reads a TRF16/TRF26 file; on failure returns why (line and column).
  std::optional<QString> openTrf(const QString& path);
  // Writes the event as TRF (the format it was read in) to `path`.
  std::optional<QString> saveTrf(const QString& path);

  // Records a board's result for both players of round `round` (1-based):
  // White's and Black's entries get board.whiteResult and board.blackResult.
  // Refused when the two players are not paired with each other that round.
  std::optional<QString> recordResult(int round, const reports::BoardPairing& board);

signals:
  void changed();

private:
  interchange::TrfDocument m_trf;
  QString m_path;
  bool m_open = false;
};

}  // namespace gui
