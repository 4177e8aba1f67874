// SPDX-License-Identifier: MIT
#include "app/live/venue_undo_reply.h"

#include "app/live/request_json.h"

#include <Poco/JSON/Object.h>

#include <string_view>
#include <utility>

namespace live {
namespace {

using persistence::UndoErrorCode;

// The code and the words {en, zh} of each refusal.
struct UndoWords {
  std::string_view code;
  std::string_view en;
  std::string_view zh;
};

UndoWords wordsOf(UndoErrorCode code) {
  switch (code) {
    case UndoErrorCode::NothingToUndo:
      return {"nothing-to-undo", "there is nothing to undo", "没有可撤销的操作"};
    case UndoErrorCode::StateChanged:
      return {"state-changed", "the data was changed since: this change cannot be undone any more",
              "数据此后已被修改，此操作不能再撤销"};
    case UndoErrorCode::DamagedAudit:
      return {"damaged-audit", "the change's audit row cannot be read back",
              "无法读取该操作的审计记录"};
    case UndoErrorCode::Irreversible:
      return {"irreversible", "a change of this kind cannot be undone", "此类操作不能撤销"};
    case UndoErrorCode::NoSuchAction:
      return {"no-such-change", "no such change, or it is undone already",
              "没有该操作，或它已被撤销"};
    case UndoErrorCode::LaterActionsDepend:
      return {"later-changes-depend", "a later change depends on it: undo that one first",
              "之后的操作依赖于它：请先撤销之后的操作"};
    case UndoErrorCode::LaterRoundsPairedOn:
      return {"later-rounds-paired-on",
              "later rounds were paired on this round's results (C.04.2 4.3): their pairings stand",
              "之后的轮次已按本轮结果编排（C.04.2 4.3）：其编排保持不变"};
  }
  return {"undo-refused", "the change cannot be undone", "此操作不能撤销"};
}

}  // namespace

Reply undoRefused(const persistence::UndoError& error) {
  const UndoWords words = wordsOf(error.code);
  Poco::JSON::Object reasons;
  reasons.set("en", std::string(words.en));
  reasons.set("zh", std::string(words.zh));
  Poco::JSON::Object refusal;
  refusal.set("status", 409);
  refusal.set("code", "undo-refused");
  refusal.set("message", "the change cannot be undone");
  refusal.set("reason", std::string(words.code));
  refusal.set("reasons", reasons);
  refusal.set("mayForce", error.code == UndoErrorCode::LaterRoundsPairedOn);
  Poco::JSON::Object out;
  out.set("error", refusal);
  return jsonReply(409, out);
}

}  // namespace live
