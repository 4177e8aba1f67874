// SPDX-License-Identifier: MIT
#pragma once

#include "domain/rating/title_norms.h"
#include "reports/language.h"

#include <string>
#include <vector>

namespace reports {

// One game of the certificate: the round, the player's colour ('W' or
// 'B'), the opponent as registered and the player's points (half-points).
struct NormCertificateGame {
  int round = 0;
  char colour = 'W';
  std::string opponent;
  std::string title;
  std::string federation;
  std::string fideId;
  int rating = 0;  // 0 = unrated
  int points = 0;
};

// What the certificate of a title result (FIDE B.01 1.4; the form IT1
// "Certificate of Title Result") states: the player, the event, the games
// for norms in round order (`games` parallel to the games of the
// assessment) and the assessment of one title with its working.
struct NormCertificate {
  std::string player;
  std::string fideId;
  std::string federation;
  std::string titleHeld;
  std::string birthDate;
  std::string event;
  std::string section;
  std::string place;
  std::string startDate;
  std::string endDate;
  std::string chiefArbiter;
  int rounds = 0;       // the rounds scheduled
  bool waived = false;  // 1.4.3a-d: the foreigner requirement waived
  std::vector<NormCertificateGame> games;
  rating::NormAssessment assessment;
};

// The rating each game counts with in Ra (1.4.6-1.4.7): 1400 for an
// unrated opponent (1.4.6d), the floor for the one opponent raised to it
// (1.4.6b-c), else the opponent's rating.
int ratingCounted(const NormCertificate& certificate, std::size_t game);

// The certificate as an HTML5 page in `language`: the particulars, the
// opponents (round, colour, name, title, federation, FIDE id, rating, the
// rating counted, result), the opponents' titles and federations counted,
// the working (ΣR, Ra = ΣR / n rounded .5 up, the score and its
// percentage, dp of table 1.4.9, Rp = Ra + dp, the score needed) and each
// requirement of 1.4 with its numbers, then lines for the chief arbiter's
// signature. Every name escaped.
std::string normCertificateHtml(const NormCertificate& certificate, Language language);

// The same as CSV (RFC 4180, CRLF): `field,value` records of the
// particulars and the working, an empty record, then one record per game
// (round,colour,opponent,title,federation,fide_id,rating,rating_counted,result).
std::string normCertificateCsv(const NormCertificate& certificate, bool excelBom = false);

}  // namespace reports
