// SPDX-License-Identifier: MIT
// `arbiter perft <FEN|startpos> <depth> [--divide] [--time]`: counts the
// leaf nodes of the legal move tree, as other perft tools do; with
// --divide, each root move in UCI with its count ("e2e4: 20"), then the total.
#include "app/cli/chess_messages.h"
#include "app/cli/command.h"
#include "domain/chess/fen.h"
#include "domain/chess/perft.h"

#include <chrono>
#include <charconv>
#include <ostream>

namespace cli {
namespace {

constexpr int DeepestDepth = 12;

class PerftCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"perft"}; }
  std::string synopsis() const override { return "<FEN|startpos> <depth>"; }
  std::string summary() const override {
    return "count the legal move tree's leaves to a depth (move generator test)";
  }
  void defineOptions(Poco::Util::OptionSet& options) const override {
    options.addOption(Poco::Util::Option("divide", "", "print each root move's count, then the total"));
    options.addOption(Poco::Util::Option("time", "", "print the time taken and nodes per second on stderr"));
  }

  int run(const Arguments& args, Console& console) const override {
    if (args.positional.size() < 2) throw UsageError{"expected a FEN (or 'startpos') and a depth"};
    // A FEN may arrive unquoted, as several words: all but the last argument.
    std::string fen;
    for (std::size_t i = 0; i + 1 < args.positional.size(); ++i)
      fen += (i ? " " : "") + args.positional[i];
    const std::string& depthText = args.positional.back();
    int depth = -1;
    const auto [end, ec] = std::from_chars(depthText.data(), depthText.data() + depthText.size(), depth);
    if (ec != std::errc() || end != depthText.data() + depthText.size() || depth < 0 ||
        depth > DeepestDepth)
      throw UsageError{"the depth must be a number from 0 to " + std::to_string(DeepestDepth)};

    const auto pos = fen == "startpos" ? chess::parseFen(chess::StartFen) : chess::parseFen(fen);
    if (!pos) {
      console.err << "arbiter perft: invalid FEN: " << describeFenError(pos.error()) << '\n';
      return BadInput;
    }
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (args.has("divide") && depth > 0) {
      for (const auto& entry : chess::perftDivide(*pos, depth)) {
        console.out << chess::toUci(entry.move) << ": " << entry.nodes << '\n';
        nodes += entry.nodes;
      }
      console.out << "\nNodes searched: " << nodes << '\n';
    } else {
      nodes = chess::perft(*pos, depth);
      console.out << nodes << '\n';
    }
    if (args.has("time")) {
      const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
      console.err << "time: " << seconds.count() << " s, nodes/s: "
                  << static_cast<std::uint64_t>(nodes / std::max(seconds.count(), 1e-9)) << '\n';
    }
    return Success;
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PerftCommand)
