// SPDX-License-Identifier: MIT
// Layer guard (CMakeLists.txt: arbiter_guard_layer). This directory comes
// first on the include path of domain/, persistence/, reports/ and
// app/service. Every Poco header includes "Poco/Foundation.h" (Poco 1.11:
// all but 18 of 823, platform fragments and bundled third-party code); a
// quoted include not beside its includer is looked up on the -I path, so it
// finds this file before /usr/include/Poco/Foundation.h and stops here.
#error \
    "domain/, persistence/, reports/ and app/service must not include Poco (Poco is for app/cli and app/live): see ARCHITECTURE.md"
