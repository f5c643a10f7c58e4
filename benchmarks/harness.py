"""What every experiment of benchmarks/ shares: its command line, its folders and how it calls the artifact.

An experiment is a module of this package, run from the repository root as ``python -m benchmarks.NAME``
(``--help`` says what it measures). Each takes its options the same way (:func:`parser`): ``--work DIR``
for its scratch (tuning records, logs, exports; default ``build/<name>/``) and ``--json FILE`` for the
results it prints, kept under ``benchmarks/results/`` when FILE is a bare name. It calls the artifact as
a user does, ``python -m artifact ...`` (:func:`artifact_cmd`), or imports the package.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent  # the checkout the experiments run from
RESULTS = ROOT / "benchmarks" / "results"  # the experiments' kept result files


def name_of(module: str) -> str:
    """``benchmarks.tune_speed`` -> ``tune_speed`` (``__main__``: the module ``python -m`` runs)."""
    if module == "__main__":
        spec = getattr(sys.modules["__main__"], "__spec__", None)
        module = spec.name if spec is not None else module
    return module.rsplit(".", 1)[-1]


def work_dir(name: str) -> Path:
    """An experiment's default scratch folder, ``build/<name>/`` of the checkout."""
    return ROOT / "build" / name


def result_path(path: str | Path) -> Path:
    """Where ``--json FILE`` goes: a bare file name under benchmarks/results/, any other path as given."""
    p = Path(path)
    return RESULTS / p if p.parent == Path(".") else p


def parser(doc: str | None, module: str, work: bool = False, json_out: bool = False) -> argparse.ArgumentParser:
    """The experiment's argument parser: its docstring as the help, ``python -m benchmarks.NAME`` as the
    program, and with ``work`` / ``json_out`` the shared ``--work`` and ``--json`` options."""
    name = name_of(module)
    ap = argparse.ArgumentParser(prog=f"python -m benchmarks.{name}", description=doc,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    if work:
        ap.add_argument("--work", type=Path, default=work_dir(name),
                        help=f"scratch folder: records, logs, exports (default build/{name})")
    if json_out:
        ap.add_argument("--json", type=result_path, default=None, metavar="FILE",
                        help="also write the results as JSON (a bare name: under benchmarks/results/)")
    return ap


RUNNER_SHAPE = "conv2d:N=1,H=56,W=56,CO=64,CI=64,KH=3,KW=3,stride=1,padding=1"  # the runner experiments' conv


def runner_options(ap: argparse.ArgumentParser) -> None:
    """The options of the experiments that run one batch of candidates through TVM's runner: the case, the
    batch, the build workers, the search's seed (``--target``: as `artifact tune --target`)."""
    ap.add_argument("--shape", default=RUNNER_SHAPE)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--workers", type=int, default=os.cpu_count())
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", default=None, help="as artifact tune --target; default: the local GPU's")


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank ``q`` quantile (0..1) of ``values``."""
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


def write_json(path: Path, data: Any) -> None:
    """Write the results as indented JSON, and say where."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {path}", flush=True)


def artifact_cmd(*args: str) -> list[str]:
    """``python -m artifact ARGS`` with this interpreter: the artifact as a user calls it."""
    return [sys.executable, "-m", "artifact", *args]


def split_arm(arm: str) -> tuple[str, list[str]]:
    """An A/B arm written ``PROFILE[+PROFILE...][:KEY=VALUE...]`` -> (``--profile`` text, ``--set`` values):
    its tuner profiles (artifact/tuning/options.py) and settings, e.g. ``default``, ``stock``,
    ``no-hold-builds+no-overlap-batches`` or ``default:fresh_batches=2:lag=1``."""
    profiles, *sets = arm.split(":")
    return ",".join(p for p in profiles.split("+") if p), sets


def tune_arm_args(arm: str) -> list[str]:
    """The `artifact tune` options of an A/B arm (:func:`split_arm`)."""
    profiles, sets = split_arm(arm)
    return (["--profile", profiles] if profiles else []) + [x for s in sets for x in ("--set", s)]


def tune_arm_settings(arm: str) -> dict[str, Any]:
    """The tuner settings of an A/B arm (:func:`split_arm`), as TuneOptions fields."""
    from artifact.tuning.options import profile_settings

    return profile_settings(*split_arm(arm))


def run(main: Callable[[], int]) -> None:
    """``sys.exit(main())``, an ArtifactError as one ``error:`` line."""
    from artifact.errors import ArtifactError

    try:
        sys.exit(main())
    except ArtifactError as exc:
        sys.exit(f"error: {exc}")
