#include "spec.hpp"

#include <cmath>
#include <stdexcept>
#include <type_traits>

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

int tensormap_dtype_bytes(const std::string& dtype) {
  if (dtype == "float16" || dtype == "bfloat16") return 2;
  if (dtype == "float32") return 4;
  return 0;
}

void LaunchSpec::launch_block(unsigned out[3]) const {
  for (int i = 0; i < 3; ++i) out[i] = blocks_are_clusters() ? 1u : block[i];
}

bool LaunchSpec::has_tensormaps() const {
  for (const auto& p : params)
    if (p.is_tensormap) return true;
  return false;
}

void describe_tensormaps(Json& j, const LaunchSpec& l) {
  if (!l.has_tensormaps()) return;
  auto nums = [](const auto& v) { return std::vector<double>(v.begin(), v.end()); };
  j.key("tensormaps").begin_arr();
  for (size_t i = 0; i < l.params.size(); ++i) {
    const auto& p = l.params[i];
    if (!p.is_tensormap) continue;
    const auto& t = p.tensormap;
    j.begin_obj().key("param").integer((long long)i).key("name").str(p.name).key("buffer").str(t.buffer)
        .key("dtype").str(t.dtype).key("rank").integer(t.rank).key("global_dims").nums(nums(t.global_dims))
        .key("global_strides_bytes").nums(nums(t.global_strides_bytes)).key("box_dims").nums(nums(t.box_dims))
        .key("element_strides").nums(nums(t.element_strides)).key("interleave").integer(t.interleave)
        .key("swizzle").integer(t.swizzle).key("l2_promotion").integer(t.l2_promotion)
        .key("oob_fill").integer(t.oob_fill).end_obj();
  }
  j.end_arr();
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

// The case's dtype where the manifest names one (case.params.dtype), else "".
std::string named_case_dtype(const JsonValue& c, const std::string& w) {
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

std::string u128_text(unsigned __int128 v) {
  if (v == 0) return "0";
  std::string t;
  for (; v; v /= 10) t.insert(t.begin(), char('0' + (int)(v % 10)));
  return t;
}

// The fields of a tensor map parameter's "tensormap" object, all required.
const char* const kTensorMapFields[] = {"buffer", "dtype", "rank", "global_dims", "global_strides_bytes", "box_dims",
                                        "element_strides", "interleave", "swizzle", "l2_promotion", "oob_fill"};

// A launch parameter given as an object: a tensor map. Every problem found is one line of the
// message thrown.
LaunchParam tensormap_param(const JsonValue& p, const Spec& s, const std::string& pw) {
  std::vector<std::string> problems;
  LaunchParam out;
  out.is_tensormap = true;
  const JsonValue* name = p.find("name");
  if (name && name->type() == JsonValue::Type::String && !name->string(pw).empty()) out.name = name->string(pw);
  const std::string w = pw + (out.name.empty() ? "" : " (" + out.name + ")");
  auto problem = [&](const std::string& m) { problems.push_back(w + ": " + m); };
  auto fail = [&]() {
    std::string msg;
    for (const auto& line : problems) msg += (msg.empty() ? "" : "\n") + line;
    throw std::runtime_error(msg);
  };
  if (out.name.empty())
    problem(std::string("name must be the parameter's name (a non-empty string), not ") +
            (name ? (name->type() == JsonValue::Type::String ? "an empty string" : json_type_name(name->type()))
                  : "missing"));
  for (const auto& kv : p.object(pw))
    if (kv.first != "name" && kv.first != "tensormap")
      problem("'" + kv.first + "' is not a field of a tensor map parameter (name, tensormap)");
  const JsonValue* tm = p.find("tensormap");
  if (!tm || tm->type() != JsonValue::Type::Object) {
    problem(std::string("tensormap must be an object, not ") + (tm ? json_type_name(tm->type()) : "missing"));
    fail();
  }
  std::string fields;
  for (const char* f : kTensorMapFields) fields += std::string(fields.empty() ? "" : ", ") + f;
  for (const auto& kv : tm->object(pw)) {
    bool known = false;
    for (const char* f : kTensorMapFields) known |= kv.first == f;
    if (!known) problem("tensormap." + kv.first + " is not a tensor map field (" + fields + ")");
  }
  for (const char* f : kTensorMapFields)
    if (!tm->find(f)) problem(std::string("tensormap.") + f + " is missing");

  TensorMapSpec& t = out.tensormap;
  // An integer in [lo, hi]; false (and a problem) where absent, not an integer or out of range.
  auto integer = [&](const JsonValue* v, const std::string& what, long long lo, long long hi, const std::string& range,
                     long long* x) {
    if (!v) return false;
    if (v->type() != JsonValue::Type::Number || v->number(w) != std::floor(v->number(w)) ||
        std::fabs(v->number(w)) > 9.0e15) {
      problem(what + " must be an integer, not " +
              (v->type() == JsonValue::Type::Number ? std::string("a fraction") : json_type_name(v->type())));
      return false;
    }
    *x = v->integer(w);
    if (*x < lo || *x > hi) {
      problem(what + " is " + std::to_string(*x) + ", not " + range);
      return false;
    }
    return true;
  };
  auto text = [&](const char* field, std::string* x) {
    const JsonValue* v = tm->find(field);
    if (!v) return false;
    if (v->type() != JsonValue::Type::String) {
      problem(std::string("tensormap.") + field + " must be a string, not " + json_type_name(v->type()));
      return false;
    }
    *x = v->string(w);
    return true;
  };
  long long x = 0;
  bool rank_ok = integer(tm->find("rank"), "tensormap.rank", 1, 5, "1..5", &x);
  if (rank_ok) t.rank = (int)x;
  // `count` values (when the rank is known), each in [lo, hi]; false (and problems) otherwise.
  auto list = [&](const char* field, size_t count, long long lo, long long hi, const std::string& range, auto* vec) {
    const JsonValue* v = tm->find(field);
    if (!v) return false;
    const std::string what = std::string("tensormap.") + field;
    if (v->type() != JsonValue::Type::Array) {
      problem(what + " must be an array, not " + json_type_name(v->type()));
      return false;
    }
    const auto& a = v->array(w);
    bool ok = true;
    if (rank_ok && a.size() != count) {
      problem(what + " has " + std::to_string(a.size()) + " values; rank " + std::to_string(t.rank) + " needs " +
              std::to_string(count));
      ok = false;
    }
    for (size_t i = 0; i < a.size(); ++i) {
      long long e = 0;
      if (integer(&a[i], what + "[" + std::to_string(i) + "]", lo, hi, range, &e))
        vec->push_back((typename std::remove_pointer_t<decltype(vec)>::value_type)e);
      else
        ok = false;
    }
    return ok && rank_ok;
  };
  const size_t r = rank_ok ? (size_t)t.rank : 0;
  bool dims_ok = list("global_dims", r, 1, 1LL << 32, "1..4294967296", &t.global_dims);
  bool strides_ok = list("global_strides_bytes", r ? r - 1 : 0, 1, (1LL << 40) - 1, "1..2^40-1", &t.global_strides_bytes);
  bool box_ok = list("box_dims", r, 1, 256, "1..256", &t.box_dims);
  list("element_strides", r, 1, 8, "1..8", &t.element_strides);
  bool il_ok = integer(tm->find("interleave"), "tensormap.interleave", 0, 2, "0..2 (none, 16B, 32B)", &x);
  if (il_ok) t.interleave = (int)x;
  bool sw_ok = integer(tm->find("swizzle"), "tensormap.swizzle", 0, 6,
                       "0..6 (none, 32B, 64B, 128B, 128B_ATOM_32B, 128B_ATOM_32B_FLIP_8B, 128B_ATOM_64B)", &x);
  if (sw_ok) t.swizzle = (int)x;
  if (integer(tm->find("l2_promotion"), "tensormap.l2_promotion", 0, 3, "0..3 (none, 64B, 128B, 256B)", &x))
    t.l2_promotion = (int)x;
  if (integer(tm->find("oob_fill"), "tensormap.oob_fill", 0, 1, "0..1 (none, NaN)", &x)) t.oob_fill = (int)x;

  const BufferSpec* buf = nullptr;
  if (text("buffer", &t.buffer)) {
    buf = s.buffer(t.buffer);
    if (!buf) problem("tensormap.buffer " + t.buffer + " is not one of the buffers");
  }
  out.buffer = t.buffer;
  bool dtype_ok = false;
  if (text("dtype", &t.dtype)) {
    t.element_bytes = tensormap_dtype_bytes(t.dtype);
    if (!t.element_bytes) problem("tensormap.dtype " + t.dtype + " is not float16, bfloat16 or float32");
    else if (buf && buf->dtype != t.dtype)
      problem("tensormap.dtype is " + t.dtype + ", but buffer " + buf->name + " is " + buf->dtype);
    else dtype_ok = true;
  }
  const unsigned stride_unit = il_ok && t.interleave == 2 ? 32 : 16;
  if (strides_ok)
    for (size_t i = 0; i < t.global_strides_bytes.size(); ++i)
      if (t.global_strides_bytes[i] % stride_unit)
        problem("tensormap.global_strides_bytes[" + std::to_string(i) + "] is " + std::to_string(t.global_strides_bytes[i]) +
                ", not a multiple of " + std::to_string(stride_unit) + (stride_unit == 32 ? " (interleave 32B)" : ""));
  if (il_ok && rank_ok && t.interleave != 0 && t.rank < 3)
    problem("tensormap.interleave " + std::to_string(t.interleave) + " needs rank 3 or more, not " + std::to_string(t.rank));
  if (il_ok && sw_ok && t.interleave == 2 && t.swizzle != 1)
    problem("tensormap.interleave 2 (32B) needs swizzle 1 (32B), not " + std::to_string(t.swizzle));
  if (box_ok && dtype_ok && il_ok && t.interleave == 0) {
    const unsigned inner = t.box_dims[0] * (unsigned)t.element_bytes;
    if (inner % 16)
      problem("tensormap.box_dims[0] is " + std::to_string(t.box_dims[0]) + " " + t.dtype + " = " + std::to_string(inner) +
              " bytes, not a multiple of 16");
    const unsigned span = !sw_ok || t.swizzle == 0 ? 0 : t.swizzle == 1 ? 32 : t.swizzle == 2 ? 64 : 128;
    if (span && inner > span)
      problem("tensormap.box_dims[0] is " + std::to_string(t.box_dims[0]) + " " + t.dtype + " = " + std::to_string(inner) +
              " bytes, more than the " + std::to_string(span) + "-byte span of swizzle " + std::to_string(t.swizzle));
  }
  if (buf && dtype_ok && dims_ok) {
    unsigned __int128 n = (unsigned)t.element_bytes;
    for (auto d : t.global_dims) n *= d;
    if (n > buf->device_bytes())
      problem("tensormap.global_dims " + list_text(t.global_dims) + " of " + t.dtype + " are " + u128_text(n) +
              " bytes, more than the " + std::to_string(buf->device_bytes()) + " of buffer " + buf->name);
    else if (strides_ok) {
      unsigned __int128 end = (unsigned __int128)t.global_dims[0] * (unsigned)t.element_bytes;
      for (size_t i = 1; i < t.global_dims.size(); ++i)
        end += (unsigned __int128)(t.global_dims[i] - 1) * t.global_strides_bytes[i - 1];
      if (end > buf->device_bytes())
        problem("tensormap.global_dims " + list_text(t.global_dims) + " with global_strides_bytes " +
                list_text(t.global_strides_bytes) + " reach byte " + u128_text(end) + ", past the " +
                std::to_string(buf->device_bytes()) + " of buffer " + buf->name);
    }
  }
  if (!problems.empty()) fail();
  return out;
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
    if (const JsonValue* t = m.find("tuned")) {
      t->object(w + ": tuned");
      if (const JsonValue* run_s = t->find("run_s"); run_s && !run_s->is_null())
        s.tuned_time_s = run_s->number(w + ": tuned.run_s");
    }
    const auto& launches = m.at("launches", w).array(w + ": launches");
    if (launches.empty()) throw std::runtime_error(w + ": no launches");
    for (size_t i = 0; i < launches.size(); ++i) {
      std::string lw = w + ": launches[" + std::to_string(i) + "]";
      LaunchSpec l;
      l.entry = launches[i].at("name", lw).string(lw + ".name");
      dims3(launches[i].at("grid", lw), l.grid, lw + ".grid");
      dims3(launches[i].at("block", lw), l.block, lw + ".block");
      if (const JsonValue* c = launches[i].find("cluster_dims"); c && !c->is_null())
        dims3(*c, l.cluster, lw + ".cluster_dims");
      l.dynamic_shared_bytes = dim(launches[i].at("dynamic_shared_bytes", lw), lw + ".dynamic_shared_bytes");
      const auto& ps = launches[i].at("params", lw).array(lw + ".params");
      for (size_t k = 0; k < ps.size(); ++k) {
        const std::string pw = lw + ".params[" + std::to_string(k) + "]";
        if (ps[k].type() == JsonValue::Type::Object) {
          l.params.push_back(tensormap_param(ps[k], s, pw));
          continue;
        }
        if (ps[k].type() != JsonValue::Type::String)
          throw std::runtime_error(pw + ": expected a buffer name (a string) or a tensor map (an object), found " +
                                   json_type_name(ps[k].type()));
        LaunchParam p;
        p.name = p.buffer = ps[k].string(pw);
        if (!s.buffer(p.name)) throw std::runtime_error(lw + ": parameter " + p.name + " is not one of the buffers");
        l.params.push_back(p);
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
