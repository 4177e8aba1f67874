// SPDX-License-Identifier: MIT
#include "app/gui/text/incident_text.h"

#include "domain/tournament/draw_reason.h"

#include <QCoreApplication>

namespace gui {
namespace {

QString text(const char* source) { return QCoreApplication::translate("gui::Incidents", source); }

QString kindText(tournament::IncidentKind kind) {
  using tournament::IncidentKind;
  switch (kind) {
    case IncidentKind::LateArrival:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "Late arrival"));
    case IncidentKind::Penalty:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "Penalty"));
    case IncidentKind::IllegalMove:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "Illegal move"));
    case IncidentKind::DrawClaim:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "Draw claim"));
    case IncidentKind::Flag:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "Flag fall"));
    case IncidentKind::DefectiveClock:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "Defective clock"));
    case IncidentKind::IrregularPosition:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "Irregular position"));
  }
  return {};
}

QString verdictText(const tournament::Incident& i) {
  using tournament::Verdict;
  switch (i.verdict) {
    case Verdict::Recorded:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "recorded"));
    case Verdict::OnTime:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "on time"));
    case Verdict::LateWithinDefaultTime:
      return text(QT_TRANSLATE_NOOP(
                      "gui::Incidents",
                      "late by %1, within the default time: the time is lost on the clock"))
          .arg(durationText(i.seconds));
    case Verdict::ForfeitProposed:
      return text(QT_TRANSLATE_NOOP("gui::Incidents",
                                    "late by %1, past the default time: forfeit proposed "
                                    "(confirm it, or enter the result)"))
          .arg(durationText(i.seconds));
    case Verdict::ForfeitApplied:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "forfeit applied"));
    case Verdict::TimePenalty:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "time penalty"));
    case Verdict::GameLost:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "game lost"));
    case Verdict::GameDrawn:
      if (tournament::drawReason(i) == tournament::DrawReason::BothFlagsLastPeriod)
        return text(QT_TRANSLATE_NOOP("gui::Incidents",
                                      "game drawn: both flags fell in the last period, the first "
                                      "unknown (Guidelines III.3.1)"));
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "game drawn: the opponent cannot mate"));
    case Verdict::ArbiterMustDecide:
      return text(QT_TRANSLATE_NOOP(
          "gui::Incidents", "the arbiter decides (a loss, or a draw if the opponent cannot mate)"));
    case Verdict::ClaimCorrect:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "claim correct: the game is drawn"));
    case Verdict::PositionRestored:
      return text(QT_TRANSLATE_NOOP("gui::Incidents",
                                    "the position before it is restored and play goes on"));
    case Verdict::GameAnnulled:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "the game is annulled and replayed"));
    case Verdict::GameContinues:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "the game goes on"));
    case Verdict::ClockSet:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "the new clock is set: White %1, Black %2"))
          .arg(durationText(i.seconds), durationText(i.count));
  }
  return {};
}

QString clockText(const tournament::Incident& i) {
  using tournament::ClockEffect;
  switch (i.clock) {
    case ClockEffect::None:
    case ClockEffect::OwnClockRuns:
      return {};
    case ClockEffect::OpponentRemainingAdded:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "Add %1 to the opponent's remaining time."))
          .arg(durationText(i.seconds));
    case ClockEffect::OwnRemainingDeducted:
      return text(QT_TRANSLATE_NOOP("gui::Incidents",
                                    "Deduct %1 from the offender's remaining time."))
          .arg(durationText(i.seconds));
    case ClockEffect::OwnUsedAdded:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "Add %1 to the claimant's used time."))
          .arg(durationText(i.seconds));
  }
  return {};
}

}  // namespace

QString durationText(int seconds) {
  const int h = seconds / 3600;
  const int m = seconds / 60 % 60;
  const int s = seconds % 60;
  return h > 0 ? QStringLiteral("%1:%2:%3")
                     .arg(h)
                     .arg(m, 2, 10, QLatin1Char('0'))
                     .arg(s, 2, 10, QLatin1Char('0'))
               : QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

QString penaltyOptionText(tournament::PenaltyOption option) {
  using tournament::PenaltyOption;
  switch (option) {
    case PenaltyOption::None:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "none"));
    case PenaltyOption::Warning:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "12.9.1 a warning"));
    case PenaltyOption::TimeToOpponent:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "12.9.2 more time for the opponent"));
    case PenaltyOption::TimeDeducted:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "12.9.3 less time for the offender"));
    case PenaltyOption::OpponentScoreRaised:
      return text(QT_TRANSLATE_NOOP("gui::Incidents",
                                    "12.9.4 the opponent's score in the game raised to a win"));
    case PenaltyOption::OffenderScoreReduced:
      return text(
          QT_TRANSLATE_NOOP("gui::Incidents", "12.9.5 the offender's score in the game reduced"));
    case PenaltyOption::GameLost:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "12.9.6 the game declared lost"));
    case PenaltyOption::Fine:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "12.9.7 a fine announced in advance"));
    case PenaltyOption::Exclusion:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "12.9.8 exclusion from rounds"));
    case PenaltyOption::Expulsion:
      return text(QT_TRANSLATE_NOOP("gui::Incidents", "12.9.9 expulsion from the competition"));
  }
  return {};
}

QString incidentText(const tournament::Incident& i) {
  QString line = text(QT_TRANSLATE_NOOP("gui::Incidents", "%1 (Laws %2): %3."))
                     .arg(kindText(i.kind), QString::fromStdString(i.article), verdictText(i));
  if (i.option != tournament::PenaltyOption::None)
    line += QLatin1Char(' ') + penaltyOptionText(i.option) + QLatin1Char('.');
  if (const QString clock = clockText(i); !clock.isEmpty()) line += QLatin1Char(' ') + clock;
  if (i.kind == tournament::IncidentKind::IllegalMove)
    line +=
        QLatin1Char(' ') +
        text(QT_TRANSLATE_NOOP("gui::Incidents", "Illegal moves by this player in this game: %1."))
            .arg(i.count);
  return line;
}

}  // namespace gui
