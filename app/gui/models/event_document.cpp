// SPDX-License-Identifier: MIT
#include "app/gui/models/event_document.h"

#include "app/gui/views/arbiter_on_duty.h"

#include "app/gui/text/event_file_text.h"
#include "app/gui/text/pairing_explanation.h"
#include "app/gui/text/pairing_text.h"
#include "app/gui/text/player_list_text.h"
#include "app/gui/text/report_labels.h"
#include "app/gui/text/trf_error_text.h"
#include "app/pdf/document_options.h"
#include "app/service/board_claim.h"
#include "app/service/every_section_pairing.h"
#include "app/service/next_round.h"
#include "app/service/result_entry.h"
#include "app/service/section_records.h"
#include "app/service/site_section.h"
#include "domain/interchange/trf_reader.h"
#include "domain/interchange/trf_writer.h"
#include "persistence/sqlite_database.h"
#include "reports/event_header.h"

#include <QFile>
#include <QFileInfo>
#include <QPageLayout>
#include <QPrinter>
#include <QTimer>

#include <array>
#include <variant>

namespace gui {
namespace {

constexpr int RefreshMilliseconds = 2000;

// The stored result whose two sides are `white` and `black`, if any
// (the inverse of tournament::sideResult).
// The stored result (and its unrated mark, TRF W D L: B.02 5.1) that gives
// the two players these results.
std::optional<std::pair<tournament::GameResult, bool>> gameResultOf(tournament::RoundResult white,
                                                                    tournament::RoundResult black) {
  using tournament::GameResult;
  constexpr std::array all{
      GameResult::Pending,       GameResult::WhiteWins,       GameResult::Draw,
      GameResult::BlackWins,     GameResult::WhiteForfeitWin, GameResult::BlackForfeitWin,
      GameResult::DoubleForfeit, GameResult::DoubleLoss,      GameResult::Adjourned};
  for (const GameResult result : all)
    for (const bool unrated : {false, true}) {
      tournament::Board board;
      board.result = result;
      board.unrated = unrated;
      if (tournament::sideResult(board, tournament::Color::White) == white &&
          tournament::sideResult(board, tournament::Color::Black) == black)
        return std::pair{result, unrated};
    }
  return std::nullopt;
}

bool isSqliteFile(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return false;
  return file.read(16) == QByteArray("SQLite format 3\0", 16);
}

}  // namespace

EventDocument::EventDocument(QObject* parent) : QObject(parent) {
  m_refreshTimer = new QTimer(this);
  m_refreshTimer->setInterval(RefreshMilliseconds);
  connect(m_refreshTimer, &QTimer::timeout, this, &EventDocument::refresh);
}

EventDocument::~EventDocument() = default;

std::optional<QString> EventDocument::open(const QString& path) {
  return isSqliteFile(path) ? openEvent(path) : openTrf(path);
}

std::optional<QString> EventDocument::openTrf(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return tr("Cannot open %1: %2").arg(path, file.errorString());
  const QByteArray bytes = file.readAll();
  auto read = interchange::readTrf(std::string_view(bytes.constData(), bytes.size()));
  if (!read) return tr("%1 is not a readable TRF file. %2").arg(path, trfErrorText(read.error()));
  closeEventFile();
  m_trf = std::move(*read);
  m_path = path;
  m_open = true;
  emit changed();
  return std::nullopt;
}

std::optional<QString> EventDocument::openEvent(const QString& path, const QString& section) {
  std::unique_ptr<service::EventSession> repository;
  try {
    repository = std::make_unique<service::EventSession>(path.toStdString());
    const auto& event = repository->event();
    if (event.sections.empty()) return tr("%1 has no section yet.").arg(path);
    const std::string name =
        section.isEmpty() ? event.sections.front().settings.name : section.toStdString();
    if (event.section(name) == nullptr)
      return tr("%1 has no section named %2.").arg(path, QString::fromStdString(name));
    m_repository = std::move(repository);
    m_section = QString::fromStdString(name);
  } catch (const persistence::StorageError& error) {
    return storageErrorText(path, error.code());
  }
  m_path = path;
  m_trf = {};
  const auto failure = loadSection();
  m_refreshTimer->start();
  emit changed();
  return failure;
}

QStringList EventDocument::sectionNames() const {
  QStringList names;
  if (m_repository)
    for (const auto& section : m_repository->event().sections)
      names << QString::fromStdString(section.settings.name);
  return names;
}

std::optional<QString> EventDocument::selectSection(const QString& name) {
  if (!m_repository) return tr("No event file is open.");
  if (m_repository->event().section(name.toStdString()) == nullptr)
    return tr("%1 has no section named %2.").arg(m_path, name);
  m_section = name;
  const auto failure = loadSection();
  emit changed();
  return failure;
}

std::optional<QString> EventDocument::loadSection() {
  try {
    const auto& event = m_repository->event();
    const auto* section = event.section(m_section.toStdString());
    if (section == nullptr) {
      m_open = false;
      return tr("%1 has no section named %2.").arg(m_path, m_section);
    }
    m_shownSection = *section;
    m_trf.state = tournament::toTournamentState(*section);
    m_trf.state.name = event.name + " — " + section->settings.name;
    m_open = true;
  } catch (const persistence::StorageError& error) {
    return storageErrorText(m_path, error.code());
  }
  return std::nullopt;
}

void EventDocument::refresh() {
  if (!m_repository) return;
  try {
    const auto* section = m_repository->event().section(m_section.toStdString());
    if (section != nullptr && *section == m_shownSection) return;
  } catch (const persistence::StorageError&) {
    return;  // busy or briefly unreadable: the next tick tries again
  }
  loadSection();
  emit changed();
}

void EventDocument::closeEventFile() {
  m_refreshTimer->stop();
  m_repository.reset();
  m_section.clear();
  m_shownSection = {};
}

std::optional<QString> EventDocument::saveTrf(const QString& path) {
  const std::string text = interchange::writeTrf(m_trf, m_trf.format);
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
      file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()))
    return tr("Cannot write %1: %2").arg(path, file.errorString());
  if (!m_repository) m_path = path;
  return std::nullopt;
}

std::optional<ResultRefusal> EventDocument::recordResult(int round,
                                                         const reports::BoardPairing& board,
                                                         bool force) {
  if (m_repository) return recordEventResult(round, board, force);
  auto& players = m_trf.state.players;
  auto entry = [&](int startNumber, int opponent) -> tournament::RoundEntry* {
    if (startNumber < 1 || startNumber > static_cast<int>(players.size()) || round < 1)
      return nullptr;
    auto& rounds = players[static_cast<std::size_t>(startNumber - 1)].rounds;
    if (round > static_cast<int>(rounds.size())) return nullptr;
    auto& e = rounds[static_cast<std::size_t>(round - 1)];
    return e.opponent == opponent ? &e : nullptr;
  };
  tournament::RoundEntry* white = entry(board.white, board.black);
  tournament::RoundEntry* black = entry(board.black, board.white);
  if (white == nullptr || black == nullptr)
    return ResultRefusal{notPairedText(board.white, board.black, round)};
  white->result = board.whiteResult;
  black->result = board.blackResult;
  emit changed();
  return std::nullopt;
}

// The board is found by its players (the desk orders boards as C.04.2 3.6
// recommends; the stored board numbers may differ) in the section as the
// desk shows it, and its result entered against the result shown there
// (service::enterResult checks it against the stored one in the write's
// transaction).
std::optional<ResultRefusal> EventDocument::recordEventResult(int round,
                                                              const reports::BoardPairing& board,
                                                              bool force) {
  const auto result = gameResultOf(board.whiteResult, board.blackResult);
  if (!result) return ResultRefusal{tr("That result cannot be entered for a board.")};
  const auto* white = m_shownSection.playerByNumber(board.white);
  const auto* black = m_shownSection.playerByNumber(board.black);
  const auto* shownRound = m_shownSection.round(round);
  const auto* game = shownRound && white ? shownRound->boardOf(white->id) : nullptr;
  if (game == nullptr || black == nullptr || game->white != white->id || game->black != black->id)
    return ResultRefusal{notPairedText(board.white, board.black, round)};
  std::optional<ResultRefusal> refusal;
  try {
    const auto entered = service::enterResult(*m_repository, {m_section.toStdString(),
                                                              round,
                                                              game->number,
                                                              {result->first, result->second},
                                                              {game->result, game->unrated},
                                                              ArbiterOnDuty::auditName(),
                                                              true,
                                                              force});
    if (!entered) {
      if (const auto* changed = std::get_if<service::ResultChangedMeanwhile>(&entered.error()))
        refusal = ResultRefusal{
            tr("Board %1 has had a result entered elsewhere since this desk showed it.")
                .arg(game->number),
            changed->stored};
      else {
        const auto& error = std::get<tournament::ActionError>(entered.error());
        return ResultRefusal{actionErrorText(error), std::nullopt,
                             error.code == tournament::ActionErrorCode::LaterRoundsPairedOn};
      }
    }
  } catch (const persistence::StorageError& error) {
    return ResultRefusal{storageErrorText(m_path, error.code())};
  }
  // After a refusal too: the desk then shows what is stored now.
  const auto failure = loadSection();
  emit changed();
  if (failure) return ResultRefusal{*failure};
  return refusal;
}

const tournament::Section* EventDocument::storedSection() const {
  return m_repository ? &m_shownSection : nullptr;
}

const tournament::Event* EventDocument::storedEvent() const {
  return m_repository ? &m_repository->event() : nullptr;
}

service::PublishedSection EventDocument::published() const {
  if (!m_repository) return {state()};
  return service::publishedSection(m_shownSection, state());
}

const tournament::Board* EventDocument::storedBoardOf(int round, int player) const {
  if (!m_repository) return nullptr;
  const auto* stored = m_shownSection.round(round);
  const auto* p = m_shownSection.playerByNumber(player);
  return stored && p ? stored->boardOf(p->id) : nullptr;
}

QString EventDocument::eventName() const {
  return m_repository ? QString::fromStdString(m_repository->event().name)
                      : QString::fromStdString(m_trf.state.name);
}

std::optional<QString> EventDocument::createEvent(const QString& path, const QString& eventName,
                                                  const tournament::SectionSettings& settings) {
  try {
    const auto created = service::createEvent(path.toStdString(), eventName.trimmed().toStdString(),
                                              settings, ArbiterOnDuty::auditName());
    if (!created) return actionErrorText(created.error());
  } catch (const persistence::StorageError& error) {
    return storageErrorText(path, error.code());
  }
  return openEvent(path, QString::fromStdString(settings.name));
}

std::expected<persistence::Applied, QString> EventDocument::apply(
    const tournament::Action& action) {
  if (!m_repository) return std::unexpected(tr("No event file is open."));
  persistence::Applied result;
  try {
    auto applied = m_repository->apply(action, ArbiterOnDuty::auditName());
    if (!applied) return std::unexpected(actionErrorText(applied.error()));
    result = std::move(*applied);
  } catch (const persistence::StorageError& error) {
    return std::unexpected(storageErrorText(m_path, error.code()));
  }
  if (const auto* add = std::get_if<tournament::AddSection>(&action))
    m_section = QString::fromStdString(add->settings.name);
  if (const auto* edit = std::get_if<tournament::EditSection>(&action))
    m_section = QString::fromStdString(edit->settings.name);
  const auto failure = loadSection();
  emit changed();
  if (failure) return std::unexpected(*failure);
  return result;
}

std::expected<std::vector<service::ImportRow>, QString> EventDocument::previewImport(
    const QString& path) const {
  if (!m_repository) return std::unexpected(tr("No event file is open."));
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return std::unexpected(tr("Cannot read %1.").arg(path));
  const QByteArray bytes = file.readAll();
  const QString fileName = QFileInfo(path).fileName();
  const auto list = service::readPlayerList(fileName.toStdString(),
                                            std::string_view(bytes.constData(), bytes.size()),
                                            m_shownSection.settings.rate);
  if (!list) return std::unexpected(playerListErrorText(fileName, list.error()));
  auto rows = service::previewImport(m_repository->event(), m_section.toStdString(), list->players);
  if (!rows) return std::unexpected(actionErrorText(rows.error()));
  return *rows;
}

std::expected<service::ImportedPlayers, QString> EventDocument::importPlayers(
    std::vector<tournament::Player> players) {
  if (!m_repository) return std::unexpected(tr("No event file is open."));
  service::ImportedPlayers registered;
  try {
    auto imported = service::importPlayers(*m_repository, m_section.toStdString(),
                                           std::move(players), ArbiterOnDuty::auditName());
    if (!imported) return std::unexpected(actionErrorText(imported.error()));
    registered = std::move(*imported);
  } catch (const persistence::StorageError& error) {
    return std::unexpected(storageErrorText(m_path, error.code()));
  }
  const auto failure = loadSection();
  emit changed();
  if (failure) return std::unexpected(*failure);
  return registered;
}

std::expected<service::OpeningPreview, QString> EventDocument::previewOpening(
    const tournament::ResumeGame& observed,
    std::optional<tournament::SealedMoveStatus> arbiterFinding,
    const std::optional<tournament::CorrectResumptionClocks>& clocks) const {
  if (!m_repository) return std::unexpected(tr("No event file is open."));
  try {
    auto preview = service::previewOpening(m_repository->event(), observed, arbiterFinding, clocks);
    if (!preview) return std::unexpected(actionErrorText(preview.error()));
    return *preview;
  } catch (const persistence::StorageError& error) {
    return std::unexpected(storageErrorText(m_path, error.code()));
  }
}

std::expected<service::OpenedEnvelope, QString> EventDocument::openEnvelope(
    const tournament::ResumeGame& observed,
    std::optional<tournament::SealedMoveStatus> arbiterFinding,
    const std::optional<tournament::CorrectResumptionClocks>& clocks) {
  if (!m_repository) return std::unexpected(tr("No event file is open."));
  service::OpenedEnvelope opened;
  try {
    auto stored = service::openEnvelope(*m_repository, observed, arbiterFinding,
                                        ArbiterOnDuty::auditName(), clocks);
    if (!stored) return std::unexpected(actionErrorText(stored.error()));
    opened = std::move(*stored);
  } catch (const persistence::StorageError& error) {
    return std::unexpected(storageErrorText(m_path, error.code()));
  }
  const auto failure = loadSection();
  emit changed();
  if (failure) return std::unexpected(*failure);
  return opened;
}

namespace {

QString documentErrorText(reports::DocumentError error) {
  switch (error) {
    case reports::DocumentError::NoSuchRound:
      return EventDocument::tr("That round is not paired yet.");
    case reports::DocumentError::NoStandings:
      return EventDocument::tr("No standings yet: no round is complete.");
    case reports::DocumentError::NoRecords:
      return EventDocument::tr("A TRF file holds no incidents or envelopes: open the event file.");
    case reports::DocumentError::NoEnvelope:
      return EventDocument::tr("No sealed-move envelope is stored for that round.");
    case reports::DocumentError::NoCategories:
      return EventDocument::tr(
          "The section names no categories: set them in the section's settings.");
  }
  return {};
}

}  // namespace

std::expected<EventDocument::DocumentPage, QString> EventDocument::documentPage(
    reports::DocumentKind kind, int round) const {
  if (!m_open) return std::unexpected(tr("No event is open."));
  reports::SectionRecords records;
  reports::EventHeader header{m_trf.state.name, "", "", "", "", "", "", m_trf.state.totalRounds};
  const tournament::SectionSettings* settings = nullptr;
  try {
    if (m_repository) {
      const auto& event = m_repository->event();
      if (const auto* stored = event.section(m_section.toStdString())) {
        header = service::eventHeader(event, *stored);
        records = service::sectionRecords(*stored, m_repository->auditLog());
        settings = &stored->settings;
      }
    }
  } catch (const persistence::StorageError& error) {
    return std::unexpected(storageErrorText(m_path, error.code()));
  }
  const auto site = service::siteSection(header, published(), settings);
  reports::DocumentRequest request;
  request.kind = kind;
  request.round = round;
  // The documents speak the desk's language (its report words' lang tag).
  request.language =
      standingsLabels().lang.starts_with("zh") ? reports::Language::Zh : reports::Language::En;
  auto html = reports::documentPage(site, request, records);
  if (!html) return std::unexpected(documentErrorText(html.error()));
  return DocumentPage{std::move(*html), pdf::documentOptions(kind, reports::eventTitle(header))};
}

std::optional<QString> EventDocument::exportDocument(reports::DocumentKind kind, int round,
                                                     const QString& path) {
  const auto page = documentPage(kind, round);
  if (!page) return page.error();
  if (path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive)) {
    if (!pdf::writePdf(page->html, path.toStdString(), page->options))
      return tr("Cannot write %1.").arg(path);
    return std::nullopt;
  }
  QFile file(path);
  const auto& html = page->html;
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
      file.write(html.data(), static_cast<qint64>(html.size())) != static_cast<qint64>(html.size()))
    return tr("Cannot write %1.").arg(path);
  return std::nullopt;
}

QPageLayout EventDocument::documentLayout(reports::DocumentKind kind) {
  return pdf::pageLayout(pdf::documentOptions(kind, {}));
}

std::optional<QString> EventDocument::printDocument(reports::DocumentKind kind, int round,
                                                    QPrinter& printer) {
  const auto page = documentPage(kind, round);
  if (!page) return page.error();
  if (!pdf::paintDocument(page->html, printer, page->options))
    return tr("The printer %1 cannot print.").arg(printer.printerName());
  return std::nullopt;
}

std::expected<persistence::Applied, QString> EventDocument::recordDrawClaim(
    int round, int board, const service::RecordedGame& record, const chess::ClaimRequest& request) {
  if (!m_repository) return std::unexpected(tr("No event file is open."));
  service::BoardClaim claim;
  claim.round = round;
  claim.board = board;
  claim.ply = request.ply;
  claim.kinds = {request.kind};
  claim.writtenMove = request.writtenMove;
  const auto action = service::recordedClaim(m_shownSection, claim, record);
  if (!action)
    return std::unexpected(
        tr("The claim cannot be judged under the section's rules: check the "
           "ply and the written move."));
  return apply(*action);
}

QString EventDocument::notReadyText(const service::NotReady& notReady) {
  if (notReady.code == service::NotReadyCode::AllRoundsPaired)
    return tr("All %1 rounds are paired.").arg(notReady.round);
  QStringList boards;
  for (int board : notReady.boards) boards << QString::number(board);
  return tr("Round %1 has no result on board %2: enter the results (or mark "
            "a game adjourned) first.")
      .arg(notReady.round)
      .arg(boards.join(QStringLiteral(", ")));
}

std::expected<ProposedRound, QString> EventDocument::proposeNextRound() const {
  if (!m_repository) return std::unexpected(tr("No event file is open."));
  const tournament::Section& section = m_shownSection;
  if (const auto notReady = service::whyNotReady(section))
    return std::unexpected(notReadyText(*notReady));
  const auto engine = service::engineOf(section.settings.pairing);
  pairing::DutchOptions dutch;
  dutch.explain = true;
  const auto round = service::pairNextRound(section, engine, dutch);
  if (!round) return std::unexpected(pairingFailureText(round.error()));
  return ProposedRound{service::nextRoundAction(section, round->list, engine, {}),
                       pairingExplanationText(*round)};
}

std::expected<service::PairingReview, QString> EventDocument::reviewPairing(
    const tournament::SetPairing& action) const {
  if (!m_repository) return std::unexpected(tr("No event file is open."));
  // The event as the checker needs it: the section shown (the only one the
  // pairing touches).
  const tournament::Event event{{}, {m_shownSection}};
  auto review = service::reviewPairing(event, action);
  if (!review) return std::unexpected(actionErrorText(review.error()));
  return std::move(*review);
}

std::expected<persistence::Applied, QString> EventDocument::storePairing(
    const tournament::SetPairing& action, bool force) {
  if (!m_repository) return std::unexpected(tr("No event file is open."));
  persistence::Applied result;
  try {
    auto stored = service::storePairing(*m_repository, action, force, ArbiterOnDuty::auditName());
    if (!stored) {
      if (const auto& refused = stored.error().refused)
        return std::unexpected(actionErrorText(*refused));
      return std::unexpected(tr("The pairing breaks an absolute criterion (C.04.3 C1-C4): %1")
                                 .arg(QString::fromStdString(stored.error().review.findingCodes)));
    }
    result = std::move(stored->applied);
  } catch (const persistence::StorageError& error) {
    return std::unexpected(storageErrorText(m_path, error.code()));
  }
  const auto failure = loadSection();
  emit changed();
  if (failure) return std::unexpected(*failure);
  return result;
}

std::expected<QStringList, QString> EventDocument::pairEverySection() {
  if (!m_repository) return std::unexpected(tr("No event file is open."));
  std::vector<service::SectionPairingOutcome> outcomes;
  try {
    outcomes = service::pairEverySection(*m_repository, ArbiterOnDuty::auditName());
  } catch (const persistence::StorageError& error) {
    return std::unexpected(storageErrorText(m_path, error.code()));
  }
  QStringList lines;
  for (const auto& outcome : outcomes) {
    const QString name = QString::fromStdString(outcome.section);
    if (outcome.paired())
      lines
          << tr("%1: round %2 paired, %3 boards.").arg(name).arg(outcome.round).arg(outcome.boards);
    else if (outcome.notReady)
      lines << tr("%1: %2").arg(name, notReadyText(*outcome.notReady));
    else if (outcome.engineFailure)
      lines << tr("%1: round %2 refused: %3")
                   .arg(name)
                   .arg(outcome.round)
                   .arg(pairingFailureText(*outcome.engineFailure));
    else if (outcome.refused->refused)
      lines << tr("%1: round %2 refused: %3")
                   .arg(name)
                   .arg(outcome.round)
                   .arg(actionErrorText(*outcome.refused->refused));
    else
      lines << tr("%1: round %2 refused: it breaks an absolute criterion (%3).")
                   .arg(name)
                   .arg(outcome.round)
                   .arg(QString::fromStdString(outcome.refused->review.findingCodes));
  }
  const auto failure = loadSection();
  emit changed();
  if (failure) return std::unexpected(*failure);
  return lines;
}

std::vector<persistence::AuditEntry> EventDocument::auditLog() {
  if (!m_repository) return {};
  try {
    return m_repository->auditLog();
  } catch (const persistence::StorageError&) {
    return {};
  }
}

std::expected<persistence::AuditEntry, QString> EventDocument::nextUndo() {
  if (!m_repository) return std::unexpected(tr("No event file is open."));
  try {
    auto candidate = m_repository->undoCandidate();
    if (!candidate) return std::unexpected(undoErrorText(candidate.error()));
    return *candidate;
  } catch (const persistence::StorageError& error) {
    return std::unexpected(storageErrorText(m_path, error.code()));
  }
}

std::optional<EventDocument::UndoRefusal> EventDocument::undoLastAction(bool force) {
  if (!m_repository) return UndoRefusal{tr("No event file is open.")};
  try {
    const auto undone = m_repository->undo(ArbiterOnDuty::auditName(), force);
    if (!undone)
      return UndoRefusal{undoErrorText(undone.error()),
                         undone.error().code == persistence::UndoErrorCode::LaterRoundsPairedOn};
  } catch (const persistence::StorageError& error) {
    return UndoRefusal{storageErrorText(m_path, error.code())};
  }
  const auto failure = loadSection();
  emit changed();
  if (failure) return UndoRefusal{*failure};
  return std::nullopt;
}

}  // namespace gui
