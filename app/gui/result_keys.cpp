// SPDX-License-Identifier: MIT
#include "app/gui/result_keys.h"

namespace gui {

using tournament::RoundResult;

std::optional<BoardResult> resultForKey(QChar key) {
  switch (key.unicode()) {
    case u'1':
      return BoardResult{RoundResult::Win, RoundResult::Loss};
    case u'=':
    case u'5':
      return BoardResult{RoundResult::Draw, RoundResult::Draw};
    case u'0':
      return BoardResult{RoundResult::Loss, RoundResult::Win};
    case u'+':
      return BoardResult{RoundResult::ForfeitWin, RoundResult::ForfeitLoss};
    case u'-':
      return BoardResult{RoundResult::ForfeitLoss, RoundResult::ForfeitWin};
    case u'w':
    case u'W':
      return BoardResult{RoundResult::UnratedWin, RoundResult::UnratedLoss};
    case u'd':
    case u'D':
      return BoardResult{RoundResult::UnratedDraw, RoundResult::UnratedDraw};
    case u'l':
    case u'L':
      return BoardResult{RoundResult::UnratedLoss, RoundResult::UnratedWin};
    case u'*':
      return BoardResult{RoundResult::ForfeitLoss, RoundResult::ForfeitLoss};
    case u' ':
      return BoardResult{RoundResult::Pending, RoundResult::Pending};
    default:
      return std::nullopt;
  }
}

}  // namespace gui
