# SPDX-License-Identifier: MIT
# Script mode (app/manual/CMakeLists.txt): lays out each language's manual in
# OUTPUT_DIR/<language> and prints it to PDF with CHROMIUM (if given).
file(STRINGS ${VERSION_FILE} ARBITER_VERSION LIMIT_COUNT 1)
foreach(language en zh_CN)
  set(out ${OUTPUT_DIR}/${language})
  file(REMOVE_RECURSE ${out})
  file(MAKE_DIRECTORY ${out}/pictures)
  configure_file(${SOURCE_DIR}/${language}/index.html ${out}/index.html @ONLY)
  file(COPY ${SOURCE_DIR}/manual.css ${ICON} DESTINATION ${out})
  file(GLOB pictures ${SOURCE_DIR}/pictures/${language}/*.png)
  if(pictures)
    file(COPY ${pictures} DESTINATION ${out}/pictures)
  endif()
  if(CHROMIUM)
    execute_process(
      COMMAND ${CHROMIUM} --headless --no-sandbox --disable-gpu --no-pdf-header-footer
              --print-to-pdf=${out}/arbiter-manual-${language}.pdf file://${out}/index.html
      RESULT_VARIABLE printed OUTPUT_QUIET ERROR_QUIET TIMEOUT 120)
    if(NOT printed EQUAL 0 OR NOT EXISTS ${out}/arbiter-manual-${language}.pdf)
      message(FATAL_ERROR "chromium could not print the ${language} manual to PDF")
    endif()
  endif()
endforeach()
