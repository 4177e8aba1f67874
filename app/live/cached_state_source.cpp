// SPDX-License-Identifier: MIT
#include "app/live/state_source.h"

#include <memory>
#include <mutex>

namespace live {

StateSource cachedStateSource(StateSource source, std::function<std::string()> version) {
  if (!version) return source;
  struct Kept {
    std::mutex mutex;
    std::string stamp;
    std::optional<service::PublishedSection> section;
  };
  return
      [source = std::move(source), version = std::move(version),
       kept = std::make_shared<Kept>()]() -> std::expected<service::PublishedSection, SourceError> {
        const std::string stamp = version();  // outside the lock: two stat calls
        std::lock_guard lock(kept->mutex);
        if (kept->section && !stamp.empty() && stamp == kept->stamp) return *kept->section;
        auto read = source();
        if (!read) {
          kept->section.reset();
          return read;
        }
        kept->stamp = stamp;
        kept->section = *read;
        return read;
      };
}

}  // namespace live
