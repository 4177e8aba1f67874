// SPDX-License-Identifier: MIT
// The SVG of the documents (charts, board diagrams) reaches the PDF as
// images: pdfimages -list (poppler-utils) counts them and gives their size.
#include "app/pdf/pdf_document.h"
#include "reports/board_diagram.h"
#include "reports/charts_svg.h"
#include "reports/markup.h"
#include "reports/report_documents.h"
#include "tests/support/player_record.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <sstream>
#include <vector>

namespace {

const std::filesystem::path Out = ARBITER_TEST_OUTPUT_DIR "/pdf";

std::string run(const std::string& command) {
  std::string out;
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  if (!pipe) return out;
  std::array<char, 4096> chunk{};
  while (const std::size_t got = std::fread(chunk.data(), 1, chunk.size(), pipe.get()))
    out.append(chunk.data(), got);
  return out;
}

// The images of `pdfimages -list`, each once (an image near a page foot is
// also listed, clipped away, on the next page): width and height in pixels.
struct ListedImage {
  int width = 0;
  int height = 0;
};
std::vector<ListedImage> imagesIn(const std::string& file) {
  std::istringstream lines(run("pdfimages -list '" + file + "'"));
  std::map<int, ListedImage> images;  // by PDF object number
  std::string line;
  while (std::getline(lines, line)) {
    std::istringstream words(line);
    ListedImage image;
    int page = 0;
    int number = 0;
    int object = 0;
    std::string type, colour, bits, encoding, interpolate;
    int components = 0;
    if (words >> page >> number >> type >> image.width >> image.height >> colour >> components >>
            bits >> encoding >> interpolate >> object &&
        type == "image")
      images.emplace(object, image);
  }
  std::vector<ListedImage> distinct;
  for (const auto& [object, image] : images) distinct.push_back(image);
  return distinct;
}

pdf::PdfOptions options(const std::string& title) {
  return {.paper = pdf::PaperSize::A4,
          .landscape = false,
          .runningTitle = title,
          .fontPoints = 10,
          .marginMillimetres = 15};
}

}  // namespace

TEST(PdfImages, FinalReportCarriesItsTwoCharts) {
  using tournament::Color;
  using tournament::RoundResult;
  reports::SiteSection section;
  section.header = {"Club Cup", "Open", "Hangzhou", "2026-05-01", "", "IA Li", "90+30", 1};
  section.state.name = "Open";
  section.state.players = {
      test_support::makePlayer(1, "Anna", 2100, {{2, Color::White, RoundResult::Win}}),
      test_support::makePlayer(2, "王皓", 2000, {{1, Color::Black, RoundResult::Loss}})};
  section.standingsAfter = {
      {"Open",
       1,
       {"BH"},
       {{1, {1, "Anna", "", "", 2100}, 2, {"0"}}, {2, {2, "王皓", "", "", 2000}, 0, {"1"}}}}};
  reports::DocumentRequest request;
  request.kind = reports::DocumentKind::Final;
  const auto html = reports::documentPage(section, request);
  ASSERT_TRUE(html);
  std::filesystem::create_directories(Out);
  const std::string file = (Out / "final-charts.pdf").string();
  ASSERT_TRUE(pdf::writePdf(*html, file, options("Club Cup")));
  const auto images = imagesIn(file);
  // Score and rank progression, results by round.
  ASSERT_EQ(images.size(), 3u) << "pdfimages (poppler-utils) is needed";
  // The charts are 640 × 360 CSS pixels, drawn at 300 dpi: 2000 × 1125.
  for (const auto& image : images) {
    EXPECT_EQ(image.width, 2000);
    EXPECT_EQ(image.height, 1125);
  }
  // The charts' own words are in the picture, not the text; the captions around them are text.
  EXPECT_NE(run("pdftotext '" + file + "' -").find("Anna"), std::string::npos);
}

TEST(PdfImages, BoardDiagramBecomesAnImageAtItsSize) {
  const auto svg = reports::boardDiagramSvg("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 41");
  ASSERT_TRUE(svg);
  std::filesystem::create_directories(Out);
  const std::string file = (Out / "diagram.pdf").string();
  ASSERT_TRUE(
      pdf::writePdf(reports::htmlPage("Diagram", "en", "<p>Before</p>" + *svg + "<p>After</p>"),
                    file, options("Diagram")));
  const auto images = imagesIn(file);
  ASSERT_EQ(images.size(), 1u);
  // 8 squares of 40 plus a 20 margin: 340 CSS pixels, 1062 (or 1063) dots at 300 dpi.
  EXPECT_NEAR(images[0].width, 340 * 300 / 96, 1);
  const std::string text = run("pdftotext '" + file + "' -");
  EXPECT_NE(text.find("Before"), std::string::npos);
  EXPECT_NE(text.find("After"), std::string::npos);
}
