// SPDX-License-Identifier: MIT
#include "domain/chess/pgn_game.h"

namespace chess {

namespace {

// Control bytes (a DOS end-of-file 0x1A, for example) written as \xNN.
std::string visible(std::string_view token) {
  static constexpr char Hex[] = "0123456789ABCDEF";
  std::string text;
  for (const char c : token) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte == 0x7F) {
      text += "\\x";
      text += Hex[byte >> 4];
      text += Hex[byte & 15];
    } else {
      text += c;
    }
  }
  return text;
}

}  // namespace

std::string pgnProblemToken(const PgnProblem& problem) {
  switch (problem.code) {
    case PgnProblemCode::UnknownToken:
      return visible(problem.token);
    case PgnProblemCode::NoResult:
      return "#noresult";
    case PgnProblemCode::EofInComment:
      return "#eof-in-comment";
    case PgnProblemCode::UnclosedVariation:
      return "#unclosed-rav";
    case PgnProblemCode::StrayClose:
      return "#stray-)";
    case PgnProblemCode::VariationAtStart:
      return "#rav-at-start";
    case PgnProblemCode::ResultInVariation:
      return "#result-in-rav:" + problem.token;
    case PgnProblemCode::AfterResult:
      return "#after-result:" + visible(problem.token);
    case PgnProblemCode::BadTag:
      return "#badtag";
    case PgnProblemCode::DuplicateTag:
      return "#duptag";
    case PgnProblemCode::LineTooLong:
      return "#line-too-long";
    case PgnProblemCode::GameTooLong:
      return "#game-too-long";
  }
  return "#unknown";
}

std::optional<std::string_view> PgnGame::tag(std::string_view name) const {
  for (auto it = tags.rbegin(); it != tags.rend(); ++it) {
    if (it->name == name) return std::string_view(it->value);
  }
  return std::nullopt;
}

void PgnGame::addMove(std::string_view text, PgnPlace place) {
  movetext.push_back({PgnEventKind::Move, static_cast<std::uint32_t>(moveText.size()),
                      static_cast<std::uint32_t>(text.size()), place});
  moveText.append(text);
}

void PgnGame::clear() {
  index = 0;
  firstLine = 0;
  tags.clear();
  movetext.clear();
  moveText.clear();
  result.reset();
  resultPlace = {};
  problems.clear();
}

}  // namespace chess
