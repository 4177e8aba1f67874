// SPDX-License-Identifier: MIT
// Mapping between the tournament model and the rows of the event file.
// Enumerations are stored as short words so that the file reads well in
// any SQLite browser and in the audit log.
#include "persistence/event_rows.h"

#include "domain/tournament/scoring_spec.h"
#include "domain/tournament/vocabulary.h"

#include <algorithm>
#include <array>
#include <sstream>
#include <utility>

namespace persistence {

using namespace tournament;

namespace {

template <typename E, std::size_t N>
using Names = std::array<std::pair<E, std::string_view>, N>;

// The FIDE profile's storage code differs from the vocabulary's "fide"
// (domain/tournament/vocabulary.h) because files of every schema version
// hold "fide2023". Rate, pairing system and bye kinds are stored in the
// vocabulary's words.
constexpr Names<RulesProfile, 2> RulesNames{
    {{RulesProfile::Fide2023, "fide2023"}, {RulesProfile::Classic, "classic"}}};
constexpr Names<DrawOfferRule, 3> DrawOfferNames{
    {{DrawOfferRule::Free, "free"},
     {DrawOfferRule::NotBeforeMove, "not-before-move"},
     {DrawOfferRule::ArbiterConsent, "arbiter-consent"}}};
constexpr Names<std::optional<Color>, 3> InitialColourNames{
    {{std::nullopt, ""}, {Color::White, "W"}, {Color::Black, "B"}}};
constexpr Names<Sex, 3> SexNames{{{Sex::Unknown, ""}, {Sex::Male, "m"}, {Sex::Female, "f"}}};
constexpr Names<IncidentKind, 7> IncidentNames{
    {{IncidentKind::LateArrival, "late"},
     {IncidentKind::Penalty, "penalty"},
     {IncidentKind::IllegalMove, "illegal-move"},
     {IncidentKind::DrawClaim, "draw-claim"},
     {IncidentKind::Flag, "flag"},
     {IncidentKind::DefectiveClock, "defective-clock"},
     {IncidentKind::IrregularPosition, "irregular-position"}}};
constexpr Names<ClockEffect, 5> ClockNames{
    {{ClockEffect::None, ""},
     {ClockEffect::OpponentRemainingAdded, "opponent-remaining+"},
     {ClockEffect::OwnRemainingDeducted, "own-remaining-"},
     {ClockEffect::OwnUsedAdded, "own-used+"},
     {ClockEffect::OwnClockRuns, "own-clock-runs"}}};
constexpr Names<Verdict, 14> VerdictNames{
    {{Verdict::Recorded, "recorded"},
     {Verdict::OnTime, "on-time"},
     {Verdict::LateWithinDefaultTime, "late-within-default-time"},
     {Verdict::ForfeitProposed, "forfeit-proposed"},
     {Verdict::ForfeitApplied, "forfeit-applied"},
     {Verdict::TimePenalty, "time-penalty"},
     {Verdict::GameLost, "game-lost"},
     {Verdict::GameDrawn, "game-drawn"},
     {Verdict::ArbiterMustDecide, "arbiter-must-decide"},
     {Verdict::ClaimCorrect, "claim-correct"},
     {Verdict::PositionRestored, "position-restored"},
     {Verdict::GameAnnulled, "game-annulled"},
     {Verdict::GameContinues, "game-continues"},
     {Verdict::ClockSet, "clock-set"}}};
constexpr Names<Custody, 5> CustodyNames{{{Custody::Sealed, "sealed"},
                                          {Custody::InArbitersKeeping, "keeping"},
                                          {Custody::Opened, "opened"},
                                          {Custody::Settled, "settled"},
                                          {Custody::Lost, "lost"}}};
constexpr Names<ResumptionVerdict, 9> ResumptionNames{
    {{ResumptionVerdict::NotResumed, ""},
     {ResumptionVerdict::Continue, "continue"},
     {ResumptionVerdict::SealedMoveEndedGame, "sealed-move-ended-game"},
     // The word of the first release, kept for its files: the stored result
     // says whether the sealer lost or the game was drawn.
     {ResumptionVerdict::DefectiveSealedMove, "sealer-loses-bad-move"},
     {ResumptionVerdict::AbsentPlayerLoses, "absent-player-loses"},
     {ResumptionVerdict::BothAbsent, "both-absent"},
     {ResumptionVerdict::ArbiterMustDecide, "arbiter-must-decide"},
     {ResumptionVerdict::Annulled, "annulled"},
     {ResumptionVerdict::PresentPlayerFlagged, "present-player-flagged"}}};

template <typename E, std::size_t N>
std::string nameOf(const Names<E, N>& names, E value) {
  for (const auto& [v, name] : names)
    if (v == value) return std::string(name);
  return std::string(names[0].second);
}

template <typename E, std::size_t N>
E valueOf(const Names<E, N>& names, const std::string& text) {
  for (const auto& [v, name] : names)
    if (name == text) return v;
  return names[0].first;
}

std::string colorName(Color c) { return c == Color::White ? "white" : "black"; }
Color colorOf(const std::string& text) { return text == "black" ? Color::Black : Color::White; }

std::string joinLines(const std::vector<std::string>& items) {
  std::string text;
  for (const auto& item : items) text += (text.empty() ? "" : "\n") + item;
  return text;
}

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    items.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return items;
}

// One "KRBvKR=100" per line (chess::extensionText). A line that does not
// read (a file edited by hand) is left out: that ending keeps 50 moves.
std::string extensionLines(const std::vector<chess::FiftyMoveExtension>& extensions) {
  std::vector<std::string> lines;
  for (const auto& e : extensions) lines.push_back(chess::extensionText(e));
  return joinLines(lines);
}

std::vector<chess::FiftyMoveExtension> extensionsFrom(const std::string& text) {
  std::vector<chess::FiftyMoveExtension> extensions;
  for (const auto& line : splitLines(text)) {
    const auto read = chess::parseFiftyMoveExtensions(line);
    if (!read || read->size() != 1) continue;
    const chess::FiftyMoveExtension& e = read->front();
    if (std::ranges::none_of(extensions, [&](const auto& x) { return x.ending == e.ending; }))
      extensions.push_back(e);
  }
  return extensions;
}

// One "ID ID FIRST LAST" per line (player ids, rounds; 0 = to the end). A
// line that does not read (a file edited by hand) is left out.
std::string forbiddenLines(const std::vector<ForbiddenPair>& pairs) {
  std::vector<std::string> lines;
  for (const auto& p : pairs)
    lines.push_back(std::to_string(p.first) + ' ' + std::to_string(p.second) + ' ' +
                    std::to_string(p.firstRound) + ' ' + std::to_string(p.lastRound));
  return joinLines(lines);
}

std::vector<ForbiddenPair> forbiddenFrom(const std::string& text) {
  std::vector<ForbiddenPair> pairs;
  for (const auto& line : splitLines(text)) {
    ForbiddenPair p;
    std::istringstream in(line);
    if (in >> p.first >> p.second >> p.firstRound >> p.lastRound && p.first != p.second)
      pairs.push_back(p);
  }
  return pairs;
}

Row row(std::string_view table, std::vector<Value> values) {
  return {tableNamed(table), std::move(values)};
}
Value n(std::int64_t v) { return v; }
Value s(std::string v) { return v; }

std::int64_t num(const Row& r, std::size_t i) {
  const auto* v = std::get_if<std::int64_t>(&r.values.at(i));
  return v ? *v : 0;
}
std::string str(const Row& r, std::size_t i) {
  const auto* v = std::get_if<std::string>(&r.values.at(i));
  return v ? *v : std::string();
}
int integer(const Row& r, std::size_t i) { return static_cast<int>(num(r, i)); }
Value nullable(std::optional<int> v) { return v ? n(*v) : Value{}; }
std::optional<int> optionalInteger(const Row& r, std::size_t i) {
  if (!std::holds_alternative<std::int64_t>(r.values.at(i))) return std::nullopt;
  return integer(r, i);
}

Row sectionRow(const Section& section) {
  const SectionSettings& st = section.settings;
  return row("section", {n(section.id),
                         s(st.name),
                         s(st.place),
                         s(st.startDate),
                         s(st.endDate),
                         s(st.chiefArbiter),
                         s(joinLines(st.deputies)),
                         s(nameOf(RulesNames, st.rules)),
                         s(std::string(codeOf(st.rate))),
                         s(st.timeControl.spec()),
                         nullable(st.defaultTimeMinutes),
                         s(scoringSpec(st.scoring)),
                         n(st.rounds),
                         s(std::string(codeOf(st.pairing))),
                         s(joinLines(st.tieBreaks)),
                         s(st.tieBreakEdition),
                         s(nameOf(DrawOfferNames, st.drawOffer)),
                         n(st.drawOfferMove),
                         n(st.fideMode ? 1 : 0),
                         s(nameOf(InitialColourNames, st.initialColour)),
                         s(extensionLines(st.fiftyMoveExtensions)),
                         s(categoriesText(st.categories)),
                         s(std::string(codeOf(st.acceleration))),
                         s(forbiddenLines(section.forbiddenPairs)),
                         s(std::string(codeOf(st.edition))),
                         s(st.prizeTable),
                         n(st.withdrawAfterAbsences),
                         n(section.numbersByLot ? 1 : 0)});
}

Row playerRow(const Section& section, const Player& p) {
  return row("player", {n(p.id),
                        n(section.id),
                        n(p.pairingNumber),
                        s(p.name),
                        s(p.fideId),
                        s(p.nationalId),
                        s(p.title),
                        s(p.federation),
                        s(nameOf(SexNames, p.sex)),
                        s(p.birthDate),
                        s(p.club),
                        n(p.ratings.standard),
                        n(p.ratings.rapid),
                        n(p.ratings.blitz),
                        n(p.ratings.national),
                        n(p.entryRound),
                        n(p.withdrawnFromRound),
                        n(p.clubRatings.elo),
                        n(p.clubRatings.eloGames),
                        n(p.clubRatings.classPoints)});
}

Row incidentRow(const Section& section, const Incident& i) {
  return row("incident",
             {n(i.id), n(section.id), n(i.round), n(i.board), n(i.player),
              s(nameOf(IncidentNames, i.kind)), s(i.article), n(static_cast<int>(i.option)),
              s(nameOf(ClockNames, i.clock)), n(i.seconds), n(i.count),
              s(nameOf(VerdictNames, i.verdict)), s(i.note), n(i.ply)});
}

Row envelopeRow(const Section& section, const Envelope& e) {
  return row("envelope", {n(e.id), n(section.id), n(e.round), n(e.board), s(colorName(e.sealer)),
                          n(e.moveNumber), s(e.sealedMove), s(e.fenBefore), s(e.movesBefore),
                          n(e.whiteUsedSeconds), n(e.blackUsedSeconds),
                          s(e.drawOfferBy ? colorName(*e.drawOfferBy) : ""), s(e.resumeAt),
                          s(e.resumePlace), s(nameOf(CustodyNames, e.custody)),
                          s(nameOf(ResumptionNames, e.verdict)), s(e.replyMove), s(e.sealedAt)});
}

SectionSettings settingsFrom(const Row& r) {
  SectionSettings st;
  st.name = str(r, 1);
  st.place = str(r, 2);
  st.startDate = str(r, 3);
  st.endDate = str(r, 4);
  st.chiefArbiter = str(r, 5);
  st.deputies = splitLines(str(r, 6));
  st.rules = valueOf(RulesNames, str(r, 7));
  st.rate = rateFromCode(str(r, 8)).value_or(RateOfPlay::Standard);
  if (auto control = parseTimeControl(str(r, 9))) st.timeControl = *control;
  st.defaultTimeMinutes = optionalInteger(r, 10);
  if (auto scoring = parseScoring(str(r, 11))) st.scoring = *scoring;
  st.rounds = integer(r, 12);
  st.pairing = pairingSystemFromCode(str(r, 13)).value_or(PairingSystem::DutchSwiss);
  st.tieBreaks = splitLines(str(r, 14));
  st.tieBreakEdition = str(r, 15);
  st.drawOffer = valueOf(DrawOfferNames, str(r, 16));
  st.drawOfferMove = integer(r, 17);
  st.fideMode = num(r, 18) != 0;
  st.initialColour = valueOf(InitialColourNames, str(r, 19));
  st.fiftyMoveExtensions = extensionsFrom(str(r, 20));
  // "women,U12,..." as categoriesText writes it; a list that does not read
  // (a file edited by hand) is no list: no category standings.
  st.categories = parseCategories(str(r, 21)).value_or(std::vector<Category>{});
  st.acceleration = accelerationFromCode(str(r, 22)).value_or(Acceleration::None);
  // Column 23 is the section's forbidden pairs (eventFromRows).
  st.edition = dutchEditionFromCode(str(r, 24)).value_or(DutchEdition::Rules2026);
  st.prizeTable = str(r, 25);
  st.withdrawAfterAbsences = integer(r, 26);
  return st;
}

Player playerFrom(const Row& r) {
  Player p;
  p.id = integer(r, 0);
  p.pairingNumber = integer(r, 2);
  p.name = str(r, 3);
  p.fideId = str(r, 4);
  p.nationalId = str(r, 5);
  p.title = str(r, 6);
  p.federation = str(r, 7);
  p.sex = valueOf(SexNames, str(r, 8));
  p.birthDate = str(r, 9);
  p.club = str(r, 10);
  p.ratings = {integer(r, 11), integer(r, 12), integer(r, 13), integer(r, 14)};
  p.entryRound = integer(r, 15);
  p.withdrawnFromRound = integer(r, 16);
  p.clubRatings = {integer(r, 17), integer(r, 18), integer(r, 19)};
  return p;
}

Incident incidentFrom(const Row& r) {
  Incident i;
  i.id = integer(r, 0);
  i.round = integer(r, 2);
  i.board = integer(r, 3);
  i.player = integer(r, 4);
  i.kind = valueOf(IncidentNames, str(r, 5));
  i.article = str(r, 6);
  i.option = static_cast<PenaltyOption>(integer(r, 7));
  i.clock = valueOf(ClockNames, str(r, 8));
  i.seconds = integer(r, 9);
  i.count = integer(r, 10);
  i.verdict = valueOf(VerdictNames, str(r, 11));
  i.note = str(r, 12);
  i.ply = integer(r, 13);
  return i;
}

Envelope envelopeFrom(const Row& r) {
  Envelope e;
  e.id = integer(r, 0);
  e.round = integer(r, 2);
  e.board = integer(r, 3);
  e.sealer = colorOf(str(r, 4));
  e.moveNumber = integer(r, 5);
  e.sealedMove = str(r, 6);
  e.fenBefore = str(r, 7);
  e.movesBefore = str(r, 8);
  e.whiteUsedSeconds = integer(r, 9);
  e.blackUsedSeconds = integer(r, 10);
  if (!str(r, 11).empty()) e.drawOfferBy = colorOf(str(r, 11));
  e.resumeAt = str(r, 12);
  e.resumePlace = str(r, 13);
  e.custody = valueOf(CustodyNames, str(r, 14));
  e.verdict = valueOf(ResumptionNames, str(r, 15));
  e.replyMove = str(r, 16);
  e.sealedAt = str(r, 17);
  return e;
}

void addPlayerRows(RowSet& rows, const Section& section, const Player& p) {
  addRow(rows, playerRow(section, p));
  for (const auto& bye : p.requestedByes)
    addRow(rows, row("requested_bye", {n(p.id), n(bye.round), s(std::string(codeOf(bye.kind)))}));
}

void addRoundRows(RowSet& rows, const Section& section, const Round& r) {
  addRow(rows, row("round", {n(section.id), n(r.number), n(r.published ? 1 : 0), s(r.start),
                             s(r.startedAt)}));
  for (const auto& b : r.boards)
    addRow(rows, row("board", {n(section.id), n(r.number), n(b.number), n(b.white), n(b.black),
                               s(std::string(resultText(b.result))), nullable(b.whiteScore),
                               nullable(b.blackScore), n(b.unrated ? 1 : 0)}));
  for (const auto& bye : r.byes)
    addRow(rows, row("bye", {n(section.id), n(r.number), n(bye.player),
                             s(std::string(codeOf(bye.kind)))}));
}

void addRows(RowSet& rows, const Section& section, const Player& p) {
  addPlayerRows(rows, section, p);
}
void addRows(RowSet& rows, const Section& section, const Round& r) {
  addRoundRows(rows, section, r);
}
void addRows(RowSet& rows, const Section& section, const Incident& i) {
  addRow(rows, incidentRow(section, i));
}
void addRows(RowSet& rows, const Section& section, const Envelope& e) {
  addRow(rows, envelopeRow(section, e));
}

int keyOf(const Player& p) { return p.id; }
int keyOf(const Round& r) { return r.number; }
int keyOf(const Incident& i) { return i.id; }
int keyOf(const Envelope& e) { return e.id; }

// Adds the rows of the parts (players, rounds, ...) that differ between
// two versions of a section, matched by their key.
template <typename Part>
void addChangedParts(const Section& before, const std::vector<Part>& oldParts, const Section& after,
                     const std::vector<Part>& newParts, RowSet& oldRows, RowSet& newRows) {
  std::map<int, const Part*> oldByKey;
  for (const auto& part : oldParts) oldByKey[keyOf(part)] = &part;
  for (const auto& part : newParts) {
    auto it = oldByKey.find(keyOf(part));
    if (it != oldByKey.end() && *it->second == part) {
      oldByKey.erase(it);
      continue;
    }
    addRows(newRows, after, part);
    if (it != oldByKey.end()) {
      addRows(oldRows, before, *it->second);
      oldByKey.erase(it);
    }
  }
  for (const auto& [key, part] : oldByKey) addRows(oldRows, before, *part);
}

}  // namespace

RowSet sectionRows(const Section& section) {
  RowSet rows;
  addRow(rows, sectionRow(section));
  for (const auto& p : section.players) addPlayerRows(rows, section, p);
  for (const auto& r : section.rounds) addRoundRows(rows, section, r);
  for (const auto& i : section.incidents) addRow(rows, incidentRow(section, i));
  for (const auto& e : section.envelopes) addRow(rows, envelopeRow(section, e));
  return rows;
}

void addChangedRows(const Section& before, const Section& after, RowSet& oldRows, RowSet& newRows) {
  if (!(before.settings == after.settings) || before.forbiddenPairs != after.forbiddenPairs ||
      before.numbersByLot != after.numbersByLot) {
    addRow(oldRows, sectionRow(before));
    addRow(newRows, sectionRow(after));
  }
  addChangedParts(before, before.players, after, after.players, oldRows, newRows);
  addChangedParts(before, before.rounds, after, after.rounds, oldRows, newRows);
  addChangedParts(before, before.incidents, after, after.incidents, oldRows, newRows);
  addChangedParts(before, before.envelopes, after, after.envelopes, oldRows, newRows);
}

Row eventRow(const Event& event) { return row("event", {n(1), s(event.name)}); }

RowSet eventRows(const Event& event) {
  RowSet rows;
  if (!event.name.empty()) addRow(rows, eventRow(event));
  for (const auto& section : event.sections) rows.merge(sectionRows(section));
  return rows;
}

Event eventFromRows(std::span<const Row> rows) {
  Event event;
  std::map<int, Section> sections;
  std::map<int, Player> players;
  std::map<int, int> sectionOfPlayer;
  for (const Row& r : rows) {
    const std::string_view table = r.table->name;
    if (table == "event") {
      event.name = str(r, 1);
    } else if (table == "section") {
      Section& section = sections[integer(r, 0)];
      section.id = integer(r, 0);
      section.settings = settingsFrom(r);
      section.forbiddenPairs = forbiddenFrom(str(r, 23));
      section.numbersByLot = num(r, 27) != 0;
    } else if (table == "player") {
      players[integer(r, 0)] = playerFrom(r);
      sectionOfPlayer[integer(r, 0)] = integer(r, 1);
    }
  }
  for (const Row& r : rows) {
    const std::string_view table = r.table->name;
    if (table == "requested_bye") {
      players[integer(r, 0)].requestedByes.push_back(
          {integer(r, 1), byeKindFromCode(str(r, 2)).value_or(ByeKind::PairingAllocated)});
    } else if (table == "round") {
      Round round;
      round.number = integer(r, 1);
      round.published = num(r, 2) != 0;
      round.start = str(r, 3);
      round.startedAt = str(r, 4);
      sections[integer(r, 0)].rounds.push_back(std::move(round));
    } else if (table == "incident") {
      sections[integer(r, 1)].incidents.push_back(incidentFrom(r));
    } else if (table == "envelope") {
      sections[integer(r, 1)].envelopes.push_back(envelopeFrom(r));
    }
  }
  for (auto& [id, section] : sections) {
    std::sort(section.rounds.begin(), section.rounds.end(),
              [](const Round& a, const Round& b) { return a.number < b.number; });
  }
  for (const Row& r : rows) {
    const std::string_view table = r.table->name;
    if (table != "board" && table != "bye") continue;
    Round* round = sections[integer(r, 0)].round(integer(r, 1));
    if (round == nullptr) continue;
    if (table == "board")
      round->boards.push_back({integer(r, 2), integer(r, 3), integer(r, 4),
                               parseResult(str(r, 5)).value_or(GameResult::Pending),
                               optionalInteger(r, 6), optionalInteger(r, 7), num(r, 8) != 0});
    else
      round->byes.push_back(
          {integer(r, 2), byeKindFromCode(str(r, 3)).value_or(ByeKind::PairingAllocated)});
  }
  for (auto& [id, player] : players) {
    std::sort(player.requestedByes.begin(), player.requestedByes.end(),
              [](const RequestedBye& a, const RequestedBye& b) { return a.round < b.round; });
    sections[sectionOfPlayer[id]].players.push_back(std::move(player));
  }
  for (auto& [id, section] : sections) {
    std::sort(section.players.begin(), section.players.end(),
              [](const Player& a, const Player& b) { return a.pairingNumber < b.pairingNumber; });
    for (auto& round : section.rounds) {
      std::sort(round.boards.begin(), round.boards.end(),
                [](const Board& a, const Board& b) { return a.number < b.number; });
      std::sort(round.byes.begin(), round.byes.end(),
                [](const Bye& a, const Bye& b) { return a.player < b.player; });
    }
    std::sort(section.incidents.begin(), section.incidents.end(),
              [](const Incident& a, const Incident& b) { return a.id < b.id; });
    std::sort(section.envelopes.begin(), section.envelopes.end(),
              [](const Envelope& a, const Envelope& b) { return a.id < b.id; });
    event.sections.push_back(std::move(section));
  }
  return event;
}

}  // namespace persistence
