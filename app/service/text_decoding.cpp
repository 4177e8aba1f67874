// SPDX-License-Identifier: MIT
#include "app/service/text_decoding.h"

#include "domain/text/utf8.h"

#include <optional>

#ifdef _WIN32
#include <windows.h>
#else
#include <iconv.h>
#endif

namespace service {
namespace {

// UTF-16 (after its BOM) as UTF-8; nullopt for an odd length or an unpaired
// surrogate.
std::optional<std::string> fromUtf16(std::string_view bytes, bool littleEndian) {
  if (bytes.size() % 2 != 0) return std::nullopt;
  const auto unit = [&](std::size_t i) -> char32_t {
    const auto a = static_cast<unsigned char>(bytes[i]);
    const auto b = static_cast<unsigned char>(bytes[i + 1]);
    return littleEndian ? (b << 8 | a) : (a << 8 | b);
  };
  std::string out;
  out.reserve(bytes.size());
  for (std::size_t i = 0; i < bytes.size(); i += 2) {
    char32_t cp = unit(i);
    if (cp >= 0xDC00 && cp <= 0xDFFF) return std::nullopt;
    if (cp >= 0xD800 && cp <= 0xDBFF) {
      if (i + 3 >= bytes.size()) return std::nullopt;
      const char32_t low = unit(i + 2);
      if (low < 0xDC00 || low > 0xDFFF) return std::nullopt;
      cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
      i += 2;
    }
    text::appendUtf8(out, cp);
  }
  return out;
}

// GB18030 as UTF-8 through the platform's converter; nullopt when a byte
// sequence is not GB18030.
std::optional<std::string> fromGb18030(std::string_view bytes) {
#ifdef _WIN32
  constexpr UINT Gb18030CodePage = 54936;
  const int wide = MultiByteToWideChar(Gb18030CodePage, MB_ERR_INVALID_CHARS, bytes.data(),
                                       static_cast<int>(bytes.size()), nullptr, 0);
  if (wide <= 0) return std::nullopt;
  std::wstring utf16(static_cast<std::size_t>(wide), L'\0');
  MultiByteToWideChar(Gb18030CodePage, MB_ERR_INVALID_CHARS, bytes.data(),
                      static_cast<int>(bytes.size()), utf16.data(), wide);
  const int size =
      WideCharToMultiByte(CP_UTF8, 0, utf16.data(), wide, nullptr, 0, nullptr, nullptr);
  std::string out(static_cast<std::size_t>(size), '\0');
  WideCharToMultiByte(CP_UTF8, 0, utf16.data(), wide, out.data(), size, nullptr, nullptr);
  return out;
#else
  const iconv_t converter = iconv_open("UTF-8", "GB18030");
  if (converter == reinterpret_cast<iconv_t>(-1)) return std::nullopt;
  std::string out(bytes.size() * 2 + 4, '\0');  // 2 GB18030 bytes give at most 3 UTF-8 ones
  char* in = const_cast<char*>(bytes.data());
  std::size_t inLeft = bytes.size();
  char* to = out.data();
  std::size_t outLeft = out.size();
  const std::size_t done = iconv(converter, &in, &inLeft, &to, &outLeft);
  iconv_close(converter);
  if (done == static_cast<std::size_t>(-1) || inLeft != 0) return std::nullopt;
  out.resize(out.size() - outLeft);
  return out;
#endif
}

}  // namespace

std::expected<DecodedText, std::size_t> decodeText(std::string_view bytes) {
  if (bytes.starts_with("\xFF\xFE") || bytes.starts_with("\xFE\xFF")) {
    const bool little = bytes[0] == '\xFF';
    if (auto utf8 = fromUtf16(bytes.substr(2), little))
      return DecodedText{std::move(*utf8),
                         little ? TextEncoding::Utf16LittleEndian : TextEncoding::Utf16BigEndian};
    return std::unexpected(std::size_t{0});
  }
  const auto bad = text::invalidUtf8At(bytes);
  if (!bad) return DecodedText{std::string(bytes), TextEncoding::Utf8};
  if (auto utf8 = fromGb18030(bytes)) return DecodedText{std::move(*utf8), TextEncoding::Gb18030};
  return std::unexpected(*bad);
}

}  // namespace service
