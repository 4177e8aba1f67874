// SPDX-License-Identifier: MIT
#include "app/service/result_entry.h"

namespace service {

BoardResultView storedResult(const tournament::Event& event, const std::string& section, int round,
                             int board) {
  const auto* stored = event.section(section);
  const auto* played = stored ? stored->round(round) : nullptr;
  const auto* game = played ? played->board(board) : nullptr;
  return game ? BoardResultView{game->result, game->unrated} : BoardResultView{};
}

std::expected<persistence::Applied, ResultEntryError> enterResult(EventSession& session,
                                                                  const ResultEntry& entry) {
  BoardResultView stored;
  const auto stillShown = [&](const tournament::Event& now) {
    stored = storedResult(now, entry.section, entry.round, entry.board);
    return stored == entry.shown || stored == entry.result;
  };
  const auto applied = session.applyIf(
      tournament::EnterResult{entry.section, entry.round, entry.board, entry.result.result,
                              entry.result.unrated, entry.correction, entry.force},
      entry.who, stillShown);
  if (!applied) return std::unexpected(ResultChangedMeanwhile{stored});
  if (!*applied) return std::unexpected(applied->error());
  return **applied;
}

}  // namespace service
