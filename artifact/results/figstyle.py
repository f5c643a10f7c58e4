"""One style for every figure: colour-blind-safe colours, readable sizes, units on the axes, and
byte-identical PNG + PDF files from the same data (no dates, no software versions, fixed hash salt).

Colours are the Okabe-Ito palette (distinguishable with the common colour-vision deficiencies);
kernel groups keep one colour everywhere, vendor libraries one marker and colour each.
"""

from __future__ import annotations

import contextlib
import re
from pathlib import Path
from typing import Any, Iterator

from ..atomic import atomic_path

# Okabe & Ito, "Color Universal Design" (2008)
OKABE_ITO = {
    "orange": "#E69F00", "sky": "#56B4E9", "green": "#009E73", "yellow": "#F0E442",
    "blue": "#0072B2", "vermillion": "#D55E00", "purple": "#CC79A7", "black": "#000000", "grey": "#999999",
}
CYCLE = [OKABE_ITO[k] for k in ("blue", "orange", "green", "vermillion", "purple", "sky", "black", "yellow")]

# selection groups of select.py, fastest first
GROUP_ORDER = ("top", "p10", "p25", "p50", "p75", "tuned")
GROUP_COLOR = {"top": OKABE_ITO["blue"], "p10": OKABE_ITO["sky"], "p25": OKABE_ITO["green"],
               "p50": OKABE_ITO["orange"], "p75": OKABE_ITO["purple"], "tuned": OKABE_ITO["grey"]}
GROUP_LABEL = {"top": "tuned: fastest", "p10": "tuned: 10th pct", "p25": "tuned: 25th pct",
               "p50": "tuned: 50th pct", "p75": "tuned: 75th pct", "tuned": "tuned"}

LIBRARY_NAME = {"cudnn": "cuDNN", "cublas": "cuBLAS", "cutlass": "CUTLASS"}
_MODE_ORDER = ("fp32", "tf32", "fp16", "bf16")
_MODE_MARKER = {"fp32": "s", "tf32": "D", "fp16": "^", "bf16": "v"}
_MODE_COLOR = {"fp32": OKABE_ITO["black"], "tf32": OKABE_ITO["vermillion"], "fp16": OKABE_ITO["yellow"],
               "bf16": OKABE_ITO["purple"]}

CAP_LINE: dict[str, Any] = {"color": OKABE_ITO["black"], "lw": 1.6, "ls": "-."}  # a power cap drawn as a line

DPI = 150
RC: dict[str, Any] = {
    "figure.figsize": (6.4, 4.2), "figure.dpi": 100, "savefig.dpi": DPI,
    "font.size": 10, "axes.titlesize": 11, "axes.labelsize": 10, "legend.fontsize": 8.5,
    "xtick.labelsize": 9, "ytick.labelsize": 9,
    "axes.grid": True, "grid.alpha": 0.3, "axes.spines.top": False, "axes.spines.right": False,
    "axes.prop_cycle": None,  # set in style()
    "svg.hashsalt": "artifact", "pdf.compression": 6, "path.simplify": True,
}


def vendor_parts(kernel_id: str) -> tuple[str, str]:
    """('cuDNN', 'tf32') for 'cudnn-tf32'; library names outside LIBRARY_NAME are kept as written."""
    lib, _, mode = kernel_id.partition("-")
    return LIBRARY_NAME.get(lib, lib), mode or "?"


def vendor_label(kernel_id: str, math: str | None = None) -> str:
    """'cuDNN TF32 (tensor_op)': library, math mode, and the library's own name for it when known."""
    lib, mode = vendor_parts(kernel_id)
    detail = ""
    if isinstance(math, str) and math:
        detail = f" ({re.sub(r'^CUBLAS_COMPUTE_', '', math)})"
    return f"{lib} {mode.upper()}{detail}"


def vendor_sort_key(kernel_id: str) -> tuple[str, int, str]:
    lib, mode = vendor_parts(kernel_id)
    return lib, _MODE_ORDER.index(mode) if mode in _MODE_ORDER else len(_MODE_ORDER), kernel_id


def vendor_marker(kernel_id: str) -> str:
    return _MODE_MARKER.get(vendor_parts(kernel_id)[1], "P")


def vendor_color(kernel_id: str) -> str:
    return _MODE_COLOR.get(vendor_parts(kernel_id)[1], OKABE_ITO["purple"])


def plain_log_ticks(ax: Any, axis: str = "y", subs: tuple[float, ...] = (1.0, 2.0, 5.0)) -> None:
    """Log-axis ticks written 0.5, 1, 2 (or 100, 1,000, 10,000) rather than 5 x 10^-1; ``subs=(1.0,)`` for
    axes over several decades."""
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter

    a = ax.yaxis if axis == "y" else ax.xaxis
    a.set_major_locator(LogLocator(base=10, subs=subs))
    a.set_major_formatter(FuncFormatter(lambda v, _: f"{v:,.0f}" if v >= 1000 else f"{v:g}"))
    a.set_minor_formatter(NullFormatter())


def legend_beside(ax: Any, flagged: int = 0) -> None:
    """The axes' legend right of the plot, one entry per label, and where ``flagged`` bars are hatched an
    entry saying so; no vertical grid lines (the bar charts of the energy reports)."""
    handles, names = ax.get_legend_handles_labels()
    unique = dict(zip(names, handles))
    if flagged:
        from matplotlib.patches import Patch

        unique[f"hatched: flagged measurement ({flagged})"] = Patch(facecolor=OKABE_ITO["black"], hatch="xx",
                                                                     edgecolor=OKABE_ITO["grey"])
    ax.legend(list(unique.values()), list(unique.keys()), loc="upper left", bbox_to_anchor=(1.0, 1.0), frameon=False)
    ax.grid(axis="x", visible=False)


@contextlib.contextmanager
def style() -> Iterator[Any]:
    """matplotlib.pyplot with the artifact's style, on the non-interactive Agg backend."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from cycler import cycler

    rc = dict(RC, **{"axes.prop_cycle": cycler(color=CYCLE)})
    with matplotlib.rc_context(rc):  # type: ignore[arg-type]
        yield plt


def save(fig: Any, base: Path) -> list[Path]:
    """``base``.png (for the report) and ``base``.pdf (for papers), without dates or versions in them,
    so the same data gives the same bytes."""
    import matplotlib.pyplot as plt

    base.parent.mkdir(parents=True, exist_ok=True)
    out = []
    for ext, meta in (("png", {"Software": None}),
                      ("pdf", {"Creator": None, "Producer": None, "CreationDate": None, "ModDate": None})):
        path = base.with_suffix("." + ext)
        with atomic_path(path) as tmp:
            fig.savefig(tmp, format=ext, dpi=DPI, bbox_inches="tight", metadata=meta)
        out.append(path)
    plt.close(fig)
    return out
