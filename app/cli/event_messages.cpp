// SPDX-License-Identifier: MIT
// The command line's text for the codes the tournament domain returns: the
// catalogue's words (app/words) in the output language.
#include "app/cli/event_support.h"
#include "app/cli/output_language.h"
#include "app/cli/refusal_remedy.h"
#include "app/words/action_words.h"
#include "reports/record_words.h"

#include <fmt/format.h>

namespace cli {

std::string_view byeKindName(tournament::ByeKind kind) {
  switch (kind) {
    case tournament::ByeKind::HalfPoint:
      return "half-point";
    case tournament::ByeKind::FullPoint:
      return "full-point";
    case tournament::ByeKind::ZeroPoint:
      return "zero-point";
    case tournament::ByeKind::PairingAllocated:
      break;
  }
  return "pairing-allocated";
}

std::string_view playerFieldName(tournament::PlayerField field) {
  using tournament::PlayerField;
  switch (field) {
    case PlayerField::Name:
      return "name";
    case PlayerField::Title:
      return "title";
    case PlayerField::BirthDate:
      return "birth date";
    case PlayerField::FideId:
      return "FIDE id";
    case PlayerField::Federation:
      return "federation";
    case PlayerField::Club:
      return "club";
    case PlayerField::NationalId:
      return "national id";
  }
  return "field";
}

std::string actionErrorText(const tournament::ActionError& error) {
  const words::Language language = outputLanguage();
  return words::actionErrorText(error, language) + refusalRemedy(error, language);
}

std::string pairedOnText(const tournament::PairedOn& on) {
  const std::string later = on.lastRound > on.round + 1
                                ? fmt::format("rounds {}-{} were", on.round + 1, on.lastRound)
                                : fmt::format("round {} was", on.lastRound);
  return fmt::format(
      "a result or bye of round {} of section \"{}\" would change, and {} paired on it "
      "(C.04.2 4.3: those pairings stand and are not made again); add --force to change it anyway",
      on.round, on.section, later);
}

std::string noticeText(const tournament::Notice& notice) {
  return words::noticeText(notice, outputLanguage());
}

std::string incidentText(const tournament::Incident& i) {
  const words::Language language = outputLanguage();
  const bool zh = language == words::Language::Zh;
  std::string verdict = reports::verdictText(i, language);
  if (i.verdict == tournament::Verdict::ForfeitProposed)
    verdict +=
        zh ? "（用 --forfeit 确认，或录入结果）" : " (confirm with --forfeit, or enter the result)";
  std::string effect = reports::penaltyScoreText(i, language);
  if (effect.empty()) effect = reports::clockEffectText(i, language);
  if (!effect.empty()) effect = (zh ? "；" : "; ") + effect;
  const std::string count =
      i.count > 0 && i.kind == tournament::IncidentKind::IllegalMove
          ? fmt::format(fmt::runtime(zh ? "（本局第 {} 次违例着法）"
                                        : " (illegal move no. {} in this game)"),
                        i.count)
          : "";
  return fmt::format(fmt::runtime(zh ? "事件 {} [{}]{}：{}{}" : "incident {} [{}]{}: {}{}"), i.id,
                     i.article, count, verdict, effect);
}

}  // namespace cli
