// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace platform {

// Sets the environment variable `name` to `value` for this process (and the
// libraries it uses) unless it is set already.
void setEnvironmentDefault(const std::string& name, const std::string& value);

// A name of the user running this process that is safe in a file name and
// the same in each of the user's processes (the uid on POSIX, the account
// name on Windows): it keeps per-user folders in a shared temporary folder apart.
std::string userKey();

}  // namespace platform
