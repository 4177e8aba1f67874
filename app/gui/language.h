// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>
#include <QTranslator>

namespace gui {

// The user-interface language. Chinese (zh_CN) and English are shipped as
// .qm files embedded under :/i18n. Qt's own strings (the buttons of message
// boxes, file dialogs, the context menu of a line edit) come from Qt's
// qtbase_<code>.qm in QLibraryInfo::TranslationsPath (Debian:
// qt6-translations-l10n); English needs none. The start language follows
// the system locale; the menu switches it at run time (widgets retranslate
// on QEvent::LanguageChange).
class Language : public QObject {
  Q_OBJECT
public:
  explicit Language(QObject* parent = nullptr);

  // The language code for the system locale: "zh_CN" for any Chinese
  // locale, otherwise "en".
  static QString systemLanguage();
  // Installs the translators for `code` ("zh_CN" or "en"); returns false and
  // keeps the current language when no translation is embedded for it.
  // QLocale's default follows, so numbers and dates read in the language.
  bool apply(const QString& code);
  QString current() const { return m_current; }
  // True when Qt's own strings are translated too (always for English).
  bool qtStringsTranslated() const { return m_qtTranslated; }

signals:
  void changed(const QString& code);

private:
  QTranslator m_translator;
  QTranslator m_qtTranslator;
  QString m_current;
  bool m_qtTranslated = true;
};

}  // namespace gui
