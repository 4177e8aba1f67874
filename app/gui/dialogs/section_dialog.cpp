// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/section_dialog.h"
#include "app/gui/text/event_file_text.h"

#include "app/gui/text/tiebreak_names.h"
#include "domain/chess/fifty_move_extension.h"
#include "domain/standings/tiebreak_list.h"
#include "domain/tournament/player.h"
#include "domain/tournament/scoring_spec.h"
#include "domain/tournament/system_settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gui {
namespace {

std::vector<std::string> commaList(const QString& text) {
  std::vector<std::string> items;
  for (const QString& item : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
    if (const QString trimmed = item.trimmed(); !trimmed.isEmpty())
      items.push_back(trimmed.toStdString());
  return items;
}

QString joined(const std::vector<std::string>& items) {
  QStringList list;
  for (const auto& item : items) list << QString::fromStdString(item);
  return list.join(QStringLiteral(", "));
}

// Combo entries carry their value as item data; the texts are set in
// retranslate().
void addValues(QComboBox* combo, std::initializer_list<int> values) {
  for (const int value : values) combo->addItem(QString(), value);
}

void choose(QComboBox* combo, int value) { combo->setCurrentIndex(combo->findData(value)); }

int chosen(const QComboBox* combo) { return combo->currentData().toInt(); }

}  // namespace

SectionDialog::SectionDialog(const tournament::SectionSettings& settings, QWidget* parent)
    : QDialog(parent), m_original(settings) {
  using namespace tournament;
  setObjectName(QStringLiteral("sectionDialog"));
  m_name = new QLineEdit(QString::fromStdString(settings.name));
  m_pairing = new QComboBox;
  addValues(m_pairing, {int(PairingSystem::DutchSwiss), int(PairingSystem::RoundRobin),
                        int(PairingSystem::DubovSwiss), int(PairingSystem::BursteinSwiss)});
  choose(m_pairing, int(settings.pairing));
  m_acceleration = new QComboBox;
  addValues(m_acceleration, {int(Acceleration::None), int(Acceleration::Baku)});
  choose(m_acceleration, int(settings.acceleration));
  m_dutchEdition = new QComboBox;
  addValues(m_dutchEdition, {int(DutchEdition::Rules2026), int(DutchEdition::Rules2017)});
  choose(m_dutchEdition, int(settings.edition));
  m_rounds = new QSpinBox;
  m_rounds->setRange(1, 99);
  m_rounds->setValue(settings.rounds > 0 ? settings.rounds : 9);
  m_rules = new QComboBox;
  addValues(m_rules, {int(RulesProfile::Fide2023), int(RulesProfile::Classic)});
  choose(m_rules, int(settings.rules));
  m_fideMode = new QCheckBox;
  m_fideMode->setChecked(settings.fideMode);
  // C.02.03 §7: FIDE mode is never turned on again once left.
  m_fideMode->setEnabled(settings.fideMode);
  m_timeControl = new QLineEdit(QString::fromStdString(settings.timeControl.spec()));
  m_timeControl->setPlaceholderText(QStringLiteral("40/90+30,30+30"));
  m_rate = new QComboBox;
  addValues(m_rate, {int(RateOfPlay::Standard), int(RateOfPlay::Rapid), int(RateOfPlay::Blitz)});
  choose(m_rate, int(settings.rate));
  m_defaultTime = new QSpinBox;
  m_defaultTime->setRange(-1, 600);
  m_defaultTime->setValue(settings.defaultTimeMinutes.value_or(-1));
  m_scoring = new QLineEdit(QString::fromStdString(scoringSpec(settings.scoring)));
  m_tieBreaks = new QLineEdit(joined(settings.tieBreaks));
  m_tieBreaks->setPlaceholderText(QStringLiteral("BH/C1, BH, SB, DE, WIN"));
  m_edition = new QComboBox;
  for (const char* edition : {"", "2026", "2023", "pre2023"})
    m_edition->addItem(QString(), QString::fromLatin1(edition));
  m_edition->setCurrentIndex(
      std::max(0, m_edition->findData(QString::fromStdString(settings.tieBreakEdition))));
  m_legend = new QLabel;
  m_legend->setWordWrap(true);
  m_categories =
      new QLineEdit(QString::fromStdString(tournament::categoriesText(settings.categories)));
  m_categories->setPlaceholderText(QStringLiteral("women, U12, S50, U2000"));
  m_drawOffer = new QComboBox;
  addValues(m_drawOffer, {int(DrawOfferRule::Free), int(DrawOfferRule::NotBeforeMove),
                          int(DrawOfferRule::ArbiterConsent)});
  choose(m_drawOffer, int(settings.drawOffer));
  m_drawOfferMove = new QSpinBox;
  m_drawOfferMove->setRange(1, 500);
  m_drawOfferMove->setValue(settings.drawOfferMove > 0 ? settings.drawOfferMove : 30);
  m_initialColour = new QComboBox;
  addValues(m_initialColour, {-1, int(Color::White), int(Color::Black)});
  choose(m_initialColour, settings.initialColour ? int(*settings.initialColour) : -1);
  m_fiftyExtension =
      new QLineEdit(QString::fromStdString(chess::extensionsText(settings.fiftyMoveExtensions)));
  m_fiftyExtension->setPlaceholderText(QStringLiteral("KRBvKR=100"));
  m_place = new QLineEdit(QString::fromStdString(settings.place));
  m_startDate = new QLineEdit(QString::fromStdString(settings.startDate));
  m_endDate = new QLineEdit(QString::fromStdString(settings.endDate));
  for (QLineEdit* date : {m_startDate, m_endDate})
    date->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
  m_chief = new QLineEdit(QString::fromStdString(settings.chiefArbiter));
  m_deputies = new QLineEdit(joined(settings.deputies));
  m_problem = new QLabel;
  m_problem->setObjectName(QStringLiteral("problem"));
  m_problem->setWordWrap(true);
  m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);

  m_drawOfferRow = new QHBoxLayout;
  m_drawOfferRow->addWidget(m_drawOffer, 1);
  m_drawOfferRow->addWidget(m_drawOfferMove);
  m_form = new QFormLayout;
  m_form->addRow(new QLabel, m_name);
  m_form->addRow(new QLabel, m_pairing);
  m_form->addRow(new QLabel, m_acceleration);
  m_form->addRow(new QLabel, m_dutchEdition);
  m_form->addRow(new QLabel, m_rounds);
  m_form->addRow(new QLabel, m_rules);
  m_form->addRow(new QLabel, m_fideMode);
  m_form->addRow(new QLabel, m_timeControl);
  m_form->addRow(new QLabel, m_rate);
  m_form->addRow(new QLabel, m_defaultTime);
  m_form->addRow(new QLabel, m_scoring);
  m_form->addRow(new QLabel, m_tieBreaks);
  m_form->addRow(new QLabel, m_edition);
  m_form->addRow(new QLabel, m_legend);
  m_form->addRow(new QLabel, m_categories);
  m_form->addRow(new QLabel, m_drawOfferRow);
  m_form->addRow(new QLabel, m_initialColour);
  m_form->addRow(new QLabel, m_fiftyExtension);
  m_form->addRow(new QLabel, m_place);
  m_form->addRow(new QLabel, m_startDate);
  m_form->addRow(new QLabel, m_endDate);
  m_form->addRow(new QLabel, m_chief);
  m_form->addRow(new QLabel, m_deputies);
  m_name->setMinimumWidth(m_name->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 26);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(m_form);
  layout->addWidget(m_problem);
  layout->addWidget(m_buttons);

  for (QLineEdit* edit : {m_name, m_timeControl, m_scoring, m_tieBreaks, m_categories,
                          m_fiftyExtension, m_startDate, m_endDate})
    connect(edit, &QLineEdit::textChanged, this, &SectionDialog::check);
  for (QComboBox* chooser : {m_drawOffer, m_rules, m_pairing, m_acceleration, m_dutchEdition})
    connect(chooser, &QComboBox::currentIndexChanged, this, &SectionDialog::check);
  connect(m_fideMode, &QCheckBox::toggled, this, &SectionDialog::fideModeToggled);
  // A typed time control implies the rate (Laws A.1, B.1); it may be overridden.
  connect(m_timeControl, &QLineEdit::textEdited, this, [this](const QString& text) {
    if (const auto control = tournament::parseTimeControl(text.toStdString()))
      choose(m_rate, int(tournament::impliedRate(*control)));
  });
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  retranslate();
}

void SectionDialog::fideModeToggled(bool on) {
  if (on || !m_original.fideMode) return;
  // rules-reference §5, C.02.03 §7: leaving FIDE mode takes a confirmation,
  // is recorded, and cannot be undone.
  const auto answer = QMessageBox::warning(
      this, tr("Leave FIDE mode"),
      tr("In FIDE mode the section follows the FIDE rules for rated events (for example at "
         "most one half-point bye per player is accepted without a warning). Leaving it is "
         "recorded in the log, cannot be undone, and the section can never return to FIDE "
         "mode.\n\nLeave FIDE mode?"),
      QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
  m_leaveConfirmed = answer == QMessageBox::Yes;
  if (!m_leaveConfirmed) {
    const QSignalBlocker blocker(m_fideMode);
    m_fideMode->setChecked(true);
  }
}

// The categories' problem at the character the domain's parser names (its
// column counts bytes of UTF-8).
QString SectionDialog::categoryProblem(const QString& text,
                                       const tournament::CategoryError& error) {
  using C = tournament::CategoryErrorCode;
  const QByteArray utf8 = text.toUtf8();
  const int column =
      static_cast<int>(QString::fromUtf8(utf8.left(std::max(error.column - 1, 0))).size()) + 1;
  QString what;
  switch (error.code) {
    case C::Empty:
      what = tr("an empty category");
      break;
    case C::Unknown:
      what = tr("not a category");
      break;
    case C::AgeOutOfRange:
      what = tr("an age must be %1 to %2")
                 .arg(tournament::MinCategoryAge)
                 .arg(tournament::MaxCategoryAge);
      break;
    case C::RatingOutOfRange:
      what = tr("a rating must be %1 to %2")
                 .arg(tournament::MinCategoryRating)
                 .arg(tournament::MaxCategoryRating);
      break;
    case C::EmptyBand:
      what = tr("the band's lowest rating is above its highest");
      break;
    case C::Duplicate:
      what = tr("a category given twice");
      break;
  }
  return tr("Categories: %1 at column %2 (women, U12, S50, U2000, 1600-1799, unrated).")
      .arg(what)
      .arg(column);
}

QString SectionDialog::problem() const {
  if (m_name->text().trimmed().isEmpty()) return tr("The section needs a name.");
  if (const auto refused = tournament::pairingSettingsRefusal(settings()))
    return actionErrorText(*refused);
  if (!m_timeControl->text().trimmed().isEmpty()) {
    if (const auto control = tournament::parseTimeControl(m_timeControl->text().toStdString());
        !control)
      return tr("Time control: not readable at column %1 (e.g. 40/90+30,30+30 or 90+30).")
          .arg(control.error().column + 1);
  }
  if (!tournament::parseScoring(m_scoring->text().toStdString()))
    return tr(
        "Scoring: win, draw, loss in points, multiples of 0.5, win highest (e.g. 1,0.5,0 "
        "or 3,1,0).");
  const auto codes = commaList(m_tieBreaks->text());
  if (const auto read = standings::parseTieBreakList(codes); !read)
    return tr("Tie-breaks: %1 is not a FIDE C.07 tie-break (e.g. BH/C1, BH, SB, DE, WIN).")
        .arg(QString::fromStdString(read.error().code));
  if (const auto categories = tournament::parseCategories(m_categories->text().toStdString());
      !categories)
    return categoryProblem(m_categories->text(), categories.error());
  // 003: old Laws 10.12, the organiser's raised counts; FIDE 9.3 has none.
  const auto extensions =
      chess::parseFiftyMoveExtensions(m_fiftyExtension->text().trimmed().toStdString());
  if (!extensions)
    return tr("Fifty-move extension: not readable at column %1 (ENDING=MOVES, e.g. KRBvKR=100, "
              "more than 50 moves).")
        .arg(extensions.error().column);
  if (!extensions->empty() && chosen(m_rules) != int(tournament::RulesProfile::Classic))
    return tr(
        "The fifty-move extension is a classic rule (old Laws 10.12); the FIDE Laws (9.3) "
        "have 50 moves in every position: clear it or choose the classic rules.");
  for (QLineEdit* date : {m_startDate, m_endDate})
    if (!date->text().isEmpty() && !tournament::isBirthDate(date->text().toStdString()))
      return tr("Dates are written YYYY-MM-DD.");
  return {};
}

void SectionDialog::check() {
  const QString problem = this->problem();
  m_problem->setText(problem);
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
  m_drawOfferMove->setEnabled(chosen(m_drawOffer) == int(tournament::DrawOfferRule::NotBeforeMove));
  const auto codes = commaList(m_tieBreaks->text());
  m_legend->setText(codes.empty() ? tr("Empty: the FIDE C.07 defaults of the pairing system.")
                                  : tieBreakLegend(codes));
}

tournament::SectionSettings SectionDialog::settings() const {
  using namespace tournament;
  SectionSettings s = m_original;
  s.name = m_name->text().trimmed().toStdString();
  s.pairing = PairingSystem(chosen(m_pairing));
  s.acceleration = Acceleration(chosen(m_acceleration));
  s.edition = DutchEdition(chosen(m_dutchEdition));
  s.rounds = m_rounds->value();
  s.rules = RulesProfile(chosen(m_rules));
  s.fideMode = m_original.fideMode && !m_leaveConfirmed;
  if (const auto control = parseTimeControl(m_timeControl->text().toStdString()))
    s.timeControl = *control;
  else
    s.timeControl = {};
  s.rate = RateOfPlay(chosen(m_rate));
  s.defaultTimeMinutes =
      m_defaultTime->value() < 0 ? std::nullopt : std::optional<int>(m_defaultTime->value());
  if (const auto scoring = parseScoring(m_scoring->text().toStdString())) s.scoring = *scoring;
  s.tieBreaks = commaList(m_tieBreaks->text());
  s.tieBreakEdition = m_edition->currentData().toString().toStdString();
  if (auto categories = parseCategories(m_categories->text().toStdString()))
    s.categories = std::move(*categories);
  s.drawOffer = DrawOfferRule(chosen(m_drawOffer));
  s.drawOfferMove = s.drawOffer == DrawOfferRule::NotBeforeMove ? m_drawOfferMove->value() : 0;
  const int colour = chosen(m_initialColour);
  s.initialColour = colour < 0 ? std::nullopt : std::optional<Color>(Color(colour));
  if (const auto extensions =
          chess::parseFiftyMoveExtensions(m_fiftyExtension->text().trimmed().toStdString()))
    s.fiftyMoveExtensions = *extensions;
  s.place = m_place->text().trimmed().toStdString();
  s.startDate = m_startDate->text().trimmed().toStdString();
  s.endDate = m_endDate->text().trimmed().toStdString();
  s.chiefArbiter = m_chief->text().trimmed().toStdString();
  s.deputies = commaList(m_deputies->text());
  return s;
}

void SectionDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(event);
}

void SectionDialog::retranslate() {
  setWindowTitle(m_original.name.empty() ? tr("New section") : tr("Section settings"));
  const std::pair<QWidget*, QString> labels[] = {
      {m_name, tr("&Name:")},
      {m_pairing, tr("&Pairing system:")},
      {m_acceleration, tr("Acceleration:")},
      {m_dutchEdition, tr("Dutch edition:")},
      {m_rounds, tr("R&ounds:")},
      {m_rules, tr("R&ules:")},
      {m_fideMode, tr("FIDE mode:")},
      {m_timeControl, tr("&Time control:")},
      {m_rate, tr("R&ate of play:")},
      {m_defaultTime, tr("&Default time (minutes):")},
      {m_scoring, tr("&Scoring (win, draw, loss):")},
      {m_tieBreaks, tr("T&ie-breaks:")},
      {m_edition, tr("Tie-break &edition:")},
      {m_legend, tr("Legend:")},
      {m_categories, tr("Cate&gories:")},
      {m_drawOffer, tr("Dra&w offers:")},
      {m_initialColour, tr("&Initial colour:")},
      {m_fiftyExtension, tr("Fifty-move e&xtension (classic 10.12):")},
      {m_place, tr("P&lace:")},
      {m_startDate, tr("&From:")},
      {m_endDate, tr("To:")},
      {m_chief, tr("&Chief arbiter:")},
      {m_deputies, tr("Deputy arbiters:")},
  };
  for (const auto& [field, text] : labels) {
    auto* label = qobject_cast<QLabel*>(field == m_drawOffer ? m_form->labelForField(m_drawOfferRow)
                                                             : m_form->labelForField(field));
    if (label != nullptr) {
      label->setText(text);
      label->setBuddy(field);
    }
  }
  m_pairing->setItemText(0, tr("Swiss, FIDE Dutch system (C.04.3)"));
  m_pairing->setItemText(1, tr("Round robin, Berger tables (C.05 Annex 1)"));
  m_pairing->setItemText(2, tr("Swiss, FIDE Dubov system (C.04.4.1)"));
  m_pairing->setItemText(3, tr("Swiss, FIDE Burstein system (C.04.4.2)"));
  m_acceleration->setItemText(0, tr("None"));
  m_acceleration->setItemText(1, tr("Baku: virtual points for the top half (C.04.7)"));
  m_dutchEdition->setItemText(0, tr("2026 (C.04.3 in force from February 2026)"));
  m_dutchEdition->setItemText(1, tr("2017 (C.04.3 in force until January 2026)"));
  m_dutchEdition->setToolTip(
      tr("The edition of the FIDE Dutch rules the Swiss is paired and checked by; fixed once "
         "round 1 is paired."));
  m_rules->setItemText(0, tr("FIDE Laws of Chess (2023)"));
  m_rules->setItemText(1, tr("Classic (older Chinese rules)"));
  m_fideMode->setText(m_original.fideMode ? tr("On (uncheck to leave; asks first)")
                                          : tr("Off (cannot be turned on again)"));
  m_rate->setItemText(0, tr("Standard"));
  m_rate->setItemText(1, tr("Rapid"));
  m_rate->setItemText(2, tr("Blitz"));
  m_defaultTime->setSpecialValueText(tr("as the rules say (FIDE 0, classic 60)"));
  m_edition->setItemText(0, tr("as the pairing system says"));
  m_edition->setItemText(1, tr("FIDE C.07 (2026)"));
  m_edition->setItemText(2, tr("FIDE C.07 (2023)"));
  m_edition->setItemText(3, tr("before 2023"));
  m_drawOffer->setItemText(0, tr("Free"));
  m_drawOffer->setItemText(1, tr("Not before move:"));
  m_drawOffer->setItemText(2, tr("Only with the arbiter's consent"));
  m_initialColour->setItemText(0, tr("Not drawn yet"));
  m_initialColour->setItemText(1, tr("White for the top player"));
  m_initialColour->setItemText(2, tr("Black for the top player"));
  m_categories->setToolTip(
      tr("The category standings: women, U12 (born in the event's year minus 12 or later), S50, "
         "U2000 (rated below 2000), 1600-1799 (a rating band), unrated; separated by commas."));
  m_fiftyExtension->setToolTip(
      tr("The organiser's raised counts for named endings, announced before the event (fixed "
         "once round 1 is paired), e.g. KRBvKR=100 (each side's king and pieces Q R B N P)."));
  check();
}

}  // namespace gui
