// SPDX-License-Identifier: MIT
#include "app/platform/file_access.h"

#include <windows.h>

namespace platform {

bool mayWrite(const std::filesystem::path& path) {
  const DWORD attributes = ::GetFileAttributesW(path.c_str());
  if (attributes == INVALID_FILE_ATTRIBUTES) return false;
  // A folder's read-only attribute does not stop files being made in it
  // (Explorer uses it for customised folders); what the folder's access
  // list refuses is refused when the file is made, and reported then.
  if ((attributes & FILE_ATTRIBUTE_DIRECTORY) != 0) return true;
  return (attributes & FILE_ATTRIBUTE_READONLY) == 0;
}

}  // namespace platform
