// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <string>

class QWidget;

namespace gui {

// The arbiter working at this desk: the name every audit row of a change
// made here carries (the log's "Arbiter" column, the undo prompt's "done
// by"). Kept in the user's settings (QSettings "Arbiter"/"desk", key
// arbiterOnDuty) so that the deputy who takes over a desk sets it once.
class ArbiterOnDuty {
public:
  // The name set at this desk; empty if none.
  static QString name();
  static void setName(const QString& name);
  // The name for an audit row: the one set, else $USER, else "desk",
  // followed by the station, the computer's host name ("Wang Fang @
  // hall-desk-2"), so that the log tells two desks apart. Kept in the
  // audit row's `who` text: the schema has no column for the station.
  static std::string auditName();
  // Asks for the name (the current one proposed) and stores it; false if
  // the arbiter cancelled.
  static bool ask(QWidget* parent);
};

}  // namespace gui
