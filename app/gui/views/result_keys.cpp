// SPDX-License-Identifier: MIT
#include "app/gui/views/result_keys.h"

#include <array>

namespace gui {

using tournament::RoundResult;

namespace {

struct KeyResult {
  char16_t key;
  BoardResult result;
};

constexpr std::array keys{
    KeyResult{u'1', {RoundResult::Win, RoundResult::Loss}},
    KeyResult{u'=', {RoundResult::Draw, RoundResult::Draw}},
    KeyResult{u'5', {RoundResult::Draw, RoundResult::Draw}},
    KeyResult{u'0', {RoundResult::Loss, RoundResult::Win}},
    KeyResult{u'+', {RoundResult::ForfeitWin, RoundResult::ForfeitLoss}},
    KeyResult{u'-', {RoundResult::ForfeitLoss, RoundResult::ForfeitWin}},
    KeyResult{u'*', {RoundResult::ForfeitLoss, RoundResult::ForfeitLoss}},
    KeyResult{u'W', {RoundResult::UnratedWin, RoundResult::UnratedLoss}},
    KeyResult{u'D', {RoundResult::UnratedDraw, RoundResult::UnratedDraw}},
    KeyResult{u'L', {RoundResult::UnratedLoss, RoundResult::UnratedWin}},
    KeyResult{u' ', {RoundResult::Pending, RoundResult::Pending}},
};

}  // namespace

std::optional<BoardResult> resultForKey(QChar key) {
  const char16_t typed = key.toUpper().unicode();
  for (const KeyResult& k : keys)
    if (k.key == typed) return k.result;
  return std::nullopt;
}

}  // namespace gui
