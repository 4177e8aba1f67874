// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>

namespace platform {

// Whether this process may write `path` (a file or a folder) as the system
// sees its permissions now; false when it does not exist.
bool mayWrite(const std::filesystem::path& path);

}  // namespace platform
