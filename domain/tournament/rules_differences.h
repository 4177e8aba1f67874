// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/rules_profile.h"

#include <cstdint>
#include <span>
#include <string_view>

namespace tournament {

// Every rule in which the two profiles differ, once. The incident and
// envelope actions take their articles from this table (articleOf), and
// `arbiter rules` prints it, so the listing cannot drift from the code.
enum class RuleTopic : std::uint8_t {
  IllegalMove,
  InsufficientMaterial,
  LoneKing,
  ThreefoldArticle,
  FiftyMoves,
  FiftyMoveExtension,
  AutomaticDraws,
  IncorrectClaim,
  LateArrival,
  BothLate,
  LateReplier,
  EnvelopeContents,
  EarlySealing,
  ClockCorrection,
  DefectiveClock,
  DisplacedPieces,
  WrongInitialPosition,
  ColoursReversed,
  BoardTurnedWrongly,
  Flag,
  BothFlags,
  PresentPlayerFlag,
  RapidPenalty,
};

// One difference: the FIDE 2023 article and rule, the classic text's
// article (file 003 of the client's texts, the older Laws) and rule, and
// the classic sentence it rests on (UTF-8, as the text prints it).
struct RuleDifference {
  RuleTopic topic;
  std::string_view name;
  std::string_view fideArticle;
  std::string_view fideRule;
  std::string_view classicArticle;
  std::string_view classicRule;
  std::string_view classicText;
};

// The table, in the order of the Laws.
std::span<const RuleDifference> ruleDifferences();
// The article a profile applies for `topic`, as incidents print it
// ("7.5.5", "classic 8.1").
std::string_view articleOf(RuleTopic topic, RulesProfile profile);

}  // namespace tournament
