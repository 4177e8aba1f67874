// SPDX-License-Identifier: MIT
#include "app/live/venue_incident_request.h"

#include "app/live/request_json.h"
#include "domain/tournament/scoring_spec.h"
#include "domain/tournament/vocabulary.h"
#include "reports/record_words.h"

#include <fmt/format.h>

namespace live {
namespace {

using Malformed = std::unexpected<std::string>;

std::string incidentWords(const tournament::Incident& incident, reports::Language language) {
  const bool zh = language == reports::Language::Zh;
  return fmt::format(fmt::runtime(zh ? "{}（{}）：{}" : "{} ({}): {}"),
                     reports::incidentKindText(incident.kind, language), incident.article,
                     reports::incidentDecisionText(incident, language));
}

std::expected<service::StationIncident, std::string> lateArrival(
    const Poco::JSON::Object::Ptr& body, tournament::RecordLateArrival action) {
  const auto side = tournament::lateSideFromCode(textOf(body, "player").value_or(""));
  if (!side) return Malformed(fmt::format("player is {}", tournament::lateSideCodes()));
  action.side = *side;
  const auto seconds = numberOf(body, "secondsLate");
  const auto arrived = textOf(body, "arrived");
  if (seconds.has_value() == arrived.has_value())
    return Malformed("give either secondsLate (a number) or arrived (HH:MM)");
  if (seconds && *seconds < 0) return Malformed("secondsLate is not negative");
  action.secondsLate = seconds.value_or(0);
  action.arrivedAt = arrived.value_or("");
  const auto forfeit = flagOf(body, "forfeit", false);
  if (!forfeit) return Malformed("forfeit is true or false");
  action.applyForfeit = *forfeit;
  return action;
}

std::expected<service::StationIncident, std::string> penalty(const Poco::JSON::Object::Ptr& body,
                                                             tournament::RecordPenalty action) {
  const auto side = textOf(body, "player").value_or("");
  if (side != "white" && side != "black") return Malformed("player is white or black");
  action.offender = side == "white" ? tournament::Color::White : tournament::Color::Black;
  const auto option = tournament::penaltyOptionFromCode(textOf(body, "option").value_or(""));
  if (!option) return Malformed(fmt::format("option is {}", tournament::penaltyOptionCodes()));
  action.option = *option;
  action.article = textOf(body, "article").value_or("");
  action.note = textOf(body, "note").value_or("");
  for (const auto& [key, field] :
       {std::pair{"seconds", &action.seconds}, {"rounds", &action.rounds}}) {
    if (!body->has(key)) continue;
    const auto value = numberOf(body, key);
    if (!value || *value < 0) return Malformed(fmt::format("{} is a number, not negative", key));
    *field = *value;
  }
  if (body->has("score")) {
    const auto score = tournament::parseHalfPoints(textOf(body, "score").value_or(""));
    if (!score) return Malformed("score is a score in points such as \"0\" or \"0.5\"");
    action.score = score;
  }
  if (body->has("result")) {
    const auto result = tournament::parseResult(textOf(body, "result").value_or(""));
    if (!result) return Malformed("result is a result such as 1-0 or 0-0");
    action.result = result;
  }
  return action;
}

}  // namespace

std::expected<service::StationIncident, std::string> stationIncidentOf(
    const Poco::JSON::Object::Ptr& body) {
  const auto section = textOf(body, "section");
  const auto round = numberOf(body, "round");
  const auto board = numberOf(body, "board");
  const auto kind = textOf(body, "kind");
  if (!section || !round || !board || !kind)
    return Malformed("expected section, round, board and kind (late or penalty)");
  if (*kind == "late") {
    tournament::RecordLateArrival action;
    action.section = *section;
    action.round = *round;
    action.board = *board;
    return lateArrival(body, std::move(action));
  }
  if (*kind == "penalty") {
    tournament::RecordPenalty action;
    action.section = *section;
    action.round = *round;
    action.board = *board;
    return penalty(body, std::move(action));
  }
  return Malformed("kind is late or penalty");
}

Poco::JSON::Object incidentJson(const tournament::Incident& incident) {
  Poco::JSON::Object out;
  out.set("kind", incident.kind == tournament::IncidentKind::LateArrival ? "late"
                  : incident.kind == tournament::IncidentKind::Penalty   ? "penalty"
                                                                         : "draw-claim");
  out.set("article", incident.article);
  out.set("forfeitProposed", incident.verdict == tournament::Verdict::ForfeitProposed);
  Poco::JSON::Object words;
  words.set("en", incidentWords(incident, reports::Language::En));
  words.set("zh", incidentWords(incident, reports::Language::Zh));
  out.set("words", words);
  return out;
}

}  // namespace live
