#include "spec.hpp"

#include <stdexcept>

#include "contract.hpp"

namespace ed {

const BufferSpec* Spec::buffer(const std::string& name) const {
  for (const auto& b : buffers)
    if (b.name == name) return &b;
  return nullptr;
}

const BufferSpec& Spec::output() const {
  for (const auto& b : buffers)
    if (b.role == "output") return b;
  throw std::runtime_error(manifest + ": no output buffer");
}

int dtype_bytes(const std::string& dtype) {
  std::string known;
  for (const auto& d : contract::kBufferDtypes) {
    if (dtype == d.name) return d.bytes;
    known += std::string(known.empty() ? "" : ", ") + d.name;
  }
  throw std::runtime_error("unknown dtype '" + dtype + "' (known: " + known + ")");
}

RtolTable contract_rtols() {
  RtolTable t;
  for (const auto& r : contract::kRtols) t[r.mode] = r.rtol;
  return t;
}

double Spec::bytes_per_launch() const {
  double n = 0;
  for (const auto& b : buffers) n += (double)b.device_bytes();
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

// The case dtype whose inputs and output have these buffer dtypes (driver_contract.json case_dtypes).
std::string case_dtype_of(const std::vector<BufferSpec>& buffers, const std::string& w) {
  std::string inputs, output, known;
  bool mixed = false;
  for (const auto& b : buffers) {
    if (b.role == "output") output = b.dtype;
    else if (inputs.empty()) inputs = b.dtype;
    else mixed |= inputs != b.dtype;
  }
  for (const auto& d : contract::kCaseDtypes) {
    if (!mixed && inputs == d.inputs && output == d.output) return d.name;
    known += std::string(known.empty() ? "" : ", ") + d.name + " (" + d.inputs + " -> " + d.output + ")";
  }
  throw std::runtime_error(w + ": inputs of " + (mixed ? std::string("mixed dtypes") : inputs) + " and an output of " +
                           output + " make no case dtype the driver measures (" + known + ")");
}

// The case's dtype where the manifest names one (case.dtype or case.params.dtype), else "".
std::string named_case_dtype(const JsonValue& c, const std::string& w) {
  if (const JsonValue* d = c.find("dtype"); d && !d->is_null()) return d->string(w + ": case.dtype");
  if (const JsonValue* p = c.find("params"))
    if (const JsonValue* d = p->find("dtype"); d && !d->is_null()) return d->string(w + ": case.params.dtype");
  return "";
}

std::string shape_text(const std::vector<long long>& v) {
  std::string t = "[";
  for (size_t i = 0; i < v.size(); ++i) t += (i ? ", " : "") + std::to_string(v[i]);
  return t + "]";
}

// A cuDNN baseline of a convolution: the data buffer must be in the case's layout, and the filter's
// layout follows from it (NCHW: OIHW) or, for NHWC, from the kernel buffer's shape (OHWI, which cuDNN
// reads as KRSC, or HWIO, which the baseline reorders once).
std::string conv_filter_layout(const Spec& s, const std::string& w) {
  const auto& p = s.shape;
  const BufferSpec* data = s.buffer("data");
  const BufferSpec* kernel = s.buffer("kernel");
  const bool nhwc = s.layout == "NHWC";
  const std::vector<long long> want = nhwc ? std::vector<long long>{p.at("N"), p.at("H"), p.at("W"), p.at("CI")}
                                           : std::vector<long long>{p.at("N"), p.at("CI"), p.at("H"), p.at("W")};
  if (!data->shape.empty() && data->shape != want)
    throw std::runtime_error(w + ": the data buffer of an " + s.layout + " convolution must be " + shape_text(want) +
                             ", not " + shape_text(data->shape));
  if (!nhwc) {
    const std::vector<long long> oihw = {p.at("CO"), p.at("CI"), p.at("KH"), p.at("KW")};
    if (!kernel->shape.empty() && kernel->shape != oihw)
      throw std::runtime_error(w + ": the kernel buffer of an NCHW convolution must be OIHW " + shape_text(oihw) +
                               ", not " + shape_text(kernel->shape));
    return "OIHW";
  }
  const std::vector<long long> ohwi = {p.at("CO"), p.at("KH"), p.at("KW"), p.at("CI")};
  const std::vector<long long> hwio = {p.at("KH"), p.at("KW"), p.at("CI"), p.at("CO")};
  if (kernel->shape.empty() || ohwi == hwio)
    throw std::runtime_error(w + ": the kernel buffer's layout cannot be told from its shape (" +
                             (kernel->shape.empty() ? std::string("none given") : shape_text(kernel->shape)) +
                             "): OHWI " + shape_text(ohwi) + " or HWIO " + shape_text(hwio) + " is needed");
  if (kernel->shape == ohwi) return "OHWI";
  if (kernel->shape == hwio) return "HWIO";
  throw std::runtime_error(w + ": the kernel buffer of an NHWC convolution must be OHWI " + shape_text(ohwi) +
                           " or HWIO " + shape_text(hwio) + ", not " + shape_text(kernel->shape));
}

}  // namespace

Spec spec_from_manifest(const JsonValue& m, const std::string& path, const std::string& baseline,
                        const RtolTable& rtols) {
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
    if (const JsonValue* dt = bufs[i].find("dtype")) b.dtype = dt->string(bw + ".dtype");
    b.file_dtype = b.dtype;
    if (const JsonValue* fd = bufs[i].find("file_dtype"); fd && !fd->is_null()) b.file_dtype = fd->string(bw + ".file_dtype");
    int elem = 0;
    try {
      dtype_bytes(b.dtype);
      elem = dtype_bytes(b.file_dtype);
    } catch (const std::runtime_error& e) {
      throw std::runtime_error(bw + ".dtype: " + e.what());
    }
    long long bytes = bufs[i].at("bytes", bw).integer(bw + ".bytes");
    if (bytes <= 0 || bytes % elem)
      throw std::runtime_error(bw + ".bytes must be a positive multiple of " + std::to_string(elem) + " (" + b.file_dtype + ")");
    b.bytes = (size_t)bytes;
    if (const JsonValue* sh = bufs[i].find("shape")) {
      long long n = 1;
      for (const auto& d : sh->array(bw + ".shape")) {
        b.shape.push_back(d.integer(bw + ".shape"));
        if (b.shape.back() <= 0 || b.shape.back() > (1LL << 40)) throw std::runtime_error(bw + ".shape: a dimension out of range");
        n *= b.shape.back();
        if (n > (1LL << 50)) throw std::runtime_error(bw + ".shape: too many elements");
      }
      if (n * elem != bytes)
        throw std::runtime_error(bw + ": shape " + shape_text(b.shape) + " of " + b.file_dtype + " is " + std::to_string(n * elem) +
                                 " bytes, not the " + std::to_string(bytes) + " of .bytes");
    }
    b.role = bufs[i].at("role", bw).string(bw + ".role");
    if (b.role != "input" && b.role != "output") throw std::runtime_error(bw + ".role must be input or output");
    b.path = join(dir, bufs[i].at("file", bw).string(bw + ".file"));
    outputs += b.role == "output";
    if (s.buffer(b.name)) throw std::runtime_error(bw + ": buffer " + b.name + " appears twice");
    s.buffers.push_back(b);
  }
  if (outputs != 1) throw std::runtime_error(w + ": exactly one output buffer is needed");
  if (outputs == (int)s.buffers.size()) throw std::runtime_error(w + ": no input buffer");
  s.case_dtype = case_dtype_of(s.buffers, w);
  if (std::string named = named_case_dtype(c, w); !named.empty() && named != s.case_dtype)
    throw std::runtime_error(w + ": the case's dtype is " + named + " but its buffers make it " + s.case_dtype);
  for (const auto& b : s.buffers)
    if (b.role == "input") s.input_dtype = b.dtype;
  s.output_dtype = s.output().dtype;
  if (s.kind == "conv2d") {
    s.layout = "NCHW";  // the case's layout: NCHW unless case.params.layout says NHWC
    if (const JsonValue* l = params.find("layout"); l && !l->is_null()) s.layout = l->string(w + ": case.params.layout");
    if (s.layout != "NCHW" && s.layout != "NHWC")
      throw std::runtime_error(w + ": case.params.layout of a convolution must be NCHW or NHWC, not " + s.layout);
  }

  if (baseline.empty()) {
    s.id = m.at("kernel_id", w).string(w + ": kernel_id");
    s.cubin = join(dir, m.at("cubin", w).string(w + ": cubin"));
    s.math_mode = s.case_dtype;
    s.gate_mode = s.case_dtype;
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
      if (b.kind != s.kind || b.dtype != s.case_dtype) continue;
      names += std::string(names.empty() ? "" : ", ") + b.name;
      if (baseline == b.name) found = &b;
    }
    if (!found)
      throw std::runtime_error("no baseline '" + baseline + "' for a " + s.kind + " case of dtype " + s.case_dtype + " (" +
                               (names.empty() ? std::string("none") : names) + ")");
    s.id = baseline;
    s.baseline = baseline;
    s.math_mode = found->math_mode;
    std::vector<std::string> needed = {"A", "B", "C"};
    if (s.kind == "conv2d") needed = {"data", "kernel", s.output().name};
    for (const auto& name : needed)
      if (!s.buffer(name)) throw std::runtime_error(w + ": the " + baseline + " baseline needs a buffer named " + name);
    if (s.kind == "conv2d") s.filter_layout = conv_filter_layout(s, w);
    // cuDNN's fp16 convolution writes fp16 (into a buffer of its own where the case's output is fp32)
    if (s.math_mode == "fp16" && s.kind == "conv2d") s.output_dtype = "float16";
    s.gate_mode = s.math_mode == "fp16" && s.output_dtype == "float16" ? "fp16-out" : s.math_mode;
  }
  auto rt = rtols.find(s.gate_mode);
  if (rt == rtols.end())
    throw std::runtime_error(w + ": no correctness tolerance for math mode " + s.gate_mode +
                             " (correctness_rtol of driver_contract.json)");
  s.rtol = rt->second;
  return s;
}

Spec load_spec(const std::string& manifest_path, const std::string& baseline) {
  JsonValue m = JsonValue::parse(read_file(manifest_path, "kernel manifest"), manifest_path);
  return spec_from_manifest(m, manifest_path, baseline);
}

}  // namespace ed
