// SPDX-License-Identifier: MIT
#include "app/cli/toolkit_messages.h"

#include <fmt/format.h>

namespace cli {

std::string ratingListErrorText(const interchange::RatingListError& error) {
  using C = interchange::RatingListErrorCode;
  std::string_view what = "bad input";
  switch (error.code) {
    case C::Empty:
      what = "the list has no players";
      break;
    case C::NoHeader:
      what = "the first line is not FIDE's header (\"ID Number      Name ...\")";
      break;
    case C::MissingColumn:
      what = "the header has no rating column (SRtng, RRtng, BRtng or a month)";
      break;
    case C::BadId:
      what = "the FIDE id is not a number";
      break;
    case C::BadRating:
      what = "a rating must be blank or a whole number from 0 to 3500";
      break;
    case C::BadNumber:
      what = "games, K or birth year is not a number";
      break;
    case C::NotXml:
      what = "a <player> element is not closed";
      break;
    case C::BadEntity:
      what = "an &...; entity that XML does not define";
      break;
    case C::BadCsv:
      what = "the national list does not read as CSV with a header (see `arbiter player import`)";
      break;
  }
  return fmt::format("line {}, column {}: {}", error.line, error.column, what);
}

std::string batchErrorText(const tournament::BatchError& error) {
  using C = tournament::BatchErrorCode;
  std::string_view what = "bad input";
  switch (error.code) {
    case C::Empty:
      what = "no result was given";
      break;
    case C::UnknownResult:
      what = "not a result (1 = 0 + - -- 00 *, 1-0 1/2-1/2 0-1 +/- -/+ -/-, with u for unrated)";
      break;
    case C::BadBoard:
      what = "the board is not a number";
      break;
    case C::MissingResult:
      what = "the board has no result";
      break;
    case C::BoardTwice:
      what = "the board is given twice";
      break;
  }
  return fmt::format("line {}, column {}: {}; nothing was stored", error.line, error.column, what);
}

std::string prizeTableErrorText(const standings::PrizeTableError& error) {
  using C = standings::PrizeTableErrorCode;
  std::string_view what = "bad input";
  switch (error.code) {
    case C::UnknownLine:
      what = "expected `tie = ...`, `precedence = ...` or `category NAME [conditions] = prizes`";
      break;
    case C::BadTieRule:
      what = "tie is tie-break, shared or hort";
      break;
    case C::BadPrecedence:
      what = "precedence is higher or order";
      break;
    case C::BadCondition:
      what = "a condition is women, born>=YEAR, born<=YEAR, rating>=R or rating<=R (a club: top=N)";
      break;
    case C::BadPrize:
      what = "a prize is an amount (e.g. 100 or 12.50) or a \"quoted item\"";
      break;
    case C::NoPrizes:
      what = "the category has no prizes";
      break;
    case C::NoCategories:
      what = "the table has no category";
      break;
    case C::UnterminatedQuote:
      what = "a quoted item is not closed";
      break;
  }
  return fmt::format("line {}, column {}: {}", error.line, error.column, what);
}

std::string_view normTitleName(rating::NormTitle title) {
  switch (title) {
    case rating::NormTitle::GM:
      return "GM";
    case rating::NormTitle::IM:
      return "IM";
    case rating::NormTitle::WGM:
      return "WGM";
    case rating::NormTitle::WIM:
      return "WIM";
  }
  return "";
}

std::string_view normRequirementText(rating::NormRequirement requirement) {
  using R = rating::NormRequirement;
  switch (requirement) {
    case R::Games:
      return "1.4.1 games";
    case R::OtherFederations:
      return "1.4.3 other federations";
    case R::OwnFederation:
      return "1.4.4 own federation at most 3/5";
    case R::OneFederation:
      return "1.4.4 one federation at most 2/3";
    case R::Titleholders:
      return "1.4.5a titleholders (CM, WCM not counted)";
    case R::NormTitleHolders:
      return "1.4.5 holders of the title or above";
    case R::AverageRating:
      return "1.4.8a average rating Ra";
    case R::MinimumScore:
      return "1.4.8b score in %";
    case R::Performance:
      return "1.4.8 performance Rp";
  }
  return "";
}

std::string_view gameMatchText(interchange::GameMatchStatus status) {
  using S = interchange::GameMatchStatus;
  switch (status) {
    case S::Matched:
      return "matched";
    case S::ColoursReversed:
      return "matched, White and Black swapped in the file";
    case S::NoRound:
      return "no round (give --round or a Round tag)";
    case S::NoSuchRound:
      return "the round is not paired";
    case S::NoBoard:
      return "no board of the round has these players";
    case S::Ambiguous:
      return "several boards fit these names";
  }
  return "";
}

}  // namespace cli
