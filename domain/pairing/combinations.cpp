// SPDX-License-Identifier: MIT
#include "domain/pairing/combinations.h"

namespace pairing {

bool forEachCombination(int n, int k, long long limit,
                        const std::function<bool(const std::vector<int>&)>& visit) {
  if (k < 0 || k > n) return false;
  std::vector<int> chosen(k);
  for (int i = 0; i < k; ++i) chosen[i] = i;
  for (long long count = 0; count < limit; ++count) {
    if (visit(chosen)) return true;
    int i = k - 1;
    while (i >= 0 && chosen[i] == n - k + i) --i;
    if (i < 0) return false;
    ++chosen[i];
    for (int j = i + 1; j < k; ++j) chosen[j] = chosen[j - 1] + 1;
  }
  return false;
}

std::vector<int> middleOut(std::vector<int> sorted) {
  std::vector<int> numbered;
  numbered.reserve(sorted.size());
  while (!sorted.empty()) {
    const auto middle = sorted.begin() + static_cast<long>((sorted.size() - 1) / 2);
    numbered.push_back(*middle);
    sorted.erase(middle);
  }
  return numbered;
}

}  // namespace pairing
