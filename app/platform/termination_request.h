// SPDX-License-Identifier: MIT
#pragma once

namespace platform {

// Ctrl-C and the system's request to end the program: SIGINT and SIGTERM on
// POSIX; the console's Ctrl-C, Ctrl-Break, close, logoff and shutdown events
// on Windows.
//
// Call listenForTerminationRequest() before starting any thread (on POSIX it
// blocks those signals in this thread and so in every thread started later),
// then waitForTerminationRequest() returns once one arrives.
void listenForTerminationRequest();
void waitForTerminationRequest();

}  // namespace platform
