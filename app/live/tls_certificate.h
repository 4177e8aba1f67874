// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace live {

// The certificate (chain, PEM) and private key (PEM) a venue serves TLS with.
struct TlsFiles {
  std::filesystem::path certificate;
  std::filesystem::path key;
};

// Makes a self-signed certificate and its key for a venue network (an EC
// P-256 key, valid 365 days, naming `hosts`, DNS names or IP addresses, as
// subject alternative names) and writes them as PEM files (the key readable
// by its owner only). Returns the certificate's SHA-256 fingerprint
// ("AB:CD:..."), which a station can compare with what its browser shows.
// Throws std::runtime_error naming what failed.
std::string makeSelfSignedCertificate(const TlsFiles& files, const std::vector<std::string>& hosts);

// The SHA-256 fingerprint of the certificate in `certificate` (PEM), or
// std::runtime_error naming the file.
std::string certificateFingerprint(const std::filesystem::path& certificate);

}  // namespace live
