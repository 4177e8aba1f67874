// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/new_event_dialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace gui {

NewEventDialog::NewEventDialog(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("newEventDialog"));
  setWindowTitle(tr("New event"));
  m_name = new QLineEdit;
  m_name->setMinimumWidth(m_name->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 28);
  m_path = new QLineEdit;
  m_path->setPlaceholderText(tr("e.g. %1").arg(
      QDir::toNativeSeparators(QDir::home().filePath(QStringLiteral("open-2026.arbiter")))));
  m_browse = new QPushButton(tr("&Browse..."));
  m_problem = new QLabel;
  m_problem->setWordWrap(true);
  m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  auto* pathRow = new QHBoxLayout;
  pathRow->addWidget(m_path, 1);
  pathRow->addWidget(m_browse);
  auto* form = new QFormLayout;
  form->addRow(tr("Event &name:"), m_name);
  form->addRow(tr("Event &file:"), pathRow);
  qobject_cast<QLabel*>(form->labelForField(pathRow))->setBuddy(m_path);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(m_problem);
  layout->addWidget(m_buttons);
  connect(m_name, &QLineEdit::textChanged, this, &NewEventDialog::check);
  connect(m_path, &QLineEdit::textChanged, this, &NewEventDialog::check);
  connect(m_browse, &QPushButton::clicked, this, &NewEventDialog::browse);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  check();
}

QString NewEventDialog::eventName() const { return m_name->text().trimmed(); }

QString NewEventDialog::path() const {
  QString path = m_path->text().trimmed();
  if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".arbiter");
  return path;
}

void NewEventDialog::browse() {
  const QString chosen = QFileDialog::getSaveFileName(this, tr("New event file"), m_path->text(),
                                                      tr("Arbiter event files (*.arbiter)"),
                                                      nullptr, QFileDialog::DontConfirmOverwrite);
  if (!chosen.isEmpty()) m_path->setText(QDir::toNativeSeparators(chosen));
}

void NewEventDialog::check() {
  QString problem;
  if (eventName().isEmpty())
    problem = tr("The event needs a name.");
  else if (path().isEmpty())
    problem = tr("Choose where the event file goes.");
  else if (QFileInfo::exists(path()))
    problem = tr("%1 exists already; an event file is never overwritten.").arg(path());
  else if (!QFileInfo(QFileInfo(path()).absolutePath()).isWritable())
    problem = tr("The folder %1 cannot be written.").arg(QFileInfo(path()).absolutePath());
  m_problem->setText(problem);
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

}  // namespace gui
