// SPDX-License-Identifier: MIT
#include "app/gui/views/arbiter_on_duty.h"

#include <QCoreApplication>
#include <QInputDialog>
#include <QSettings>
#include <QSysInfo>

namespace gui {
namespace {

constexpr auto Key = "arbiterOnDuty";

QSettings settings() { return QSettings(QStringLiteral("Arbiter"), QStringLiteral("desk")); }

QString text(const char* source) {
  return QCoreApplication::translate("gui::ArbiterOnDuty", source);
}

}  // namespace

QString ArbiterOnDuty::name() { return settings().value(Key).toString().trimmed(); }

void ArbiterOnDuty::setName(const QString& name) {
  if (name.trimmed().isEmpty())
    settings().remove(Key);
  else
    settings().setValue(Key, name.trimmed());
}

std::string ArbiterOnDuty::auditName() {
  QString user = name();
  if (user.isEmpty()) user = qEnvironmentVariable("USER");
  if (user.isEmpty()) user = QStringLiteral("desk");
  const QString station = QSysInfo::machineHostName();
  return (station.isEmpty() ? user : user + QStringLiteral(" @ ") + station).toStdString();
}

bool ArbiterOnDuty::ask(QWidget* parent) {
  bool accepted = false;
  const QString typed = QInputDialog::getText(
      parent, text(QT_TRANSLATE_NOOP("gui::ArbiterOnDuty", "Arbiter on duty")),
      text(QT_TRANSLATE_NOOP("gui::ArbiterOnDuty",
                             "The name the log gives every change made at this desk\n"
                             "(empty: the computer's user name):")),
      QLineEdit::Normal, name(), &accepted);
  if (accepted) setName(typed);
  return accepted;
}

}  // namespace gui
