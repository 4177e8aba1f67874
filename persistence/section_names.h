// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace persistence {

// The names of an event file's sections in the order they were added, read
// without migrating or changing the file (for shell completion); empty when
// `path` is not an event file this program can read.
std::vector<std::string> sectionNames(const std::string& path);

}  // namespace persistence
