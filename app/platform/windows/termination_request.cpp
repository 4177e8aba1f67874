// SPDX-License-Identifier: MIT
#include "app/platform/termination_request.h"

#include <windows.h>

#include <condition_variable>
#include <mutex>

namespace platform {
namespace {

std::mutex requestMutex;
std::condition_variable requestArrived;
bool requested = false;

// Runs on a thread the system starts for the event. After a close, logoff or
// shutdown event the system ends the process once this returns, so it waits
// a moment for the waiting thread to stop the program in order.
BOOL WINAPI onConsoleEvent(DWORD event) {
  {
    std::lock_guard lock(requestMutex);
    requested = true;
  }
  requestArrived.notify_all();
  if (event == CTRL_CLOSE_EVENT || event == CTRL_LOGOFF_EVENT || event == CTRL_SHUTDOWN_EVENT)
    ::Sleep(2000);
  return TRUE;
}

}  // namespace

void listenForTerminationRequest() { ::SetConsoleCtrlHandler(&onConsoleEvent, TRUE); }

void waitForTerminationRequest() {
  std::unique_lock lock(requestMutex);
  requestArrived.wait(lock, [] { return requested; });
}

}  // namespace platform
