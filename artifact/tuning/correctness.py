"""Correctness of tuned kernels: fresh random inputs, a float64 numpy reference, a relative error.

MetaSchedule checks none. A kernel passes when ||out - ref||_2 / ||ref||_2 is at most the tolerance of
the case's dtype (driver_contract.json ``correctness_rtol``: 1e-4 for fp32 and fp16, 6e-4 for fp16-out;
derived in docs/MEASUREMENT.md) and its output has no NaN or infinity; the output buffer is poisoned with NaN before the run, so an
element the kernel never writes fails the check. Kernels are compiled in parallel (the tuning
builder, tvm_patches.builder) and references computed in threads; the runs are one at a time.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..catalog import Case, buffer_specs
from ..cpus import usable_cpus
from . import workloads


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


def _inputs_and_reference(case: Case, seed: int) -> tuple[list[np.ndarray], np.ndarray]:
    inputs = workloads.random_inputs(case, np.random.default_rng(seed))
    return inputs, workloads.reference(case, inputs)


def check_kernels(case: Case, traces: list[Any], target_json: Any, seed: int) -> list[CheckResult]:
    """Check each kernel of ``traces`` (one tuning record's trace each) on the tuned target's device;
    kernel i gets inputs drawn from seed + i."""
    import tvm
    from tvm.s_tir.meta_schedule.builder import BuilderInput
    from tvm.target import Target

    from tvm_patches.builder import make_builder

    from .rebuild import device_for, scheduled_module

    target = Target(target_json)
    rtol = workloads.rtol(case)
    if target.kind.name == "cuda" and not tvm.cuda(0).exist:
        return [CheckResult("not_checked", None, rtol, "cuda",
                            "no GPU here; the export and the driver's gate check it on the GPU") for _ in traces]
    dev = device_for(target)
    _, out_shape, _, out_dtype = [s for s in buffer_specs(case) if s[2] == "output"][0]
    workers = max(1, min(len(traces), usable_cpus()))
    with ThreadPoolExecutor(max_workers=min(8, workers)) as refs_pool:
        refs = [refs_pool.submit(_inputs_and_reference, case, seed + i) for i in range(len(traces))]
        mods = [scheduled_module(case, t) for t in traces]
        built = make_builder(workers).build([BuilderInput(m, target) for m in mods])
        results = []
        for b, ref_future in zip(built, refs):
            inputs, ref = ref_future.result()
            if b.error_msg is not None:
                results.append(CheckResult("fail", None, rtol, str(dev),
                                           f"does not build: {str(b.error_msg).strip().splitlines()[-1][:200]}"))
                continue
            try:
                rt = tvm.runtime.load_module(str(b.artifact_path))
                args = [tvm.runtime.tensor(x, dev) for x in inputs]
                out = tvm.runtime.tensor(np.full(out_shape, np.nan, dtype=out_dtype), dev)
                rt[rt.entry_name](*args, out)
                dev.sync()
                result = out.numpy()
            except Exception as exc:  # noqa: BLE001 - a kernel that does not run fails the check
                results.append(CheckResult("fail", None, rtol, str(dev),
                                           f"{type(exc).__name__}: {str(exc)[:200]}"))
                continue
            finally:
                import shutil

                shutil.rmtree(os.path.dirname(str(b.artifact_path)), ignore_errors=True)
            err = workloads.relative_error(result, ref)
            ok = err <= rtol
            results.append(CheckResult("pass" if ok else "fail", err if np.isfinite(err) else None,
                                       rtol, str(dev), "" if ok else (
                                           "NaN/inf or unwritten output" if not np.isfinite(err)
                                           else "relative error too large")))
    return results
