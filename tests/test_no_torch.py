"""tvm_patches.no_torch: within kept_out(), torch cannot be imported here or in the processes started,
and tvm_ffi (which imports torch whenever it can) goes on without it. A stand-in ``torch`` package on
sys.path / PYTHONPATH plays the installed torch (the real one is not in the test environment)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

from tvm_patches import no_torch


@pytest.fixture
def fake_torch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    site = tmp_path / "site"
    (site / "torch").mkdir(parents=True)
    (site / "torch" / "__init__.py").write_text("IMPORTED = True\n")
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setenv("PYTHONPATH", str(site))
    monkeypatch.delenv(no_torch.ALLOW_ENV, raising=False)
    for name in [m for m in sys.modules if m == "torch" or m.startswith("torch.")]:
        monkeypatch.delitem(sys.modules, name)
    yield site
    # the stand-in a test imported leaves with it (a later `import tvm` in this process would take it for torch)
    for name in [m for m in sys.modules if m == "torch" or m.startswith("torch.")]:
        del sys.modules[name]


def _child(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          env=dict(os.environ)).stdout.strip()


CAN_IMPORT = "import importlib\ntry:\n importlib.import_module('torch'); print('yes')\nexcept ImportError: print('no')"


def test_torch_cannot_be_imported_inside_here_or_in_children_and_can_again_after(fake_torch: Path) -> None:
    assert _child(CAN_IMPORT) == "yes"
    with no_torch.kept_out():
        with pytest.raises(ImportError):
            import torch  # noqa: F401
        assert "torch" not in sys.modules  # as where it is not installed (scipy reads any entry as torch)
        assert _child(CAN_IMPORT) == "no"
        assert os.environ["PYTHONPATH"].endswith(os.pathsep + str(fake_torch))  # the user's path kept, after it
    assert os.environ["PYTHONPATH"] == str(fake_torch)
    import torch

    assert torch.IMPORTED  # type: ignore[attr-defined]
    assert _child(CAN_IMPORT) == "yes"


def test_a_torch_already_imported_here_stays_and_children_are_still_kept_from_it(fake_torch: Path) -> None:
    import torch

    with no_torch.kept_out():
        assert sys.modules["torch"] is torch
        assert _child(CAN_IMPORT) == "no"
    assert sys.modules["torch"] is torch


def test_allow_env_turns_it_off(fake_torch: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(no_torch.ALLOW_ENV, "1")
    with no_torch.kept_out():
        assert _child(CAN_IMPORT) == "yes"


def test_tvm_ffi_in_a_child_tries_torch_but_not_when_kept_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """tvm_ffi imports torch whenever it can: a stand-in torch that notes each attempt (then fails, so that
    tvm_ffi goes on) is tried in a child, and not tried in a child started within kept_out()."""
    import importlib.util

    if importlib.util.find_spec("tvm_ffi") is None:
        pytest.skip("tvm_ffi is not installed")
    site, marker = tmp_path / "site", tmp_path / "tried"
    (site / "torch").mkdir(parents=True)
    (site / "torch" / "__init__.py").write_text(f"open({str(marker)!r}, 'a').write('x')\nraise ImportError('stand-in')\n")
    monkeypatch.setenv("PYTHONPATH", str(site))
    monkeypatch.delenv(no_torch.ALLOW_ENV, raising=False)
    assert _child("import tvm_ffi; print('ok')") == "ok"
    assert marker.read_text().startswith("x")  # tried (tvm_ffi tries in several places)
    marker.unlink()
    with no_torch.kept_out():
        assert _child("import tvm_ffi; print('ok')") == "ok"
    assert not marker.exists()


def test_the_tune_command_runs_inside_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """`artifact tune` (and select, export, reproduce) run within kept_out(): the tuning loop sees the blocker."""
    from click.testing import CliRunner

    import artifact.tuning.spread as spread
    from artifact.cli import main

    seen: list[str] = []
    monkeypatch.delenv(no_torch.ALLOW_ENV, raising=False)
    monkeypatch.setattr(spread, "tune_selected", lambda *a, **k: seen.append(os.environ.get("PYTHONPATH", "")))
    result = CliRunner().invoke(main, ["tune", "--case", "1", "--results", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert seen and "artifact-no-torch-" in seen[0]
    assert "artifact-no-torch-" not in os.environ.get("PYTHONPATH", "")
