// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>

namespace venue {

// The venue's secrets, through libsodium. Passwords are hashed with
// argon2id (crypto_pwhash_str, the library's interactive limits: a salt
// of its own in every hash); tokens and codes are random
// (randombytes_buf) and stored only as their BLAKE2b digest. Throws
// std::runtime_error when libsodium cannot start or is out of memory.

// The argon2id string of `password`.
std::string hashPassword(std::string_view password);
// True when `password` is the one `hash` was made from.
bool passwordMatches(std::string_view password, const std::string& hash);
// 32 random bytes as 64 lower-case hex digits (a session or CSRF token).
std::string randomToken();
// The BLAKE2b-256 digest of `secret` as hex (what is stored of a token or code).
std::string secretDigest(std::string_view secret);
// True when `a` and `b` are equal, in a time that does not depend on where they differ.
bool sameSecret(std::string_view a, std::string_view b);
// A sign-in code for a player or the chief's setup: 10 characters from an
// alphabet without look-alikes (no 0/O, 1/I/L), written "ABCDE-FGHJK"; 31^10
// codes, about 49 bits.
std::string newSignInCode();
// The code as typed, in the form its digest is taken of: upper case, no
// spaces or dashes.
std::string normalizedCode(std::string_view typed);

}  // namespace venue
