// SPDX-License-Identifier: MIT
#include "app/live/request_json.h"

#include <Poco/Exception.h>
#include <Poco/JSON/Parser.h>

#include <sstream>

namespace live {

Reply jsonReply(int status, const Poco::JSON::Object& body) {
  std::ostringstream out;
  body.stringify(out);
  return Reply{status,
               "application/json; charset=utf-8",
               out.str(),
               {{"Cache-Control", "no-store"}, {"X-Content-Type-Options", "nosniff"}}};
}

Poco::JSON::Object::Ptr bodyObject(std::string_view body) {
  try {
    Poco::JSON::Parser parser;
    const auto parsed = parser.parse(std::string(body));
    return parsed.extract<Poco::JSON::Object::Ptr>();
  } catch (const Poco::Exception&) {
    return nullptr;
  } catch (const std::exception&) {
    return nullptr;
  }
}

std::optional<std::string> textOf(const Poco::JSON::Object::Ptr& body, const std::string& key) {
  if (!body || !body->has(key) || !body->get(key).isString()) return std::nullopt;
  return body->getValue<std::string>(key);
}

std::optional<int> numberOf(const Poco::JSON::Object::Ptr& body, const std::string& key) {
  if (!body || !body->has(key) || !body->get(key).isInteger()) return std::nullopt;
  try {
    return body->getValue<int>(key);
  } catch (const Poco::Exception&) {
    return std::nullopt;
  }
}

std::optional<bool> flagOf(const Poco::JSON::Object::Ptr& body, const std::string& key,
                           bool absent) {
  if (!body || !body->has(key)) return absent;
  if (!body->get(key).isBoolean()) return std::nullopt;
  return body->getValue<bool>(key);
}

}  // namespace live
