// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/envelope.h"
#include "domain/tournament/incident.h"
#include "domain/tournament/rules_profile.h"
#include "reports/language.h"

#include <string>

namespace reports {

// The words of the rating report, the incident log and the envelope label
// (reports/language.h holds the other documents' words). Strings with {}
// are fmt patterns.
struct RecordWords {
  // rating report
  std::string ratingReport;    // "Rating report after round {}"
  std::string fideHeading;     // "FIDE rating changes (B.02)"
  std::string standardRate;    // "Standard rating list"
  std::string rapidBlitzRate;  // "Rapid and blitz rating lists"
  std::string rating;          // "Rating"
  std::string k;               // "K"
  std::string score;           // "Score"
  std::string expected;        // "Expected"
  std::string change;          // "Change"
  std::string newRating;       // "New rating"
  std::string performance;     // "Performance"
  std::string opponentRating;  // "Opp. rating"
  std::string difference;      // "Difference"
  std::string gameChange;      // "K × (W − We)"
  std::string sum;             // "Total"
  std::string gamesOf;         // "Games of {}"
  std::string initialRating;   // "initial rating (B.02 8.2)"
  std::string eventIgnored;    // "unrated: the event is ignored (B.02 8.2.1)"
  std::string notPublished;    // "unrated: Ru {} is not published (B.02 7.1.4, 7.2.1)"
  std::string kLegend;         // how K was chosen (B.02 8.3.3)
  std::string expectedLegend;  // where PD comes from (B.02 8.1.2, 8.3.1)
  std::string noRatedGames;    // "No rated game in rounds 1-{}."
  std::string clubHeading;     // "Club Elo"
  std::string before;          // "Before"
  std::string after;           // "After"
  std::string gamesCounted;    // "Games counted"
  std::string title;           // "Title"
  std::string provisional;     // "no title yet (fewer than 10 games)"
  std::string classHeading;    // "Class points"
  std::string classColumn;     // "Class"
  std::string unclassed;       // "Unclassed"
  std::string classNumber;     // "Class {}"
  std::string kyu;             // "{} kyu"
  std::string dan;             // "{} dan"
  std::string was;             // " (was {})" (after the class, no space in Chinese)
  // incident log
  std::string incidentLog;   // "Incident log, round {}"
  std::string noIncidents;   // "No incident is recorded in round {}."
  std::string recordedAt;    // "Recorded (UTC)"
  std::string concerning;    // "Concerning"
  std::string incident;      // "Incident"
  std::string decision;      // "Decision"
  std::string bothPlayers;   // "both players"
  std::string atMove;        // "move {}"
  std::string sealedMove;    // "Sealed move"
  std::string sealedAtMove;  // "move {} sealed by {}"
  // envelope label
  std::string envelopeLabel;     // "Sealed move envelope — round {}, board {}"
  std::string event;             // "Event"
  std::string sealer;            // "Sealed by"
  std::string moveNumber;        // "Number of the sealed move"
  std::string timeUsed;          // "Time used"
  std::string drawOffer;         // "Draw offer still open"
  std::string noDrawOffer;       // "none"
  std::string drawOfferBy;       // "made by {}"
  std::string sealedAt;          // "Sealed at"
  std::string resumption;        // "Resumption"
  std::string venue;             // "Venue"
  std::string position;          // "Position before the sealed move"
  std::string toMove;            // "{} to move"
  std::string movesPlayed;       // "Moves played"
  std::string arbiter;           // "Arbiter"
  std::string checkedByClassic;  // "Checked and kept by the arbiter (classic rules 13.3)"
  std::string checkedBy;         // "Checked and kept by the arbiter (Guidelines I.3)"
  std::string noEnvelopes;       // "No envelope is stored for round {}."
};
const RecordWords& recordWords(Language language);

// "Late arrival", "Illegal move", ... (the desk's words).
std::string incidentKindText(tournament::IncidentKind kind, Language language);
// The kind of an irregular position, from the incident's note code
// ("displaced", "initial-position", "colours", "board"); "" for another note.
std::string irregularityText(const std::string& note, Language language);
// The verdict alone ("game lost", "late by 5:00, within the default time:
// ..."); the incident log, the desk and the command line say it the same way.
std::string verdictText(const tournament::Incident& incident, Language language);
// "12.9.2 more time for the opponent"; "" for no penalty option.
std::string penaltyOptionText(tournament::PenaltyOption option, Language language);
// What the clock gets ("add 2:00 to the opponent's remaining time"); "" for none.
std::string clockEffectText(const tournament::Incident& incident, Language language);
// The score a 12.9.4 / 12.9.5 penalty sets ("the opponent's score in this
// game is 1"); "" for another penalty.
std::string penaltyScoreText(const tournament::Incident& incident, Language language);
// What was decided, as a sentence without the final full stop: the verdict,
// then the penalty option, the clock effect, the score set and the count of
// illegal moves where they apply.
std::string incidentDecisionText(const tournament::Incident& incident, Language language);
// Where the envelope is and what its opening decided, e.g. "sealed",
// "opened: play continues", citing the section's rules: the Guidelines
// (I.3, I.7, I.12 ...) or, for a classic section, the older Laws' articles
// (classic 13.3, 14.2, 14.5, 10.15, 10.16).
std::string envelopeStateText(const tournament::Envelope& envelope,
                              tournament::RulesProfile profile, Language language);
// The rule an incident cites: "Laws 7.5.5" / "棋规 7.5.5", and for the
// domain's "classic 10.13(2)" "classic rules 10.13(2)" / "旧规则 10.13(2)".
std::string articleText(const std::string& article, Language language);
// 5730 seconds read "1:35:30", 330 read "5:30".
std::string durationText(int seconds);

}  // namespace reports
