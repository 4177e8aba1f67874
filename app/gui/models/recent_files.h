// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace gui {

// The event and TRF files opened last, most recent first, kept in the
// user's settings (QSettings "Arbiter"/"desk", key recentFiles) so that the
// start page can offer them. At most MaxRecentFiles; files that no longer
// exist are dropped when the list is read.
class RecentFiles {
public:
  static constexpr int MaxRecentFiles = 8;

  static QStringList list();
  // Puts `path` (made absolute) first.
  static void add(const QString& path);
  static void clear();
};

}  // namespace gui
