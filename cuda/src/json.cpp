#include "json.hpp"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace ed {

// ------------------------------------------------------------------ writer
std::string json_escape(const std::string& s) {
  std::string o;
  for (unsigned char c : s) {
    switch (c) {
      case '"': o += "\\\""; break;
      case '\\': o += "\\\\"; break;
      case '\n': o += "\\n"; break;
      case '\t': o += "\\t"; break;
      case '\r': o += "\\r"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          o += buf;
        } else {
          o += (char)c;
        }
    }
  }
  return o;
}

void Json::sep() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (!first_.empty()) {
    if (!first_.back()) out_ += ",";
    first_.back() = false;
  }
}
Json& Json::key(const std::string& k) {
  sep();
  out_ += "\"" + json_escape(k) + "\":";
  after_key_ = true;
  return *this;
}
Json& Json::str(const std::string& v) {
  sep();
  out_ += "\"" + json_escape(v) + "\"";
  return *this;
}
Json& Json::num(double v) {
  sep();
  if (!std::isfinite(v)) {
    out_ += "null";
    return *this;
  }
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.10g", v);
  out_ += buf;
  return *this;
}
Json& Json::integer(long long v) {
  sep();
  out_ += std::to_string(v);
  return *this;
}
Json& Json::boolean(bool v) {
  sep();
  out_ += v ? "true" : "false";
  return *this;
}
Json& Json::null() {
  sep();
  out_ += "null";
  return *this;
}
Json& Json::begin_obj() {
  sep();
  out_ += "{";
  first_.push_back(true);
  return *this;
}
Json& Json::end_obj() {
  out_ += "}";
  first_.pop_back();
  return *this;
}
Json& Json::begin_arr() {
  sep();
  out_ += "[";
  first_.push_back(true);
  return *this;
}
Json& Json::end_arr() {
  out_ += "]";
  first_.pop_back();
  return *this;
}
Json& Json::nums(const std::vector<double>& v) {
  begin_arr();
  for (double x : v) num(x);
  return end_arr();
}
Json& Json::strs(const std::vector<std::string>& v) {
  begin_arr();
  for (const auto& x : v) str(x);
  return end_arr();
}

// ------------------------------------------------------------------ parser
class JsonParser {
 public:
  JsonParser(const std::string& text, const std::string& origin) : t_(text), origin_(origin) {}
  JsonValue document() {
    JsonValue v = value(0);
    ws();
    if (i_ != t_.size()) fail("trailing characters");
    return v;
  }

 private:
  const std::string& t_;
  const std::string& origin_;
  size_t i_ = 0;

  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error(origin_ + ": invalid JSON at byte " + std::to_string(i_) + ": " + what);
  }
  void ws() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\n' || t_[i_] == '\t' || t_[i_] == '\r')) ++i_;
  }
  bool literal(const char* word) {
    size_t n = std::strlen(word);
    if (t_.compare(i_, n, word) != 0) return false;
    i_ += n;
    return true;
  }
  static void utf8(std::string& out, unsigned cp) {
    if (cp < 0x80) {
      out += (char)cp;
    } else if (cp < 0x800) {
      out += (char)(0xC0 | (cp >> 6));
      out += (char)(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += (char)(0xE0 | (cp >> 12));
      out += (char)(0x80 | ((cp >> 6) & 0x3F));
      out += (char)(0x80 | (cp & 0x3F));
    } else {
      out += (char)(0xF0 | (cp >> 18));
      out += (char)(0x80 | ((cp >> 12) & 0x3F));
      out += (char)(0x80 | ((cp >> 6) & 0x3F));
      out += (char)(0x80 | (cp & 0x3F));
    }
  }
  unsigned hex4() {
    if (i_ + 4 > t_.size()) fail("short \\u escape");
    unsigned v = 0;
    for (int k = 0; k < 4; ++k) {
      char c = t_[i_++];
      v <<= 4;
      if (c >= '0' && c <= '9') v |= c - '0';
      else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
      else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
      else fail("bad \\u escape");
    }
    return v;
  }
  std::string string() {
    ++i_;  // opening quote
    std::string out;
    for (;;) {
      if (i_ >= t_.size()) fail("unterminated string");
      char c = t_[i_++];
      if (c == '"') return out;
      if ((unsigned char)c < 0x20) fail("control character in a string");
      if (c != '\\') {
        out += c;
        continue;
      }
      if (i_ >= t_.size()) fail("unterminated escape");
      char e = t_[i_++];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          unsigned cp = hex4();
          if (cp >= 0xD800 && cp < 0xDC00 && t_.compare(i_, 2, "\\u") == 0) {
            i_ += 2;
            unsigned lo = hex4();
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
          }
          utf8(out, cp);
          break;
        }
        default: fail(std::string("bad escape \\") + e);
      }
    }
  }
  JsonValue value(int depth) {
    if (depth > 64) fail("nested too deeply");
    ws();
    if (i_ >= t_.size()) fail("unexpected end");
    JsonValue v;
    char c = t_[i_];
    if (c == '{') {
      ++i_;
      v.type_ = JsonValue::Type::Object;
      ws();
      if (i_ < t_.size() && t_[i_] == '}') {
        ++i_;
        return v;
      }
      for (;;) {
        ws();
        if (i_ >= t_.size() || t_[i_] != '"') fail("expected a key");
        std::string k = string();
        ws();
        if (i_ >= t_.size() || t_[i_] != ':') fail("expected ':'");
        ++i_;
        v.o_.emplace_back(std::move(k), value(depth + 1));
        ws();
        if (i_ < t_.size() && t_[i_] == ',') {
          ++i_;
          continue;
        }
        if (i_ < t_.size() && t_[i_] == '}') {
          ++i_;
          return v;
        }
        fail("expected ',' or '}'");
      }
    }
    if (c == '[') {
      ++i_;
      v.type_ = JsonValue::Type::Array;
      ws();
      if (i_ < t_.size() && t_[i_] == ']') {
        ++i_;
        return v;
      }
      for (;;) {
        v.a_.push_back(value(depth + 1));
        ws();
        if (i_ < t_.size() && t_[i_] == ',') {
          ++i_;
          continue;
        }
        if (i_ < t_.size() && t_[i_] == ']') {
          ++i_;
          return v;
        }
        fail("expected ',' or ']'");
      }
    }
    if (c == '"') {
      v.type_ = JsonValue::Type::String;
      v.s_ = string();
      return v;
    }
    if (literal("true")) {
      v.type_ = JsonValue::Type::Bool;
      v.b_ = true;
      return v;
    }
    if (literal("false")) {
      v.type_ = JsonValue::Type::Bool;
      return v;
    }
    if (literal("null")) return v;
    if (c == '-' || (c >= '0' && c <= '9')) {
      const char* start = t_.c_str() + i_;
      char* end = nullptr;
      errno = 0;
      double d = std::strtod(start, &end);
      if (end == start || errno == ERANGE) fail("bad number");
      i_ += end - start;
      v.type_ = JsonValue::Type::Number;
      v.n_ = d;
      return v;
    }
    fail(std::string("unexpected character '") + c + "'");
  }
};

JsonValue JsonValue::parse(const std::string& text, const std::string& origin) {
  return JsonParser(text, origin).document();
}

const JsonValue* JsonValue::find(const std::string& key) const {
  if (type_ != Type::Object) return nullptr;
  for (const auto& kv : o_)
    if (kv.first == key) return &kv.second;
  return nullptr;
}

const JsonValue& JsonValue::at(const std::string& key, const std::string& where) const {
  const JsonValue* v = find(key);
  if (!v) throw std::runtime_error(where + ": no '" + key + "'");
  return *v;
}

const char* json_type_name(JsonValue::Type t) {
  switch (t) {
    case JsonValue::Type::Null: return "null";
    case JsonValue::Type::Bool: return "a boolean";
    case JsonValue::Type::Number: return "a number";
    case JsonValue::Type::String: return "a string";
    case JsonValue::Type::Array: return "an array";
    case JsonValue::Type::Object: return "an object";
  }
  return "?";
}

#define ED_EXPECT(T, what)                                                                            \
  if (type_ != Type::T) throw std::runtime_error(where + ": expected " + what + ", found " + json_type_name(type_));

double JsonValue::number(const std::string& where) const {
  ED_EXPECT(Number, "a number")
  return n_;
}
long long JsonValue::integer(const std::string& where) const {
  ED_EXPECT(Number, "an integer")
  if (n_ != std::floor(n_) || std::fabs(n_) > 9.0e15) throw std::runtime_error(where + ": expected an integer");
  return (long long)n_;
}
bool JsonValue::boolean(const std::string& where) const {
  ED_EXPECT(Bool, "a boolean")
  return b_;
}
const std::string& JsonValue::string(const std::string& where) const {
  ED_EXPECT(String, "a string")
  return s_;
}
const std::vector<JsonValue>& JsonValue::array(const std::string& where) const {
  ED_EXPECT(Array, "an array")
  return a_;
}
const std::vector<std::pair<std::string, JsonValue>>& JsonValue::object(const std::string& where) const {
  ED_EXPECT(Object, "an object")
  return o_;
}

// ------------------------------------------------------------------ files
std::string read_file(const std::string& path, const std::string& what) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error(what + " not found: " + path);
  std::stringstream ss;
  ss << f.rdbuf();
  if (f.bad()) throw std::runtime_error("cannot read " + what + " " + path);
  return ss.str();
}

namespace {
void (*commit_check)() = nullptr;
}

void set_commit_check(void (*check)()) { commit_check = check; }

void write_file_atomic(const std::string& path, const std::string& text) {
  std::string tmp = path + ".tmp." + std::to_string(getpid());
  FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) throw std::runtime_error("cannot write " + tmp + ": " + std::strerror(errno));
  bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  ok = (std::fflush(f) == 0) && ok;
  ok = (fsync(fileno(f)) == 0) && ok;
  ok = (std::fclose(f) == 0) && ok;
  if (ok && commit_check) {
    try {
      commit_check();
    } catch (...) {
      std::remove(tmp.c_str());
      throw;
    }
  }
  if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
  }
}

}  // namespace ed
