// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/http_reply.h"

#include <Poco/JSON/Object.h>

#include <optional>
#include <string>
#include <string_view>

namespace live {

// `body` as a venue's JSON answer with `status`, never cached.
Reply jsonReply(int status, const Poco::JSON::Object& body);

// A venue request's body read as JSON: the object, or nullptr when the body
// is not one.
Poco::JSON::Object::Ptr bodyObject(std::string_view body);

// The member `key` when it is a string (a number), else nullopt.
std::optional<std::string> textOf(const Poco::JSON::Object::Ptr& body, const std::string& key);
std::optional<int> numberOf(const Poco::JSON::Object::Ptr& body, const std::string& key);
// The member `key` when it is true or false; `absent` when it is missing;
// nullopt when it is something else.
std::optional<bool> flagOf(const Poco::JSON::Object::Ptr& body, const std::string& key,
                           bool absent);

}  // namespace live
