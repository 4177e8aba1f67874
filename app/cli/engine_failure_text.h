// SPDX-License-Identifier: MIT
#pragma once

// Why an engine made no round, in the command line's words.

#include "app/service/next_round.h"

#include <string>
#include <string_view>

namespace cli {

// The reason `failure` gives, for a section (or TRF) of `players` players
// and `plannedRounds` rounds; `roundsSetting` says where the rounds are set
// (a round robin's rounds must be whole cycles).
std::string describeEngineFailure(const service::EngineFailure& failure, int players,
                                  int plannedRounds, std::string_view roundsSetting);

}  // namespace cli
