// SPDX-License-Identifier: MIT
#include "reports/program_footer.h"

#include "app/version/arbiter_version.h"
#include "reports/markup.h"

#include <fmt/format.h>

namespace reports {

std::string programFooter() {
  return fmt::format("<footer class=\"program\">Arbiter {}</footer>\n",
                     escapeMarkup(arbiterVersion()));
}

}  // namespace reports
