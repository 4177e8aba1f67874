// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/title_norms.h"
#include "domain/tournament/section.h"
#include "reports/norm_certificate.h"

#include <QDialog>

#include <optional>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QPrinter;
class QPushButton;
class QTableWidget;
class QTextBrowser;

namespace gui {

// Reports ▸ Title norms: every player of the section with the norms the
// games give (service::sectionNorms, FIDE B.01 1.4), and for the selected
// player the working for GM, IM, WGM and WIM: the games counted, the rating
// floor raising the lowest opponent, Ra, the score, dp, Rp, the score the
// norm needed and each requirement with its numbers. "Foreigner
// requirement waived" is the event kind of 1.4.3a-d. The selected player's
// certificate of the title result for the title chosen (form IT1:
// service::normCertificate, reports::normCertificateHtml in the desk's
// language, the same as `arbiter report norm`) is saved as PDF, HTML or
// CSV, or printed.
class NormsDialog : public QDialog {
  Q_OBJECT
public:
  NormsDialog(const tournament::Section& section, std::string eventName, QWidget* parent = nullptr);

  QTableWidget* playersTable() const { return m_players; }
  QTextBrowser* workingView() const { return m_working; }
  QCheckBox* waivedBox() const { return m_waived; }
  QComboBox* titleChooser() const { return m_title; }
  QPushButton* saveButton() const { return m_save; }
  QPushButton* printButton() const { return m_print; }

  // Writes the selected player's certificate to `path`: PDF when the name
  // ends in .pdf, CSV in .csv, else HTML. Returns why not, or nullopt.
  std::optional<QString> saveCertificate(const QString& path) const;
  // Prints the selected player's certificate on `printer` (the Print
  // button's path once the print dialog is accepted). Returns why not, or
  // nullopt.
  std::optional<QString> printCertificate(QPrinter& printer) const;

private:
  void assess();
  void showWorking(int row);
  std::optional<reports::NormCertificate> certificate() const;
  void chooseSave();
  void print();

  tournament::Section m_section;
  std::string m_eventName;
  QComboBox* m_title = nullptr;
  QPushButton* m_save = nullptr;
  QPushButton* m_print = nullptr;
  std::vector<service::PlayerNorms> m_norms;
  QCheckBox* m_waived = nullptr;
  QTableWidget* m_players = nullptr;
  QTextBrowser* m_working = nullptr;
};

}  // namespace gui
