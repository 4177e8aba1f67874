// SPDX-License-Identifier: MIT
#include "persistence/row_json.h"

#include <fmt/format.h>

#include <charconv>

namespace persistence {

namespace {

void appendString(std::string& out, std::string_view text) {
  out += '"';
  for (char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20)
          out += fmt::format("\\u{:04x}", static_cast<int>(c));
        else
          out += c;
    }
  }
  out += '"';
}

class JsonReader {
public:
  explicit JsonReader(std::string_view text) : m_text(text) {}

  bool accept(char c) {
    skipSpace();
    if (m_pos < m_text.size() && m_text[m_pos] == c) {
      ++m_pos;
      return true;
    }
    return false;
  }
  bool atEnd() {
    skipSpace();
    return m_pos == m_text.size();
  }
  std::optional<std::string> string() {
    if (!accept('"')) return std::nullopt;
    std::string out;
    while (m_pos < m_text.size() && m_text[m_pos] != '"') {
      char c = m_text[m_pos++];
      if (c != '\\') {
        out += c;
        continue;
      }
      if (m_pos >= m_text.size()) return std::nullopt;
      const char e = m_text[m_pos++];
      if (e == 'n')
        out += '\n';
      else if (e == 'r')
        out += '\r';
      else if (e == 't')
        out += '\t';
      else if (e == 'u') {
        int code = 0;
        const char* first = m_text.data() + m_pos;
        if (m_pos + 4 > m_text.size() ||
            std::from_chars(first, first + 4, code, 16).ptr != first + 4 || code >= 0x20)
          return std::nullopt;
        out += static_cast<char>(code);
        m_pos += 4;
      } else
        out += e;
    }
    if (m_pos >= m_text.size()) return std::nullopt;
    ++m_pos;
    return out;
  }
  std::optional<Value> value() {
    skipSpace();
    if (m_text.substr(m_pos, 4) == "null") {
      m_pos += 4;
      return Value{};
    }
    if (m_pos < m_text.size() && m_text[m_pos] == '"') {
      auto s = string();
      if (!s) return std::nullopt;
      return Value{*s};
    }
    const std::size_t start = m_pos;
    if (m_pos < m_text.size() && m_text[m_pos] == '-') ++m_pos;
    while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9') ++m_pos;
    std::int64_t number = 0;
    const char* first = m_text.data() + start;
    const char* last = m_text.data() + m_pos;
    if (m_pos == start || std::from_chars(first, last, number).ptr != last) return std::nullopt;
    return Value{number};
  }

private:
  void skipSpace() {
    while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\n')) ++m_pos;
  }
  std::string_view m_text;
  std::size_t m_pos = 0;
};

std::optional<Row> readRow(JsonReader& reader) {
  if (!reader.accept('{')) return std::nullopt;
  auto key = reader.string();
  if (!key || *key != "table" || !reader.accept(':')) return std::nullopt;
  auto name = reader.string();
  if (!name) return std::nullopt;
  Row row;
  row.table = tableNamed(*name);
  if (row.table == nullptr) return std::nullopt;
  const std::size_t required = row.table->columns.size() - row.table->addedDefaults.size();
  for (const auto& column : row.table->columns) {
    if (row.values.size() >= required && reader.accept('}')) {
      // An image written before later migrations added columns: their defaults.
      for (std::size_t i = row.values.size(); i < row.table->columns.size(); ++i)
        row.values.push_back(row.table->addedDefaults[i - required]);
      return row;
    }
    if (!reader.accept(',')) return std::nullopt;
    auto columnName = reader.string();
    if (!columnName || *columnName != column || !reader.accept(':')) return std::nullopt;
    auto value = reader.value();
    if (!value) return std::nullopt;
    row.values.push_back(std::move(*value));
  }
  if (!reader.accept('}')) return std::nullopt;
  return row;
}

}  // namespace

std::string rowsToJson(const std::vector<Row>& rows) {
  std::string out = "[";
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const Row& row = rows[r];
    out += r == 0 ? "{" : ",{";
    out += "\"table\":";
    appendString(out, row.table->name);
    for (std::size_t i = 0; i < row.values.size(); ++i) {
      out += ',';
      appendString(out, row.table->columns[i]);
      out += ':';
      const Value& v = row.values[i];
      if (const auto* number = std::get_if<std::int64_t>(&v))
        out += std::to_string(*number);
      else if (const auto* text = std::get_if<std::string>(&v))
        appendString(out, *text);
      else
        out += "null";
    }
    out += '}';
  }
  return out + "]";
}

std::optional<std::vector<Row>> rowsFromJson(std::string_view text) {
  JsonReader reader(text);
  if (!reader.accept('[')) return std::nullopt;
  std::vector<Row> rows;
  if (reader.accept(']')) return reader.atEnd() ? std::optional(rows) : std::nullopt;
  do {
    auto row = readRow(reader);
    if (!row) return std::nullopt;
    rows.push_back(std::move(*row));
  } while (reader.accept(','));
  if (!reader.accept(']') || !reader.atEnd()) return std::nullopt;
  return rows;
}

}  // namespace persistence
