// SPDX-License-Identifier: MIT
#include "app/gui/models/standings_model.h"

#include "app/gui/models/player_columns.h"
#include "app/gui/text/tiebreak_names.h"
#include "reports/points_format.h"

namespace gui {

StandingsModel::StandingsModel(QObject* parent) : QAbstractTableModel(parent) {}

void StandingsModel::setTable(const reports::StandingsTable& table) {
  beginResetModel();
  m_table = table;
  endResetModel();
}

void StandingsModel::retranslate() { emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1); }

int StandingsModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(m_table.lines.size());
}

int StandingsModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : FirstTieBreak + static_cast<int>(m_table.tieBreakCodes.size());
}

QVariant StandingsModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
  const auto& line = m_table.lines[static_cast<std::size_t>(index.row())];
  const int column = index.column();
  if (role == Qt::TextAlignmentRole)
    return column == Title || column == Name || column == Federation
               ? QVariant()
               : QVariant(Qt::AlignRight | Qt::AlignVCenter);
  if (role == Qt::ToolTipRole)
    return column == Name ? QVariant(QString::fromStdString(line.player.name)) : QVariant();
  if (role != Qt::DisplayRole) return {};
  switch (column) {
    case Rank:
      return line.rank;
    case StartNumber:
      return line.player.startNumber;
    case Title:
      return QString::fromStdString(line.player.title);
    case Name:
      return QString::fromStdString(line.player.name);
    case Federation:
      return QString::fromStdString(line.player.federation);
    case Rating:
      return line.player.rating > 0 ? QVariant(line.player.rating) : QVariant(QString());
    case Points:
      return QString::fromStdString(reports::pointsText(line.points));
    default: {
      const auto tieBreak = static_cast<std::size_t>(column - FirstTieBreak);
      return tieBreak < line.tieBreaks.size() ? QString::fromStdString(line.tieBreaks[tieBreak])
                                              : QString();
    }
  }
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal) return {};
  const auto tieBreak = static_cast<std::size_t>(section - FirstTieBreak);
  // The FIDE C.07 codes head the columns; the tooltip names them.
  if (role == Qt::ToolTipRole)
    return section >= FirstTieBreak && tieBreak < m_table.tieBreakCodes.size()
               ? QVariant(tieBreakName(m_table.tieBreakCodes[tieBreak]))
               : QVariant();
  if (role != Qt::DisplayRole) return {};
  if (section == Rank) return tr("Rank");
  if (section >= StartNumber && section <= Rating)
    return playerColumnTitle(static_cast<PlayerColumn>(section - StartNumber));
  if (section == Points) return pointsColumnTitle();
  return tieBreak < m_table.tieBreakCodes.size()
             ? QVariant(QString::fromStdString(m_table.tieBreakCodes[tieBreak]))
             : QVariant();
}

}  // namespace gui
