#include "record.hpp"

#include <type_traits>

#include "stats.hpp"

namespace ed {

Summary summarize(const PointResult& r) {
  Summary s;
  std::vector<double> t, e, es, p, ps, hot, cold;
  for (const auto& w : r.windows) {
    t.push_back(w.time_per_launch_s);
    e.push_back(w.energy_per_launch_mj);
    es.push_back(w.sampled_energy_per_launch_mj);
    p.push_back(w.power_w);
    ps.push_back(w.sampled_power_w);
    hot.push_back(energy_above_idle_mj(w.power_w, r.hot_idle.power_w, w.time_per_launch_s));
    cold.push_back(energy_above_idle_mj(w.power_w, r.cold_idle.power_w, w.time_per_launch_s));
  }
  s.time_per_launch_s = mean(t);
  s.energy_per_launch_mj = mean(e);
  s.time_cv = cv(t);
  s.energy_cv = cv(e);
  s.energy_ci_rel = ci95_rel(e);
  s.sampled_energy_per_launch_mj = mean(es);
  s.avg_power_w = mean(p);
  s.sampled_power_w = mean(ps);
  // Above-idle energy is only defined where the window energy is the board's (no L2 flush subtracted).
  bool subtracted = r.l2_mode == "cold";
  s.above_hot_idle_mj = subtracted ? NAN : mean(hot);
  s.above_cold_idle_mj = subtracted ? NAN : mean(cold);
  s.ci_target_met = (long long)e.size() >= r.protocol.min_windows && s.energy_ci_rel <= r.protocol.ci_target_rel;
  if (!s.ci_target_met) s.flag_reasons.push_back("ci_target_missed");
  // The stop rule bounds the CI of the mean; a window-to-window spread above the bound is shown too.
  if (s.energy_cv > r.protocol.cv_flag_rel) s.flag_reasons.push_back("cv_above_target");
  if (!r.steady) s.flag_reasons.push_back("not_steady");
  if (r.queue_ran_dry > 0) s.flag_reasons.push_back("queue_ran_dry");
  s.flagged = !s.flag_reasons.empty();
  s.dram_peak_gb_s = dram_peak_gb_s(r.gpu.max_mem_clock_mhz, r.gpu.memory_bus_width_bits);
  s.traffic_gb_s = s.time_per_launch_s > 0 ? r.bytes_per_launch / s.time_per_launch_s / 1e9 : NAN;
  s.l2_resident = r.l2_mode == "hot" && l2_resident(r.bytes_per_launch, s.time_per_launch_s, s.dram_peak_gb_s);
  return s;
}

namespace {

Json& opt_str(Json& j, const std::optional<std::string>& v) { return v ? j.str(*v) : j.null(); }

void idle(Json& j, const char* name, const IdleResult& i) {
  j.key(name).begin_obj().key("power_w").num(i.power_w).key("sampled_power_w").num(i.sampled_power_w)
      .key("window_s").num(i.window_s).key("temperature_c").num(i.temperature_c).key("method").str(i.method).end_obj();
}

std::vector<double> per_window(const std::vector<WindowResult>& ws, double WindowResult::*field, double scale) {
  std::vector<double> v;
  for (const auto& w : ws) v.push_back(w.*field * scale);
  return v;
}

}  // namespace

std::string record_json(const PointResult& r, const std::function<void(Json&)>& describe_workload) {
  Summary s = summarize(r);
  ThrottleSplit th = split_throttle(r.throttle_mask);
  const auto& g = r.gpu;
  Json j;
  j.begin_obj().key("schema").str(contract::kRecordSchema).key("id").str(r.id).key("case_id").str(r.case_id)
      .key("kind").str(r.kind).key("cap_label").str(r.cap_label).key("timestamp").str(r.timestamp)
      .key("method").str(r.method).key("power_source").str(r.power_source);
  j.key("gpu").begin_obj().key("name").str(g.name).key("uuid").str(g.uuid).key("serial");
  opt_str(j, g.serial).key("pci_bus_id").str(g.pci_bus_id).key("vbios_version");
  opt_str(j, g.vbios_version).key("driver_version").str(g.driver_version).key("nvml_version").str(g.nvml_version)
      .key("cuda_driver_version").integer(g.cuda_driver_version).key("compute_capability").str(g.compute_capability)
      .key("multiprocessors").integer(g.multiprocessors).key("max_sm_clock_mhz").num(g.max_sm_clock_mhz)
      .key("max_mem_clock_mhz").num(g.max_mem_clock_mhz).key("memory_bus_width_bits").num(g.memory_bus_width_bits)
      .key("l2_bytes").num(g.l2_bytes).end_obj();
  j.key("power_limit_w").begin_obj().key("enforced").num(r.limits.enforced).key("management").num(r.limits.management)
      .key("default").num(r.limits.default_w).key("min").num(r.limits.min).key("max").num(r.limits.max).end_obj();
  j.key("workload").begin_obj();
  describe_workload(j);
  j.end_obj();
  j.key("gate").begin_obj().key("rel_error").num(r.rel_error).key("rtol").num(r.rtol).key("passed");
  (r.gate_passed ? j.boolean(*r.gate_passed) : j.null()).end_obj();
  j.key("flops").num(r.flops).key("bytes_per_launch").num(r.bytes_per_launch);
  j.key("time_per_launch_ms").num(s.time_per_launch_s * 1e3)
      .key("time_per_launch_ms_windows").nums(per_window(r.windows, &WindowResult::time_per_launch_s, 1e3))
      .key("time_cv").num(s.time_cv);
  j.key("energy_per_launch_mj").num(s.energy_per_launch_mj)
      .key("energy_per_launch_mj_windows").nums(per_window(r.windows, &WindowResult::energy_per_launch_mj, 1))
      .key("energy_cv").num(s.energy_cv).key("energy_ci_rel").num(s.energy_ci_rel);
  j.key("energy_per_launch_sampled_mj").num(s.sampled_energy_per_launch_mj)
      .key("energy_per_launch_sampled_mj_windows")
      .nums(per_window(r.windows, &WindowResult::sampled_energy_per_launch_mj, 1));
  j.key("energy_above_hot_idle_per_launch_mj").num(s.above_hot_idle_mj)
      .key("energy_above_cold_idle_per_launch_mj").num(s.above_cold_idle_mj);
  j.key("avg_power_w").num(s.avg_power_w).key("avg_power_w_windows").nums(per_window(r.windows, &WindowResult::power_w, 1))
      .key("sampled_power_w").num(s.sampled_power_w);
  j.key("idle").begin_obj();
  idle(j, "cold", r.cold_idle);
  idle(j, "hot", r.hot_idle);
  j.end_obj();
  j.key("gflops").num(r.flops > 0 ? r.flops / s.time_per_launch_s / 1e9 : NAN)
      .key("edp_ms_mj").num(s.energy_per_launch_mj * s.time_per_launch_s * 1e3)
      .key("tuned_time_ms").num(r.tuned_time_s > 0 ? r.tuned_time_s * 1e3 : NAN);
  j.key("sm_clock_mhz").num(r.sm_clock_mhz).key("sm_clock_mhz_min").num(r.sm_clock_mhz_min)
      .key("mem_clock_mhz").num(r.mem_clock_mhz);
  j.key("temperature_c").begin_obj().key("cold_idle").num(r.cold_idle.temperature_c).key("start").num(r.temp_start_c)
      .key("steady").num(r.temp_steady_c).key("max").num(r.temp_max_c).key("end").num(r.temp_end_c).end_obj();
  j.key("cooldown_s").num(r.cooldown_s);
  j.key("throttle_reasons").begin_obj().key("mask").integer((long long)r.throttle_mask).key("power").boolean(th.power)
      .key("thermal").boolean(th.thermal).key("other").boolean(th.other).end_obj();
  j.key("counter_update_period_ms").num(r.counter_update_period_s * 1e3);
  j.key("launch").begin_obj().key("runs_per_graph").integer(r.runs_per_graph).key("cuda_graph").boolean(r.cuda_graph)
      .key("graph_replays").integer(r.graph_replays).key("estimated_run_ms").num(r.estimated_run_s * 1e3)
      .key("graph_run_ms").num(r.graph_run_s * 1e3).key("resized").boolean(r.graph_resized)
      .key("queue_depth").integer(r.queue_depth).key("queue_ran_dry").integer(r.queue_ran_dry).end_obj();
  j.key("warmup").begin_obj().key("seconds").num(r.warmup_s).key("steady").boolean(r.steady)
      .key("windows").integer(r.warmup_windows).key("power_change_rel").num(r.warmup_power_change_rel)
      .key("power_trend_rel").num(r.warmup_power_trend_rel).key("power_trend_se_rel").num(r.warmup_power_trend_se_rel)
      .key("temperature_change_c").num(r.warmup_temperature_change_c).end_obj();
  j.key("windows").begin_obj().key("count").integer((long long)r.windows.size()).key("seconds").num(r.windows_s)
      .key("ci_target_rel").num(r.protocol.ci_target_rel).key("target_met").boolean(s.ci_target_met)
      .key("time_limit_s").num(r.protocol.measure_max_s).end_obj();
  j.key("l2").begin_obj().key("mode").str(r.l2_mode).key("resident").boolean(s.l2_resident)
      .key("traffic_gb_s").num(s.traffic_gb_s).key("hbm_peak_gb_s").num(s.dram_peak_gb_s)
      .key("flush_bytes").num(r.flush_bytes).key("flush_time_per_launch_ms").num(r.flush_time_per_launch_s * 1e3)
      .key("flush_energy_per_launch_mj").num(r.flush_energy_per_launch_mj).end_obj();
  j.key("flagged").boolean(s.flagged).key("flag_reasons").strs(s.flag_reasons);
  j.key("power_timeline").begin_obj().key("t_s").nums(r.timeline_t_s).key("power_w").nums(r.timeline_power_w)
      .key("rate_hz").num(r.timeline_rate_hz).end_obj();
  j.key("protocol").begin_obj();
  contract::Protocol p = r.protocol;
  contract::for_each_setting(p, [&](const char* name, const char*, auto& value, const char*, const char*) {
    using T = std::decay_t<decltype(value)>;
    if constexpr (std::is_same_v<T, std::string>) j.key(name).str(value);
    else if constexpr (std::is_same_v<T, long long>) j.key(name).integer(value);
    else j.key(name).num(value);
  });
  j.end_obj();
  j.key("meta").begin_obj();
  for (const auto& kv : r.meta) j.key(kv.first).str(kv.second);
  j.end_obj();
  j.key("seconds").num(r.seconds);
  j.end_obj();
  return j.text();
}

void describe_workload_head(Json& j, const std::string& type, const Spec& spec) {
  j.key("type").str(type).key("math_mode").str(spec.math_mode).key("input_dtype").str(spec.input_dtype)
      .key("output_dtype").str(spec.output_dtype);
}

}  // namespace ed
