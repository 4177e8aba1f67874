// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>
#include <QTranslator>

namespace gui {

// The user-interface language. Chinese (zh_CN) and English are shipped as
// .qm files embedded under :/i18n. The start language follows the system
// locale; the menu switches it at run time (widgets retranslate on
// QEvent::LanguageChange).
class Language : public QObject {
  Q_OBJECT
public:
  explicit Language(QObject* parent = nullptr);

  // The language code for the system locale: "zh_CN" for any Chinese
  // locale, otherwise "en".
  static QString systemLanguage();
  // Installs the translator for `code` ("zh_CN" or "en"); returns false and
  // keeps the current language when no translation is embedded for it.
  bool apply(const QString& code);
  QString current() const { return m_current; }

signals:
  void changed(const QString& code);

private:
  QTranslator m_translator;
  QString m_current;
};

}  // namespace gui
