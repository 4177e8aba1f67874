// SPDX-License-Identifier: MIT
#include "app/cli/refusal_remedy.h"

#include <fmt/format.h>

namespace cli {

std::string refusalRemedy(const tournament::ActionError& error, words::Language language) {
  using C = tournament::ActionErrorCode;
  using words::Phrase;
  const auto said = [language](Phrase phrase) { return std::string(phrase.in(language)); };
  switch (error.code) {
    case C::RoundHasResults:
      return said({"; add --force to discard them", "；加 --force 可丢弃它们"});
    case C::FinalResultNeedsCorrection:
      return said({"; add --correct to replace it (a correction, kept in the log)",
                   "；加 --correct 可替换（作为更正，记入日志）"});
    case C::MissingArticle:
      return said({"; give it with --article", "；请用 --article 给出"});
    case C::MissingSeconds:
      return said({"; give it with --time", "；请用 --time 给出"});
    case C::MissingUsedTime:
      return said({"; give it with --used", "；请用 --used 给出"});
    case C::MissingRoundCount:
      return said({"; give it with --rounds", "；请用 --rounds 给出"});
    case C::MissingScore:
      return said({"; give it with --score, e.g. 0 or 0.5", "；请用 --score 给出，如 0 或 0.5"});
    case C::RoundNotStarted:
      return said({": record it with `arbiter round start` first, or give --late",
                   "：请先用 `arbiter round start` 记录，或给出 --late"});
    case C::ConfirmationNeeded:
      return said({"; repeat with --confirm", "；请加 --confirm 重新执行"});
    case C::LaterRoundsPairedOn:
    case C::RatingsUsedByPairing:
      return said({"; add --force to change it anyway", "；加 --force 可强制更改"});
    case C::MissedRoundByeNeedsRules:
      return said({"; if the event's regulations allow a bye for it, add --rules-allow",
                   "；如竞赛规程允许该轮轮空，请加 --rules-allow"});
    case C::AccelerationNeedsSwiss:
      return said({": give --acceleration none, or --pairing dutch",
                   "：请给出 --acceleration none，或 --pairing dutch"});
    case C::AccelerationNotPaired:
      return said({": give --acceleration none, or --pairing dutch",
                   "：请给出 --acceleration none，或 --pairing dutch"});
    case C::EditionNeedsDutch:
      return said({": give --edition 2026, or --pairing dutch",
                   "：请给出 --edition 2026，或 --pairing dutch"});
    case C::EditionNeedsSwiss:
      return said({": give --edition 2026, or --pairing dutch",
                   "：请给出 --edition 2026，或 --pairing dutch"});
    case C::ClockErrorTooLate:
      return said(
          {"; classic 14.6 also allows it when the consequences would be very severe: "
           "--severe REASON",
           "；旧规则 14.6 在后果非常严重时也允许：--severe 理由"});
    case C::EnvelopeNotLost:
      return said({"; record it lost first (arbiter envelope --custody lost)",
                   "；请先记录为遗失（arbiter envelope --custody lost）"});
    case C::MissingPosition:
      return said({"; give --fen or --moves", "；请给出 --fen 或 --moves"});
    case C::BoardWithoutResult:
      return said(
          {"; a batch gives every game of the round without a result (* for a game still "
           "in play)",
           "；一批结果须包含本轮所有尚无结果的对局（仍在进行的对局写 *）"});
    default:
      return {};
  }
}

}  // namespace cli
