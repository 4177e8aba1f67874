// SPDX-License-Identifier: MIT
#include "app/gui/text/pairing_explanation.h"

#include "domain/pairing/berger_place.h"

#include <QCoreApplication>
#include <QStringList>

namespace gui {
namespace {

QString translated(const char* text) {
  return QCoreApplication::translate("gui::PairingExplanation", text);
}

QString nameOf(const tournament::TournamentState& state, int startNumber) {
  const auto* player = state.player(startNumber);
  return player && !player->name.empty()
             ? QStringLiteral("%1 %2").arg(startNumber).arg(QString::fromStdString(player->name))
             : QString::number(startNumber);
}

QString points(int halfPoints) {
  if (halfPoints == 1) return QStringLiteral("½");
  return QString::number(halfPoints / 2) + (halfPoints % 2 ? QStringLiteral("½") : QString());
}

QString numbers(const std::vector<int>& players) {
  QStringList list;
  for (int p : players) list << QString::number(p);
  return list.isEmpty() ? QStringLiteral("–") : list.join(QLatin1Char(' '));
}

// "C12", or, when no criterion told the candidates apart, the order in
// which C.04.3 art. 4 generates them.
QString decidingCriterion(pairing::Criterion criterion, pairing::DutchEdition edition) {
  if (criterion == pairing::Criterion::Order)
    return translated(QT_TRANSLATE_NOOP("gui::PairingExplanation",
                                        "the first candidate in the order of generation (C.04.3 "
                                        "art. 4)"));
  return QString::fromStdString(pairing::criterionLabel(criterion, edition));
}

QString floatReason(pairing::FloatReason reason) {
  using R = pairing::FloatReason;
  switch (reason) {
    case R::NoCompatibleOpponent:
      return translated(QT_TRANSLATE_NOOP("gui::PairingExplanation",
                                          "no compatible opponent left in the bracket (C1-C4)"));
    case R::Optimisation:
      return translated(QT_TRANSLATE_NOOP(
          "gui::PairingExplanation", "a better pairing by the quality criteria leaves him over"));
    case R::OddBracket:
      return translated(
          QT_TRANSLATE_NOOP("gui::PairingExplanation", "the bracket cannot pair everyone (C6)"));
  }
  return {};
}

// C.04.3 art. 5.2.1-5.2.5.
QString colourReason(pairing::ColourReason reason) {
  using R = pairing::ColourReason;
  switch (reason) {
    case R::BothPreferences:
      return translated(
          QT_TRANSLATE_NOOP("gui::PairingExplanation", "both colour preferences granted (5.2.1)"));
    case R::StrongerPreference:
      return translated(QT_TRANSLATE_NOOP("gui::PairingExplanation",
                                          "the stronger colour preference granted (5.2.2)"));
    case R::Alternation:
      return translated(QT_TRANSLATE_NOOP(
          "gui::PairingExplanation",
          "alternation from the last round in which they had different colours (5.2.3)"));
    case R::HigherRankedPreference:
      return translated(QT_TRANSLATE_NOOP("gui::PairingExplanation",
                                          "the higher-ranked player's preference (5.2.4)"));
    case R::InitialColour:
      return translated(
          QT_TRANSLATE_NOOP("gui::PairingExplanation",
                            "the initial colour by the higher-ranked player's number (5.2.5)"));
  }
  return {};
}

QString dutchText(const tournament::TournamentState& state, const pairing::Pairing& pairing) {
  QStringList lines;
  const bool rules2017 =
      pairing.explanation && pairing.explanation->edition == pairing::DutchEdition::Rules2017;
  lines << QCoreApplication::translate("gui::PairingExplanation",
                                       "Round %1: FIDE Dutch system (C.04.3, %2 edition)")
               .arg(pairing.round)
               .arg(rules2017 ? 2017 : 2026);
  if (!pairing.explanation) return lines.join(QLatin1Char('\n'));
  const auto& explanation = *pairing.explanation;
  bool collapsed = false;  // 2017 A.9: the bracket after the PPB holds every player left
  for (const auto& bracket : explanation.brackets) {
    lines << QString()
          << (collapsed
                  ? QCoreApplication::translate(
                        "gui::PairingExplanation",
                        "Collapsed Last Bracket (C.04.3 2017 A.9): every player left, from "
                        "%1 points")
                  : QCoreApplication::translate("gui::PairingExplanation", "Bracket of %1 points"))
                 .arg(points(bracket.score))
          << QCoreApplication::translate("gui::PairingExplanation", "  residents: %1")
                 .arg(numbers(bracket.residents))
          << QCoreApplication::translate("gui::PairingExplanation", "  moved down: %1")
                 .arg(numbers(bracket.movedDown));
    collapsed = bracket.penultimate;
    if (bracket.penultimate)
      lines << translated(QT_TRANSLATE_NOOP(
          "gui::PairingExplanation",
          "  route: the Penultimate Pairing Bracket, paired again so that the round can be "
          "completed (C.04.3 2017 A.9, C.4); every player left forms the Collapsed Last Bracket"));
    for (const auto& pair : bracket.pairs)
      lines << QCoreApplication::translate("gui::PairingExplanation", "  pair: %1 – %2")
                   .arg(nameOf(state, pair.white), nameOf(state, pair.black));
    for (std::size_t i = 0; i < bracket.downfloaters.size(); ++i)
      lines << (i < bracket.floatReasons.size()
                    ? QCoreApplication::translate("gui::PairingExplanation",
                                                  "  floats down: %1: %2")
                          .arg(nameOf(state, bracket.downfloaters[i]),
                               floatReason(bracket.floatReasons[i]))
                    : QCoreApplication::translate("gui::PairingExplanation", "  floats down: %1")
                          .arg(nameOf(state, bracket.downfloaters[i])));
    if (bracket.exchanged > 0)
      lines << QCoreApplication::translate(
                   "gui::PairingExplanation",
                   "  exchange: %1 player(s) each way between S1 and S2 (C.04.3 art. 4.3)")
                   .arg(bracket.exchanged);
    if (bracket.decidedBy != pairing::Criterion::None)
      lines << QCoreApplication::translate("gui::PairingExplanation", "  decided by: %1")
                   .arg(decidingCriterion(bracket.decidedBy, explanation.edition));
  }
  lines << QString() << translated(QT_TRANSLATE_NOOP("gui::PairingExplanation", "Colours"));
  int board = 1;
  for (const auto& b : explanation.boards)
    lines << QCoreApplication::translate("gui::PairingExplanation", "  board %1: %2 has White: %3")
                 .arg(board++)
                 .arg(nameOf(state, b.board.white), colourReason(b.colour));
  if (explanation.byeReceiver)
    lines << QString()
          << QCoreApplication::translate("gui::PairingExplanation",
                                         "Pairing-allocated bye (C.04.1 4, C5, C9): %1")
                 .arg(nameOf(state, *explanation.byeReceiver));
  return lines.join(QLatin1Char('\n'));
}

QString bergerText(const tournament::TournamentState& state,
                   const pairing::RoundRobinRound& round) {
  const int next = state.roundsRecorded() + 1;
  const auto place =
      pairing::bergerPlace(static_cast<int>(state.players.size()), state.totalRounds, next);
  QStringList lines;
  lines << QCoreApplication::translate("gui::PairingExplanation",
                                       "Round %1: Berger table for %2 players (C.05 Annex 1), "
                                       "cycle %3 of %4, round %5 of the cycle.")
               .arg(next)
               .arg(place.seats)
               .arg(place.cycle)
               .arg(place.cycles)
               .arg(place.roundOfCycle);
  if (place.byeSeat)
    lines << QCoreApplication::translate(
                 "gui::PairingExplanation",
                 "Odd number of players: number %1 is the bye (C.05 Annex 1).")
                 .arg(place.seats);
  if (place.swappedLastTwo)
    lines << translated(QT_TRANSLATE_NOOP(
        "gui::PairingExplanation",
        "The last two rounds of the first cycle are swapped (C.05 Annex 1 recommendation)."));
  const QString rule =
      place.coloursReversed
          ? translated(QT_TRANSLATE_NOOP("gui::PairingExplanation",
                                         "second-cycle colours are the first cycle's reversed"))
          : translated(QT_TRANSLATE_NOOP("gui::PairingExplanation",
                                         "the table gives White to the first-named number"));
  int board = 1;
  for (const auto& b : round.boards)
    lines << QCoreApplication::translate("gui::PairingExplanation",
                                         "Board %1: %2 (White) – %3 (Black): %4")
                 .arg(board++)
                 .arg(nameOf(state, b.white), nameOf(state, b.black), rule);
  if (round.bye)
    lines << QCoreApplication::translate("gui::PairingExplanation", "Bye: %1")
                 .arg(nameOf(state, *round.bye));
  return lines.join(QLatin1Char('\n'));
}

// What chose a scoregroup's upfloaters (C.04.4.1 3.2.2, 4.2).
QString upfloaterReason(pairing::DubovCriterion c) {
  using C = pairing::DubovCriterion;
  switch (c) {
    case C::None:
    case C::Order:
      return translated(QT_TRANSLATE_NOOP("gui::PairingExplanation",
                                          "the first legal set in sequence-number order (4.2)"));
    case C::C4Completion:
      return translated(QT_TRANSLATE_NOOP(
          "gui::PairingExplanation",
          "the sets before it leave the players below without a complete pairing (C4)"));
    case C::C6UpfloaterScores:
      return translated(
          QT_TRANSLATE_NOOP("gui::PairingExplanation",
                            "the highest scores with which the bracket can be paired (C6)"));
    case C::C7ColourPreference:
      return translated(QT_TRANSLATE_NOOP("gui::PairingExplanation",
                                          "fewer players without their colour preference (C7)"));
    case C::C8MaximumUpfloaters:
      return translated(
          QT_TRANSLATE_NOOP("gui::PairingExplanation", "fewer maximum upfloaters (C8)"));
    case C::C9MaximumUpfloats:
      return translated(QT_TRANSLATE_NOOP("gui::PairingExplanation",
                                          "maximum upfloaters upfloated fewer times (C9)"));
    case C::C10RepeatedUpfloat:
      return translated(QT_TRANSLATE_NOOP(
          "gui::PairingExplanation", "fewer upfloaters who upfloated in the previous round (C10)"));
    case C::C1NoRematch:
    case C::C2NoSecondBye:
    case C::C3AbsoluteColour:
    case C::C5Upfloaters:
      break;
  }
  return translated(
      QT_TRANSLATE_NOOP("gui::PairingExplanation", "the criteria in their order (2.3)"));
}

// C.04.4.1 art. 5.2.1-5.2.5.
QString colourReason(pairing::DubovColourReason reason) {
  using R = pairing::DubovColourReason;
  switch (reason) {
    case R::InitialColour:
      return translated(QT_TRANSLATE_NOOP(
          "gui::PairingExplanation",
          "neither has played: the initial colour by the higher-ranked player's TPN (5.2.1)"));
    case R::BothPreferences:
      return translated(
          QT_TRANSLATE_NOOP("gui::PairingExplanation", "both colour preferences granted (5.2.2)"));
    case R::StrongerPreference:
      return translated(QT_TRANSLATE_NOOP("gui::PairingExplanation",
                                          "the stronger colour preference granted (5.2.3)"));
    case R::Alternation:
      return translated(QT_TRANSLATE_NOOP(
          "gui::PairingExplanation",
          "alternation from the last time one had White and the other Black (5.2.4)"));
    case R::HigherRankedPreference:
      return translated(QT_TRANSLATE_NOOP("gui::PairingExplanation",
                                          "the higher-ranked player's preference (5.2.5)"));
  }
  return {};
}

QString dubovText(const tournament::TournamentState& state, const pairing::Pairing& pairing,
                  const pairing::DubovExplanation& explanation) {
  QStringList lines;
  lines << QCoreApplication::translate("gui::PairingExplanation",
                                       "Round %1: FIDE Dubov system (C.04.4.1, 2026 edition)")
               .arg(pairing.round);
  if (explanation.byeReceiver)
    lines << QCoreApplication::translate(
                 "gui::PairingExplanation",
                 "Pairing-allocated bye, given first (3.1: eligible, lowest score, most games, "
                 "largest TPN): %1")
                 .arg(nameOf(state, *explanation.byeReceiver));
  for (const auto& bracket : explanation.brackets) {
    lines << QString()
          << QCoreApplication::translate("gui::PairingExplanation", "Scoregroup of %1 points")
                 .arg(points(bracket.score))
          << QCoreApplication::translate("gui::PairingExplanation", "  residents: %1")
                 .arg(numbers(bracket.residents))
          << QCoreApplication::translate("gui::PairingExplanation", "  upfloaters: %1")
                 .arg(numbers(bracket.upfloaters));
    if (!bracket.upfloaters.empty())
      lines << QCoreApplication::translate("gui::PairingExplanation", "  chosen by: %1")
                   .arg(upfloaterReason(bracket.decidedBy));
    lines << QCoreApplication::translate(
                 "gui::PairingExplanation",
                 "  G1 (S1): %1 (White seekers by ascending ARO, then TPN; 3.2.5)")
                 .arg(numbers(bracket.g1))
          << QCoreApplication::translate("gui::PairingExplanation", "  G2: %1 (by TPN; 4.4)")
                 .arg(numbers(bracket.g2));
    if (!bracket.shifted.empty())
      lines << QCoreApplication::translate(
                   "gui::PairingExplanation",
                   "  shifted: %1 (moved between G1 and G2 to pair the bracket; 3.2.4, 4.3)")
                   .arg(numbers(bracket.shifted));
    for (const auto& pair : bracket.pairs)
      lines << QCoreApplication::translate("gui::PairingExplanation", "  pair: %1 – %2")
                   .arg(nameOf(state, pair.white), nameOf(state, pair.black));
  }
  lines << QString() << translated(QT_TRANSLATE_NOOP("gui::PairingExplanation", "Colours"));
  int board = 1;
  for (const auto& b : explanation.boards)
    lines << QCoreApplication::translate("gui::PairingExplanation", "  board %1: %2 has White: %3")
                 .arg(board++)
                 .arg(nameOf(state, b.board.white), colourReason(b.colour));
  return lines.join(QLatin1Char('\n'));
}

// C.04.4.2 art. 5.2.1-5.2.5.
QString colourReason(pairing::BursteinColourReason reason) {
  using R = pairing::BursteinColourReason;
  switch (reason) {
    case R::InitialColour:
      return translated(QT_TRANSLATE_NOOP(
          "gui::PairingExplanation",
          "neither has played: the initial colour by the higher-ranked player's TPN (5.2.1)"));
    case R::BothPreferences:
      return translated(
          QT_TRANSLATE_NOOP("gui::PairingExplanation",
                            "both colour preferences granted, or the only one (1.5.4, 5.2.2)"));
    case R::StrongerPreference:
      return translated(QT_TRANSLATE_NOOP("gui::PairingExplanation",
                                          "the stronger colour preference granted (5.2.3)"));
    case R::Alternation:
      return translated(QT_TRANSLATE_NOOP(
          "gui::PairingExplanation",
          "alternation from the last time one had White and the other Black (5.2.4)"));
    case R::HigherRankedPreference:
      return translated(QT_TRANSLATE_NOOP("gui::PairingExplanation",
                                          "the higher-ranked player's preference (5.2.5)"));
  }
  return {};
}

QString bursteinText(const tournament::TournamentState& state, const pairing::Pairing& pairing,
                     const pairing::BursteinExplanation& explanation) {
  QStringList lines;
  lines << QCoreApplication::translate("gui::PairingExplanation",
                                       "Round %1: FIDE Burstein system (C.04.4.2, 2025 edition)")
               .arg(pairing.round);
  if (explanation.seedingRound) {
    lines << QCoreApplication::translate(
                 "gui::PairingExplanation",
                 "A seeding round (1.6: the first %1 rounds), paired by the Dutch system:")
                 .arg(explanation.seedingRounds)
          << QString() << dutchText(state, pairing);
    return lines.join(QLatin1Char('\n'));
  }
  if (explanation.byeReceiver)
    lines << QCoreApplication::translate(
                 "gui::PairingExplanation",
                 "Pairing-allocated bye, given first (3.1: eligible, lowest score, most games, "
                 "lowest ranking by 1.8): %1")
                 .arg(nameOf(state, *explanation.byeReceiver));
  for (const auto& bracket : explanation.brackets) {
    lines << QString()
          << QCoreApplication::translate("gui::PairingExplanation", "Bracket of %1 points")
                 .arg(points(bracket.score))
          << QCoreApplication::translate("gui::PairingExplanation", "  incoming floaters: %1")
                 .arg(numbers(bracket.incoming))
          << QCoreApplication::translate(
                 "gui::PairingExplanation",
                 "  ranked (BSN 1, 2, ...): %1 (Index: Buchholz, then Sonneborn-Berger, then "
                 "TPN; 1.7, 1.8)")
                 .arg(numbers(bracket.ranked));
    for (const auto& pair : bracket.pairs)
      lines << QCoreApplication::translate("gui::PairingExplanation", "  pair: %1 – %2")
                   .arg(nameOf(state, pair.white), nameOf(state, pair.black));
    lines << QCoreApplication::translate(
                 "gui::PairingExplanation",
                 "  outgoing floaters: %1 (the best pairing by C5-C8, the first of 4.3: each BSN "
                 "against the lowest-ranked opponent possible)")
                 .arg(numbers(bracket.floaters));
  }
  lines << QString() << translated(QT_TRANSLATE_NOOP("gui::PairingExplanation", "Colours"));
  int board = 1;
  for (const auto& b : explanation.boards)
    lines << QCoreApplication::translate("gui::PairingExplanation", "  board %1: %2 has White: %3")
                 .arg(board++)
                 .arg(nameOf(state, b.board.white), colourReason(b.colour));
  return lines.join(QLatin1Char('\n'));
}

}  // namespace

QString pairingExplanationText(const service::EngineRound& round) {
  if (round.bursteinExplanation)
    return bursteinText(round.state, std::get<pairing::Pairing>(round.made),
                        *round.bursteinExplanation);
  if (round.dubovExplanation)
    return dubovText(round.state, std::get<pairing::Pairing>(round.made), *round.dubovExplanation);
  if (const auto* dutch = std::get_if<pairing::Pairing>(&round.made))
    return dutchText(round.state, *dutch);
  return bergerText(round.state, std::get<pairing::RoundRobinRound>(round.made));
}

}  // namespace gui
