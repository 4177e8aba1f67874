// SPDX-License-Identifier: MIT
#include "app/cli/output_folder.h"

#include <algorithm>

namespace cli {
namespace {

// Whether the canonical `path` is `root` or lies below it.
bool inside(const std::filesystem::path& root, const std::filesystem::path& path) {
  const auto [end, unused] = std::mismatch(root.begin(), root.end(), path.begin(), path.end());
  return end == root.end();
}

}  // namespace

std::optional<std::filesystem::path> linkOutOfFolder(const std::filesystem::path& root,
                                                     const std::filesystem::path& relative) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path top = fs::canonical(root, ec);
  if (ec) return root;
  fs::path at = top;      // where the way has got to, links followed
  fs::path named = root;  // the same place as the user names it
  for (const auto& part : relative) {
    named /= part;
    const fs::path next = at / part;
    const fs::file_status status = fs::symlink_status(next, ec);
    if (ec || !fs::exists(status)) {
      at = next;  // not there yet: made inside, no link followed
      continue;
    }
    if (!fs::is_symlink(status)) {
      at = next;
      continue;
    }
    const fs::path target = fs::canonical(next, ec);
    if (ec || !inside(top, target)) return named;
    at = target;
  }
  return std::nullopt;
}

}  // namespace cli
