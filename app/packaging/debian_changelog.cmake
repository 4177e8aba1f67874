# SPDX-License-Identifier: MIT
# Script mode: the Debian changelog both packages carry, for the version in
# VERSION_FILE by MAINTAINER (CHANGELOG.md is the project's own account of the changes).
file(STRINGS ${VERSION_FILE} version LIMIT_COUNT 1)
string(REPLACE "-" "~" version "${version}")
file(WRITE ${OUTPUT} "arbiter (${version}-1) unstable; urgency=medium

  * Built from the Arbiter repository; see /usr/share/doc/arbiter/changelog.gz.

 -- ${MAINTAINER}  Mon, 07 Dec 2026 00:00:00 +0000
")
