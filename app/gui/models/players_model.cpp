// SPDX-License-Identifier: MIT
#include "app/gui/models/players_model.h"

#include "app/gui/models/player_columns.h"
#include "reports/points_format.h"

namespace gui {

PlayersModel::PlayersModel(QObject* parent) : QAbstractTableModel(parent) {}

void PlayersModel::setState(const tournament::TournamentState& state) {
  beginResetModel();
  m_state = state;
  m_points.clear();
  const int rounds = m_state.roundsRecorded();
  for (const auto& player : m_state.players) m_points.push_back(m_state.scoreAfter(player, rounds));
  endResetModel();
}

void PlayersModel::retranslate() { emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1); }

int PlayersModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(m_state.players.size());
}

int PlayersModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlayersModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
  const auto& player = m_state.players[static_cast<std::size_t>(index.row())];
  if (role == Qt::TextAlignmentRole)
    return index.column() == StartNumber || index.column() == Rating || index.column() == Points
               ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
               : QVariant();
  if (role == Qt::ToolTipRole)
    return index.column() == Name ? QVariant(QString::fromStdString(player.name)) : QVariant();
  if (role != Qt::DisplayRole) return {};
  switch (index.column()) {
    case StartNumber:
      return player.startNumber;
    case Title:
      return QString::fromStdString(player.title);
    case Name:
      return QString::fromStdString(player.name);
    case Federation:
      return QString::fromStdString(player.federation);
    case Rating:
      return player.rating > 0 ? QVariant(player.rating) : QVariant(QString());
    case FideId:
      return QString::fromStdString(player.fideId);
    case Points:
      return QString::fromStdString(
          reports::pointsText(m_points[static_cast<std::size_t>(index.row())]));
    default:
      return {};
  }
}

QVariant PlayersModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  if (section >= StartNumber && section <= Rating)
    return playerColumnTitle(static_cast<PlayerColumn>(section - StartNumber));
  if (section == FideId) return tr("FIDE ID");
  if (section == Points) return pointsColumnTitle();
  return {};
}

}  // namespace gui
