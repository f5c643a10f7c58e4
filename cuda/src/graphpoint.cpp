#include "graphpoint.hpp"

#include <cmath>
#include <stdexcept>

#include "settings.hpp"

namespace ed {

namespace {

JsonValue parse_object(const std::string& text, const std::string& what) {
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) return JsonValue::parse("{}", what);
  JsonValue v;
  try {
    v = JsonValue::parse(text, what);
  } catch (const std::exception& e) {
    throw std::invalid_argument(e.what());
  }
  if (v.type() != JsonValue::Type::Object) throw std::invalid_argument(what + ": not a JSON object");
  return v;
}

std::string string_of(const JsonValue& v, const std::string& where) {
  if (v.type() != JsonValue::Type::String) throw std::invalid_argument(where + " must be a string");
  return v.string(where);
}

// A number, or null (NaN) where the caller does not know it.
double number_or_null(const JsonValue& v, const std::string& where) {
  if (v.is_null()) return NAN;
  if (v.type() != JsonValue::Type::Number || !std::isfinite(v.number(where)))
    throw std::invalid_argument(where + " must be a finite number or null");
  return v.number(where);
}

void write_value(Json& j, const JsonValue& v) {
  switch (v.type()) {
    case JsonValue::Type::Null: j.null(); break;
    case JsonValue::Type::Bool: j.boolean(v.boolean("value")); break;
    case JsonValue::Type::Number: j.num(v.number("value")); break;
    case JsonValue::Type::String: j.str(v.string("value")); break;
    case JsonValue::Type::Array:
      j.begin_arr();
      for (const auto& x : v.array("value")) write_value(j, x);
      j.end_arr();
      break;
    case JsonValue::Type::Object:
      j.begin_obj();
      for (const auto& kv : v.object("value")) {
        j.key(kv.first);
        write_value(j, kv.second);
      }
      j.end_obj();
      break;
  }
}

}  // namespace

contract::Protocol parse_options(const std::string& options_json) {
  contract::Protocol p = protocol_from_json(parse_object(options_json, "options"), "options");
  if (p.l2 != "hot")
    throw std::invalid_argument("options: l2 must be hot for a caller's graph (a cold-L2 flush would run once per "
                                "replay, not once per run)");
  return p;
}

GraphPoint parse_graph_point(const std::string& options_json, const std::string& point_json, long long runs_per_replay) {
  GraphPoint gp;
  gp.protocol = parse_options(options_json);
  if (runs_per_replay < 1) throw std::invalid_argument("runs_per_replay must be >= 1, got " + std::to_string(runs_per_replay));
  gp.runs_per_replay = runs_per_replay;
  JsonValue pt = parse_object(point_json, "point");
  for (const auto& kv : pt.object("point")) {
    const std::string& k = kv.first;
    const JsonValue& v = kv.second;
    const std::string at = "point: " + k;
    if (k == "id") gp.id = string_of(v, at);
    else if (k == "case_id") gp.case_id = string_of(v, at);
    else if (k == "kind") gp.kind = string_of(v, at);
    else if (k == "cap_label") gp.cap_label = string_of(v, at);
    else if (k == "math_mode") gp.math_mode = string_of(v, at);
    else if (k == "input_dtype") gp.input_dtype = string_of(v, at);
    else if (k == "output_dtype") gp.output_dtype = string_of(v, at);
    else if (k == "description") gp.description = v;
    else if (k == "flops") gp.flops = number_or_null(v, at);
    else if (k == "bytes_per_launch") gp.bytes_per_launch = number_or_null(v, at);
    else if (k == "gate") {
      if (v.type() != JsonValue::Type::Object) throw std::invalid_argument(at + " must be an object");
      for (const auto& g : v.object(at)) {
        const std::string gat = at + "." + g.first;
        if (g.first == "rel_error") gp.gate_rel_error = number_or_null(g.second, gat);
        else if (g.first == "rtol") gp.gate_rtol = number_or_null(g.second, gat);
        else if (g.first == "passed") {
          if (g.second.is_null()) gp.gate_passed.reset();
          else if (g.second.type() == JsonValue::Type::Bool) gp.gate_passed = g.second.boolean(gat);
          else throw std::invalid_argument(gat + " must be true, false or null");
        } else throw std::invalid_argument(at + ": unknown field '" + g.first + "' (rel_error, rtol, passed)");
      }
    } else if (k == "meta") {
      if (v.type() != JsonValue::Type::Object) throw std::invalid_argument(at + " must be an object of strings");
      for (const auto& m : v.object(at)) gp.meta.push_back({m.first, string_of(m.second, at + "." + m.first)});
    } else if (k == "cold_idle") {
      gp.cold_idle = idle_from_json(v, at);
    } else {
      throw std::invalid_argument("point: unknown field '" + k + "' (id, case_id, kind, cap_label, math_mode, "
                                  "input_dtype, output_dtype, description, flops, bytes_per_launch, gate, meta, cold_idle)");
    }
  }
  if (gp.id.empty()) throw std::invalid_argument("point: id must not be empty");
  return gp;
}

GraphPoint parse_callback_point(const std::string& options_json, const std::string& point_json, long long runs_per_call) {
  if (runs_per_call < 1) throw std::invalid_argument("runs_per_call must be >= 1, got " + std::to_string(runs_per_call));
  GraphPoint gp = parse_graph_point(options_json, point_json, runs_per_call);
  gp.workload = kWorkloadCallback;
  const JsonValue pt = parse_object(point_json, "point");
  if (!pt.find("kind")) gp.kind = "callback";  // the default kind names what was measured
  return gp;
}

void call_caller(CallerCallback cb, void* user, long long call) {
  int rc = cb(user);
  if (rc != 0)
    throw CallbackFailed("the caller's callback returned " + std::to_string(rc) + " at call " + std::to_string(call) +
                         " (its work failed; nothing was measured)");
}

std::string idle_json(const IdleResult& i) {
  Json j;
  j.begin_obj().key("power_w").num(i.power_w).key("sampled_power_w").num(i.sampled_power_w)
      .key("window_s").num(i.window_s).key("temperature_c").num(i.temperature_c).key("method").str(i.method)
      .key("update_period_ms").num(i.update_period_s * 1e3).end_obj();
  return j.text();
}

IdleResult idle_from_json(const JsonValue& v, const std::string& where) {
  if (v.type() != JsonValue::Type::Object) throw std::invalid_argument(where + " must be an idle object (ed_measure_idle)");
  IdleResult i;
  bool have_power = false, have_method = false;
  for (const auto& kv : v.object(where)) {
    const std::string at = where + "." + kv.first;
    if (kv.first == "power_w") {
      i.power_w = number_or_null(kv.second, at);
      have_power = i.power_w > 0;
    } else if (kv.first == "sampled_power_w") i.sampled_power_w = number_or_null(kv.second, at);
    else if (kv.first == "window_s") i.window_s = number_or_null(kv.second, at);
    else if (kv.first == "temperature_c") i.temperature_c = number_or_null(kv.second, at);
    else if (kv.first == "update_period_ms") i.update_period_s = number_or_null(kv.second, at) / 1e3;
    else if (kv.first == "method") {
      i.method = string_of(kv.second, at);
      have_method = !i.method.empty();
    } else throw std::invalid_argument(where + ": unknown field '" + kv.first + "'");
  }
  if (!have_power || !have_method) throw std::invalid_argument(where + " needs a positive power_w and a method");
  return i;
}

void apply_graph_point(PointResult& r, const GraphPoint& gp) {
  r.id = gp.id;
  r.case_id = gp.case_id;
  r.kind = gp.kind;
  r.cap_label = gp.cap_label;
  r.rel_error = gp.gate_rel_error;
  r.rtol = gp.gate_rtol;
  r.gate_passed = gp.gate_passed;
  r.flops = gp.flops;
  r.bytes_per_launch = gp.bytes_per_launch;
  r.tuned_time_s = -1;
  r.graph_replays *= r.runs_per_graph;  // each replay slot launched the caller's graph runs_per_graph times
  r.runs_per_graph = gp.runs_per_replay;
  r.cuda_graph = gp.workload == kWorkloadGraph;
  r.meta = gp.meta;
}

void describe_graph(Json& j, const GraphPoint& gp) {
  const bool graph = gp.workload == kWorkloadGraph;
  j.key("type").str(gp.workload).key("math_mode").str(gp.math_mode).key("input_dtype").str(gp.input_dtype)
      .key("output_dtype").str(gp.output_dtype).key(graph ? "runs_per_replay" : "runs_per_call")
      .integer(gp.runs_per_replay).key("description");
  write_value(j, gp.description);
}

std::string graph_record_json(const PointResult& r, const GraphPoint& gp) {
  return record_json(r, [&](Json& j) { describe_graph(j, gp); });
}

}  // namespace ed
