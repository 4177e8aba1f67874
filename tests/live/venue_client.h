// SPDX-License-Identifier: MIT
#pragma once

// A station as a script drives it: HTTP/1.1 on 127.0.0.1, one connection
// per request, its cookies kept like a browser's (Set-Cookie name=value).

#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>
#include <Poco/Net/SocketAddress.h>
#include <Poco/Net/StreamSocket.h>

#include <cstdint>
#include <map>
#include <string>

namespace live_test {

struct Answer {
  int status = 0;
  std::string head;
  std::string body;
  Poco::JSON::Object::Ptr json() const {
    Poco::JSON::Parser parser;
    return parser.parse(body).extract<Poco::JSON::Object::Ptr>();
  }
  // The JSON error's code, or "".
  std::string errorCode() const {
    try {
      return json()->getObject("error")->getValue<std::string>("code");
    } catch (...) {
      return {};
    }
  }
};

// Sends `raw` as it is and reads the answer until the server closes.
inline Answer rawExchange(std::uint16_t port, const std::string& raw) {
  Poco::Net::StreamSocket socket;
  socket.connect(Poco::Net::SocketAddress("127.0.0.1", port), Poco::Timespan(2, 0));
  socket.setReceiveTimeout(Poco::Timespan(10, 0));
  socket.sendBytes(raw.data(), static_cast<int>(raw.size()));
  std::string bytes;
  char chunk[4096];
  for (;;) {
    int got = 0;
    try {
      got = socket.receiveBytes(chunk, sizeof chunk);
    } catch (const Poco::Exception&) {
      break;
    }
    if (got <= 0) break;
    bytes.append(chunk, static_cast<std::size_t>(got));
  }
  Answer answer;
  const std::size_t end = bytes.find("\r\n\r\n");
  answer.head = bytes.substr(0, end);
  answer.body = end == std::string::npos ? std::string() : bytes.substr(end + 4);
  if (bytes.size() > 12) answer.status = std::stoi(bytes.substr(9, 3));
  return answer;
}

class Station {
public:
  explicit Station(std::uint16_t port) : m_port(port) {}

  Answer get(const std::string& target) { return send("GET", target, "", ""); }
  // A POST with the station's CSRF token (unless `csrf` says otherwise).
  Answer post(const std::string& target, const std::string& body) {
    return send("POST", target, body, m_csrf);
  }
  Answer postWithToken(const std::string& target, const std::string& body,
                       const std::string& csrf) {
    return send("POST", target, body, csrf);
  }
  // Opens the sign-in page: the form's token becomes the station's.
  void openLogin() {
    const Answer page = get("/login");
    const std::size_t at = page.body.find("name=\"csrf\" content=\"");
    if (at != std::string::npos)
      m_csrf = page.body.substr(at + 21, page.body.find('"', at + 21) - at - 21);
  }
  // Signs in with `body` ({"name", "password"} or {"code"}) on /api/login
  // (or `path`); on success the session's CSRF token is kept.
  Answer signIn(const std::string& body, const std::string& path = "/api/login") {
    openLogin();
    Answer answer = post(path, body);
    if (answer.status == 200) m_csrf = answer.json()->getValue<std::string>("csrf");
    return answer;
  }
  std::string& csrf() { return m_csrf; }
  std::map<std::string, std::string>& cookies() { return m_cookies; }

private:
  Answer send(const std::string& method, const std::string& target, const std::string& body,
              const std::string& csrf) {
    std::string raw =
        method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n";
    std::string cookie;
    for (const auto& [name, value] : m_cookies)
      cookie += (cookie.empty() ? "" : "; ") + name + "=" + value;
    if (!cookie.empty()) raw += "Cookie: " + cookie + "\r\n";
    if (!csrf.empty()) raw += "X-CSRF-Token: " + csrf + "\r\n";
    if (method == "POST")
      raw += "Content-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
             "\r\n";
    raw += "\r\n" + body;
    Answer answer = rawExchange(m_port, raw);
    for (std::size_t at = answer.head.find("Set-Cookie: "); at != std::string::npos;
         at = answer.head.find("Set-Cookie: ", at + 1)) {
      const std::string line = answer.head.substr(at + 12, answer.head.find("\r\n", at) - at - 12);
      const std::size_t equals = line.find('=');
      const std::string value = line.substr(equals + 1, line.find(';') - equals - 1);
      if (line.find("Max-Age=0") != std::string::npos)
        m_cookies.erase(line.substr(0, equals));
      else
        m_cookies[line.substr(0, equals)] = value;
    }
    return answer;
  }

  std::uint16_t m_port;
  std::string m_csrf;
  std::map<std::string, std::string> m_cookies;
};

}  // namespace live_test
