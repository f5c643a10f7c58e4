"""The shipped form of a run (artifact.results.shipping): buffers left out, cubins compressed,
checksums that verify, the same bytes every time, and only verified runs shipped."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from artifact.errors import ArtifactError
from artifact.results.checksums import verify, write_sums
from artifact.results.shipping import ship_run

CUBIN = b"\x7fELF" + bytes(range(256)) * 8


def make_run(root: Path) -> Path:
    k = root / "case1" / "export" / "r0001"
    k.mkdir(parents=True)
    (k / "kernel.cubin").write_bytes(CUBIN)
    (k / "kernel.json").write_text('{"cubin": "kernel.cubin"}', encoding="utf-8")
    ref = root / "case1" / "export" / "reference"
    ref.mkdir()
    (ref / "data.bin").write_bytes(b"\0" * 4096)
    (root / "analysis").mkdir()
    (root / "analysis" / "points.csv").write_text("id\nr0001\n", encoding="utf-8")
    write_sums(root)
    return root


def test_shipped_form(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run")
    assert ship_run(run, tmp_path / "a") == 3  # kernel.cubin.gz, kernel.json, points.csv
    a = tmp_path / "a"
    k = a / "case1" / "export" / "r0001"
    assert not (k / "kernel.cubin").exists() and gzip.decompress((k / "kernel.cubin.gz").read_bytes()) == CUBIN
    assert not list(a.rglob("*.bin"))
    assert verify(a)[:3] == ([], [], [])
    assert "data.bin" not in (a / "SHA256SUMS").read_text()
    # the same run always ships as the same bytes
    ship_run(run, tmp_path / "b")
    assert (tmp_path / "b" / "case1" / "export" / "r0001" / "kernel.cubin.gz").read_bytes() == \
        (k / "kernel.cubin.gz").read_bytes()
    assert (tmp_path / "b" / "SHA256SUMS").read_bytes() == (a / "SHA256SUMS").read_bytes()


def test_only_a_verified_run_ships_and_nothing_is_half_written(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run")
    (run / "analysis" / "points.csv").write_text("id\nr0002\n", encoding="utf-8")
    with pytest.raises(ArtifactError, match="1 altered"):
        ship_run(run, tmp_path / "out")
    assert not (tmp_path / "out").exists() and not (tmp_path / "out.partial").exists()
    with pytest.raises(ArtifactError, match="exists"):
        ship_run(run, run)


def test_a_shipped_run_ships_again_unchanged(tmp_path: Path) -> None:
    """The shipped form lacks the buffers: shipping it again is allowed and changes nothing."""
    run = make_run(tmp_path / "run")
    ship_run(run, tmp_path / "a")
    for f in (tmp_path / "a").rglob("*.gz"):  # back to the run's own cubin, buffers still left out
        f.with_name(f.name[:-3]).write_bytes(gzip.decompress(f.read_bytes()))
        f.unlink()
    write_sums(tmp_path / "a")
    ship_run(tmp_path / "a", tmp_path / "b")
    assert sorted(p.name for p in (tmp_path / "b").rglob("*") if p.is_file()) == \
        ["SHA256SUMS", "kernel.cubin.gz", "kernel.json", "points.csv"]
