#include "protocol.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>

#include "stats.hpp"
#include "workloads.hpp"

namespace ed {

namespace {

void sleep_s(double s) { std::this_thread::sleep_for(std::chrono::duration<double>(s)); }

// ------------------------------------------------------------------ power timeline
// NVML power read on its own thread at a fixed rate while the point runs. A failed read stops
// the thread and is rethrown by stop() in the measuring thread.
class PowerTimeline {
 public:
  PowerTimeline(const Gpu& g, double rate_hz, double t0_s) : g_(g), period_s_(1.0 / rate_hz), t0_s_(t0_s) {
    thread_ = std::thread([this] { run(); });
  }
  ~PowerTimeline() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
  }
  void stop() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
    if (error_) std::rethrow_exception(error_);
  }
  const std::vector<double>& t_s() const { return t_; }
  const std::vector<double>& power_w() const { return p_; }
  double rate_hz() const {
    return t_.size() > 1 ? (t_.size() - 1) / (t_.back() - t_.front()) : NAN;
  }

 private:
  void run() {
    try {
      auto next = std::chrono::steady_clock::now();
      const auto period = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
          std::chrono::duration<double>(period_s_));
      while (!stop_) {
        double p = g_.power_w();
        t_.push_back(now_s() - t0_s_);
        p_.push_back(p);
        next += period;
        std::this_thread::sleep_until(next);
      }
    } catch (...) {
      error_ = std::current_exception();
    }
  }
  const Gpu& g_;
  double period_s_, t0_s_;
  std::atomic<bool> stop_{false};
  std::exception_ptr error_;
  std::vector<double> t_, p_;
  std::thread thread_;  // last: started after every other member exists
};

// ------------------------------------------------------------------ buffers and the gate
struct Buffers {
  std::map<std::string, DeviceMemory> mem;
  DeviceBuffers dev;
  std::string reference;  // the output's reference data
  size_t out_bytes = 0;
  std::string out_name;
};

void load_buffers(const CudaApi& cu, const Spec& spec, Buffers& b) {
  for (const auto& bs : spec.buffers) {
    std::string data = read_file(bs.path, "buffer file for " + bs.name);
    if (data.size() != bs.bytes)
      throw std::runtime_error("buffer file " + bs.path + " has " + std::to_string(data.size()) +
                               " bytes, the manifest says " + std::to_string(bs.bytes) + " (manifest and data do not match)");
    DeviceMemory m = make_memory(cu, bs.device_bytes(), bs.name);
    b.dev.ptr[bs.name] = m.get();
    if (bs.role == "input") {
      if (bs.file_dtype != bs.dtype)
        throw std::runtime_error("input " + bs.name + ": its file is " + bs.file_dtype + ", the kernel reads " + bs.dtype +
                                 " (only a reference output may be stored in another dtype)");
      cu.check(cu.cuMemcpyHtoD(m.get(), data.data(), bs.bytes), ("cuMemcpyHtoD (" + bs.name + ")").c_str());
    } else {
      b.reference = std::move(data);
      b.out_bytes = bs.device_bytes();
      b.out_name = bs.name;
    }
    b.mem.emplace(bs.name, std::move(m));
  }
  // the copies ran on the legacy stream; the measurement stream does not wait for it
  cu.check(cu.cuCtxSynchronize(), "cuCtxSynchronize (after uploading the inputs)");
}

// The output (the case's output buffer, or one of the workload's own in another dtype) poisoned,
// one run, then compared with the reference, each read as its own dtype.
double gate(Gpu& g, Workload& wl, Buffers& b, const Spec& spec) {
  const CudaApi& cu = g.cu();
  const std::string ref_dtype = spec.output().file_dtype;
  WorkloadOutput out{b.dev.ptr.at(b.out_name), b.out_bytes, spec.output().dtype};
  if (const WorkloadOutput* own = wl.own_output()) out = *own;
  const size_t n = b.reference.size() / dtype_bytes(ref_dtype);
  if (out.bytes != n * dtype_bytes(out.dtype))
    throw std::runtime_error("the output of " + spec.id + " has " + std::to_string(out.bytes) + " bytes of " + out.dtype +
                             ", its reference " + std::to_string(n) + " elements");
  // 0xFF bytes: a NaN in float32 (0xFFFFFFFF) and in float16 (0xFFFF)
  cu.check(cu.cuMemsetD8Async(out.ptr, 0xFF, out.bytes, g.stream()), "poisoning the output");
  wl.enqueue(g.stream());
  cu.check(cu.cuStreamSynchronize(g.stream()), "running the kernel once (correctness gate)");
  std::vector<float> host((out.bytes + 3) / 4);  // float storage: aligned for both dtypes
  cu.check(cu.cuMemcpyDtoH(host.data(), out.ptr, out.bytes), "cuMemcpyDtoH (the output)");
  return relative_error(host.data(), out.dtype, b.reference.data(), ref_dtype, n);
}

bool event_done(const CudaApi& cu, CUevent e) {
  CUresult r = cu.cuEventQuery(e);
  if (r == CUDA_ERROR_NOT_READY) return false;
  cu.check(r, "cuEventQuery");
  return true;
}

// ------------------------------------------------------------------ graph replays
class Replayer {
 public:
  Replayer(Gpu& g, Workload& wl, int k) : g_(g), cu_(g.cu()), wl_(wl), k_(k) {
    if (wl.capturable()) exec_ = capture_runs(cu_, g.stream(), k_, [&] { wl.enqueue(g.stream()); });
  }
  ~Replayer() { cu_.cuStreamSynchronize(g_.stream()); }  // nothing in flight uses our events after this
  void drain() { cu_.check(cu_.cuStreamSynchronize(g_.stream()), "cuStreamSynchronize (end of the load)"); }
  bool graph() const { return (bool)exec_; }
  int k() const { return k_; }
  long long launched() const { return launched_; }
  // Mean time of one replay (ms), `n` replays back to back after one untimed.
  double time_replays_ms(int n) {
    drain();
    Event a = make_event(cu_), b = make_event(cu_);
    replay_only();
    cu_.check(cu_.cuEventRecord(a.get(), g_.stream()), "cuEventRecord");
    for (int i = 0; i < n; ++i) replay_only();
    cu_.check(cu_.cuEventRecord(b.get(), g_.stream()), "cuEventRecord");
    cu_.check(cu_.cuEventSynchronize(b.get()), "cuEventSynchronize");
    float ms = 0;
    cu_.check(cu_.cuEventElapsedTime(&ms, a.get(), b.get()), "cuEventElapsedTime");
    return ms / n;
  }
  // Keep `depth` replays queued; never blocks for long. Counts the times every replay issued so
  // far had already finished: the GPU had nothing left to run (count_dry()).
  void pump(int depth) {
    bool popped = false;
    while (!inflight_.empty() && event_done(cu_, inflight_.front().get())) {
      free_.push_back(std::move(inflight_.front()));
      inflight_.pop_front();
      popped = true;
    }
    if (popped && inflight_.empty() && counting_dry_) ++dry_;
    while ((int)inflight_.size() < depth) replay();
  }
  void count_dry(bool on) { counting_dry_ = on; }
  long long ran_dry() const { return dry_; }

 private:
  void replay_only() {
    if (exec_) {
      cu_.check(cu_.cuGraphLaunch(exec_.get(), g_.stream()), "cuGraphLaunch");
    } else {
      for (int i = 0; i < k_; ++i) wl_.enqueue(g_.stream());
    }
  }
  void replay() {
    replay_only();
    Event e;
    if (!free_.empty()) {
      e = std::move(free_.back());
      free_.pop_back();
    } else {
      e = make_event(cu_);
    }
    cu_.check(cu_.cuEventRecord(e.get(), g_.stream()), "cuEventRecord");
    inflight_.push_back(std::move(e));
    ++launched_;
  }
  Gpu& g_;
  const CudaApi& cu_;
  Workload& wl_;
  int k_;
  GraphExec exec_;
  std::deque<Event> inflight_;
  std::vector<Event> free_;
  long long launched_ = 0;
  bool counting_dry_ = false;
  long long dry_ = 0;
};

// ------------------------------------------------------------------ one load: warm-up + windows
struct LoadResult {
  std::vector<WindowResult> windows;
  double windows_s = 0;
  int k = 1;
  bool graph = false;
  long long replays = 0;
  double estimated_run_s = NAN, graph_run_s = NAN;
  bool resized = false;
  int queue_depth = 0;
  long long queue_ran_dry = 0;
  double warmup_s = NAN, power_change_rel = NAN, power_trend_rel = NAN, power_trend_se_rel = NAN;
  double temperature_change_c = NAN;
  bool steady = false;
  int warmup_windows = 0;
  double temp_start_c = NAN, temp_steady_c = NAN, temp_max_c = -INFINITY, temp_end_c = NAN;
  double sm_clock_sum = 0, mem_clock_sum = 0, sm_clock_min = INFINITY;
  int clock_n = 0;
  unsigned long long throttle = 0;
  double update_period_s = NAN;
};

LoadResult run_load(Gpu& g, Workload& wl, const contract::Protocol& p) {
  const CudaApi& cu = g.cu();
  const bool counter = g.method() == "counter";
  LoadResult r;
  const int per_enqueue = wl.runs_per_enqueue();  // 1 but for a caller's graph (external.hpp)
  // launch time estimate -> runs per graph
  const double enqueue_s = time_enqueue_ms(cu, g.stream(), [&] { wl.enqueue(g.stream()); }, 3, 5.0, 200) / 1e3;
  r.estimated_run_s = enqueue_s / per_enqueue;
  auto replayer = std::make_unique<Replayer>(
      g, wl, launches_per_graph(enqueue_s, p.graph_ms / 1e3, (int)p.max_graph_launches));
  // The estimate comes from plain launches: for a library call whose host-side launch costs more
  // than its GPU time it is too long, and the graph too short. Time the graph as it is replayed and
  // capture it again when the estimate was off by more than 2x.
  double replay_ms = replayer->time_replays_ms(3);
  double enqueue_in_graph_s = replay_ms / 1e3 / replayer->k();
  int wanted = launches_per_graph(enqueue_in_graph_s, p.graph_ms / 1e3, (int)p.max_graph_launches);
  if (replayer->graph() && graph_needs_resize(replayer->k(), wanted)) {
    replayer.reset();
    replayer = std::make_unique<Replayer>(g, wl, wanted);
    replay_ms = replayer->time_replays_ms(3);
    enqueue_in_graph_s = replay_ms / 1e3 / replayer->k();
    r.resized = true;
  }
  r.graph_run_s = enqueue_in_graph_s / per_enqueue;
  Replayer& rp = *replayer;
  r.k = rp.k();
  r.graph = rp.graph();
  const int depth = queue_depth_for((int)p.queue_depth, p.queue_ms, replay_ms);
  r.queue_depth = depth;

  double next_aux = 0;
  auto aux = [&](double t, bool clocks) {  // temperature (and clocks, throttle reasons) every ~50 ms
    if (t < next_aux) return;
    r.temp_max_c = std::max(r.temp_max_c, g.temperature_c());
    if (clocks) {
      double c = g.clock_mhz(NVML_CLOCK_SM);
      r.sm_clock_sum += c;
      r.sm_clock_min = std::min(r.sm_clock_min, c);
      r.mem_clock_sum += g.clock_mhz(NVML_CLOCK_MEM);
      ++r.clock_n;
      r.throttle |= g.throttle_mask();
    }
    next_aux = t + 0.05;
  };

  // 1. warm-up until thermal steady state (or the bound)
  r.temp_start_c = g.temperature_c();
  SteadyState steady((int)p.steady_windows, p.steady_power_rel, p.steady_temp_c);
  steady.start(r.temp_start_c);
  CounterWindower ww(p.steady_window_s, counter);
  const double w0 = now_s();
  for (;;) {
    rp.pump(depth);
    Sample s = g.sample();
    if (auto win = ww.add(s)) steady.add(win->power_w(), g.temperature_c());
    aux(s.t_s, false);
    double el = now_s() - w0;
    if ((steady.steady() && el >= p.warmup_min_s) || el >= p.warmup_max_s) break;
    if (counter && el > 5.0 && ww.updates_seen() == 0)
      throw DeviceError("the NVML energy counter did not move for 5 s under load");
  }
  r.warmup_s = now_s() - w0;
  r.steady = steady.steady();
  r.warmup_windows = steady.windows_seen();
  r.power_change_rel = steady.power_change_rel();
  r.power_trend_rel = steady.power_trend_rel();
  r.power_trend_se_rel = steady.power_trend_se_rel();
  r.temperature_change_c = steady.temperature_change_c();
  r.temp_steady_c = g.temperature_c();

  // 2. windows between counter updates, a CUDA event at each boundary, until the noise target
  struct Pending {
    Window w;
    size_t mark0, mark1;
    long long replays;
  };
  CounterWindower mw(p.window_s, counter);
  WindowJoiner joiner;
  NoiseStop noise((int)p.min_windows, p.ci_target_rel, p.measure_max_s);
  std::vector<Event> marks;
  std::deque<Pending> pending;
  long long launched_prev = 0;
  long mark_prev = -1;
  const double m0 = now_s();
  rp.count_dry(true);
  for (;;) {
    rp.pump(depth);
    Sample s = g.sample();
    auto win = mw.add(s);
    if (mw.opened_window()) {  // a window boundary
      const long long launched_in = rp.launched() - launched_prev;
      if (win && mark_prev >= 0 && launched_in == 0) {
        // Nothing was enqueued in this window (a call longer than the window): no mark here, the
        // window is joined to the next one (WindowJoiner). Never the case for graphs of short runs.
        joiner.hold(*win);
      } else {  // mark the stream here
        marks.push_back(make_event(cu));
        cu.check(cu.cuEventRecord(marks.back().get(), g.stream()), "cuEventRecord (window boundary)");
        if (win && mark_prev >= 0) pending.push_back({joiner.take(*win), (size_t)mark_prev, marks.size() - 1, launched_in});
        mark_prev = (long)marks.size() - 1;
        launched_prev = rp.launched();
      }
    }
    while (!pending.empty() && event_done(cu, marks[pending.front().mark1].get())) {
      const Pending& pw = pending.front();
      float ms = 0;
      cu.check(cu.cuEventElapsedTime(&ms, marks[pw.mark0].get(), marks[pw.mark1].get()), "cuEventElapsedTime");
      WindowResult w;
      w.time_per_launch_s = ms / 1e3 / (double(pw.replays) * rp.k() * per_enqueue);
      w.power_w = pw.w.power_w();
      w.sampled_power_w = pw.w.sampled_power_w();
      w.energy_per_launch_mj = w.power_w * w.time_per_launch_s * 1e3;
      w.sampled_energy_per_launch_mj = w.sampled_power_w * w.time_per_launch_s * 1e3;
      r.windows.push_back(w);
      r.windows_s += pw.w.duration_s();
      noise.add(w.energy_per_launch_mj);
      pending.pop_front();
    }
    aux(s.t_s, true);
    double el = now_s() - m0;
    if (noise.done(el)) break;
    if (el > p.measure_max_s + 10.0)
      throw DeviceError("measurement windows did not close (is the NVML energy counter moving?)");
  }
  rp.count_dry(false);
  r.queue_ran_dry = rp.ran_dry();
  r.update_period_s = mw.mean_update_period_s();
  r.temp_end_c = g.temperature_c();
  r.temp_max_c = std::max(r.temp_max_c, r.temp_end_c);
  rp.drain();
  r.replays = rp.launched();
  return r;
}

double mean_of(const std::vector<WindowResult>& ws, double WindowResult::*f) {
  std::vector<double> v;
  for (const auto& w : ws) v.push_back(w.*f);
  return mean(v);
}

// Optional: wait until near the cold-idle temperature; returns the seconds waited.
double cool_down(const Gpu& g, const contract::Protocol& p, const IdleResult& cold_idle) {
  if (!(p.cooldown_max_s > 0)) return 0;
  const double c0 = now_s();
  while (g.temperature_c() > cold_idle.temperature_c + p.cooldown_c && now_s() - c0 < p.cooldown_max_s) sleep_s(0.1);
  return now_s() - c0;
}

// The record's measured values, whatever the workload: GPU, load, idles, timeline, settings.
void record_measurement(PointResult& r, const Gpu& g, const contract::Protocol& p, const GpuIdentity& ident,
                        const LoadResult& load, const IdleResult& cold_idle, const IdleResult& hot,
                        const PowerTimeline& timeline) {
  r.timestamp = iso_now();
  r.method = g.method();
  r.power_source = g.power_source();
  r.gpu = ident;
  r.limits = g.limits();
  r.windows = load.windows;
  r.windows_s = load.windows_s;
  r.cold_idle = cold_idle;
  r.hot_idle = hot;
  r.sm_clock_mhz = load.clock_n ? load.sm_clock_sum / load.clock_n : NAN;
  r.sm_clock_mhz_min = load.clock_n ? load.sm_clock_min : NAN;
  r.mem_clock_mhz = load.clock_n ? load.mem_clock_sum / load.clock_n : NAN;
  r.temp_start_c = load.temp_start_c;
  r.temp_steady_c = load.temp_steady_c;
  r.temp_max_c = load.temp_max_c;
  r.temp_end_c = load.temp_end_c;
  r.throttle_mask = load.throttle;
  r.counter_update_period_s = load.update_period_s;
  r.runs_per_graph = load.k;
  r.cuda_graph = load.graph;
  r.graph_replays = load.replays;
  r.estimated_run_s = load.estimated_run_s;
  r.graph_run_s = load.graph_run_s;
  r.graph_resized = load.resized;
  r.queue_depth = load.queue_depth;
  r.queue_ran_dry = load.queue_ran_dry;
  r.warmup_s = load.warmup_s;
  r.steady = load.steady;
  r.warmup_windows = load.warmup_windows;
  r.warmup_power_change_rel = load.power_change_rel;
  r.warmup_power_trend_rel = load.power_trend_rel;
  r.warmup_power_trend_se_rel = load.power_trend_se_rel;
  r.warmup_temperature_change_c = load.temperature_change_c;
  r.l2_mode = p.l2;
  r.timeline_t_s = timeline.t_s();
  r.timeline_power_w = timeline.power_w();
  r.timeline_rate_hz = timeline.rate_hz();
  r.protocol = p;
}

}  // namespace

IdleResult measure_idle(const Gpu& g, double seconds, const std::string& method) {
  IdleResult r;
  r.method = method;
  r.temperature_c = g.temperature_c();
  CounterWindower w(seconds, g.method() == "counter");
  const double t0 = now_s();
  for (;;) {
    if (auto win = w.add(g.sample())) {
      r.power_w = win->power_w();
      r.sampled_power_w = win->sampled_power_w();
      r.window_s = win->duration_s();
      break;
    }
    if (now_s() - t0 > seconds + 5.0)
      throw DeviceError("the NVML energy counter did not move for 5 s past the idle window");
    sleep_s(0.0005);
  }
  r.update_period_s = w.mean_update_period_s();
  return r;
}

void measure_point(Gpu& g, const RunOptions& o, const Spec& spec, const IdleResult& cold_idle, const std::string& out_path) {
  const contract::Protocol& p = o.protocol;
  const CudaApi& cu = g.cu();
  const double t_start = now_s();
  PowerTimeline timeline(g, p.timeline_hz, t_start);

  PointResult r;
  r.cooldown_s = cool_down(g, p, cold_idle);

  Buffers bufs;
  load_buffers(cu, spec, bufs);
  std::unique_ptr<Workload> wl = make_workload(cu, spec, bufs.dev, g.stream(), o.lib_dirs);
  double err = gate(g, *wl, bufs, spec);
  if (!(err <= spec.rtol))
    throw GateFailure("kernel " + spec.id + " FAILED the correctness gate: relative error " +
                      (std::isfinite(err) ? std::to_string(err) : std::string("NaN/inf or unwritten output")) + " > " +
                      std::to_string(spec.rtol) + "; not measured");

  GpuIdentity ident = g.identity();
  LoadResult load;
  if (p.l2 == "cold") {  // the flush alone, then flush + kernel; the flush's own cost is subtracted
    r.flush_bytes = std::isfinite(ident.l2_bytes) ? 2 * ident.l2_bytes : 0;
    if (!(r.flush_bytes > 0)) throw DeviceError("the L2 size is unknown: --l2 cold is not possible on this GPU");
    DeviceMemory flush_mem = make_memory(cu, (size_t)r.flush_bytes, "L2 flush buffer");
    std::unique_ptr<Workload> flush = make_flush(cu, flush_mem.get(), (size_t)r.flush_bytes);
    LoadResult alone = run_load(g, *flush, p);
    r.flush_time_per_launch_s = mean_of(alone.windows, &WindowResult::time_per_launch_s);
    r.flush_energy_per_launch_mj = mean_of(alone.windows, &WindowResult::energy_per_launch_mj);
    double flush_sampled_mj = mean_of(alone.windows, &WindowResult::sampled_energy_per_launch_mj);
    std::unique_ptr<Workload> seq = make_sequence(*flush, *wl);
    load = run_load(g, *seq, p);
    for (auto& w : load.windows) {
      w.time_per_launch_s -= r.flush_time_per_launch_s;
      w.energy_per_launch_mj -= r.flush_energy_per_launch_mj;
      w.sampled_energy_per_launch_mj -= flush_sampled_mj;
    }
  } else {
    load = run_load(g, *wl, p);
  }
  IdleResult hot = measure_idle(g, p.hot_idle_s, g.method() + "_window_after_load");
  timeline.stop();

  r.id = spec.id;
  r.case_id = spec.case_id;
  r.kind = spec.baseline.empty() ? "tuned" : "baseline";
  r.cap_label = o.cap_label;
  r.rel_error = err;
  r.rtol = spec.rtol;
  r.flops = spec.flops;
  r.bytes_per_launch = spec.bytes_per_launch();
  r.tuned_time_s = spec.tuned_time_s;
  record_measurement(r, g, p, ident, load, cold_idle, hot, timeline);
  r.meta = o.meta;
  r.seconds = now_s() - t_start;
  write_file_atomic(out_path, record_json(r, [&](Json& j) { wl->describe(j); }) + "\n");

  Summary s = summarize(r);
  std::printf("%-12s %10.4f ms %10.4f mJ  cv %.2f%%  ci %.2f%% (%zu win)  warm-up %.1f s%s  %.0f->%.0f C  "
              "hot idle %.1f W  %5.1f s%s\n",
              spec.id.c_str(), s.time_per_launch_s * 1e3, s.energy_per_launch_mj, 100 * s.energy_cv,
              100 * s.energy_ci_rel, r.windows.size(), r.warmup_s, r.steady ? "" : " (not steady)", r.temp_start_c,
              r.temp_end_c, hot.power_w, r.seconds, s.flagged ? "  FLAGGED" : "");
  std::fflush(stdout);
}

PointResult measure_workload(Gpu& g, const contract::Protocol& p, Workload& wl, const IdleResult& cold_idle) {
  if (p.l2 != "hot") throw std::invalid_argument("l2 must be hot here: the cold-L2 flush runs once per enqueue");
  const double t_start = now_s();
  PowerTimeline timeline(g, p.timeline_hz, t_start);
  PointResult r;
  r.cooldown_s = cool_down(g, p, cold_idle);
  GpuIdentity ident = g.identity();
  LoadResult load = run_load(g, wl, p);
  IdleResult hot = measure_idle(g, p.hot_idle_s, g.method() + "_window_after_load");
  timeline.stop();
  record_measurement(r, g, p, ident, load, cold_idle, hot, timeline);
  r.seconds = now_s() - t_start;
  return r;
}

}  // namespace ed
