// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/live_server.h"

namespace live_test {

// A server on 127.0.0.1, any free port, with `threads` workers and the
// default limits.
inline live::LiveOptions loopback(int threads) {
  live::LiveOptions options;
  options.bind = "127.0.0.1";
  options.port = 0;
  options.threads = threads;
  return options;
}

}  // namespace live_test
