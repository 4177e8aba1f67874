// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/log_dialog.h"

#include "app/gui/dialogs/undo_prompt.h"
#include "app/gui/models/audit_log_model.h"
#include "app/gui/models/event_document.h"
#include "app/gui/views/table_look.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace gui {
namespace {

QSpinBox* filterBox(const QString& any) {
  auto* box = new QSpinBox;
  box->setRange(0, 9999);
  box->setSpecialValueText(any);
  return box;
}

}  // namespace

LogDialog::LogDialog(EventDocument& document, QWidget* parent)
    : QDialog(parent), m_document(document) {
  setObjectName(QStringLiteral("logDialog"));
  setWindowTitle(tr("Log of the event"));
  m_model = new AuditLogModel(this);
  m_view = new QTableView;
  m_view->setModel(m_model);
  setUpTable(m_view);
  m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_round = filterBox(tr("any"));
  m_board = filterBox(tr("any"));
  m_player = filterBox(tr("any"));
  m_arbiter = new QLineEdit;
  m_arbiter->setPlaceholderText(tr("any"));
  m_undo = new QPushButton(tr("&Undo the last action..."));
  auto* filters = new QHBoxLayout;
  const std::pair<QString, QWidget*> fields[] = {{tr("&Round:"), m_round},
                                                 {tr("&Board:"), m_board},
                                                 {tr("&Player:"), m_player},
                                                 {tr("&Arbiter:"), m_arbiter}};
  for (const auto& [text, field] : fields) {
    auto* label = new QLabel(text);
    label->setBuddy(field);
    filters->addWidget(label);
    filters->addWidget(field);
  }
  filters->addStretch();
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
  buttons->addButton(m_undo, QDialogButtonBox::ActionRole);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(filters);
  layout->addWidget(m_view);
  layout->addWidget(buttons);

  for (QSpinBox* box : {m_round, m_board, m_player})
    connect(box, &QSpinBox::valueChanged, this, &LogDialog::applyFilter);
  connect(m_arbiter, &QLineEdit::textChanged, this, &LogDialog::applyFilter);
  connect(m_undo, &QPushButton::clicked, this, [this] { confirmAndUndo(this, m_document); });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(&m_document, &EventDocument::changed, this, &LogDialog::reload);
  const QFontMetrics metrics = fontMetrics();
  resize(metrics.horizontalAdvance(QLatin1Char('M')) * 80, metrics.height() * 32);
  reload();
}

void LogDialog::reload() {
  m_model->setLog(m_document.auditLog(), m_document.storedSection());
  fitColumns(m_view, {});
  // The action text takes the room left; the whole of it is in its tooltip.
  m_view->horizontalHeader()->setSectionResizeMode(AuditLogModel::Action, QHeaderView::Stretch);
}

void LogDialog::applyFilter() {
  m_model->setFilter({m_round->value(), m_board->value(), m_player->value(), m_arbiter->text()});
}

}  // namespace gui
