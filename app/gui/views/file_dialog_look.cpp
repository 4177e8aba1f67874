// SPDX-License-Identifier: MIT
#include "app/gui/views/file_dialog_look.h"

#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QScreen>
#include <QTreeView>

#include <algorithm>

namespace gui {
namespace {

// Words Qt's file dialog asks for under a context its Chinese catalogue
// (qtbase_zh_CN of Qt 6.4) does not have, so they showed in English
// ("Folder" in the Type column). Listed here for lupdate: the desk's own
// catalogue answers for that context.
[[maybe_unused]] const char* const QtFileDialogWords[][2] = {
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Shortcut", "All other platforms"),
};
[[maybe_unused]] const char* const QtFileDialogDrive =
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive");

void fit(QFileDialog& dialog) {
  if (const QScreen* screen = dialog.screen()) {
    const QSize room = screen->availableGeometry().size() * 3 / 5;
    dialog.resize(std::max(dialog.width(), room.width()), std::max(dialog.height(), room.height()));
  }
  for (QTreeView* view : dialog.findChildren<QTreeView*>()) {
    QHeaderView* header = view->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < header->count(); ++column)
      header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
  }
}

}  // namespace

bool FileDialogLook::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() == QEvent::Show)
    if (auto* dialog = qobject_cast<QFileDialog*>(watched)) fit(*dialog);
  return QObject::eventFilter(watched, event);
}

}  // namespace gui
