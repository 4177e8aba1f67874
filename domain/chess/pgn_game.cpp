// SPDX-License-Identifier: MIT
#include "domain/chess/pgn_game.h"

namespace chess {

namespace {

// The length of the valid UTF-8 sequence at the start of `text` whose code
// point is printable (not C0, DEL or C1), or 0.
std::size_t printableSequence(std::string_view text) {
  const auto b = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const auto continuation = [&](std::size_t i) { return i < text.size() && (b(i) & 0xC0) == 0x80; };
  const unsigned char lead = b(0);
  if (lead >= 0x20 && lead < 0x7F) return 1;
  if (lead >= 0xC2 && lead <= 0xDF && continuation(1))
    return lead == 0xC2 && b(1) < 0xA0 ? 0 : 2;  // U+0080..U+009F are C1 controls
  if (lead >= 0xE0 && lead <= 0xEF && continuation(1) && continuation(2)) {
    const unsigned second = b(1);
    return (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second >= 0xA0) ? 0 : 3;
  }
  if (lead >= 0xF0 && lead <= 0xF4 && continuation(1) && continuation(2) && continuation(3)) {
    const unsigned second = b(1);
    return (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second >= 0x90) ? 0 : 4;
  }
  return 0;
}

}  // namespace

std::string reprEscaped(std::string_view token) {
  constexpr char Hex[] = "0123456789abcdef";
  std::string text;
  while (!token.empty()) {
    std::size_t length = 1;
    const char c = token[0];
    if (c == '\\') {
      text += "\\\\";
    } else if ((length = printableSequence(token)) > 0) {
      text.append(token.substr(0, length));
    } else {
      const auto byte = static_cast<unsigned char>(c);
      text += {'\\', 'x', Hex[byte >> 4], Hex[byte & 15]};
      length = 1;
    }
    token.remove_prefix(length);
  }
  return text;
}

std::string pgnProblemToken(const PgnProblem& problem) {
  switch (problem.code) {
    case PgnProblemCode::UnknownToken:
      return reprEscaped(problem.token);
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
      return "#after-result:" + reprEscaped(problem.token);
    case PgnProblemCode::BadTag:
      return "#badtag";
    case PgnProblemCode::MovetextOnTagLine:
      return "#movetext-on-tag-line";
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
