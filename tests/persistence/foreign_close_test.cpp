// SPDX-License-Identifier: MIT
// A program holding an event file open must keep its hold when anything
// else in the same process opens and closes the file (a file dialog in the
// event file's folder does): POSIX drops all of a process's fcntl locks on
// a file at the first close() of any descriptor of it, after which another
// program checkpoints and deletes the WAL under the holder's feet and the
// holder's later writes are seen by nobody (open_file_locks.h).
#include "persistence/event_repository.h"
#include "persistence/open_file_locks.h"

#include "tests/persistence/event_file_fixture.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>

using namespace tournament;
using persistence::EventRepository;

namespace {

// A second process, forked before this one opens the file, that runs one
// command per byte received: 'w' enters 1-0 on board 1 of round 1, 'r'
// reports the two boards' results as two bytes, 'q' quits.
class OtherProcess {
public:
  explicit OtherProcess(std::string path) {
    int toChild[2];
    int fromChild[2];
    if (pipe(toChild) != 0 || pipe(fromChild) != 0) return;
    m_pid = fork();
    if (m_pid == 0) {
      close(toChild[1]);
      close(fromChild[0]);
      serve(path, toChild[0], fromChild[1]);
    }
    close(toChild[0]);
    close(fromChild[1]);
    m_to = toChild[1];
    m_from = fromChild[0];
  }
  ~OtherProcess() {
    ask('q', 0);
    int status = 0;
    if (m_pid > 0) waitpid(m_pid, &status, 0);
    close(m_to);
    close(m_from);
  }
  bool running() const { return m_pid > 0; }
  // Sends `command`; returns the `replyBytes` bytes of the answer.
  std::string ask(char command, std::size_t replyBytes) {
    if (write(m_to, &command, 1) != 1) return "!";
    std::string reply(replyBytes, '\0');
    std::size_t got = 0;
    while (got < replyBytes) {
      const ssize_t n = read(m_from, reply.data() + got, replyBytes - got);
      if (n <= 0) return "!";
      got += static_cast<std::size_t>(n);
    }
    return reply;
  }

private:
  static char code(GameResult result) {
    return result == GameResult::WhiteWins   ? '1'
           : result == GameResult::BlackWins ? '0'
           : result == GameResult::Pending   ? '-'
                                             : '?';
  }
  [[noreturn]] static void serve(const std::string& path, int in, int out) {
    char command = 0;
    while (read(in, &command, 1) == 1) {
      try {
        if (command == 'w') {
          EventRepository repo(path);
          const bool ok =
              repo.apply(EnterResult{"Open", 1, 1, GameResult::WhiteWins}, "other").has_value();
          const char reply = ok ? 'k' : 'x';
          if (write(out, &reply, 1) != 1) _exit(2);
        } else if (command == 'r') {
          EventRepository repo(path);
          const Round& round = *repo.event().sections.at(0).round(1);
          const char reply[2] = {code(round.board(1)->result), code(round.board(2)->result)};
          if (write(out, reply, 2) != 2) _exit(2);
        } else {
          _exit(0);
        }
      } catch (...) {
        _exit(3);
      }
    }
    _exit(0);
  }

  pid_t m_pid = -1;
  int m_to = -1;
  int m_from = -1;
};

// Opens and closes `path` by a descriptor of its own, as a file dialog does.
void touchFromElsewhere(const std::string& path) {
  for (const char* suffix : {"", "-wal", "-shm"}) {
    const int fd = open((path + suffix).c_str(), O_RDONLY);
    if (fd >= 0) close(fd);
  }
}

}  // namespace

TEST(ForeignClose, HolderKeepsItsLocksAndNoWriteIsLost) {
  ASSERT_TRUE(persistence::installOpenFileLocks());
  const auto path = freshEventPath("foreign-close");
  OtherProcess other(path);  // forked before this process opens the file
  ASSERT_TRUE(other.running());
  {
    EventRepository create(path, persistence::OpenMode::Create);
    seedEvent(create);  // round 1: board 1 is 1-3, board 2 is 4-2
  }
  {
    EventRepository desk(path);  // the holder: open for the whole test
    ASSERT_EQ(desk.event().sections.at(0).rounds.size(), 1u);
    touchFromElsewhere(path);
    EXPECT_EQ(other.ask('w', 1), "k");  // the other program writes board 1 and closes
    ASSERT_TRUE(desk.apply(EnterResult{"Open", 1, 2, GameResult::BlackWins}, "desk"));
    // While the holder still has the file open, another program sees both.
    EXPECT_EQ(other.ask('r', 2), "10");
  }
  EXPECT_EQ(other.ask('r', 2), "10");
  EventRepository reopened(path);
  const Round& round = *reopened.event().sections.at(0).round(1);
  EXPECT_EQ(round.board(1)->result, GameResult::WhiteWins);
  EXPECT_EQ(round.board(2)->result, GameResult::BlackWins);
  EXPECT_EQ(reopened.integrityCheck(), std::vector<std::string>{"ok"});
}
