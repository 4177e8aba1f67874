// SPDX-License-Identifier: MIT
#include "app/live/manual_files.h"

#include "app/live/request_router.h"
#include "reports/language.h"

#include <fstream>
#include <iterator>
#include <map>

namespace live {
namespace {

std::optional<std::string> contentTypeOf(const std::filesystem::path& file) {
  static const std::map<std::string, std::string> types{{".html", "text/html; charset=utf-8"},
                                                        {".css", "text/css; charset=utf-8"},
                                                        {".svg", "image/svg+xml"},
                                                        {".png", "image/png"},
                                                        {".pdf", "application/pdf"}};
  const auto type = types.find(file.extension().string());
  if (type == types.end()) return std::nullopt;
  return type->second;
}

}  // namespace

std::optional<Reply> manualReply(const RequestHead& request, std::string_view path,
                                 const std::filesystem::path& folder) {
  if (path != "/manual" && !path.starts_with("/manual/")) return std::nullopt;
  if (folder.empty()) return errorReply(404, "not-found", "no user manual is installed");
  if (path == "/manual" || path == "/manual/") {
    const auto chinese = reports::preferredLanguage(request.field("accept-language"),
                                                    reports::Language::En) == reports::Language::Zh;
    return Reply{302,
                 "text/plain; charset=utf-8",
                 "",
                 {{"Location", chinese ? "/manual/zh_CN/index.html" : "/manual/en/index.html"},
                  {"Vary", "Accept-Language"}}};
  }
  const std::filesystem::path relative(path.substr(std::string_view("/manual/").size()));
  for (const auto& part : relative)
    if (part == ".." || part == ".")
      return errorReply(404, "not-found", "no such page of the manual");
  const auto file = folder / relative;
  const auto type = contentTypeOf(file);
  std::ifstream in(file, std::ios::binary);
  if (!type || !in) return errorReply(404, "not-found", "no such page of the manual");
  return Reply{200,
               *type,
               {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()},
               {{"Cache-Control", "no-cache"}}};
}

}  // namespace live
