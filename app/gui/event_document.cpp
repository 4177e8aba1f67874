// SPDX-License-Identifier: MIT
#include "app/gui/event_document.h"

#include "app/gui/trf_error_text.h"
#include "domain/interchange/trf_reader.h"
#include "domain/interchange/trf_writer.h"

#include <QFile>

namespace gui {

EventDocument::EventDocument(QObject* parent) : QObject(parent) {}

std::optional<QString> EventDocument::openTrf(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return tr("Cannot open %1: %2").arg(path, file.errorString());
  const QByteArray bytes = file.readAll();
  auto read = interchange::readTrf(std::string_view(bytes.constData(), bytes.size()));
  if (!read) return tr("%1 is not a readable TRF file. %2").arg(path, trfErrorText(read.error()));
  m_trf = std::move(*read);
  m_path = path;
  m_open = true;
  emit changed();
  return std::nullopt;
}

std::optional<QString> EventDocument::saveTrf(const QString& path) {
  const std::string text = interchange::writeTrf(m_trf, m_trf.format);
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
      file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()))
    return tr("Cannot write %1: %2").arg(path, file.errorString());
  m_path = path;
  return std::nullopt;
}

std::optional<QString> EventDocument::recordResult(int round, const reports::BoardPairing& board) {
  auto& players = m_trf.state.players;
  auto entry = [&](int startNumber, int opponent) -> tournament::RoundEntry* {
    if (startNumber < 1 || startNumber > static_cast<int>(players.size()) || round < 1)
      return nullptr;
    auto& rounds = players[static_cast<std::size_t>(startNumber - 1)].rounds;
    if (round > static_cast<int>(rounds.size())) return nullptr;
    auto& e = rounds[static_cast<std::size_t>(round - 1)];
    return e.opponent == opponent ? &e : nullptr;
  };
  tournament::RoundEntry* white = entry(board.white, board.black);
  tournament::RoundEntry* black = entry(board.black, board.white);
  if (white == nullptr || black == nullptr)
    return tr("Players %1 and %2 are not paired in round %3.")
        .arg(board.white)
        .arg(board.black)
        .arg(round);
  white->result = board.whiteResult;
  black->result = board.blackResult;
  emit changed();
  return std::nullopt;
}

}  // namespace gui
