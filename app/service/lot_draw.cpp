// SPDX-License-Identifier: MIT
#include "app/service/lot_draw.h"

#include <algorithm>
#include <numeric>
#include <random>
#include <utility>

namespace service {
namespace {

// A number in 0..bound-1, each equally likely: draws past the largest
// multiple of `bound` are thrown away.
std::uint64_t below(std::mt19937_64& engine, std::uint64_t bound) {
  const std::uint64_t limit = std::mt19937_64::max() - std::mt19937_64::max() % bound;
  std::uint64_t value = engine();
  while (value >= limit) value = engine();
  return value % bound;
}

}  // namespace

std::vector<int> drawnOrder(int players, std::uint64_t seed) {
  std::vector<int> order(static_cast<std::size_t>(std::max(players, 0)));
  std::iota(order.begin(), order.end(), 1);
  std::mt19937_64 engine(seed);
  for (std::size_t i = order.size(); i > 1; --i)
    std::swap(order[i - 1], order[static_cast<std::size_t>(below(engine, i))]);
  return order;
}

std::uint64_t randomSeed() {
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

tournament::DrawNumbersByLot numbersByLot(const tournament::Section& section, std::uint64_t seed) {
  return {section.settings.name, drawnOrder(static_cast<int>(section.players.size()), seed)};
}

std::optional<tournament::ActionError> lotRefusal(const tournament::Event& event,
                                                  const tournament::Section& section) {
  const auto allowed = tournament::applyAction(event, numbersByLot(section, 0));
  if (allowed) return std::nullopt;
  return allowed.error();
}

}  // namespace service
