#include "settings.hpp"

#include <cmath>
#include <stdexcept>
#include <type_traits>

namespace ed {

std::string protocol_problem(const contract::Protocol& p) {
  if (p.min_windows < 2) return "--min-windows must be >= 2 (the spread needs two)";
  if (p.steady_windows < 2) return "--steady-windows must be >= 2";
  if (!(p.window_s > 0) || !(p.steady_window_s > 0) || !(p.idle_s > 0) || !(p.hot_idle_s > 0))
    return "window and idle lengths must be positive";
  if (p.timeline_hz < 25 || p.timeline_hz > 1000) return "--timeline-hz must be within 25..1000";
  if (p.queue_depth < 1 || p.max_graph_launches < 1) return "--queue-depth and --max-graph-launches must be >= 1";
  if (!(p.queue_ms >= 0)) return "--queue-ms must be >= 0";
  if (!(p.cv_flag_rel > 0)) return "--cv-flag-rel must be positive";
  if (p.warmup_max_s < p.warmup_min_s) return "--warmup-max-s must be >= --warmup-min-s";
  return "";
}

contract::Protocol protocol_from_json(const JsonValue& settings, const std::string& where) {
  if (settings.type() != JsonValue::Type::Object) throw std::invalid_argument(where + ": not a JSON object of settings");
  contract::Protocol p;
  for (const auto& kv : settings.object(where)) {
    const std::string& name = kv.first;
    const JsonValue& v = kv.second;
    bool known = false;
    contract::for_each_setting(p, [&](const char* setting, const char*, auto& value, const char*, const char* choices) {
      if (known || name != setting) return;
      known = true;
      const std::string at = where + ": " + name;
      using T = std::decay_t<decltype(value)>;
      if constexpr (std::is_same_v<T, std::string>) {
        std::string all = std::string("|") + choices + "|";
        if (v.type() != JsonValue::Type::String || all.find("|" + v.string(at) + "|") == std::string::npos)
          throw std::invalid_argument(at + " must be one of " + std::string(choices));
        value = v.string(at);
      } else {
        if (v.type() != JsonValue::Type::Number || !std::isfinite(v.number(at)) || v.number(at) < 0)
          throw std::invalid_argument(at + " must be a non-negative number");
        double d = v.number(at);
        if constexpr (std::is_same_v<T, long long>) {
          if (d != std::floor(d)) throw std::invalid_argument(at + " must be an integer");
          value = (long long)d;
        } else {
          value = d;
        }
      }
    });
    if (!known) throw std::invalid_argument(where + ": unknown setting '" + name + "'");
  }
  std::string problem = protocol_problem(p);
  if (!problem.empty()) throw std::invalid_argument(where + ": " + problem);
  return p;
}

}  // namespace ed
