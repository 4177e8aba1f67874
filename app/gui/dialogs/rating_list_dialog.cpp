// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/rating_list_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gui {
namespace {

enum Column {
  TickColumn,
  IdColumn,
  NameColumn,
  FederationColumn,
  SexColumn,
  TitleColumn,
  StandardColumn,
  RapidColumn,
  BlitzColumn,
  BornColumn,
  ColumnCount
};

// The id a registration from the list goes by: the FIDE id, else the
// national id (service::addFromListAction reads both).
std::string idOf(const interchange::RatingListEntry& entry) {
  return entry.fideId != 0 ? std::to_string(entry.fideId) : entry.nationalId;
}

QString ratingText(int rating) { return rating > 0 ? QString::number(rating) : QString(); }

}  // namespace

RatingListDialog::RatingListDialog(const QString& listName, const service::RatingList& list,
                                   QWidget* parent)
    : QDialog(parent), m_list(list) {
  setWindowTitle(tr("Add players from %1").arg(listName));
  m_search = new QLineEdit(this);
  m_search->setPlaceholderText(tr("FIDE id, national id or name (e.g. carlsen m)"));
  m_search->setClearButtonEnabled(true);
  m_federation = new QLineEdit(this);
  m_federation->setPlaceholderText(tr("any"));
  m_federation->setMaxLength(3);
  m_federation->setMaximumWidth(m_federation->fontMetrics().horizontalAdvance(QLatin1Char('M')) *
                                6);

  m_results = new QTableWidget(0, ColumnCount, this);
  m_results->setHorizontalHeaderLabels({tr("Add"), tr("Id"), tr("Name"), tr("Federation"),
                                        tr("Sex"), tr("Title"), tr("Standard"), tr("Rapid"),
                                        tr("Blitz"), tr("Born")});
  m_results->verticalHeader()->hide();
  m_results->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_results->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_results->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_results->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);

  m_chosenLabel = new QLabel(this);
  m_chosenLabel->setWordWrap(true);
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  m_register = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);

  auto* form = new QFormLayout;
  form->addRow(tr("&Search:"), m_search);
  form->addRow(tr("&Federation:"), m_federation);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(new QLabel(
      tr("%n player(s) in the list.", nullptr, static_cast<int>(m_list.index.size())), this));
  layout->addLayout(form);
  layout->addWidget(m_results);
  layout->addWidget(m_chosenLabel);
  layout->addWidget(m_buttons);

  connect(m_search, &QLineEdit::textChanged, this, &RatingListDialog::search);
  connect(m_federation, &QLineEdit::textChanged, this, &RatingListDialog::search);
  connect(m_results, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
    if (!m_filling && item->column() == TickColumn) toggled(item->row());
  });
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  showChosen();
  resize(900, 560);
}

void RatingListDialog::search() {
  interchange::ListQuery query;
  query.text = m_search->text().trimmed().toStdString();
  query.federation = m_federation->text().trimmed().toUpper().toStdString();
  query.limit = 50;
  m_shown = query.text.empty() ? std::vector<const interchange::RatingListEntry*>{}
                               : m_list.index.search(query);
  m_filling = true;
  m_results->setRowCount(static_cast<int>(m_shown.size()));
  for (int r = 0; r < m_results->rowCount(); ++r) {
    const auto& entry = *m_shown[static_cast<std::size_t>(r)];
    const auto cell = [&](int column, const QString& value) {
      m_results->setItem(r, column, new QTableWidgetItem(value));
    };
    auto* tick = new QTableWidgetItem;
    tick->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    tick->setCheckState(std::ranges::find(m_chosen, idOf(entry)) != m_chosen.end() ? Qt::Checked
                                                                                   : Qt::Unchecked);
    m_results->setItem(r, TickColumn, tick);
    cell(IdColumn, QString::fromStdString(idOf(entry)));
    cell(NameColumn, QString::fromStdString(entry.name));
    cell(FederationColumn, QString::fromStdString(entry.federation));
    cell(SexColumn, entry.sex == ' ' ? QString() : QString(QLatin1Char(entry.sex)));
    cell(TitleColumn, QString::fromStdString(entry.title.empty() ? entry.womenTitle : entry.title));
    cell(StandardColumn, ratingText(entry.standard));
    cell(RapidColumn, ratingText(entry.rapid));
    cell(BlitzColumn, ratingText(entry.blitz));
    cell(BornColumn, entry.birthYear > 0 ? QString::number(entry.birthYear) : QString());
  }
  m_filling = false;
}

void RatingListDialog::toggled(int row) {
  const auto& entry = *m_shown[static_cast<std::size_t>(row)];
  const std::string id = idOf(entry);
  const auto at = std::ranges::find(m_chosen, id);
  const bool ticked = m_results->item(row, TickColumn)->checkState() == Qt::Checked;
  if (ticked && at == m_chosen.end()) {
    m_chosen.push_back(id);
    m_chosenNames.push_back(QString::fromStdString(entry.name));
  } else if (!ticked && at != m_chosen.end()) {
    m_chosenNames.erase(m_chosenNames.begin() + (at - m_chosen.begin()));
    m_chosen.erase(at);
  }
  showChosen();
}

void RatingListDialog::showChosen() {
  const int count = static_cast<int>(m_chosen.size());
  QStringList names(m_chosenNames.begin(), m_chosenNames.end());
  m_chosenLabel->setText(count == 0 ? tr("Tick the players to register (Space ticks the row "
                                         "selected).")
                                    : tr("To register: %1").arg(names.join(QStringLiteral("; "))));
  m_register->setText(tr("&Register %n player(s)", nullptr, count));
  m_register->setEnabled(count > 0);
  m_register->setDefault(count > 0);
}

}  // namespace gui
