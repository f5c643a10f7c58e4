"""What a tuning worker pays before its first candidate: ``import tvm`` and the first NVRTC compile,
one process alone and N at once (as a build pool of N workers starts).

    python -m benchmarks.worker_start [--at-once 1,16,64] [--json out.json]

Rows: ``import tvm`` (with ``tvm.driver``, as a build worker imports it) as the host's Python does it
and within tvm_patches.no_torch.kept_out() (torch kept out: tvm_ffi imports torch whenever it is
installed); a first NVRTC compile of a one-line kernel in a fresh process (cuda-bindings, as TVM 0.27
compiles every candidate), and a second one in the same process. Each row: wall seconds of the N
processes together, the median and slowest process's own seconds for the step, and CPU seconds (user +
system over all the process's threads: an import may start thread pools) of the whole process for the
import rows and of the step for the NVRTC rows, with the processes the step started and waited for (the
first NVRTC call locates its libraries: cuda-bindings' path finder runs ``ldconfig -p``, and
``ctypes.util.find_library`` may run the host compiler); the first NVRTC row names them. Needs no GPU for the imports; the NVRTC rows
need cuda-bindings and an NVRTC library (skipped where absent).
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

from benchmarks import harness

IMPORT = r'''
import resource, sys, time
t = time.perf_counter()
import tvm, tvm.driver
wall = time.perf_counter() - t
r = resource.getrusage(resource.RUSAGE_SELF)
print(wall, r.ru_utime + r.ru_stime, int(sys.modules.get("torch") is not None))
'''

NVRTC = r'''
import json, resource, subprocess, time
def cpu():  # this process's and the processes it started and waited for (a library search may run some)
    s, c = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return s.ru_utime + s.ru_stime + c.ru_utime + c.ru_stime
started = []
_init = subprocess.Popen.__init__
def _spy(self, args, *a, **k):
    started.append(args if isinstance(args, str) else " ".join(map(str, args)))
    return _init(self, args, *a, **k)
subprocess.Popen.__init__ = _spy
from cuda.bindings import nvrtc
src = b'extern "C" __global__ void k(float* a) { a[threadIdx.x] += 1.0f; }'
def compile_once():
    err, prog = nvrtc.nvrtcCreateProgram(src, b"k.cu", 0, [], [])
    (err,) = nvrtc.nvrtcCompileProgram(prog, 2, [b"-arch=sm_80", b"-default-device"])
    assert int(err) == 0, err
c0, t0 = cpu(), time.perf_counter()
compile_once()
t1, c1 = time.perf_counter(), cpu()
first = list(started)
compile_once()
print(t1 - t0, c1 - c0, time.perf_counter() - t1, cpu() - c1)
print(json.dumps(first))
'''


def at_once(code: str, n: int) -> tuple[float, list[list[float]], list[list[str]]]:
    """Run ``python -c code`` in n processes at once: the wall seconds of all, each one's numbers (its first
    output line) and the rest of its output lines."""
    t = time.perf_counter()
    procs = [subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True) for _ in range(n)]
    outs = [p.communicate()[0] for p in procs]
    wall = time.perf_counter() - t
    if any(p.returncode for p in procs):
        raise SystemExit(f"a process failed (exit {[p.returncode for p in procs]})")
    return wall, [[float(x) for x in o.splitlines()[0].split()] for o in outs], [o.splitlines()[1:] for o in outs]


def row(what: str, n: int, wall: float, own_s: list[float], cpu_s: list[float], note: str = "") -> dict[str, object]:
    r = {"what": what, "at_once": n, "wall_s": round(wall, 2), "median_s": round(statistics.median(own_s), 3),
         "max_s": round(max(own_s), 3), "cpu_s_each": round(statistics.median(cpu_s), 2),
         "cpu_s_total": round(sum(cpu_s), 1), "note": note}
    print(f"{what:<34} {n:>4} {r['wall_s']:>8} {r['median_s']:>9} {r['max_s']:>8} {r['cpu_s_each']:>10} "
          f"{r['cpu_s_total']:>10}  {note}", flush=True)
    return r


def main() -> int:
    ap = harness.parser(__doc__, __name__, json_out=True)
    ap.add_argument("--at-once", default="1,16,64", help="process counts, comma-separated")
    a = ap.parse_args()
    counts = [int(x) for x in a.at_once.split(",") if x]
    from tvm_patches.no_torch import kept_out

    print(f"{'what':<34} {'N':>4} {'wall s':>8} {'median s':>9} {'max s':>8} {'CPU-s each':>10} {'CPU-s all':>10}")
    rows = []
    for label, ctx in (("import tvm", None), ("import tvm, torch kept out", kept_out)):
        for n in counts:
            if ctx is None:
                wall, res, _ = at_once(IMPORT, n)
            else:
                with ctx():
                    wall, res, _ = at_once(IMPORT, n)
            torch = sum(int(r[2]) for r in res)
            rows.append(row(label, n, wall, [r[0] for r in res], [r[1] for r in res],
                            f"torch imported in {torch} of {n}"))
    try:
        import cuda.bindings.nvrtc  # noqa: F401
    except ImportError:
        print("NVRTC rows skipped: cuda-bindings is not installed")
    else:
        for n in counts:
            wall, res, rest = at_once(NVRTC, n)
            started = sorted({c for lines in rest for c in json.loads(lines[0])}) if rest and rest[0] else []
            rows.append(row("first NVRTC compile", n, wall, [r[0] for r in res], [r[1] for r in res],
                            "started: " + "; ".join(started) if started else "started no process"))
            rows.append(row("second NVRTC compile", n, wall, [r[2] for r in res], [r[3] for r in res],
                            "same process, after the first"))
    print("wall s: the N processes together; median/max s: each process's own time for the step; CPU-s: user + system "
          "of each (median) and of all, of the whole process (import rows) or of the step (NVRTC rows)")
    if a.json:
        host = {"python": sys.version.split()[0], "cpus": __import__("os").cpu_count()}
        harness.write_json(a.json, {"host": host, "rows": rows})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
