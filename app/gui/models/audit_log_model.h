// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/section.h"
#include "persistence/event_repository.h"

#include <QAbstractTableModel>

#include <vector>

namespace gui {

// The audit log of an event file, newest first: number, when (UTC), who,
// what (the action as the log records it) and its undo state. filter()
// keeps the rows of a round, a board, a player (by pairing number: the
// player's own actions and those on the player's board of that round) and
// an arbiter (part of the name); 0 or empty means any.
class AuditLogModel : public QAbstractTableModel {
  Q_OBJECT
public:
  enum Column { Number, At, Who, Action, State, ColumnCount };

  struct Filter {
    int round = 0;
    int board = 0;
    int player = 0;
    QString arbiter;
  };

  explicit AuditLogModel(QObject* parent = nullptr);
  // Replaces the log; `section` resolves a player's boards.
  void setLog(std::vector<persistence::AuditEntry> log, const tournament::Section* section);
  void setFilter(const Filter& filter);
  const persistence::AuditEntry& entry(int row) const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation,
                      int role = Qt::DisplayRole) const override;

private:
  bool keeps(const persistence::AuditEntry& entry) const;
  void refilter();

  std::vector<persistence::AuditEntry> m_log;  // newest first
  std::vector<std::size_t> m_shown;            // indexes into m_log
  tournament::Section m_section;
  Filter m_filter;
};

// The number after `key=` in an audit action text ("result section=\"Open\"
// round=3 board=2 result=1-0": round -> 3), or 0.
int actionNumber(const std::string& action, const char* key);

}  // namespace gui
