// SPDX-License-Identifier: MIT
#include "app/platform/process_environment.h"

#include <windows.h>

#include <cstdlib>

namespace platform {

void setEnvironmentDefault(const std::string& name, const std::string& value) {
  // The C runtime's copy of the environment, which getenv (and Qt) read;
  // SetEnvironmentVariable would change only the process block.
  if (std::getenv(name.c_str()) == nullptr) ::_putenv_s(name.c_str(), value.c_str());
}

std::string userKey() {
  wchar_t name[257];  // UNLEN + 1
  DWORD length = sizeof name / sizeof name[0];
  if (::GetUserNameW(name, &length) == 0) return "user";
  std::string key;
  for (DWORD i = 0; i + 1 < length; ++i) {
    const wchar_t c = name[i];
    const bool plain = (c >= L'a' && c <= L'z') || (c >= L'A' && c <= L'Z') ||
                       (c >= L'0' && c <= L'9') || c == L'-' || c == L'_' || c == L'.';
    key += plain ? static_cast<char>(c) : '_';
  }
  return key.empty() ? "user" : key;
}

}  // namespace platform
