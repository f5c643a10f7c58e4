"""Correctness of a tuned kernel: fresh random inputs, a float64 numpy reference, a relative error.

MetaSchedule checks none. A kernel passes when ||out - ref||_2 / ||ref||_2 <= 1e-4 (fp32) and its
output has no NaN or infinity; the output buffer is poisoned with NaN before the run, so an
element the kernel never writes fails the check.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from . import workloads
from .catalog import Case


@dataclass
class CheckResult:
    status: str  # "pass" | "fail" | "not_checked"
    rel_error: float | None
    tolerance: float
    device: str
    detail: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"status": self.status, "rel_error": self.rel_error, "tolerance": self.tolerance,
                "device": self.device, "detail": self.detail}


def check_kernel(case: Case, trace_json: Any, target_json: Any, seed: int) -> CheckResult:
    """Compile the kernel of ``trace_json`` for ``target_json`` and compare it with the reference."""
    import tvm

    from .tvm_build import compile_module, device_for, scheduled_module, target_from_record

    target = target_from_record(target_json)
    if target.kind.name == "cuda" and not tvm.cuda(0).exist:
        return CheckResult("not_checked", None, workloads.RTOL_FP32, "cuda",
                           "no GPU here; the export and the driver's gate check it on the GPU")
    dev = device_for(target)
    rng = np.random.default_rng(seed)
    inputs = workloads.random_inputs(case, rng)
    out_spec = [s for s in workloads.buffer_specs(case) if s[2] == "output"][0]
    try:
        ex = compile_module(scheduled_module(case, trace_json), target)
        args = [tvm.runtime.tensor(x, dev) for x in inputs]
        out = tvm.runtime.tensor(np.full(out_spec[1], np.nan, dtype=np.float32), dev)
        ex["main"](*args, out)
        dev.sync()
        result = out.numpy()
    except Exception as exc:  # noqa: BLE001 - a kernel that does not build or run fails the check
        return CheckResult("fail", None, workloads.RTOL_FP32, str(dev), f"{type(exc).__name__}: {str(exc)[:300]}")
    err = workloads.relative_error(result, workloads.reference(case, inputs))
    ok = err <= workloads.RTOL_FP32
    return CheckResult("pass" if ok else "fail", err if np.isfinite(err) else None, workloads.RTOL_FP32, str(dev),
                       "" if ok else ("NaN/inf or unwritten output" if not np.isfinite(err) else "relative error too large"))
