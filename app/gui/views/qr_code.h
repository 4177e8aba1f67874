// SPDX-License-Identifier: MIT
#pragma once

#include <QImage>
#include <QString>

namespace gui {

// `text` (UTF-8) as a QR code (ISO/IEC 18004, libqrencode, error
// correction level M): black modules of `moduleSize` pixels on white, with
// the four-module quiet zone the standard asks for around the symbol. A
// null image when the text is too long for a QR code.
QImage qrCodeImage(const QString& text, int moduleSize);

}  // namespace gui
