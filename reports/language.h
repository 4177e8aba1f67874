// SPDX-License-Identifier: MIT
#pragma once

#include "reports/pairings_html.h"
#include "reports/standings_table.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace reports {

// The languages the documents and the site are written in (without Qt: the
// CLI and the site use these; the desk passes its Qt translations instead).
enum class Language : std::uint8_t { En, Zh };

// "en" or "zh-CN" (the HTML lang attribute).
std::string_view languageTag(Language language);
// Reads "en", "zh", "zh-CN", "zh_CN" (case-insensitive); nullopt otherwise.
std::optional<Language> parseLanguage(std::string_view text);
// The first supported language of an Accept-Language header (RFC 9110
// §12.5.4, highest q first), or `fallback`.
Language preferredLanguage(std::string_view acceptLanguage, Language fallback);

// The words of the documents added for printing and publication.
struct DocumentWords {
  std::string startList;          // "Start list"
  std::string byNumber;           // "by pairing number"
  std::string alphabetical;       // "alphabetical"
  std::string byRating;           // "by rating"
  std::string pairingsAlpha;      // "Pairings of round {}, alphabetical"
  std::string resultSlips;        // "Result slips, round {}"
  std::string round;              // "Round"
  std::string board;              // "Board"
  std::string colour;             // "Colour"
  std::string white;              // "White"
  std::string black;              // "Black"
  std::string signature;          // "Signature"
  std::string result;             // "Result"
  std::string place;              // "Place"
  std::string dates;              // "Dates"
  std::string chiefArbiter;       // "Chief arbiter"
  std::string timeControl;        // "Time control"
  std::string rounds;             // "Rounds"
  std::string tieBreakLegend;     // "Tie-breaks"
  std::string birth;              // "Born"
  std::string fideId;             // "FIDE ID"
  std::string sex;                // "Sex"
  std::string scoreChart;         // "Score after each round"
  std::string rankChart;          // "Rank after each round"
  std::string ratingChart;        // "Rating change after each round (FIDE)"
  std::string ratingChange;       // "Rating change"
  std::string distributionChart;  // "Results by round"
  std::string charts;             // "Charts"
  std::string whiteWins;          // "White wins"
  std::string draws;              // "Draws"
  std::string blackWins;          // "Black wins"
  std::string forfeits;           // "Forfeits"
  std::string points;             // "Points"
  std::string rank;               // "Rank"
  std::string games;              // "Games"
  std::string opponent;           // "Opponent"
  std::string crosstable;         // "Crosstable"
  std::string standings;          // "Standings"
  std::string pairings;           // "Pairings"
  std::string players;            // "Players"
  std::string sections;           // "Sections"
  std::string player;             // "Player"
  std::string afterRound;         // "after round {}"
  std::string noRounds;           // "No round has been paired yet."
  std::string language;           // "Language"
  std::string categories;         // "Category standings"
  std::string women;              // "Women"
  std::string juniors;            // "Under {}"
  std::string seniors;            // "{} and over"
  std::string ratingBand;         // "Rating {}-{}"
  std::string ratingUnder;        // "Rating under {}"
  std::string unrated;            // "Unrated"
  std::string hallScreen;         // "Hall screen"
  std::string noStandingsYet;     // "No standings yet: the first round is being played."
  std::string categoryPlace;      // "Place" (in the category)
  std::string overallRank;        // "Overall"
  std::string category;           // "Category"
  std::string nobodyInCategory;   // "Nobody in this category."
  std::string prizeList;          // "Prize list after round {}"
  std::string prize;              // "Prize"
  std::string prizeShared;        // "Shared by"
};
const DocumentWords& documentWords(Language language);

// The labels of the existing pairings and standings documents in a language.
PairingsLabels pairingsLabels(Language language);
StandingsLabels standingsLabels(Language language);

}  // namespace reports
