// SPDX-License-Identifier: MIT
#include "app/service/round_pairing.h"

#include "domain/pairing/burstein_checker.h"
#include "domain/pairing/dubov_checker.h"
#include "domain/tournament/section_pairing_state.h"

#include <fmt/format.h>

namespace service {
namespace {

// The short form kept in the audit row: "C1:3-5", "C4:7".
std::string findingCode(const pairing::Violation& v) {
  const std::string label = v.code == pairing::ViolationCode::ByeNotNeeded
                                ? std::string("C.04.1-3")
                                : pairing::criterionLabel(v.criterion);
  return v.opponent != 0 ? fmt::format("{}:{}-{}", label, v.player, v.opponent)
                         : fmt::format("{}:{}", label, v.player);
}

// A place in a round: a board's White or Black, or the bye the pairing gave.
struct Seat {
  int board = 0;  // 0 = the bye
  bool white = true;
};

// The round as pairing numbers: boards (White, Black) and the pairing's bye.
struct RoundSeats {
  std::vector<std::pair<int, int>> boards;
  int bye = 0;

  int& at(const Seat& seat) {
    if (seat.board == 0) return bye;
    auto& board = boards[static_cast<std::size_t>(seat.board - 1)];
    return seat.white ? board.first : board.second;
  }
  std::optional<Seat> seatOf(int player) const {
    for (std::size_t i = 0; i < boards.size(); ++i) {
      if (boards[i].first == player) return Seat{static_cast<int>(i) + 1, true};
      if (boards[i].second == player) return Seat{static_cast<int>(i) + 1, false};
    }
    if (bye == player && bye != 0) return Seat{0, true};
    return std::nullopt;
  }
};

RoundSeats seatsOf(const tournament::Section& section, const tournament::Round& round) {
  RoundSeats seats;
  for (const auto& board : round.boards)
    seats.boards.emplace_back(section.player(board.white)->pairingNumber,
                              section.player(board.black)->pairingNumber);
  // A bye of a player who could have played was given by the pairing (a
  // requested bye or an absence is placed again by SetPairing itself).
  for (const auto& bye : round.byes) {
    const tournament::Player* player = section.player(bye.player);
    if (bye.kind == tournament::ByeKind::PairingAllocated || player->availableIn(round.number))
      seats.bye = player->pairingNumber;
  }
  return seats;
}

}  // namespace

std::expected<tournament::Section, tournament::ActionError> previewPairing(
    const tournament::Event& event, const tournament::SetPairing& action) {
  auto simulated = tournament::applyAction(event, action);
  if (!simulated) return std::unexpected(simulated.error());
  return std::move(*simulated->event.section(action.section));
}

std::expected<PairingReview, tournament::ActionError> reviewPairing(
    const tournament::Event& event, const tournament::SetPairing& action) {
  const auto preview = previewPairing(event, action);
  if (!preview) return std::unexpected(preview.error());
  PairingReview review;
  const tournament::Section& section = *preview;
  const auto addFindings = [&review](const std::vector<pairing::Violation>& violations) {
    for (const auto& v : violations) {
      if (!review.findingCodes.empty()) review.findingCodes += ' ';
      review.findingCodes += findingCode(v);
    }
  };
  // C.04.4.1 and C.04.4.2 C1-C3, the same absolute criteria as the Dutch C1-C3.
  const auto other = [&](const auto& report, std::string firstDifference) {
    addFindings(report.violations);
    review.otherSwiss = PairingReview::OtherSwiss{report.violations, report.sameAsOurs,
                                                  std::move(firstDifference), report.oursBetter};
  };
  if (section.settings.pairing == tournament::PairingSystem::DubovSwiss) {
    if (const auto dubov = pairing::checkDubovRound(tournament::pairingStateOf(section)))
      other(*dubov, pairing::dubovCriterionLabel(dubov->firstDifference));
    return review;
  }
  if (section.settings.pairing == tournament::PairingSystem::BursteinSwiss) {
    if (const auto burstein = pairing::checkBursteinRound(tournament::pairingStateOf(section)))
      other(*burstein, pairing::bursteinCriterionLabel(burstein->firstDifference));
    return review;
  }
  if (section.settings.pairing != tournament::PairingSystem::DutchSwiss) return review;
  auto report = pairing::checkLastRound(tournament::pairingStateOf(section));
  if (!report) return review;
  addFindings(report->violations);
  review.report = std::move(*report);
  return review;
}

std::expected<StoredPairing, PairingRefusal> storePairing(EventSession& session,
                                                          tournament::SetPairing action, bool force,
                                                          const std::string& who) {
  auto review = reviewPairing(session.event(), action);
  if (!review) return std::unexpected(PairingRefusal{review.error(), {}});
  // C.04.3 C1-C4 are absolute: only the arbiter's explicit decision stores
  // a pairing that breaks one, and the audit row keeps what was overridden.
  if (review->breaksAbsoluteCriterion() && !force)
    return std::unexpected(PairingRefusal{std::nullopt, std::move(*review)});
  action.forcedFindings = review->findingCodes;
  auto applied = session.apply(action, who);
  if (!applied) return std::unexpected(PairingRefusal{applied.error(), std::move(*review)});
  return StoredPairing{std::move(*applied), std::move(*review)};
}

std::expected<tournament::SetPairing, tournament::ActionError> editedPairing(
    const tournament::Section& section, int roundNumber, int board, int white, int black) {
  using tournament::ActionErrorCode;
  const tournament::Round* round = section.round(roundNumber);
  if (round == nullptr)
    return std::unexpected(tournament::ActionError{ActionErrorCode::NoSuchRound, roundNumber});
  if (board < 1 || board > static_cast<int>(round->boards.size()))
    return std::unexpected(tournament::ActionError{ActionErrorCode::NoSuchBoard, board});
  RoundSeats seats = seatsOf(section, *round);
  // Board `board` becomes white - black; the players it held move to the
  // seats the two came from (in order), so everyone keeps exactly one place.
  const auto [oldWhite, oldBlack] = seats.boards[static_cast<std::size_t>(board - 1)];
  std::vector<Seat> freed;
  for (int player : {white, black})
    if (auto seat = seats.seatOf(player); seat && seat->board != board) freed.push_back(*seat);
  std::vector<int> displaced;
  for (int player : {oldWhite, oldBlack})
    if (player != white && player != black) displaced.push_back(player);
  seats.boards[static_cast<std::size_t>(board - 1)] = {white, black};
  for (std::size_t i = 0; i < freed.size() && i < displaced.size(); ++i)
    seats.at(freed[i]) = displaced[i];

  tournament::SetPairing action;
  action.section = section.settings.name;
  action.round = roundNumber;
  action.boards = std::move(seats.boards);
  action.pairingBye = seats.bye;
  action.replace = true;
  return action;
}

}  // namespace service
