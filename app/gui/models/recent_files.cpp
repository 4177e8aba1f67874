// SPDX-License-Identifier: MIT
#include "app/gui/models/recent_files.h"

#include <QFileInfo>
#include <QSettings>

namespace gui {
namespace {

constexpr auto Key = "recentFiles";

QSettings settings() { return QSettings(QStringLiteral("Arbiter"), QStringLiteral("desk")); }

}  // namespace

QStringList RecentFiles::list() {
  QStringList kept;
  for (const QString& path : settings().value(Key).toStringList())
    if (QFileInfo::exists(path)) kept << path;
  return kept;
}

void RecentFiles::add(const QString& path) {
  const QString absolute = QFileInfo(path).absoluteFilePath();
  QStringList paths = list();
  paths.removeAll(absolute);
  paths.prepend(absolute);
  while (paths.size() > MaxRecentFiles) paths.removeLast();
  settings().setValue(Key, paths);
}

void RecentFiles::clear() { settings().remove(Key); }

}  // namespace gui
