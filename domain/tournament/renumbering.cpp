// SPDX-License-Identifier: MIT
#include "domain/tournament/renumbering.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

namespace tournament {

std::vector<Notice> renumberingNotices(const Event& before, const Event& after) {
  std::vector<Notice> notices;
  for (const Section& was : before.sections) {
    const auto now = std::ranges::find(after.sections, was.id, &Section::id);
    if (now == after.sections.end()) continue;
    std::unordered_map<int, int> numberNow;
    for (const Player& player : now->players) numberNow.emplace(player.id, player.pairingNumber);
    const auto first = static_cast<std::ptrdiff_t>(notices.size());
    for (const Player& player : was.players) {
      const auto found = numberNow.find(player.id);
      if (found != numberNow.end() && found->second != player.pairingNumber)
        notices.push_back({NoticeCode::PairingNumberMoved, player.pairingNumber, found->second});
    }
    std::sort(notices.begin() + first, notices.end(),
              [](const Notice& a, const Notice& b) { return a.detail < b.detail; });
  }
  return notices;
}

std::string renumberingText(const std::vector<Notice>& notices) {
  std::string moves;
  for (const Notice& notice : notices)
    if (notice.code == NoticeCode::PairingNumberMoved)
      moves += fmt::format("{}{}>{}", moves.empty() ? "" : ",", notice.detail, notice.to);
  return moves.empty() ? moves : " renumbered=" + moves;
}

}  // namespace tournament
