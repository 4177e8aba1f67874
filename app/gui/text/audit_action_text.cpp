// SPDX-License-Identifier: MIT
#include "app/gui/text/audit_action_text.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <iterator>
#include <string_view>
#include <vector>

namespace gui {
namespace {

struct Word {
  const char* code;
  const char* text;
};

// The commands of domain/tournament/action_text.cpp.
constexpr Word Commands[] = {
    {"checkin", QT_TRANSLATE_NOOP("gui::AuditAction", "Check-in")},
    {"claim", QT_TRANSLATE_NOOP("gui::AuditAction", "Draw claim")},
    {"clock-correct", QT_TRANSLATE_NOOP("gui::AuditAction", "Clock corrected")},
    {"clock-defective", QT_TRANSLATE_NOOP("gui::AuditAction", "Defective clock")},
    {"envelope", QT_TRANSLATE_NOOP("gui::AuditAction", "Envelope")},
    {"event create", QT_TRANSLATE_NOOP("gui::AuditAction", "Event created")},
    {"flag", QT_TRANSLATE_NOOP("gui::AuditAction", "Flag fell")},
    {"illegal", QT_TRANSLATE_NOOP("gui::AuditAction", "Illegal move")},
    {"irregular", QT_TRANSLATE_NOOP("gui::AuditAction", "Irregular position")},
    {"late", QT_TRANSLATE_NOOP("gui::AuditAction", "Late arrival")},
    {"penalty", QT_TRANSLATE_NOOP("gui::AuditAction", "Penalty")},
    {"player add", QT_TRANSLATE_NOOP("gui::AuditAction", "Player registered")},
    {"player bye", QT_TRANSLATE_NOOP("gui::AuditAction", "Requested bye")},
    {"player edit", QT_TRANSLATE_NOOP("gui::AuditAction", "Player edited")},
    {"player import", QT_TRANSLATE_NOOP("gui::AuditAction", "Players imported")},
    {"player remove", QT_TRANSLATE_NOOP("gui::AuditAction", "Player removed")},
    {"player withdraw", QT_TRANSLATE_NOOP("gui::AuditAction", "Player withdrawn")},
    {"ratings update", QT_TRANSLATE_NOOP("gui::AuditAction", "Ratings updated")},
    {"result", QT_TRANSLATE_NOOP("gui::AuditAction", "Result")},
    {"results", QT_TRANSLATE_NOOP("gui::AuditAction", "Results")},
    {"round edit", QT_TRANSLATE_NOOP("gui::AuditAction", "Pairing edited")},
    {"round publish", QT_TRANSLATE_NOOP("gui::AuditAction", "Round published")},
    {"round set", QT_TRANSLATE_NOOP("gui::AuditAction", "Round paired")},
    {"round start", QT_TRANSLATE_NOOP("gui::AuditAction", "Round started")},
    {"round unpair", QT_TRANSLATE_NOOP("gui::AuditAction", "Round unpaired")},
    {"seal", QT_TRANSLATE_NOOP("gui::AuditAction", "Move sealed")},
    {"section add", QT_TRANSLATE_NOOP("gui::AuditAction", "Section added")},
    {"section draw-lots", QT_TRANSLATE_NOOP("gui::AuditAction", "Numbers drawn by lot")},
    {"section edit", QT_TRANSLATE_NOOP("gui::AuditAction", "Section edited")},
    {"section forbid", QT_TRANSLATE_NOOP("gui::AuditAction", "Forbidden pair")},
    {"section import", QT_TRANSLATE_NOOP("gui::AuditAction", "Section imported")},
    {"section leave-fide-mode", QT_TRANSLATE_NOOP("gui::AuditAction", "FIDE mode left")},
    {"unseal", QT_TRANSLATE_NOOP("gui::AuditAction", "Envelope opened")},
};

// The fields (key=value) and the flags (a word alone) of those commands.
constexpr Word Fields[] = {
    {"absence", QT_TRANSLATE_NOOP("gui::AuditAction", "absence rule")},
    {"acceleration", QT_TRANSLATE_NOOP("gui::AuditAction", "acceleration")},
    {"annul", QT_TRANSLATE_NOOP("gui::AuditAction", "annulled")},
    {"arrived", QT_TRANSLATE_NOOP("gui::AuditAction", "arrived")},
    {"article", QT_TRANSLATE_NOOP("gui::AuditAction", "article")},
    {"at", QT_TRANSLATE_NOOP("gui::AuditAction", "at")},
    {"black-used", QT_TRANSLATE_NOOP("gui::AuditAction", "Black's time used")},
    {"board", QT_TRANSLATE_NOOP("gui::AuditAction", "board")},
    {"boards", QT_TRANSLATE_NOOP("gui::AuditAction", "boards")},
    {"by", QT_TRANSLATE_NOOP("gui::AuditAction", "by")},
    {"bye", QT_TRANSLATE_NOOP("gui::AuditAction", "bye")},
    {"cancel", QT_TRANSLATE_NOOP("gui::AuditAction", "cancelled")},
    {"cannot-restore", QT_TRANSLATE_NOOP("gui::AuditAction", "position cannot be restored")},
    {"categories", QT_TRANSLATE_NOOP("gui::AuditAction", "categories")},
    {"chief-arbiter", QT_TRANSLATE_NOOP("gui::AuditAction", "chief arbiter")},
    {"confirmed", QT_TRANSLATE_NOOP("gui::AuditAction", "confirmed")},
    {"custody", QT_TRANSLATE_NOOP("gui::AuditAction", "custody")},
    {"default-time", QT_TRANSLATE_NOOP("gui::AuditAction", "default time")},
    {"deputies", QT_TRANSLATE_NOOP("gui::AuditAction", "deputy arbiters")},
    {"draw-offers", QT_TRANSLATE_NOOP("gui::AuditAction", "draw offers")},
    {"early-by", QT_TRANSLATE_NOOP("gui::AuditAction", "early by")},
    {"edition", QT_TRANSLATE_NOOP("gui::AuditAction", "Dutch edition")},
    {"elapsed", QT_TRANSLATE_NOOP("gui::AuditAction", "elapsed")},
    {"end-date", QT_TRANSLATE_NOOP("gui::AuditAction", "end date")},
    {"evidence", QT_TRANSLATE_NOOP("gui::AuditAction", "evidence")},
    {"fide-mode", QT_TRANSLATE_NOOP("gui::AuditAction", "FIDE mode")},
    {"fifty-extension", QT_TRANSLATE_NOOP("gui::AuditAction", "fifty-move extension")},
    {"first-move-played", QT_TRANSLATE_NOOP("gui::AuditAction", "first move played")},
    {"forced", QT_TRANSLATE_NOOP("gui::AuditAction", "checker findings overridden")},
    {"force", QT_TRANSLATE_NOOP("gui::AuditAction", "forced")},
    {"forfeit", QT_TRANSLATE_NOOP("gui::AuditAction", "forfeit")},
    {"from-round", QT_TRANSLATE_NOOP("gui::AuditAction", "from round")},
    {"initial-colour", QT_TRANSLATE_NOOP("gui::AuditAction", "initial colour")},
    {"key", QT_TRANSLATE_NOOP("gui::AuditAction", "key")},
    {"kind", QT_TRANSLATE_NOOP("gui::AuditAction", "kind")},
    {"last-period", QT_TRANSLATE_NOOP("gui::AuditAction", "in the last period")},
    {"list", QT_TRANSLATE_NOOP("gui::AuditAction", "list")},
    {"move", QT_TRANSLATE_NOOP("gui::AuditAction", "move")},
    {"move-check", QT_TRANSLATE_NOOP("gui::AuditAction", "sealed move")},
    {"move-number", QT_TRANSLATE_NOOP("gui::AuditAction", "move number")},
    {"moves-each", QT_TRANSLATE_NOOP("gui::AuditAction", "moves each")},
    {"name", QT_TRANSLATE_NOOP("gui::AuditAction", "name")},
    {"note", QT_TRANSLATE_NOOP("gui::AuditAction", "note")},
    {"opponent-can-mate", QT_TRANSLATE_NOOP("gui::AuditAction", "opponent can mate")},
    {"opponent-can-win", QT_TRANSLATE_NOOP("gui::AuditAction", "opponent can win")},
    {"option", QT_TRANSLATE_NOOP("gui::AuditAction", "option")},
    {"order", QT_TRANSLATE_NOOP("gui::AuditAction", "order")},
    {"pair", QT_TRANSLATE_NOOP("gui::AuditAction", "pair")},
    {"paired-rounds", QT_TRANSLATE_NOOP("gui::AuditAction", "paired rounds")},
    {"pairing", QT_TRANSLATE_NOOP("gui::AuditAction", "pairing system")},
    {"place", QT_TRANSLATE_NOOP("gui::AuditAction", "place")},
    {"player", QT_TRANSLATE_NOOP("gui::AuditAction", "player")},
    {"players", QT_TRANSLATE_NOOP("gui::AuditAction", "players")},
    {"ply", QT_TRANSLATE_NOOP("gui::AuditAction", "ply")},
    {"present", QT_TRANSLATE_NOOP("gui::AuditAction", "present")},
    {"present-flagged", QT_TRANSLATE_NOOP("gui::AuditAction", "the present player's flag fell")},
    {"prizes", QT_TRANSLATE_NOOP("gui::AuditAction", "prize table")},
    {"rate", QT_TRANSLATE_NOOP("gui::AuditAction", "rate")},
    {"rating", QT_TRANSLATE_NOOP("gui::AuditAction", "rating")},
    {"replier-present", QT_TRANSLATE_NOOP("gui::AuditAction", "replier present")},
    {"result", QT_TRANSLATE_NOOP("gui::AuditAction", "result")},
    {"resume", QT_TRANSLATE_NOOP("gui::AuditAction", "resumption")},
    {"round", QT_TRANSLATE_NOOP("gui::AuditAction", "round")},
    {"rounds", QT_TRANSLATE_NOOP("gui::AuditAction", "rounds")},
    {"rules", QT_TRANSLATE_NOOP("gui::AuditAction", "rules")},
    {"schedule-allows", QT_TRANSLATE_NOOP("gui::AuditAction", "schedule allows")},
    {"score", QT_TRANSLATE_NOOP("gui::AuditAction", "score")},
    {"scoring", QT_TRANSLATE_NOOP("gui::AuditAction", "scoring")},
    {"seal-reply", QT_TRANSLATE_NOOP("gui::AuditAction", "sealed reply")},
    {"sealer", QT_TRANSLATE_NOOP("gui::AuditAction", "sealer")},
    {"sealer-present", QT_TRANSLATE_NOOP("gui::AuditAction", "sealer present")},
    {"seconds", QT_TRANSLATE_NOOP("gui::AuditAction", "seconds")},
    {"section", QT_TRANSLATE_NOOP("gui::AuditAction", "section")},
    {"set", QT_TRANSLATE_NOOP("gui::AuditAction", "set")},
    {"severe", QT_TRANSLATE_NOOP("gui::AuditAction", "severe reason")},
    {"sex", QT_TRANSLATE_NOOP("gui::AuditAction", "sex")},
    {"shown", QT_TRANSLATE_NOOP("gui::AuditAction", "shown")},
    {"start-date", QT_TRANSLATE_NOOP("gui::AuditAction", "start date")},
    {"stated-move", QT_TRANSLATE_NOOP("gui::AuditAction", "stated move")},
    {"tie-break-edition", QT_TRANSLATE_NOOP("gui::AuditAction", "tie-break edition")},
    {"tie-breaks", QT_TRANSLATE_NOOP("gui::AuditAction", "tie-breaks")},
    {"time-control", QT_TRANSLATE_NOOP("gui::AuditAction", "time control")},
    {"unrated", QT_TRANSLATE_NOOP("gui::AuditAction", "not rated")},
    {"used", QT_TRANSLATE_NOOP("gui::AuditAction", "time used")},
    {"verdict", QT_TRANSLATE_NOOP("gui::AuditAction", "verdict")},
    {"white-used", QT_TRANSLATE_NOOP("gui::AuditAction", "White's time used")},
    {"whole-round", QT_TRANSLATE_NOOP("gui::AuditAction", "the whole round")},
    {"withdraw-after", QT_TRANSLATE_NOOP("gui::AuditAction", "withdrawn after absences")},
};

// The coded values of those fields (enumerations, yes/no): `field` empty
// for a value that reads the same under every field.
struct Value {
  const char* field;
  const char* code;
  const char* text;
};

constexpr Value Values[] = {
    {"", "yes", QT_TRANSLATE_NOOP("gui::AuditAction", "yes")},
    {"", "no", QT_TRANSLATE_NOOP("gui::AuditAction", "no")},
    {"", "unknown", QT_TRANSLATE_NOOP("gui::AuditAction", "unknown")},
    {"", "white", QT_TRANSLATE_NOOP("gui::AuditAction", "White")},
    {"", "black", QT_TRANSLATE_NOOP("gui::AuditAction", "Black")},
    {"", "both", QT_TRANSLATE_NOOP("gui::AuditAction", "both")},
    {"", "none", QT_TRANSLATE_NOOP("gui::AuditAction", "none")},
    {"verdict", "correct", QT_TRANSLATE_NOOP("gui::AuditAction", "correct")},
    {"verdict", "incorrect", QT_TRANSLATE_NOOP("gui::AuditAction", "incorrect")},
    // round set/edit: who paired it; the player given the pairing-allocated bye.
    {"by", "dutch", QT_TRANSLATE_NOOP("gui::AuditAction", "Dutch system")},
    {"by", "berger", QT_TRANSLATE_NOOP("gui::AuditAction", "Berger tables")},
    {"by", "dubov", QT_TRANSLATE_NOOP("gui::AuditAction", "Dubov system")},
    {"by", "burstein", QT_TRANSLATE_NOOP("gui::AuditAction", "Burstein system")},
    {"bye", "0", QT_TRANSLATE_NOOP("gui::AuditAction", "none")},
    {"pairing", "dutch", QT_TRANSLATE_NOOP("gui::AuditAction", "Dutch system")},
    {"pairing", "round-robin", QT_TRANSLATE_NOOP("gui::AuditAction", "round robin")},
    {"pairing", "dubov", QT_TRANSLATE_NOOP("gui::AuditAction", "Dubov system")},
    {"pairing", "burstein", QT_TRANSLATE_NOOP("gui::AuditAction", "Burstein system")},
    {"rules", "fide", QT_TRANSLATE_NOOP("gui::AuditAction", "FIDE Laws")},
    {"rules", "classic", QT_TRANSLATE_NOOP("gui::AuditAction", "classic rules")},
    {"rate", "standard", QT_TRANSLATE_NOOP("gui::AuditAction", "standard")},
    {"rate", "rapid", QT_TRANSLATE_NOOP("gui::AuditAction", "rapid")},
    {"rate", "blitz", QT_TRANSLATE_NOOP("gui::AuditAction", "blitz")},
    {"acceleration", "baku", QT_TRANSLATE_NOOP("gui::AuditAction", "Baku")},
    {"absence", "bye", QT_TRANSLATE_NOOP("gui::AuditAction", "a zero-point bye")},
    {"draw-offers", "free", QT_TRANSLATE_NOOP("gui::AuditAction", "free")},
    {"draw-offers", "arbiter", QT_TRANSLATE_NOOP("gui::AuditAction", "with the arbiter's consent")},
    // player bye
    {"kind", "pairing", QT_TRANSLATE_NOOP("gui::AuditAction", "pairing-allocated bye")},
    {"kind", "half", QT_TRANSLATE_NOOP("gui::AuditAction", "half-point bye")},
    {"kind", "full", QT_TRANSLATE_NOOP("gui::AuditAction", "full-point bye")},
    {"kind", "zero", QT_TRANSLATE_NOOP("gui::AuditAction", "zero-point bye")},
    // irregular (Laws 7.2-7.4)
    {"kind", "displaced", QT_TRANSLATE_NOOP("gui::AuditAction", "pieces displaced")},
    {"kind", "initial-position", QT_TRANSLATE_NOOP("gui::AuditAction", "wrong initial position")},
    {"kind", "colours", QT_TRANSLATE_NOOP("gui::AuditAction", "colours reversed")},
    {"kind", "board", QT_TRANSLATE_NOOP("gui::AuditAction", "board placed wrongly")},
    {"custody", "sealed", QT_TRANSLATE_NOOP("gui::AuditAction", "sealed")},
    {"custody", "keeping", QT_TRANSLATE_NOOP("gui::AuditAction", "in the arbiter's keeping")},
    {"custody", "opened", QT_TRANSLATE_NOOP("gui::AuditAction", "opened")},
    {"custody", "settled", QT_TRANSLATE_NOOP("gui::AuditAction", "settled")},
    {"custody", "lost", QT_TRANSLATE_NOOP("gui::AuditAction", "lost")},
    {"move-check", "unchecked", QT_TRANSLATE_NOOP("gui::AuditAction", "not checked")},
    {"move-check", "legal", QT_TRANSLATE_NOOP("gui::AuditAction", "legal")},
    {"move-check", "checkmate", QT_TRANSLATE_NOOP("gui::AuditAction", "checkmate")},
    {"move-check", "stalemate", QT_TRANSLATE_NOOP("gui::AuditAction", "stalemate")},
    {"move-check", "dead", QT_TRANSLATE_NOOP("gui::AuditAction", "dead position")},
    {"move-check", "ambiguous", QT_TRANSLATE_NOOP("gui::AuditAction", "ambiguous")},
    {"move-check", "unreadable", QT_TRANSLATE_NOOP("gui::AuditAction", "unreadable")},
    {"move-check", "illegal", QT_TRANSLATE_NOOP("gui::AuditAction", "illegal")},
};

QString translated(const char* text) {
  return QCoreApplication::translate("gui::AuditAction", text);
}

template <std::size_t N>
QString lookUp(const Word (&table)[N], const std::string& code) {
  for (const auto& word : table)
    if (code == word.code) return translated(word.text);
  return QString::fromStdString(code);
}

// The fields whose values are typed text (a player called "None" stays so).
constexpr std::string_view TypedFields[] = {
    "name",        "note",       "place",      "chief-arbiter", "deputies", "section", "move",
    "stated-move", "seal-reply", "evidence",   "resume",        "at",       "arrived", "list",
    "severe",      "categories", "tie-breaks", "time-control",  "prizes",   "article"};

// A field's value in the desk's language: the coded ones translated
// ("withdraw-after-N" too), the rest (names, numbers, moves) as stored.
QString valueText(const std::string& field, const std::string& value) {
  const bool typed =
      std::find(std::begin(TypedFields), std::end(TypedFields), field) != std::end(TypedFields);
  for (const auto& entry : Values)
    if (value == entry.code && (*entry.field == '\0' ? !typed : field == entry.field))
      return translated(entry.text);
  constexpr std::string_view WithdrawAfter = "withdraw-after-";
  if (field == "absence" && value.starts_with(WithdrawAfter))
    return translated(QT_TRANSLATE_NOOP("gui::AuditAction", "withdrawn after %1 absences"))
        .arg(QString::fromStdString(value.substr(WithdrawAfter.size())));
  return QString::fromStdString(value);
}

// The words of an action: split at blanks outside "..." (a quoted value
// keeps its blanks and loses its quotes and backslash escapes).
std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  std::string word;
  bool quoted = false;
  bool started = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted && c == '\\' && i + 1 < text.size()) {
      word += text[++i];
    } else if (c == '"') {
      quoted = !quoted;
      started = true;
    } else if (c == ' ' && !quoted) {
      if (started || !word.empty()) out.push_back(word);
      word.clear();
      started = false;
    } else {
      word += c;
    }
  }
  if (started || !word.empty()) out.push_back(word);
  return out;
}

}  // namespace

QString auditActionText(const std::string& action) {
  // persistence/event_repository.cpp: "undo #N: <the action undone>".
  if (action.starts_with("undo #")) {
    const auto colon = action.find(": ");
    if (colon != std::string::npos)
      return translated(QT_TRANSLATE_NOOP("gui::AuditAction", "Undo of no. %1: %2"))
          .arg(QString::fromStdString(action.substr(6, colon - 6)),
               auditActionText(action.substr(colon + 2)));
  }
  const auto all = words(action);
  std::size_t first = 0;
  std::string command;
  for (; first < all.size() && all[first].find('=') == std::string::npos; ++first)
    command += (command.empty() ? "" : " ") + all[first];
  QStringList fields;
  for (std::size_t i = first; i < all.size(); ++i) {
    const auto equals = all[i].find('=');
    if (equals == std::string::npos) {
      fields << lookUp(Fields, all[i]);
      continue;
    }
    const std::string field = all[i].substr(0, equals);
    fields << translated(QT_TRANSLATE_NOOP("gui::AuditAction", "%1 %2"))
                  .arg(lookUp(Fields, field), valueText(field, all[i].substr(equals + 1)));
  }
  const QString name = lookUp(Commands, command);
  if (fields.isEmpty()) return name;
  return translated(QT_TRANSLATE_NOOP("gui::AuditAction", "%1: %2"))
      .arg(name, fields.join(translated(QT_TRANSLATE_NOOP("gui::AuditAction", ", "))));
}

}  // namespace gui
