// SPDX-License-Identifier: MIT
#include "app/gui/language.h"

#include <QCoreApplication>
#include <QLocale>

namespace gui {

Language::Language(QObject* parent) : QObject(parent) {}

QString Language::systemLanguage() {
  return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                          : QStringLiteral("en");
}

bool Language::apply(const QString& code) {
  QTranslator next;
  if (!next.load(QStringLiteral(":/i18n/arbiter_%1.qm").arg(code))) return false;
  QCoreApplication::removeTranslator(&m_translator);
  (void)m_translator.load(QStringLiteral(":/i18n/arbiter_%1.qm").arg(code));
  QCoreApplication::installTranslator(&m_translator);
  m_current = code;
  emit changed(code);
  return true;
}

}  // namespace gui
