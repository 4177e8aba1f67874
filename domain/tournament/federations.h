// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace tournament {

// A chess federation as FIDE lists it: its three-letter code (the IOC
// country code for most; FIDE's own for ENG, SCO, WLS, JCI, GCI, IOM, FAI,
// MNC, KOS, PLE and FID for a player registered with FIDE itself) and its
// English name. The TRF federation field (columns 54-56) holds the code.
struct Federation {
  std::string_view code;
  std::string_view name;
};

// Every known code, in code order.
std::span<const Federation> federations();

// True for a code of the list (upper case, exactly as listed).
bool isFederationCode(std::string_view code);

// The code meant by `text` when it is not one: the same code in another
// case ("chn"), a country's English name in any case ("CHINA", "Chinese
// Taipei"), or nullopt when nothing fits. A three-letter prefix is never
// guessed ("CHI" is Chile, not China).
std::optional<std::string_view> suggestFederation(std::string_view text);

}  // namespace tournament
