// energy-driver: time and energy of GPU kernels, one JSON record per kernel, read from NVML.
//
//   energy-driver info  [--gpu UUID]
//   energy-driver run   --kernel KERNEL_JSON ... [--baseline NAME=KERNEL_JSON ...] --out-dir DIR
//                       [--gpu UUID] [--cap-label L] [--lib-dirs DIRS] [--meta KEY=VALUE ...] [settings]
//                       [--parent-pid PID] [--lock-fd FD]
//
// --kernel measures the tuned kernel an export's kernel.json describes; --baseline measures a
// vendor baseline (driver_contract.json names them) on that kernel's case and reference buffers.
// Every setting, its default and its meaning come from artifact/driver_contract.json (run
// `energy-driver --help`); docs/MEASUREMENT.md gives the protocol and the reasons.
//
// --parent-pid PID: the driver dies with the run that started it (the kernel's parent-death signal,
// SIGKILL, set first and checked right after: a parent already gone stops it), and never writes a
// record once PID is no longer its parent. --lock-fd FD: a descriptor of the GPU's lock file that the
// run hands down; the driver takes that lock (its own while it lives, refused if another process holds
// it), so no run can start on the GPU beside a driver that outlived its run.
//
// Order: the cold idle is measured first, with NVML only, before any CUDA call of this process;
// then each point in the order given (protocol.hpp). Exit status (driver_contract.json):
// 0 all measured, 2 usage or input error, 3 some kernel failed its correctness gate (the others
// were measured), 4 a CUDA, NVML or library call failed (its code is in the message).
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <type_traits>
#include <vector>

#include "contract.hpp"
#include "device.hpp"
#include "json.hpp"
#include "protocol.hpp"
#include "settings.hpp"
#include "spec.hpp"

using namespace ed;

namespace {

struct UsageError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

struct Point {
  std::string manifest, baseline;  // baseline empty: the tuned kernel itself
};

struct Args {
  std::string cmd, out_dir, gpu_uuid;
  std::vector<Point> points;
  RunOptions run;
  long parent_pid = 0;  // 0: not given
  int lock_fd = -1;     // -1: not given
};

pid_t g_parent = 0;  // the run this driver belongs to (--parent-pid), for the record commit check

void parent_still_there() {
  if (g_parent > 0 && getppid() != g_parent)
    throw std::runtime_error("the run that started this driver (pid " + std::to_string(g_parent) +
                             ") has ended: its record is not written");
}

// --parent-pid and --lock-fd, before anything else: an orphan never measures, nor beside another run.
void guard(const Args& a) {
  if (a.parent_pid > 0) {
    g_parent = (pid_t)a.parent_pid;
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0)
      throw std::runtime_error(std::string("prctl(PR_SET_PDEATHSIG) failed: ") + std::strerror(errno));
    if (getppid() != g_parent)  // the parent died before the signal was set: nothing would kill this one
      throw std::runtime_error("the run that started this driver (pid " + std::to_string(g_parent) +
                               ") has ended: nothing measured");
    set_commit_check(parent_still_there);
  }
  if (a.lock_fd >= 0 && flock(a.lock_fd, LOCK_EX | LOCK_NB) != 0)
    throw std::runtime_error("--lock-fd " + std::to_string(a.lock_fd) + ": the GPU's lock is not this run's (" +
                             std::strerror(errno) + "): nothing measured");
}

void usage(FILE* to) {
  std::fprintf(to,
               "usage: energy-driver info [--gpu UUID]\n"
               "       energy-driver run --kernel KERNEL_JSON [--kernel ...] [--baseline NAME=KERNEL_JSON ...]\n"
               "                         --out-dir DIR [--gpu UUID] [--cap-label L] [--lib-dirs DIRS]\n"
               "                         [--meta KEY=VALUE ...] [--parent-pid PID] [--lock-fd FD] [settings]\n"
               "baselines:");
  for (const auto& b : contract::kBaselines) std::fprintf(to, " %s (%s)", b.name, b.kind);
  std::fprintf(to, "\nsettings (defaults from driver_contract.json):\n");
  contract::Protocol p;
  contract::for_each_setting(p, [&](const char*, const char* flag, auto& value, const char* help, const char* choices) {
    using T = std::decay_t<decltype(value)>;
    std::string def;
    if constexpr (std::is_same_v<T, std::string>) def = value + " (" + choices + ")";
    else if constexpr (std::is_same_v<T, long long>) def = std::to_string(value);
    else {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%g", value);
      def = buf;
    }
    std::fprintf(to, "  %-22s %-18s %s\n", flag, def.c_str(), help);
  });
  std::fprintf(to, "exit status: %d ok, %d usage or input error, %d a kernel failed its correctness gate, "
                   "%d a CUDA/NVML/library call failed\n",
               contract::kExitOk, contract::kExitUsage, contract::kExitGateFailed, contract::kExitDevice);
}

double parse_number(const std::string& flag, const std::string& v) {
  char* end = nullptr;
  double d = std::strtod(v.c_str(), &end);
  if (v.empty() || *end || !std::isfinite(d) || d < 0) throw UsageError(flag + ": bad value '" + v + "'");
  return d;
}

Args parse(int argc, char** argv) {
  Args a;
  if (argc < 2) throw UsageError("no command");
  a.cmd = argv[1];
  for (int i = 2; i < argc; ++i) {
    std::string f = argv[i];
    auto val = [&]() -> std::string {
      if (i + 1 >= argc) throw UsageError(f + " needs a value");
      return argv[++i];
    };
    if (f == "--kernel") a.points.push_back({val(), ""});
    else if (f == "--baseline") {
      std::string kv = val();
      auto eq = kv.find('=');
      if (eq == std::string::npos || eq == 0 || eq + 1 == kv.size()) throw UsageError("--baseline needs NAME=KERNEL_JSON");
      a.points.push_back({kv.substr(eq + 1), kv.substr(0, eq)});
    } else if (f == "--out-dir") a.out_dir = val();
    else if (f == "--parent-pid" || f == "--lock-fd") {
      std::string v = val();
      char* end = nullptr;
      long n = std::strtol(v.c_str(), &end, 10);
      if (v.empty() || *end || n < (f == "--lock-fd" ? 0 : 1) || n > 0x7fffffff)
        throw UsageError(f + ": bad value '" + v + "'");
      if (f == "--parent-pid") a.parent_pid = n;
      else a.lock_fd = (int)n;
    }
    else if (f == "--gpu") a.gpu_uuid = val();
    else if (f == "--lib-dirs") a.run.lib_dirs = val();
    else if (f == "--cap-label") a.run.cap_label = val();
    else if (f == "--meta") {
      std::string kv = val();
      auto eq = kv.find('=');
      if (eq == std::string::npos || eq == 0) throw UsageError("--meta needs KEY=VALUE");
      a.run.meta.push_back({kv.substr(0, eq), kv.substr(eq + 1)});
    } else {
      bool known = false;
      contract::for_each_setting(a.run.protocol, [&](const char*, const char* flag, auto& value, const char*,
                                                     const char* choices) {
        if (known || f != flag) return;
        known = true;
        std::string v = val();
        using T = std::decay_t<decltype(value)>;
        if constexpr (std::is_same_v<T, std::string>) {
          std::string all = std::string("|") + choices + "|";
          if (all.find("|" + v + "|") == std::string::npos)
            throw UsageError(f + " must be one of " + std::string(choices) + ", not '" + v + "'");
          value = v;
        } else if constexpr (std::is_same_v<T, long long>) {
          double d = parse_number(f, v);
          if (d != std::floor(d)) throw UsageError(f + ": bad value '" + v + "' (an integer)");
          value = (long long)d;
        } else {
          value = parse_number(f, v);
        }
      });
      if (!known) throw UsageError("unknown option " + f);
    }
  }
  std::string problem = protocol_problem(a.run.protocol);  // the checks the in-process library applies too
  if (!problem.empty()) throw UsageError(problem);
  return a;
}

// Everything a point needs from the disk, checked before the GPU is touched.
std::vector<Spec> load_points(const Args& a) {
  if (a.points.empty() || a.out_dir.empty()) throw UsageError("run needs --kernel (or --baseline) and --out-dir");
  struct stat st;
  if (stat(a.out_dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
    throw std::runtime_error("--out-dir " + a.out_dir + " is not a directory");
  std::vector<Spec> specs;
  for (const auto& pt : a.points) {
    Spec s = load_spec(pt.manifest, pt.baseline);
    if (!s.cubin.empty() && stat(s.cubin.c_str(), &st) != 0) throw std::runtime_error("cubin not found: " + s.cubin);
    for (const auto& b : s.buffers) {
      if (stat(b.path.c_str(), &st) != 0) throw std::runtime_error("buffer file not found: " + b.path);
      if ((size_t)st.st_size != b.bytes)
        throw std::runtime_error("buffer file " + b.path + " has " + std::to_string(st.st_size) + " bytes, " +
                                 pt.manifest + " says " + std::to_string(b.bytes));
    }
    for (const auto& done : specs)
      if (done.id == s.id)
        throw std::runtime_error("two points with the id " + s.id + " (" + done.manifest + ", " + s.manifest +
                                 "): records are named by id, measure each case into its own --out-dir");
    specs.push_back(std::move(s));
  }
  return specs;
}

int info(const Args& a) {
  Gpu g;
  g.open_nvml(a.gpu_uuid, a.run.protocol.method);
  g.open_cuda();
  GpuIdentity id = g.identity();
  PowerLimits l = g.limits();
  Json j;
  j.begin_obj().key("gpu").begin_obj().key("name").str(id.name).key("uuid").str(id.uuid).key("pci_bus_id").str(id.pci_bus_id)
      .key("driver_version").str(id.driver_version).key("nvml_version").str(id.nvml_version)
      .key("cuda_driver_version").integer(id.cuda_driver_version).key("compute_capability").str(id.compute_capability)
      .key("multiprocessors").integer(id.multiprocessors).key("max_sm_clock_mhz").num(id.max_sm_clock_mhz)
      .key("max_mem_clock_mhz").num(id.max_mem_clock_mhz).key("memory_bus_width_bits").num(id.memory_bus_width_bits)
      .key("l2_bytes").num(id.l2_bytes).end_obj();
  j.key("power_limit_w").begin_obj().key("enforced").num(l.enforced).key("default").num(l.default_w).key("min").num(l.min)
      .key("max").num(l.max).end_obj();
  j.key("energy_counter").boolean(g.has_counter()).key("instant_power_field").boolean(g.has_instant_power())
      .key("method").str(g.method()).key("record_schema").str(contract::kRecordSchema).end_obj();
  std::printf("%s\n", j.text().c_str());
  return contract::kExitOk;
}

int run(const Args& a) {
  std::vector<Spec> specs = load_points(a);
  Gpu g;
  g.open_nvml(a.gpu_uuid, a.run.protocol.method);
  // cold idle: before cuInit, so no context of this process exists yet
  IdleResult cold = measure_idle(g, a.run.protocol.idle_s, g.method() + "_window_before_cuinit");
  std::printf("cold idle: %.1f W over %.2f s (%s, counter period %.0f ms), %.0f C\n", cold.power_w, cold.window_s,
              cold.method.c_str(), cold.update_period_s * 1e3, cold.temperature_c);
  std::fflush(stdout);
  g.open_cuda();
  int failed = 0;
  for (const auto& s : specs) {
    try {
      measure_point(g, a.run, s, cold, a.out_dir + "/" + s.id + ".json");
    } catch (const GateFailure& e) {  // reported; the other points are still measured
      std::fprintf(stderr, "error: %s\n", e.what());
      ++failed;
    }
  }
  return failed ? contract::kExitGateFailed : contract::kExitOk;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
    usage(stdout);
    return contract::kExitOk;
  }
  Args a;
  try {
    a = parse(argc, argv);
    if (a.cmd != "info" && a.cmd != "run") throw UsageError("unknown command '" + a.cmd + "'");
  } catch (const UsageError& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    usage(stderr);
    return contract::kExitUsage;
  }
  try {
    guard(a);
    return a.cmd == "info" ? info(a) : run(a);
  } catch (const DeviceError& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return contract::kExitDevice;
  } catch (const std::exception& e) {  // bad input: manifests, files, options
    std::fprintf(stderr, "error: %s\n", e.what());
    return contract::kExitUsage;
  }
}
