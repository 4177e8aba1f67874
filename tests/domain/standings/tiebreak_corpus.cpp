// SPDX-License-Identifier: MIT
#include "tests/domain/standings/tiebreak_corpus.h"

#include "domain/interchange/trf_reader.h"
#include "domain/standings/standings.h"
#include "domain/standings/tiebreak.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <tuple>

namespace standings::testing {

namespace fs = std::filesystem;

namespace {

const fs::path Corpus = ARBITER_CORPUS_DIR;

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// doubtful.tsv: file (relative to tiebreaks/), start, column -> alternative.
using DoubtKey = std::tuple<std::string, int, std::string>;
std::map<DoubtKey, std::string> doubtfulCells() {
  std::map<DoubtKey, std::string> cells;
  std::ifstream in(Corpus / "tiebreaks" / "doubtful.tsv");
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    const auto c = splitTabs(line);
    if (c.size() >= 5) cells[{c[0], std::stoi(c[1]), c[2]}] = c[4];
  }
  return cells;
}

}  // namespace

std::vector<std::string> splitTabs(const std::string& line) {
  std::vector<std::string> cells;
  std::stringstream stream(line);
  std::string cell;
  while (std::getline(stream, cell, '\t')) cells.push_back(cell);
  return cells;
}

std::optional<long long> parseHundredths(const std::string& cell) {
  if (cell == "-") return std::nullopt;
  const bool negative = !cell.empty() && cell.front() == '-';
  const std::string digits = negative ? cell.substr(1) : cell;
  const auto dot = digits.find('.');
  long long whole = std::stoll(digits.substr(0, dot));
  long long fraction = 0;
  if (dot != std::string::npos) {
    std::string decimals = digits.substr(dot + 1) + "00";
    fraction = std::stoll(decimals.substr(0, 2));
  }
  const long long value = whole * 100 + fraction;
  return negative ? -value : value;
}

ExpectedFile readExpected(const fs::path& path) {
  ExpectedFile file;
  file.path = path;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("# input: ", 0) == 0) {
      file.input = Corpus / fs::path(line.substr(9)).lexically_relative("shared/corpus");
    } else if (line.rfind("# rounds: ", 0) == 0) {
      file.rounds = std::stoi(line.substr(10));
      file.roundRobin = line.find("type: round-robin") != std::string::npos;
      file.edition =
          line.find("edition: 2023") != std::string::npos ? Edition::Text2023 : Edition::Text2026;
    } else if (line.rfind('#', 0) == 0) {
      continue;
    } else if (file.columns.empty()) {
      file.columns = splitTabs(line);
    } else if (!line.empty()) {
      file.rows.push_back(splitTabs(line));
    }
  }
  return file;
}

std::vector<std::string> mismatches(const ExpectedFile& expected) {
  std::vector<std::string> found;
  const auto read = interchange::readTrf(slurp(expected.input));
  if (!read) return {"cannot read " + expected.input.string()};
  const auto& state = read->state;
  StandingsOptions options;
  options.edition = expected.edition;
  options.rounds = expected.rounds;
  options.system = expected.roundRobin ? tournament::PairingSystem::RoundRobin
                                       : tournament::PairingSystem::DutchSwiss;
  const SectionView view(state, options);
  const auto doubtful = doubtfulCells();
  const std::string relative =
      expected.path.lexically_relative(Corpus / "tiebreaks").generic_string();
  for (std::size_t col = 1; col < expected.columns.size(); ++col) {
    const std::string& name = expected.columns[col];
    std::vector<std::optional<long long>> ours;
    if (name == "points") {
      for (int p = 1; p <= view.playerCount(); ++p) ours.push_back(view.score(p) * 50LL);
    } else {
      const auto tb = parseTieBreak(name);
      if (!tb) return {"unknown column " + name};
      for (const auto& w : computeTieBreak(view, *tb)) ours.push_back(w.value);
    }
    for (const auto& row : expected.rows) {
      const int start = std::stoi(row[0]);
      const auto theirs = parseHundredths(row[col]);
      const auto mine = ours[static_cast<std::size_t>(start - 1)];
      if (mine == theirs) continue;
      const auto doubt = doubtful.find({relative, start, name});
      if (doubt != doubtful.end() && mine == parseHundredths(doubt->second)) continue;
      std::ostringstream line;
      line << relative << " start " << start << " " << name << " expected " << row[col] << " got "
           << (mine ? std::to_string(*mine) + "/100" : std::string("-"));
      found.push_back(line.str());
    }
  }
  return found;
}

std::vector<fs::path> allExpectedFiles() {
  std::vector<fs::path> files;
  for (const auto& folder : {Corpus / "tiebreaks", Corpus / "tiebreaks" / "generated"})
    for (const auto& entry : fs::directory_iterator(folder))
      if (entry.path().extension() == ".tsv" && entry.path().filename() != "doubtful.tsv")
        files.push_back(entry.path());
  std::ranges::sort(files);
  return files;
}

}  // namespace standings::testing
