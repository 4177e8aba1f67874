// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/title_norms.h"
#include "domain/tournament/section.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QTableWidget;
class QTextBrowser;

namespace gui {

// Reports ▸ Title norms: every player of the section with the norms the
// games give (service::sectionNorms, FIDE B.01 1.4), and for the selected
// player the working for GM, IM, WGM and WIM: the games counted, the rating
// floor raising the lowest opponent, Ra, the score, dp, Rp, the score the
// norm needed and each requirement with its numbers. "Foreigner
// requirement waived" is the event kind of 1.4.3a-d.
class NormsDialog : public QDialog {
  Q_OBJECT
public:
  NormsDialog(const tournament::Section& section, QWidget* parent = nullptr);

  QTableWidget* playersTable() const { return m_players; }
  QTextBrowser* workingView() const { return m_working; }
  QCheckBox* waivedBox() const { return m_waived; }

private:
  void assess();
  void showWorking(int row);

  tournament::Section m_section;
  std::vector<service::PlayerNorms> m_norms;
  QCheckBox* m_waived = nullptr;
  QTableWidget* m_players = nullptr;
  QTextBrowser* m_working = nullptr;
};

}  // namespace gui
