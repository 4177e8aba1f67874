// SPDX-License-Identifier: MIT
#pragma once

#include "reports/charts_svg.h"
#include "reports/site_model.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reports {

// The publication site: static pages with relative links, so the same
// files work from `arbiter publish` on any web server and from
// `arbiter serve`. Paths, for each language L in {en, zh} and section k
// (1-based, in the event's order):
//   index.html                   picks the reader's language (navigator.languages), else the
//                                event's
//   L/index.html                 the event: every section, its rounds and pages
//   L/sk/round-R.html            pairings and results of round R (by board and alphabetical),
//                                links to the other rounds; refreshes itself while results are
//                                pending
//   L/sk/standings-R.html        standings after round R with the event header and the
//                                tie-break legend
//   L/sk/crosstable.html         the crosstable (N×N grid for a round robin)
//   L/sk/categories.html         the category standings of the section's categories (its
//                                settings: women, age groups, rating bands), when it has some
//   L/sk/charts.html             score and rank progression of the top 8, results by round
//   L/sk/player-N.html           a player's games; score, rank and (rated players) FIDE
//                                rating change charts
//   L/sk/hall.html               the hall screen (hall_page.h): pairings by board, alphabetical
//                                and standings in turn, every N seconds (hall.html?every=N)
// Every page has a language switch to the same page in the other language.
struct SitePage {
  std::string path;  // relative, '/'-separated, e.g. "en/s1/round-3.html"
  std::string body;  // UTF-8 HTML
};

// Every path of the site, in a stable order.
std::vector<std::string> sitePaths(const SiteModel& model);

// The pages of one model. What many pages share (each player's rank and
// FIDE rating change after every round, for the player pages) is worked out
// once, when the renderer is made: O(players x rounds²); each page then
// costs about its own size. `model` must outlive the renderer; page() may
// be called from several threads at once.
class SiteRenderer {
public:
  explicit SiteRenderer(const SiteModel& model);
  // The page at `path` (as sitePaths() gives it), or nullopt for any other.
  std::optional<SitePage> page(std::string_view path) const;

private:
  struct Progress {
    ProgressByPlayer ranks;          // charts_svg.h: ranksByRound
    ProgressByPlayer ratingChanges;  // charts_svg.h: ratingChangesByRound
  };
  const SiteModel& m_model;
  std::vector<Progress> m_progress;  // one per section
};

// One page of `model`: SiteRenderer(model).page(path). Many pages of one
// model: keep a SiteRenderer.
std::optional<SitePage> sitePage(const SiteModel& model, std::string_view path);

}  // namespace reports
