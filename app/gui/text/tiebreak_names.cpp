// SPDX-License-Identifier: MIT
#include "app/gui/text/tiebreak_names.h"

#include "domain/standings/tiebreak.h"

#include <QCoreApplication>

namespace gui {
namespace {

QString text(const char* source) { return QCoreApplication::translate("gui::TieBreaks", source); }

// C.07 names, by section of the 2026 text.
QString kindName(standings::TieBreakKind kind) {
  using standings::TieBreakKind;
  switch (kind) {
    case TieBreakKind::BH:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Buchholz"));
    case TieBreakKind::FB:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Fore Buchholz"));
    case TieBreakKind::AOB:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Average of opponents' Buchholz"));
    case TieBreakKind::SB:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Sonneborn-Berger"));
    case TieBreakKind::PS:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Progressive score"));
    case TieBreakKind::KS:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Koya"));
    case TieBreakKind::ARO:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Average rating of opponents"));
    case TieBreakKind::TPR:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Tournament performance rating"));
    case TieBreakKind::PTP:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Perfect tournament performance"));
    case TieBreakKind::APRO:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Average performance rating of opponents"));
    case TieBreakKind::APPO:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Average perfect performance of opponents"));
    case TieBreakKind::WIN:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Number of wins"));
    case TieBreakKind::WON:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Games won over the board"));
    case TieBreakKind::BPG:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Games played with Black"));
    case TieBreakKind::BWG:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Games won with Black"));
    case TieBreakKind::REP:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Rounds elected to play"));
    case TieBreakKind::STD:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Standard points"));
    case TieBreakKind::TPN:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Tournament pairing number"));
    case TieBreakKind::RTNG:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Own rating"));
    case TieBreakKind::DE:
      return text(QT_TRANSLATE_NOOP("gui::TieBreaks", "Direct encounter"));
  }
  return {};
}

}  // namespace

QString tieBreakName(const std::string& code) {
  const auto tieBreak = standings::parseTieBreak(code);
  if (!tieBreak) return QString::fromStdString(code);
  QString name = kindName(tieBreak->kind);
  // C.07 14: the modifiers.
  if (tieBreak->cutLowest > 0 && tieBreak->cutHighest > 0)
    name = text(QT_TRANSLATE_NOOP("gui::TieBreaks", "%1, median %2"))
               .arg(name)
               .arg(tieBreak->cutLowest);
  else if (tieBreak->cutLowest > 0)
    name = text(QT_TRANSLATE_NOOP("gui::TieBreaks", "%1, lowest %2 cut"))
               .arg(name)
               .arg(tieBreak->cutLowest);
  if (tieBreak->unratedRating)
    name = text(QT_TRANSLATE_NOOP("gui::TieBreaks", "%1, unrated counted as %2"))
               .arg(name)
               .arg(*tieBreak->unratedRating);
  if (tieBreak->limitHalfPoints != 0)
    name = text(QT_TRANSLATE_NOOP("gui::TieBreaks", "%1, limit moved by %2 half-points"))
               .arg(name)
               .arg(tieBreak->limitHalfPoints);
  if (tieBreak->reverse) name = text(QT_TRANSLATE_NOOP("gui::TieBreaks", "%1, reversed")).arg(name);
  return name;
}

QString tieBreakLegend(const std::vector<std::string>& codes) {
  QStringList lines;
  for (const std::string& code : codes)
    lines << QStringLiteral("%1: %2").arg(QString::fromStdString(code), tieBreakName(code));
  return lines.join(QLatin1Char('\n'));
}

}  // namespace gui
