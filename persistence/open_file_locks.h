// SPDX-License-Identifier: MIT
#pragma once

namespace persistence {

// Makes SQLite's file locks belong to the open file, not to the process.
//
// SQLite's unix VFS locks with POSIX advisory locks (fcntl F_SETLK). POSIX
// drops every lock a process holds on a file as soon as the process closes
// *any* descriptor of that file: a file dialog, a thumbnailer or a stat-and-
// read of the folder in the same process silently releases the event file's
// locks, another program then believes it is the last user, checkpoints and
// deletes the WAL, and what this process writes afterwards is lost.
//
// Installed once per process (idempotent, thread-safe), before the first
// connection is opened: the unix VFS's "fcntl" system call is replaced by one
// that turns the lock requests into open-file-description locks (Linux
// F_OFD_SETLK / F_OFD_GETLK), which are released only when SQLite's own
// descriptor closes. They conflict with other processes' POSIX locks as
// before, so other programs (and older Arbiters) see the same locking.
// Returns false where the platform has no OFD locks (the POSIX behaviour
// stays), and on Windows, where SQLite's win32 VFS locks with LockFileEx:
// those locks already belong to the handle that took them.
//
// This is the one POSIX call outside app/platform: it is SQLite's own
// system-call table that is replaced, so it lives with the SQLite code, and
// compiles to nothing where fcntl has no OFD commands.
bool installOpenFileLocks();

}  // namespace persistence
