// SPDX-License-Identifier: MIT
// `arbiter publish <event-file | file.trf> DIR`: writes the publication site
// (every section, round, standings, crosstable, category, chart and player
// page in English and Chinese) as static files for any web server.
#include "app/cli/command.h"
#include "app/cli/output_folder.h"
#include "app/live/site_source.h"
#include "reports/site_pages.h"

#include <filesystem>
#include <fstream>
#include <ostream>

namespace cli {
namespace {

class PublishCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"publish"}; }
  std::string synopsis() const override { return "<event-file | file.trf> DIR"; }
  std::string summary() const override {
    return "write the publication site (pairings, standings, crosstables, charts; en and zh) "
           "as static files into DIR";
  }
  void defineOptions(Poco::Util::OptionSet&) const override {}

  int run(const Arguments& args, Console& console) const override {
    if (args.positional.size() != 2) throw UsageError{"expected an event file and a directory"};
    const std::filesystem::path path = args.positional[0];
    const std::filesystem::path dir = args.positional[1];
    if (!std::filesystem::exists(path)) {
      console.err << "arbiter publish: " << path.string() << ": no such file\n";
      return NoInput;
    }
    const bool trf = path.extension() == ".trf" || path.extension() == ".TRF";
    const auto model = (trf ? live::trfFileSite(path) : live::eventFileSite(path))();
    if (!model) {
      console.err << "arbiter publish: " << model.error().detail << '\n';
      return model.error().code == live::SourceErrorCode::Unreadable ? IoError : BadInput;
    }
    const auto paths = reports::sitePaths(*model);
    std::error_code ec;
    if (std::filesystem::create_directories(dir, ec); ec) {
      console.err << "arbiter publish: cannot create " << dir.string() << ": " << ec.message()
                  << '\n';
      return CannotCreate;
    }
    // Every page's way is checked before the first is written: a link
    // planted in the folder never makes publish write outside it.
    for (const auto& relative : paths)
      if (const auto link = linkOutOfFolder(dir, relative)) {
        console.err << "arbiter publish: " << link->string() << " is a link leading out of "
                    << dir.string() << "; no page was written\n";
        return CannotCreate;
      }
    const reports::SiteRenderer site(*model);
    int written = 0;
    for (const auto& relative : paths) {
      const auto page = site.page(relative);
      if (!page) continue;
      const std::filesystem::path target = dir / relative;
      std::filesystem::create_directories(target.parent_path(), ec);
      // A fresh file, not the old one's inode: a hard link to a file
      // elsewhere is replaced, not written through.
      std::filesystem::remove(target, ec);
      std::ofstream out(target, std::ios::binary | std::ios::trunc);
      if (!out || !out.write(page->body.data(), static_cast<std::streamsize>(page->body.size()))) {
        console.err << "arbiter publish: cannot write " << target.string() << '\n';
        return CannotCreate;
      }
      ++written;
    }
    console.out << "wrote " << written << " pages to " << dir.string() << '\n';
    return Success;
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PublishCommand)
