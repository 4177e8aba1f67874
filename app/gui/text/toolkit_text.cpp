// SPDX-License-Identifier: MIT
#include "app/gui/text/toolkit_text.h"

#include <QCoreApplication>

namespace gui {
namespace {

// The untranslated sentences are marked with QT_TRANSLATE_NOOP for lupdate.
QString text(const char* source) { return QCoreApplication::translate("gui::Toolkit", source); }

QString atPlace(int line, int column, const QString& what) {
  return text(QT_TRANSLATE_NOOP("gui::Toolkit", "line %1, column %2: %3"))
      .arg(line)
      .arg(column)
      .arg(what);
}

QString ratingListErrorText(interchange::RatingListErrorCode code) {
  using C = interchange::RatingListErrorCode;
  switch (code) {
    case C::Empty:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "the list has no players"));
    case C::NoHeader:
      return text(QT_TRANSLATE_NOOP(
          "gui::Toolkit", "the first line is not FIDE's header (\"ID Number      Name ...\")"));
    case C::MissingColumn:
      return text(QT_TRANSLATE_NOOP(
          "gui::Toolkit", "the header has no rating column (SRtng, RRtng, BRtng or a month)"));
    case C::BadId:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "the FIDE id is not a number"));
    case C::BadRating:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit",
                                    "a rating must be blank or a whole number from 0 to 3500"));
    case C::BadNumber:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "games, K or birth year is not a number"));
    case C::NotXml:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "a <player> element is not closed"));
    case C::BadEntity:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "an &...; entity that XML does not define"));
    case C::BadCsv:
      return text(QT_TRANSLATE_NOOP(
          "gui::Toolkit",
          "the national list does not read as CSV with a header (as Import players reads)"));
  }
  return {};
}

}  // namespace

QString listFileErrorText(const service::ListFileError& error) {
  const QString path = QString::fromStdString(error.path);
  if (error.cannotOpen)
    return text(QT_TRANSLATE_NOOP("gui::Toolkit", "Cannot open %1: it is missing or not readable."))
        .arg(path);
  return QStringLiteral("%1: %2").arg(
      path, atPlace(error.error.line, error.error.column, ratingListErrorText(error.error.code)));
}

QString listFieldText(interchange::ListField field) {
  using F = interchange::ListField;
  switch (field) {
    case F::Standard:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "standard rating"));
    case F::Rapid:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "rapid rating"));
    case F::Blitz:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "blitz rating"));
    case F::National:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "national rating"));
    case F::Title:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "title"));
    case F::Federation:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "federation"));
  }
  return {};
}

QString prizeTableErrorText(const standings::PrizeTableError& error) {
  using C = standings::PrizeTableErrorCode;
  QString what;
  switch (error.code) {
    case C::UnknownLine:
      what = text(QT_TRANSLATE_NOOP(
          "gui::Toolkit",
          "expected `tie = ...`, `precedence = ...` or `category NAME [conditions] = prizes`"));
      break;
    case C::BadTieRule:
      what = text(QT_TRANSLATE_NOOP("gui::Toolkit", "tie is tie-break, shared or hort"));
      break;
    case C::BadPrecedence:
      what = text(QT_TRANSLATE_NOOP("gui::Toolkit", "precedence is higher or order"));
      break;
    case C::BadCondition:
      what = text(QT_TRANSLATE_NOOP(
          "gui::Toolkit",
          "a condition is women, born>=YEAR, born<=YEAR, rating>=R or rating<=R (a club: top=N)"));
      break;
    case C::BadPrize:
      what = text(QT_TRANSLATE_NOOP(
          "gui::Toolkit", "a prize is an amount (e.g. 100 or 12.50) or a \"quoted item\""));
      break;
    case C::NoPrizes:
      what = text(QT_TRANSLATE_NOOP("gui::Toolkit", "the category has no prizes"));
      break;
    case C::NoCategories:
      what = text(QT_TRANSLATE_NOOP("gui::Toolkit", "the table has no category"));
      break;
    case C::UnterminatedQuote:
      what = text(QT_TRANSLATE_NOOP("gui::Toolkit", "a quoted item is not closed"));
      break;
  }
  return atPlace(error.line, error.column, what);
}

QString normTitleText(rating::NormTitle title) {
  switch (title) {
    case rating::NormTitle::GM:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "GM"));
    case rating::NormTitle::IM:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "IM"));
    case rating::NormTitle::WGM:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "WGM"));
    case rating::NormTitle::WIM:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "WIM"));
  }
  return {};
}

QString normRequirementText(rating::NormRequirement requirement) {
  using R = rating::NormRequirement;
  switch (requirement) {
    case R::Games:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "1.4.1 games"));
    case R::OtherFederations:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "1.4.3 other federations"));
    case R::OwnFederation:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "1.4.4 own federation, at most 3/5"));
    case R::OneFederation:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "1.4.4 one federation, at most 2/3"));
    case R::Titleholders:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "1.4.5a titleholders (CM, WCM not counted)"));
    case R::NormTitleHolders:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "1.4.5 holders of the title or above"));
    case R::AverageRating:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "1.4.8a average rating Ra"));
    case R::MinimumScore:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "1.4.8b score in %"));
    case R::Performance:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "1.4.8 performance Rp"));
  }
  return {};
}

QString gameMatchText(interchange::GameMatchStatus status) {
  using S = interchange::GameMatchStatus;
  switch (status) {
    case S::Matched:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "matched"));
    case S::ColoursReversed:
      return text(
          QT_TRANSLATE_NOOP("gui::Toolkit", "matched, White and Black swapped in the file"));
    case S::NoRound:
      return text(
          QT_TRANSLATE_NOOP("gui::Toolkit", "no round (choose the round or give a Round tag)"));
    case S::NoSuchRound:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "the round is not paired"));
    case S::NoBoard:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "no board of the round has these players"));
    case S::Ambiguous:
      return text(QT_TRANSLATE_NOOP("gui::Toolkit", "several boards fit these names"));
  }
  return {};
}

}  // namespace gui
