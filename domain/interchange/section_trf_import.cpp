// SPDX-License-Identifier: MIT
// A TRF document turned into a new section of an event file: the players
// with their start numbers as pairing numbers, the paired rounds as boards
// and byes, the known absences as requested byes.
#include "domain/interchange/section_trf.h"

#include "domain/interchange/section_trf_comments.h"
#include "domain/interchange/trf_board_comments.h"

#include "domain/pairing/baku_acceleration.h"
#include "domain/standings/default_tiebreaks.h"
#include "domain/standings/tiebreak_list.h"
#include "domain/tournament/pairing_bye.h"
#include "domain/tournament/player_validation.h"
#include "domain/tournament/time_control.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <optional>
#include <sstream>

namespace interchange {

namespace {

using tournament::GameResult;
using tournament::PlayerRecord;
using tournament::RoundResult;

constexpr int MaxRounds = 99;

// The board result for the two sides' TRF codes, and whether it is an
// unrated game (W D L on both sides: a game of less than one move, B.02 5.1).
struct GameRead {
  GameResult result;
  bool unrated = false;
};

RoundResult rated(RoundResult r) {
  switch (r) {
    case RoundResult::UnratedWin:
      return RoundResult::Win;
    case RoundResult::UnratedDraw:
      return RoundResult::Draw;
    case RoundResult::UnratedLoss:
      return RoundResult::Loss;
    default:
      return r;
  }
}

std::optional<GameRead> gameOf(RoundResult white, RoundResult black) {
  const bool unrated = rated(white) != white;
  if (unrated != (rated(black) != black)) return std::nullopt;  // one side rated, the other not
  white = rated(white);
  black = rated(black);
  constexpr GameResult Results[] = {GameResult::WhiteWins,       GameResult::Draw,
                                    GameResult::BlackWins,       GameResult::WhiteForfeitWin,
                                    GameResult::BlackForfeitWin, GameResult::DoubleForfeit,
                                    GameResult::DoubleLoss,      GameResult::Adjourned,
                                    GameResult::Pending};
  for (GameResult result : Results)
    if (tournament::sideResult(result, tournament::Color::White) == white &&
        tournament::sideResult(result, tournament::Color::Black) == black)
      return GameRead{result, unrated};
  return std::nullopt;
}

std::optional<tournament::ByeKind> byeKindOf(RoundResult r) {
  switch (r) {
    case RoundResult::PairingBye:
      return tournament::ByeKind::PairingAllocated;
    case RoundResult::HalfPointBye:
      return tournament::ByeKind::HalfPoint;
    case RoundResult::FullPointBye:
      return tournament::ByeKind::FullPoint;
    case RoundResult::ZeroPointBye:
      return tournament::ByeKind::ZeroPoint;
    default:
      return std::nullopt;
  }
}

tournament::Player playerOf(const PlayerRecord& record) {
  tournament::Player player;
  player.pairingNumber = record.startNumber;
  player.name = record.name;
  player.fideId = record.fideId;
  player.title = record.title;
  player.federation = record.federation;
  player.sex = record.sex == 'm'                        ? tournament::Sex::Male
               : record.sex == 'w' || record.sex == 'f' ? tournament::Sex::Female
                                                        : tournament::Sex::Unknown;
  player.birthDate = record.birthDate;
  std::replace(player.birthDate.begin(), player.birthDate.end(), '/', '-');
  player.ratings.standard = record.rating;
  return player;
}

class Importer {
public:
  explicit Importer(const TrfDocument& doc) : m_doc(doc), m_state(doc.state) {}

  std::expected<SectionImport, ImportError> run(const std::string& name) {
    m_name = name;
    if (m_doc.teams) return std::unexpected(ImportError{ImportErrorCode::TeamEvent, 0, 0, 0});
    // A section pairs by the Dutch system or Berger tables only.
    if (const auto& type = m_doc.tournamentType;
        type && type->support == TournamentTypeSupport::NotSupported)
      return std::unexpected(ImportError{ImportErrorCode::SystemNotSupported, 0, 0, type->line});
    auto& settings = m_import.action.settings;
    settings.name = name.empty() ? m_state.name : name;
    settings.scoring = m_state.scoring;
    settings.pairing = m_state.system;
    settings.initialColour = m_state.firstColor;  // XXC / 152 (C.04.3 5.2.5)
    // C.04.7: 192 "..._BAKU" is the Baku method by its default scheme.
    if (const auto& type = m_doc.tournamentType; type && type->baku)
      settings.acceleration = tournament::Acceleration::Baku;
    settings.edition = m_state.edition;  // 192 FIDE_DUTCH_2017 (C.04.3, 2017 edition)
    const int paired = m_state.roundsRecorded();
    int lastPlanned = 0;
    for (const auto& bye : m_state.plannedByes) lastPlanned = std::max(lastPlanned, bye.round);
    settings.rounds = std::max({m_state.totalRounds, paired, lastPlanned});
    if (settings.rounds > MaxRounds)
      return std::unexpected(ImportError{ImportErrorCode::TooManyRounds, 0, settings.rounds});
    if (m_state.totalRounds == 0) note(ImportAdjustmentCode::RoundsFromFile, 0, settings.rounds);
    readHeader();
    for (int r = 1; r <= paired; ++r) m_import.action.rounds.push_back({r, true, {}, {}, {}, {}});
    int ranked = 0;
    bool accelerated = false;
    for (const auto& record : m_state.players) {
      auto player = playerOf(record);
      cleanFields(player);
      if (const auto entry = m_entryRound.find(record.startNumber); entry != m_entryRound.end())
        player.entryRound = entry->second;
      if (const auto gone = m_withdrawnFrom.find(record.startNumber); gone != m_withdrawnFrom.end())
        player.withdrawnFromRound = gone->second;
      player.requestedByes = requestedByes(record, paired);
      m_import.action.players.push_back(std::move(player));
      for (int r = 1; r <= paired; ++r)
        if (auto error = readEntry(record, r)) return std::unexpected(*error);
      if (record.recordedPoints != m_state.scoreAfter(record, paired))
        note(ImportAdjustmentCode::StatedPointsNotKept, record.startNumber, 0);
      if (record.recordedRank != 0) ++ranked;
      accelerated = accelerated || !record.accelerationPoints.empty();
    }
    for (auto& round : m_import.action.rounds)
      std::sort(round.boards.begin(), round.boards.end(),
                [](const auto& a, const auto& b) { return a.number < b.number; });
    if (ranked > 0) note(ImportAdjustmentCode::RanksNotKept, ranked, 0);
    if (accelerated && !(settings.acceleration == tournament::Acceleration::Baku &&
                         bakuDefaultPoints(settings.rounds)))
      note(ImportAdjustmentCode::AccelerationNotKept, 0, 0);
    m_import.action.forbiddenPairs = m_state.forbiddenPairs;  // 260 / XXP
    return std::move(m_import);
  }

private:
  void note(ImportAdjustmentCode code, int player, int round, std::string text = {}) {
    m_import.adjustments.push_back({code, player, round, std::move(text)});
  }

  // The registration validator (player_validation.h) on a TRF's fields: a
  // form TRF writers use is read as meant (the old title letters "g" "wf",
  // a birth date "1987.09.23"); a value that means nothing is not kept.
  // Each change is listed. The name is left to the action, which refuses it.
  void cleanFields(tournament::Player& player) {
    for (auto& change : tournament::readFieldsAsMeant(player))
      m_import.adjustments.push_back({ImportAdjustmentCode::PlayerFieldChanged,
                                      player.pairingNumber, 0, std::move(change.before),
                                      change.field, std::move(change.after)});
  }

  // True when every player's virtual points (XXA / 250) are those of the
  // Baku method by its default scheme (C.04.7), as our export writes them
  // beside 192 "..._BAKU".
  bool bakuDefaultPoints(int rounds) const {
    const int count = static_cast<int>(m_state.players.size());
    for (const auto& player : m_state.players) {
      std::vector<tournament::HalfPoints> expected;
      for (int round = 1; round <= rounds; ++round)
        expected.push_back(pairing::bakuVirtualPoints({}, player.startNumber, count, rounds, round,
                                                      m_state.scoring.win));
      while (!expected.empty() && expected.back() == 0) expected.pop_back();
      if (player.accelerationPoints != expected) return false;
    }
    return true;
  }

  // The header records the settings hold; every other kept line is listed.
  // TRF26 202/212 give the tie-breaks when no `### tie-breaks` line does
  // (a list equal to the C.07 defaults of the system is what none means).
  void readHeader() {
    auto& settings = m_import.action.settings;
    std::vector<std::string> tieBreakRecord;
    for (const auto& kept : m_doc.keptLines) {
      const std::string code = kept.text.substr(0, 3);
      const std::string value = kept.text.size() > 4 ? kept.text.substr(4) : std::string();
      const auto date = [&] {
        std::string d = value;
        std::replace(d.begin(), d.end(), '/', '-');
        return d;
      };
      if (code == "012" || code == "192") continue;  // the name; the system (state.system)
      if (code == "202" || code == "212") {
        if (auto list = tieBreakList(value, code == "212")) {
          tieBreakRecord = std::move(*list);
          continue;
        }
      }
      // Records an event's report carries that a section computes itself.
      if (code == "062" || code == "072" || code == "092" || code == "132") continue;
      if (code == "022")
        settings.place = value;
      else if (code == "042")
        settings.startDate = date();
      else if (code == "052")
        settings.endDate = date();
      else if (code == "102")
        settings.chiefArbiter = value;
      else if (code == "112")
        settings.deputies.push_back(value);
      else if (code == "122") {
        if (auto control = tournament::parseTimeControl(value))
          settings.timeControl = *control;
        else
          note(ImportAdjustmentCode::TimeControlNotRead, 0, 0, kept.text);
      } else if (!readComment(kept.text)) {
        note(ImportAdjustmentCode::RecordNotKept, 0, 0, kept.text);
      }
    }
    if (settings.tieBreaks.empty() && !tieBreakRecord.empty()) {
      std::vector<std::string> defaults;
      for (const auto& tieBreak : standings::defaultTieBreaks(settings.pairing))
        defaults.push_back(standings::tieBreakCode(tieBreak));
      if (tieBreakRecord != defaults) settings.tieBreaks = std::move(tieBreakRecord);
    }
  }

  // The codes of a 202 list, or of a 212 list after its leading PTS
  // (comma-separated C.07 codes); nullopt when a code does not read.
  static std::optional<std::vector<std::string>> tieBreakList(const std::string& value,
                                                              bool standingsOrder) {
    std::vector<std::string> codes;
    std::istringstream items(value);
    for (std::string code; std::getline(items, code, ',');)
      if (!code.empty()) codes.push_back(code);
    if (standingsOrder) {
      if (codes.empty() || codes.front() != "PTS") return std::nullopt;
      codes.erase(codes.begin());
    }
    if (!standings::parseTieBreakList(codes)) return std::nullopt;
    return codes;
  }

  // A `###` line our export wrote for a setting (section_trf_comments.h);
  // false for any other line.
  bool readComment(std::string_view line) {
    auto& s = m_import.action.settings;
    const auto after = [&](std::string_view prefix) -> std::optional<std::string> {
      if (!line.starts_with(prefix)) return std::nullopt;
      return std::string(line.substr(prefix.size()));
    };
    const auto number = [](const std::string& text) {
      int value = 0;
      const char* last = text.data() + text.size();
      const auto read = std::from_chars(text.data(), last, value);
      return read.ec == std::errc() && read.ptr == last && value > 0 ? std::optional<int>(value)
                                                                     : std::nullopt;
    };
    if (auto section = after(comments::Section)) {
      if (m_name.empty() && !section->empty()) s.name = *section;  // 012 is the event's name
    } else if (auto rules = after(comments::Rules); rules == "classic")
      s.rules = tournament::RulesProfile::Classic;
    else if (auto rate = after(comments::Rate); rate == "rapid")
      s.rate = tournament::RateOfPlay::Rapid;
    else if (rate == "blitz")
      s.rate = tournament::RateOfPlay::Blitz;
    else if (line == comments::RoundRobin)
      s.pairing = tournament::PairingSystem::RoundRobin;
    else if (line == comments::NumbersByLot && s.pairing == tournament::PairingSystem::RoundRobin)
      m_import.action.numbersByLot = true;  // C.05; a Swiss's is not kept (RecordNotKept)
    else if (auto late = after(comments::LateEntries); late && readRounds(*late, m_entryRound))
      return true;
    else if (auto gone = after(comments::Withdrawals); gone && readRounds(*gone, m_withdrawnFrom))
      return true;
    else if (line.starts_with(comments::Adjourned) || readBoardsComment(line))
      return true;  // the reader gave the games their boards and marked the adjourned ones
    else if (line == comments::DrawOffersByConsent)
      s.drawOffer = tournament::DrawOfferRule::ArbiterConsent;
    else if (auto move = after(comments::DrawOffersFrom); move && number(*move)) {
      s.drawOffer = tournament::DrawOfferRule::NotBeforeMove;
      s.drawOfferMove = *number(*move);
    } else if (auto time = after(comments::DefaultTime);
               time && time->ends_with(" min") && number(time->substr(0, time->size() - 4))) {
      s.defaultTimeMinutes = number(time->substr(0, time->size() - 4));
    } else if (auto list = after(comments::TieBreaks); list && !list->empty()) {
      if (list->ends_with(')') && list->find(" (") != std::string::npos) {
        const auto open = list->rfind(" (");
        s.tieBreakEdition = list->substr(open + 2, list->size() - open - 3);
        list->resize(open);
      }
      std::istringstream words(*list);
      for (std::string word; words >> word;) s.tieBreaks.push_back(word);
    } else {
      return false;
    }
    return true;
  }

  // "N from round R, N from round R, ..." (our late entries and
  // withdrawals) into `rounds`; false, and nothing kept, when it does not read.
  static bool readRounds(std::string_view text, std::map<int, int>& rounds) {
    std::map<int, int> read;
    std::istringstream items{std::string(text)};
    for (std::string item; std::getline(items, item, ',');) {
      int number = 0;
      int round = 0;
      char rest = 0;
      std::istringstream words(item);
      std::string from;
      std::string roundWord;
      if (!(words >> number >> from >> roundWord >> round) || words >> rest || from != "from" ||
          roundWord != "round" || number < 1 || round < 1)
        return false;
      read[number] = round;
    }
    if (read.empty()) return false;
    rounds = std::move(read);
    return true;
  }

  // C.04.2 2.4 / 3.2: round r is one the player missed by entering late or
  // after his withdrawal (its Z or blank block is no bye of his).
  bool missed(int startNumber, int r) const {
    const auto entry = m_entryRound.find(startNumber);
    const auto gone = m_withdrawnFrom.find(startNumber);
    return (entry != m_entryRound.end() && r < entry->second) ||
           (gone != m_withdrawnFrom.end() && r >= gone->second);
  }

  // The byes the player asked for: a bye of a paired round other than the
  // pairing's own (C.04.1 3: the PAB; C.05 Annex 1: a round robin's rest,
  // zero points) and other than a round he missed (late entry, withdrawal),
  // and the planned byes of later rounds (240 / the next round's blocks).
  std::vector<tournament::RequestedBye> requestedByes(const PlayerRecord& record,
                                                      int paired) const {
    const int me = record.startNumber;
    const auto pairingBye = tournament::pairingByeKind(m_import.action.settings.pairing);
    std::vector<tournament::RequestedBye> byes;
    for (int r = 1; r <= paired; ++r) {
      const auto kind = byeKindOf(record.rounds[static_cast<std::size_t>(r - 1)].result);
      if (kind && *kind != pairingBye && !missed(me, r)) byes.push_back({r, *kind});
    }
    for (const auto& bye : m_state.plannedByes) {
      const auto kind = byeKindOf(bye.result);
      const bool known = std::ranges::any_of(
          byes, [&](const tournament::RequestedBye& b) { return b.round == bye.round; });
      if (bye.startNumber == me && kind && !known &&
          !(*kind == tournament::ByeKind::ZeroPoint && missed(me, bye.round)))
        byes.push_back({bye.round, *kind});
    }
    std::ranges::sort(byes, {}, &tournament::RequestedBye::round);
    return byes;
  }

  // One player's block of round r: a board (once, from the lower number),
  // a bye, or nothing for a blank block (or a round he missed: late entry,
  // withdrawal).
  std::optional<ImportError> readEntry(const PlayerRecord& record, int r) {
    const auto& entry = record.rounds[static_cast<std::size_t>(r - 1)];
    const int me = record.startNumber;
    auto& round = m_import.action.rounds[static_cast<std::size_t>(r - 1)];
    if (!tournament::hasOpponent(entry.result)) {
      if (entry.adjustment != 0) note(ImportAdjustmentCode::PenaltyScoreNotKept, me, r);
      const bool zero = entry.result == tournament::RoundResult::ZeroPointBye ||
                        entry.result == tournament::RoundResult::NotPaired;
      if (zero && missed(me, r)) return std::nullopt;
      if (auto kind = byeKindOf(entry.result))
        round.byes.push_back({me, *kind});
      else
        note(ImportAdjustmentCode::BlankRoundAsAbsence, me, r);
      return std::nullopt;
    }
    if (entry.opponent == 0) return ImportError{ImportErrorCode::ForfeitWithoutOpponent, me, r};
    const auto& other = m_state.player(entry.opponent)->rounds[static_cast<std::size_t>(r - 1)];
    if (other.opponent != me) return ImportError{ImportErrorCode::AsymmetricPairing, me, r};
    if (entry.opponent < me) return std::nullopt;  // the board was made from the other side
    if (!entry.color || !other.color || *entry.color == *other.color)
      return ImportError{ImportErrorCode::GameWithoutColour, me, r};
    const bool white = *entry.color == tournament::Color::White;
    const auto game =
        white ? gameOf(entry.result, other.result) : gameOf(other.result, entry.result);
    if (!game) return ImportError{ImportErrorCode::ResultsDisagree, me, r};
    // The board of our `### boards` line, else the next one.
    const int number = entry.board != 0 ? entry.board : static_cast<int>(round.boards.size()) + 1;
    const auto& whiteEntry = white ? entry : other;
    const auto& blackEntry = white ? other : entry;
    round.boards.push_back({number, white ? me : entry.opponent, white ? entry.opponent : me,
                            game->result, penaltyScore(whiteEntry, game->result, me, r),
                            penaltyScore(blackEntry, game->result, me, r), game->unrated});
    return std::nullopt;
  }

  // Laws 12.9.4 / 12.9.5: a side's score set by a penalty (TRF26 299) is
  // the board's score for that side; a board without a final result cannot
  // hold one (reported).
  std::optional<tournament::HalfPoints> penaltyScore(const tournament::RoundEntry& entry,
                                                     GameResult result, int player, int r) {
    if (entry.adjustment == 0) return std::nullopt;
    if (!tournament::isFinal(result)) {
      note(ImportAdjustmentCode::PenaltyScoreNotKept, player, r);
      return std::nullopt;
    }
    return m_state.scoring.pointsFor(entry.result) + entry.adjustment;
  }

  const TrfDocument& m_doc;
  const tournament::TournamentState& m_state;
  SectionImport m_import;
  std::string m_name;  // the name asked for; empty: the file's
  // Our `### late entries` and `### withdrawals` lines: round by start number.
  std::map<int, int> m_entryRound;
  std::map<int, int> m_withdrawnFrom;
};

}  // namespace

std::expected<SectionImport, ImportError> sectionFromTrf(const TrfDocument& doc,
                                                         const std::string& name) {
  return Importer(doc).run(name);
}

}  // namespace interchange
