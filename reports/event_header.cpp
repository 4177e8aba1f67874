// SPDX-License-Identifier: MIT
#include "reports/event_header.h"

#include "reports/markup.h"

#include <fmt/format.h>

namespace reports {

std::string eventTitle(const EventHeader& header) {
  if (header.section.empty() || header.section == header.event) return header.event;
  if (header.event.empty()) return header.section;
  return fmt::format("{} — {}", header.event, header.section);
}

std::string eventHeaderHtml(const EventHeader& header, Language language) {
  const DocumentWords& words = documentWords(language);
  std::string html = fmt::format("<h1>{}</h1>\n", escapeMarkup(eventTitle(header)));
  std::string items;
  const auto item = [&](const std::string& label, const std::string& value) {
    if (!value.empty())
      items += fmt::format("<dt>{}</dt><dd>{}</dd>", escapeMarkup(label), escapeMarkup(value));
  };
  item(words.place, header.place);
  item(words.dates, header.endDate.empty() || header.endDate == header.startDate
                        ? header.startDate
                        : fmt::format("{} – {}", header.startDate, header.endDate));
  item(words.chiefArbiter, header.chiefArbiter);
  item(words.timeControl, header.timeControl);
  item(words.rounds, header.rounds > 0 ? std::to_string(header.rounds) : std::string());
  if (!items.empty()) html += fmt::format("<dl class=\"event-header\">{}</dl>\n", items);
  return html;
}

}  // namespace reports
