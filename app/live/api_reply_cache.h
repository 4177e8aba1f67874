// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/http_reply.h"
#include "app/live/http_request.h"

#include <functional>
#include <map>
#include <mutex>
#include <string>

namespace live {

// The API's answers (/api/...), kept while the source's version stamp stays
// the same: the standings of a big event are worked out once per version,
// not once per request. Only 200 answers are kept, at most MaxKept targets
// per version (a flood of made-up query strings cannot grow it). An empty
// stamp (or no version function) keeps nothing. Safe to call from several
// threads; answers are worked out outside the lock.
class ApiReplyCache {
public:
  static constexpr std::size_t MaxKept = 64;

  explicit ApiReplyCache(std::function<std::string()> version);

  // The kept answer to `request`, or `compute(request)` (kept when it is an
  // API 200 answer).
  Reply answer(const RequestHead& request, const std::function<Reply(const RequestHead&)>& compute);

private:
  std::function<std::string()> m_version;
  std::mutex m_mutex;
  std::string m_stamp;
  std::map<std::string, Reply, std::less<>> m_replies;  // by request target
};

}  // namespace live
