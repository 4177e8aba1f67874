# SPDX-License-Identifier: MIT
# Script mode: each program in PROGRAMS writes its pages (--manpages MAN_DIR),
# and `arbiter` (the first) its Chinese pages too (--manpages ZH_MAN_DIR zh),
# which are then compressed with gzip -9n (Debian's form: no time stamp).
foreach(program ${PROGRAMS})
  execute_process(COMMAND ${program} --manpages ${MAN_DIR} COMMAND_ERROR_IS_FATAL ANY)
endforeach()
list(GET PROGRAMS 0 arbiter)
execute_process(COMMAND ${arbiter} --manpages ${ZH_MAN_DIR} zh COMMAND_ERROR_IS_FATAL ANY)
file(GLOB pages ${MAN_DIR}/*.1 ${ZH_MAN_DIR}/*.1)
execute_process(COMMAND ${GZIP} -9nf ${pages} COMMAND_ERROR_IS_FATAL ANY)
