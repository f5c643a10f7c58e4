// JSON in and out for the energy driver: a streaming writer for records, a small parser for the
// exported kernel.json manifests, and atomic file writes. No CUDA, no NVML: unit-tested anywhere.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace ed {

// Streaming writer: non-finite numbers are written as null (never as 0 or a bogus value).
class Json {
 public:
  Json& key(const std::string& k);
  Json& str(const std::string& v);
  Json& num(double v);
  Json& integer(long long v);
  Json& boolean(bool v);
  Json& null();
  Json& begin_obj();
  Json& end_obj();
  Json& begin_arr();
  Json& end_arr();
  Json& nums(const std::vector<double>& v);
  Json& strs(const std::vector<std::string>& v);
  const std::string& text() const { return out_; }

 private:
  void sep();
  std::string out_;
  std::vector<bool> first_;
  bool after_key_ = false;
};
std::string json_escape(const std::string& s);

// A parsed JSON value. Accessors take `where` (e.g. "kernel.json: launches[0].grid") and throw
// std::runtime_error naming it when the value is missing or of the wrong type.
class JsonValue {
 public:
  enum class Type { Null, Bool, Number, String, Array, Object };
  static JsonValue parse(const std::string& text, const std::string& origin);

  Type type() const { return type_; }
  bool is_null() const { return type_ == Type::Null; }
  const JsonValue* find(const std::string& key) const;  // nullptr if absent (or not an object)
  const JsonValue& at(const std::string& key, const std::string& where) const;
  double number(const std::string& where) const;
  long long integer(const std::string& where) const;  // a number with no fractional part
  bool boolean(const std::string& where) const;
  const std::string& string(const std::string& where) const;
  const std::vector<JsonValue>& array(const std::string& where) const;
  const std::vector<std::pair<std::string, JsonValue>>& object(const std::string& where) const;

 private:
  friend class JsonParser;
  Type type_ = Type::Null;
  bool b_ = false;
  double n_ = 0;
  std::string s_;
  std::vector<JsonValue> a_;
  std::vector<std::pair<std::string, JsonValue>> o_;
};

// A JSON value's type in words ("a number", "an object"), for error messages.
const char* json_type_name(JsonValue::Type t);
// The whole file; throws std::runtime_error("<what> not found: <path>").
std::string read_file(const std::string& path, const std::string& what);
// Write `text` to `path` through a temporary file and rename: never a half-written record.
void write_file_atomic(const std::string& path, const std::string& text);
// Called by write_file_atomic right before the rename that makes a file appear; a check that throws
// leaves nothing behind (the driver's: its run is still alive, so no orphan ever writes a record).
void set_commit_check(void (*check)());

}  // namespace ed
