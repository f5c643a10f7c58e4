#include "spec.hpp"

#include <stdexcept>

#include "contract.hpp"

namespace ed {

const BufferSpec* Spec::buffer(const std::string& name) const {
  for (const auto& b : buffers)
    if (b.name == name) return &b;
  return nullptr;
}

double Spec::bytes_per_launch() const {
  double n = 0;
  for (const auto& b : buffers) n += (double)b.bytes;
  return n;
}

namespace {

std::string dir_of(const std::string& path) {
  auto slash = path.rfind('/');
  return slash == std::string::npos ? "." : path.substr(0, slash);
}

std::string join(const std::string& dir, const std::string& rel) {
  if (!rel.empty() && rel[0] == '/') return rel;
  return dir + "/" + rel;
}

unsigned dim(const JsonValue& v, const std::string& where) {
  long long x = v.integer(where);
  if (x < 0 || x > 0xffffffffLL) throw std::runtime_error(where + ": out of range");
  return (unsigned)x;
}

void dims3(const JsonValue& arr, unsigned out[3], const std::string& where) {
  const auto& a = arr.array(where);
  if (a.size() != 3) throw std::runtime_error(where + ": needs 3 values");
  for (int i = 0; i < 3; ++i) {
    out[i] = dim(a[i], where + "[" + std::to_string(i) + "]");
    if (out[i] == 0) throw std::runtime_error(where + ": a dimension is 0");
  }
}

}  // namespace

Spec spec_from_manifest(const JsonValue& m, const std::string& path, const std::string& baseline) {
  Spec s;
  s.manifest = path;
  const std::string dir = dir_of(path);
  const std::string w = path;
  m.object(w);
  s.case_id = m.at("case_id", w).string(w + ": case_id");
  const JsonValue& c = m.at("case", w);
  s.kind = c.at("kind", w + ": case").string(w + ": case.kind");
  const JsonValue& params = c.at("params", w + ": case");
  const char* conv[] = {"N", "H", "W", "CO", "CI", "KH", "KW", "stride", "padding"};
  const char* gemm[] = {"M", "N", "K"};
  if (s.kind == "conv2d") {
    for (const char* k : conv) s.shape[k] = params.at(k, w + ": case.params").integer(w + ": case.params." + k);
  } else if (s.kind == "gemm") {
    for (const char* k : gemm) s.shape[k] = params.at(k, w + ": case.params").integer(w + ": case.params." + k);
    s.layout = params.at("layout", w + ": case.params").string(w + ": case.params.layout");
    if (s.layout != "NN" && s.layout != "NT") throw std::runtime_error(w + ": case.params.layout must be NN or NT");
  } else {
    throw std::runtime_error(w + ": case.kind must be conv2d or gemm, not '" + s.kind + "'");
  }
  for (const auto& kv : s.shape)
    if (kv.second <= 0 && kv.first != "padding") throw std::runtime_error(w + ": case.params." + kv.first + " must be positive");
  s.flops = m.at("flops", w).number(w + ": flops");

  const auto& bufs = m.at("buffers", w).array(w + ": buffers");
  int outputs = 0;
  for (size_t i = 0; i < bufs.size(); ++i) {
    std::string bw = w + ": buffers[" + std::to_string(i) + "]";
    BufferSpec b;
    b.name = bufs[i].at("name", bw).string(bw + ".name");
    long long bytes = bufs[i].at("bytes", bw).integer(bw + ".bytes");
    if (bytes <= 0 || bytes % 4) throw std::runtime_error(bw + ".bytes must be a positive multiple of 4");
    b.bytes = (size_t)bytes;
    b.role = bufs[i].at("role", bw).string(bw + ".role");
    if (b.role != "input" && b.role != "output") throw std::runtime_error(bw + ".role must be input or output");
    if (const JsonValue* dt = bufs[i].find("dtype"); dt && dt->string(bw + ".dtype") != "float32")
      throw std::runtime_error(bw + ".dtype: only float32 buffers are supported");
    b.path = join(dir, bufs[i].at("file", bw).string(bw + ".file"));
    outputs += b.role == "output";
    if (s.buffer(b.name)) throw std::runtime_error(bw + ": buffer " + b.name + " appears twice");
    s.buffers.push_back(b);
  }
  if (outputs != 1) throw std::runtime_error(w + ": exactly one output buffer is needed");

  if (baseline.empty()) {
    s.id = m.at("kernel_id", w).string(w + ": kernel_id");
    s.cubin = join(dir, m.at("cubin", w).string(w + ": cubin"));
    s.math_mode = "fp32";
    s.rtol = contract::kRtolFp32;
    if (const JsonValue* t = m.find("tuned"); t && t->find("run_s") && !t->at("run_s", w).is_null())
      s.tuned_time_s = t->at("run_s", w).number(w + ": tuned.run_s");
    const auto& launches = m.at("launches", w).array(w + ": launches");
    if (launches.empty()) throw std::runtime_error(w + ": no launches");
    for (size_t i = 0; i < launches.size(); ++i) {
      std::string lw = w + ": launches[" + std::to_string(i) + "]";
      LaunchSpec l;
      l.entry = launches[i].at("name", lw).string(lw + ".name");
      dims3(launches[i].at("grid", lw), l.grid, lw + ".grid");
      dims3(launches[i].at("block", lw), l.block, lw + ".block");
      l.dynamic_shared_bytes = dim(launches[i].at("dynamic_shared_bytes", lw), lw + ".dynamic_shared_bytes");
      for (const auto& p : launches[i].at("params", lw).array(lw + ".params")) {
        l.params.push_back(p.string(lw + ".params"));
        if (!s.buffer(l.params.back()))
          throw std::runtime_error(lw + ": parameter " + l.params.back() + " is not one of the buffers");
      }
      s.launches.push_back(l);
    }
  } else {
    const contract::Baseline* found = nullptr;
    std::string names;
    for (const auto& b : contract::kBaselines) {
      if (b.kind == s.kind) names += std::string(names.empty() ? "" : ", ") + b.name;
      if (baseline == b.name && s.kind == b.kind) found = &b;
    }
    if (!found) throw std::runtime_error("no baseline '" + baseline + "' for a " + s.kind + " case (" + names + ")");
    s.id = baseline;
    s.baseline = baseline;
    s.math_mode = found->math_mode;
    s.rtol = s.math_mode == "tf32" ? contract::kRtolTf32 : contract::kRtolFp32;
    const std::vector<std::string> needed = s.kind == "conv2d" ? std::vector<std::string>{"data", "kernel", "conv2d_nchw"}
                                                               : std::vector<std::string>{"A", "B", "C"};
    for (const auto& name : needed)
      if (!s.buffer(name)) throw std::runtime_error(w + ": the " + baseline + " baseline needs a buffer named " + name);
  }
  return s;
}

Spec load_spec(const std::string& manifest_path, const std::string& baseline) {
  JsonValue m = JsonValue::parse(read_file(manifest_path, "kernel manifest"), manifest_path);
  return spec_from_manifest(m, manifest_path, baseline);
}

}  // namespace ed
