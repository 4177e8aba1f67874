// SPDX-License-Identifier: MIT
#include "app/service/round_results.h"

namespace service {

std::expected<tournament::EnterResults, tournament::BatchError> roundResultsAction(
    const tournament::Section& section, int round, std::string_view text, BatchForm form) {
  auto results = form == BatchForm::BoardOrder ? tournament::parseBoardOrder(text)
                                               : tournament::parseBoardLines(text);
  if (!results) return std::unexpected(results.error());
  return tournament::EnterResults{section.settings.name, round, std::move(*results)};
}

}  // namespace service
