// SPDX-License-Identifier: MIT
#pragma once

#include "reports/language.h"

#include <string>
#include <string_view>

namespace words {

// The languages of the catalogue: the documents' languages (reports/language.h).
using reports::Language;

// The language a POSIX locale asks for: LC_ALL, else LC_MESSAGES, else LANG
// (the first that is set and not empty, as setlocale(3) reads them); Chinese
// for a value starting "zh", English otherwise. A null pointer is an unset
// variable.
Language languageOfLocale(const char* lcAll, const char* lcMessages, const char* lang);
// languageOfLocale of this process's environment.
Language environmentLanguage();

// A catalogue phrase as a sentence: English starts with a capital and ends
// with a full stop; Chinese ends with "。". A phrase already ending in a
// full stop is left as it is.
std::string sentence(std::string_view phrase, Language language);

// The same words in both languages; every entry of the catalogue is one.
struct Phrase {
  std::string_view en;
  std::string_view zh;

  std::string_view in(Language language) const { return language == Language::Zh ? zh : en; }
};

}  // namespace words
