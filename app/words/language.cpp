// SPDX-License-Identifier: MIT
#include "app/words/language.h"

#include <cctype>
#include <cstdlib>

namespace words {

Language languageOfLocale(const char* lcAll, const char* lcMessages, const char* lang) {
  for (const char* value : {lcAll, lcMessages, lang}) {
    if (value == nullptr || *value == '\0') continue;
    const std::string_view locale(value);
    return locale.starts_with("zh") ? Language::Zh : Language::En;
  }
  return Language::En;
}

Language environmentLanguage() {
  return languageOfLocale(std::getenv("LC_ALL"), std::getenv("LC_MESSAGES"), std::getenv("LANG"));
}

std::string sentence(std::string_view phrase, Language language) {
  std::string text(phrase);
  if (text.empty()) return text;
  if (language == Language::Zh) {
    if (!text.ends_with("。") && !text.ends_with("？")) text += "。";
    return text;
  }
  text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (!text.ends_with('.') && !text.ends_with('?')) text += '.';
  return text;
}

}  // namespace words
