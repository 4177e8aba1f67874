// SPDX-License-Identifier: MIT
#include "app/service/venue_result.h"

namespace service {
namespace {

constexpr std::string_view UnratedMark = ":unrated";

std::string playerName(const tournament::Section& section, int id) {
  const auto* player = section.player(id);
  return player ? player->name : std::string();
}

std::optional<BoardProposal> proposalOf(const tournament::Section& section, int round,
                                        const tournament::Board& board,
                                        const std::vector<persistence::ProposalRow>& proposals) {
  if (board.result != tournament::GameResult::Pending) return std::nullopt;
  for (const auto& row : proposals)
    if (row.section == section.settings.name && row.round == round && row.board == board.number)
      return BoardProposal{
          tournament::parseResult(row.result).value_or(tournament::GameResult::Pending),
          playerName(section, row.proposedBy), row.confirmedBy != 0};
  return std::nullopt;
}

}  // namespace

std::string boardVersion(const BoardResultView& view) {
  return std::string(tournament::resultText(view.result)) +
         (view.unrated ? std::string(UnratedMark) : std::string());
}

std::optional<BoardResultView> parseBoardVersion(std::string_view text) {
  const bool unrated = text.ends_with(UnratedMark);
  if (unrated) text.remove_suffix(UnratedMark.size());
  const auto result = tournament::parseResult(text);
  if (!result) return std::nullopt;
  return BoardResultView{*result, unrated};
}

std::vector<StationBoard> stationBoards(const tournament::Event& event, const VenueAccount& account,
                                        const std::vector<persistence::ProposalRow>& proposals) {
  std::vector<StationBoard> boards;
  for (const auto& section : event.sections) {
    if (section.rounds.empty()) continue;
    const tournament::Round& round = section.rounds.back();
    for (const auto& board : round.boards) {
      if (!maySeeBoard(account, section, round.number, board.number)) continue;
      const bool pending = board.result == tournament::GameResult::Pending;
      boards.push_back(StationBoard{section.settings.name, round.number, board.number, board.white,
                                    board.black, playerName(section, board.white),
                                    playerName(section, board.black),
                                    BoardResultView{board.result, board.unrated},
                                    mayEnterResult(account, section.settings.name, board.number),
                                    account.role == VenueRole::Player && pending,
                                    proposalOf(section, round.number, board, proposals)});
    }
  }
  return boards;
}

std::expected<persistence::Applied, StationResultError> enterStationResult(
    EventSession& session, const VenueAccount& by, const std::string& station,
    const StationResult& entry) {
  if (!mayEnterResult(by, entry.section, entry.board))
    return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  const auto entered =
      enterResult(session, ResultEntry{entry.section, entry.round, entry.board, entry.result,
                                       entry.seen, auditSignature(by, station)});
  if (entered) return *entered;
  return std::visit(
      [](const auto& refusal) -> std::expected<persistence::Applied, StationResultError> {
        return std::unexpected(StationResultError(refusal));
      },
      entered.error());
}

}  // namespace service
