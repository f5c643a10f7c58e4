// The driver's readers and statistics, driven from files, for the Python tests that hold them to the
// Python side (tests/test_schema.py, tests/test_stats_parity.py). No CUDA: built with g++ alone.
//
//   contract_check spec FILE...   each kernel.json read as the driver reads it (spec_from_manifest):
//                                 one line per file, "ok" or "error: <the driver's message>"
//   contract_check stats FILE     the protocol statistics of each case of FILE (JSON: {"cases": [...]}),
//                                 one JSON line per case, numbers as %.17g (every bit of the double)
//
// A stats case is one of:
//   {"kind": "values", "values": [...]}                 mean, stdev, cv, ci95_rel, t_quantile_975(n - 1)
//   {"kind": "t", "dfs": [...]}                         t_quantile_975 of each number of degrees of freedom
//   {"kind": "steady", "powers": [...], "temps": [...], "windows": n, "power_rel": x, "temp_c": y}
//       SteadyState after each window (temps: at the first window's start, then at each window's end)
//   {"kind": "windows", "samples": [[t_s, energy_mj, power_w], ...], "min_window_s": x}
//       the counter-method windows of CounterWindower over the polled samples, and their window powers'
//       mean, cv and ci95_rel
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "../src/json.hpp"
#include "../src/spec.hpp"
#include "../src/stats.hpp"

using namespace ed;

namespace {

std::string num(double v) {
  if (std::isnan(v)) return "NaN";
  if (std::isinf(v)) return v > 0 ? "Infinity" : "-Infinity";
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

std::string nums(const std::vector<double>& v) {
  std::string out = "[";
  for (size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + num(v[i]);
  return out + "]";
}

std::vector<double> doubles(const JsonValue& arr, const std::string& where) {
  std::vector<double> out;
  for (const auto& x : arr.array(where)) out.push_back(x.number(where));
  return out;
}

std::string values_case(const JsonValue& c) {
  const std::vector<double> v = doubles(c.at("values", "case"), "values");
  return "{\"mean\": " + num(mean(v)) + ", \"stdev\": " + num(stdev(v)) + ", \"cv\": " + num(cv(v)) +
         ", \"ci95_rel\": " + num(ci95_rel(v)) + ", \"t_quantile_975\": " + num(t_quantile_975((int)v.size() - 1)) + "}";
}

std::string t_case(const JsonValue& c) {
  std::vector<double> t;
  for (const auto& df : c.at("dfs", "case").array("dfs")) t.push_back(t_quantile_975((int)df.integer("df")));
  return "{\"t_quantile_975\": " + nums(t) + "}";
}

std::string steady_case(const JsonValue& c) {
  const std::vector<double> powers = doubles(c.at("powers", "case"), "powers");
  const std::vector<double> temps = doubles(c.at("temps", "case"), "temps");
  SteadyState s((int)c.at("windows", "case").integer("windows"), c.at("power_rel", "case").number("power_rel"),
                c.at("temp_c", "case").number("temp_c"));
  s.start(temps.at(0));
  std::string out = "{\"after\": [";
  for (size_t i = 0; i < powers.size(); ++i) {
    s.add(powers[i], temps.at(i + 1));
    out += std::string(i ? ", " : "") + "{\"steady\": " + (s.steady() ? "true" : "false") +
           ", \"power_trend_rel\": " + num(s.power_trend_rel()) + ", \"power_trend_se_rel\": " +
           num(s.power_trend_se_rel()) + ", \"temperature_change_c\": " + num(s.temperature_change_c()) + "}";
  }
  return out + "]}";
}

std::string windows_case(const JsonValue& c) {
  CounterWindower w(c.at("min_window_s", "case").number("min_window_s"), true);
  std::vector<double> t0, t1, energy, power;
  for (const auto& s : c.at("samples", "case").array("samples")) {
    const auto& a = s.array("sample");
    auto done = w.add(Sample{a.at(0).number("t_s"), (uint64_t)a.at(1).integer("energy_mj"), a.at(2).number("power_w")});
    if (!done) continue;
    t0.push_back(done->t0_s);
    t1.push_back(done->t1_s);
    energy.push_back(done->energy_mj);
    power.push_back(done->power_w());
  }
  return "{\"t0_s\": " + nums(t0) + ", \"t1_s\": " + nums(t1) + ", \"energy_mj\": " + nums(energy) +
         ", \"power_w\": " + nums(power) + ", \"mean_power_w\": " + num(mean(power)) + ", \"cv\": " + num(cv(power)) +
         ", \"ci95_rel\": " + num(ci95_rel(power)) + "}";
}

int stats(const std::string& path) {
  const JsonValue doc = JsonValue::parse(read_file(path, "stats cases"), path);
  for (const auto& c : doc.at("cases", path).array("cases")) {
    const std::string kind = c.at("kind", "case").string("kind");
    if (kind == "values") std::printf("%s\n", values_case(c).c_str());
    else if (kind == "t") std::printf("%s\n", t_case(c).c_str());
    else if (kind == "steady") std::printf("%s\n", steady_case(c).c_str());
    else if (kind == "windows") std::printf("%s\n", windows_case(c).c_str());
    else throw std::runtime_error("unknown case kind " + kind);
  }
  return 0;
}

int spec(int argc, char** argv) {
  for (int i = 2; i < argc; ++i) {
    try {
      load_spec(argv[i], "");
      std::printf("ok\n");
    } catch (const std::exception& e) {
      std::string msg = e.what();
      for (auto& ch : msg)
        if (ch == '\n') ch = '|';
      std::printf("error: %s\n", msg.c_str());
    }
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    if (argc >= 2 && std::string(argv[1]) == "spec") return spec(argc, argv);
    if (argc == 3 && std::string(argv[1]) == "stats") return stats(argv[2]);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "contract_check: %s\n", e.what());
    return 1;
  }
  std::fprintf(stderr, "usage: contract_check spec FILE... | contract_check stats FILE\n");
  return 2;
}
