"""fp16 NHWC convolutions as implicit GEMMs (artifact/tuning/implicit_gemm.py), without a GPU: the PrimFunc
computes the convolution (built for the CPU against the float64 reference), the tensor-core space gives
MMA sketches for the shapes topi's conv2d_nhwc gave none (1x1 kernels, fp16 outputs, odd MMA row tiles),
and their candidates build to CUDA with mma.sync, cp.async and ldmatrix (nvcc where installed); the
resnet50-fp16 catalog is the resnet50 catalog's twin."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from helpers import CUDA_TARGET as H100

from artifact.catalog import buffer_specs, load_catalog, parse_shape
from artifact.tuning import implicit_gemm, spaces, workloads

ROOT = Path(__file__).resolve().parents[1]


def _conv(spec: str) -> Any:
    return parse_shape(f"conv2d:{spec},layout=NHWC")


@pytest.mark.parametrize("spec,rows", [
    ("N=1,H=14,W=14,CO=16,CI=32,KH=3,KW=3,stride=1,padding=1,dtype=fp16-out", (196, 224)),  # rows padded
    ("N=2,H=9,W=9,CO=16,CI=16,KH=1,KW=1,stride=2,padding=0,dtype=fp16", (50, 64)),  # 1x1, stride 2, two images
    ("N=1,H=12,W=10,CO=8,CI=8,KH=1,KW=3,stride=1,padding=1,dtype=fp16-out", (140, 160)),  # one reduction axis
    ("N=3,H=4,W=4,CO=16,CI=16,KH=3,KW=3,stride=2,padding=0,dtype=fp16", (3, 32)),  # 1x1 outputs
    ("N=1,H=23,W=23,CO=64,CI=3,KH=7,KW=7,stride=2,padding=3,dtype=fp16-out", (144, 160)),  # the stem's form
])
def test_the_implicit_gemm_computes_the_convolution(spec: str, rows: tuple[int, int]) -> None:
    import tvm

    case = _conv(spec)
    assert implicit_gemm.gemm_rows(case) == rows
    func = workloads.prim_func(case)
    assert [p.name for p in func.params] == [name for name, *_ in buffer_specs(case)]
    ins = workloads.random_inputs(case, np.random.default_rng(1))
    _, shape, _, dtype = buffer_specs(case)[2]
    out = tvm.runtime.tensor(np.full(shape, np.nan, dtype=dtype), tvm.cpu())
    tvm.compile(func, target="llvm")(*[tvm.runtime.tensor(x, tvm.cpu()) for x in ins], out)
    assert workloads.relative_error(out.numpy(), workloads.reference(case, ins)) <= workloads.rtol(case)


def test_fp32_convolutions_keep_topis_definition() -> None:
    for layout in ("NHWC", "NCHW"):
        case = parse_shape(f"conv2d:N=1,H=8,W=8,CO=8,CI=8,KH=3,KW=3,stride=1,padding=1,layout={layout}")
        assert "_acc" not in workloads.prim_func(case).script()
    with pytest.raises(ValueError, match="an implicit GEMM is an NHWC convolution"):
        implicit_gemm.script(parse_shape("conv2d:N=1,H=8,W=8,CO=8,CI=8,KH=3,KW=3,stride=1,padding=1,dtype=fp16"))


def _candidates(case: Any, n: int) -> list[Any]:
    import tvm
    from tvm.s_tir import meta_schedule as ms
    from tvm.target import Target

    from tvm_patches.tensor_intrin_cache import install

    install()
    ctx = ms.TuneContext(mod=tvm.IRModule({"main": workloads.prim_func(case)}),
                         target=Target(spaces.case_target(case, H100)), space_generator=spaces.space_generator(case, "cuda"),
                         search_strategy=ms.search_strategy.ReplayTrace(), task_name="main", rand_state=5, num_threads=1)
    (space,) = ctx.generate_design_space()
    assert "mma_sync_m16n8k16" in str(space.trace)  # a tensor-core sketch, not the SIMT fallback
    ctx.pre_tuning(max_trials=n, num_trials_per_iter=n, design_spaces=[space], database=None, cost_model=None)
    return list(ctx.generate_measure_candidates())


@pytest.mark.parametrize("spec", [
    "N=1,H=28,W=28,CO=128,CI=512,KH=1,KW=1,stride=1,padding=0,dtype=fp16-out",  # 784 rows: 49 MMA tiles
    "N=1,H=7,W=7,CO=512,CI=512,KH=3,KW=3,stride=1,padding=1,dtype=fp16-out",  # 49 rows, stored onto the last
])
def test_tensor_core_candidates_of_convs_topi_gave_none_build(spec: str, tmp_path: Path) -> None:
    """With topi's conv2d_nhwc the first shape had no design space (a split factor of -1) and padded rows
    were stored under a predicate no build accepted; here every replayed candidate passes MetaSchedule's
    post-processors, and they lower (as the export lowers them) to mma.sync, cp.async and ldmatrix."""
    from artifact.tuning.export import compile_cubin, lower

    case = _conv(spec)
    cands = _candidates(case, 4)
    assert len(cands) == 4
    built = []
    for cand in cands:
        try:
            built.append(lower(case, cand.sch.trace.as_json(), spaces.case_target(case, H100)))
        except Exception as exc:  # candidates of TVM's own that the search discards (a non-constant wait group)
            assert "cp_async_wait_group" in str(exc)
    assert built
    source, launches = built[0]
    assert "mma.sync.aligned.m16n8k16" in source and "cp.async" in source and "ldmatrix" in source
    assert [p for p in launches[0]["params"]] == ["conv2d_nhwc", "data", "kernel"] and len(launches) == 1
    if shutil.which("nvcc"):
        (tmp_path / "k.cu").write_text(source)
        compile_cubin(tmp_path / "k.cu", tmp_path / "k.cubin", "sm_90")
        assert (tmp_path / "k.cubin").stat().st_size > 0


def test_the_resnet50_fp16_catalog_is_the_resnet50_catalog_in_nhwc_fp16() -> None:
    fp32, fp16 = load_catalog("resnet50"), load_catalog("resnet50-fp16")
    assert len(fp16) == len(fp32) == 23
    for a, b in zip(fp32, fp16):
        assert b.case_id == a.case_id.replace("resnet50-", "resnet50-fp16-", 1) and b.layer == a.layer
        assert b.shape == a.shape + ["NHWC", "fp16-out"] and b.tensor_core
        assert [s[3] for s in buffer_specs(b)] == ["float16", "float16", "float16"]
    text = json.loads((ROOT / "artifact" / "data" / "catalogs" / "resnet50-fp16.json").read_text())["description"]
    assert "NHWC because" in text and "channels_last" in text
