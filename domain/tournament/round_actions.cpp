// SPDX-License-Identifier: MIT
// Round actions: pairing, unpairing, publishing, result entry.
#include "domain/tournament/action_support.h"
#include "domain/tournament/clock_time.h"
#include "domain/tournament/later_pairings.h"
#include "domain/tournament/pairing_bye.h"

#include <algorithm>
#include <set>

namespace tournament::actions {

// Laws 6.6: the clocks are started; lateness counts from this moment.
Result applyStartRound(const Event& event, const StartRound& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto section = sectionOf(outcome, action.section);
  if (!section) return std::unexpected(section.error());
  Round* round = (*section)->round(action.round);
  if (round == nullptr) return refuse(ActionErrorCode::NoSuchRound, action.round);
  if (!parseClockTime(action.at)) return refuse(ActionErrorCode::BadClockTime);
  round->startedAt = action.at;
  return outcome;
}

Result applySetPairing(const Event& event, const SetPairing& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto found = sectionOf(outcome, action.section);
  if (!found) return std::unexpected(found.error());
  Section& section = **found;
  if (action.replace) {
    // A hand edit of the last paired round: allowed while the round has no
    // results or incidents, as for unpairing without --force.
    const UnpairRound unpair{action.section, action.round, false};
    auto unpaired = applyUnpair(event, unpair);
    if (!unpaired) return std::unexpected(unpaired.error());
    SetPairing again = action;
    again.replace = false;
    if (again.start.empty()) again.start = section.round(action.round)->start;
    auto repaired = applySetPairing(unpaired->event, again);
    if (repaired)
      repaired->event.section(action.section)->rounds.back().published =
          section.round(action.round)->published;
    return repaired;
  }
  const int next = static_cast<int>(section.rounds.size()) + 1;
  if (action.round != next) return refuse(ActionErrorCode::RoundNotNext, next);
  if (action.round > section.settings.rounds)
    return refuse(ActionErrorCode::RoundBeyondSchedule, action.round);

  // C.04.3 5.2.5: the colour drawn for round 1 is kept with the section.
  if (action.round == 1 && action.initialColour)
    section.settings.initialColour = action.initialColour;
  Round round;
  round.number = action.round;
  round.start = action.start;
  std::set<int> seen;
  const auto take = [&](int number) -> std::expected<int, ActionError> {
    const Player* player = section.playerByNumber(number);
    if (player == nullptr) return refuse(ActionErrorCode::NoSuchPlayer, number);
    if (!seen.insert(number).second) return refuse(ActionErrorCode::PlayerTwiceInRound, number);
    if (!player->availableIn(action.round))
      return refuse(ActionErrorCode::PlayerNotAvailable, number);
    return player->id;
  };
  for (const auto& [white, black] : action.boards) {
    if (white == black) return refuse(ActionErrorCode::PlayerPairedWithSelf, white);
    auto w = take(white);
    if (!w) return std::unexpected(w.error());
    auto b = take(black);
    if (!b) return std::unexpected(b.error());
    round.boards.push_back(
        {static_cast<int>(round.boards.size()) + 1, *w, *b, GameResult::Pending, {}, {}});
  }
  if (action.pairingBye != 0) {
    auto bye = take(action.pairingBye);
    if (!bye) return std::unexpected(bye.error());
    round.byes.push_back({*bye, pairingByeKind(section.settings.pairing)});
  }
  for (const auto& player : section.players) {
    const bool withdrawn =
        player.withdrawnFromRound != 0 && action.round >= player.withdrawnFromRound;
    const RequestedBye* requested = player.requestedBye(action.round);
    if (requested != nullptr && !withdrawn && action.round >= player.entryRound)
      round.byes.push_back({player.id, requested->kind});
    if (player.availableIn(action.round) && !seen.contains(player.pairingNumber))
      return refuse(ActionErrorCode::PlayerLeftUnpaired, player.pairingNumber);
  }
  std::sort(round.byes.begin(), round.byes.end(),
            [](const Bye& a, const Bye& b) { return a.player < b.player; });
  // VCL (rules-reference §1.10): games of the previous round still without
  // a result when the next round is paired are marked adjourned.
  if (Round* previous = section.round(action.round - 1)) {
    for (auto& board : previous->boards) {
      if (board.result == GameResult::Pending) {
        board.result = GameResult::Adjourned;
        outcome.notices.push_back({NoticeCode::AutoAdjourned, board.number});
      }
    }
  }
  section.rounds.push_back(std::move(round));
  return outcome;
}

// Unpairing is refused once results exist unless forced (the arbiter is
// warned: results, incidents and envelopes of the round are discarded).
Result applyUnpair(const Event& event, const UnpairRound& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto found = sectionOf(outcome, action.section);
  if (!found) return std::unexpected(found.error());
  Section& section = **found;
  const Round* round = section.round(action.round);
  if (round == nullptr) return refuse(ActionErrorCode::NoSuchRound, action.round);
  if (action.round != static_cast<int>(section.rounds.size()))
    return refuse(ActionErrorCode::NotLastRound, static_cast<int>(section.rounds.size()));
  const bool hasRecords = round->hasResults() ||
                          std::any_of(section.incidents.begin(), section.incidents.end(),
                                      [&](const Incident& i) { return i.round == action.round; });
  if (hasRecords && !action.force) return refuse(ActionErrorCode::RoundHasResults, action.round);
  if (hasRecords) outcome.notices.push_back({NoticeCode::RoundUnpairedWithResults, action.round});
  std::erase_if(section.incidents, [&](const Incident& i) { return i.round == action.round; });
  std::erase_if(section.envelopes, [&](const Envelope& e) { return e.round == action.round; });
  section.rounds.pop_back();
  return outcome;
}

Result applyPublish(const Event& event, const PublishRound& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto found = sectionOf(outcome, action.section);
  if (!found) return std::unexpected(found.error());
  Round* round = (*found)->round(action.round);
  if (round == nullptr) return refuse(ActionErrorCode::NoSuchRound, action.round);
  round->published = true;
  return outcome;
}

// C.04.2 4.3: a change to a round later rounds were paired on stands only
// when the arbiter confirms it (`force`).
Result unlessPairedOn(const Event& event, ActionOutcome outcome, bool force) {
  if (!force)
    if (const auto on = pairingsMadeOn(event, outcome.event))
      return refuse(ActionErrorCode::LaterRoundsPairedOn, on->round);
  return outcome;
}

namespace {

// Enters one result into the outcome's event, in place (a round's results
// share one copy of the event, not one each).
std::expected<void, ActionError> enterResult(ActionOutcome& outcome, const EnterResult& action) {
  // B.02 5.1: only a game with a result can be one of less than one move.
  if (action.unrated && !canBeUnrated(action.result))
    return refuse(ActionErrorCode::UnratedNeedsPlayedResult, action.board);
  auto section = sectionOf(outcome, action.section);
  if (!section) return std::unexpected(section.error());
  auto board = boardOf(**section, action.round, action.board);
  if (!board) return std::unexpected(board.error());
  if (isFinal((*board)->result) && (*board)->result != action.result) {
    if (!action.correction)
      return refuse(ActionErrorCode::FinalResultNeedsCorrection, action.board);
    outcome.notices.push_back({NoticeCode::ResultCorrected, action.board});
  }
  setResult(**section, action.round, **board, action.result, outcome);
  (*board)->unrated = action.unrated;
  return {};
}

}  // namespace

Result applyResult(const Event& event, const EnterResult& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  if (auto entered = enterResult(outcome, action); !entered)
    return std::unexpected(entered.error());
  return unlessPairedOn(event, std::move(outcome), action.force);
}

Result applyResults(const Event& event, const EnterResults& action) {
  if (action.results.empty()) return refuse(ActionErrorCode::NoResults);
  std::set<int> given;
  for (const BoardResult& result : action.results)
    if (!given.insert(result.board).second)
      return refuse(ActionErrorCode::BoardGivenTwice, result.board);
  const Section* section = event.section(action.section);
  if (section == nullptr) return refuse(ActionErrorCode::NoSuchSection);
  const Round* round = section->round(action.round);
  if (round == nullptr) return refuse(ActionErrorCode::NoSuchRound, action.round);
  ActionOutcome outcome{event, {}, {}, {}};
  for (const BoardResult& result : action.results)
    if (auto entered =
            enterResult(outcome, EnterResult{action.section, action.round, result.board,
                                             result.result, result.unrated, action.correction});
        !entered)
      return std::unexpected(entered.error());
  // One rule for every form of a batch: a board may be left out when its
  // game has a result already, never when it has none.
  for (const Board& board : round->boards)
    if (!given.contains(board.number) && board.result == GameResult::Pending)
      return refuse(ActionErrorCode::BoardWithoutResult, board.number);
  // The batch is checked against later pairings once, as a whole.
  return unlessPairedOn(event, std::move(outcome), action.force);
}

}  // namespace tournament::actions
