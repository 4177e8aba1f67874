// SPDX-License-Identifier: MIT
#include "app/platform/terminal.h"

#include <windows.h>

namespace platform {

bool isTerminal(StandardStream stream) {
  const DWORD which = stream == StandardStream::Input    ? STD_INPUT_HANDLE
                      : stream == StandardStream::Output ? STD_OUTPUT_HANDLE
                                                         : STD_ERROR_HANDLE;
  // Only a console handle has a console mode (a file or a pipe has none).
  DWORD mode = 0;
  return ::GetConsoleMode(::GetStdHandle(which), &mode) != 0;
}

}  // namespace platform
