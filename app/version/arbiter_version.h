// SPDX-License-Identifier: MIT
#pragma once

#include <string_view>

// The release this build is: "1.2.0" at a tagged commit, else
// "0.1.0-dev+g1a2b3c4" (the project version and the commit), made from the
// repository at build time (app/version/version_from_git.cmake). Shown by
// `arbiter --version`, the desk's About box and the documents' footers.
std::string_view arbiterVersion();
