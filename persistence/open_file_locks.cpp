// SPDX-License-Identifier: MIT
#include "persistence/open_file_locks.h"

#include <sqlite3.h>

#include <fcntl.h>

#include <cstdarg>
#include <mutex>

namespace persistence {

namespace {

#if defined(F_OFD_SETLK)

// SQLite's unix VFS calls fcntl() through its system-call table; this is the
// replacement. Lock commands become their OFD forms (which require l_pid 0);
// everything else (F_GETFD, F_SETFD, ...) passes through with its int argument.
int openFileLockFcntl(int fd, int command, ...) {
  va_list arguments;
  va_start(arguments, command);
  int result = -1;
  if (command == F_SETLK || command == F_SETLKW || command == F_GETLK) {
    auto* request = va_arg(arguments, struct flock*);
    const int ofdCommand = command == F_SETLK    ? F_OFD_SETLK
                           : command == F_SETLKW ? F_OFD_SETLKW
                                                 : F_OFD_GETLK;
    struct flock lock = *request;
    lock.l_pid = 0;
    result = ::fcntl(fd, ofdCommand, &lock);
    if (result == 0 && command == F_GETLK) *request = lock;
  } else {
    const int value = va_arg(arguments, int);
    result = ::fcntl(fd, command, value);
  }
  va_end(arguments);
  return result;
}

bool install() {
  sqlite3_vfs* unix = sqlite3_vfs_find("unix");
  if (unix == nullptr || unix->iVersion < 3 || unix->xSetSystemCall == nullptr) return false;
  return unix->xSetSystemCall(
             unix, "fcntl", reinterpret_cast<sqlite3_syscall_ptr>(&openFileLockFcntl)) == SQLITE_OK;
}

#else

bool install() { return false; }

#endif

}  // namespace

bool installOpenFileLocks() {
  static std::once_flag once;
  static bool installed = false;
  std::call_once(once, [] { installed = install(); });
  return installed;
}

}  // namespace persistence
