// SPDX-License-Identifier: MIT
#include "app/live/site_cache.h"

#include <fmt/chrono.h>
#include <fmt/format.h>

#include <ctime>

namespace live {
namespace {

// RFC 9110 §5.6.7: IMF-fixdate, e.g. "Sun, 06 Nov 1994 08:49:37 GMT".
std::string httpDate(std::time_t when) {
  return fmt::format("{:%a, %d %b %Y %H:%M:%S} GMT", fmt::gmtime(when));
}

}  // namespace

std::string contentHash(std::string_view bytes) {
  std::uint64_t hash = 14695981039346656037ull;
  for (const char c : bytes) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ull;
  }
  return fmt::format("{:016x}", hash);
}

SiteCache::SiteCache(SiteSource source, std::function<std::string()> version)
    : m_source(std::move(source)), m_version(std::move(version)) {}

std::string SiteCache::currentStamp() const { return m_version ? m_version() : std::string(); }

std::expected<void, SourceError> SiteCache::refresh(const std::string& stamp) {
  if (m_site && !stamp.empty() && stamp == m_stamp) return {};
  auto model = m_source();
  if (!model) return std::unexpected(model.error());
  m_site = std::make_shared<const Site>(std::move(*model));
  m_stamp = stamp;
  m_lastModified = httpDate(std::time(nullptr));
  m_pages.clear();
  return {};
}

std::expected<std::shared_ptr<const CachedPage>, SourceError> SiteCache::page(
    std::string_view path) {
  const std::string stamp = currentStamp();  // outside the lock: two stat calls
  std::shared_ptr<const Site> site;
  std::string lastModified;
  {
    std::lock_guard lock(m_mutex);
    if (auto fresh = refresh(stamp); !fresh) return std::unexpected(fresh.error());
    if (const auto found = m_pages.find(path); found != m_pages.end()) return found->second;
    site = m_site;
    lastModified = m_lastModified;
  }
  auto rendered = site->renderer.page(path);
  if (!rendered) return std::shared_ptr<const CachedPage>();
  std::string etag = fmt::format("\"{}\"", contentHash(rendered->body));
  auto page = std::make_shared<const CachedPage>(
      CachedPage{std::move(rendered->body), std::move(etag), std::move(lastModified)});
  std::lock_guard lock(m_mutex);
  // Kept only while the model it was rendered from is still the current one.
  if (site != m_site) return page;
  return m_pages.emplace(std::string(path), std::move(page)).first->second;
}

std::expected<reports::Language, SourceError> SiteCache::language() {
  const std::string stamp = currentStamp();
  std::lock_guard lock(m_mutex);
  if (auto fresh = refresh(stamp); !fresh) return std::unexpected(fresh.error());
  return m_site->model.language;
}

}  // namespace live
