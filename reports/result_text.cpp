// SPDX-License-Identifier: MIT
#include "reports/result_text.h"

namespace reports {

using tournament::RoundResult;

std::string resultMark(RoundResult result) {
  switch (result) {
    case RoundResult::Win:
    case RoundResult::UnratedWin:
      return "1";
    case RoundResult::Draw:
    case RoundResult::UnratedDraw:
      return "½";
    case RoundResult::Loss:
    case RoundResult::UnratedLoss:
      return "0";
    case RoundResult::ForfeitWin:
      return "+";
    case RoundResult::ForfeitLoss:
      return "-";
    case RoundResult::PairingBye:
      return "U";
    case RoundResult::HalfPointBye:
      return "H";
    case RoundResult::FullPointBye:
      return "F";
    case RoundResult::ZeroPointBye:
      return "Z";
    case RoundResult::Adjourned:
      return "A";
    case RoundResult::NotPaired:
    case RoundResult::Pending:
      return "";
  }
  return "";
}

std::string boardResultText(RoundResult white, RoundResult black) {
  if (white == RoundResult::Pending) return "";
  if (white == RoundResult::Adjourned) return "adj.";
  if (white == RoundResult::ForfeitWin || white == RoundResult::ForfeitLoss)
    return resultMark(white) + "/" + resultMark(black);
  return resultMark(white) + "-" + resultMark(black);
}

}  // namespace reports
