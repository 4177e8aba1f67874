// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/round_result.h"

#include <cstdint>
#include <optional>
#include <string>

namespace tournament {

// Where an adjournment envelope is (Guidelines I.3, I.12).
enum class Custody : std::uint8_t {
  Sealed,             // sealed at the board, handed over
  InArbitersKeeping,  // checked and kept by the arbiter (I.3)
  Opened,             // opened at resumption (I.7)
  Settled,            // not needed: draw agreed or resignation before resumption (I.6)
  Lost,               // missing (I.12)
};

// What opening the envelope decided (Guidelines I.8-I.11, classic 10.15/10.16).
// The verdict says which rule decided; the board's stored result says the
// outcome (a defective sealed move loses for the sealer, or draws when the
// replier cannot win), and messages are made from the two together.
enum class ResumptionVerdict : std::uint8_t {
  NotResumed,
  Continue,             // a legal move; play continues
  SealedMoveEndedGame,  // the sealed move mates, stalemates or leaves a dead position
  DefectiveSealedMove,  // ambiguous, unreadable or illegal (I.8, classic 10.16); the sealer
                        // loses, or a draw when the replier cannot win (6.9; classic 10.5)
  AbsentPlayerLoses,    // past the default time (I.10, classic 10.15)
  BothAbsent,           // both past the default time (classic 10.17)
  // The sealer absent, the present replier's flag fell first (003: old
  // Laws 10.15(3) "出席方超过时限,按第10.14条规定判该棋手负"; FIDE 6.9): he
  // loses, or a draw when the sealer cannot win (classic 10.5; FIDE 6.9).
  PresentPlayerFlagged,
  ArbiterMustDecide,  // the move could not be checked (no rules core, no position)
  Annulled,           // lost envelope, position not re-established: annulled and replayed (I.12.2)
};

// An adjournment envelope: the label of Guidelines I.2 (classic art. 13.2).
struct Envelope {
  int id = 0;
  int round = 0;
  int board = 0;
  Color sealer = Color::White;
  int moveNumber = 0;       // the number of the sealed move
  std::string sealedMove;   // as written by the sealer
  std::string fenBefore;    // the position before the sealed move
  std::string movesBefore;  // the game's moves up to it (SAN, space separated)
  int whiteUsedSeconds = 0;
  int blackUsedSeconds = 0;
  std::optional<Color> drawOfferBy;  // an offer still open (I.4)
  std::string resumeAt;              // "YYYY-MM-DD HH:MM"
  std::string resumePlace;
  // When the move was sealed, as the arbiter entered it ("YYYY-MM-DD HH:MM",
  // local time at the venue; Guidelines I.2: the label says it); empty in
  // files from before it was asked (the label then gives when it was recorded).
  std::string sealedAt;
  Custody custody = Custody::Sealed;
  ResumptionVerdict verdict = ResumptionVerdict::NotResumed;
  // Guidelines I.9.3: the sealer being absent at resumption, the replier
  // sealed his reply in a new envelope, kept by the arbiter until the
  // sealer arrives (empty: none).
  std::string replyMove;
  bool operator==(const Envelope&) const = default;
};

}  // namespace tournament
