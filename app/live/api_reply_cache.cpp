// SPDX-License-Identifier: MIT
#include "app/live/api_reply_cache.h"

namespace live {

ApiReplyCache::ApiReplyCache(std::function<std::string()> version)
    : m_version(std::move(version)) {}

Reply ApiReplyCache::answer(const RequestHead& request,
                            const std::function<Reply(const RequestHead&)>& compute) {
  if (!m_version || !request.target.starts_with("/api/")) return compute(request);
  // Taken before the data is read: an answer is never kept under a stamp
  // newer than the data it was made from.
  const std::string stamp = m_version();
  if (stamp.empty()) return compute(request);
  {
    std::lock_guard lock(m_mutex);
    if (stamp != m_stamp) {
      m_replies.clear();
      m_stamp = stamp;
    }
    if (const auto found = m_replies.find(request.target); found != m_replies.end())
      return found->second;
  }
  Reply reply = compute(request);
  if (reply.status != 200) return reply;
  std::lock_guard lock(m_mutex);
  if (stamp == m_stamp && m_replies.size() < MaxKept) m_replies.emplace(request.target, reply);
  return reply;
}

}  // namespace live
