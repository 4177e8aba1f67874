// SPDX-License-Identifier: MIT
#include "app/gui/text/pairing_text.h"

#include <QCoreApplication>
#include <QStringList>

namespace gui {
namespace {

QString translated(const char* text) {
  return QCoreApplication::translate("gui::PairingText", text);
}

QString criterion(pairing::Criterion c) {
  return QString::fromStdString(pairing::criterionLabel(c));
}

}  // namespace

QString pairingFailureText(const service::EngineFailure& failure) {
  if (const auto* berger = std::get_if<pairing::RoundRobinFailureCode>(&failure)) {
    switch (*berger) {
      case pairing::RoundRobinFailureCode::TooFewPlayers:
        return translated(
            QT_TRANSLATE_NOOP("gui::PairingText", "A round robin needs at least two players."));
      case pairing::RoundRobinFailureCode::NoRoundsLeft:
        return translated(QT_TRANSLATE_NOOP("gui::PairingText",
                                            "Every round of the Berger table is already paired."));
      case pairing::RoundRobinFailureCode::BadRoundCount:
        return translated(
            QT_TRANSLATE_NOOP("gui::PairingText",
                              "The planned rounds are not a whole number of cycles of the Berger "
                              "table (C.05 Annex 1): set the section's rounds."));
      case pairing::RoundRobinFailureCode::ForbiddenPairMeets:
        return translated(QT_TRANSLATE_NOOP(
            "gui::PairingText",
            "The Berger table pairs two players who must not meet; a round robin cannot avoid "
            "a pairing (C.05 Annex 1)."));
    }
    return translated(QT_TRANSLATE_NOOP("gui::PairingText", "The round robin cannot be paired."));
  }
  const auto& dutch = std::get<pairing::PairingFailure>(failure);
  switch (dutch.code) {
    case pairing::PairingFailureCode::NoRoundsLeft:
      return translated(
          QT_TRANSLATE_NOOP("gui::PairingText", "Every planned round is already paired."));
    case pairing::PairingFailureCode::TooFewPlayers:
      return translated(
          QT_TRANSLATE_NOOP("gui::PairingText", "Fewer than two players can be paired."));
    case pairing::PairingFailureCode::NoLegalPairing:
      return QCoreApplication::translate("gui::PairingText",
                                         "No pairing satisfies the absolute criteria (%1 cannot "
                                         "be met, C.04.3).")
          .arg(criterion(dutch.criterion));
    case pairing::PairingFailureCode::PlayerLeftOut:
      return translated(QT_TRANSLATE_NOOP(
          "gui::PairingText",
          "The engine would leave a player without a board: nothing was paired."));
  }
  return translated(QT_TRANSLATE_NOOP("gui::PairingText", "The round cannot be paired."));
}

QString violationText(const pairing::Violation& v) {
  using V = pairing::ViolationCode;
  switch (v.code) {
    case V::Rematch:
      return translated(QT_TRANSLATE_NOOP("gui::PairingText",
                                          "C1: %1 and %2 have already played each other."))
          .arg(v.player)
          .arg(v.opponent);
    case V::ForbiddenPair:
      return translated(QT_TRANSLATE_NOOP(
                            "gui::PairingText",
                            "C1: %1 and %2 must not meet (a pair the tournament rules forbid)."))
          .arg(v.player)
          .arg(v.opponent);
    case V::SecondBye:
      return translated(QT_TRANSLATE_NOOP("gui::PairingText",
                                          "C2: %1 may not receive the pairing-allocated bye."))
          .arg(v.player);
    case V::AbsoluteColourConflict:
      return translated(
                 QT_TRANSLATE_NOOP("gui::PairingText",
                                   "C3: %1 and %2 have the same absolute colour preference."))
          .arg(v.player)
          .arg(v.opponent);
    case V::AbsoluteColourIgnored:
      return translated(QT_TRANSLATE_NOOP("gui::PairingText",
                                          "C3: %1 plays against an absolute colour preference."))
          .arg(v.player);
    case V::PlayerNotPaired:
      return translated(QT_TRANSLATE_NOOP("gui::PairingText",
                                          "C4: %1 is present but has neither a board nor the bye."))
          .arg(v.player);
    case V::ByeNotNeeded:
      return translated(QT_TRANSLATE_NOOP(
                            "gui::PairingText",
                            "C.04.1 3: %1 has a bye although the players are even in number."))
          .arg(v.player);
  }
  return translated(QT_TRANSLATE_NOOP("gui::PairingText", "A criterion is broken."));
}

QString reviewText(const service::PairingReview& review) {
  if (!review.report && !review.otherSwiss)
    return translated(QT_TRANSLATE_NOOP("gui::PairingText",
                                        "A round-robin table: the checker has nothing to say."));
  const auto& violations =
      review.report ? review.report->violations : review.otherSwiss->violations;
  const bool same = review.report ? review.report->sameAsOurs : review.otherSwiss->sameAsOurs;
  const bool oursBetter = review.report ? review.report->oursBetter : review.otherSwiss->oursBetter;
  const std::string difference =
      review.report
          ? pairing::criterionLabel(review.report->firstDifference, review.report->edition)
          : review.otherSwiss->firstDifference;
  QStringList lines;
  for (const auto& v : violations) lines << violationText(v);
  if (lines.isEmpty()) {
    if (same)
      lines << translated(QT_TRANSLATE_NOOP(
          "gui::PairingText", "Legal: the same pairs and colours as the engine's pairing."));
    else
      lines << QCoreApplication::translate("gui::PairingText",
                                           "Legal, but it differs from the engine's pairing first "
                                           "in %1 (%2).")
                   .arg(QString::fromStdString(difference))
                   .arg(oursBetter ? translated(QT_TRANSLATE_NOOP("gui::PairingText",
                                                                  "the engine's is better"))
                                   : translated(QT_TRANSLATE_NOOP("gui::PairingText",
                                                                  "this one is better")));
  }
  return lines.join(QLatin1Char('\n'));
}

}  // namespace gui
