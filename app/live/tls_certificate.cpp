// SPDX-License-Identifier: MIT
#include "app/live/tls_certificate.h"

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include <fmt/format.h>

#include <array>
#include <fstream>
#include <functional>
#include <memory>
#include <stdexcept>

namespace live {
namespace {

template <typename T, void (*Free)(T*)>
struct Freer {
  void operator()(T* p) const { Free(p); }
};
using KeyPtr = std::unique_ptr<EVP_PKEY, Freer<EVP_PKEY, EVP_PKEY_free>>;
using CertificatePtr = std::unique_ptr<X509, Freer<X509, X509_free>>;
using BioPtr = std::unique_ptr<BIO, Freer<BIO, BIO_free_all>>;
using NumberPtr = std::unique_ptr<BIGNUM, Freer<BIGNUM, BN_free>>;
using ExtensionPtr = std::unique_ptr<X509_EXTENSION, Freer<X509_EXTENSION, X509_EXTENSION_free>>;

[[noreturn]] void fail(const std::string& what) {
  std::array<char, 256> line{};
  ERR_error_string_n(ERR_get_error(), line.data(), line.size());
  throw std::runtime_error(what + ": " + line.data());
}

// An IPv4 or IPv6 address is named by "IP:", anything else by "DNS:" (RFC 5280 4.2.1.6).
std::string alternativeName(const std::string& host) {
  const bool address = host.find(':') != std::string::npos ||
                       host.find_first_not_of("0123456789.") == std::string::npos;
  return (address ? "IP:" : "DNS:") + host;
}

std::string fingerprintOf(const X509* certificate) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned int length = 0;
  if (X509_digest(certificate, EVP_sha256(), digest.data(), &length) != 1)
    fail("cannot compute the certificate's fingerprint");
  std::string text;
  for (unsigned int i = 0; i < length; ++i)
    text += fmt::format("{}{:02X}", i ? ":" : "", digest[i]);
  return text;
}

void writePem(const std::filesystem::path& path, bool secret,
              const std::function<int(BIO*)>& write) {
  {
    // Made (empty) first so that a secret is never readable by others.
    std::ofstream made(path, std::ios::trunc);
    if (!made) throw std::runtime_error(path.string() + ": cannot be written");
  }
  if (secret)
    std::filesystem::permissions(
        path, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  BioPtr file(BIO_new_file(path.c_str(), "w"));
  if (!file || write(file.get()) != 1) fail(path.string() + ": cannot be written");
}

}  // namespace

std::string makeSelfSignedCertificate(const TlsFiles& files,
                                      const std::vector<std::string>& hosts) {
  KeyPtr key(EVP_EC_gen("P-256"));
  if (!key) fail("cannot make a key");
  CertificatePtr certificate(X509_new());
  NumberPtr serial(BN_new());
  if (!certificate || !serial ||
      BN_rand(serial.get(), 64, BN_RAND_TOP_ANY, BN_RAND_BOTTOM_ANY) != 1 ||
      BN_to_ASN1_INTEGER(serial.get(), X509_get_serialNumber(certificate.get())) == nullptr)
    fail("cannot make a certificate");
  X509_set_version(certificate.get(), 2);  // X.509 v3, for the extensions
  X509_gmtime_adj(X509_getm_notBefore(certificate.get()), 0);
  X509_gmtime_adj(X509_getm_notAfter(certificate.get()), 365L * 24 * 60 * 60);
  X509_set_pubkey(certificate.get(), key.get());
  X509_NAME* name = X509_get_subject_name(certificate.get());
  X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_UTF8,
                             reinterpret_cast<const unsigned char*>("Arbiter venue"), -1, -1, 0);
  X509_set_issuer_name(certificate.get(), name);
  std::string names;
  for (const auto& host : hosts) names += (names.empty() ? "" : ",") + alternativeName(host);
  X509V3_CTX context;
  X509V3_set_ctx_nodb(&context);
  X509V3_set_ctx(&context, certificate.get(), certificate.get(), nullptr, nullptr, 0);
  for (const auto& [nid, value] : {std::pair{NID_subject_alt_name, names},
                                   std::pair{NID_basic_constraints, std::string("CA:FALSE")}}) {
    if (value.empty()) continue;
    ExtensionPtr extension(X509V3_EXT_conf_nid(nullptr, &context, nid, value.c_str()));
    if (!extension || X509_add_ext(certificate.get(), extension.get(), -1) != 1)
      fail("cannot name " + value + " in the certificate");
  }
  if (X509_sign(certificate.get(), key.get(), EVP_sha256()) == 0)
    fail("cannot sign the certificate");
  writePem(files.key, true, [&](BIO* out) {
    return PEM_write_bio_PrivateKey(out, key.get(), nullptr, nullptr, 0, nullptr, nullptr);
  });
  writePem(files.certificate, false,
           [&](BIO* out) { return PEM_write_bio_X509(out, certificate.get()); });
  return fingerprintOf(certificate.get());
}

std::string certificateFingerprint(const std::filesystem::path& path) {
  BioPtr file(BIO_new_file(path.c_str(), "r"));
  if (!file) fail(path.string() + ": cannot be read");
  CertificatePtr certificate(PEM_read_bio_X509(file.get(), nullptr, nullptr, nullptr));
  if (!certificate) fail(path.string() + ": not a PEM certificate");
  return fingerprintOf(certificate.get());
}

}  // namespace live
