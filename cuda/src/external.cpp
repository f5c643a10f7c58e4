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

}  // namespace

std::unique_ptr<Workload> make_caller_graph(const CudaApi& cu, CUgraphExec exec, int runs_per_replay,
                                            std::function<void(Json&)> describe) {
  return std::make_unique<CallerGraph>(cu, exec, runs_per_replay, std::move(describe));
}

}  // namespace ed
