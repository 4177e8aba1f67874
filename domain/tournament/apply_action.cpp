// SPDX-License-Identifier: MIT
#include "domain/tournament/action_support.h"
#include "domain/tournament/renumbering.h"

namespace tournament {

namespace actions {

std::expected<Section*, ActionError> sectionOf(ActionOutcome& outcome, const std::string& name) {
  Section* section = outcome.event.section(name);
  if (section == nullptr) return refuse(ActionErrorCode::NoSuchSection);
  return section;
}

std::expected<Board*, ActionError> boardOf(Section& section, int round, int board) {
  Round* r = section.round(round);
  if (r == nullptr) return refuse(ActionErrorCode::NoSuchRound, round);
  Board* b = r->board(board);
  if (b == nullptr) return refuse(ActionErrorCode::NoSuchBoard, board);
  return b;
}

std::expected<Board*, ActionError> gameInProgress(Section& section, int round, int board) {
  auto found = boardOf(section, round, board);
  if (found && isFinal((*found)->result)) return refuse(ActionErrorCode::GameFinished, board);
  return found;
}

int playerOn(const Board& board, Color color) {
  return color == Color::White ? board.white : board.black;
}

void setResult(Section& section, int round, Board& board, GameResult result,
               ActionOutcome& outcome) {
  if (board.result == GameResult::Adjourned && isFinal(result)) {
    for (auto& envelope : section.envelopes) {
      const bool unopened =
          envelope.custody == Custody::Sealed || envelope.custody == Custody::InArbitersKeeping;
      if (envelope.round == round && envelope.board == board.number && unopened) {
        envelope.custody = Custody::Settled;  // Guidelines I.6
        outcome.notices.push_back({NoticeCode::EnvelopeSettled, board.number});
      }
    }
  }
  board.result = result;
  board.unrated = false;  // a new result is a rated game unless the arbiter says otherwise
}

Incident& addIncident(ActionOutcome& outcome, Section& section, Incident incident) {
  incident.id = outcome.event.nextIncidentId();
  section.incidents.push_back(std::move(incident));
  outcome.incident = section.incidents.back();
  return section.incidents.back();
}

Incident BoardEdit::incident(IncidentKind kind, std::optional<Color> color) const {
  Incident i;
  i.kind = kind;
  i.round = round;
  i.board = board->number;
  i.player = color ? playerOn(*board, *color) : 0;
  return i;
}

void BoardEdit::setResult(GameResult result) {
  actions::setResult(*section, round, *board, result, outcome);
}

Result BoardEdit::record(Incident incident) {
  addIncident(outcome, *section, std::move(incident));
  return std::move(outcome);
}

std::expected<BoardEdit, ActionError> editBoard(const Event& event, const std::string& name,
                                                int round, int board, BoardNeed need) {
  BoardEdit edit{ActionOutcome{event, {}, {}, {}}, nullptr, nullptr, round};
  auto section = sectionOf(edit.outcome, name);
  if (!section) return std::unexpected(section.error());
  auto found = need == BoardNeed::GameInProgress ? gameInProgress(**section, round, board)
                                                 : boardOf(**section, round, board);
  if (!found) return std::unexpected(found.error());
  edit.section = *section;
  edit.board = *found;
  return edit;
}

int timePenaltySeconds(const SectionSettings& settings) {
  // FIDE only: the classic text's illegal move (old 8.1) has no time
  // penalty, and its incorrect claim (10.13(2)) its own 5 minutes.
  return settings.rate == RateOfPlay::Standard ? 120 : 60;  // Laws 7.5.5, 9.5.3; A.3, B.3
}

}  // namespace actions

namespace {

std::expected<ActionOutcome, ActionError> dispatch(const Event& event, const Action& action) {
  using namespace actions;
  return std::visit(
      [&](const auto& a) -> Result {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, CreateEvent>)
          return applyCreateEvent(event, a);
        else if constexpr (std::is_same_v<T, AddSection>)
          return applyAddSection(event, a);
        else if constexpr (std::is_same_v<T, AddPlayers>)
          return applyAddPlayers(event, a);
        else if constexpr (std::is_same_v<T, WithdrawPlayer>)
          return applyWithdraw(event, a);
        else if constexpr (std::is_same_v<T, RequestBye>)
          return applyRequestBye(event, a);
        else if constexpr (std::is_same_v<T, SetPairing>)
          return applySetPairing(event, a);
        else if constexpr (std::is_same_v<T, UnpairRound>)
          return applyUnpair(event, a);
        else if constexpr (std::is_same_v<T, PublishRound>)
          return applyPublish(event, a);
        else if constexpr (std::is_same_v<T, EnterResult>)
          return applyResult(event, a);
        else if constexpr (std::is_same_v<T, EnterResults>)
          return applyResults(event, a);
        else if constexpr (std::is_same_v<T, UpdateRatings>)
          return applyUpdateRatings(event, a);
        else if constexpr (std::is_same_v<T, CheckIn>)
          return applyCheckIn(event, a);
        else if constexpr (std::is_same_v<T, RecordLateArrival>)
          return applyLateArrival(event, a);
        else if constexpr (std::is_same_v<T, RecordPenalty>)
          return applyPenalty(event, a);
        else if constexpr (std::is_same_v<T, RecordIllegalMove>)
          return applyIllegalMove(event, a);
        else if constexpr (std::is_same_v<T, RecordDrawClaim>)
          return applyDrawClaim(event, a);
        else if constexpr (std::is_same_v<T, SealMove>)
          return applySeal(event, a);
        else if constexpr (std::is_same_v<T, SetCustody>)
          return applyCustody(event, a);
        else if constexpr (std::is_same_v<T, ResumeGame>)
          return applyResume(event, a);
        else if constexpr (std::is_same_v<T, CorrectResumptionClocks>)
          return applyClockCorrection(event, a);
        else if constexpr (std::is_same_v<T, StartRound>)
          return applyStartRound(event, a);
        else if constexpr (std::is_same_v<T, LeaveFideMode>)
          return applyLeaveFideMode(event, a);
        else if constexpr (std::is_same_v<T, EditPlayer>)
          return applyEditPlayer(event, a);
        else if constexpr (std::is_same_v<T, RemovePlayer>)
          return applyRemovePlayer(event, a);
        else if constexpr (std::is_same_v<T, RecordFlag>)
          return applyFlag(event, a);
        else if constexpr (std::is_same_v<T, RecordDefectiveClock>)
          return applyDefectiveClock(event, a);
        else if constexpr (std::is_same_v<T, RecordIrregularPosition>)
          return applyIrregularPosition(event, a);
        else if constexpr (std::is_same_v<T, ForbidPairing>)
          return applyForbidPairing(event, a);
        else if constexpr (std::is_same_v<T, DrawNumbersByLot>)
          return applyDrawNumbersByLot(event, a);
        else
          return applyEditSection(event, a);
      },
      action);
}

}  // namespace

std::expected<ActionOutcome, ActionError> applyAction(const Event& event, const Action& action) {
  auto outcome = dispatch(event, action);
  // C.04.2 art. 2: whatever renumbered the players (a registration, a
  // correction, a rating list), the arbiter is told each move, old -> new.
  if (outcome) {
    auto moved = renumberingNotices(event, outcome->event);
    outcome->notices.insert(outcome->notices.end(), moved.begin(), moved.end());
  }
  return outcome;
}

}  // namespace tournament
