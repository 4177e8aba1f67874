// SPDX-License-Identifier: MIT
// `arbiter serve <event-file | file.trf> [--port N] [--bind ADDR] [--section NAME] [--venue]`:
// publishes the event's pairings and standings over HTTP until interrupted; read-only unless
// --venue switches on the signed-in stations (app/live/venue_site.h).
#include "app/cli/command.h"
#include "app/cli/event_support.h"
#include "app/cli/section_loader.h"
#include "app/live/live_server.h"
#include "app/live/live_standings.h"
#include "app/live/site_source.h"
#include "app/live/tls_certificate.h"
#include "app/platform/termination_request.h"
#include "app/service/manual_location.h"

#include <Poco/Exception.h>
#include <Poco/Net/NetException.h>
#include <Poco/Util/Application.h>
#include <Poco/Util/Option.h>

#include <expected>
#include <filesystem>
#include <optional>
#include <ostream>

namespace cli {
namespace {

std::uint16_t portOption(const Arguments& args) {
  const std::string text = args.valueOr("port", "8080");
  try {
    const int port = std::stoi(text);
    if (port >= 0 && port <= 65535 && std::to_string(port) == text)
      return static_cast<std::uint16_t>(port);
  } catch (const std::exception&) {
  }
  throw UsageError{"--port must be a number from 0 to 65535, not '" + text + "'"};
}

// The certificate and key of --tls-cert/--tls-key, or of --tls-self-signed
// (made on the first start and kept beside the event file; its fingerprint
// printed for the stations to compare); nullopt without TLS; an exit code
// when the options do not fit together or the files cannot be made.
std::expected<std::optional<live::TlsFiles>, int> tlsFiles(const Arguments& args,
                                                           const std::filesystem::path& event,
                                                           Console& console) {
  const bool selfSigned = args.has("tls-self-signed");
  if (args.has("tls-cert") != args.has("tls-key"))
    throw UsageError{"--tls-cert and --tls-key go together"};
  if (selfSigned && args.has("tls-cert"))
    throw UsageError{"give --tls-cert and --tls-key, or --tls-self-signed"};
  if (args.has("tls-cert"))
    return live::TlsFiles{args.valueOr("tls-cert", ""), args.valueOr("tls-key", "")};
  if (!selfSigned) return std::nullopt;
  const live::TlsFiles files{event.string() + ".tls-cert.pem", event.string() + ".tls-key.pem"};
  try {
    const bool made = !std::filesystem::exists(files.certificate);
    const std::string fingerprint =
        made ? live::makeSelfSignedCertificate(
                   files, {args.valueOr("bind", "127.0.0.1"), "localhost", "127.0.0.1"})
             : live::certificateFingerprint(files.certificate);
    console.out << (made ? "made a self-signed certificate: " : "certificate: ")
                << files.certificate.string() << "\nits SHA-256 fingerprint (compare it on each "
                << "station): " << fingerprint << std::endl;
  } catch (const std::runtime_error& e) {
    console.err << "arbiter serve: " << e.what() << '\n';
    return std::unexpected(static_cast<int>(CannotCreate));
  }
  return files;
}

class ServeCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"serve"}; }
  std::string synopsis() const override { return "<event-file | file.trf>"; }
  std::string summary() const override {
    return "publish pairings and standings over HTTP (/, /api/pairings, /api/standings); "
           "--venue: signed-in result stations too (/login)";
  }
  void defineOptions(Poco::Util::OptionSet& options) const override {
    options.addOption(
        Poco::Util::Option("port", "", "port to listen on (default 8080; 0 = any)").argument("N"));
    options.addOption(Poco::Util::Option("bind", "", "address to listen on (default 127.0.0.1)")
                          .argument("ADDR"));
    options.addOption(Poco::Util::Option("section", "",
                                         "event file: the section to publish (needed when the "
                                         "event has several for /api; the site shows only it)")
                          .argument("NAME"));
    options.addOption(Poco::Util::Option("venue", "",
                                         "event file: switch on the write side: accounts, "
                                         "result stations and live updates (/login); prints "
                                         "the chief arbiter's one-time setup code"));
    options.addOption(Poco::Util::Option("tls-cert", "",
                                         "serve HTTPS with this certificate (PEM, with its chain)")
                          .argument("FILE"));
    options.addOption(
        Poco::Util::Option("tls-key", "", "the private key (PEM) of --tls-cert").argument("FILE"));
    options.addOption(Poco::Util::Option(
        "tls-self-signed", "",
        "serve HTTPS with a self-signed certificate for a venue network, made once and kept "
        "beside the event file (FILE.tls-cert.pem, FILE.tls-key.pem); prints its fingerprint"));
  }

  int run(const Arguments& args, Console& console) const override {
    if (args.positional.size() != 1) throw UsageError{"expected one event file or TRF file"};
    const std::filesystem::path path = args.positional[0];
    if (!std::filesystem::exists(path)) {
      console.err << "arbiter serve: " << path.string() << ": no such file\n";
      return NoInput;
    }
    // A .trf file is read as TRF; anything else as an Arbiter event file.
    const bool trf = path.extension() == ".trf" || path.extension() == ".TRF";
    const std::string section = args.valueOr("section", "");
    const bool venue = args.has("venue");
    if (trf && venue)
      throw UsageError{"--venue needs an event file (a TRF file cannot hold accounts)"};
    if (trf && !section.empty())
      throw UsageError{"--section applies to event files; a TRF holds one section"};
    if (!trf && !section.empty()) {
      // The section is checked once before serving: an unknown name is a
      // usage error that lists the sections there are.
      const int checked = withEventFile(
          path.string(), console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
            return namedSection(repo.event(), args, "serve", path.string(), console) == nullptr
                       ? static_cast<int>(Usage)
                       : static_cast<int>(Success);
          });
      if (checked != Success) return checked;
    }
    const auto tls = tlsFiles(args, path, console);
    if (!tls) return tls.error();
    const live::LiveOptions options{
        .bind = args.valueOr("bind", "127.0.0.1"),
        .port = portOption(args),
        .threads = 4,
        .limits = {},
        .site = trf ? live::trfFileSite(path) : live::eventFileSite(path, section),
        .version = [path] { return live::fileVersion(path); },
        .manual = service::manualFolder(
            Poco::Util::Application::instance().config().getString("application.dir")),
        .venue = venue ? path : std::filesystem::path(),
        .liveScreens = 2048,
        .tls = *tls};
    platform::listenForTerminationRequest();  // before the server starts its threads
    try {
      live::LiveServer server(
          trf ? live::trfFileSource(path) : live::eventFileSource(path, section),
          live::standingsBuilder(), options);
      const std::string scheme = options.tls ? "https" : "http";
      console.out << "serving " << path.string() << " at " << scheme << "://" << options.bind << ':'
                  << server.port() << "/ (Ctrl-C to stop)" << std::endl;
      if (venue) {
        console.out << "venue: stations sign in at " << scheme << "://" << options.bind << ':'
                    << server.port() << "/login" << std::endl;
        if (const auto code = server.setupCode())
          console.out << "setup code for the chief arbiter (once): " << *code << std::endl;
      }
      platform::waitForTerminationRequest();
      server.stop();
    } catch (const persistence::StorageError& e) {
      console.err << "arbiter serve: " << e.what() << '\n';
      return IoError;
    } catch (const std::runtime_error& e) {  // the TLS certificate or key
      console.err << "arbiter serve: " << e.what() << '\n';
      return NoInput;
    } catch (const Poco::Net::NetException& e) {
      console.err << "arbiter serve: cannot listen on " << options.bind << ':' << options.port
                  << ": " << e.displayText() << '\n';
      return IoError;
    }
    return Success;
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::ServeCommand)
