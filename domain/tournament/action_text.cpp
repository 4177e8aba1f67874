// SPDX-License-Identifier: MIT
// The audit log's one-line description of each action.
#include "domain/tournament/action.h"
#include "domain/tournament/clock_time.h"
#include "domain/tournament/scoring_spec.h"
#include "domain/tournament/vocabulary.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

namespace tournament {

namespace {

std::string quoted(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c == '\n' ? ' ' : c;
  }
  return out + '"';
}

std::string_view colorName(Color c) { return c == Color::White ? "white" : "black"; }
std::string initialColourText(std::optional<Color> c) {
  return c ? fmt::format(" initial-colour={}", colorName(*c)) : std::string();
}

// A stored prize table in the log: its size, not its text ("none" when
// there is none; the audit row keeps the text).
std::string prizeTableText(const std::string& table) {
  if (table.empty()) return "none";
  const auto lines = std::count(table.begin(), table.end(), '\n') + (table.back() == '\n' ? 0 : 1);
  return fmt::format("{}-line{}", lines, lines == 1 ? "" : "s");
}

// The check-in rule: a zero-point bye, and withdrawn after N absences.
std::string absenceText(int withdrawAfter) {
  return withdrawAfter == 0 ? "bye" : fmt::format("withdraw-after-{}", withdrawAfter);
}

std::string_view byeName(ByeKind kind) {
  switch (kind) {
    case ByeKind::PairingAllocated:
      return "pairing";
    case ByeKind::HalfPoint:
      return "half";
    case ByeKind::FullPoint:
      return "full";
    case ByeKind::ZeroPoint:
      return "zero";
  }
  return "zero";
}

std::string_view custodyName(Custody custody) {
  switch (custody) {
    case Custody::Sealed:
      return "sealed";
    case Custody::InArbitersKeeping:
      return "keeping";
    case Custody::Opened:
      return "opened";
    case Custody::Settled:
      return "settled";
    case Custody::Lost:
      return "lost";
  }
  return "sealed";
}

constexpr std::array<std::pair<Irregularity, std::string_view>, 4> IrregularityNames{{
    {Irregularity::DisplacedPieces, "displaced"},
    {Irregularity::WrongInitialPosition, "initial-position"},
    {Irregularity::ColoursReversed, "colours"},
    {Irregularity::BoardTurnedWrongly, "board"},
}};

std::string_view statusName(SealedMoveStatus status) {
  constexpr std::string_view Names[] = {"unchecked", "legal",     "checkmate",  "stalemate",
                                        "dead",      "ambiguous", "unreadable", "illegal"};
  return Names[static_cast<int>(status)];
}

std::string where(const std::string& section, int round, int board) {
  return fmt::format("section={} round={} board={}", quoted(section), round, board);
}

}  // namespace

// The fields an edit gives, in a fixed order: ` name="…" rating=2400`.
std::string editedFields(const EditPlayer& a) {
  std::string text;
  const auto addText = [&](std::string_view key, const std::optional<std::string>& value) {
    if (value) text += fmt::format(" {}={}", key, quoted(*value));
  };
  const auto addNumber = [&](std::string_view key, const std::optional<int>& value) {
    if (value) text += fmt::format(" {}={}", key, *value);
  };
  addText("name", a.name);
  addText("fide-id", a.fideId);
  addText("national-id", a.nationalId);
  addText("title", a.title);
  addText("federation", a.federation);
  addText("birth", a.birthDate);
  addText("club", a.club);
  if (a.sex)
    text += fmt::format(" sex={}", *a.sex == Sex::Male ? "m" : *a.sex == Sex::Female ? "f" : "-");
  addNumber("rating", a.standard);
  addNumber("rapid", a.rapid);
  addNumber("blitz", a.blitz);
  addNumber("national", a.national);
  addNumber("club-elo", a.clubElo);
  addNumber("club-elo-games", a.clubEloGames);
  addNumber("class-points", a.classPoints);
  return text;
}

std::string_view irregularityName(Irregularity kind) {
  for (const auto& [k, name] : IrregularityNames)
    if (k == kind) return name;
  return "";
}

std::optional<Irregularity> parseIrregularity(std::string_view name) {
  for (const auto& [k, text] : IrregularityNames)
    if (text == name) return k;
  return std::nullopt;
}

std::string describeAction(const Action& action) {
  return std::visit(
      [](const auto& a) -> std::string {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, CreateEvent>) {
          return fmt::format("event create name={}", quoted(a.name));
        } else if constexpr (std::is_same_v<T, AddSection>) {
          const auto& s = a.settings;
          if (!a.players.empty() || !a.rounds.empty())
            return fmt::format(
                "section import name={} rounds={} players={} paired-rounds={} scoring={}{}",
                quoted(s.name), s.rounds, a.players.size(), a.rounds.size(), scoringSpec(s.scoring),
                a.numbersByLot ? " numbers-by-lot" : "");
          return fmt::format(
              "section add name={} rounds={} rules={} rate={} time-control={} "
              "scoring={}{}{}{}{}{}{}{}",
              quoted(s.name), s.rounds, codeOf(s.rules), codeOf(s.rate),
              quoted(s.timeControl.spec()), scoringSpec(s.scoring),
              initialColourText(s.initialColour),
              s.fiftyMoveExtensions.empty()
                  ? ""
                  : " fifty-extension=" + chess::extensionsText(s.fiftyMoveExtensions),
              s.categories.empty() ? "" : " categories=" + categoriesText(s.categories),
              s.acceleration == Acceleration::None
                  ? ""
                  : fmt::format(" acceleration={}", codeOf(s.acceleration)),
              s.edition == DutchEdition::Rules2026 ? ""
                                                   : fmt::format(" edition={}", codeOf(s.edition)),
              s.prizeTable.empty() ? "" : " prizes=" + prizeTableText(s.prizeTable),
              s.withdrawAfterAbsences == 0 ? ""
                                           : " absence=" + absenceText(s.withdrawAfterAbsences));
        } else if constexpr (std::is_same_v<T, AddPlayers>) {
          const std::string_view rerank = a.rerank ? " rerank" : "";
          if (a.players.size() == 1)
            return fmt::format("player add section={} name={}{}", quoted(a.section),
                               quoted(a.players[0].name), rerank);
          return fmt::format("player import section={} players={}{}", quoted(a.section),
                             a.players.size(), rerank);
        } else if constexpr (std::is_same_v<T, WithdrawPlayer>) {
          return fmt::format("player withdraw section={} player={} from-round={}",
                             quoted(a.section), a.pairingNumber, a.fromRound);
        } else if constexpr (std::is_same_v<T, RequestBye>) {
          return fmt::format("player bye section={} player={} round={} kind={}{}{}{}",
                             quoted(a.section), a.pairingNumber, a.round, byeName(a.kind),
                             a.cancel ? " cancel" : "", a.rulesAllow ? " rules-allow" : "",
                             a.force ? " force" : "");
        } else if constexpr (std::is_same_v<T, SetPairing>) {
          return fmt::format("round {} section={} round={} boards={} bye={}{}{}{}",
                             a.replace ? "edit" : "set", quoted(a.section), a.round,
                             a.boards.size(), a.pairingBye,
                             a.pairedBy.empty() ? "" : " by=" + a.pairedBy,
                             a.forcedFindings.empty() ? "" : " forced=" + quoted(a.forcedFindings),
                             initialColourText(a.initialColour));
        } else if constexpr (std::is_same_v<T, UnpairRound>) {
          return fmt::format("round unpair section={} round={}{}", quoted(a.section), a.round,
                             a.force ? " force" : "");
        } else if constexpr (std::is_same_v<T, PublishRound>) {
          return fmt::format("round publish section={} round={}", quoted(a.section), a.round);
        } else if constexpr (std::is_same_v<T, EnterResult>) {
          return fmt::format("result {} result={}{}{}", where(a.section, a.round, a.board),
                             resultText(a.result), a.unrated ? " unrated" : "",
                             a.force ? " force" : "");
        } else if constexpr (std::is_same_v<T, CheckIn>) {
          std::string named;
          for (const int number : a.absent ? *a.absent : a.present)
            named += fmt::format("{}{}", named.empty() ? "" : ",", number);
          return fmt::format("checkin section={} round={} {}={}{}", quoted(a.section), a.round,
                             a.absent ? "absent" : "present", named.empty() ? "none" : named,
                             a.withdrawAfterAbsences
                                 ? fmt::format(" withdraw-after={}", *a.withdrawAfterAbsences)
                                 : "");
        } else if constexpr (std::is_same_v<T, UpdateRatings>) {
          return fmt::format("ratings update section={} list={} players={}{}", quoted(a.section),
                             quoted(a.list), a.edits.size(), a.force ? " force" : "");
        } else if constexpr (std::is_same_v<T, EnterResults>) {
          std::string boards;
          for (const BoardResult& r : a.results)
            boards += fmt::format(" {}={}{}", r.board, resultText(r.result), r.unrated ? "u" : "");
          return fmt::format("results section={} round={}{}{}", quoted(a.section), a.round, boards,
                             a.force ? " force" : "");
        } else if constexpr (std::is_same_v<T, RecordLateArrival>) {
          const std::string_view side = a.side == LateSide::White   ? "white"
                                        : a.side == LateSide::Black ? "black"
                                                                    : "both";
          return fmt::format(
              "late {} player={} seconds={}{}{}", where(a.section, a.round, a.board), side,
              a.secondsLate, a.applyForfeit ? " forfeit" : "",
              a.arrivedAt.empty() ? "" : fmt::format(" arrived={}", quoted(a.arrivedAt)));
        } else if constexpr (std::is_same_v<T, RecordPenalty>) {
          return fmt::format("penalty {} player={} article={} option=12.9.{} seconds={} note={}{}",
                             where(a.section, a.round, a.board), colorName(a.offender),
                             quoted(a.article), static_cast<int>(a.option), a.seconds,
                             quoted(a.note), a.score ? fmt::format(" score={}", *a.score) : "");
        } else if constexpr (std::is_same_v<T, RecordIllegalMove>) {
          return fmt::format("illegal {} player={} opponent-can-mate={}{}",
                             where(a.section, a.round, a.board), colorName(a.offender),
                             a.opponentCanMate ? (*a.opponentCanMate ? "yes" : "no") : "unknown",
                             a.cannotRestore ? " cannot-restore" : "");
        } else if constexpr (std::is_same_v<T, RecordDefectiveClock>) {
          return fmt::format("clock-defective {} move={} shown={}/{} set={}/{}",
                             where(a.section, a.round, a.board), a.moveNumber, a.whiteShownSeconds,
                             a.blackShownSeconds, a.whiteUsedSeconds, a.blackUsedSeconds);
        } else if constexpr (std::is_same_v<T, RecordIrregularPosition>) {
          return fmt::format(
              "irregular {} kind={} cannot-restore={} moves-each={} elapsed={} "
              "schedule-allows={}",
              where(a.section, a.round, a.board), irregularityName(a.kind),
              a.cannotRestore ? "yes" : "no", a.movesEach, a.elapsedSeconds,
              a.scheduleAllows ? "yes" : "no");
        } else if constexpr (std::is_same_v<T, RecordFlag>) {
          return fmt::format("flag {} player={} opponent-can-win={}{}",
                             where(a.section, a.round, a.board),
                             a.bothFlags ? "both" : colorName(a.flagged),
                             a.opponentCanWin ? (*a.opponentCanWin ? "yes" : "no") : "unknown",
                             a.lastPeriod ? " last-period" : "");
        } else if constexpr (std::is_same_v<T, RecordDrawClaim>) {
          return fmt::format(
              "claim {} player={} verdict={} used={} move={}{}", where(a.section, a.round, a.board),
              colorName(a.claimant), a.correct ? "correct" : "incorrect", a.claimantUsedSeconds,
              a.moveNumber,
              a.ply > 0 ? fmt::format(" article={} ply={} evidence={}", quoted(a.claimArticle),
                                      a.ply, quoted(a.evidence))
                        : "");
        } else if constexpr (std::is_same_v<T, SealMove>) {
          return fmt::format(
              "seal {} sealer={} move-number={} move={}{}{}",
              where(a.section, a.label.round, a.label.board), colorName(a.label.sealer),
              a.label.moveNumber, quoted(a.label.sealedMove),
              a.sessionSecondsLeft > 0 ? fmt::format(" early-by={}", a.sessionSecondsLeft) : "",
              a.label.sealedAt.empty() ? "" : " sealed-at=" + quoted(a.label.sealedAt));
        } else if constexpr (std::is_same_v<T, SetCustody>) {
          return fmt::format("envelope {} custody={}", where(a.section, a.round, a.board),
                             custodyName(a.custody));
        } else if constexpr (std::is_same_v<T, LeaveFideMode>) {
          return fmt::format("section leave-fide-mode section={} confirmed={}", quoted(a.section),
                             a.confirmed ? "yes" : "no");
        } else if constexpr (std::is_same_v<T, CorrectResumptionClocks>) {
          return fmt::format(
              "clock-correct {} white-used={} black-used={} first-move-played={}{}",
              where(a.section, a.round, a.board), a.whiteUsedSeconds, a.blackUsedSeconds,
              a.firstMovePlayed ? "yes" : "no",
              a.severeReason.empty() ? "" : fmt::format(" severe={}", quoted(a.severeReason)));
        } else if constexpr (std::is_same_v<T, EditPlayer>) {
          return fmt::format("player edit section={} player={}{}", quoted(a.section),
                             a.pairingNumber, editedFields(a));
        } else if constexpr (std::is_same_v<T, RemovePlayer>) {
          return fmt::format("player remove section={} player={}", quoted(a.section),
                             a.pairingNumber);
        } else if constexpr (std::is_same_v<T, EditSection>) {
          return fmt::format(
              "section edit section={} name={} rounds={} place={} chief-arbiter={}{}",
              quoted(a.section), quoted(a.settings.name), a.settings.rounds,
              quoted(a.settings.place), quoted(a.settings.chiefArbiter),
              initialColourText(a.settings.initialColour));
        } else if constexpr (std::is_same_v<T, ForbidPairing>) {
          if (a.cancel)
            return fmt::format("section forbid section={} pair={},{} cancel", quoted(a.section),
                               a.first, a.second);
          return fmt::format("section forbid section={} pair={},{} rounds={}-{}", quoted(a.section),
                             a.first, a.second, a.firstRound,
                             a.lastRound == 0 ? std::string("end") : std::to_string(a.lastRound));
        } else if constexpr (std::is_same_v<T, DrawNumbersByLot>) {
          std::string order;
          for (const int number : a.order)
            order += (order.empty() ? "" : ",") + std::to_string(number);
          return fmt::format("section draw-lots section={} order={}", quoted(a.section), order);
        } else if constexpr (std::is_same_v<T, StartRound>) {
          return fmt::format("round start section={} round={} at={}", quoted(a.section), a.round,
                             quoted(a.at));
        } else {
          return fmt::format(
              "unseal {} sealer-present={} replier-present={} move-check={} stated-move={}{}{}{}",
              where(a.section, a.round, a.board), a.sealerPresent ? "yes" : "no",
              a.replierPresent ? "yes" : "no", statusName(a.status), quoted(a.statedMove),
              a.annul ? " annul" : "", a.presentPlayerFlagged ? " present-flagged" : "",
              a.sealedReply.empty()
                  ? ""
                  : fmt::format(" seal-reply={} resume={} place={}", quoted(a.sealedReply),
                                quoted(a.replyResumeAt), quoted(a.replyResumePlace)));
        }
      },
      action);
}

namespace {

// Every setting that differs between two versions of a section's settings,
// as ` key=value` in the order of `section add`'s options.
std::string changedSettings(const SectionSettings& b, const SectionSettings& a) {
  std::string text;
  const auto add = [&](bool changed, std::string_view key, const std::string& value) {
    if (changed) text += fmt::format(" {}={}", key, value);
  };
  const auto join = [](const std::vector<std::string>& list, char separator) {
    std::string out;
    for (const auto& item : list) out += (out.empty() ? "" : std::string(1, separator)) + item;
    return out;
  };
  add(a.name != b.name, "name", quoted(a.name));
  add(a.rounds != b.rounds, "rounds", std::to_string(a.rounds));
  add(a.rules != b.rules, "rules", std::string(codeOf(a.rules)));
  add(a.rate != b.rate, "rate", std::string(codeOf(a.rate)));
  add(a.timeControl != b.timeControl, "time-control", quoted(a.timeControl.spec()));
  add(a.defaultTimeMinutes != b.defaultTimeMinutes, "default-time",
      a.defaultTimeMinutes ? std::to_string(*a.defaultTimeMinutes) : "-");
  add(a.scoring != b.scoring, "scoring", scoringSpec(a.scoring));
  add(a.pairing != b.pairing, "pairing", std::string(codeOf(a.pairing)));
  add(a.tieBreaks != b.tieBreaks, "tie-breaks", quoted(join(a.tieBreaks, ',')));
  add(a.tieBreakEdition != b.tieBreakEdition, "tie-break-edition", quoted(a.tieBreakEdition));
  add(a.drawOffer != b.drawOffer || a.drawOfferMove != b.drawOfferMove, "draw-offers",
      a.drawOffer == DrawOfferRule::Free             ? "free"
      : a.drawOffer == DrawOfferRule::ArbiterConsent ? "arbiter"
                                                     : std::to_string(a.drawOfferMove));
  add(a.initialColour != b.initialColour, "initial-colour",
      a.initialColour ? std::string(colorName(*a.initialColour)) : "none");
  add(a.fiftyMoveExtensions != b.fiftyMoveExtensions, "fifty-extension",
      a.fiftyMoveExtensions.empty() ? "none" : chess::extensionsText(a.fiftyMoveExtensions));
  add(a.categories != b.categories, "categories",
      a.categories.empty() ? "none" : categoriesText(a.categories));
  add(a.acceleration != b.acceleration, "acceleration", std::string(codeOf(a.acceleration)));
  add(a.edition != b.edition, "edition", std::string(codeOf(a.edition)));
  add(a.prizeTable != b.prizeTable, "prizes", prizeTableText(a.prizeTable));
  add(a.withdrawAfterAbsences != b.withdrawAfterAbsences, "absence",
      absenceText(a.withdrawAfterAbsences));
  add(a.place != b.place, "place", quoted(a.place));
  add(a.startDate != b.startDate, "start-date", quoted(a.startDate));
  add(a.endDate != b.endDate, "end-date", quoted(a.endDate));
  add(a.chiefArbiter != b.chiefArbiter, "chief-arbiter", quoted(a.chiefArbiter));
  add(a.deputies != b.deputies, "deputies", quoted(join(a.deputies, ',')));
  add(a.fideMode != b.fideMode, "fide-mode", a.fideMode ? "on" : "off");
  return text;
}

}  // namespace

std::string describeAction(const Action& action, const Event& before) {
  if (const auto* edit = std::get_if<EditSection>(&action))
    if (const Section* section = before.section(edit->section))
      return fmt::format("section edit section={}{}", quoted(edit->section),
                         changedSettings(section->settings, edit->settings));
  // Laws 6.6: with an arrival time the lateness stored is counted from the
  // round's recorded start; the log names the seconds stored.
  if (const auto* late = std::get_if<RecordLateArrival>(&action); late && !late->arrivedAt.empty())
    if (const Section* section = before.section(late->section))
      if (const Round* round = section->round(late->round))
        if (const auto seconds = secondsAfter(round->startedAt, late->arrivedAt)) {
          RecordLateArrival stored = *late;
          stored.secondsLate = static_cast<int>(std::max<std::int64_t>(*seconds, 0));
          return describeAction(stored);
        }
  return describeAction(action);
}

std::string actionSection(const Action& action) {
  return std::visit(
      [](const auto& a) -> std::string {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, CreateEvent>)
          return {};
        else if constexpr (std::is_same_v<T, AddSection>)
          return a.settings.name;
        else
          return a.section;
      },
      action);
}

}  // namespace tournament
