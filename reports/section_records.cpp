// SPDX-License-Identifier: MIT
#include "reports/section_records.h"

namespace reports {

std::string minuteText(const std::string& isoTime) {
  // "2026-05-01T14:07:33Z" -> "2026-05-01 14:07".
  if (isoTime.size() < 16) return isoTime;
  std::string text = isoTime.substr(0, 16);
  if (text[10] == 'T') text[10] = ' ';
  return text;
}

}  // namespace reports
