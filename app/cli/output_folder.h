// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>

namespace cli {

// The first link on the way from the folder `root` to `root / relative`
// that leads out of `root` (after every link before it is followed) or
// nowhere (a dangling link: writing through it would create its target,
// wherever that is), or nullopt when writing the file stays inside the
// folder. Links that stay inside are followed. Parts of the way that do
// not exist yet are fine: they will be made inside. `root` must exist.
std::optional<std::filesystem::path> linkOutOfFolder(const std::filesystem::path& root,
                                                     const std::filesystem::path& relative);

}  // namespace cli
