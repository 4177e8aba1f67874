// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/player_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gui {
namespace {

// The FIDE titles the domain accepts (player.h), and none.
constexpr const char* Titles[] = {"", "GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"};
constexpr int MaxRating = 4000;

QSpinBox* ratingBox(int value) {
  auto* box = new QSpinBox;
  box->setRange(0, MaxRating);
  box->setValue(value);
  return box;
}

QString trimmed(const QLineEdit* edit) { return edit->text().trimmed(); }

}  // namespace

PlayerDialog::PlayerDialog(const tournament::Player& player, std::vector<tournament::Player> others,
                           QWidget* parent)
    : QDialog(parent), m_original(player), m_others(std::move(others)) {
  setObjectName(QStringLiteral("playerDialog"));
  m_name = new QLineEdit(QString::fromStdString(player.name));
  m_name->setMinimumWidth(m_name->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 24);
  m_title = new QComboBox;
  // The titles are FIDE's abbreviations in every language; "none" is translated.
  for (const char* title : Titles)
    m_title->addItem(QString::fromLatin1(title), QString::fromLatin1(title));
  m_title->setCurrentIndex(std::max(0, m_title->findData(QString::fromStdString(player.title))));
  m_fideId = new QLineEdit(QString::fromStdString(player.fideId));
  m_fideId->setValidator(
      new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,10}")), this));
  m_nationalId = new QLineEdit(QString::fromStdString(player.nationalId));
  m_federation = new QLineEdit(QString::fromStdString(player.federation));
  m_federation->setValidator(
      new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z]{0,3}")), this));
  m_federation->setPlaceholderText(QStringLiteral("CHN"));
  m_standard = ratingBox(player.ratings.standard);
  m_rapid = ratingBox(player.ratings.rapid);
  m_blitz = ratingBox(player.ratings.blitz);
  m_national = ratingBox(player.ratings.national);
  m_birth = new QLineEdit(QString::fromStdString(player.birthDate));
  m_birth->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
  m_sex = new QComboBox;
  for (const auto sex : {tournament::Sex::Unknown, tournament::Sex::Male, tournament::Sex::Female})
    m_sex->addItem(QString(), int(sex));
  m_sex->setCurrentIndex(m_sex->findData(int(player.sex)));
  m_club = new QLineEdit(QString::fromStdString(player.club));
  m_problem = new QLabel;
  m_problem->setObjectName(QStringLiteral("problem"));
  m_problem->setWordWrap(true);
  m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
  m_duplicate = new QLabel;
  m_duplicate->setWordWrap(true);
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);

  m_form = new QFormLayout;
  for (QWidget* field : std::initializer_list<QWidget*>{m_name, m_title, m_fideId, m_nationalId,
                                                        m_federation, m_standard, m_rapid, m_blitz,
                                                        m_national, m_birth, m_sex, m_club})
    m_form->addRow(new QLabel, field);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(m_form);
  layout->addWidget(m_problem);
  layout->addWidget(m_duplicate);
  layout->addWidget(m_buttons);

  for (QLineEdit* edit : {m_name, m_fideId, m_federation, m_birth})
    connect(edit, &QLineEdit::textChanged, this, &PlayerDialog::check);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  retranslate();
}

QString PlayerDialog::problem() const {
  if (trimmed(m_name).isEmpty())
    return tr("The name is required (any script: 王芳, Müller, Ivanov).");
  const QString federation = trimmed(m_federation);
  if (!federation.isEmpty() && federation.size() != 3)
    return tr("The federation is a three-letter FIDE code, e.g. CHN.");
  const QString birth = trimmed(m_birth);
  if (!birth.isEmpty() && !tournament::isBirthDate(birth.toStdString()))
    return tr("The birth date is written YYYY-MM-DD.");
  return {};
}

QString PlayerDialog::duplicateWarning() const {
  const std::string name = trimmed(m_name).toStdString();
  const std::string fideId = trimmed(m_fideId).toStdString();
  const std::string birth = trimmed(m_birth).toStdString();
  for (const auto& other : m_others) {
    if (other.id == m_original.id && m_original.id != 0) continue;
    if (!fideId.empty() && other.fideId == fideId)
      return tr("Player %1 (%2) has the same FIDE ID.")
          .arg(other.pairingNumber)
          .arg(QString::fromStdString(other.name));
    if (!name.empty() && other.name == name && other.birthDate == birth)
      return tr("Player %1 has the same name and birth date: the same person?")
          .arg(other.pairingNumber);
  }
  return {};
}

void PlayerDialog::check() {
  const QString problem = this->problem();
  m_problem->setText(problem);
  m_problem->setVisible(!problem.isEmpty());
  const QString duplicate = duplicateWarning();
  m_duplicate->setText(duplicate);
  m_duplicate->setVisible(!duplicate.isEmpty());
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

tournament::Player PlayerDialog::player() const {
  tournament::Player p = m_original;
  p.name = trimmed(m_name).toStdString();
  p.title = m_title->currentData().toString().toStdString();
  p.fideId = trimmed(m_fideId).toStdString();
  p.nationalId = trimmed(m_nationalId).toStdString();
  p.federation = trimmed(m_federation).toUpper().toStdString();
  p.ratings = {m_standard->value(), m_rapid->value(), m_blitz->value(), m_national->value()};
  p.birthDate = trimmed(m_birth).toStdString();
  p.sex = tournament::Sex(m_sex->currentData().toInt());
  p.club = trimmed(m_club).toStdString();
  return p;
}

void PlayerDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(event);
}

void PlayerDialog::retranslate() {
  setWindowTitle(m_original.name.empty() ? tr("Register a player") : tr("Edit a player"));
  const std::pair<QWidget*, QString> labels[] = {
      {m_name, tr("&Name:")},
      {m_title, tr("&Title:")},
      {m_fideId, tr("&FIDE ID:")},
      {m_nationalId, tr("National &ID:")},
      {m_federation, tr("F&ederation:")},
      {m_standard, tr("&Rating (FIDE standard):")},
      {m_rapid, tr("FIDE ra&pid:")},
      {m_blitz, tr("FIDE &blitz:")},
      {m_national, tr("Nat&ional rating:")},
      {m_birth, tr("Bi&rth date:")},
      {m_sex, tr("&Sex:")},
      {m_club, tr("&Club:")},
  };
  for (const auto& [field, text] : labels)
    if (auto* label = qobject_cast<QLabel*>(m_form->labelForField(field))) {
      label->setText(text);
      label->setBuddy(field);
    }
  m_title->setItemText(0, tr("none"));
  for (QSpinBox* rating : {m_standard, m_rapid, m_blitz, m_national})
    rating->setSpecialValueText(tr("unrated"));
  m_sex->setItemText(0, tr("not given"));
  m_sex->setItemText(1, tr("male"));
  m_sex->setItemText(2, tr("female"));
  check();
}

}  // namespace gui
