// SPDX-License-Identifier: MIT
// A writer process entering results one transaction at a time is killed
// with SIGKILL at random moments; after each kill the file is reopened and
// must hold every result the writer reported as committed, no result
// without its audit row (or the reverse), and pass integrity_check.
#include "persistence/event_repository.h"

#include "tests/persistence/event_file_fixture.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include <chrono>
#include <random>

using namespace tournament;
using persistence::EventRepository;

namespace {

constexpr int Boards = 20;
constexpr GameResult Cycle[] = {GameResult::WhiteWins, GameResult::Draw, GameResult::BlackWins};

// The i-th result the writer enters: boards in turn, each time a result
// different from the board's previous one.
EnterResult nthResult(int i) {
  // Each board's result changes every pass: a correction.
  return EnterResult{"Open", 1, i % Boards + 1, Cycle[(i / Boards) % 3], false, true};
}

// 40 players, round 1 paired 1-21, 2-22, ... (20 boards).
void seedForty(EventRepository& repo) {
  ASSERT_TRUE(repo.apply(CreateEvent{"Durability"}, "t"));
  SectionSettings settings;
  settings.name = "Open";
  settings.rounds = 9;
  ASSERT_TRUE(repo.apply(AddSection{settings}, "t"));
  std::vector<Player> players;
  for (int i = 0; i < 2 * Boards; ++i)
    players.push_back(namedPlayer(fmt::format("P{}", 100 + i), 2500 - i));
  ASSERT_TRUE(repo.apply(AddPlayers{"Open", players}, "t"));
  SetPairing pairing{"Open", 1, {}, 0, ""};
  for (int b = 1; b <= Boards; ++b) pairing.boards.emplace_back(b, b + Boards);
  ASSERT_TRUE(repo.apply(pairing, "t"));
}

// The child: enters results from `first` on, reporting each committed index.
[[noreturn]] void writer(const std::string& path, int first, int reportFd) {
  try {
    EventRepository repo(path);
    for (int i = first;; ++i) {
      if (!repo.apply(nthResult(i), "writer")) _exit(3);
      const std::string line = std::to_string(i) + "\n";
      if (write(reportFd, line.data(), line.size()) != static_cast<ssize_t>(line.size())) _exit(4);
    }
  } catch (...) {
    _exit(5);
  }
}

// Reads the indices reported until `deadline`, then kills the writer.
int runAndKill(pid_t child, int readFd, std::chrono::milliseconds after) {
  const auto deadline = std::chrono::steady_clock::now() + after;
  std::string buffer;
  char chunk[4096];
  while (std::chrono::steady_clock::now() < deadline) {
    pollfd p{readFd, POLLIN, 0};
    if (poll(&p, 1, 5) > 0) {
      const ssize_t n = read(readFd, chunk, sizeof chunk);
      if (n <= 0) break;
      buffer.append(chunk, static_cast<std::size_t>(n));
    }
  }
  kill(child, SIGKILL);
  int status = 0;
  waitpid(child, &status, 0);
  ssize_t n = 0;
  while ((n = read(readFd, chunk, sizeof chunk)) > 0)
    buffer.append(chunk, static_cast<std::size_t>(n));
  // Only complete lines were reported as committed.
  int last = -1;
  std::size_t start = 0;
  for (std::size_t end = buffer.find('\n'); end != std::string::npos;
       end = buffer.find('\n', start)) {
    last = std::stoi(buffer.substr(start, end - start));
    start = end + 1;
  }
  return last;
}

}  // namespace

TEST(EventFileDurabilitySlow, KilledWriterNeverLosesACommittedResult) {
  const auto path = freshEventPath("durability");
  int setupActions = 0;
  {
    EventRepository repo(path, persistence::OpenMode::Create);
    seedForty(repo);
    setupActions = static_cast<int>(repo.auditLog().size());
  }
  std::mt19937 random(20261129);
  std::uniform_int_distribution<int> delay(5, 250);
  int committed = 0;  // results known to be in the file
  int kills = 0;
  const auto stop = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (std::chrono::steady_clock::now() < stop && kills < 200) {
    int fds[2];
    ASSERT_EQ(pipe(fds), 0);
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      close(fds[0]);
      writer(path, committed, fds[1]);
    }
    close(fds[1]);
    fcntl(fds[0], F_SETFL, O_NONBLOCK);
    const int lastReported = runAndKill(child, fds[0], std::chrono::milliseconds(delay(random)));
    close(fds[0]);
    ++kills;

    EventRepository repo(path);
    const int results = static_cast<int>(repo.auditLog().size()) - setupActions;
    // Every reported commit is there; at most one more (committed, killed
    // before it could report).
    ASSERT_GE(results, lastReported + 1) << "kill " << kills;
    ASSERT_LE(results, std::max(lastReported + 2, committed + 1)) << "kill " << kills;
    ASSERT_GE(results, committed);
    // The boards hold exactly the first `results` results: a result and its
    // audit row are written together or not at all.
    std::vector<GameResult> expected(Boards, GameResult::Pending);
    for (int i = 0; i < results; ++i)
      expected[static_cast<std::size_t>(i % Boards)] = nthResult(i).result;
    const Round& round = *repo.event().sections.at(0).round(1);
    for (int b = 1; b <= Boards; ++b)
      ASSERT_EQ(round.board(b)->result, expected[static_cast<std::size_t>(b - 1)])
          << "board " << b << " kill " << kills;
    ASSERT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"}) << "kill " << kills;
    committed = results;
  }
  EXPECT_GE(kills, 20);
  EXPECT_GT(committed, 100) << "too few results were written to prove anything";
  RecordProperty("kills", kills);
  RecordProperty("results", committed);
  std::cout << "[ durability ] " << kills << " kills, " << committed << " results committed\n";
}
