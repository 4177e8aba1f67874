// SPDX-License-Identifier: MIT
#include "app/live/live_json.h"

#include "domain/text/utf8.h"
#include "reports/result_text.h"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include <sstream>

namespace live {
namespace {

using Poco::JSON::Array;
using Poco::JSON::Object;

std::string text(const Object::Ptr& object) {
  std::ostringstream out;
  object->stringify(out);
  return out.str();
}

double points(tournament::HalfPoints halfPoints) { return halfPoints / 2.0; }

Object::Ptr playerObject(const tournament::TournamentState& state, int startNumber,
                         tournament::HalfPoints score) {
  Object::Ptr object = new Object;
  object->set("startNumber", startNumber);
  if (const auto* player = state.player(startNumber)) {
    object->set("name", text::validUtf8(player->name));
    object->set("title", text::validUtf8(player->title));
    object->set("federation", text::validUtf8(player->federation));
    object->set("rating", player->rating);
  }
  object->set("points", points(score));
  return object;
}

std::string absenceKind(tournament::RoundResult result) {
  using tournament::RoundResult;
  switch (result) {
    case RoundResult::PairingBye:
      return "pairing-bye";
    case RoundResult::HalfPointBye:
      return "half-point-bye";
    case RoundResult::FullPointBye:
      return "full-point-bye";
    default:
      return "absent";
  }
}

// "event" and "section": the event's name and the section's.
void setNames(Object& root, const service::PublishedSection& section) {
  const std::string& name = section.state.name;
  root.set("event", text::validUtf8(section.event.empty() ? name : section.event));
  root.set("section", text::validUtf8(name));
}

}  // namespace

std::string pairingsJson(const service::PublishedSection& section,
                         const reports::RoundPairings& pairings) {
  const auto& state = section.state;
  Object::Ptr root = new Object;
  setNames(*root, section);
  root->set("round", pairings.round);
  root->set("roundsRecorded", state.roundsRecorded());
  Array::Ptr boards = new Array;
  for (const auto& b : pairings.boards) {
    Object::Ptr board = new Object;
    board->set("board", b.board);
    board->set("white", playerObject(state, b.white, b.whiteScore));
    board->set("black", playerObject(state, b.black, b.blackScore));
    board->set("result", reports::boardResultText(b.whiteResult, b.blackResult));
    boards->add(board);
  }
  root->set("boards", boards);
  Array::Ptr absences = new Array;
  for (const auto& a : pairings.absences) {
    Object::Ptr absence = new Object;
    absence->set("startNumber", a.startNumber);
    if (const auto* player = state.player(a.startNumber))
      absence->set("name", text::validUtf8(player->name));
    absence->set("kind", absenceKind(a.result));
    absences->add(absence);
  }
  root->set("absences", absences);
  return text(root);
}

std::string standingsJson(const service::PublishedSection& section,
                          const reports::StandingsTable& table) {
  Object::Ptr root = new Object;
  setNames(*root, section);
  root->set("rounds", table.rounds);
  Array::Ptr codes = new Array;
  for (const auto& code : table.tieBreakCodes) codes->add(code);
  root->set("tieBreaks", codes);
  Array::Ptr lines = new Array;
  for (const auto& line : table.lines) {
    Object::Ptr row = new Object;
    row->set("rank", line.rank);
    row->set("startNumber", line.player.startNumber);
    row->set("name", text::validUtf8(line.player.name));
    row->set("title", text::validUtf8(line.player.title));
    row->set("federation", text::validUtf8(line.player.federation));
    row->set("rating", line.player.rating);
    row->set("points", points(line.points));
    Array::Ptr values = new Array;
    for (const auto& value : line.tieBreaks) values->add(value);
    row->set("tieBreaks", values);
    lines->add(row);
  }
  root->set("standings", lines);
  return text(root);
}

std::string errorJson(int status, std::string_view code, std::string_view message) {
  Object::Ptr error = new Object;
  error->set("status", status);
  error->set("code", text::validUtf8(code));
  error->set("message", text::validUtf8(message));
  Object::Ptr root = new Object;
  root->set("error", error);
  return text(root);
}

}  // namespace live
