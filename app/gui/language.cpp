// SPDX-License-Identifier: MIT
#include "app/gui/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace gui {

Language::Language(QObject* parent) : QObject(parent) {}

QString Language::systemLanguage() {
  return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                          : QStringLiteral("en");
}

bool Language::apply(const QString& code) {
  const QString ours = QStringLiteral(":/i18n/arbiter_%1.qm").arg(code);
  QTranslator probe;
  if (!probe.load(ours)) return false;
  QCoreApplication::removeTranslator(&m_translator);
  QCoreApplication::removeTranslator(&m_qtTranslator);
  (void)m_translator.load(ours);
  QCoreApplication::installTranslator(&m_translator);
  // Qt's own strings: English is Qt's source language and needs no file.
  m_qtTranslated = code == QStringLiteral("en") ||
                   m_qtTranslator.load(QStringLiteral("qtbase_") + code,
                                       QLibraryInfo::path(QLibraryInfo::TranslationsPath));
  if (code != QStringLiteral("en") && m_qtTranslated)
    QCoreApplication::installTranslator(&m_qtTranslator);
  QLocale::setDefault(QLocale(code == QStringLiteral("en") ? QStringLiteral("en_GB") : code));
  m_current = code;
  emit changed(code);
  return true;
}

}  // namespace gui
