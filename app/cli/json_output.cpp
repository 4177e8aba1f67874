// SPDX-License-Identifier: MIT
#include "app/cli/json_output.h"

#include "domain/text/utf8.h"

#include <Poco/JSON/Stringifier.h>

#include <sstream>

namespace cli {

void writeJson(std::ostream& out, const Poco::Dynamic::Var& value, unsigned indent) {
  std::ostringstream json;
  Poco::JSON::Stringifier::stringify(value, json, indent);
  out << text::validUtf8(json.str());
}

}  // namespace cli
