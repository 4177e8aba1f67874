// SPDX-License-Identifier: MIT
#include "app/gui/models/player_columns.h"

#include <QCoreApplication>

namespace gui {

QString playerColumnTitle(PlayerColumn column) {
  switch (column) {
    case StartNumberColumn:
      return QCoreApplication::translate("gui::PlayerColumns", "No.");
    case TitleColumn:
      return QCoreApplication::translate("gui::PlayerColumns", "Title");
    case NameColumn:
      return QCoreApplication::translate("gui::PlayerColumns", "Name");
    case FederationColumn:
      return QCoreApplication::translate("gui::PlayerColumns", "Federation");
    case RatingColumn:
      return QCoreApplication::translate("gui::PlayerColumns", "Rating");
  }
  return {};
}

QString pointsColumnTitle() { return QCoreApplication::translate("gui::PlayerColumns", "Points"); }

}  // namespace gui
