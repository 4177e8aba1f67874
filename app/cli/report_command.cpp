// SPDX-License-Identifier: MIT
// `arbiter report KIND <event-file | file.trf> [--section S] [--round N]
// [--board B] [--format html|pdf|csv] [--lang en|zh] [--order number|name|rating]
// [--paper a4|letter] [-o FILE]`: a printed document of a section;
// `arbiter report norm <event-file> --player N --title GM|IM|WGM|WIM [--waived]`:
// the certificate of a title result (B.01 1.4, form IT1).
#include "app/cli/command.h"
#include "app/cli/section_loader.h"
#include "app/live/site_source.h"
#include "app/platform/process_environment.h"
#include "app/service/event_session.h"
#include "app/service/norm_certificate.h"
#include "app/service/section_records.h"
#include "reports/category_standings.h"
#include "reports/norm_certificate.h"
#include "reports/report_documents.h"
#include "reports/standings_csv.h"

#ifdef ARBITER_WITH_PDF
#include "app/pdf/document_options.h"
#include "app/pdf/pdf_document.h"

#include <QGuiApplication>

#endif

#include <Poco/Util/Option.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <ostream>

namespace cli {
namespace {

int numberOption(const Arguments& args, const std::string& name, const char* what) {
  const std::string text = args.valueOr(name, "0");
  try {
    const int number = std::stoi(text);
    if (number >= 0 && std::to_string(number) == text) return number;
  } catch (const std::exception&) {
  }
  throw UsageError{"--" + name + " must be " + what + ", not '" + text + "'"};
}

// Why a document cannot be made, for the arbiter.
std::string documentErrorText(reports::DocumentError error, const reports::DocumentRequest& request,
                              const std::string& path) {
  const std::string round = request.round == 0 ? std::string("the latest round")
                                               : "round " + std::to_string(request.round);
  switch (error) {
    case reports::DocumentError::NoSuchRound:
      return request.round == 0 ? "no round is paired yet"
                                : round + " is not paired (or has no standings yet)";
    case reports::DocumentError::NoStandings:
      return "no standings yet: no round is complete";
    case reports::DocumentError::NoRecords:
      return path + ": a TRF file holds no incidents or envelopes; use the event file";
    case reports::DocumentError::NoCategories:
      return path +
             ": the section names no categories (section edit --categories women,U16,...; a TRF "
             "file has no section settings)";
    case reports::DocumentError::NoEnvelope:
      return request.board == 0 ? "no sealed-move envelope is stored for " + round
                                : "no sealed-move envelope is stored for board " +
                                      std::to_string(request.board) + " of " + round;
  }
  return {};
}

bool write(const std::string& bytes, const Arguments& args, Console& console) {
  const auto file = args.value("output");
  if (!file) {
    console.out << bytes;
    return true;
  }
  std::ofstream out(*file, std::ios::binary | std::ios::trunc);
  if (out.write(bytes.data(), static_cast<std::streamsize>(bytes.size())) && out.flush())
    return true;
  console.err << "arbiter report: cannot write " << *file << '\n';
  return false;
}

#ifdef ARBITER_WITH_PDF
// PDF through Qt: fonts need a QGuiApplication; no display is needed.
std::expected<pdf::PdfLayout, pdf::PdfError> renderPdf(const std::string& html,
                                                       const std::string& path,
                                                       const pdf::PdfOptions& options) {
  if (QGuiApplication::instance() == nullptr) {
    platform::setEnvironmentDefault("QT_QPA_PLATFORM", "offscreen");
    // Without XDG_RUNTIME_DIR Qt warns on stderr ("QStandardPaths:
    // XDG_RUNTIME_DIR not set") before every PDF; a folder of the user's
    // own, mode 0700 as the XDG base directory spec asks, keeps it quiet.
    if (std::getenv("XDG_RUNTIME_DIR") == nullptr) {
      const auto runtime =
          std::filesystem::temp_directory_path() / ("arbiter-runtime-" + platform::userKey());
      std::error_code failed;
      std::filesystem::create_directory(runtime, failed);
      std::filesystem::permissions(runtime, std::filesystem::perms::owner_all, failed);
      if (!failed) platform::setEnvironmentDefault("XDG_RUNTIME_DIR", runtime.string());
    }
    static int argc = 1;
    static char name[] = "arbiter";
    static char* argv[] = {name, nullptr};
    static QGuiApplication application(argc, argv);
  }
  return pdf::writePdf(html, path, options);
}

// Writes `html` as a PDF to -o FILE and says how many pages; CannotCreate
// with Qt's reason when it cannot.
int writtenPdf(const std::string& html, const pdf::PdfOptions& options, const Arguments& args,
               Console& console) {
  const auto written = renderPdf(html, *args.value("output"), options);
  if (!written) {
    console.err << "arbiter report: " << written.error().message << '\n';
    return CannotCreate;
  }
  console.out << "wrote " << written->pages << " pages to " << *args.value("output") << '\n';
  return Success;
}
#endif

// "GM", "IM", "WGM", "WIM" (any case).
std::optional<rating::NormTitle> normTitleOption(const std::string& text) {
  static constexpr std::pair<std::string_view, rating::NormTitle> Titles[] = {
      {"GM", rating::NormTitle::GM},
      {"IM", rating::NormTitle::IM},
      {"WGM", rating::NormTitle::WGM},
      {"WIM", rating::NormTitle::WIM}};
  std::string upper = text;
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  for (const auto& [name, title] : Titles)
    if (upper == name) return title;
  return std::nullopt;
}

class ReportCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"report"}; }
  std::string synopsis() const override {
    // Spaces between the kinds: the help text wraps there (Poco's formatter
    // drops a character where it must cut a long word).
    return "<start-list | pairings | pairings-alpha | slips | standings | categories | "
           "crosstable | final | ratings | incidents | envelope-label | norm> "
           "<event-file | file.trf>";
  }
  std::string summary() const override {
    return "print a document of a section as HTML, PDF (A4/Letter) or CSV (standings, "
           "categories), in English or Chinese";
  }
  void defineOptions(Poco::Util::OptionSet& options) const override {
    using Poco::Util::Option;
    options.addOption(
        Option("section", "", "the section (needed when the event has several)").argument("NAME"));
    options.addOption(
        Option("round", "",
               "pairings/slips/incidents/envelope-label: the round; standings/categories: after "
               "round; ratings: rounds 1..N")
            .argument("N"));
    options.addOption(
        Option("board", "", "envelope-label: only this board's envelope").argument("B"));
    options.addOption(
        Option("format", "", "html (default), pdf or csv (standings, categories)").argument("F"));
    options.addOption(Option("lang", "", "en (default) or zh").argument("LANG"));
    options.addOption(
        Option("order", "", "start list: number (default), name or rating").argument("ORDER"));
    options.addOption(Option("paper", "", "pdf: a4 (default) or letter").argument("SIZE"));
    options.addOption(Option("output", "o", "write to this file (pdf: required)").argument("FILE"));
    options.addOption(
        Option("player", "", "norm: the player's pairing number (an event file)").argument("N"));
    options.addOption(Option("title", "", "norm: GM, IM, WGM or WIM").argument("TITLE"));
    options.addOption(
        Option("waived", "", "norm: the event waives the foreigner requirement (B.01 1.4.3a-d)"));
  }

  int run(const Arguments& args, Console& console) const override {
    if (args.positional.size() != 2) throw UsageError{"expected a document kind and a file"};
    if (args.positional[0] == "norm") return normReport(args, console);
    const auto kind = reports::parseDocumentKind(args.positional[0]);
    if (!kind) throw UsageError{"unknown document '" + args.positional[0] + "'"};
    const std::string format = args.valueOr("format", "html");
    if (format != "html" && format != "pdf" && format != "csv")
      throw UsageError{"--format must be html, pdf or csv"};
    if (format == "csv" && *kind != reports::DocumentKind::Standings &&
        *kind != reports::DocumentKind::Categories)
      throw UsageError{"--format csv is for standings, categories and norm"};
    if (args.has("player") || args.has("title") || args.has("waived"))
      throw UsageError{"--player, --title and --waived are for norm"};
    if (format == "pdf" && !args.has("output")) throw UsageError{"--format pdf needs -o FILE"};
    const auto language = reports::parseLanguage(args.valueOr("lang", "en"));
    if (!language) throw UsageError{"--lang must be en or zh"};
    const std::string order = args.valueOr("order", "number");
    if (order != "number" && order != "name" && order != "rating")
      throw UsageError{"--order must be number, name or rating"};
    const std::string paper = args.valueOr("paper", "a4");
    if (paper != "a4" && paper != "letter") throw UsageError{"--paper must be a4 or letter"};
    const reports::DocumentRequest request{
        .kind = *kind,
        .round = numberOption(args, "round", "a round number"),
        .language = *language,
        .order = order == "name"     ? reports::StartListOrder::Alphabetical
                 : order == "rating" ? reports::StartListOrder::ByRating
                                     : reports::StartListOrder::ByNumber,
        .charts = true,
        .board = numberOption(args, "board", "a board number")};
    if (request.board != 0 && *kind != reports::DocumentKind::EnvelopeLabels)
      throw UsageError{"--board is for envelope-label"};

    const std::filesystem::path path = args.positional[1];
    if (!std::filesystem::exists(path)) {
      console.err << "arbiter report: " << path.string() << ": no such file\n";
      return NoInput;
    }
    const bool trf = path.extension() == ".trf" || path.extension() == ".TRF";
    const auto model = (trf ? live::trfFileSite(path) : live::eventFileSite(path))();
    if (!model) {
      console.err << "arbiter report: " << model.error().detail << '\n';
      return model.error().code == live::SourceErrorCode::Unreadable ? IoError : BadInput;
    }
    const reports::SiteSection* section = nullptr;
    const std::string wanted = args.valueOr("section", "");
    // One section means that section; of several, --section names one.
    if (wanted.empty() && model->sections.size() > 1) {
      std::string names;
      for (const auto& s : model->sections) names += (names.empty() ? "" : ", ") + s.header.section;
      console.err << "arbiter report: " << path.string()
                  << ": the event has several sections; name one with --section; the sections "
                     "are: "
                  << names << '\n';
      return Usage;
    }
    for (const auto& s : model->sections)
      if (section == nullptr && (wanted.empty() || s.header.section == wanted)) section = &s;
    if (section == nullptr) {
      console.err << "arbiter report: " << path.string() << ": no section '" << wanted << "'\n";
      return BadInput;
    }

    if (format == "csv") {
      if (*kind == reports::DocumentKind::Categories && section->categories.empty()) {
        console.err << "arbiter report: "
                    << documentErrorText(reports::DocumentError::NoCategories, request,
                                         path.string())
                    << '\n';
        return BadInput;
      }
      const int complete = static_cast<int>(section->standingsAfter.size());
      const int round = request.round == 0 ? complete : request.round;
      if (round < 1 || round > complete) {
        console.err << "arbiter report: no standings after round " << round << '\n';
        return BadInput;
      }
      const auto& table = section->standingsAfter[static_cast<std::size_t>(round - 1)];
      const std::string csv =
          *kind == reports::DocumentKind::Standings
              ? reports::standingsCsv(table, reports::standingsLabels(*language), true)
              : reports::categoryStandingsCsv(*section, table, *language, true);
      if (!write(csv, args, console)) return CannotCreate;
      return Success;
    }
    // The rating report, the incident log, the envelope labels and the final
    // report (which holds the first two) read the event file's own section
    // (settings, incidents, envelopes) and the audit log's times.
    std::optional<tournament::Event> event;
    reports::SectionRecords records;
    if (!trf &&
        (*kind == reports::DocumentKind::Ratings || *kind == reports::DocumentKind::Incidents ||
         *kind == reports::DocumentKind::EnvelopeLabels || *kind == reports::DocumentKind::Final)) {
      try {
        service::EventSession session(path.string());
        event = session.event();
        if (const auto* stored = event->section(section->header.section))
          records = service::sectionRecords(*stored, session.auditLog());
      } catch (const std::exception& e) {
        console.err << "arbiter report: " << path.string() << ": " << e.what() << '\n';
        return IoError;
      }
    }
    const auto html = reports::documentPage(*section, request, records);
    if (!html) {
      console.err << "arbiter report: " << documentErrorText(html.error(), request, path.string())
                  << '\n';
      return BadInput;
    }
    if (format == "html") return write(*html, args, console) ? Success : CannotCreate;
#ifdef ARBITER_WITH_PDF
    return writtenPdf(
        *html,
        pdf::documentOptions(*kind, reports::eventTitle(section->header),
                             paper == "letter" ? pdf::PaperSize::Letter : pdf::PaperSize::A4),
        args, console);
#else
    console.err << "arbiter report: this build has no PDF (built without Qt)\n";
    return Usage;
#endif
  }

private:
  // `report norm`: the certificate of one player's title result, from the
  // event file's section (service::normCertificate).
  static int normReport(const Arguments& args, Console& console) {
    const std::string format = args.valueOr("format", "html");
    if (format != "html" && format != "pdf" && format != "csv")
      throw UsageError{"--format must be html, pdf or csv"};
    if (format == "pdf" && !args.has("output")) throw UsageError{"--format pdf needs -o FILE"};
    const auto language = reports::parseLanguage(args.valueOr("lang", "en"));
    if (!language) throw UsageError{"--lang must be en or zh"};
    const std::string paper = args.valueOr("paper", "a4");
    if (paper != "a4" && paper != "letter") throw UsageError{"--paper must be a4 or letter"};
    if (!args.has("player")) throw UsageError{"norm needs --player N (a pairing number)"};
    const int player = numberOption(args, "player", "a pairing number");
    const auto title = normTitleOption(args.valueOr("title", ""));
    if (!title) throw UsageError{"norm needs --title GM, IM, WGM or WIM"};
    const std::string path = args.positional[1];
    if (!std::filesystem::exists(path)) {
      console.err << "arbiter report: " << path << ": no such file\n";
      return NoInput;
    }
    std::optional<reports::NormCertificate> certificate;
    try {
      service::EventSession session(path);
      const auto& event = session.event();
      const tournament::Section* section = namedSection(event, args, "report", path, console);
      if (section == nullptr) return Usage;
      certificate =
          service::normCertificate(event.name, *section, player, *title, args.has("waived"));
      if (!certificate) {
        console.err << "arbiter report: section '" << section->settings.name << "' has no player "
                    << player << '\n';
        return BadInput;
      }
    } catch (const std::exception& e) {
      console.err << "arbiter report: " << path << ": " << e.what() << '\n';
      return IoError;
    }
    if (format == "csv")
      return write(reports::normCertificateCsv(*certificate, true), args, console) ? Success
                                                                                   : CannotCreate;
    const std::string html = reports::normCertificateHtml(*certificate, *language);
    if (format == "html") return write(html, args, console) ? Success : CannotCreate;
#ifdef ARBITER_WITH_PDF
    return writtenPdf(html,
                      {.paper = paper == "letter" ? pdf::PaperSize::Letter : pdf::PaperSize::A4,
                       .runningTitle = certificate->event},
                      args, console);
#else
    console.err << "arbiter report: this build has no PDF (built without Qt)\n";
    return Usage;
#endif
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::ReportCommand)
