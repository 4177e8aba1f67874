// SPDX-License-Identifier: MIT
#include "app/venue/venue_secrets.h"

#include <sodium.h>

#include <cctype>
#include <stdexcept>

namespace venue {
namespace {

void startSodium() {
  static const bool started = sodium_init() >= 0;
  if (!started) throw std::runtime_error("libsodium could not start");
}

std::string hex(const unsigned char* bytes, std::size_t size) {
  std::string out(size * 2 + 1, '\0');
  sodium_bin2hex(out.data(), out.size(), bytes, size);
  out.pop_back();
  return out;
}

constexpr std::string_view CodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

}  // namespace

std::string hashPassword(std::string_view password) {
  startSodium();
  char hash[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str(hash, password.data(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                        crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0)
    throw std::runtime_error("out of memory while hashing a password");
  return hash;
}

bool passwordMatches(std::string_view password, const std::string& hash) {
  startSodium();
  return !hash.empty() &&
         crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

std::string randomToken() {
  startSodium();
  unsigned char bytes[32];
  randombytes_buf(bytes, sizeof bytes);
  return hex(bytes, sizeof bytes);
}

std::string secretDigest(std::string_view secret) {
  startSodium();
  unsigned char digest[32];
  crypto_generichash(digest, sizeof digest, reinterpret_cast<const unsigned char*>(secret.data()),
                     secret.size(), nullptr, 0);
  return hex(digest, sizeof digest);
}

bool sameSecret(std::string_view a, std::string_view b) {
  // The lengths are public (every token has 64 digits); the bytes are not.
  return a.size() == b.size() && sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string newSignInCode() {
  startSodium();
  std::string code;
  for (int i = 0; i < 10; ++i) {
    if (i == 5) code += '-';
    code += CodeAlphabet[randombytes_uniform(static_cast<std::uint32_t>(CodeAlphabet.size()))];
  }
  return code;
}

std::string normalizedCode(std::string_view typed) {
  std::string out;
  for (const char c : typed)
    if (c != '-' && c != ' ') out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace venue
