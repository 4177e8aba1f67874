// SPDX-License-Identifier: MIT
#include "app/cli/claim_json.h"

#include "app/cli/pgn_text.h"
#include "app/service/claim_words.h"
#include "domain/tournament/vocabulary.h"

#include <Poco/JSON/Array.h>

namespace cli {
namespace {

Poco::Dynamic::Var colorValue(chess::Color color) {
  return std::string(color == chess::Color::White ? "white" : "black");
}

Poco::JSON::Object::Ptr plyJson(const chess::PlyReference& ref) {
  Poco::JSON::Object::Ptr object = new Poco::JSON::Object;
  object->set("ply", ref.ply);
  if (ref.ply == 0) {
    object->set("moveNumber", Poco::Dynamic::Var());
    object->set("mover", Poco::Dynamic::Var());
    object->set("san", Poco::Dynamic::Var());
  } else {
    object->set("moveNumber", ref.moveNumber);
    object->set("mover", colorValue(ref.mover));
    object->set("san", ref.san);
  }
  return object;
}

const char* flawCode(chess::ClaimFlaw flaw) {
  switch (flaw) {
    case chess::ClaimFlaw::None:
      return "";
    case chess::ClaimFlaw::TooFewOccurrences:
      return "too-few-occurrences";
    case chess::ClaimFlaw::ClockTooLow:
      return "clock-too-low";
    case chess::ClaimFlaw::WrittenMoveIsZeroing:
      return "written-move-is-capture-or-pawn-move";
    case chess::ClaimFlaw::WrittenMoveEndsGame:
      return "written-move-ends-game";
    case chess::ClaimFlaw::WrittenMoveIllegal:
      return "written-move-illegal";
    case chess::ClaimFlaw::NoWrittenMoveClaim:
      return "no-written-move-claim";
  }
  return "";
}

}  // namespace

Poco::JSON::Object::Ptr claimVerdictJson(const chess::ClaimVerdict& verdict, chess::ClaimKind kind,
                                         bool written, int ply) {
  Poco::JSON::Object::Ptr object = new Poco::JSON::Object;
  object->set("kind", std::string(kind == chess::ClaimKind::Threefold ? "threefold" : "fifty"));
  object->set("article", std::string(verdict.article));
  object->set("claimant", colorValue(verdict.claimant));
  object->set("valid", verdict.valid);
  const bool flawed = verdict.flaw != chess::ClaimFlaw::None;
  object->set("flaw", flawed ? Poco::Dynamic::Var(std::string(flawCode(verdict.flaw)))
                             : Poco::Dynamic::Var());
  object->set("reason", flawed ? Poco::Dynamic::Var(service::claimFlawText(verdict.flaw))
                               : Poco::Dynamic::Var());
  Poco::Dynamic::Var move;
  if (written && !verdict.writtenSan.empty()) move = verdict.writtenSan;
  object->set("writtenMove", move);
  if (kind == chess::ClaimKind::Threefold) {
    Poco::JSON::Array::Ptr occurrences = new Poco::JSON::Array;
    for (const auto& ref : verdict.occurrences) {
      Poco::JSON::Object::Ptr entry = plyJson(ref);
      entry->set("writtenMoveNotPlayed", ref.ply > ply);
      occurrences->add(entry);
    }
    object->set("occurrences", occurrences);
  } else {
    object->set("halfmoveClock", verdict.halfmoveClock);
    object->set("requiredHalfmoves", verdict.requiredHalfmoves);
    if (verdict.extension)  // classic 10.12, the organiser's count for the ending
      object->set("extendedEnding", chess::extensionText(*verdict.extension));
    object->set("lastCaptureOrPawnMove",
                verdict.lastCaptureOrPawnMove
                    ? Poco::Dynamic::Var(plyJson(*verdict.lastCaptureOrPawnMove))
                    : Poco::Dynamic::Var());
  }
  return object;
}

Poco::JSON::Object::Ptr consequenceJson(const chess::ClaimVerdict& verdict,
                                        const tournament::ClaimPenalty& penalty,
                                        tournament::RulesProfile profile,
                                        const tournament::ClaimPenaltyJudgement& judgement) {
  Poco::JSON::Object::Ptr object = new Poco::JSON::Object;
  object->set("rules", std::string(tournament::codeOf(profile)));
  object->set("article", std::string(penalty.article));
  object->set("seconds", penalty.seconds);
  const bool opponentClock = penalty.clock == tournament::PenaltyClock::OpponentRemaining;
  object->set("clock", std::string(opponentClock ? "opponent-remaining" : "claimant-used"));
  object->set("player", colorValue(opponentClock ? ~verdict.claimant : verdict.claimant));
  const bool mustPlay = penalty.declaredMoveMustBePlayed && !verdict.writtenSan.empty();
  object->set("declaredMoveMustBePlayed", mustPlay);
  object->set("move", mustPlay ? Poco::Dynamic::Var(verdict.writtenSan) : Poco::Dynamic::Var());
  Poco::Dynamic::Var loses = false;
  Poco::Dynamic::Var usedAfter;
  if (penalty.lossPossible) {
    if (judgement.undecided) {
      loses = Poco::Dynamic::Var();
    } else {
      loses = judgement.outcome == tournament::ClaimPenaltyOutcome::ClaimantLoses;
      usedAfter = *judgement.claimantUsedAfter;
    }
  }
  object->set("claimantLoses", loses);
  object->set("claimantUsedAfterSeconds", usedAfter);
  return object;
}

}  // namespace cli
