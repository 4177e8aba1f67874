// SPDX-License-Identifier: MIT
#include "app/service/event_session.h"

#include "domain/tournament/action_kind.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

namespace {

using namespace tournament;

std::string freshPath(const std::string& name) {
  const auto dir = std::filesystem::path(ARBITER_TEST_OUTPUT_DIR) / "service";
  std::filesystem::create_directories(dir);
  const auto file = dir / (name + ".arbiter");
  for (const char* suffix : {"", "-wal", "-shm", "-journal"})
    std::filesystem::remove(file.string() + suffix);
  return file.string();
}

SectionSettings openSection() {
  SectionSettings settings;
  settings.name = "Open";
  settings.rounds = 5;
  return settings;
}

Player named(const std::string& name) {
  Player p;
  p.name = name;
  return p;
}

}  // namespace

// rules-reference §5 (C.02.03 §7): "a FIDE mode that is on by default".
// The settings given say nothing of FIDE mode (false); the section made
// from them is in FIDE mode all the same.
TEST(EventSession, ANewEventsFirstSectionStartsInFideMode) {
  const auto path = freshPath("created");
  ASSERT_TRUE(service::createEvent(path, "Spring Open", openSection(), "desk").has_value());
  service::EventSession session(path);
  ASSERT_EQ(session.event().sections.size(), 1u);
  EXPECT_EQ(session.event().name, "Spring Open");
  EXPECT_TRUE(session.event().sections.front().settings.fideMode);
  // Two audited actions: the event, then its section.
  const auto log = session.auditLog();
  ASSERT_EQ(log.size(), 2u);
  EXPECT_EQ(log[0].who, "desk");
  EXPECT_EQ(log[1].kind, actionKindCode(ActionKind::AddSection));
}

// A section with 0 rounds is refused (C.04.1: a tournament has rounds);
// the refusal is found before the file is made, so no file is left.
TEST(EventSession, ARefusedCreateLeavesNoFileBehind) {
  const auto path = freshPath("refused");
  SectionSettings bad = openSection();
  bad.rounds = 0;
  const auto created = service::createEvent(path, "Spring Open", bad, "desk");
  ASSERT_FALSE(created.has_value());
  EXPECT_EQ(created.error().code, ActionErrorCode::BadRoundCount);
  EXPECT_FALSE(std::filesystem::exists(path));
  EXPECT_FALSE(service::createEvent(path, "", std::nullopt, "desk").has_value());
  EXPECT_FALSE(std::filesystem::exists(path));
}

// Creating over an existing file throws AlreadyExists and leaves the file
// byte for byte as it was.
TEST(EventSession, CreatingOverAFileLeavesItAsItWas) {
  const auto path = freshPath("existing");
  {
    std::ofstream out(path, std::ios::binary);
    out << "someone's notes";
  }
  try {
    (void)service::createEvent(path, "Spring Open", openSection(), "desk");
    ADD_FAILURE() << "no StorageError";
  } catch (const persistence::StorageError& error) {
    EXPECT_EQ(error.code(), persistence::StorageErrorCode::AlreadyExists);
  }
  std::ifstream in(path, std::ios::binary);
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(in), {}), "someone's notes");
}

// What undo will undo is what undo then undoes: the latest action not yet
// undone (the second registration), then the one before it.
TEST(EventSession, TheUndoCandidateIsWhatUndoUndoes) {
  const auto path = freshPath("undo");
  ASSERT_TRUE(service::createEvent(path, "Spring Open", openSection(), "desk").has_value());
  service::EventSession session(path);
  ASSERT_TRUE(session.apply(AddPlayers{"Open", {named("Ann")}}, "anna").has_value());
  ASSERT_TRUE(session.apply(AddPlayers{"Open", {named("Bob")}}, "bert").has_value());
  for (const char* who : {"bert", "anna"}) {
    const auto candidate = session.undoCandidate();
    ASSERT_TRUE(candidate.has_value());
    EXPECT_EQ(candidate->who, who);
    const auto undone = session.undo("chief");
    ASSERT_TRUE(undone.has_value());
    EXPECT_EQ(undone->undoneId, candidate->id);
  }
  EXPECT_TRUE(session.event().sections.front().players.empty());
  // Only the section's creation is left; it is undoable (the event remains).
  ASSERT_TRUE(session.undoCandidate().has_value());
  ASSERT_TRUE(session.undo("chief").has_value());
  // The event's creation has nothing before it.
  const auto none = session.undoCandidate();
  ASSERT_FALSE(none.has_value());
  EXPECT_EQ(none.error().code, persistence::UndoErrorCode::NothingToUndo);
}

// Leaving FIDE mode cannot be undone (C.02.03 §7: FIDE mode cannot be
// re-entered): the candidate says so by the action's kind, and undo agrees.
TEST(EventSession, LeavingFideModeIsNotAnUndoCandidate) {
  const auto path = freshPath("fide_mode");
  ASSERT_TRUE(service::createEvent(path, "Spring Open", openSection(), "desk").has_value());
  service::EventSession session(path);
  ASSERT_TRUE(session.apply(LeaveFideMode{"Open", true}, "chief").has_value());
  const auto candidate = session.undoCandidate();
  ASSERT_FALSE(candidate.has_value());
  EXPECT_EQ(candidate.error().code, persistence::UndoErrorCode::Irreversible);
  const auto undone = session.undo("chief");
  ASSERT_FALSE(undone.has_value());
  EXPECT_EQ(undone.error().code, persistence::UndoErrorCode::Irreversible);
  EXPECT_EQ(undone.error().auditId, candidate.error().auditId);
}
