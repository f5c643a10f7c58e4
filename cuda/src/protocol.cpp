#include "protocol.hpp"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace ed {

double mean(const std::vector<double>& v) {
  if (v.empty()) return NAN;
  double s = 0;
  for (double x : v) s += x;
  return s / v.size();
}

double median(std::vector<double> v) {
  if (v.empty()) return NAN;
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

double stdev(const std::vector<double>& v) {
  if (v.size() < 2) return 0;
  double m = mean(v), s = 0;
  for (double x : v) s += (x - m) * (x - m);
  return std::sqrt(s / (v.size() - 1));
}

double cv(const std::vector<double>& v) {
  if (v.size() < 2) return 0;
  return stdev(v) / mean(v);
}

// ------------------------------------------------------------------ CounterWindower
CounterWindower::CounterWindower(double min_window_s, bool use_counter)
    : min_window_s_(min_window_s), use_counter_(use_counter) {}

void CounterWindower::reset() {
  open_ = false;
  integral_mj_ = 0;
  n_samples_ = 0;
}

double CounterWindower::mean_update_period_s() const {
  return updates_ > 1 ? (last_update_s_ - first_update_s_) / (updates_ - 1) : NAN;
}

std::optional<Window> CounterWindower::add(const Sample& s) {
  opened_ = false;
  if (have_prev_ && s.t_s < prev_.t_s) throw std::runtime_error("samples out of time order");
  // integrate power (trapezoid) since the window opened
  if (open_ && have_prev_) {
    integral_mj_ += 0.5 * (prev_.power_w + s.power_w) * (s.t_s - prev_.t_s) * 1e3;
    ++n_samples_;
  }
  have_prev_ = true;
  prev_ = s;

  bool boundary = false;
  if (use_counter_) {
    if (!s.energy_mj) throw std::runtime_error("counter method without an energy counter value");
    uint64_t e = *s.energy_mj;
    if (!have_counter_) {
      have_counter_ = true;
      last_counter_mj_ = e;
      return std::nullopt;  // the first value seen is not an update: its time is unknown
    }
    if (e < last_counter_mj_) throw std::runtime_error("energy counter went backwards");
    if (e == last_counter_mj_) return std::nullopt;
    last_counter_mj_ = e;
    if (updates_ == 0) first_update_s_ = s.t_s;
    last_update_s_ = s.t_s;
    ++updates_;
    boundary = true;
  } else {
    boundary = !open_ || (s.t_s - t_open_s_) >= min_window_s_;
  }
  if (!boundary) return std::nullopt;

  std::optional<Window> done;
  if (open_ && (s.t_s - t_open_s_) >= min_window_s_) {
    Window w;
    w.t0_s = t_open_s_;
    w.t1_s = s.t_s;
    w.sampled_energy_mj = integral_mj_;
    w.energy_mj = use_counter_ ? double(last_counter_mj_ - e_open_mj_) : integral_mj_;
    w.n_samples = n_samples_;
    done = w;
  } else if (open_) {
    return std::nullopt;  // an update inside a window that is still too short
  }
  // the closing boundary opens the next window (back-to-back windows)
  open_ = true;
  opened_ = true;
  t_open_s_ = s.t_s;
  e_open_mj_ = use_counter_ ? last_counter_mj_ : 0;
  integral_mj_ = 0;
  n_samples_ = 0;
  return done;
}

// ------------------------------------------------------------------ SettleDetector
bool SettleDetector::add(double power_w) {
  p_.push_back(power_w);
  if ((int)p_.size() < n_) return false;
  std::vector<double> last(p_.end() - n_, p_.end());
  double m = mean(last);
  settled_ = true;
  for (double x : last)
    if (std::fabs(x - m) > tol_ * m) settled_ = false;
  return settled_;
}

int launches_per_graph(double launch_s, double target_graph_s, int max_launches) {
  if (!(launch_s > 0)) return 1;
  double k = std::ceil(target_graph_s / launch_s);
  return (int)std::max(1.0, std::min(k, (double)max_launches));
}

double relative_error(const float* out, const float* ref, size_t n) {
  double num = 0, den = 0;
  for (size_t i = 0; i < n; ++i) {
    double o = out[i], r = ref[i];
    if (!std::isfinite(o)) return INFINITY;
    num += (o - r) * (o - r);
    den += r * r;
  }
  return den > 0 ? std::sqrt(num / den) : std::sqrt(num);
}

// ------------------------------------------------------------------ spec parsing
const BufferSpec* Spec::buffer(const std::string& name) const {
  for (const auto& b : buffers)
    if (b.name == name) return &b;
  return nullptr;
}

static unsigned to_uint(const std::string& s, const std::string& where) {
  char* end = nullptr;
  errno = 0;
  unsigned long v = std::strtoul(s.c_str(), &end, 10);
  if (s.empty() || *end || errno || v > 0xffffffffUL) throw std::runtime_error(where + ": bad number '" + s + "'");
  return (unsigned)v;
}

static double to_double(const std::string& s, const std::string& where) {
  char* end = nullptr;
  double v = std::strtod(s.c_str(), &end);
  if (s.empty() || *end) throw std::runtime_error(where + ": bad number '" + s + "'");
  return v;
}

Spec parse_spec(const std::string& text, const std::string& origin) {
  Spec spec;
  std::istringstream in(text);
  std::string line;
  int lineno = 0;
  while (std::getline(in, line)) {
    ++lineno;
    std::string where = origin + ":" + std::to_string(lineno);
    auto hash = line.find('#');
    if (hash != std::string::npos) line.resize(hash);
    std::istringstream ls(line);
    std::vector<std::string> tok;
    for (std::string t; ls >> t;) tok.push_back(t);
    if (tok.empty()) continue;
    const std::string& k = tok[0];
    auto need = [&](size_t n) {
      if (tok.size() < n) throw std::runtime_error(where + ": '" + k + "' needs " + std::to_string(n - 1) + " fields");
    };
    if (k == "id") { need(2); spec.id = tok[1]; }
    else if (k == "case") { need(2); spec.case_id = tok[1]; }
    else if (k == "cubin") { need(2); spec.cubin = tok[1]; }
    else if (k == "flops") { need(2); spec.flops = to_double(tok[1], where); }
    else if (k == "rtol") { need(2); spec.rtol = to_double(tok[1], where); }
    else if (k == "tuned_time_s") { need(2); spec.tuned_time_s = to_double(tok[1], where); }
    else if (k == "buffer") {
      need(5);
      BufferSpec b;
      b.name = tok[1];
      b.bytes = std::strtoull(tok[2].c_str(), nullptr, 10);
      b.role = tok[3];
      b.path = tok[4];
      if (b.role != "input" && b.role != "output") throw std::runtime_error(where + ": role must be input or output");
      if (b.bytes == 0) throw std::runtime_error(where + ": buffer size must be positive");
      spec.buffers.push_back(b);
    } else if (k == "launch") {
      need(9);
      LaunchSpec l;
      l.entry = tok[1];
      for (int i = 0; i < 3; ++i) l.grid[i] = to_uint(tok[2 + i], where);
      for (int i = 0; i < 3; ++i) l.block[i] = to_uint(tok[5 + i], where);
      l.dynamic_shared_bytes = to_uint(tok[8], where);
      for (size_t i = 9; i < tok.size(); ++i) l.params.push_back(tok[i]);
      spec.launches.push_back(l);
    } else if (k == "baseline") {
      need(3);
      spec.baseline.assign(tok.begin() + 1, tok.end());
    } else {
      throw std::runtime_error(where + ": unknown directive '" + k + "'");
    }
  }
  if (spec.id.empty()) throw std::runtime_error(origin + ": no 'id'");
  if (spec.cubin.empty() == spec.baseline.empty())
    throw std::runtime_error(origin + ": give exactly one of 'cubin' and 'baseline'");
  if (!spec.cubin.empty() && spec.launches.empty()) throw std::runtime_error(origin + ": a cubin needs 'launch' lines");
  for (const auto& l : spec.launches)
    for (const auto& p : l.params)
      if (!spec.buffer(p)) throw std::runtime_error(origin + ": launch " + l.entry + " uses unknown buffer " + p);
  int outputs = 0;
  for (const auto& b : spec.buffers) outputs += b.role == "output";
  if (outputs != 1) throw std::runtime_error(origin + ": exactly one output buffer is needed");
  return spec;
}

// ------------------------------------------------------------------ JSON
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
  if (after_key_) { after_key_ = false; return; }
  if (!first_.empty()) {
    if (!first_.back()) out_ += ",";
    first_.back() = false;
  }
}
Json& Json::key(const std::string& k) { sep(); out_ += "\"" + json_escape(k) + "\":"; after_key_ = true; return *this; }
Json& Json::str(const std::string& v) { sep(); out_ += "\"" + json_escape(v) + "\""; return *this; }
Json& Json::num(double v) {
  sep();
  if (!std::isfinite(v)) { out_ += "null"; return *this; }
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.10g", v);
  out_ += buf;
  return *this;
}
Json& Json::integer(long long v) { sep(); out_ += std::to_string(v); return *this; }
Json& Json::boolean(bool v) { sep(); out_ += v ? "true" : "false"; return *this; }
Json& Json::null() { sep(); out_ += "null"; return *this; }
Json& Json::begin_obj() { sep(); out_ += "{"; first_.push_back(true); return *this; }
Json& Json::end_obj() { out_ += "}"; first_.pop_back(); return *this; }
Json& Json::begin_arr() { sep(); out_ += "["; first_.push_back(true); return *this; }
Json& Json::end_arr() { out_ += "]"; first_.pop_back(); return *this; }
Json& Json::nums(const std::vector<double>& v) {
  begin_arr();
  for (double x : v) num(x);
  return end_arr();
}

void write_file_atomic(const std::string& path, const std::string& text) {
  std::string tmp = path + ".tmp." + std::to_string(getpid());
  FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) throw std::runtime_error("cannot write " + tmp + ": " + std::strerror(errno));
  bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  ok = (std::fflush(f) == 0) && ok;
  ok = (fsync(fileno(f)) == 0) && ok;
  ok = (std::fclose(f) == 0) && ok;
  if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
  }
}

}  // namespace ed
