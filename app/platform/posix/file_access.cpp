// SPDX-License-Identifier: MIT
#include "app/platform/file_access.h"

#include <unistd.h>

namespace platform {

bool mayWrite(const std::filesystem::path& path) { return ::access(path.c_str(), W_OK) == 0; }

}  // namespace platform
