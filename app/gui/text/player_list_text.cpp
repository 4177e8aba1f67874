// SPDX-License-Identifier: MIT
#include "app/gui/text/player_list_text.h"

#include "app/gui/text/trf_error_text.h"

#include <QCoreApplication>

namespace gui {
namespace {

QString text(const char* source) { return QCoreApplication::translate("gui::PlayerList", source); }

QString csvReason(tournament::PlayerCsvErrorCode code) {
  using C = tournament::PlayerCsvErrorCode;
  switch (code) {
    case C::Empty:
      return text(QT_TRANSLATE_NOOP("gui::PlayerList",
                                    "the file is empty (a header line naming the columns is "
                                    "needed)"));
    case C::UnknownColumn:
      return text(QT_TRANSLATE_NOOP(
          "gui::PlayerList",
          "unknown column (name, rating, rapid, blitz, national, fide_id, national_id, title, "
          "federation, sex, birth, club, club_elo, club_elo_games, class_points)"));
    case C::DuplicateColumn:
      return text(QT_TRANSLATE_NOOP("gui::PlayerList", "a column is named twice"));
    case C::NoNameColumn:
      return text(QT_TRANSLATE_NOOP("gui::PlayerList", "the header has no \"name\" column"));
    case C::UnterminatedQuote:
      return text(QT_TRANSLATE_NOOP("gui::PlayerList", "a quoted field is not closed"));
    case C::FieldCount:
      return text(QT_TRANSLATE_NOOP("gui::PlayerList", "more fields than the header has columns"));
    case C::EmptyName:
      return text(QT_TRANSLATE_NOOP("gui::PlayerList", "the name is empty"));
    case C::NotUtf8:
      return text(
          QT_TRANSLATE_NOOP("gui::PlayerList",
                            "the text is neither UTF-8, UTF-16 with a byte order mark, nor GB18030 "
                            "(save the file as UTF-8)"));
    case C::BadRating:
      return text(
          QT_TRANSLATE_NOOP("gui::PlayerList", "a rating is a whole number from 0 to 4000"));
    case C::BadSex:
      return text(QT_TRANSLATE_NOOP("gui::PlayerList", "sex is m or f"));
    case C::BadDate:
      return text(QT_TRANSLATE_NOOP("gui::PlayerList",
                                    "a birth date is a real date YYYY-MM-DD, or a year YYYY"));
    case C::BadTitle:
      return text(QT_TRANSLATE_NOOP("gui::PlayerList",
                                    "a title is GM, IM, WGM, FM, WIM, CM, WFM, WCM or empty"));
    case C::BadFideId:
      return text(QT_TRANSLATE_NOOP("gui::PlayerList", "a FIDE id has 1 to 11 digits"));
    case C::BadFederation:
      return text(QT_TRANSLATE_NOOP("gui::PlayerList",
                                    "a federation is a FIDE code such as CHN, ENG, GER"));
    case C::BadClubNumber:
      return text(QT_TRANSLATE_NOOP("gui::PlayerList",
                                    "club_elo is 0 to 4000, club_elo_games 0 or more, "
                                    "class_points a whole number"));
    case C::FieldTooLong:
      return text(QT_TRANSLATE_NOOP("gui::PlayerList",
                                    "a field is longer than 1000 bytes (no real value is)"));
  }
  return text(QT_TRANSLATE_NOOP("gui::PlayerList", "the list cannot be read"));
}

}  // namespace

QString playerListErrorText(const QString& fileName, const service::PlayerListError& error) {
  if (const auto* trf = std::get_if<interchange::TrfError>(&error))
    return QStringLiteral("%1: %2").arg(fileName, trfErrorText(*trf));
  const auto& csv = std::get<tournament::PlayerCsvError>(error);
  QString reason = csvReason(csv.code);
  if (!csv.hint.empty())
    reason += text(QT_TRANSLATE_NOOP("gui::PlayerList", " (did you mean %1?)"))
                  .arg(QString::fromStdString(csv.hint));
  return text(QT_TRANSLATE_NOOP("gui::PlayerList", "%1, line %2, column %3: %4"))
      .arg(fileName)
      .arg(csv.line)
      .arg(csv.column)
      .arg(reason);
}

}  // namespace gui
