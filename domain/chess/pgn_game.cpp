// SPDX-License-Identifier: MIT
#include "domain/chess/pgn_game.h"

namespace chess {

std::string pgnProblemToken(const PgnProblem& problem) {
  switch (problem.code) {
    case PgnProblemCode::UnknownToken: return problem.token;
    case PgnProblemCode::NoResult: return "#noresult";
    case PgnProblemCode::EofInComment: return "#eof-in-comment";
    case PgnProblemCode::UnclosedVariation: return "#unclosed-rav";
    case PgnProblemCode::StrayClose: return "#stray-)";
    case PgnProblemCode::VariationAtStart: return "#rav-at-start";
    case PgnProblemCode::ResultInVariation: return "#result-in-rav:" + problem.token;
    case PgnProblemCode::AfterResult: return "#after-result:" + problem.token;
    case PgnProblemCode::BadTag: return "#badtag";
    case PgnProblemCode::DuplicateTag: return "#duptag";
    case PgnProblemCode::LineTooLong: return "#line-too-long";
    case PgnProblemCode::GameTooLong: return "#game-too-long";
  }
  return "#unknown";
}

std::optional<std::string_view> PgnGame::tag(std::string_view name) const {
  for (auto it = tags.rbegin(); it != tags.rend(); ++it) {
    if (it->name == name) return std::string_view(it->value);
  }
  return std::nullopt;
}

void PgnGame::clear() {
  index = 0;
  firstLine = 0;
  tags.clear();
  movetext.clear();
  result.reset();
  resultPlace = {};
  problems.clear();
}

}  // namespace chess
