// SPDX-License-Identifier: MIT
#include "app/pdf/document_options.h"

#include <utility>

namespace pdf {

PdfOptions documentOptions(reports::DocumentKind kind, std::string runningTitle, PaperSize paper) {
  using K = reports::DocumentKind;
  const bool wall = kind == K::Pairings || kind == K::PairingsAlphabetical ||
                    kind == K::ResultSlips || kind == K::EnvelopeLabels;
  return {.paper = paper,
          .landscape = kind == K::Crosstable || kind == K::Incidents,
          .runningTitle = std::move(runningTitle),
          .fontPoints = wall ? 11.0 : 10.0,
          .marginMillimetres = 15};
}

}  // namespace pdf
