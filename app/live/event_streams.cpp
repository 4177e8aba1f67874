// SPDX-License-Identifier: MIT
#include "app/live/event_streams.h"

#include <fmt/format.h>

#include <algorithm>

namespace live {

EventStreams::EventStreams(std::size_t capacity) : m_capacity(capacity) {}

EventStreams::~EventStreams() {
  for (const platform::Socket socket : m_sockets) platform::closeSocket(socket);
}

bool EventStreams::full() const {
  std::lock_guard lock(m_mutex);
  return m_sockets.size() >= m_capacity;
}

std::size_t EventStreams::size() const {
  std::lock_guard lock(m_mutex);
  return m_sockets.size();
}

void EventStreams::adopt(platform::Socket socket) {
  std::lock_guard lock(m_mutex);
  if (m_sockets.size() >= m_capacity) {
    platform::closeSocket(socket);
    return;
  }
  m_sockets.push_back(socket);
}

void EventStreams::publish(std::string_view data) {
  std::lock_guard lock(m_mutex);
  sendToAll(fmt::format("id: {}\ndata: {}\n\n", ++m_sent, data));
}

void EventStreams::keepAlive() {
  std::lock_guard lock(m_mutex);
  sendToAll(":\n\n");
}

void EventStreams::sendToAll(const std::string& bytes) {
  // The sockets are non-blocking: a send takes what fits now.
  std::erase_if(m_sockets, [&](platform::Socket socket) {
    if (platform::sendSome(socket, bytes) == static_cast<std::ptrdiff_t>(bytes.size()))
      return false;
    platform::closeSocket(socket);
    return true;
  });
}

}  // namespace live
