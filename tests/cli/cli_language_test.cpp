// SPDX-License-Identifier: MIT
// `arbiter` speaks the arbiter's language: `--lang zh|en` before the
// command, else the locale (LC_ALL, LC_MESSAGES, LANG). Refusals, notes and
// verdicts come from the one catalogue (app/words) the desk uses too.
#include "tests/cli/event_cli_fixture.h"

#include <map>

using namespace event_cli;

namespace {

// Runs ARBITER_CLI with `args` and these environment variables set.
cli_test::CliResult runArbiterWith(const std::map<std::string, std::string>& environment,
                                   const std::vector<std::string>& args) {
  Poco::Pipe outPipe, errPipe;
  Poco::ProcessHandle handle =
      Poco::Process::launch(ARBITER_CLI, args, nullptr, &outPipe, &errPipe, environment);
  Poco::PipeInputStream outStream(outPipe), errStream(errPipe);
  cli_test::CliResult result;
  std::thread errReader([&] { Poco::StreamCopier::copyToString(errStream, result.err); });
  Poco::StreamCopier::copyToString(outStream, result.out);
  errReader.join();
  result.exitCode = handle.wait();
  return result;
}

std::vector<std::string> resultOnBoard(const std::string& file, int board, const char* result) {
  return {"result", file,      "--section",           "Open", "--round",
          "1",      "--board", std::to_string(board), result};
}

std::vector<std::string> inChinese(std::vector<std::string> args) {
  args.insert(args.begin(), {"--lang", "zh"});
  return args;
}

}  // namespace

TEST(CliLanguage, RefusalInChineseWithTheLangOption) {
  const std::string dir = freshDir("lang-refusal");
  const std::string file = seededEvent(dir);
  const std::string before = readAll(file);
  const auto refused = runArbiter(inChinese(resultOnBoard(file, 9, "1-0")));
  EXPECT_EQ(refused.exitCode, 76);
  EXPECT_EQ(refused.err, "arbiter: 拒绝：该轮没有第 9 台；未作任何改动\n");
  const auto english = runArbiter(resultOnBoard(file, 9, "1-0"));
  EXPECT_EQ(english.err,
            "arbiter: refused: there is no board 9 in that round; nothing was changed\n");
  EXPECT_EQ(readAll(file), before);
}

TEST(CliLanguage, TheLocaleChoosesWhenNoOptionIsGiven) {
  const std::string dir = freshDir("lang-locale");
  const std::string file = seededEvent(dir);
  const std::map<std::string, std::string> chinese{
      {"LC_ALL", ""}, {"LC_MESSAGES", ""}, {"LANG", "zh_CN.UTF-8"}};
  const auto byLocale = runArbiterWith(chinese, resultOnBoard(file, 9, "1-0"));
  EXPECT_EQ(byLocale.exitCode, 76);
  EXPECT_EQ(byLocale.err, "arbiter: 拒绝：该轮没有第 9 台；未作任何改动\n");
  // The option wins over the locale; LC_ALL over LANG.
  auto english = resultOnBoard(file, 9, "1-0");
  english.insert(english.begin(), "--lang=en");
  EXPECT_EQ(runArbiterWith(chinese, english).err,
            "arbiter: refused: there is no board 9 in that round; nothing was changed\n");
  EXPECT_EQ(runArbiterWith({{"LC_ALL", "en_GB.UTF-8"}, {"LANG", "zh_CN.UTF-8"}},
                           resultOnBoard(file, 9, "1-0"))
                .err,
            "arbiter: refused: there is no board 9 in that round; nothing was changed\n");
}

TEST(CliLanguage, NotesAndVerdictsInChinese) {
  const std::string dir = freshDir("lang-notes");
  const std::string file = seededEvent(dir);
  ASSERT_EQ(runArbiter(resultOnBoard(file, 1, "1-0")).exitCode, 0);
  const auto again = runArbiter(inChinese(resultOnBoard(file, 1, "1-0")));
  ASSERT_EQ(again.exitCode, 0) << again.err;
  EXPECT_NE(again.out.find("注意：没有改变：赛事中已是如此\n"), std::string::npos) << again.out;
  // FIDE 6.7.1 with no default time: any lateness proposes the forfeit.
  const auto late = runArbiter(inChinese({"late", file, "--section", "Open", "--round", "1",
                                          "--board", "2", "--player", "black", "--late", "0:30"}));
  ASSERT_EQ(late.exitCode, 0) << late.err;
  EXPECT_EQ(
      late.out,
      "事件 1 [6.7.1]：迟到 0:30，超过迟到弃权时限：建议判负（用 --forfeit 确认，或录入结果）\n");
}

TEST(CliLanguage, AnUnknownLanguageIsAUsageError) {
  const auto unknown = runArbiter({"--lang", "fr", "--version"});
  EXPECT_EQ(unknown.exitCode, 64);
  EXPECT_EQ(unknown.err, "arbiter: --lang: 'fr' is not a language (zh or en)\n");
  EXPECT_EQ(runArbiter({"--lang"}).exitCode, 64);
}
