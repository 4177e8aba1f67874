// SPDX-License-Identifier: MIT
#include "app/cli/fifty_extension_option.h"

#include "app/cli/command.h"

#include <fmt/format.h>

namespace cli {
namespace {

const char* extensionErrorText(chess::ExtensionErrorCode code) {
  switch (code) {
    case chess::ExtensionErrorCode::BadEnding:
      return "not an ending";
    case chess::ExtensionErrorCode::MissingCount:
      return "no move count";
    case chess::ExtensionErrorCode::CountNotAbove50:
      static_assert(chess::MaxExtendedMoves == 1000);
      return "the count must be more than 50 (and at most 1000)";
    case chess::ExtensionErrorCode::Duplicate:
      return "an ending given twice";
  }
  return "not readable";
}

}  // namespace

std::vector<chess::FiftyMoveExtension> readFiftyExtensions(const std::string& text) {
  if (text == "none") return {};
  auto read = chess::parseFiftyMoveExtensions(text);
  if (!read)
    throw UsageError{fmt::format(
        "--fifty-extension '{}': {} at column {} (ENDING=MOVES,..., e.g. KRBvKR=100: each "
        "side's king and pieces Q R B N P; more than 50 moves, old Laws 10.12)",
        text, extensionErrorText(read.error().code), read.error().column)};
  return std::move(*read);
}

void requireClassicForExtensions(const std::vector<chess::FiftyMoveExtension>& extensions,
                                 tournament::RulesProfile rules) {
  // classic 10.12 lets the organiser raise the count; the FIDE Laws
  // 9.3 have 50 moves for every position.
  if (!extensions.empty() && rules != tournament::RulesProfile::Classic)
    throw UsageError{
        "--fifty-extension is a classic-profile setting (classic 10.12); the FIDE Laws (9.3) "
        "have no extended count: give --rules classic, or --fifty-extension none"};
}

}  // namespace cli
