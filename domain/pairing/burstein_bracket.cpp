// SPDX-License-Identifier: MIT
#include "domain/pairing/burstein_bracket.h"

#include "domain/pairing/burstein_bye.h"
#include "domain/pairing/cardinality_matching.h"
#include "domain/pairing/weighted_matching.h"

#include <algorithm>
#include <bit>
#include <map>

namespace pairing {

using tournament::HalfPoints;

namespace {

// C8: a pair in which both players get their colour preference: different
// preferences, or one without any (1.5.4).
bool bothGetTheirColour(const BursteinPlayer& a, const BursteinPlayer& b) {
  return !a.base.preference || !b.base.preference || *a.base.preference != *b.base.preference;
}

int widthFor(int maxCount) { return std::bit_width(static_cast<unsigned>(maxCount)); }

// One bit field per score: how many players of that score a matching
// pairs, the highest score most significant, so that a heavier weight
// leaves lower scores unpaired, compared from the highest down (C6).
class ScoreFields {
public:
  void lay(const std::vector<HalfPoints>& scores, int& offset) {
    std::map<HalfPoints, int> count;
    for (HalfPoints s : scores) ++count[s];
    for (const auto& [score, n] : count) {  // the lowest score least significant
      m_fields.push_back({score, offset, widthFor(n)});
      offset += widthFor(n);
    }
  }
  void add(MatchWeight& w, HalfPoints score) const {
    for (const auto& f : m_fields)
      if (f.score == score) w.addField(f.offset, 1);
  }
  std::vector<int> read(const MatchWeight& w) const {
    std::vector<int> out;
    for (auto it = m_fields.rbegin(); it != m_fields.rend(); ++it)
      out.push_back(static_cast<int>(w.field(it->offset, it->width)));
    return out;
  }

private:
  struct Field {
    HalfPoints score;
    int offset;
    int width;
  };
  std::vector<Field> m_fields;
};

// The edge weights of 3.2.2 over a graph of the bracket (vertices 0..m-1,
// BSN order), the next scoregroup and, when the completion of the round
// (C4) has to be part of the choice, every player below. Fields, most
// significant first: C4 (cardinality, full graph only), C5 (pairs in the
// bracket), C6 (bracket players paired, by score), C7 (pairs of the next
// bracket and its players paired by score), C8 (bracket pairs in which
// both get their colour).
class BracketWeights {
public:
  BracketWeights(const std::vector<BursteinPlayer>& players, std::vector<int> vertices, int bracket,
                 int next, bool completion)
      : m_players(players),
        m_vertices(std::move(vertices)),
        m_bracket(bracket),
        m_next(next),
        m_completion(completion) {
    const int nextEnd = bracket + next;
    std::vector<HalfPoints> bracketScores;
    std::vector<HalfPoints> windowScores;
    for (int v = 0; v < nextEnd; ++v) {
      windowScores.push_back(score(v));
      if (v < bracket) bracketScores.push_back(score(v));
    }
    int offset = 0;
    m_c8 = offset;
    offset += widthFor(bracket / 2);
    m_c7Scores.lay(windowScores, offset);
    m_c7Pairs = offset;
    offset += widthFor(nextEnd / 2);
    m_c6.lay(bracketScores, offset);
    m_c5 = offset;
    offset += widthFor(bracket / 2);
    m_c4 = offset;
  }

  int vertexCount() const { return static_cast<int>(m_vertices.size()); }
  int player(int v) const { return m_vertices[v]; }
  bool inBracket(int v) const { return v < m_bracket; }
  bool inWindow(int v) const { return v < m_bracket + m_next; }
  bool mayMeet(int u, int v) const {
    return bursteinMayMeet(m_players[player(u)], m_players[player(v)]);
  }

  MatchWeight edge(int u, int v) const {
    MatchWeight w;
    if (m_completion) w.addField(m_c4, 1);
    if (inBracket(u) && inBracket(v)) {
      w.addField(m_c5, 1);
      m_c6.add(w, score(u));
      m_c6.add(w, score(v));
      if (bothGetTheirColour(m_players[player(u)], m_players[player(v)])) w.addField(m_c8, 1);
    } else if (inWindow(u) && inWindow(v)) {
      w.addField(m_c7Pairs, 1);
      m_c7Scores.add(w, score(u));
      m_c7Scores.add(w, score(v));
    }
    return w;
  }

  // C5, C6 and C8 of the bracket pairs a weight holds.
  void readBracket(const MatchWeight& w, BursteinBracketQuality& q) const {
    q.pairs = static_cast<int>(w.field(m_c5, widthFor(m_bracket / 2)));
    q.pairedByScore = m_c6.read(w);
    q.preferencesMet = static_cast<int>(w.field(m_c8, widthFor(m_bracket / 2)));
  }
  // C7: the next bracket's pairs and its players paired, by score.
  void readNext(const MatchWeight& w, BursteinBracketQuality& q) const {
    q.nextPairs = static_cast<int>(w.field(m_c7Pairs, widthFor((m_bracket + m_next) / 2)));
    q.nextPairedByScore = m_c7Scores.read(w);
  }

private:
  HalfPoints score(int v) const { return m_players[player(v)].score(); }

  const std::vector<BursteinPlayer>& m_players;
  std::vector<int> m_vertices;
  int m_bracket;
  int m_next;
  bool m_completion;
  int m_c4 = 0, m_c5 = 0, m_c7Pairs = 0, m_c8 = 0;
  ScoreFields m_c6;
  ScoreFields m_c7Scores;
};

// The choice of 4.3 by maximum-weight matchings: the best weight first,
// then, BSN by BSN, the largest BSN that still allows it (else the float).
class BracketSearch {
public:
  BracketSearch(const BracketWeights& weights, int bracketSize)
      : m_w(weights),
        m_n(weights.vertexCount()),
        m_bracketSize(bracketSize),
        m_fixed(m_n, -1),
        m_floats(m_n, false) {
    for (int u = 0; u < m_n; ++u)
      for (int v = u + 1; v < m_n; ++v)
        if (m_w.mayMeet(u, v)) m_edges.push_back({u, v, m_w.edge(u, v)});
    const WeightedMatching first = maximumWeightMatching(m_n, m_edges);
    m_mate = first.mate;
    m_best = weightOf(m_mate);
    // Complementary slackness: every best matching uses only the edges the
    // optimal duals leave without slack (the tight ones).
    for (int v = 0; v < m_n; ++v) m_mustMatch.push_back(first.vertexDual[v] != MatchWeight{});
    m_tight.resize(m_n);
    for (std::size_t e = 0; e < m_edges.size(); ++e)
      if (first.slack[e] == MatchWeight{}) {
        m_tight[m_edges[e].u].push_back(m_edges[e].v);
        m_tight[m_edges[e].v].push_back(m_edges[e].u);
      }
  }

  // 4.3: BSN 1, 2, ... in turn take the largest BSN that still allows the
  // best weight, or float (the virtual opponent's BSN 0 comes last).
  void choose() {
    for (int x = 0; x < m_bracketSize; ++x) {
      if (m_fixed[x] >= 0) continue;
      bool done = false;
      for (int y = m_bracketSize - 1; y > x && !done; --y)
        if (m_fixed[y] < 0 && !m_floats[y]) done = tryPair(x, y);
      if (!done) floatOut(x);
    }
  }

  int fixedMate(int v) const { return m_fixed[v]; }
  bool perfect() const {
    return std::none_of(m_mate.begin(), m_mate.end(), [](int m) { return m < 0; });
  }

private:
  MatchWeight weightOf(const std::vector<int>& mate) const {
    MatchWeight total;
    for (int u = 0; u < m_n; ++u)
      if (mate[u] > u) total += m_w.edge(u, mate[u]);
    return total;
  }

  bool isTight(int u, int v) const {
    return std::find(m_tight[u].begin(), m_tight[u].end(), v) != m_tight[u].end();
  }
  // An edge the search may still use: tight, between unfixed players, and
  // not a bracket pair of a floated player.
  bool usable(int u, int v) const {
    if (m_fixed[u] >= 0 || m_fixed[v] >= 0) return false;
    if (u < m_bracketSize && v < m_bracketSize && (m_floats[u] || m_floats[v])) return false;
    return true;
  }

  // Rematches `from`, left without a partner, by an alternating path over
  // usable tight edges to a player without one (breadth first, without
  // blossoms: it may miss a path, never invents one).
  bool rematch(std::vector<int>& mate, int from) const {
    std::vector<int> parent(m_n, -2);
    std::vector<int> queue{from};
    parent[from] = -1;
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const int u = queue[head];
      for (int c : m_tight[u]) {
        if (parent[c] != -2 || c == mate[u] || !usable(u, c)) continue;
        parent[c] = u;
        if (mate[c] < 0) {
          for (int v = c;;) {  // flip the path back to `from`
            const int even = parent[v];
            const int before = even == from ? -1 : parent[even];
            mate[v] = even;
            mate[even] = v;
            if (before < 0) return true;
            v = before;
          }
        }
        const int d = mate[c];
        if (parent[d] != -2) continue;
        parent[d] = c;
        queue.push_back(d);
      }
    }
    return false;
  }

  // A necessary condition for a best matching with the pairs fixed so far:
  // the usable tight edges match every player whose dual is positive
  // (complementary slackness; the blossoms' conditions are left to the
  // matching). Each other player gets a stand-in partner of its own, the
  // stand-ins pairing among themselves.
  bool mustMatchCoverable() const {
    std::vector<int> real;
    for (int v = 0; v < m_n; ++v)
      if (m_fixed[v] < 0) real.push_back(v);
    const int r = static_cast<int>(real.size());
    std::vector<int> standInOf(r, -1);
    int count = r;
    for (int i = 0; i < r; ++i)
      if (!m_mustMatch[real[i]]) standInOf[i] = count++;
    const bool extra = count % 2 != 0;
    const int total = count + (extra ? 1 : 0);
    std::vector<int> ownerOf(total, -1);
    for (int i = 0; i < r; ++i)
      if (standInOf[i] >= 0) ownerOf[standInOf[i]] = i;
    return hasPerfectMatching(total, [&](int a, int b) {
      if (a > b) std::swap(a, b);
      if (b < r) return isTight(real[a], real[b]) && usable(real[a], real[b]);
      if (a < r) return standInOf[a] == b;
      return true;  // stand-ins (and the extra one) pair among themselves
    });
  }

  // The best matching that keeps the fixed pairs and pairs no floated
  // bracket player inside the bracket; its weight, and `mate`.
  MatchWeight constrained(std::vector<int>& mate) const {
    std::vector<int> index(m_n, -1);
    std::vector<int> free;
    for (int v = 0; v < m_n; ++v)
      if (m_fixed[v] < 0) {
        index[v] = static_cast<int>(free.size());
        free.push_back(v);
      }
    std::vector<WeightedEdge> edges;
    for (const auto& e : m_edges) {
      if (index[e.u] < 0 || index[e.v] < 0) continue;
      const bool inside = e.u < m_bracketSize && e.v < m_bracketSize;
      if (inside && (m_floats[e.u] || m_floats[e.v])) continue;
      edges.push_back({index[e.u], index[e.v], e.weight});
    }
    const auto matching = maximumWeightMatching(static_cast<int>(free.size()), edges);
    mate.assign(m_n, -1);
    for (int v = 0; v < m_n; ++v)
      if (m_fixed[v] >= 0) mate[v] = m_fixed[v];
    for (int i = 0; i < static_cast<int>(free.size()); ++i)
      if (matching.mate[i] >= 0) mate[free[i]] = free[matching.mate[i]];
    return weightOf(mate);
  }

  // x-y is kept if some best matching holds it: the current one, one a
  // swap or alternating paths over tight edges reach, or a new matching.
  bool tryPair(int x, int y) {
    if (!isTight(x, y)) return false;
    if (m_mate[x] != y) {
      std::vector<int> moved = m_mate;
      const int a = moved[x];
      const int b = moved[y];
      if (a >= 0) moved[a] = -1;
      if (b >= 0) moved[b] = -1;
      moved[x] = y;
      moved[y] = x;
      m_fixed[x] = y;
      m_fixed[y] = x;
      if (a >= 0) rematch(moved, a);
      if (b >= 0 && moved[b] < 0) rematch(moved, b);
      if (weightOf(moved) == m_best) {
        m_mate = std::move(moved);
      } else {
        std::vector<int> trial;
        if (!mustMatchCoverable() || constrained(trial) != m_best) {
          m_fixed[x] = m_fixed[y] = -1;
          return false;
        }
        m_mate = std::move(trial);
      }
    }
    m_fixed[x] = y;
    m_fixed[y] = x;
    return true;
  }

  // No opponent keeps the best weight: every best pairing floats x.
  void floatOut(int x) {
    m_floats[x] = true;
    if (m_mate[x] >= 0 && m_mate[x] < m_bracketSize) {
      std::vector<int> trial;
      constrained(trial);
      m_mate = std::move(trial);
    }
  }

  const BracketWeights& m_w;
  int m_n;
  int m_bracketSize;
  std::vector<int> m_fixed;
  std::vector<bool> m_floats;
  std::vector<WeightedEdge> m_edges;
  std::vector<std::vector<int>> m_tight;
  std::vector<bool> m_mustMatch;  // a positive dual: matched in every best matching
  std::vector<int> m_mate;
  MatchWeight m_best;
};

// The bracket ranked by 1.8 (4.1: BSN 1, 2, ...).
std::vector<int> rankedBracket(const std::vector<BursteinPlayer>& players,
                               std::vector<int> bracket) {
  std::sort(bracket.begin(), bracket.end(),
            [&](int a, int b) { return ranksAboveByIndex(players[a], players[b]); });
  return bracket;
}

// True when the next bracket, the next scoregroup with any one floater of
// the bracket, pairs as well as C5 and C6 allow: that floater paired and at
// most one player of the scoregroup left. With a perfect matching of an
// even scoregroup, any floater who may meet one of them does (his partner's
// partner is left); with a matching of an odd one that leaves u free, any
// who may meet u. Otherwise not known here (false).
bool anyFloaterPairsBest(const std::vector<BursteinPlayer>& players,
                         const std::vector<int>& bracket, const std::vector<int>& next) {
  if (next.empty()) return false;
  const int n = static_cast<int>(next.size());
  const auto mate = maximumCardinalityMatching(
      n, [&](int a, int b) { return bursteinMayMeet(players[next[a]], players[next[b]]); });
  std::vector<int> free;
  for (int i = 0; i < n; ++i)
    if (mate[i] < 0) free.push_back(i);
  if (free.size() != static_cast<std::size_t>(n % 2)) return false;
  for (int v : bracket) {
    bool pairs = false;
    for (int i = 0; i < n && !pairs; ++i)
      pairs = (free.empty() || i == free.front()) && bursteinMayMeet(players[v], players[next[i]]);
    if (!pairs) return false;
  }
  return true;
}

// One search: over the bracket and the next scoregroup (a window: C4 is
// checked on its choice afterwards), or with every player below as well
// and the completion of the round the first field.
std::optional<BursteinBracketResult> search(const std::vector<BursteinPlayer>& players,
                                            const std::vector<int>& ranked,
                                            const std::vector<int>& next,
                                            const std::vector<int>& below, bool completion) {
  std::vector<int> vertices = ranked;
  vertices.insert(vertices.end(), next.begin(), next.end());
  if (completion) vertices.insert(vertices.end(), below.begin(), below.end());
  const int m = static_cast<int>(ranked.size());
  const BracketWeights weights(players, vertices, m, static_cast<int>(next.size()), completion);
  BracketSearch searching(weights, m);
  if (completion && !searching.perfect()) return std::nullopt;  // C4
  searching.choose();
  BursteinBracketResult result;
  result.ranked = ranked;
  for (int x = 0; x < m; ++x) {
    const int y = searching.fixedMate(x);
    if (y > x) result.pairs.emplace_back(ranked[x], ranked[y]);
    if (y < 0) result.floaters.push_back(ranked[x]);
  }
  return result;
}

}  // namespace

std::optional<BursteinBracketResult> pairBursteinBracket(const std::vector<BursteinPlayer>& players,
                                                         const std::vector<int>& bracket,
                                                         const std::vector<int>& next,
                                                         const std::vector<int>& below) {
  const std::vector<int> ranked = rankedBracket(players, bracket);
  // C7 can only separate pairings of the bracket whose floaters the next
  // bracket pairs differently; when it pairs any of them as well as it can
  // (or none floats), the bracket alone decides.
  const bool alone =
      canPairAllBurstein(players, ranked) || anyFloaterPairsBest(players, ranked, next);
  auto windowed = search(players, ranked, alone ? std::vector<int>{} : next, below, false);
  // C4: the floaters and every player below must still pair completely.
  std::vector<int> rest = windowed->floaters;
  rest.insert(rest.end(), next.begin(), next.end());
  rest.insert(rest.end(), below.begin(), below.end());
  if (canPairAllBurstein(players, rest)) return windowed;
  return search(players, ranked, next, below, true);
}

BursteinBracketQuality bursteinBracketQuality(const std::vector<BursteinPlayer>& players,
                                              const std::vector<int>& bracket,
                                              const std::vector<int>& next,
                                              const std::vector<std::pair<int, int>>& pairs) {
  BursteinBracketQuality q;
  const std::vector<int> ranked = rankedBracket(players, bracket);
  const BracketWeights weights(players, ranked, static_cast<int>(ranked.size()), 0, false);
  std::map<int, int> vertexOf;
  for (int v = 0; v < static_cast<int>(ranked.size()); ++v) vertexOf[ranked[v]] = v;
  MatchWeight bracketPart;
  std::vector<bool> paired(ranked.size(), false);
  for (const auto& [a, b] : pairs) {
    bracketPart += weights.edge(vertexOf.at(a), vertexOf.at(b));
    paired[vertexOf.at(a)] = paired[vertexOf.at(b)] = true;
  }
  weights.readBracket(bracketPart, q);
  // C7: the best the next bracket (the floaters and the next scoregroup)
  // can do, by its own C5 and C6.
  std::vector<int> nextBracket;
  for (int v = 0; v < static_cast<int>(ranked.size()); ++v)
    if (!paired[v]) nextBracket.push_back(ranked[v]);
  nextBracket.insert(nextBracket.end(), next.begin(), next.end());
  const int size = static_cast<int>(nextBracket.size());
  const BracketWeights nextWeights(players, nextBracket, 0, size, false);
  std::vector<WeightedEdge> edges;
  for (int u = 0; u < size; ++u)
    for (int v = u + 1; v < size; ++v)
      if (nextWeights.mayMeet(u, v)) edges.push_back({u, v, nextWeights.edge(u, v)});
  const auto matching = maximumWeightMatching(size, edges);
  MatchWeight nextPart;
  for (int u = 0; u < size; ++u)
    if (matching.mate[u] > u) nextPart += nextWeights.edge(u, matching.mate[u]);
  nextWeights.readNext(nextPart, q);
  return q;
}

}  // namespace pairing
