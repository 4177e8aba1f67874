# SPDX-License-Identifier: MIT
# Precompiled headers for the test suites and the desk. Most of the compile
# time of a test file goes to parsing the standard library, fmt, GoogleTest,
# Poco or Qt, which every file of a suite includes again; a target's
# precompiled header parses them once (domain_tests: about a third less CPU
# time, the desk's library nearly half). Loading one costs about 1.5 s a
# file, so the other libraries and the command line, whose files parse less
# at -O3, gain little and are compiled without.
# Only headers from outside the project go in: they change with the
# compiler, not with an edit of ours, so an edit never rebuilds the
# precompiled header and recompiles the whole target.
# `-DCMAKE_DISABLE_PRECOMPILE_HEADERS=ON` builds without them, which shows a
# file that leans on the precompiled header for an include it lacks. A
# header here is seen by every file, and argument-dependent lookup may find
# its functions: <filesystem> brings std::quoted, which a call quoted(text)
# of a file's own quoted() then finds too (scripts/mingw-build.sh).

# The standard library and fmt: what nearly every file of ours includes.
set(ARBITER_PCH_COMMON
  <algorithm> <array> <chrono> <cstddef> <cstdint> <cstdio> <cstdlib> <expected> <filesystem>
  <fstream> <functional> <map> <memory> <optional> <ostream> <set> <sstream> <string>
  <string_view> <unordered_map> <utility> <variant> <vector> <fmt/format.h>)
# Poco as the tests of the command line and the server use it.
set(ARBITER_PCH_POCO
  <Poco/Exception.h> <Poco/JSON/Array.h> <Poco/JSON/Object.h> <Poco/JSON/Parser.h>
  <Poco/Net/HTTPRequest.h> <Poco/Net/HTTPResponse.h> <Poco/Util/Option.h> <Poco/Util/OptionSet.h>)
# Qt Widgets as the desk's windows and dialogs use it.
set(ARBITER_PCH_QT
  <QAbstractTableModel> <QAction> <QApplication> <QCheckBox> <QComboBox> <QCoreApplication>
  <QDialog> <QDialogButtonBox> <QDir> <QEvent> <QFile> <QFileDialog> <QFileInfo> <QFormLayout>
  <QHBoxLayout> <QHeaderView> <QLabel> <QLineEdit> <QMenu> <QMenuBar> <QMessageBox> <QObject>
  <QPlainTextEdit> <QPushButton> <QSpinBox> <QString> <QTableView> <QTableWidget> <QVBoxLayout>)

# arbiter_precompile_headers(target HEADER...): the target's files are
# compiled against one precompiled header of the HEADERs. ccache reuses
# such objects only with sloppiness pch_defines,time_macros (its manual,
# "Precompiled headers"): given to ccache for these targets' compiles alone.
function(arbiter_precompile_headers target)
  target_precompile_headers(${target} PRIVATE ${ARGN})
  if(CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache")
    set_property(TARGET ${target} PROPERTY CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env
      CCACHE_SLOPPINESS=pch_defines,time_macros ${CMAKE_CXX_COMPILER_LAUNCHER})
  endif()
endfunction()
