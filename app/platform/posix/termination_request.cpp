// SPDX-License-Identifier: MIT
#include "app/platform/termination_request.h"

#include <pthread.h>
#include <signal.h>

namespace platform {
namespace {

sigset_t terminationSignals() {
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  return signals;
}

}  // namespace

void listenForTerminationRequest() {
  const sigset_t signals = terminationSignals();
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
}

void waitForTerminationRequest() {
  const sigset_t signals = terminationSignals();
  int received = 0;
  sigwait(&signals, &received);
}

}  // namespace platform
