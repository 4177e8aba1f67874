// SPDX-License-Identifier: MIT
// Layer guard (CMakeLists.txt: arbiter_guard_layer): one of the few Poco
// headers that do not include Poco/Foundation.h (see Foundation.h here),
// shadowed so that including it alone fails too.
#error \
    "domain/, persistence/, reports/ and app/service must not include Poco (Poco is for app/cli and app/live): see ARCHITECTURE.md"
