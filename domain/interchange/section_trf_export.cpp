// SPDX-License-Identifier: MIT
// An event file's section written as a TRF document (C.04 Annex 2; TRF26).
#include "domain/interchange/section_trf.h"

#include "domain/interchange/section_trf_comments.h"

#include "domain/pairing/baku_acceleration.h"
#include "domain/standings/section_standings.h"
#include "domain/standings/tiebreak_list.h"
#include "domain/tournament/section_pairing_state.h"

#include <fmt/format.h>

#include <algorithm>

namespace interchange {

namespace {

using tournament::Section;

// C.04 Annex 2 dates are YYYY/MM/DD; the event stores YYYY-MM-DD.
std::string trfDate(std::string date) {
  std::replace(date.begin(), date.end(), '-', '/');
  return date;
}

std::string_view rateName(tournament::RateOfPlay rate) {
  switch (rate) {
    case tournament::RateOfPlay::Standard:
      return "standard";
    case tournament::RateOfPlay::Rapid:
      return "rapid";
    case tournament::RateOfPlay::Blitz:
      return "blitz";
  }
  return "standard";
}

// The header records the settings hold (C.04 Annex 2: 022 place, 042 start,
// 052 end, 102 chief arbiter, 112 deputy arbiters, 122 time control).
void addHeaderRecords(const tournament::SectionSettings& s, std::vector<KeptLine>& lines) {
  const auto add = [&](std::string_view code, const std::string& value) {
    if (!value.empty()) lines.push_back({fmt::format("{} {}", code, value), false});
  };
  add("022", s.place);
  add("042", trfDate(s.startDate));
  add("052", trfDate(s.endDate));
  add("102", s.chiefArbiter);
  for (const auto& deputy : s.deputies) add("112", deputy);
  if (!s.timeControl.periods.empty()) add("122", s.timeControl.spec());
}

// `###` comments for what a TRF has no record for, when not the default.
void addComments(const Section& section, std::vector<KeptLine>& lines) {
  const auto& s = section.settings;
  const auto comment = [&](std::string_view prefix, const std::string& value = {}) {
    lines.push_back({std::string(prefix) + value, false});
  };
  if (s.rules == tournament::RulesProfile::Classic) comment(comments::Rules, "classic");
  if (s.rate != tournament::RateOfPlay::Standard)
    comment(comments::Rate, std::string(rateName(s.rate)));
  if (s.defaultTimeMinutes)
    comment(comments::DefaultTime, fmt::format("{} min", *s.defaultTimeMinutes));
  if (s.drawOffer == tournament::DrawOfferRule::NotBeforeMove)
    comment(comments::DrawOffersFrom, std::to_string(s.drawOfferMove));
  if (s.drawOffer == tournament::DrawOfferRule::ArbiterConsent)
    comment(comments::DrawOffersByConsent);
  if (!s.tieBreaks.empty())
    comment(comments::TieBreaks,
            fmt::format("{}{}", fmt::join(s.tieBreaks, " "),
                        s.tieBreakEdition.empty() ? "" : " (" + s.tieBreakEdition + ")"));
  // C.04.2 3.1 and the endorsement checklist: a TRF with an adjourned game
  // is not a final report; the file says so, game by game.
  for (const auto& round : section.rounds)
    for (const auto& board : round.boards)
      if (board.result == tournament::GameResult::Adjourned)
        comment(comments::Adjourned,
                fmt::format("round {}, board {}: no result yet (counted as a draw for pairing, "
                            "C.04.2 3.1); these are not final standings",
                            round.number, board.number));
  if (section.numbersByLot) comment(comments::NumbersByLot);
  std::string late;
  std::string withdrawn;
  for (const auto& player : section.players) {  // by pairing number
    if (player.entryRound > 1)
      late += fmt::format("{}{} from round {}", late.empty() ? "" : ", ", player.pairingNumber,
                          player.entryRound);
    if (player.withdrawnFromRound > 0)
      withdrawn += fmt::format("{}{} from round {}", withdrawn.empty() ? "" : ", ",
                               player.pairingNumber, player.withdrawnFromRound);
  }
  if (!late.empty()) comment(comments::LateEntries, late);
  if (!withdrawn.empty()) comment(comments::Withdrawals, withdrawn);
  for (const auto& round : section.rounds) {
    std::string boards;
    for (const auto& board : round.boards) {
      const auto* white = section.player(board.white);
      const auto* black = section.player(board.black);
      if (white == nullptr || black == nullptr) continue;
      boards += fmt::format("{}{}:{}-{}", boards.empty() ? "" : " ", board.number,
                            white->pairingNumber, black->pairingNumber);
    }
    if (!boards.empty()) comment(comments::Boards, fmt::format("{}: {}", round.number, boards));
  }
  if (!section.incidents.empty())
    comment("### incidents recorded: ", std::to_string(section.incidents.size()));
  if (!section.envelopes.empty())
    comment("### adjournment envelopes: ", std::to_string(section.envelopes.size()));
}

// C.04 Annex 2 columns 86-89: each player's rank after the last round whose
// results are all in, by points and the section's tie-breaks (C.07; tied
// players share a rank; section_standings.h). Left blank when no round is
// complete, an adjourned game is unresolved or the settings name a
// tie-break that does not read.
void addRanks(const Section& section, tournament::TournamentState& state) {
  const auto& settings = section.settings;
  if (!standings::sectionTieBreaks(settings.tieBreaks, settings.pairing)) return;
  const auto table = standings::sectionStandings(
      state,
      standings::sectionRule(settings.tieBreaks, settings.tieBreakEdition, settings.pairing));
  if (!table) return;
  for (const auto& row : table->rows)
    state.players[static_cast<std::size_t>(row.startNumber - 1)].recordedRank = row.rank;
}

// C.04.7: a Baku section's virtual points, written out (TRF26 250, TRF16
// XXA) so that a reader pairs by these and not by its own reading of the
// method (bbpPairings takes ceil(N/2) players for Group A, C.04.7 2*ceil(N/4),
// and refuses the method under other scoring than 1/½/0).
void addVirtualPoints(const Section& section, tournament::TournamentState& state) {
  if (section.settings.acceleration != tournament::Acceleration::Baku) return;
  const int count = static_cast<int>(state.players.size());
  for (auto& player : state.players) {
    auto& points = player.accelerationPoints;
    for (int round = 1; round <= state.totalRounds; ++round)
      points.push_back(pairing::bakuVirtualPoints({}, player.startNumber, count, state.totalRounds,
                                                  round, state.scoring.win));
    while (!points.empty() && points.back() == 0) points.pop_back();
  }
}

// C.04 Annex 2 132: each round's date as YY/MM/DD in columns 92-99,
// 102-109, ... (from the round's start, scheduled or actual); empty when no
// round has a date.
// 092, the type of tournament in words (TRF16: free text).
std::string_view tournamentKind(tournament::PairingSystem system) {
  switch (system) {
    case tournament::PairingSystem::RoundRobin:
      return "092 Round robin (Berger tables, C.05)";
    case tournament::PairingSystem::DubovSwiss:
      return "092 Swiss system, FIDE Dubov (C.04.4.1)";
    case tournament::PairingSystem::BursteinSwiss:
      return "092 Swiss system, FIDE Burstein (C.04.4.2)";
    case tournament::PairingSystem::DutchSwiss:
      break;
  }
  return "092 Swiss system, FIDE Dutch (C.04.3)";
}

std::string roundDates(const Section& section) {
  std::string line = "132";
  bool any = false;
  for (const auto& round : section.rounds) {
    const std::string& when = !round.startedAt.empty() ? round.startedAt : round.start;
    const int column = 92 + 10 * (round.number - 1);
    if (when.size() < 10) continue;
    line.resize(static_cast<std::size_t>(column - 1), ' ');
    line += when.substr(2, 2) + "/" + when.substr(5, 2) + "/" + when.substr(8, 2);
    any = true;
  }
  return any ? line : std::string();
}

}  // namespace

std::vector<tournament::PlannedBye> byesAfterNextRound(const Section& section) {
  const int next = static_cast<int>(section.rounds.size()) + 1;
  std::vector<tournament::PlannedBye> byes;
  for (const auto& bye : tournament::pairingStateOf(section).plannedByes) {
    const auto* player = section.playerByNumber(bye.startNumber);
    if (bye.round > next && player != nullptr && player->requestedBye(bye.round) != nullptr)
      byes.push_back(bye);
  }
  return byes;
}

TrfDocument sectionToTrf(const tournament::Event& event, const Section& section) {
  TrfDocument doc = sectionToTrf(section);
  if (event.name.empty()) return doc;
  doc.state.name = event.name;
  // The header records in code order (022 ... 132), then the comments.
  std::vector<KeptLine> records;
  std::vector<KeptLine> others;
  for (auto& line : doc.keptLines)
    (line.text.starts_with("###") ? others : records).push_back(std::move(line));
  const int players = static_cast<int>(section.players.size());
  const int rated = static_cast<int>(
      std::count_if(doc.state.players.begin(), doc.state.players.end(),
                    [](const tournament::PlayerRecord& p) { return p.rating > 0; }));
  records.push_back({fmt::format("062 {}", players), false});
  records.push_back({fmt::format("072 {}", rated), false});
  records.push_back({std::string(tournamentKind(section.settings.pairing)), false});
  if (const auto dates = roundDates(section); !dates.empty()) records.push_back({dates, false});
  std::stable_sort(records.begin(), records.end(), [](const KeptLine& a, const KeptLine& b) {
    return a.text.substr(0, 3) < b.text.substr(0, 3);
  });
  records.push_back({std::string(comments::Section) + section.settings.name, false});
  records.insert(records.end(), others.begin(), others.end());
  doc.keptLines = std::move(records);
  return doc;
}

TrfDocument sectionToTrf(const Section& section) {
  TrfDocument doc;
  doc.state = tournament::pairingStateOf(section);
  addRanks(section, doc.state);
  addVirtualPoints(section, doc.state);
  // TRF26 202/212: the tie-breaks of the standings (the section's, else the
  // C.07 defaults of its system), when they read.
  if (const auto tieBreaks =
          standings::sectionTieBreaks(section.settings.tieBreaks, section.settings.pairing))
    for (const auto& tieBreak : *tieBreaks)
      doc.tieBreaks.push_back(standings::tieBreakCode(tieBreak));
  const auto system = section.settings.pairing;
  const auto acceleration = section.settings.acceleration;
  const auto edition = section.settings.edition;
  doc.tournamentType = TournamentType{tournamentTypeCode(system, acceleration, edition),
                                      0,
                                      TournamentTypeSupport::Supported,
                                      system,
                                      acceleration == tournament::Acceleration::Baku,
                                      edition};
  addHeaderRecords(section.settings, doc.keptLines);
  addComments(section, doc.keptLines);
  return doc;
}

}  // namespace interchange
