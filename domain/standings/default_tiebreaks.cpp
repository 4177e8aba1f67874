// SPDX-License-Identifier: MIT
#include "domain/standings/default_tiebreaks.h"

namespace standings {

std::vector<TieBreak> defaultTieBreaks(tournament::PairingSystem system) {
  auto plain = [](TieBreakKind kind, int cutLowest = 0) {
    TieBreak tieBreak;
    tieBreak.kind = kind;
    tieBreak.cutLowest = cutLowest;
    return tieBreak;
  };
  if (system == tournament::PairingSystem::RoundRobin)
    return {plain(TieBreakKind::DE), plain(TieBreakKind::SB), plain(TieBreakKind::WIN),
            plain(TieBreakKind::KS)};
  return {plain(TieBreakKind::BH, 1), plain(TieBreakKind::BH), plain(TieBreakKind::SB),
          plain(TieBreakKind::DE), plain(TieBreakKind::WIN)};
}

}  // namespace standings
