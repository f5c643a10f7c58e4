"""Tile/stage configurations of CUTLASS's multistage tensor-core GEMM and what follows from each.

A configuration is a threadblock tile (M x N x K elements), its warps (warps_m x warps_n; each warp
computes a (tile_m / warps_m) x (tile_n / warps_n) piece with mma.sync m16n8k16), the number of
cp.async pipeline stages in shared memory and the threadblock swizzle. From it and the GEMM's shape
follow the launch that the driver makes: threads per block, dynamic shared memory (the stages of
the A and B tiles: the epilogue's staging area is smaller for every configuration here, which the
generated source asserts at compile time) and the grid (CUTLASS's GemmIdentityThreadblockSwizzle).

The default sweep is CUTLASS's own list of SM80 fp16 tensor-op tiles with fp32 accumulation
(cutlass_library/generator.py, GenerateSM80_TensorOp_16816), trimmed to ten; tiles much larger than
the problem (M = 1 for decoding) are left out for that shape.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from ...catalog import Case
from ...errors import ArtifactError

INSTRUCTION = (16, 8, 16)  # mma.sync.m16n8k16, fp16 inputs
SMEM_LIMIT_BYTES = 227 * 1024  # H100 (sm_90): dynamic shared memory per block, opted in
ELEMENT_BYTES = {"float16": 2, "float32": 4}
SWIZZLES = (1, 2, 4, 8)


@dataclass(frozen=True)
class TileConfig:
    tile_m: int
    tile_n: int
    tile_k: int
    warps_m: int
    warps_n: int
    stages: int
    swizzle: int = 8

    @property
    def name(self) -> str:
        """The kernel id: ``t128x256x32_w2x4_s3`` (``_z<swizzle>`` where it is not 8)."""
        z = "" if self.swizzle == 8 else f"_z{self.swizzle}"
        return f"t{self.tile_m}x{self.tile_n}x{self.tile_k}_w{self.warps_m}x{self.warps_n}_s{self.stages}{z}"

    @property
    def warp_tile(self) -> tuple[int, int, int]:
        return self.tile_m // self.warps_m, self.tile_n // self.warps_n, self.tile_k

    @property
    def threads(self) -> int:
        return 32 * self.warps_m * self.warps_n

    @property
    def smem_bytes(self) -> int:
        """Shared memory of the mainloop: ``stages`` tiles of A (tile_m x tile_k) and B (tile_k x tile_n), fp16."""
        return self.stages * (self.tile_m * self.tile_k + self.tile_k * self.tile_n) * ELEMENT_BYTES["float16"]

    def check(self) -> TileConfig:
        """Raise where CUTLASS's multistage tensor-op GEMM cannot be built with this configuration."""
        wm, wn, _ = self.warp_tile
        problems = []
        if self.warps_m * self.warps_n not in (2, 4, 8):
            problems.append("2, 4 or 8 warps")
        if self.tile_m % self.warps_m or self.tile_n % self.warps_n:
            problems.append("tile_m and tile_n divisible by the warps along them")
        elif wm % INSTRUCTION[0] or wn % INSTRUCTION[1] or wm < 16 or wn < 16:
            problems.append(f"warp tiles multiples of {INSTRUCTION[0]} x {INSTRUCTION[1]} and at least 16 x 16")
        if self.tile_k not in (32, 64):
            problems.append("tile_k 32 or 64")
        if not 2 <= self.stages <= 10:
            problems.append("2 to 10 stages")
        if self.swizzle not in SWIZZLES:
            problems.append(f"swizzle one of {', '.join(map(str, SWIZZLES))}")
        if self.smem_bytes > SMEM_LIMIT_BYTES:
            problems.append(f"at most {SMEM_LIMIT_BYTES} bytes of shared memory (needs {self.smem_bytes})")
        if problems:
            raise ArtifactError(f"CUTLASS configuration {self.name}: needs {'; '.join(problems)}")
        return self

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(obj: dict[str, Any]) -> TileConfig:
        return TileConfig(**{k: int(obj[k]) for k in ("tile_m", "tile_n", "tile_k", "warps_m", "warps_n", "stages",
                                                      "swizzle")}).check()


DEFAULT_SWEEP: tuple[TileConfig, ...] = (
    TileConfig(128, 256, 32, 2, 4, 3),
    TileConfig(256, 128, 32, 4, 2, 3),
    TileConfig(128, 256, 64, 2, 4, 3),
    TileConfig(256, 128, 64, 4, 2, 3),
    TileConfig(128, 128, 32, 2, 2, 4),
    TileConfig(128, 128, 64, 2, 2, 3),
    TileConfig(64, 256, 32, 1, 4, 4),
    TileConfig(128, 64, 64, 2, 2, 4),
    TileConfig(64, 128, 64, 2, 2, 4),
    TileConfig(64, 64, 64, 2, 2, 5),
)


def _ceil_pow2(x: int) -> int:
    return 1 << max(0, (x - 1).bit_length())


def sweep_for(case: Case, configs: tuple[TileConfig, ...] = DEFAULT_SWEEP) -> list[TileConfig]:
    """The configurations worth timing for ``case``: tiles no larger than the problem rounded up to a
    power of two (at least 64), so that a 1-token GEMM is not given 256-row tiles of which 255 idle."""
    p = gemm_params(case)
    max_m, max_n = max(64, _ceil_pow2(p["M"])), max(64, _ceil_pow2(p["N"]))
    keep = [c.check() for c in configs if c.tile_m <= max_m and c.tile_n <= max_n]
    if not keep:
        raise ArtifactError(f"{case.case_id}: none of the CUTLASS configurations fits M={p['M']}, N={p['N']}")
    return keep


def gemm_params(case: Case) -> dict[str, Any]:
    """M, N, K, layout of an fp16 GEMM case; a clear error for anything CUTLASS's sweep does not build."""
    if case.kind != "gemm":
        raise ArtifactError(f"{case.case_id}: CUTLASS kernels are built for GEMM cases, not {case.kind}")
    if case.in_dtype != "float16":
        raise ArtifactError(f"{case.case_id}: CUTLASS kernels are built for fp16 GEMMs (dtype fp16 or fp16-out), "
                            f"not {case.dtype}: use a case such as 4096x4096x4096-fp16 of the gemm catalog")
    p = case.params
    return {"M": int(p["M"]), "N": int(p["N"]), "K": int(p["K"]), "layout": str(p["layout"])}


def _largest_dividing(n: int, widths: tuple[int, ...]) -> int:
    return next(w for w in widths if n % w == 0)


def alignments(case: Case) -> dict[str, int]:
    """Elements per vector access of A, B and C: the widest (up to 16 bytes) dividing each leading
    dimension. cp.async moves 4, 8 or 16 bytes, so A and B need an even leading dimension."""
    p = gemm_params(case)
    lead_b = p["N"] if p["layout"] == "NN" else p["K"]
    a, b = _largest_dividing(p["K"], (8, 4, 2, 1)), _largest_dividing(lead_b, (8, 4, 2, 1))
    if a < 2 or b < 2:
        raise ArtifactError(f"{case.case_id}: CUTLASS's cp.async GEMM needs even leading dimensions of A and B "
                            f"(K{' and N' if p['layout'] == 'NN' else ''}); got K={p['K']}, N={p['N']}")
    out_widths = (8, 4, 2, 1) if case.out_dtype == "float16" else (4, 2, 1)
    return {"A": a, "B": b, "C": _largest_dividing(p["N"], out_widths)}


def log_tile(swizzle: int, tiles_n: int) -> int:
    """GemmIdentityThreadblockSwizzle<swizzle>::get_log_tile (cutlass/gemm/threadblock/threadblock_swizzle.h)."""
    if swizzle >= 8 and tiles_n >= 6:
        return 3
    if swizzle >= 4 and tiles_n >= 3:
        return 2
    if swizzle >= 2 and tiles_n >= 2:
        return 1
    return 0


def tiled_shape(case: Case, config: TileConfig) -> tuple[int, int]:
    p = gemm_params(case)
    return -(-p["M"] // config.tile_m), -(-p["N"] // config.tile_n)


def grid(case: Case, config: TileConfig) -> list[int]:
    """GemmIdentityThreadblockSwizzle::get_grid_shape: tiles along M times 2^log_tile, tiles along N
    over 2^log_tile (rounded up), no split along K."""
    tiles_m, tiles_n = tiled_shape(case, config)
    tile = 1 << log_tile(config.swizzle, tiles_n)
    return [tiles_m * tile, -(-tiles_n // tile), 1]
