"""Keep torch out of the kernel pipeline's processes (apache-tvm-ffi 0.1.14, TVM 0.27).

Why: ``import tvm`` imports tvm_ffi, which imports torch whenever it is installed
(tvm_ffi/__init__.py: "try importing torch first, to avoid a potential symbol conflict"), then
(tvm_ffi/_optional_torch_c_dlpack.py) loads a DLPack addon for it, JIT-compiling it into
~/.cache/tvm-ffi the first time, and asks ``torch.cuda.is_available()``, which starts CUDA. Nothing in
tuning, selection or export uses torch. With torch installed (the model-level commands' extra),
``import tvm`` costs seconds and twice as many CPU-seconds more, mostly torch's import, the addon and
CUDA's start; a tuning run imports tvm in every build worker (one per CPU), in the runner's worker and
in each RPC server, all at once (benchmarks/worker_start.py measures it with and without torch).

How: :func:`kept_out`, a context around a command: a directory holding a ``torch`` package whose
import raises ImportError (which tvm_ffi catches, going on without torch), put first on this process's
``sys.path`` and first on PYTHONPATH for the processes it starts (TVM's pool workers run ``python -m
tvm.exec.popen_worker``, which imports tvm before any initializer of ours could act). A failed import
leaves no ``torch`` entry in ``sys.modules``, as where torch is not installed (``sys.modules["torch"] =
None`` would not do: scipy's array-API helpers, imported with XGBoost, read any ``torch`` entry there as
the module). Undone on exit. Where torch is already imported in this process, this process is left as it
is (the cost is paid) and only its children are kept from it. ``ARTIFACT_ALLOW_TORCH=1`` turns it off.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ALLOW_ENV = "ARTIFACT_ALLOW_TORCH"
BLOCKER = ('raise ImportError("torch is kept out of this process: the kernel pipeline does not use it and '
           'importing it (through tvm_ffi) costs seconds per process (tvm_patches/no_torch.py)")\n')


@contextlib.contextmanager
def kept_out() -> Iterator[None]:
    """Within: ``import torch`` fails in this process (unless it is imported already) and in every
    Python process started meanwhile (see the module docstring)."""
    if os.environ.get(ALLOW_ENV, "0") not in ("", "0"):
        yield
        return
    blocker = Path(tempfile.mkdtemp(prefix="artifact-no-torch-"))
    (blocker / "torch").mkdir()
    (blocker / "torch" / "__init__.py").write_text(BLOCKER)
    here = "torch" not in sys.modules
    if here:
        sys.path.insert(0, str(blocker))
    old = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = str(blocker) + (os.pathsep + old if old else "")
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("PYTHONPATH", None)
        else:
            os.environ["PYTHONPATH"] = old
        if here and str(blocker) in sys.path:
            sys.path.remove(str(blocker))
        shutil.rmtree(blocker, ignore_errors=True)
