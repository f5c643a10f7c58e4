"""requirements.lock: the one source of versions for `make setup`, the Docker image and the manifest.

Installing the lock into a fresh virtual environment is the installer's own job
(``uv pip install --require-hashes --no-deps -r requirements.lock``, uv itself taken from the lock,
see the Makefile). This module keeps only what the installer cannot do:

* ``python -m artifact.lockfile install``: install into an existing interpreter (a GPU
  image's python3) only the locked packages it lacks, plus TVM and its FFI at exactly the locked
  versions, keeping everything else it has and writing what differs to a drift file that the
  provenance manifest reports. Runs before anything is installed: standard library and pip only.
  ``install --only uv``: just the lock's uv, which then installs the lock into a fresh virtual
  environment (``make setup``).
* ``python -m artifact.lockfile download DIR --python X.Y.Z``: fill an offline wheelhouse, on a machine
  with internet access, for a target Python on Linux x86-64 (the lock's environment markers evaluated
  for X.Y.Z, not for the interpreter running this), hash-checked like an install.
* :func:`compare_installed`: installed versions against the lock (`artifact versions --check`).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from importlib import metadata
from pathlib import Path

from .source import in_checkout

LOCK = in_checkout("requirements.lock") or Path("requirements.lock")
# TVM and its FFI must be exactly these: other tvm-ffi versions crash MetaSchedule.
MUST_MATCH = {"apache-tvm", "apache-tvm-ffi"}
_ENTRY = re.compile(r"^([A-Za-z0-9_.\-]+)==([^\s;]+)\s*(?:;\s*(.*?))?\s*((?:--hash=\S+\s*)+)$")


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _marker_holds(marker: str | None, env: dict[str, str] | None = None) -> bool:
    if not marker:
        return True
    try:
        from packaging.markers import Marker
    except ImportError:  # before anything is installed: pip's vendored copy
        from pip._vendor.packaging.markers import Marker  # type: ignore[no-redef,assignment]
    return bool(Marker(marker).evaluate(env))


def target_environment(python: str) -> dict[str, str]:
    """Marker variables of CPython ``python`` (X.Y.Z) on Linux x86-64."""
    if not re.fullmatch(r"3\.\d+\.\d+", python):
        raise SystemExit(f"error: --python must be a version such as 3.12.3, got {python!r}")
    return {"python_version": ".".join(python.split(".")[:2]), "python_full_version": python,
            "implementation_name": "cpython", "platform_python_implementation": "CPython", "os_name": "posix",
            "sys_platform": "linux", "platform_system": "Linux", "platform_machine": "x86_64"}


def lock_entries(lock: Path = LOCK, env: dict[str, str] | None = None) -> list[dict[str, str]]:
    """The entries of a `uv pip compile --generate-hashes` lock that apply to this interpreter (or to
    the marker environment ``env``): name, version and the hash options."""
    if not lock.is_file():
        raise SystemExit(f"error: {lock} not found (the lock comes with the repository)")
    logical: list[str] = []
    for raw in lock.read_text(encoding="utf-8").splitlines():
        line = raw.rstrip() if raw.lstrip().startswith("--hash") else raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        if logical and logical[-1].endswith("\\"):
            logical[-1] = logical[-1][:-1] + " " + line.strip()
        else:
            logical.append(line.strip())
    entries = []
    for line in logical:
        m = _ENTRY.match(line.rstrip("\\").strip())
        if not m:
            raise SystemExit(f"error: cannot parse lock entry in {lock}: {line[:80]}")
        name, version, marker, hashes = m.groups()
        if _marker_holds(marker, env):
            entries.append({"name": name, "version": version, "hashes": hashes.strip()})
    return entries


def lock_versions(lock: Path = LOCK) -> dict[str, str]:
    """{canonical name: locked version} of the entries whose marker holds for this interpreter."""
    return {canonical(e["name"]): e["version"] for e in lock_entries(lock)}


def _installed(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def compare_installed(lock: Path = LOCK) -> list[tuple[str, str, str | None]]:
    """(name, locked, installed or None) for every applicable lock entry."""
    return [(name, version, _installed(name)) for name, version in sorted(lock_versions(lock).items())]


def wheelhouse_lacks(entries: list[dict[str, str]], wheelhouse: str) -> list[str]:
    """``name==version`` of each entry with no distribution in ``wheelhouse`` (a wheel
    ``name-version-....whl`` or an sdist ``name-version.tar.gz``/``.zip``, the name compared canonically)."""
    have: set[tuple[str, str]] = set()
    for f in os.listdir(wheelhouse):
        if f.endswith(".whl"):
            parts = f[:-4].split("-")
            if len(parts) >= 5:
                have.add((canonical(parts[0]), parts[1]))
        else:
            stem = next((f[: -len(x)] for x in (".tar.gz", ".zip") if f.endswith(x)), None)
            if stem and "-" in stem:
                name, version = stem.rsplit("-", 1)
                have.add((canonical(name), version))
    return [f"{e['name']}=={e['version']}" for e in entries if (canonical(e["name"]), e["version"]) not in have]


def install_only_missing(lock: Path, wheelhouse: str, drift_file: str, only: tuple[str, ...] = ()) -> int:
    """Install the missing locked packages (and MUST_MATCH at the locked version) with pip
    --require-hashes; record every kept package whose version differs from the lock. With ``only``,
    just those packages of the lock (``make setup`` installs the lock's uv this way first)."""
    entries = lock_entries(lock)
    if only:
        names = {canonical(n) for n in only}
        entries = [e for e in entries if canonical(e["name"]) in names]
        unknown = names - {canonical(e["name"]) for e in entries}
        if unknown:
            raise SystemExit(f"error: not in {lock} for this interpreter: {', '.join(sorted(unknown))}")
    wanted, drift = [], {}
    for e in entries:
        have = _installed(e["name"])
        if have is not None and canonical(e["name"]) not in MUST_MATCH:
            if have != e["version"]:
                drift[canonical(e["name"])] = {"locked": e["version"], "installed": have}
            continue
        if have != e["version"]:
            wanted.append(e)
    if drift:
        print(f"keeping {len(drift)} package(s) this interpreter already has at other versions:")
        for name, d in sorted(drift.items()):
            print(f"  {name}: installed {d['installed']}, locked {d['locked']}")
    if drift_file:
        Path(drift_file).write_text(json.dumps(drift, indent=1, sort_keys=True), encoding="utf-8")
    if not wanted:
        print("all locked packages are installed")
        return 0
    lacking = wheelhouse_lacks(wanted, wheelhouse) if wheelhouse else []
    if lacking:  # before pip: nothing installed, and every missing wheel named at once
        raise SystemExit(f"error: WHEELHOUSE={wheelhouse} has no wheel for {len(lacking)} locked package(s) this "
                         f"interpreter lacks: {', '.join(lacking)} (fill it with `python -m artifact.lockfile download "
                         f"{wheelhouse} --python {sys.version.split()[0]}` on a machine with internet access)")
    print(f"installing {len(wanted)} locked package(s) into {sys.executable}")
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as tmp:
        tmp.writelines(f"{e['name']}=={e['version']} {e['hashes']}\n" for e in wanted)
    cmd = [sys.executable, "-m", "pip", "install", "--disable-pip-version-check", "--require-hashes",
           "--no-deps", "-r", tmp.name]
    if wheelhouse:
        cmd += ["--no-index", "--find-links", wheelhouse]
    try:
        return subprocess.call(cmd)
    finally:
        os.unlink(tmp.name)


def download(entries: list[dict[str, str]], dest: str, python: str, glibc_minor: int) -> int:
    """pip download the wheels of ``entries`` (already filtered for ``python``) into ``dest``."""
    major_minor = "".join(python.split(".")[:2])
    platforms = [f"manylinux_2_{m}_x86_64" for m in range(5, glibc_minor + 1)]
    platforms += ["manylinux2014_x86_64", "manylinux2010_x86_64", "manylinux1_x86_64", "linux_x86_64"]
    os.makedirs(dest, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as tmp:
        tmp.writelines(f"{e['name']}=={e['version']} {e['hashes']}\n" for e in entries)
    cmd = [sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "--require-hashes", "--no-deps",
           "--only-binary=:all:", "--python-version", ".".join(python.split(".")[:2]), "--implementation", "cp",
           "--abi", f"cp{major_minor}", "-d", dest, "-r", tmp.name]
    for plat in platforms:
        cmd += ["--platform", plat]
    print(f"downloading {len(entries)} locked wheel(s) for CPython {python} on Linux x86-64 into {dest}")
    try:
        return subprocess.call(cmd)
    finally:
        os.unlink(tmp.name)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m artifact.lockfile", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    inst = sub.add_parser("install", help="install the missing locked packages into this interpreter")
    inst.add_argument("--lock", type=Path, default=LOCK)
    inst.add_argument("--wheelhouse", default="", help="install from this directory only (offline)")
    inst.add_argument("--drift-file", default="", help="write the kept packages that differ from the lock here")
    inst.add_argument("--only", action="append", default=[], metavar="NAME",
                      help="install just this package of the lock (repeatable)")
    down = sub.add_parser("download", help="fill an offline wheelhouse for a target Python on Linux x86-64")
    down.add_argument("dest", metavar="DIR")
    down.add_argument("--lock", type=Path, default=LOCK)
    down.add_argument("--python", default="", metavar="X.Y.Z", help="the target Python (default: this one)")
    down.add_argument("--glibc", default="2.28", metavar="2.N", help="the target's newest manylinux glibc")
    args = ap.parse_args(argv)
    if args.command == "download":
        python = args.python or ".".join(map(str, sys.version_info[:3]))
        env = target_environment(python)
        if not re.fullmatch(r"2\.\d+", args.glibc):
            raise SystemExit(f"error: --glibc must be a version such as 2.28, got {args.glibc!r}")
        return download(lock_entries(args.lock, env), args.dest, python, int(args.glibc.split(".")[1]))
    if args.wheelhouse and not os.path.isdir(args.wheelhouse):
        raise SystemExit(f"error: WHEELHOUSE={args.wheelhouse} is not a directory")
    return install_only_missing(args.lock, args.wheelhouse, args.drift_file, tuple(args.only))


if __name__ == "__main__":
    sys.exit(main())
