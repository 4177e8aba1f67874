// SPDX-License-Identifier: MIT
#pragma once

#include "app/pdf/pdf_document.h"
#include "app/service/claim_judge.h"
#include "app/service/envelope_opening.h"
#include "app/service/event_session.h"
#include "app/service/next_round.h"
#include "app/service/player_list.h"
#include "app/service/published_section.h"
#include "app/service/result_entry.h"
#include "app/service/round_pairing.h"
#include "domain/interchange/trf_document.h"
#include "domain/tournament/action.h"
#include "domain/tournament/section.h"
#include "reports/report_documents.h"
#include "reports/round_pairings.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <expected>
#include <memory>
#include <optional>

class QPageLayout;
class QPrinter;
class QTimer;

namespace gui {

// The next round as its engine paired it, not yet stored: the action that
// stores it, and how the engine reached it in the current language.
struct ProposedRound {
  tournament::SetPairing action;
  QString explanation;
};

// Why a result was not recorded, in the current language; when another
// desk or program entered a result on the board since this desk showed it,
// that result (the desk now shows it and can ask to replace it).
struct ResultRefusal {
  QString reason;
  std::optional<service::BoardResultView> storedMeanwhile = std::nullopt;
  // C.04.2 4.3: the result changes a round later rounds were paired on;
  // recordResult(..., true) enters it all the same (their pairings stand).
  bool confirmable = false;
};

// The event open in the desk: a TRF file, or a section of an Arbiter event
// file (SQLite). Every change goes through here and emits changed();
// failures come back as a sentence in the current language and leave the
// state (and the event file) as it was. In an event file each result is one
// audited transaction, recorded in the name of the system user, and can be
// undone; changes made meanwhile by other programs (the `arbiter` command, a
// second desk) are picked up every two seconds.
class EventDocument : public QObject {
  Q_OBJECT
public:
  explicit EventDocument(QObject* parent = nullptr);
  ~EventDocument() override;

  bool isOpen() const { return m_open; }
  bool isEventFile() const { return m_repository != nullptr; }
  const tournament::TournamentState& state() const { return m_trf.state; }
  QString path() const { return m_path; }

  // Opens `path` as an event file when it is an SQLite file, else as TRF.
  std::optional<QString> open(const QString& path);
  // Reads a TRF16/TRF26 file; on failure returns why (line and column).
  std::optional<QString> openTrf(const QString& path);
  // Opens an event file at section `section` (empty: the first one).
  std::optional<QString> openEvent(const QString& path, const QString& section = {});
  // The sections of the open event file, and the one shown.
  QStringList sectionNames() const;
  QString section() const { return m_section; }
  std::optional<QString> selectSection(const QString& name);
  // Writes the event as TRF (the format it was read in; TRF16 for an event
  // file's section) to `path`.
  std::optional<QString> saveTrf(const QString& path);

  // Records a board's result for both players of round `round` (1-based):
  // White's and Black's entries get board.whiteResult and board.blackResult.
  // Refused when the two players are not paired with each other that round.
  // In an event file the result is entered against the one this desk shows
  // for the board (service::enterResult): a result entered meanwhile at
  // another desk is not overwritten unseen but refused and then shown.
  // `force`: also when later rounds were paired on the round (C.04.2 4.3),
  // as the arbiter confirmed.
  std::optional<ResultRefusal> recordResult(int round, const reports::BoardPairing& board,
                                            bool force = false);
  // Why an undo did not happen. `confirmable`: it alters a round later rounds
  // were paired on (C.04.2 4.3), and undoLastAction(true) would do it.
  struct UndoRefusal {
    QString reason;
    bool confirmable = false;
  };
  // Event files: compensates the most recent action (audited); returns why
  // not. `force`: also when later rounds were paired on what it changes.
  std::optional<UndoRefusal> undoLastAction(bool force = false);
  // Event files: the audit row the next undo would compensate, or why undo
  // would refuse (nothing left, an action that cannot be undone).
  std::expected<persistence::AuditEntry, QString> nextUndo();
  // Event files: the audit log, oldest first (empty for a TRF file).
  std::vector<persistence::AuditEntry> auditLog();

  // Creates the event file `path` (it must not exist) holding event
  // `eventName` and its first section, and opens it at that section. On a
  // refusal nothing is left behind.
  std::optional<QString> createEvent(const QString& path, const QString& eventName,
                                     const tournament::SectionSettings& settings);
  // Event files: applies an arbiter action in one audited transaction in the
  // desk user's name and reloads; returns what the domain said (notices,
  // the incident or envelope recorded), or why it was refused (nothing
  // changed). A new or renamed section becomes the one shown.
  std::expected<persistence::Applied, QString> apply(const tournament::Action& action);
  // Event files: reads a player list (CSV or TRF, service::readPlayerList)
  // and says row by row what importing it into the section shown would do
  // (nothing is stored), or why the file cannot be read (file, line, column).
  std::expected<std::vector<service::ImportRow>, QString> previewImport(const QString& path) const;
  // Event files: registers `players` in the section shown (one audited
  // transaction; rows matching a registered player are skipped); returns
  // how many were added and the action's notices, or why the domain refused.
  std::expected<service::ImportedPlayers, QString> importPlayers(
      std::vector<tournament::Player> players);
  // Event files: what opening an envelope as `observed` would decide, the
  // clocks first corrected as `clocks` says (Guidelines I.13, classic
  // 14.6) (service::previewOpening; nothing is stored), or why the domain
  // refuses.
  std::expected<service::OpeningPreview, QString> previewOpening(
      const tournament::ResumeGame& observed,
      std::optional<tournament::SealedMoveStatus> arbiterFinding,
      const std::optional<tournament::CorrectResumptionClocks>& clocks = std::nullopt) const;
  // Event files: opens the envelope (service::openEnvelope: the clock
  // correction and the opening, each one audited transaction) and reloads;
  // returns the envelope and the board's result.
  std::expected<service::OpenedEnvelope, QString> openEnvelope(
      const tournament::ResumeGame& observed,
      std::optional<tournament::SealedMoveStatus> arbiterFinding,
      const std::optional<tournament::CorrectResumptionClocks>& clocks = std::nullopt);
  // Writes document `kind` of the section shown (reports/, the same as
  // `arbiter report`) in the current language to `path`: PDF when the name
  // ends in .pdf (app/pdf, charts and diagrams drawn), else HTML. `round`:
  // the round (pairings, slips, incidents, envelope labels; 0 = the latest),
  // standings after it (0 = the last complete). Returns why not, or nullopt.
  std::optional<QString> exportDocument(reports::DocumentKind kind, int round, const QString& path);
  // Prints the same document as the PDF of exportDocument on `printer`,
  // with the paper and margins the user chose in the print dialog (the
  // caller sets pdf::pageLayout of the document first). Returns why not.
  std::optional<QString> printDocument(reports::DocumentKind kind, int round, QPrinter& printer);
  // The paper layout of document `kind` (pdf::documentOptions).
  static QPageLayout documentLayout(reports::DocumentKind kind);
  // Event files: records at board `board` of round `round` the draw claim
  // made after `request.ply` half-moves of `record`, judged under the
  // section's rules (service::recordedClaim), in one audited transaction;
  // returns what the domain recorded (the incident and its consequence).
  std::expected<persistence::Applied, QString> recordDrawClaim(int round, int board,
                                                               const service::RecordedGame& record,
                                                               const chess::ClaimRequest& request);
  // Event files: the section's next round as its engine pairs it (Dutch,
  // or the Berger table of a round robin; nothing is stored), or why the
  // round cannot be paired yet, in the current language; with the
  // explanation (brackets, floats, colour reasons; or the Berger table).
  std::expected<ProposedRound, QString> proposeNextRound() const;
  // Event files: the pairing checker's verdict on `action` as it would be
  // stored (C.04.2 1.4), or why the domain refuses it.
  std::expected<service::PairingReview, QString> reviewPairing(
      const tournament::SetPairing& action) const;
  // Event files: stores the pairing through the checker in one audited
  // transaction (service::storePairing); one that breaks an absolute
  // criterion (C1-C4) only with `force`.
  std::expected<persistence::Applied, QString> storePairing(const tournament::SetPairing& action,
                                                            bool force);
  // Event files: the next round of every section, each by its own system
  // and stored through the checker in a transaction of its own
  // (service::pairEverySection); one line per section saying what was
  // paired and what was refused, in the current language.
  std::expected<QStringList, QString> pairEverySection();
  // Event files: the section shown as stored (boards with their stored
  // numbers, incidents, envelopes, settings); nullptr for a TRF file.
  const tournament::Section* storedSection() const;
  // Event files: the event as stored (every section); nullptr for a TRF file.
  const tournament::Event* storedEvent() const;
  // The section as the desk shows and exports its standings: an event
  // file's section with its own tie-break list and edition, a TRF with the
  // C.07 defaults of its system (service::PublishedSection).
  service::PublishedSection published() const;
  QString eventName() const;
  // Event files: the stored board of round `round` on which the player with
  // pairing number `player` plays; nullptr otherwise.
  const tournament::Board* storedBoardOf(int round, int player) const;
  // Event files: reloads the section when another connection changed it.
  void refresh();

signals:
  void changed();

private:
  struct DocumentPage {
    std::string html;
    pdf::PdfOptions options;
  };
  // Document `kind` of the section shown, in the current language.
  std::expected<DocumentPage, QString> documentPage(reports::DocumentKind kind, int round) const;
  std::optional<ResultRefusal> recordEventResult(int round, const reports::BoardPairing& board,
                                                 bool force);
  std::optional<QString> loadSection();
  // Why a section's next round cannot be paired yet, in the current language.
  static QString notReadyText(const service::NotReady& notReady);
  void closeEventFile();

  interchange::TrfDocument m_trf;
  std::unique_ptr<service::EventSession> m_repository;
  QString m_section;
  tournament::Section m_shownSection;  // as last loaded, to see changes
  QString m_path;
  QTimer* m_refreshTimer = nullptr;
  bool m_open = false;
};

}  // namespace gui
