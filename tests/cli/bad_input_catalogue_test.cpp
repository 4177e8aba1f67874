// SPDX-License-Identifier: MIT
// The bad-input catalogue (issue 15, "make it systematic"): one row per
// malformed input per command, with the exit code the README's table
// gives, a fragment of the message with its place, and, for every command
// on an event file, a byte comparison proving the file unchanged. Rows
// name the issue item they stand for. Add a row for every new finding.
#include "tests/cli/four_player_event.h"

#include "domain/text/utf8.h"

#include <Poco/JSON/Parser.h>

#include <filesystem>

using namespace event_cli;

namespace {

const std::string Corpus = ARBITER_CORPUS_DIR;

struct Row {
  const char* item;               // "15.9": issue 15, item 9
  std::vector<std::string> args;  // "{event}": the event file; "{dir}": the row's directory
  int exitCode;
  const char* fragment;                                         // expected in stderr or stdout
  std::vector<std::pair<std::string, std::string>> files = {};  // written into {dir} first
};

std::string substituted(std::string arg, const std::string& event, const std::string& dir) {
  for (const auto& [key, value] : {std::pair<std::string, std::string>{"{event}", event},
                                   {"{dir}", dir},
                                   {"{corpus}", Corpus}})
    if (const auto at = arg.find(key); at != std::string::npos) arg.replace(at, key.size(), value);
  return arg;
}

// Runs every row on its own copy of a paired four-player event.
void runRows(const std::string& name, const std::vector<Row>& rows) {
  const std::string base = freshDir("catalogue-" + name);
  const std::string master = fourPlayerEvent(base);
  EXPECT_EQ(runArbiter({"pair", master, "--section", "Open"}).exitCode, 0);
  int index = 0;
  for (const auto& row : rows) {
    const std::string dir = base + "/row" + std::to_string(++index);
    std::filesystem::create_directories(dir);
    const std::string event = dir + "/event.arbiter";
    std::filesystem::copy_file(master, event);
    for (const auto& [file, text] : row.files) writeFile(dir + "/" + file, text);
    const std::string before = readAll(event);
    std::vector<std::string> args;
    for (const auto& arg : row.args) args.push_back(substituted(arg, event, dir));
    const auto run = runArbiter(args);
    const std::string said = run.err + run.out;
    EXPECT_EQ(run.exitCode, row.exitCode) << row.item << ": " << said;
    EXPECT_NE(said.find(row.fragment), std::string::npos) << row.item << ": " << said;
    EXPECT_EQ(readAll(event), before) << row.item << ": the event file changed";
  }
}

}  // namespace

// Registration: one validator for add, edit and the imports (items 5, 6, 23).
TEST(BadInputCatalogue, Registration) {
  const std::vector<std::string> add = {"player", "add", "{event}", "--section", "Open", "--name"};
  const auto with = [](std::vector<std::string> a, std::vector<std::string> more) {
    a.insert(a.end(), more.begin(), more.end());
    return a;
  };
  const std::vector<std::string> edit = {"player", "edit",     "{event}", "--section",
                                         "Open",   "--player", "2"};
  runRows("registration",
          {
              {"15.5", with(add, {"Li", "--federation", "CHINA"}), 65, "did you mean CHN?"},
              {"15.5", with(add, {"Li", "--birth", "1990-13-40"}), 65, "real date"},
              {"15.5", with(add, {"Li", "--birth", "2001-02-30"}), 65, "real date"},
              {"15.5", with(add, {"Li", "--title", "XM"}), 65, "the title must be"},
              {"15.5", with(add, {"Li", "--fide-id", "86O0"}), 65, "1 to 11 digits"},
              {"15.5", with(add, {"   "}), 65, "the name is empty"},
              {"15.23", with(edit, {"--birth", "1999-02-30"}), 65, "real date"},
              {"15.23", with(edit, {"--name", "B\xC3"}), 65, "not valid UTF-8"},
              {"15.23", with(edit, {"--federation", "CHINA"}), 65, "did you mean CHN?"},
              {"15.5",
               {"player", "import", "{event}", "--section", "Open", "{dir}/p.csv"},
               65,
               "p.csv:3:4: a federation must be a FIDE/IOC code",
               {{"p.csv", "name,federation\nWang,CHN\nLi,CHINA\n"}}},
              {"15.15",
               {"player", "import", "{event}", "--section", "Open", "{dir}/p.csv"},
               65,
               "p.csv:2:6: the name is empty",
               {{"p.csv", "rating,name\n2000\n"}}},
          });
}

// Commands on a paired event that must refuse and change nothing.
TEST(BadInputCatalogue, EventCommands) {
  const auto board = [](std::vector<std::string> a) {
    for (const char* o : {"--section", "Open", "--round", "1", "--board", "1"}) a.push_back(o);
    return a;
  };
  auto illegal = board({"illegal", "{event}"});
  illegal.insert(illegal.end(), {"--player", "white", "--fen", "garbage"});
  runRows(
      "event",
      {
          {"15.9", illegal, 65, "--fen: "},
          {"15.8",
           {"player", "withdraw", "{event}", "--section", "Open", "--player", "2", "--from-round",
            "1"},
           76,
           "withdraw him from round 2"},
          {"15.4", {"trf", "export", "{event}", "--section", "Open"}, 0, "001    1"},
          {"15.14", {"standings", "{event}", "--section", "Nope"}, 64, "Open"},
          // Found by fuzz_trf (session 9): an adjourned game against nobody.
          {"15 fuzz",
           {"trf", "import", "{dir}/x.trf", "{event}", "--section", "X"},
           65,
           "x.trf:3:99: a game result (1 = 0 W D L X ?) without an opponent",
           {{"x.trf", "012 T\n001    1      Anna" + std::string(63, ' ') +
                          "0.0       0000 - U\n001    2      Bert" + std::string(63, ' ') +
                          "0.0       0000 - X\nXXR 3\n"}}},
          // Found by fuzz_trf (session 9): a prohibition from round 62 of 3.
          {"15 fuzz",
           {"trf", "import", "{dir}/p.trf", "{event}", "--section", "P"},
           65,
           "p.trf:5:5: a prohibited pairing (260) from a round past the planned",
           {{"p.trf", "012 T\n001    1      Anna" + std::string(63, ' ') +
                          "0.0\n001    2      Bert" + std::string(63, ' ') +
                          "0.0\nXXR 3\n260  62   0    1    2\n"}}},
          // Found by fuzz_trf (session 10): black, then white for round 1.
          {"15 fuzz",
           {"trf", "import", "{dir}/c.trf", "{event}", "--section", "C"},
           65,
           "c.trf:5:5: an initial colour (XXC or 152) that contradicts",
           {{"c.trf", "012 T\n001    1      Anna" + std::string(63, ' ') +
                          "0.0\n001    2      Bert" + std::string(63, ' ') +
                          "0.0\nXXC black1\nXXC rank white1\n"}}},
          // Found by fuzz_trf (session 10): two bonuses of one round, 100.5.
          {"15 fuzz",
           {"trf", "import", "{dir}/b.trf", "{event}", "--section", "B"},
           65,
           "b.trf:5:14: a point value that is not a multiple of 0.5 or does not fit",
           {{"b.trf", "012 T\n001    1      Anna" + std::string(63, ' ') +
                          "1.0          2 w 1\n001    2      Bert" + std::string(63, ' ') +
                          "0.0          1 b 0\n299" + std::string(10, ' ') + "99.5    1    2\n299" +
                          std::string(11, ' ') + "1.0    1    2\nXXR 3\n"}}},
      });
}

// Files that are not event files: refused, never written (items 13, 25).
TEST(BadInputCatalogue, ForeignAndDamagedFiles) {
  const std::string dir = freshDir("catalogue-files");
  const std::string empty = dir + "/empty.arbiter";
  writeFile(empty, "");
  for (const auto& command :
       std::vector<std::vector<std::string>>{{"event", "show", empty},
                                             {"player", "list", empty, "--section", "Open"},
                                             {"log", empty},
                                             {"event", "check", empty}}) {
    const auto run = runArbiter(command);
    EXPECT_EQ(run.exitCode, 65) << command[0] << ": " << run.err;
    EXPECT_NE(run.err.find("not an Arbiter event file"), std::string::npos) << run.err;
    EXPECT_EQ(readAll(empty), "") << command[0];
  }
  const std::string text = dir + "/players.csv";
  writeFile(text, "name\nAnna\n");
  const auto notSqlite = runArbiter({"event", "show", text});
  EXPECT_EQ(notSqlite.exitCode, 65);
  EXPECT_EQ(notSqlite.err.find("step:"), std::string::npos) << notSqlite.err;
  EXPECT_EQ(readAll(text), "name\nAnna\n");

  // One flipped byte at offset 60 (the header's user_version): damaged.
  const std::string damaged = fourPlayerEvent(freshDir("catalogue-damaged"));
  std::string bytes = readAll(damaged);
  ASSERT_GT(bytes.size(), 64u);
  bytes[60] = static_cast<char>(bytes[60] ^ 0x80);
  writeFile(damaged, bytes);
  for (const auto& command : std::vector<std::vector<std::string>>{
           {"event", "show", damaged}, {"player", "list", damaged, "--section", "Open"}}) {
    const auto run = runArbiter(command);
    EXPECT_EQ(run.exitCode, 74) << run.err;
    EXPECT_NE(run.err.find("damaged"), std::string::npos) << run.err;
    EXPECT_EQ(readAll(damaged), bytes);
  }
}

// Programs read our JSON: always valid UTF-8 JSON (item 21), from the
// inputs of shared/corpus/bad-input.
TEST(BadInputCatalogue, JsonIsValidUtf8) {
  const std::string dir = Corpus + "/bad-input/";
  for (const auto& command : std::vector<std::vector<std::string>>{
           {"claim", dir + "claim-json-invalid-utf8.pgn", "--ply", "1", "--format", "json"},
           {"verify", dir + "verify-json-invalid-utf8.pgn", "--format", "json"},
           {"standings", dir + "standings-json-invalid-utf8.trf", "--format", "json"}}) {
    const auto run = runArbiter(command);
    EXPECT_FALSE(text::invalidUtf8At(run.out).has_value()) << command[0];
    Poco::JSON::Parser parser;
    EXPECT_NO_THROW(parser.parse(run.out)) << command[0] << ": " << run.out.substr(0, 200);
  }
}

// The command line itself (items 7, 14, 15).
TEST(BadInputCatalogue, CommandLine) {
  const auto perft = runArbiter({"perft", "startpos", "-1"});
  EXPECT_EQ(perft.exitCode, 64);
  EXPECT_NE(perft.err.find("the depth must be"), std::string::npos) << perft.err;
  for (const auto& words : std::vector<std::vector<std::string>>{
           {"player", "add"}, {"result"}, {"seal"}, {"trf", "export"}, {"verify"}, {"pair"}}) {
    auto args = words;
    args.push_back("--help");
    EXPECT_EQ(runArbiter(args).exitCode, 0) << words[0];
  }
  const std::string dir = freshDir("catalogue-cli");
  EXPECT_EQ(runArbiter({"verify", dir}).exitCode, 66);
  const auto missing = runArbiter({"verify", dir + "/missing.pgn"});
  EXPECT_EQ(missing.exitCode, 66);
  EXPECT_EQ(missing.out, "");  // no summary of nothing
}

// Item 14: an event file in a missing directory cannot be created (73).
TEST(BadInputCatalogue, EventCreateInAMissingDirectory) {
  const std::string dir = freshDir("catalogue-create");
  const auto run = runArbiter({"event", "create", dir + "/no/such/dir/e.arbiter", "--name", "E"});
  EXPECT_EQ(run.exitCode, 73) << run.err;
  EXPECT_NE(run.err.find("does not exist"), std::string::npos) << run.err;
  EXPECT_FALSE(std::filesystem::exists(dir + "/no"));
}
