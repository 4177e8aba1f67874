// SPDX-License-Identifier: MIT
// How a move that only the lenient reading takes was written: the
// scoresheet forms found in its text, so that a report can say which form
// was relaxed (`arbiter verify --notation lenient`).
//
// The client's recording notation (003: "目前通用的代数记谱法是先写棋子再写由哪格
// 走到哪格 ... 例如马g1-f3"; "车ad3"; "象b5xc6"; "记录吃过路兵,在着法后加上
// e.p."; "记录兵的升变,在着法后加上（=后）、（=车）等"; 002: "记录时记为 “en
// passant” 或 “en pt”", "短易位 ... 记谱记为0-0") and the other scoresheet
// forms san.h reads in its Lenient mode.
#pragma once

#include <cstdint>
#include <string_view>

namespace chess {

// One bit per form; a move may show several ("马g1-f3": Chinese letters and
// long algebraic).
enum NotationForm : std::uint16_t {
  ChinesePieces = 1u << 0,         // 王 后 车/車 象 马/馬 兵 (003)
  FullWidthSigns = 1u << 1,        // （=后）, ＝后 (003)
  BracketedPromotion = 1u << 2,    // e8(=后), e8(Q), e8/Q
  EnPassantWords = 1u << 3,        // e.p., ep (003), en passant, en pt (002)
  OtherLanguageLetters = 1u << 4,  // German, French or Spanish letters, "P" for a pawn
  RussianLetters = 1u << 5,        // Кр Ф Л С К
  Figurines = 1u << 6,             // ♔♕♖♗♘♙ ♚♛♜♝♞♟
  LongAlgebraic = 1u << 7,         // the origin square written too: g1-f3, e2e4
  ZeroCastling = 1u << 8,          // 0-0, 0-0-0 (002)
  ColonCapture = 1u << 9,          // ":" for a capture
  OtherLax = 1u << 10,             // none of these: another non-canonical SAN (e8Q, a
                                   // missing or superfluous "x" or file, check marks)
};
using NotationForms = std::uint16_t;

// The forms found in a move's text (never 0: OtherLax when nothing else).
NotationForms notationForms(std::string_view text);

}  // namespace chess
