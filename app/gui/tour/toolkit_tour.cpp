// SPDX-License-Identifier: MIT
#include "app/gui/tour/toolkit_tour.h"

#include "app/gui/dialogs/check_in_dialog.h"
#include "app/gui/dialogs/forbidden_pairs_dialog.h"
#include "app/gui/dialogs/games_dialog.h"
#include "app/gui/dialogs/norms_dialog.h"
#include "app/gui/dialogs/prizes_dialog.h"
#include "app/gui/dialogs/rating_list_dialog.h"
#include "app/gui/dialogs/rating_update_dialog.h"
#include "app/gui/dialogs/section_prizes_dialog.h"
#include "app/gui/models/event_document.h"
#include "app/gui/views/main_window.h"
#include "app/service/prize_list.h"
#include "app/service/rating_lists.h"
#include "domain/standings/section_standings.h"

#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>

#include <algorithm>

namespace gui {
namespace {

bool writeFile(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
  file.write(bytes);
  return true;
}

// A line of FIDE's combined TXT list, columns counted in bytes of UTF-8: id
// at column 1, name 16, federation 77, sex 81, title 85, standard rating
// 114, birth year 153.
QByteArray fideLine(const std::string& id, const std::string& name, const std::string& federation,
                    char sex, const std::string& title, int standard, int born) {
  std::string line(160, ' ');
  const auto put = [&](std::size_t column, const std::string& value) {
    const std::size_t size = std::min(value.size(), line.size() - (column - 1));
    std::copy_n(value.begin(), size, line.begin() + static_cast<std::ptrdiff_t>(column - 1));
  };
  put(1, id);
  put(16, name);
  put(77, federation);
  put(81, std::string(1, sex));
  put(85, title);
  put(114, std::to_string(standard));
  put(153, std::to_string(born));
  return QByteArray::fromStdString(line).trimmed() + '\n';
}

// The registered players with a FIDE id, 12 points higher, and three
// players to find.
QByteArray fideList(const tournament::Section& section) {
  QByteArray text = QByteArrayLiteral(
      "ID Number      Name                                                         Fed Sex Tit  "
      "WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n");
  for (const auto& player : section.players)
    if (!player.fideId.empty())
      text += fideLine(player.fideId, player.name, player.federation,
                       player.sex == tournament::Sex::Female ? 'F' : 'M', player.title,
                       player.ratings.standard + 12, 1990);
  text += fideLine("8609001", "Wang, Hao", "CHN", 'M', "GM", 2712, 1989);
  text += fideLine("8609002", "Wang, Yue", "CHN", 'M', "GM", 2650, 1987);
  text += fideLine("8609003", "Wang, Fangfang", "CHN", 'F', "WGM", 2380, 1999);
  return text;
}

// Round 1's first two boards as PGN: the first with its stored result, the
// second with another, and a game no board has.
QString roundOneGames(const tournament::Section& section) {
  QString pgn;
  const auto* round = section.round(1);
  if (round == nullptr) return pgn;
  const auto game = [&](const QString& white, const QString& black, const QString& result,
                        const QString& moves) {
    pgn += QStringLiteral(
               "[Round \"1\"]\n[White \"%1\"]\n[Black \"%2\"]\n[Result \"%3\"]\n\n%4 %3\n\n")
               .arg(white, black, result, moves);
  };
  const QString results[] = {QStringLiteral("1-0"), QStringLiteral("1/2-1/2"),
                             QStringLiteral("0-1")};
  for (std::size_t b = 0; b < std::min<std::size_t>(2, round->boards.size()); ++b) {
    const auto& board = round->boards[b];
    const auto* white = section.player(board.white);
    const auto* black = section.player(board.black);
    if (white == nullptr || black == nullptr) continue;
    const QString stored =
        QString::fromUtf8(tournament::resultText(board.result).data(),
                          static_cast<qsizetype>(tournament::resultText(board.result).size()));
    game(QString::fromStdString(white->name), QString::fromStdString(black->name),
         b == 0 ? stored : results[(b + 1) % 3], QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"));
  }
  game(QStringLiteral("Nobody"), QStringLiteral("Someone"), QStringLiteral("1/2-1/2"),
       QStringLiteral("1. d4 d5"));
  return pgn;
}

}  // namespace

void shootToolkitDialogs(
    MainWindow& window, const QString& folder,
    const std::function<void(const QString&, const std::function<void()>&)>& shootModal) {
  const auto* stored = window.document().storedSection();
  const auto* event = window.document().storedEvent();
  if (stored == nullptr || event == nullptr) return;
  const tournament::Section section = *stored;
  const QString listPath = QDir(folder).filePath(QStringLiteral("tour-list.txt"));
  if (writeFile(listPath, fideList(section))) {
    if (const auto list = service::loadRatingList(listPath.toStdString())) {
      shootModal(QStringLiteral("dialog-add-from-list"), [&] {
        RatingListDialog dialog(QStringLiteral("tour-list.txt"), *list, &window);
        dialog.searchEdit()->setText(QStringLiteral("wang"));
        if (dialog.resultsTable()->rowCount() > 1)
          dialog.resultsTable()->item(1, 0)->setCheckState(Qt::Checked);
        dialog.exec();
      });
      shootModal(QStringLiteral("dialog-update-ratings"), [&] {
        RatingUpdateDialog dialog(QStringLiteral("tour-list.txt"), section,
                                  service::previewListUpdate(section, *list), &window);
        dialog.exec();
      });
    }
    QFile::remove(listPath);
  }
  // Shown, not changed: the tour's actions are refused.
  shootModal(QStringLiteral("dialog-forbidden-pairs"), [&] {
    ForbiddenPairsDialog dialog(
        window.document(), [](const tournament::Action&, const QString&) { return false; },
        &window);
    dialog.exec();
  });
  shootModal(QStringLiteral("dialog-section-prizes"), [&] {
    tournament::SectionSettings settings = section.settings;
    if (settings.prizeTable.empty())
      settings.prizeTable =
          "tie = shared\ncategory Overall = 1000 600 300\ncategory Women women = 200 100\n";
    if (settings.withdrawAfterAbsences == 0) settings.withdrawAfterAbsences = 2;
    SectionPrizesDialog dialog(settings, &window);
    dialog.exec();
  });
  shootModal(QStringLiteral("dialog-check-in"), [&] {
    CheckInDialog dialog(section, {}, &window);
    for (int r = 0; r < dialog.playersTable()->rowCount(); r += 2)
      dialog.playersTable()->item(r, 0)->setCheckState(Qt::Checked);
    dialog.exec();
  });
  // The prize list as it would be after the last complete round.
  tournament::Section complete = section;
  complete.rounds.resize(static_cast<std::size_t>(
      standings::lastCompleteRound(tournament::toTournamentState(section))));
  if (const auto prizes = service::prizeList(
          complete,
          "tie = shared\ncategory Overall = 1000 600 300\ncategory Women women = 200 "
          "100\ncategory U16 born>=2010 = 100 \"book\"\n")) {
    shootModal(QStringLiteral("dialog-prizes"), [&] {
      PrizesDialog dialog(QStringLiteral("prizes.txt"), complete.settings.name, complete, *prizes,
                          &window);
      dialog.exec();
    });
  }
  shootModal(QStringLiteral("dialog-norms"), [&] {
    NormsDialog dialog(section, event->name, &window);
    dialog.exec();
  });
  const QString pgnPath = QDir(folder).filePath(QStringLiteral("tour-round-1.pgn"));
  if (writeFile(pgnPath, roundOneGames(section).toUtf8())) {
    shootModal(QStringLiteral("dialog-games"), [&] {
      GamesDialog dialog(*event, section, &window);
      dialog.roundBox()->setValue(1);
      dialog.load({pgnPath});
      dialog.exec();
    });
    QFile::remove(pgnPath);
  }
}

}  // namespace gui
