// SPDX-License-Identifier: MIT
#include "app/service/player_list.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace {

using namespace tournament;

std::string corpusText(const std::string& relative) {
  std::ifstream in(std::string(ARBITER_CORPUS_DIR) + "/" + relative, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string freshPath(const std::string& name) {
  const auto dir = std::filesystem::path(ARBITER_TEST_OUTPUT_DIR) / "service";
  std::filesystem::create_directories(dir);
  const auto file = dir / (name + ".arbiter");
  for (const char* suffix : {"", "-wal", "-shm", "-journal"})
    std::filesystem::remove(file.string() + suffix);
  return file.string();
}

}  // namespace

// The Aeroflot Open 2026 file (corpus/tournaments, from the organiser's
// TRF): 169 player records, the first "Nepomniachtchi Ian" rated 2723. In
// a rapid section the TRF's rating is the rapid rating.
TEST(PlayerList, ATrfGivesItsPlayersWithTheRatingInTheSectionsRate) {
  const std::string text = corpusText("tournaments/aeroflot-open-2026.after-r8.trf");
  ASSERT_FALSE(text.empty());
  const auto list = service::readPlayerList("aeroflot.trf", text, RateOfPlay::Rapid);
  ASSERT_TRUE(list.has_value());
  ASSERT_EQ(list->players.size(), 169u);
  EXPECT_EQ(list->players.front().name, "Nepomniachtchi Ian");
  EXPECT_EQ(list->players.front().ratings.rapid, 2723);
  EXPECT_EQ(list->players.front().ratings.standard, 0);
  EXPECT_FALSE(list->semicolons);
}

// A CSV written by hand; one saved by a spreadsheet in a comma-decimal
// locale separates fields by ';' and says so.
TEST(PlayerList, ACsvIsReadAndItsSeparatorReported) {
  const auto comma =
      service::readPlayerList("players.csv", "name,rating\nWang Hao,2700\n", RateOfPlay::Standard);
  ASSERT_TRUE(comma.has_value());
  ASSERT_EQ(comma->players.size(), 1u);
  EXPECT_EQ(comma->players[0].name, "Wang Hao");
  EXPECT_EQ(comma->players[0].ratings.standard, 2700);
  EXPECT_FALSE(comma->semicolons);
  const auto semicolon =
      service::readPlayerList("players.csv", "name;rating\nLi Chao;2650\n", RateOfPlay::Standard);
  ASSERT_TRUE(semicolon.has_value());
  EXPECT_TRUE(semicolon->semicolons);
  EXPECT_EQ(semicolon->players[0].ratings.standard, 2650);
}

// "Anna,abc": the rating field starts at line 2, column 6.
TEST(PlayerList, AnUnreadableListSaysWhere) {
  const auto csv =
      service::readPlayerList("p.csv", "name,rating\nAnna,abc\n", RateOfPlay::Standard);
  ASSERT_FALSE(csv.has_value());
  const auto* error = std::get_if<PlayerCsvError>(&csv.error());
  ASSERT_NE(error, nullptr);
  EXPECT_EQ(error->code, PlayerCsvErrorCode::BadRating);
  EXPECT_EQ(error->line, 2);
  EXPECT_EQ(error->column, 6);
  // A TRF by its name whose first line is not a record.
  const auto trf = service::readPlayerList("p.trf", "hello\n", RateOfPlay::Standard);
  ASSERT_FALSE(trf.has_value());
  EXPECT_NE(std::get_if<interchange::TrfError>(&trf.error()), nullptr);
}

// The same list imported twice registers its players once.
TEST(PlayerList, ImportingAListTwiceDoesNotDoubleTheField) {
  const auto path = freshPath("import_twice");
  SectionSettings settings;
  settings.name = "Open";
  settings.rounds = 5;
  ASSERT_TRUE(service::createEvent(path, "Club", settings, "desk").has_value());
  service::EventSession session(path);
  const auto list = service::readPlayerList(
      "p.csv", "name,fide_id\nWang Hao,8603006\nLi Chao,8602883\n", RateOfPlay::Standard);
  ASSERT_TRUE(list.has_value());
  const auto first = service::importPlayers(session, "Open", list->players, "desk");
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->registered, 2u);
  const auto second = service::importPlayers(session, "Open", list->players, "desk");
  ASSERT_TRUE(second.has_value());
  EXPECT_EQ(second->registered, 0u);
  const auto skipped =
      std::count_if(second->applied.notices.begin(), second->applied.notices.end(),
                    [](const Notice& n) { return n.code == NoticeCode::AlreadyRegistered; });
  EXPECT_EQ(skipped, 2);  // one per skipped row
  EXPECT_EQ(session.event().sections.front().players.size(), 2u);
  const auto missing = service::importPlayers(session, "Girls", list->players, "desk");
  ASSERT_FALSE(missing.has_value());
  EXPECT_EQ(missing.error().code, ActionErrorCode::NoSuchSection);
}

// The preview of a list with a registered player, a new one, the new one
// again, and a FIDE id of 12 digits (a FIDE id has 1 to 11 digits,
// player_validation.h): added, skipped, skipped (the row before), refused.
// Nothing is stored.
TEST(PlayerList, ThePreviewSaysRowByRowWhatTheImportWouldDo) {
  Event event;
  event.name = "Club";
  Section open;
  open.settings.name = "Open";
  open.settings.rounds = 5;
  event.sections.push_back(open);
  auto registered = applyAction(event, AddPlayers{"Open", {[] {
                                                    Player p;
                                                    p.name = "Wang Hao";
                                                    p.fideId = "8603006";
                                                    return p;
                                                  }()}});
  ASSERT_TRUE(registered.has_value());
  const Event before = registered->event;
  // Rows as a form or another program gives them (the CSV reader would
  // refuse the 12-digit id itself, at its line and column).
  std::vector<Player> players;
  for (const auto& [name, id] :
       std::vector<std::pair<std::string, std::string>>{{"Wang Hao", "8603006"},
                                                        {"Li Chao", "8602883"},
                                                        {"Li Chao", "8602883"},
                                                        {"Yu Yangyi", "123456789012"}}) {
    Player p;
    p.name = name;
    p.fideId = id;
    players.push_back(p);
  }
  const auto rows = service::previewImport(before, "Open", players);
  ASSERT_TRUE(rows.has_value());
  ASSERT_EQ(rows->size(), 4u);
  using S = service::ImportRowStatus;
  EXPECT_EQ((*rows)[0].status, S::AlreadyRegistered);
  EXPECT_EQ((*rows)[1].status, S::Added);
  EXPECT_EQ((*rows)[2].status, S::AlreadyRegistered);
  EXPECT_EQ((*rows)[3].status, S::Refused);
  ASSERT_TRUE((*rows)[3].refusal.has_value());
  EXPECT_EQ((*rows)[3].refusal->code, ActionErrorCode::BadFideId);
  EXPECT_EQ(before.section("Open")->players.size(), 1u);
  EXPECT_EQ(service::previewImport(before, "Girls", players).error().code,
            ActionErrorCode::NoSuchSection);
}

// A list without FIDE ids or birth dates cannot prove a player is the one
// registered: "Wang Hao" (registered as no. 1, born 1990) comes again
// without a birth date - registered, but flagged with the number to check.
TEST(PlayerList, ThePreviewFlagsARowWithTheNameOfARegisteredPlayer) {
  Event event;
  event.name = "Club";
  Section open;
  open.settings.name = "Open";
  open.settings.rounds = 5;
  event.sections.push_back(open);
  Player registered;
  registered.name = "Wang Hao";
  registered.birthDate = "1990-08-04";
  auto withWang = applyAction(event, AddPlayers{"Open", {registered}});
  ASSERT_TRUE(withWang.has_value());
  const auto list =
      service::readPlayerList("p.csv", "name\nWang Hao\nLi Chao\n", RateOfPlay::Standard);
  ASSERT_TRUE(list.has_value());
  const auto rows = service::previewImport(withWang->event, "Open", list->players);
  ASSERT_TRUE(rows.has_value());
  ASSERT_EQ(rows->size(), 2u);
  EXPECT_EQ((*rows)[0].status, service::ImportRowStatus::Added);
  EXPECT_EQ((*rows)[0].sameNameAs, 1);
  EXPECT_EQ((*rows)[1].sameNameAs, std::nullopt);
}

// A CSV saved by a spreadsheet on a Chinese Windows (GBK, a subset of
// GB18030): the bytes of "姓名,等级分,性别" and "王芳,2250,女" as the
// GB18030 table gives them (王 CD F5, 芳 B7 BC, 姓 D0 D5, 名 C3 FB,
// 等 B5 C8, 级 BC B6, 分 B7 D6, 性 D0 D4, 别 B1 F0, 女 C5 AE).
TEST(PlayerList, ACsvInGb18030IsDecodedWithTheChineseHeaders) {
  const std::string gbk =
      "\xD0\xD5\xC3\xFB,\xB5\xC8\xBC\xB6\xB7\xD6,\xD0\xD4\xB1\xF0\r\n"
      "\xCD\xF5\xB7\xBC,2250,\xC5\xAE\r\n";
  const auto list = service::readPlayerList("players.csv", gbk, RateOfPlay::Standard);
  ASSERT_TRUE(list.has_value());
  EXPECT_EQ(list->encoding, service::TextEncoding::Gb18030);
  ASSERT_EQ(list->players.size(), 1u);
  EXPECT_EQ(list->players[0].name, "王芳");
  EXPECT_EQ(list->players[0].ratings.standard, 2250);
  EXPECT_EQ(list->players[0].sex, Sex::Female);
}

// "Unicode text" from a spreadsheet: UTF-16 little-endian after FF FE; the
// big-endian form after FE FF. "name\nLi" is 6E 00 61 00 ... in UTF-16LE.
TEST(PlayerList, ACsvInUtf16WithAByteOrderMarkIsDecoded) {
  const std::string le("\xFF\xFEn\0a\0m\0e\0\n\0L\0i\0", 16);
  const auto little = service::readPlayerList("players.csv", le, RateOfPlay::Standard);
  ASSERT_TRUE(little.has_value());
  EXPECT_EQ(little->encoding, service::TextEncoding::Utf16LittleEndian);
  ASSERT_EQ(little->players.size(), 1u);
  EXPECT_EQ(little->players[0].name, "Li");
  const std::string be("\xFE\xFF\0n\0a\0m\0e\0\n\0L\0i", 16);
  const auto big = service::readPlayerList("players.csv", be, RateOfPlay::Standard);
  ASSERT_TRUE(big.has_value());
  EXPECT_EQ(big->encoding, service::TextEncoding::Utf16BigEndian);
  EXPECT_EQ(big->players[0].name, "Li");
}

// Bytes neither UTF-8 nor GB18030 (0x80 alone is not a GB18030 lead byte;
// 0xFF is none either): refused at the first byte that is not UTF-8, line 2
// column 3.
TEST(PlayerList, BytesOfNoEncodingAreRefusedAtTheirPlace) {
  const auto list =
      service::readPlayerList("players.csv", "name\nLi\x80\xFF\n", RateOfPlay::Standard);
  ASSERT_FALSE(list.has_value());
  const auto& error = std::get<PlayerCsvError>(list.error());
  EXPECT_EQ(error.code, PlayerCsvErrorCode::NotUtf8);
  EXPECT_EQ(error.line, 2);
  EXPECT_EQ(error.column, 3);
}
