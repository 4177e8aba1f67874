// SPDX-License-Identifier: MIT
#include "app/gui/views/qr_code.h"

#include <qrencode.h>

#include <QPainter>

#include <memory>

namespace gui {
namespace {

constexpr int QuietZoneModules = 4;  // ISO/IEC 18004 6.3.8

struct QrCodeDeleter {
  void operator()(QRcode* code) const { QRcode_free(code); }
};

}  // namespace

QImage qrCodeImage(const QString& text, int moduleSize) {
  const QByteArray bytes = text.toUtf8();
  const std::unique_ptr<QRcode, QrCodeDeleter> code(
      QRcode_encodeString8bit(bytes.constData(), 0, QR_ECLEVEL_M));
  if (!code) return {};
  const int modules = code->width + 2 * QuietZoneModules;
  QImage image(modules * moduleSize, modules * moduleSize, QImage::Format_RGB32);
  image.fill(Qt::white);
  QPainter painter(&image);
  for (int y = 0; y < code->width; ++y)
    for (int x = 0; x < code->width; ++x)
      // Bit 0 of each byte: the module is dark (qrencode.h).
      if ((code->data[y * code->width + x] & 1) != 0)
        painter.fillRect((x + QuietZoneModules) * moduleSize, (y + QuietZoneModules) * moduleSize,
                         moduleSize, moduleSize, Qt::black);
  return image;
}

}  // namespace gui
