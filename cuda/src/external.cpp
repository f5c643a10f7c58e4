#include "external.hpp"

namespace ed {

namespace {

class CallerGraph : public Workload {
 public:
  CallerGraph(const CudaApi& cu, CUgraphExec exec, int runs, std::function<void(Json&)> describe)
      : cu_(cu), exec_(exec), runs_(runs), describe_(std::move(describe)) {}
  void enqueue(CUstream s) override { cu_.check(cu_.cuGraphLaunch(exec_, s), "cuGraphLaunch (the caller's graph)"); }
  void describe(Json& j) const override { describe_(j); }
  // A launch of an instantiated graph cannot itself be captured: the protocol's replays launch it
  // directly, several times per replay slot where one launch is short (Replayer, protocol.cpp).
  bool capturable() const override { return false; }
  int runs_per_enqueue() const override { return runs_; }

 private:
  const CudaApi& cu_;
  CUgraphExec exec_;
  int runs_;
  std::function<void(Json&)> describe_;
};

// The caller's work enqueued by its callback on the caller's stream (the protocol's stream: the one
// passed to ed_measure_callback), so the protocol's events order with it.
class CallerCallbackWorkload : public Workload {
 public:
  CallerCallbackWorkload(CallerCallback cb, void* user, int runs, std::function<void(Json&)> describe)
      : cb_(cb), user_(user), runs_(runs), describe_(std::move(describe)) {}
  void enqueue(CUstream) override { call_caller(cb_, user_, ++calls_); }
  void describe(Json& j) const override { describe_(j); }
  // What the callback enqueues is the caller's (a framework's eager calls may allocate, synchronize or
  // launch on other streams): never captured, called k times per replay slot instead.
  bool capturable() const override { return false; }
  int runs_per_enqueue() const override { return runs_; }

 private:
  CallerCallback cb_;
  void* user_;
  int runs_;
  long long calls_ = 0;
  std::function<void(Json&)> describe_;
};

}  // namespace

std::unique_ptr<Workload> make_caller_callback(CallerCallback cb, void* user, int runs_per_call,
                                               std::function<void(Json&)> describe) {
  return std::make_unique<CallerCallbackWorkload>(cb, user, runs_per_call, std::move(describe));
}

std::unique_ptr<Workload> make_caller_graph(const CudaApi& cu, CUgraphExec exec, int runs_per_replay,
                                            std::function<void(Json&)> describe) {
  return std::make_unique<CallerGraph>(cu, exec, runs_per_replay, std::move(describe));
}

}  // namespace ed
