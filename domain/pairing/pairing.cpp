// SPDX-License-Identifier: MIT
#include "domain/pairing/pairing.h"

#include <array>

namespace pairing {

std::string criterionLabel(Criterion c) {
  static constexpr std::array<const char*, 23> Labels = {
      "none", "C1",  "C2",  "C3",  "C4",  "C5",  "C6",  "C7",  "C8",  "C9",  "C10",  "C11",
      "C12",  "C13", "C14", "C15", "C16", "C17", "C18", "C19", "C20", "C21", "order"};
  return Labels[static_cast<std::size_t>(c)];
}

std::string criterionLabel(Criterion c, DutchEdition edition) {
  if (edition == DutchEdition::Rules2026) return criterionLabel(c);
  static constexpr std::array<const char*, 23> Labels2017 = {
      "none", "C1",  "C2",  "C3",  "C4",  "none", "C5",  "C6",  "C7",  "none", "C8",   "C9",
      "C10",  "C11", "C12", "C13", "C14", "C15",  "C16", "C17", "C18", "C19",  "order"};
  return Labels2017[static_cast<std::size_t>(c)];
}

}  // namespace pairing
