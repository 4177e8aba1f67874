// SPDX-License-Identifier: MIT
#include "domain/standings/team_standings.h"

#include "domain/rating/rounding.h"
#include "domain/standings/board_tiebreaks.h"
#include "domain/standings/buchholz.h"
#include "domain/standings/direct_encounter.h"
#include "domain/standings/ranking.h"
#include "domain/standings/standings.h"
#include "domain/standings/team_view.h"

#include <map>

namespace standings {

namespace {

constexpr std::int64_t H = HundredthsPerHalfPoint;

// The views of a team section by score and C.07 text, made when first asked.
class TeamViews {
public:
  explicit TeamViews(const TeamSection& section) : m_section(section) {}

  const SectionView& view(TeamScore score, Edition edition) {
    const auto key = std::pair{score, edition};
    auto found = m_views.find(key);
    if (found == m_views.end())
      found = m_views
                  .emplace(key, teamView(m_section.rounds, m_section.settings, score,
                                         m_section.roundRobin, edition))
                  .first;
    return found->second;
  }
  const SectionView& primary() { return view(primaryScore(m_section.settings), m_section.edition); }
  const SectionView& secondary() {
    return view(otherScore(primaryScore(m_section.settings)), m_section.edition);
  }

private:
  const TeamSection& m_section;
  std::map<std::pair<TeamScore, Edition>, SectionView> m_views;
};

// The rounds of the teams of `pair` restricted to their matches against each other.
std::vector<std::vector<tournament::TeamRound>> mutualMatches(const TeamSection& section,
                                                              const std::vector<int>& pair) {
  std::vector<std::vector<tournament::TeamRound>> rounds(section.rounds.size());
  for (std::size_t i = 0; i < pair.size(); ++i) {
    const int team = pair[i];
    const int other = pair[1 - i];
    for (const auto& round : section.rounds[static_cast<std::size_t>(team - 1)])
      if (tournament::isPlayedGame(round.result) && round.opponent == other)
        rounds[static_cast<std::size_t>(team - 1)].push_back(round);
  }
  return rounds;
}

// What decides between two teams still tied after EDE (13.3.2).
enum class AfterEde : std::uint8_t { Nothing, TopBoards, BottomBoards };

// C.07 13.3 EDE: direct encounter on the primary score, then on the
// secondary among the teams still tied; each new tied subset starts again
// from the primary score (13.3.3). EDET and EDEB (13.3.2) then order two
// teams still tied by TBR (12.2) or BBE (12.3) of their match.
Groups extendedDirectEncounter(const TeamSection& section, TeamViews& views,
                               const std::vector<int>& group, AfterEde after) {
  Groups result;
  for (const auto& part : directEncounter(views.primary(), group)) {
    if (part.size() < 2) {
      result.push_back(part);
      continue;
    }
    const auto bySecondary = directEncounter(views.secondary(), part);
    if (bySecondary.size() > 1) {
      for (const auto& sub : bySecondary) {
        auto refined = extendedDirectEncounter(section, views, sub, after);
        result.insert(result.end(), refined.begin(), refined.end());
      }
    } else if (part.size() == 2 && after != AfterEde::Nothing) {
      auto byBoards = splitByBoards(part, mutualMatches(section, part), section.settings.boards(),
                                    after == AfterEde::BottomBoards);
      result.insert(result.end(), byBoards.begin(), byBoards.end());
    } else {
      result.push_back(part);
    }
  }
  return result;
}

Groups splitGroup(const TeamSection& section, TeamViews& views, const std::vector<int>& group,
                  const TeamTieBreak& tb, const std::vector<TieBreakValue>& values) {
  switch (tb.kind) {
    case TeamTieBreakKind::EDE:
      return extendedDirectEncounter(section, views, group, AfterEde::Nothing);
    case TeamTieBreakKind::EDET:
      return extendedDirectEncounter(section, views, group, AfterEde::TopBoards);
    case TeamTieBreakKind::EDEB:
      return extendedDirectEncounter(section, views, group, AfterEde::BottomBoards);
    case TeamTieBreakKind::TBR:
    case TeamTieBreakKind::BBE:
      return splitByBoards(group, section.rounds, section.settings.boards(),
                           tb.kind == TeamTieBreakKind::BBE);
    case TeamTieBreakKind::Individual:
      if (tb.individual.kind == TieBreakKind::DE)
        return directEncounter(
            views.view(tb.score.value_or(primaryScore(section.settings)), section.edition), group);
      break;
    default:
      break;
  }
  std::vector<TieBreakWorking> working;
  for (std::size_t i = 0; i < values.size(); ++i)
    working.push_back({static_cast<int>(i) + 1, values[i], {}});
  const bool reverse = tb.kind == TeamTieBreakKind::Individual && tb.individual.reverse;
  return splitByValue(group, working, higherIsBetter(tb) != reverse);
}

Groups refineAll(const TeamSection& section, TeamViews& views, const Groups& groups,
                 const TeamTieBreak& tb, const std::vector<TieBreakValue>& values) {
  return refineGroups(groups, [&](const std::vector<int>& group) {
    return splitGroup(section, views, group, tb, values);
  });
}

std::vector<TieBreakValue> valuesOf(const std::vector<TieBreakWorking>& working) {
  std::vector<TieBreakValue> values;
  for (const auto& w : working) values.push_back(w.value);
  return values;
}

std::vector<TieBreakValue> extendedSonnebornBergerValues(const TeamSection& section,
                                                         TeamViews& views, const TeamTieBreak& tb) {
  using enum TeamScore;
  const Edition edition = tb.edition.value_or(section.edition);
  TeamTieBreakKind kind = tb.kind;
  if (kind == TeamTieBreakKind::ESB)  // the primary's: MP x GP, or GP x MP
    kind = primaryScore(section.settings) == MatchPoints ? TeamTieBreakKind::EMGSB
                                                         : TeamTieBreakKind::EGMSB;
  const TeamScore opponent =
      kind == TeamTieBreakKind::EMMSB || kind == TeamTieBreakKind::EMGSB ? MatchPoints : GamePoints;
  const TeamScore own =
      kind == TeamTieBreakKind::EMMSB || kind == TeamTieBreakKind::EGMSB ? MatchPoints : GamePoints;
  return valuesOf(extendedSonnebornBerger(views.view(opponent, edition), views.view(own, edition),
                                          tb.individual));
}

// C.07 13.4 SSSC: the secondary score + BH of the primary score / k, rounded
// half-up to 0.01; k = the most primary points of the event over the most
// secondary points of one match, rounded down (or /Kx).
std::vector<TieBreakValue> scoreStrengthCombination(const TeamSection& section, TeamViews& views,
                                                    const TeamTieBreak& tb) {
  const Edition edition = tb.edition.value_or(section.edition);
  const TeamScore primary = primaryScore(section.settings);
  const auto primaryScoring = teamScoring(section.settings, primary);
  const auto secondaryScoring = teamScoring(section.settings, otherScore(primary));
  const std::int64_t k =
      tb.sssc.value_or(primaryScoring.win * section.roundCount() / secondaryScoring.win);
  const auto buchholz = buchholzFamily(views.view(primary, edition), TieBreak{});
  const auto& secondary = views.view(otherScore(primary), edition);
  std::vector<TieBreakValue> values;
  for (int team = 1; team <= section.teamCount(); ++team) {
    const std::int64_t bh = *buchholz[static_cast<std::size_t>(team - 1)].value;
    values.push_back(secondary.score(team) * H +
                     rating::roundedQuotient(bh, std::max<std::int64_t>(k, 1)));
  }
  return values;
}

}  // namespace

std::expected<TeamSection, tournament::TeamRoundsError> teamSection(
    const tournament::TournamentState& state, const tournament::TeamEvent& event,
    const StandingsOptions& options) {
  const int rounds = options.rounds > 0 ? options.rounds : lastPairedRound(state);
  auto matches = tournament::teamRounds(state, event, rounds);
  if (!matches) return std::unexpected(matches.error());
  TeamSection section;
  section.settings = event.settings;
  section.rounds = std::move(*matches);
  section.roundRobin =
      options.system.value_or(state.system) == tournament::PairingSystem::RoundRobin;
  section.edition = options.edition;
  return section;
}

std::vector<TieBreakValue> teamTieBreakValues(const TeamSection& section, const TeamTieBreak& tb) {
  TeamViews views(section);
  if (isRankTieBreak(tb)) {
    const Groups groups = refineAll(section, views, pointGroups(views.primary()), tb, {});
    std::vector<TieBreakValue> values;
    for (int rank : ranksOf(groups, section.teamCount())) values.push_back(rank * 100);
    return values;
  }
  switch (tb.kind) {
    case TeamTieBreakKind::MPvGP: {
      std::vector<TieBreakValue> values;
      for (int team = 1; team <= section.teamCount(); ++team)
        values.push_back(views.secondary().score(team) * H);
      return values;
    }
    case TeamTieBreakKind::ESB:
    case TeamTieBreakKind::EMMSB:
    case TeamTieBreakKind::EMGSB:
    case TeamTieBreakKind::EGMSB:
    case TeamTieBreakKind::EGGSB:
      return extendedSonnebornBergerValues(section, views, tb);
    case TeamTieBreakKind::SSSC:
      return scoreStrengthCombination(section, views, tb);
    case TeamTieBreakKind::BC: {
      std::vector<TieBreakValue> values;
      for (const auto& rounds : section.rounds) values.push_back(boardCount(rounds) * H);
      return values;
    }
    default: {
      const TeamScore score = tb.score.value_or(primaryScore(section.settings));
      if (tb.individual.kind == TieBreakKind::SB) {  // SB:MP is EMMSB, SB:GP is EGGSB
        TeamTieBreak extended = tb;
        extended.kind =
            score == TeamScore::MatchPoints ? TeamTieBreakKind::EMMSB : TeamTieBreakKind::EGGSB;
        return extendedSonnebornBergerValues(section, views, extended);
      }
      return valuesOf(
          computeTieBreak(views.view(score, tb.edition.value_or(section.edition)), tb.individual));
    }
  }
}

TeamStandings teamStandings(const TeamSection& section, std::span<const TeamTieBreak> tieBreaks) {
  TeamViews views(section);
  TeamStandings standings;
  standings.rounds = section.roundCount();
  standings.tieBreaks.assign(tieBreaks.begin(), tieBreaks.end());
  Groups groups = pointGroups(views.primary());
  std::vector<std::vector<TieBreakValue>> values;
  for (const auto& tb : tieBreaks) {
    values.push_back(teamTieBreakValues(section, tb));
    groups = refineAll(section, views, groups, tb, values.back());
  }
  const auto ranks = ranksOf(groups, section.teamCount());
  const auto& mp = views.view(TeamScore::MatchPoints, section.edition);
  const auto& gp = views.view(TeamScore::GamePoints, section.edition);
  for (auto& group : groups) {
    std::ranges::sort(group);
    for (int team : group) {
      TeamStandingsRow row{
          team, ranks[static_cast<std::size_t>(team - 1)], mp.score(team), gp.score(team), {}};
      for (const auto& tbValues : values)
        row.values.push_back(tbValues[static_cast<std::size_t>(team - 1)]);
      standings.rows.push_back(std::move(row));
    }
  }
  return standings;
}

}  // namespace standings
