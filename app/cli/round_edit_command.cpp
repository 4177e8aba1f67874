// SPDX-License-Identifier: MIT
// arbiter round edit <event-file> --section NAME --round R --board B --white P --black Q [--force]
// Changes one board of the last paired round before its games start; the
// players it displaces take the places P and Q leave, so a swap of two
// opponents or of colours is one command. The result goes through the
// pairing checker like `round set` (pairing_review.h).
#include "app/cli/event_support.h"
#include "app/cli/pairing_review.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

// A place in a round: a board's White or Black, or the pairing-allocated bye.
struct Seat {
  int board = 0;  // 0 = the bye
  bool white = true;
};

// The round as pairing numbers: boards (White, Black) and the bye the
// pairing gave (0 = none): the PAB, or a round robin's rest round.
struct RoundSeats {
  std::vector<std::pair<int, int>> boards;
  int bye = 0;
  tournament::ByeKind byeKind = tournament::ByeKind::PairingAllocated;

  int& at(const Seat& seat) {
    if (seat.board == 0) return bye;
    auto& board = boards[static_cast<std::size_t>(seat.board - 1)];
    return seat.white ? board.first : board.second;
  }
  std::optional<Seat> seatOf(int player) const {
    for (std::size_t i = 0; i < boards.size(); ++i) {
      if (boards[i].first == player) return Seat{static_cast<int>(i) + 1, true};
      if (boards[i].second == player) return Seat{static_cast<int>(i) + 1, false};
    }
    if (bye == player && bye != 0) return Seat{0, true};
    return std::nullopt;
  }
};

RoundSeats seatsOf(const tournament::Section& section, const tournament::Round& round) {
  RoundSeats seats;
  for (const auto& board : round.boards)
    seats.boards.emplace_back(section.player(board.white)->pairingNumber,
                              section.player(board.black)->pairingNumber);
  // A bye of a player who could have played was given by the pairing (a
  // requested bye or an absence is placed again by SetPairing itself).
  for (const auto& bye : round.byes) {
    const tournament::Player* player = section.player(bye.player);
    if (bye.kind == tournament::ByeKind::PairingAllocated || player->availableIn(round.number)) {
      seats.bye = player->pairingNumber;
      seats.byeKind = bye.kind;
    }
  }
  return seats;
}

// Board `board` becomes white - black; the players it held move to the
// seats the two came from (in order), so everyone keeps exactly one place.
void editBoard(RoundSeats& seats, int board, int white, int black) {
  const auto [oldWhite, oldBlack] = seats.boards[static_cast<std::size_t>(board - 1)];
  std::vector<Seat> freed;
  for (int player : {white, black})
    if (auto seat = seats.seatOf(player); seat && seat->board != board) freed.push_back(*seat);
  std::vector<int> displaced;
  for (int player : {oldWhite, oldBlack})
    if (player != white && player != black) displaced.push_back(player);
  seats.boards[static_cast<std::size_t>(board - 1)] = {white, black};
  for (std::size_t i = 0; i < freed.size() && i < displaced.size(); ++i)
    seats.at(freed[i]) = displaced[i];
}

class RoundEditCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"round", "edit"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "change one board of the last paired round (checked like round set)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "white", "P", "pairing number of the new White", true);
    addValueOption(o, "black", "Q", "pairing number of the new Black", true);
    addFlagOption(o, "force", "store it even if it breaks an absolute criterion (C1-C4); audited");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef ref = boardOption(args);
    const int white = intOption(args, "white", 1, 9999);
    const int black = intOption(args, "black", 1, 9999);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Section* section = repo.event().section(ref.section);
      const tournament::Round* round = section ? section->round(ref.round) : nullptr;
      if (round == nullptr || ref.board > static_cast<int>(round->boards.size())) {
        console.err << fmt::format(
            "arbiter: refused: {}; nothing was changed\n",
            section == nullptr ? actionErrorText({tournament::ActionErrorCode::NoSuchSection, 0})
            : round == nullptr
                ? actionErrorText({tournament::ActionErrorCode::NoSuchRound, ref.round})
                : actionErrorText({tournament::ActionErrorCode::NoSuchBoard, ref.board}));
        return Refused;
      }
      RoundSeats seats = seatsOf(*section, *round);
      editBoard(seats, ref.board, white, black);
      tournament::SetPairing action;
      action.section = ref.section;
      action.round = ref.round;
      action.boards = seats.boards;
      action.pairingBye = seats.bye;
      action.byeKind = seats.byeKind;
      action.replace = true;
      return storeCheckedPairing(repo, action, args.has("force"), args, console);
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::RoundEditCommand)
