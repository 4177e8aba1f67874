// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/category_standings.h"
#include "reports/language.h"
#include "reports/site_model.h"
#include "reports/standings_table.h"

#include <string>
#include <vector>

namespace reports {

// The category standings of `section` from its standings `table` (one of
// section.standingsAfter): each of section.categories with its members
// (sex, birth year and rating from section.state) in the table's order, ages
// counted in the year of the section's start date (domain/standings/
// category_standings.h).
std::vector<standings::CategoryTable> categoryTables(const SiteSection& section,
                                                     const StandingsTable& table);

// A category's name in `language`, with its code: "Under 12 (U12)",
// "12岁以下 (U12)", "Women", "Rating 1600-1799".
std::string categoryName(const tournament::Category& category, Language language);

// The category standings as HTML: a heading "Category standings (after
// round N)", then for each category its name and a table of place in the
// category, overall rank, start number, title, name, federation, rating and
// points (or "Nobody in this category."). Every name escaped.
std::string categoryStandingsSection(const SiteSection& section, const StandingsTable& table,
                                     Language language);

// The same as CSV (csv_record.h; with a byte-order mark when `excelBom`):
// a header line, then one line per member of each category: the category's
// name (with its code), place, overall rank, start number, title, name,
// federation, rating, points as a decimal.
std::string categoryStandingsCsv(const SiteSection& section, const StandingsTable& table,
                                 Language language, bool excelBom);

}  // namespace reports
