// SPDX-License-Identifier: MIT
#include "app/cli/json_output.h"

#include "domain/tournament/name_text.h"

#include <Poco/JSON/Stringifier.h>

#include <sstream>

namespace cli {

std::string validUtf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  while (!text.empty()) {
    const auto bad = tournament::invalidUtf8At(text);
    if (!bad) {
      out.append(text);
      break;
    }
    out.append(text.substr(0, *bad));
    out.append("\xEF\xBF\xBD");  // U+FFFD
    text.remove_prefix(*bad + 1);
  }
  return out;
}

void writeJson(std::ostream& out, const Poco::Dynamic::Var& value, unsigned indent) {
  std::ostringstream json;
  Poco::JSON::Stringifier::stringify(value, json, indent);
  out << validUtf8(json.str());
}

}  // namespace cli
