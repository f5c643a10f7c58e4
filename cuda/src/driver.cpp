// energy-driver: time and energy of GPU kernels, one JSON record per kernel, read from NVML.
//
//   energy-driver info  [--gpu UUID]
//   energy-driver run   --spec FILE [--spec FILE ...] --out-dir DIR [--gpu UUID] [protocol options]
//
// Protocol per kernel (defaults in Options; docs/MEASUREMENT.md gives their reasons):
//   1. correctness gate: output poisoned with NaN, one run, compared with the reference output;
//      a kernel that fails is reported, gets no record and is not measured (exit status 3);
//   2. idle baseline, once per invocation: mean power over >= idle_s with the GPU idle;
//   3. warm-up: CUDA-graph replays until the power of consecutive counter windows settles;
//   4. each graph holds K back-to-back runs (one replay ~ graph_ms), so launch gaps vanish;
//   5. `rounds` windows of >= window_s, each from one NVML energy-counter update to another, while
//      the GPU stays busy; energy per run = window power x time per run (CUDA events);
//   6. with no energy counter, the same windows integrate the sampled power instead (method "sampled").
// Exit status: 0 all measured, 3 some kernel failed its gate, 2 usage or setup error.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <deque>
#include <fstream>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <sys/stat.h>
#include <thread>
#include <vector>

#include "dyn.hpp"
#include "protocol.hpp"
#include "workloads.hpp"

using namespace ed;

namespace {

struct Options {
  std::vector<std::string> specs;
  std::vector<std::pair<std::string, std::string>> meta;  // --meta KEY=VALUE, copied into each record
  std::string out_dir, gpu_uuid, lib_dirs, method = "auto", cap_label;
  double idle_s = 2.0;          // idle baseline length (the counter moves every ~100 ms)
  double window_s = 0.6;        // one measurement round: >= 6 counter updates
  int rounds = 5;               // rounds per kernel: median and spread
  double warmup_min_s = 0.5;    // never measure a kernel before this much steady load
  double warmup_max_s = 10.0;   // give up waiting for power to settle (recorded as unsettled)
  double settle_window_s = 0.2; // warm-up windows
  double settle_tol = 0.01;     // warm-up ends when 3 consecutive windows agree within 1%
  double graph_ms = 2.0;        // one graph replay ~ 2 ms: launch cost amortized, queue stays short
  int max_graph_launches = 20000;
  int queue_depth = 8;          // graph replays in flight: ~16 ms of queued work, so the GPU never idles
                                // while the host reads NVML (a call can take ~1 ms)
  double cooldown_c = 10.0;     // before each kernel wait until temperature <= idle + cooldown_c
  double cooldown_max_s = 3.0;  // ... or at most this long
};

double now_s() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

std::string iso_now() {
  std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

std::string read_file(const std::string& path, const std::string& what) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error(what + " not found: " + path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

struct Gpu {
  CudaApi cu;
  NvmlApi nv;
  CUdevice dev = 0;
  CUcontext ctx = nullptr;
  CUstream stream = nullptr;
  nvmlDevice_t nvdev{};
  bool has_counter = false;
  bool has_instant = false;
  std::string method;  // counter | sampled

  double power_w() const {
#ifdef NVML_FI_DEV_POWER_INSTANT
    if (has_instant) {
      nvmlFieldValue_t fv{};
      fv.fieldId = NVML_FI_DEV_POWER_INSTANT;
      if (nv.nvmlDeviceGetFieldValues(nvdev, 1, &fv) == NVML_SUCCESS && fv.nvmlReturn == NVML_SUCCESS)
        return fv.value.uiVal / 1000.0;
    }
#endif
    unsigned mw = 0;
    nv.nvmlDeviceGetPowerUsage(nvdev, &mw);
    return mw / 1000.0;
  }
  std::optional<uint64_t> energy_mj() const {
    if (!has_counter) return std::nullopt;
    unsigned long long e = 0;
    if (nv.nvmlDeviceGetTotalEnergyConsumption(nvdev, &e) != NVML_SUCCESS) return std::nullopt;
    return (uint64_t)e;
  }
  Sample sample() const {
    Sample s;
    s.energy_mj = energy_mj();
    s.t_s = now_s();
    s.power_w = power_w();
    return s;
  }
  unsigned temperature_c() const {
    unsigned t = 0;
    nv.nvmlDeviceGetTemperature(nvdev, NVML_TEMPERATURE_GPU, &t);
    return t;
  }
  unsigned clock_mhz(nvmlClockType_t type) const {
    unsigned c = 0;
    nv.nvmlDeviceGetClockInfo(nvdev, type, &c);
    return c;
  }
  unsigned long long throttle() const {
    unsigned long long r = 0;
    if (nv.nvmlDeviceGetCurrentClocksThrottleReasons) nv.nvmlDeviceGetCurrentClocksThrottleReasons(nvdev, &r);
    return r;
  }
};

void open_gpu(Gpu& g, const Options& o) {
  std::string err = g.cu.load();
  if (!err.empty()) throw std::runtime_error(err);
  err = g.nv.load();
  if (!err.empty()) throw std::runtime_error(err);
  g.cu.check(g.cu.cuInit(0), "cuInit (is an NVIDIA GPU visible?)");
  g.nv.check(g.nv.nvmlInit(), "nvmlInit");
  int n = 0;
  g.cu.check(g.cu.cuDeviceGetCount(&n), "cuDeviceGetCount");
  if (n == 0) throw std::runtime_error("no CUDA device visible");
  bool found = false;
  for (int i = 0; i < n && !found; ++i) {
    CUdevice d;
    g.cu.check(g.cu.cuDeviceGet(&d, i), "cuDeviceGet");
    CUuuid u;
    g.cu.check(g.cu.cuDeviceGetUuid(&u, d), "cuDeviceGetUuid");
    char buf[64];
    const unsigned char* b = reinterpret_cast<const unsigned char*>(u.bytes);
    std::snprintf(buf, sizeof buf, "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0], b[1],
                  b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
    if (o.gpu_uuid.empty() || o.gpu_uuid == buf) {
      g.dev = d;
      found = true;
      g.nv.check(g.nv.nvmlDeviceGetHandleByUUID(buf, &g.nvdev), "nvmlDeviceGetHandleByUUID");
    }
  }
  if (!found) throw std::runtime_error("no GPU with UUID " + o.gpu_uuid);
  g.cu.check(g.cu.cuDevicePrimaryCtxRetain(&g.ctx, g.dev), "cuDevicePrimaryCtxRetain");
  g.cu.check(g.cu.cuCtxSetCurrent(g.ctx), "cuCtxSetCurrent");
  g.cu.check(g.cu.cuStreamCreate(&g.stream, CU_STREAM_NON_BLOCKING), "cuStreamCreate");
  unsigned long long e = 0;
  g.has_counter = g.nv.nvmlDeviceGetTotalEnergyConsumption &&
                  g.nv.nvmlDeviceGetTotalEnergyConsumption(g.nvdev, &e) == NVML_SUCCESS;
#ifdef NVML_FI_DEV_POWER_INSTANT
  if (g.nv.nvmlDeviceGetFieldValues) {
    nvmlFieldValue_t fv{};
    fv.fieldId = NVML_FI_DEV_POWER_INSTANT;
    g.has_instant = g.nv.nvmlDeviceGetFieldValues(g.nvdev, 1, &fv) == NVML_SUCCESS && fv.nvmlReturn == NVML_SUCCESS;
  }
#endif
  if (o.method == "counter" && !g.has_counter)
    throw std::runtime_error("this GPU has no NVML energy counter (nvmlDeviceGetTotalEnergyConsumption); use --method sampled");
  g.method = (o.method == "sampled" || !g.has_counter) ? "sampled" : "counter";
}

void gpu_identity(const Gpu& g, Json& j) {
  char name[96] = "", uuid[96] = "", serial[96] = "", vbios[96] = "", drv[96] = "", nvml[96] = "", bus[32] = "";
  g.nv.nvmlDeviceGetName(g.nvdev, name, sizeof name);
  g.nv.nvmlDeviceGetUUID(g.nvdev, uuid, sizeof uuid);
  if (g.nv.nvmlDeviceGetSerial) g.nv.nvmlDeviceGetSerial(g.nvdev, serial, sizeof serial);
  if (g.nv.nvmlDeviceGetVbiosVersion) g.nv.nvmlDeviceGetVbiosVersion(g.nvdev, vbios, sizeof vbios);
  g.nv.nvmlSystemGetDriverVersion(drv, sizeof drv);
  g.nv.nvmlSystemGetNVMLVersion(nvml, sizeof nvml);
  g.cu.cuDeviceGetPCIBusId(bus, sizeof bus, g.dev);
  int cuda_ver = 0, major = 0, minor = 0, sms = 0;
  g.cu.cuDriverGetVersion(&cuda_ver);
  g.cu.cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, g.dev);
  g.cu.cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, g.dev);
  g.cu.cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, g.dev);
  unsigned max_sm = 0;
  g.nv.nvmlDeviceGetMaxClockInfo(g.nvdev, NVML_CLOCK_SM, &max_sm);
  j.key("gpu").begin_obj().key("name").str(name).key("uuid").str(uuid).key("serial").str(serial)
      .key("pci_bus_id").str(bus).key("vbios_version").str(vbios).key("driver_version").str(drv)
      .key("nvml_version").str(nvml).key("cuda_driver_version").integer(cuda_ver)
      .key("compute_capability").str(std::to_string(major) + "." + std::to_string(minor))
      .key("multiprocessors").integer(sms).key("max_sm_clock_mhz").integer(max_sm).end_obj();
}

void power_limits(const Gpu& g, Json& j) {
  unsigned enforced = 0, mgmt = 0, def = 0, mn = 0, mx = 0;
  g.nv.nvmlDeviceGetEnforcedPowerLimit(g.nvdev, &enforced);
  if (g.nv.nvmlDeviceGetPowerManagementLimit) g.nv.nvmlDeviceGetPowerManagementLimit(g.nvdev, &mgmt);
  if (g.nv.nvmlDeviceGetPowerManagementDefaultLimit) g.nv.nvmlDeviceGetPowerManagementDefaultLimit(g.nvdev, &def);
  if (g.nv.nvmlDeviceGetPowerManagementLimitConstraints) g.nv.nvmlDeviceGetPowerManagementLimitConstraints(g.nvdev, &mn, &mx);
  j.key("power_limit_w").begin_obj().key("enforced").num(enforced / 1000.0).key("management").num(mgmt / 1000.0)
      .key("default").num(def / 1000.0).key("min").num(mn / 1000.0).key("max").num(mx / 1000.0).end_obj();
}

// ------------------------------------------------------------------ idle baseline
struct Idle {
  double power_w = NAN, sampled_power_w = NAN, seconds = 0, update_period_s = NAN;
  unsigned temperature_c = 0;
};

Idle measure_idle(Gpu& g, const Options& o) {
  g.cu.check(g.cu.cuCtxSynchronize(), "synchronize");
  Idle r;
  r.temperature_c = g.temperature_c();
  CounterWindower w(o.idle_s, g.method == "counter");
  double t0 = now_s();
  for (;;) {
    if (auto win = w.add(g.sample())) {
      r.power_w = win->power_w();
      r.sampled_power_w = win->sampled_power_w();
      r.seconds = win->duration_s();
      break;
    }
    if (now_s() - t0 > o.idle_s + 5.0) throw std::runtime_error("the NVML energy counter did not move for 5 s past the idle window");
    std::this_thread::sleep_for(std::chrono::microseconds(500));
  }
  r.update_period_s = w.mean_update_period_s();
  return r;
}

// ------------------------------------------------------------------ one kernel
struct Buffers {
  const CudaApi* cu = nullptr;
  DeviceBuffers dev;
  std::vector<char> reference;  // the output's reference data
  size_t out_bytes = 0;
  std::string out_name;
  ~Buffers() {
    for (auto& kv : dev.ptr) cu->cuMemFree(kv.second);
  }
};

void load_buffers(const CudaApi& cu, const Spec& spec, Buffers& b) {
  b.cu = &cu;
  for (const auto& bs : spec.buffers) {
    std::string data = read_file(bs.path, "buffer file for " + bs.name);
    if (data.size() != bs.bytes)
      throw std::runtime_error("buffer file " + bs.path + " has " + std::to_string(data.size()) + " bytes, the manifest says " +
                               std::to_string(bs.bytes) + " (manifest and data do not match)");
    CUdeviceptr p = 0;
    cu.check(cu.cuMemAlloc(&p, bs.bytes), ("allocating " + bs.name).c_str());
    b.dev.ptr[bs.name] = p;
    if (bs.role == "input") {
      cu.check(cu.cuMemcpyHtoD(p, data.data(), bs.bytes), "upload");
    } else {
      b.reference.assign(data.begin(), data.end());
      b.out_bytes = bs.bytes;
      b.out_name = bs.name;
    }
  }
}

double gate(Gpu& g, Workload& wl, Buffers& b) {
  CUdeviceptr out = b.dev.ptr.at(b.out_name);
  g.cu.check(g.cu.cuMemsetD8(out, 0xFF, b.out_bytes), "poisoning the output");  // 0xFFFFFFFF is a NaN
  wl.enqueue(g.stream);
  g.cu.check(g.cu.cuStreamSynchronize(g.stream), "running the kernel once (correctness gate)");
  std::vector<float> host(b.out_bytes / 4);
  g.cu.check(g.cu.cuMemcpyDtoH(host.data(), out, b.out_bytes), "download");
  return relative_error(host.data(), reinterpret_cast<const float*>(b.reference.data()), host.size());
}

struct Replayer {
  Gpu& g;
  Workload& wl;
  CUgraphExec exec = nullptr;
  int k = 1;
  bool graph = false;
  std::deque<CUevent> inflight;
  std::vector<CUevent> free_events;
  long long launched = 0;  // graph replays issued

  Replayer(Gpu& g_, Workload& w) : g(g_), wl(w) {}
  ~Replayer() {
    g.cu.cuStreamSynchronize(g.stream);
    for (auto e : inflight) g.cu.cuEventDestroy(e);
    for (auto e : free_events) g.cu.cuEventDestroy(e);
    if (exec) g.cu.cuGraphExecDestroy(exec);
  }
  void build(int launches) {
    k = launches;
    if (wl.capturable()) {
      CUgraph graph_ = nullptr;
      if (g.cu.cuStreamBeginCapture(g.stream, CU_STREAM_CAPTURE_MODE_THREAD_LOCAL) == CUDA_SUCCESS) {
        bool ok = true;
        try {
          for (int i = 0; i < k; ++i) wl.enqueue(g.stream);
        } catch (const std::exception&) {
          ok = false;
        }
        CUresult r = g.cu.cuStreamEndCapture(g.stream, &graph_);
        if (ok && r == CUDA_SUCCESS && g.cu.cuGraphInstantiate(&exec, graph_, 0) == CUDA_SUCCESS) graph = true;
        if (graph_) g.cu.cuGraphDestroy(graph_);
      }
    }
  }
  CUevent event() {
    CUevent e;
    if (!free_events.empty()) {
      e = free_events.back();
      free_events.pop_back();
    } else {
      g.cu.check(g.cu.cuEventCreate(&e, CU_EVENT_DEFAULT), "cuEventCreate");
    }
    return e;
  }
  void replay() {
    if (graph) {
      g.cu.check(g.cu.cuGraphLaunch(exec, g.stream), "cuGraphLaunch");
    } else {
      for (int i = 0; i < k; ++i) wl.enqueue(g.stream);
    }
    CUevent e = event();
    g.cu.check(g.cu.cuEventRecord(e, g.stream), "cuEventRecord");
    inflight.push_back(e);
    ++launched;
  }
  // Keep `depth` replays queued; never blocks for long.
  void pump(int depth) {
    while (!inflight.empty() && g.cu.cuEventQuery(inflight.front()) == CUDA_SUCCESS) {
      free_events.push_back(inflight.front());
      inflight.pop_front();
    }
    while ((int)inflight.size() < depth) replay();
  }
};

double time_runs_s(Gpu& g, Workload& wl, int n) {
  CUevent a, b;
  g.cu.check(g.cu.cuEventCreate(&a, CU_EVENT_DEFAULT), "event");
  g.cu.check(g.cu.cuEventCreate(&b, CU_EVENT_DEFAULT), "event");
  g.cu.check(g.cu.cuEventRecord(a, g.stream), "event");
  for (int i = 0; i < n; ++i) wl.enqueue(g.stream);
  g.cu.check(g.cu.cuEventRecord(b, g.stream), "event");
  g.cu.check(g.cu.cuEventSynchronize(b), "event");
  float ms = 0;
  g.cu.check(g.cu.cuEventElapsedTime(&ms, a, b), "event");
  g.cu.cuEventDestroy(a);
  g.cu.cuEventDestroy(b);
  return ms / 1e3 / n;
}

void measure_kernel(Gpu& g, const Options& o, const Spec& spec, const Idle& idle, const std::string& out_path) {
  double t_start = now_s();
  // cooldown rule: wait until the GPU is within cooldown_c of its idle temperature (or the limit)
  unsigned temp_before = g.temperature_c();
  double cool_t0 = now_s();
  while (temp_before > idle.temperature_c + o.cooldown_c && now_s() - cool_t0 < o.cooldown_max_s) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    temp_before = g.temperature_c();
  }
  double cooldown_s = now_s() - cool_t0;

  Buffers bufs;
  load_buffers(g.cu, spec, bufs);
  std::unique_ptr<Workload> wl = spec.baseline.empty() ? make_cubin_workload(g.cu, spec, bufs.dev)
                                                       : make_baseline_workload(g.cu, spec, bufs.dev, g.stream, o.lib_dirs);
  double err = gate(g, *wl, bufs);
  if (!(err <= spec.rtol)) {
    throw std::domain_error("kernel " + spec.id + " FAILED the correctness gate: relative error " +
                            (std::isfinite(err) ? std::to_string(err) : std::string("NaN/inf or unwritten output")) +
                            " > " + std::to_string(spec.rtol) + "; not measured");
  }
  // launch time estimate -> runs per graph
  time_runs_s(g, *wl, 3);
  double est = time_runs_s(g, *wl, 20);
  int k = launches_per_graph(est, o.graph_ms / 1e3, o.max_graph_launches);
  Replayer rp(g, *wl);
  rp.build(k);

  // warm-up until the power of consecutive counter windows settles
  CounterWindower ww(o.settle_window_s, g.method == "counter");
  SettleDetector settle(3, o.settle_tol);
  double w0 = now_s();
  int warm_windows = 0;
  for (;;) {
    rp.pump(o.queue_depth);
    if (auto win = ww.add(g.sample())) {
      ++warm_windows;
      settle.add(win->power_w());
    }
    double el = now_s() - w0;
    if ((settle.settled() && el >= o.warmup_min_s) || el >= o.warmup_max_s) break;
  }
  double warmup_s = now_s() - w0;

  // measurement rounds: windows between counter updates, event markers at each boundary
  CounterWindower mw(o.window_s, g.method == "counter");
  CUevent mark_prev = nullptr;
  long long launched_prev = 0;
  std::vector<std::pair<CUevent, CUevent>> marks;
  std::vector<long long> replays;
  std::vector<Window> windows;
  double clk_sum = 0, mclk_sum = 0;
  unsigned clk_min = ~0u, temp_max = 0;
  int clk_n = 0;
  unsigned long long throttle_or = 0;
  double next_aux = 0;
  double m0 = now_s();
  while ((int)windows.size() < o.rounds) {
    rp.pump(o.queue_depth);
    Sample s = g.sample();
    auto win = mw.add(s);
    if (mw.opened_window()) {  // a window boundary: mark the stream here
      CUevent m = rp.event();
      g.cu.check(g.cu.cuEventRecord(m, g.stream), "cuEventRecord");
      if (win) {
        marks.push_back({mark_prev, m});
        replays.push_back(rp.launched - launched_prev);
        windows.push_back(*win);
      } else if (mark_prev) {
        g.cu.cuEventDestroy(mark_prev);  // a boundary whose window was too short to count
      }
      mark_prev = m;
      launched_prev = rp.launched;
    }
    if (s.t_s >= next_aux) {  // clocks, temperature, throttle reasons every ~50 ms
      unsigned c = g.clock_mhz(NVML_CLOCK_SM);
      clk_sum += c;
      mclk_sum += g.clock_mhz(NVML_CLOCK_MEM);
      clk_min = std::min(clk_min, c);
      ++clk_n;
      temp_max = std::max(temp_max, g.temperature_c());
      throttle_or |= g.throttle();
      next_aux = s.t_s + 0.05;
    }
    if (now_s() - m0 > o.rounds * o.window_s * 3 + 10)
      throw std::runtime_error("measurement windows did not close (is the NVML energy counter moving?)");
  }
  g.cu.check(g.cu.cuStreamSynchronize(g.stream), "synchronize after measuring");
  std::vector<double> t_run, e_run, e_sampled, p_win, p_sampled, e_idle_sub;
  for (size_t i = 0; i < windows.size(); ++i) {
    float ms = 0;
    g.cu.check(g.cu.cuEventElapsedTime(&ms, marks[i].first, marks[i].second), "cuEventElapsedTime");
    double runs = double(replays[i]) * k;
    double t = ms / 1e3 / runs;
    t_run.push_back(t);
    p_win.push_back(windows[i].power_w());
    p_sampled.push_back(windows[i].sampled_power_w());
    e_run.push_back(windows[i].power_w() * t * 1e3);
    e_sampled.push_back(windows[i].sampled_power_w() * t * 1e3);
    e_idle_sub.push_back((windows[i].power_w() - idle.power_w) * t * 1e3);
  }
  unsigned temp_after = g.temperature_c();
  double t_med = median(t_run), e_med = median(e_run);

  Json j;
  j.begin_obj().key("schema").str("energy-driver/1").key("id").str(spec.id).key("case_id").str(spec.case_id)
      .key("kind").str(spec.baseline.empty() ? "tuned" : "baseline").key("cap_label").str(o.cap_label)
      .key("timestamp").str(iso_now()).key("method").str(g.method)
      .key("power_source").str(g.has_instant ? "nvml_field_power_instant" : "nvmlDeviceGetPowerUsage");
  gpu_identity(g, j);
  power_limits(g, j);
  wl->describe(j);
  j.key("gate").begin_obj().key("rel_error").num(err).key("rtol").num(spec.rtol).key("passed").boolean(true).end_obj();
  j.key("flops").num(spec.flops);
  j.key("time_per_launch_ms").num(t_med * 1e3);
  j.key("time_per_launch_ms_rounds").begin_arr();
  for (double x : t_run) j.num(x * 1e3);
  j.end_arr().key("time_cv").num(cv(t_run));
  j.key("energy_per_launch_mj").num(e_med).key("energy_per_launch_mj_rounds").nums(e_run).key("energy_cv").num(cv(e_run));
  j.key("energy_per_launch_sampled_mj").num(median(e_sampled)).key("energy_per_launch_sampled_mj_rounds").nums(e_sampled);
  j.key("idle_subtracted_energy_per_launch_mj").num(median(e_idle_sub));
  j.key("avg_power_w").num(median(p_win)).key("avg_power_w_rounds").nums(p_win);
  j.key("sampled_power_w").num(median(p_sampled));
  j.key("idle_power_w").num(idle.power_w).key("idle_sampled_power_w").num(idle.sampled_power_w)
      .key("idle_window_s").num(idle.seconds);
  j.key("gflops").num(spec.flops > 0 ? spec.flops / t_med / 1e9 : NAN);
  j.key("edp_ms_mj").num(e_med * t_med * 1e3);
  j.key("tuned_time_ms").num(spec.tuned_time_s > 0 ? spec.tuned_time_s * 1e3 : NAN);
  j.key("sm_clock_mhz").num(clk_n ? clk_sum / clk_n : NAN).key("sm_clock_mhz_min").num(clk_n ? clk_min : NAN)
      .key("mem_clock_mhz").num(clk_n ? mclk_sum / clk_n : NAN);
  j.key("temperature_c").begin_obj().key("idle").integer(idle.temperature_c).key("before").integer(temp_before)
      .key("max").integer(temp_max).key("after").integer(temp_after).end_obj();
  j.key("cooldown_s").num(cooldown_s);
  j.key("throttle_reasons").integer((long long)throttle_or);
  j.key("counter_update_period_ms").num(mw.mean_update_period_s() * 1e3);
  j.key("launch").begin_obj().key("runs_per_graph").integer(k).key("cuda_graph").boolean(rp.graph)
      .key("graph_replays").integer(rp.launched).key("estimated_run_ms").num(est * 1e3).end_obj();
  j.key("warmup").begin_obj().key("seconds").num(warmup_s).key("settled").boolean(settle.settled())
      .key("windows").integer(warm_windows).end_obj();
  j.key("protocol").begin_obj().key("rounds").integer(o.rounds).key("window_s").num(o.window_s)
      .key("idle_s").num(o.idle_s).key("warmup_min_s").num(o.warmup_min_s).key("warmup_max_s").num(o.warmup_max_s)
      .key("settle_tol").num(o.settle_tol).key("graph_ms").num(o.graph_ms).key("queue_depth").integer(o.queue_depth)
      .key("cooldown_c").num(o.cooldown_c).key("cooldown_max_s").num(o.cooldown_max_s).end_obj();
  j.key("meta").begin_obj();
  for (const auto& kv : o.meta) j.key(kv.first).str(kv.second);
  j.end_obj();
  j.key("seconds").num(now_s() - t_start);
  j.end_obj();
  for (auto& m : marks) {
    if (m.first) g.cu.cuEventDestroy(m.first);
  }
  if (mark_prev) g.cu.cuEventDestroy(mark_prev);
  write_file_atomic(out_path, j.text() + "\n");
  std::printf("%-12s %10.4f ms %10.1f GFLOP/s %10.4f mJ (cv %.2f%%, sampled %+.2f%%) %6.1f W %5.0f MHz %5.1f s\n",
              spec.id.c_str(), t_med * 1e3, spec.flops / t_med / 1e9, e_med, 100 * cv(e_run),
              100 * (median(e_sampled) / e_med - 1), median(p_win), clk_n ? clk_sum / clk_n : 0.0, now_s() - t_start);
  std::fflush(stdout);
}

void usage() {
  std::fprintf(stderr,
               "usage: energy-driver info [--gpu UUID]\n"
               "       energy-driver run --spec FILE [--spec FILE ...] --out-dir DIR [--gpu UUID]\n"
               "             [--method auto|counter|sampled] [--rounds N] [--window-s S] [--idle-s S]\n"
               "             [--warmup-min-s S] [--warmup-max-s S] [--settle-tol F] [--graph-ms MS] [--queue-depth N]\n"
               "             [--cooldown-c C] [--cooldown-max-s S] [--cap-label L] [--lib-dirs DIRS]\n"
               "             [--meta KEY=VALUE ...]\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    usage();
    return 2;
  }
  std::string cmd = argv[1];
  Options o;
  try {
    for (int i = 2; i < argc; ++i) {
      std::string a = argv[i];
      auto val = [&]() -> std::string {
        if (i + 1 >= argc) throw std::invalid_argument(a + " needs a value");
        return argv[++i];
      };
      auto num = [&]() -> double {
        std::string v = val();
        char* end = nullptr;
        double d = std::strtod(v.c_str(), &end);
        if (v.empty() || *end || !std::isfinite(d) || d < 0) throw std::invalid_argument(a + ": bad value '" + v + "'");
        return d;
      };
      if (a == "--spec") o.specs.push_back(val());
      else if (a == "--out-dir") o.out_dir = val();
      else if (a == "--gpu") o.gpu_uuid = val();
      else if (a == "--lib-dirs") o.lib_dirs = val();
      else if (a == "--cap-label") o.cap_label = val();
      else if (a == "--method") o.method = val();
      else if (a == "--meta") {
        std::string kv = val();
        auto eq = kv.find('=');
        if (eq == std::string::npos || eq == 0) throw std::invalid_argument("--meta needs KEY=VALUE");
        o.meta.push_back({kv.substr(0, eq), kv.substr(eq + 1)});
      }
      else if (a == "--rounds") o.rounds = (int)num();
      else if (a == "--window-s") o.window_s = num();
      else if (a == "--idle-s") o.idle_s = num();
      else if (a == "--warmup-min-s") o.warmup_min_s = num();
      else if (a == "--warmup-max-s") o.warmup_max_s = num();
      else if (a == "--settle-tol") o.settle_tol = num();
      else if (a == "--graph-ms") o.graph_ms = num();
      else if (a == "--queue-depth") o.queue_depth = std::max(1, (int)num());
      else if (a == "--cooldown-c") o.cooldown_c = num();
      else if (a == "--cooldown-max-s") o.cooldown_max_s = num();
      else throw std::invalid_argument("unknown option " + a);
    }
    if (o.method != "auto" && o.method != "counter" && o.method != "sampled")
      throw std::invalid_argument("--method must be auto, counter or sampled");
    if (o.rounds < 2) throw std::invalid_argument("--rounds must be >= 2 (the spread needs two)");
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    usage();
    return 2;
  }
  try {
    if (cmd == "info") {
      Gpu g;
      open_gpu(g, o);
      Json j;
      j.begin_obj();
      gpu_identity(g, j);
      power_limits(g, j);
      j.key("energy_counter").boolean(g.has_counter).key("instant_power_field").boolean(g.has_instant)
          .key("method").str(g.method).end_obj();
      std::printf("%s\n", j.text().c_str());
      return 0;
    }
    if (cmd != "run") {
      usage();
      return 2;
    }
    if (o.specs.empty() || o.out_dir.empty()) throw std::runtime_error("run needs --spec and --out-dir");
    struct stat st;
    if (stat(o.out_dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) throw std::runtime_error("--out-dir " + o.out_dir + " is not a directory");
    std::vector<Spec> specs;
    for (const auto& path : o.specs) {
      Spec s = parse_spec(read_file(path, "spec"), path);
      if (!s.cubin.empty()) read_file(s.cubin, "cubin");  // fail before measuring anything
      for (const auto& b : s.buffers) {
        if (stat(b.path.c_str(), &st) != 0) throw std::runtime_error("buffer file not found: " + b.path);
        if ((size_t)st.st_size != b.bytes)
          throw std::runtime_error("buffer file " + b.path + " has " + std::to_string(st.st_size) + " bytes, the spec says " +
                                   std::to_string(b.bytes));
      }
      specs.push_back(std::move(s));
    }
    Gpu g;
    open_gpu(g, o);
    Idle idle = measure_idle(g, o);
    std::printf("idle: %.1f W over %.2f s (%s method, counter period %.0f ms), %u C\n", idle.power_w, idle.seconds,
                g.method.c_str(), idle.update_period_s * 1e3, idle.temperature_c);
    int failed = 0;
    for (const auto& s : specs) {
      try {
        measure_kernel(g, o, s, idle, o.out_dir + "/" + s.id + ".json");
      } catch (const std::domain_error& e) {  // gate failure: report, go on with the others
        std::fprintf(stderr, "error: %s\n", e.what());
        ++failed;
      }
    }
    g.cu.cuStreamDestroy(g.stream);
    g.cu.cuDevicePrimaryCtxRelease(g.dev);
    g.nv.nvmlShutdown();
    return failed ? 3 : 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  }
}
