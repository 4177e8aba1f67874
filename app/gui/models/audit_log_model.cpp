// SPDX-License-Identifier: MIT
#include "app/gui/models/audit_log_model.h"

#include "app/gui/text/audit_action_text.h"

#include <QRegularExpression>

#include <algorithm>

namespace gui {

int actionNumber(const std::string& action, const char* key) {
  // Keys stand after a space (describeAction); quoted values come first as
  // section="...", so a key inside a quoted name is not mistaken for one.
  const QString text = QString::fromStdString(action);
  const QRegularExpression pattern(QStringLiteral("(?:^| )%1=(\\d+)(?: |$)")
                                       .arg(QRegularExpression::escape(QString::fromLatin1(key))));
  const auto match = pattern.match(text);
  return match.hasMatch() ? match.captured(1).toInt() : 0;
}

AuditLogModel::AuditLogModel(QObject* parent) : QAbstractTableModel(parent) {}

void AuditLogModel::setLog(std::vector<persistence::AuditEntry> log,
                           const tournament::Section* section) {
  beginResetModel();
  m_log = std::move(log);
  std::reverse(m_log.begin(), m_log.end());
  m_section = section ? *section : tournament::Section{};
  refilter();
  endResetModel();
}

void AuditLogModel::setFilter(const Filter& filter) {
  beginResetModel();
  m_filter = filter;
  refilter();
  endResetModel();
}

void AuditLogModel::refilter() {
  m_shown.clear();
  for (std::size_t i = 0; i < m_log.size(); ++i)
    if (keeps(m_log[i])) m_shown.push_back(i);
}

bool AuditLogModel::keeps(const persistence::AuditEntry& entry) const {
  const int round = actionNumber(entry.action, "round");
  const int board = actionNumber(entry.action, "board");
  if (m_filter.round > 0 && round != m_filter.round) return false;
  if (m_filter.board > 0 && board != m_filter.board) return false;
  if (!m_filter.arbiter.isEmpty() &&
      !QString::fromStdString(entry.who).contains(m_filter.arbiter, Qt::CaseInsensitive))
    return false;
  if (m_filter.player > 0) {
    if (actionNumber(entry.action, "player") == m_filter.player) return true;
    // An action on a board concerns both of its players.
    const auto* player = m_section.playerByNumber(m_filter.player);
    const auto* stored = m_section.round(round);
    const auto* game = stored && board > 0 ? stored->board(board) : nullptr;
    return player && game && (game->white == player->id || game->black == player->id);
  }
  return true;
}

const persistence::AuditEntry& AuditLogModel::entry(int row) const {
  return m_log[m_shown[static_cast<std::size_t>(row)]];
}

int AuditLogModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(m_shown.size());
}

int AuditLogModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant AuditLogModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
  const auto& e = entry(index.row());
  if (role == Qt::ToolTipRole && index.column() == Action) return QString::fromStdString(e.action);
  if (role != Qt::DisplayRole) return {};
  switch (index.column()) {
    case Number:
      return e.id;
    case At:
      return QString::fromStdString(e.at);
    case Who:
      // app/cli/event_support.cpp: a command run without --arbiter or $USER.
      return e.who == "unknown" ? tr("unknown") : QString::fromStdString(e.who);
    case Action:
      return auditActionText(e.action);  // the stored text is the tooltip
    case State:
      if (e.undoes > 0) return tr("undoes %1").arg(e.undoes);
      if (e.undoneBy > 0) return tr("undone by %1").arg(e.undoneBy);
      return QString();
    default:
      return {};
  }
}

QVariant AuditLogModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case Number:
      return tr("No.");
    case At:
      return tr("When (UTC)");
    case Who:
      return tr("Arbiter");
    case Action:
      return tr("Action");
    case State:
      return tr("Undo");
    default:
      return {};
  }
}

}  // namespace gui
