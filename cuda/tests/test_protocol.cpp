// Unit tests of the driver's pure logic (cuda/src/protocol.cpp). Built and run by `make -C cuda test`
// and by tests/test_driver.py; exits non-zero on the first failed check.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

#include "../src/protocol.hpp"

static int failures = 0;
#define CHECK(cond)                                                              \
  do {                                                                           \
    if (!(cond)) {                                                               \
      std::fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);       \
      ++failures;                                                                \
    }                                                                            \
  } while (0)
#define CHECK_NEAR(a, b, tol) CHECK(std::fabs((a) - (b)) <= (tol))

using namespace ed;

// A GPU whose counter (mJ, integer) is refreshed every `period_s`, polled every ~poll_s with jitter.
struct Trace {
  std::vector<Sample> samples;
};
static Trace synth(double (*power_at)(double), double duration_s, double period_s, double phase_s,
                   double poll_s, unsigned seed, bool with_counter = true) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> jitter(0.5, 1.5);
  Trace tr;
  double energy_j = 0, t = 0, dt_int = 1e-5;
  double next_update = phase_s;
  uint64_t counter = 0;
  double integ_t = 0;
  while (t < duration_s) {
    while (integ_t < t) {  // integrate true power finely
      energy_j += power_at(integ_t) * dt_int;
      integ_t += dt_int;
      if (integ_t >= next_update) {
        counter = (uint64_t)std::floor(energy_j * 1e3);
        next_update += period_s;
      }
    }
    Sample s;
    s.t_s = t;
    if (with_counter) s.energy_mj = counter;
    s.power_w = power_at(t);
    tr.samples.push_back(s);
    t += poll_s * jitter(rng);
  }
  return tr;
}

static double p300(double) { return 300.0; }
static double pstep(double t) { return t < 1.0 ? 100.0 : 300.0; }

static void test_stats() {
  CHECK_NEAR(median({3, 1, 2}), 2, 1e-12);
  CHECK_NEAR(median({4, 1, 2, 3}), 2.5, 1e-12);
  CHECK_NEAR(mean({1, 2, 3}), 2, 1e-12);
  CHECK_NEAR(stdev({1, 2, 3}), 1, 1e-12);
  CHECK_NEAR(cv({1, 2, 3}), 0.5, 1e-12);
  CHECK(cv({5}) == 0);
  CHECK(std::isnan(median({})));
}

static void test_counter_windows_constant_power() {
  Trace tr = synth(p300, 4.0, 0.1, 0.037, 0.001, 1);
  CounterWindower w(0.5, true);
  std::vector<Window> ws;
  for (const auto& s : tr.samples)
    if (auto x = w.add(s)) ws.push_back(*x);
  CHECK(ws.size() >= 6);
  for (size_t i = 0; i < ws.size(); ++i) {
    CHECK(ws[i].duration_s() >= 0.5);
    CHECK(ws[i].duration_s() < 0.5 + 0.1 + 0.01);   // closes at the first update past 0.5 s
    CHECK_NEAR(ws[i].power_w(), 300.0, 300.0 * 0.005);
    CHECK_NEAR(ws[i].sampled_power_w(), 300.0, 1e-6);
    if (i) CHECK(ws[i].t0_s == ws[i - 1].t1_s);   // back to back
    // boundaries sit on updates: within one poll of phase + k * period
    double k = std::round((ws[i].t0_s - 0.037) / 0.1);
    CHECK(ws[i].t0_s - (0.037 + k * 0.1) >= -1e-9);
    CHECK(ws[i].t0_s - (0.037 + k * 0.1) <= 0.0016);
  }
  CHECK_NEAR(w.mean_update_period_s(), 0.1, 0.002);
  std::vector<double> p;
  for (auto& x : ws) p.push_back(x.power_w());
  CHECK(cv(p) < 0.003);
}

static void test_naive_window_is_biased() {
  // The reason for alignment: reading the counter before/after a fixed interval that is not a
  // whole number of update periods gains or misses up to one 100 ms period of energy.
  Trace tr = synth(p300, 2.0, 0.1, 0.037, 0.001, 2);
  int biased = 0;
  for (double start = 0.5; start < 1.4; start += 0.01) {
    const Sample *x = nullptr, *y = nullptr;
    for (const auto& s : tr.samples) {
      if (!x && s.t_s >= start) x = &s;
      if (!y && s.t_s >= start + 0.45) y = &s;
    }
    double w = double(*y->energy_mj - *x->energy_mj) / 1e3 / (y->t_s - x->t_s);
    biased += std::fabs(w - 300.0) > 300.0 * 0.05;
  }
  CHECK(biased > 60);  // of 90 start times
}

static void test_counter_windows_step() {
  Trace tr = synth(pstep, 3.0, 0.1, 0.011, 0.001, 3);
  CounterWindower w(0.3, true);
  std::vector<Window> ws;
  for (const auto& s : tr.samples)
    if (auto x = w.add(s)) ws.push_back(*x);
  CHECK(!ws.empty());
  for (auto& x : ws) {
    if (x.t1_s < 0.99) CHECK_NEAR(x.power_w(), 100.0, 1.5);
    if (x.t0_s > 1.01) CHECK_NEAR(x.power_w(), 300.0, 3.0);
    CHECK_NEAR(x.power_w(), x.sampled_power_w(), 0.05 * x.power_w() + 2.0);
  }
}

static void test_counter_backwards_throws() {
  CounterWindower w(0.1, true);
  Sample s{0.0, 1000, 10};
  w.add(s);
  s.t_s = 0.1; s.energy_mj = 1100; w.add(s);
  s.t_s = 0.2; s.energy_mj = 900;
  bool threw = false;
  try { w.add(s); } catch (const std::runtime_error&) { threw = true; }
  CHECK(threw);
}

static void test_sampled_windows() {
  Trace tr = synth(p300, 2.0, 0.1, 0.0, 0.002, 4, false);
  CounterWindower w(0.4, false);
  std::vector<Window> ws;
  for (const auto& s : tr.samples)
    if (auto x = w.add(s)) ws.push_back(*x);
  CHECK(ws.size() >= 3);
  for (auto& x : ws) {
    CHECK_NEAR(x.power_w(), 300.0, 1e-6);
    CHECK(x.duration_s() >= 0.4);
  }
}

static void test_settle_and_graph_size() {
  SettleDetector d(3, 0.01);
  CHECK(!d.add(500));
  CHECK(!d.add(600));
  CHECK(!d.add(650));
  CHECK(!d.add(652));
  CHECK(d.add(651));
  CHECK(launches_per_graph(10e-6, 2e-3, 10000) == 200);
  CHECK(launches_per_graph(5e-3, 2e-3, 10000) == 1);
  CHECK(launches_per_graph(1e-9, 2e-3, 10000) == 10000);
  CHECK(launches_per_graph(0, 2e-3, 10000) == 1);
}

static void test_relative_error() {
  float ref[4] = {1, 2, 3, 4}, out[4] = {1, 2, 3, 4.0001f};
  CHECK(relative_error(out, ref, 4) < 2e-5);
  out[0] = NAN;
  CHECK(std::isinf(relative_error(out, ref, 4)));
  out[0] = 1;
  out[3] = 5;
  CHECK(relative_error(out, ref, 4) > 1e-2);
}

static void test_spec() {
  const char* good =
      "# comment\nid r0001\ncase case2\nflops 1e9\ncubin /x/kernel.cubin\n"
      "buffer data 16 input /x/data.bin\nbuffer kernel 16 input /x/kernel.bin\n"
      "buffer conv2d_nchw 16 output /x/out.bin\n"
      "launch main_kernel 2 1 1 128 1 1 0 conv2d_nchw data kernel\n";
  Spec s = parse_spec(good, "good");
  CHECK(s.id == "r0001");
  CHECK(s.launches.size() == 1);
  CHECK(s.launches[0].grid[0] == 2 && s.launches[0].block[0] == 128);
  CHECK(s.launches[0].params.size() == 3 && s.launches[0].params[0] == "conv2d_nchw");
  CHECK(s.buffer("kernel") && s.buffer("kernel")->role == "input");
  CHECK(s.flops == 1e9);
  auto throws = [](const std::string& text) {
    try { parse_spec(text, "bad"); } catch (const std::runtime_error&) { return true; }
    return false;
  };
  CHECK(throws(std::string(good) + "frobnicate 1\n"));
  CHECK(throws(std::string(good) + "launch k2 1 1 1 1 1 1 0 nosuchbuffer\n"));
  CHECK(throws("id a\ncubin c\nbuffer a 4 input p\nlaunch k 1 1 1 1 1 1 0 a\n"));  // no output
  CHECK(throws("id a\nbuffer a 4 output p\n"));                                    // neither cubin nor baseline
  CHECK(throws(std::string(good) + "launch k 1 x 1 1 1 1 0 data\n"));
  Spec b = parse_spec("id cudnn-fp32\nbaseline cudnn-fp32 conv2d 1 8 8 4 4 3 3 1 1\nbuffer o 4 output p\n", "b");
  CHECK(b.baseline.size() == 11 && b.baseline[0] == "cudnn-fp32");
}

static void test_json_and_atomic_write() {
  Json j;
  j.begin_obj().key("a").str("x\"y\n").key("b").num(1.5).key("c").num(NAN).key("d").begin_arr().num(1).num(2).end_arr()
      .key("e").begin_obj().key("f").boolean(true).end_obj().end_obj();
  CHECK(j.text() == "{\"a\":\"x\\\"y\\n\",\"b\":1.5,\"c\":null,\"d\":[1,2],\"e\":{\"f\":true}}");
  std::string dir = "/tmp/ed_test_" + std::to_string(::getpid());
  ::mkdir(dir.c_str(), 0755);
  std::string path = dir + "/r.json";
  write_file_atomic(path, j.text());
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  CHECK(ss.str() == j.text());
  bool threw = false;
  try { write_file_atomic(dir + "/no/such/dir/x.json", "{}"); } catch (const std::runtime_error&) { threw = true; }
  CHECK(threw);
  std::remove(path.c_str());
  ::rmdir(dir.c_str());
}

int main() {
  test_stats();
  test_counter_windows_constant_power();
  test_naive_window_is_biased();
  test_counter_windows_step();
  test_counter_backwards_throws();
  test_sampled_windows();
  test_settle_and_graph_size();
  test_relative_error();
  test_spec();
  test_json_and_atomic_write();
  if (failures) {
    std::fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  std::printf("all protocol tests passed\n");
  return 0;
}
