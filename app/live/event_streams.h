// SPDX-License-Identifier: MIT
#pragma once

#include "app/platform/socket.h"

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace live {

// The open Server-Sent Events streams (text/event-stream, WHATWG HTML
// §9.2) of the screens that follow the event live. Each stream holds a
// socket and no thread; an event is written to every stream without
// waiting: a stream that cannot take it at once (a stalled or gone client)
// is closed, and its browser reconnects by itself. At most `capacity`
// streams are open: full() tells the server to refuse more (503), so that
// spectators cannot take the sockets result entry needs. Safe to call from
// several threads. Closes every stream when destroyed.
class EventStreams {
public:
  explicit EventStreams(std::size_t capacity);
  ~EventStreams();
  EventStreams(const EventStreams&) = delete;
  EventStreams& operator=(const EventStreams&) = delete;

  bool full() const;
  std::size_t size() const;
  // Takes over `fd`, whose answer head has been written (closes it when full).
  void adopt(platform::Socket socket);
  // Sends "id: N\ndata: <data>\n\n" (N counts the events) to every stream.
  void publish(std::string_view data);
  // Sends a comment line that keeps idle streams (and proxies) open.
  void keepAlive();

private:
  void sendToAll(const std::string& bytes);

  std::size_t m_capacity;
  mutable std::mutex m_mutex;
  std::vector<platform::Socket> m_sockets;
  std::uint64_t m_sent = 0;
};

}  // namespace live
