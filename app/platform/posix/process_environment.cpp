// SPDX-License-Identifier: MIT
#include "app/platform/process_environment.h"

#include <unistd.h>

#include <cstdlib>

namespace platform {

void setEnvironmentDefault(const std::string& name, const std::string& value) {
  ::setenv(name.c_str(), value.c_str(), 0);
}

std::string userKey() { return std::to_string(::getuid()); }

}  // namespace platform
