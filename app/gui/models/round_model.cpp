// SPDX-License-Identifier: MIT
#include "app/gui/models/round_model.h"

#include "app/gui/models/player_columns.h"
#include "app/gui/text/result_words.h"
#include "reports/points_format.h"

#include <QPalette>

#include <algorithm>

namespace gui {

RoundModel::RoundModel(QObject* parent) : QAbstractTableModel(parent) {}

void RoundModel::setRound(const tournament::TournamentState& state, int round,
                          const tournament::Section* stored) {
  beginResetModel();
  m_state = state;
  m_pairings = reports::roundPairings(m_state, round);
  if (const auto* storedRound = stored ? stored->round(round) : nullptr)
    useStoredNumbers(*stored, *storedRound);
  listUnpaired(stored);
  endResetModel();
}

// C.04.2 2.4 / 3.2 / 3.3: who has no board in the round and why. A zero of
// a withdrawn player or of a late entry before his round is that (an event
// file knows it), not an absence.
void RoundModel::listUnpaired(const tournament::Section* stored) {
  using tournament::RoundResult;
  m_unpaired.clear();
  const int round = m_pairings.round;
  const auto withdrawn = [&](int startNumber) {
    const auto* player = stored ? stored->playerByNumber(startNumber) : nullptr;
    return player != nullptr && player->withdrawnFromRound > 0 &&
           player->withdrawnFromRound <= round;
  };
  const auto zeroWords = [&](int startNumber) {
    const auto* player = stored ? stored->playerByNumber(startNumber) : nullptr;
    if (withdrawn(startNumber)) return tr("withdrawn");
    if (player != nullptr && player->entryRound > round)
      return tr("enters in round %1").arg(player->entryRound);
    return tr("absent (zero-point bye)");
  };
  for (const auto& absence : m_pairings.absences) {
    QString why;
    switch (absence.result) {
      case RoundResult::PairingBye:
        why = tr("pairing-allocated bye");
        break;
      case RoundResult::HalfPointBye:
        why = tr("half-point bye");
        break;
      case RoundResult::FullPointBye:
        why = tr("full-point bye");
        break;
      default:
        why = zeroWords(absence.startNumber);
    }
    m_unpaired.push_back({absence.startNumber, why});
  }
  if (stored == nullptr || m_pairings.boards.empty()) return;
  for (const auto& player : stored->players) {
    const bool listed = std::ranges::any_of(
        m_unpaired, [&](const Unpaired& u) { return u.startNumber == player.pairingNumber; });
    if (!listed && withdrawn(player.pairingNumber))
      m_unpaired.push_back({player.pairingNumber, tr("withdrawn")});
  }
  std::ranges::sort(m_unpaired, {}, &Unpaired::startNumber);
}

// An event file's boards keep the numbers stored with the pairing (issue 11:
// one truth for `round show`, `result --board`, the wall sheet and the
// desk); they are shown in that order.
void RoundModel::useStoredNumbers(const tournament::Section& section,
                                  const tournament::Round& round) {
  for (auto& b : m_pairings.boards) {
    const auto* white = section.playerByNumber(b.white);
    const auto* game = white ? round.boardOf(white->id) : nullptr;
    if (game != nullptr) b.board = game->number;
  }
  std::stable_sort(m_pairings.boards.begin(), m_pairings.boards.end(),
                   [](const auto& a, const auto& b) { return a.board < b.board; });
}

const reports::BoardPairing& RoundModel::board(int row) const {
  return m_pairings.boards[static_cast<std::size_t>(row)];
}

void RoundModel::retranslate() { emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1); }

int RoundModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : boardCount() + static_cast<int>(m_unpaired.size());
}

int RoundModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : ColumnCount;
}

QString RoundModel::playerText(int startNumber) const {
  const auto* player = m_state.player(startNumber);
  if (player == nullptr) return QString::number(startNumber);
  return QStringLiteral("%1  %2").arg(startNumber).arg(QString::fromStdString(player->name));
}

QVariant RoundModel::unpairedData(const Unpaired& unpaired, int column, int role) const {
  if (role == Qt::TextAlignmentRole)
    return column == Result ? QVariant(Qt::AlignCenter) : QVariant();
  if (role == Qt::ForegroundRole) return QPalette().brush(QPalette::Disabled, QPalette::Text);
  if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
  if (column == White) return playerText(unpaired.startNumber);
  if (column == Result) return unpaired.why;
  return {};
}

QVariant RoundModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
  if (index.row() >= boardCount())
    return unpairedData(m_unpaired[static_cast<std::size_t>(index.row() - boardCount())],
                        index.column(), role);
  const auto& b = board(index.row());
  if (role == Qt::TextAlignmentRole) {
    if (index.column() == Result) return Qt::AlignCenter;
    if (index.column() == Black) return {};
    return index.column() == White ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
  }
  if (role == Qt::ToolTipRole)
    return index.column() == White   ? QVariant(playerText(b.white))
           : index.column() == Black ? QVariant(playerText(b.black))
                                     : QVariant();
  if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
  switch (index.column()) {
    case Board:
      return b.board;
    case White:
      return playerText(b.white);
    case WhitePoints:
      return QString::fromStdString(reports::pointsText(b.whiteScore));
    case Result:
      // A game not finished (Guidelines I) in words, not the documents' code.
      return resultWords(b.whiteResult, b.blackResult);
    case BlackPoints:
      return QString::fromStdString(reports::pointsText(b.blackScore));
    case Black:
      return playerText(b.black);
    default:
      return {};
  }
}

bool RoundModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) ||
      index.column() != Result || index.row() >= boardCount())
    return false;
  const QString text = value.toString();
  if (text.size() != 1) return false;
  const auto result = resultForKey(text.front());
  if (!result) return false;
  // The cell shows the result once it is stored (the document's changed()
  // brings it), not before an overwrite is confirmed.
  auto typed = m_pairings.boards[static_cast<std::size_t>(index.row())];
  typed.whiteResult = result->first;
  typed.blackResult = result->second;
  emit resultEntered(m_pairings.round, typed);
  return true;
}

Qt::ItemFlags RoundModel::flags(const QModelIndex& index) const {
  const Qt::ItemFlags base = QAbstractTableModel::flags(index);
  return index.isValid() && index.column() == Result && index.row() < boardCount()
             ? base | Qt::ItemIsEditable
             : base;
}

QVariant RoundModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case Board:
      return tr("Board");
    case White:
      return tr("White");
    case WhitePoints:
    case BlackPoints:
      return pointsColumnTitle();
    case Result:
      return tr("Result");
    case Black:
      return tr("Black");
    default:
      return {};
  }
}

}  // namespace gui
