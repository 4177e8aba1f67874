// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace gui {

// What the desk shows before an event is open: the recent files (Enter or a
// double click opens one) and buttons for a new event file, an existing
// event file and a TRF file. It only asks; the main window acts.
class StartPage : public QWidget {
  Q_OBJECT
public:
  explicit StartPage(QWidget* parent = nullptr);

  // Re-reads the recent files.
  void reload();
  QListWidget* recentList() const { return m_recent; }
  QPushButton* newEventButton() const { return m_newEvent; }

signals:
  void openRequested(const QString& path);
  void newEventRequested();
  void openEventRequested();
  void openTrfRequested();

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslate();

  QLabel* m_title = nullptr;
  QLabel* m_recentLabel = nullptr;
  QLabel* m_emptyNote = nullptr;
  QListWidget* m_recent = nullptr;
  QPushButton* m_newEvent = nullptr;
  QPushButton* m_openEvent = nullptr;
  QPushButton* m_openTrf = nullptr;
};

}  // namespace gui
