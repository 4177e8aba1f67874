// SPDX-License-Identifier: MIT
#pragma once

namespace platform {

enum class StandardStream { Input, Output, Error };

// Whether the stream is a terminal (a console on Windows) rather than a file
// or a pipe: a question is asked, and colour used, only there.
bool isTerminal(StandardStream stream);

}  // namespace platform
