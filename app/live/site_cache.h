// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/site_source.h"
#include "reports/site_pages.h"

#include <chrono>
#include <expected>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

namespace live {

// A rendered site page with its validators (RFC 9110 §8.8).
struct CachedPage {
  std::string body;
  std::string etag;          // strong, quoted: "\"1f3a...\"" (a hash of the body)
  std::string lastModified;  // IMF-fixdate of the moment the data was read
};

// The site's pages, rendered once per version of the source: while
// `version` gives the same non-empty stamp, the model is kept and each page
// rendered at most once; a new stamp (a result entered) drops them all. An
// empty stamp (or no version function) reads the source on every call.
// Safe to call from several threads: pages are rendered outside the lock,
// so no request waits for another's page (two asking for the same new page
// may both render it; the first stored is kept).
class SiteCache {
public:
  SiteCache(SiteSource source, std::function<std::string()> version);

  // The page at `path` (reports::sitePage), nullptr for an unknown path, or
  // the source's error.
  std::expected<std::shared_ptr<const CachedPage>, SourceError> page(std::string_view path);
  // The model's own language (the default for "/").
  std::expected<reports::Language, SourceError> language();

private:
  // The source's stamp now (called without the lock held).
  std::string currentStamp() const;
  // Reads the source again unless `stamp` is the one the model was read at.
  std::expected<void, SourceError> refresh(const std::string& stamp);

  SiteSource m_source;
  std::function<std::string()> m_version;
  std::mutex m_mutex;
  std::string m_stamp;
  // The model and its renderer, replaced together and kept alive by every
  // render still using them.
  struct Site {
    reports::SiteModel model;
    reports::SiteRenderer renderer;
    explicit Site(reports::SiteModel read) : model(std::move(read)), renderer(model) {}
    Site(const Site&) = delete;  // the renderer refers to this model
    Site& operator=(const Site&) = delete;
  };
  std::shared_ptr<const Site> m_site;
  std::string m_lastModified;
  std::map<std::string, std::shared_ptr<const CachedPage>, std::less<>> m_pages;
};

// The FNV-1a 64-bit hash of `bytes` as 16 hex digits (an ETag, not security).
std::string contentHash(std::string_view bytes);

}  // namespace live
