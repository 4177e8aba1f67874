// SPDX-License-Identifier: MIT
#pragma once

#include "app/pdf/pdf_document.h"
#include "reports/report_documents.h"

#include <string>

namespace pdf {

// How a document of reports/ is laid out on paper, the same from the CLI
// and the desk: wall sheets (pairings, slips, envelope labels) at 11 pt,
// readable at arm's length; the crosstable and the incident log across the
// page; the event as the running title.
PdfOptions documentOptions(reports::DocumentKind kind, std::string runningTitle,
                           PaperSize paper = PaperSize::A4);

}  // namespace pdf
