// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

namespace gui {

// Qt's own file dialog as the desk shows it (on a desktop without a
// platform dialog, as under X without one, Qt draws it itself): at least
// three fifths of the screen, the Name column taking the room and the Size,
// Type and Date columns as wide as what they hold, so nothing is cut off in
// either language. Installed on the application, it fits every file dialog
// when it is shown.
class FileDialogLook : public QObject {
  Q_OBJECT
public:
  using QObject::QObject;
  bool eventFilter(QObject* watched, QEvent* event) override;
};

}  // namespace gui
