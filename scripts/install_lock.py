#!/usr/bin/env python3
"""Install requirements.lock into the interpreter running this script.

Used by `make setup`. Two modes:

* full (default, for a fresh virtual environment): every entry of the lock whose environment marker
  holds for this interpreter, with hash checking (`pip --require-hashes --no-deps`).
* ``--only-missing`` (for an existing interpreter such as a GPU image's python3): entries already
  installed are kept as they are, except those in MUST_MATCH, which are installed at the locked
  version; the rest are installed from the lock. Every kept version that differs from the lock is
  printed and written to ``--drift-file`` so that the provenance manifest can report it.

With ``--wheelhouse DIR`` pip reads only DIR (no package index), for offline and air-gapped machines.
``--download DIR --python X.Y.Z`` fills such a wheelhouse on a machine with internet access for a
target Python on Linux x86-64 (the lock's environment markers are evaluated for X.Y.Z, not for the
interpreter running this script), hash-checked like an install. Only the standard library and pip
are needed.
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

# TVM and its FFI must be exactly these: other tvm-ffi versions crash MetaSchedule.
MUST_MATCH = {"apache-tvm", "apache-tvm-ffi"}

if sys.version_info < (3, 10):
    sys.exit(f"error: Python >= 3.10 is required, {sys.executable} is {sys.version.split()[0]}")

try:
    from packaging.markers import Marker
except ImportError:  # pip vendors it
    from pip._vendor.packaging.markers import Marker  # type: ignore


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def parse_lock(path: str) -> list[dict]:
    """Entries of a `uv pip compile --generate-hashes` lock: name, version, marker, hash options."""
    text = open(path, encoding="utf-8").read()
    logical: list[str] = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].rstrip() if not raw.lstrip().startswith("--hash") else raw.rstrip()
        if not line.strip():
            continue
        if logical and logical[-1].endswith("\\"):
            logical[-1] = logical[-1][:-1] + " " + line.strip()
        else:
            logical.append(line.strip())
    entries = []
    for line in logical:
        line = line.rstrip("\\").strip()
        m = re.match(r"^([A-Za-z0-9_.\-]+)==([^\s;]+)\s*(?:;\s*(.*?))?\s*((?:--hash=\S+\s*)+)$", line)
        if not m:
            raise SystemExit(f"error: cannot parse lock entry in {path}: {line[:80]}")
        name, version, marker, hashes = m.groups()
        entries.append({"name": name, "version": version, "marker": marker, "hashes": hashes.split()})
    return entries


def target_environment(python: str) -> dict[str, str]:
    """Marker variables of CPython ``python`` (X.Y.Z) on Linux x86-64."""
    if not re.fullmatch(r"3\.\d+\.\d+", python):
        sys.exit(f"error: --python must be a version such as 3.12.3, got {python!r}")
    return {"python_version": ".".join(python.split(".")[:2]), "python_full_version": python,
            "implementation_name": "cpython", "platform_python_implementation": "CPython", "os_name": "posix",
            "sys_platform": "linux", "platform_system": "Linux", "platform_machine": "x86_64"}


def download(entries: list[dict], dest: str, python: str, glibc_minor: int) -> int:
    """pip download the wheels of ``entries`` (already filtered for ``python``) into ``dest``."""
    major_minor = "".join(python.split(".")[:2])
    platforms = [f"manylinux_2_{m}_x86_64" for m in range(5, glibc_minor + 1)]
    platforms += ["manylinux2014_x86_64", "manylinux2010_x86_64", "manylinux1_x86_64", "linux_x86_64"]
    os.makedirs(dest, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as tmp:
        for e in entries:
            tmp.write(f"{e['name']}=={e['version']} " + " ".join(e["hashes"]) + "\n")
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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lock", default="requirements.lock")
    ap.add_argument("--wheelhouse", default="")
    ap.add_argument("--only-missing", action="store_true")
    ap.add_argument("--drift-file", default="")
    ap.add_argument("--download", default="", metavar="DIR", help="download wheels into DIR instead of installing")
    ap.add_argument("--python", default="", metavar="X.Y.Z", help="target Python of --download (default: this one)")
    ap.add_argument("--glibc", default="2.28", metavar="2.N", help="newest manylinux glibc of --download's target")
    args = ap.parse_args()

    if args.download:
        python = args.python or ".".join(map(str, sys.version_info[:3]))
        env = target_environment(python)
        if not re.fullmatch(r"2\.\d+", args.glibc):
            sys.exit(f"error: --glibc must be a version such as 2.28, got {args.glibc!r}")
        entries = [e for e in parse_lock(args.lock) if not e["marker"] or Marker(e["marker"]).evaluate(env)]
        return download(entries, args.download, python, int(args.glibc.split(".")[1]))

    if args.wheelhouse and not os.path.isdir(args.wheelhouse):
        sys.exit(f"error: WHEELHOUSE={args.wheelhouse} is not a directory")
    entries = [e for e in parse_lock(args.lock) if not e["marker"] or Marker(e["marker"]).evaluate()]
    wanted, drift = [], {}
    for e in entries:
        try:
            have = metadata.version(e["name"])
        except metadata.PackageNotFoundError:
            have = None
        if args.only_missing and have is not None and canonical(e["name"]) not in MUST_MATCH:
            if have != e["version"]:
                drift[canonical(e["name"])] = {"locked": e["version"], "installed": have}
            continue
        if have == e["version"]:
            continue
        wanted.append(e)

    if drift:
        print(f"keeping {len(drift)} package(s) this interpreter already has at other versions:")
        for name, d in sorted(drift.items()):
            print(f"  {name}: installed {d['installed']}, locked {d['locked']}")
    if args.drift_file:
        with open(args.drift_file, "w", encoding="utf-8") as f:
            json.dump(drift, f, indent=1, sort_keys=True)
    if not wanted:
        print("all locked packages are installed")
        return 0
    print(f"installing {len(wanted)} locked package(s) into {sys.executable}")
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as tmp:
        for e in wanted:
            tmp.write(f"{e['name']}=={e['version']} " + " ".join(e["hashes"]) + "\n")
    cmd = [sys.executable, "-m", "pip", "install", "--disable-pip-version-check", "--require-hashes",
           "--no-deps", "-r", tmp.name]
    if args.wheelhouse:
        cmd += ["--no-index", "--find-links", args.wheelhouse]
    try:
        return subprocess.call(cmd)
    finally:
        os.unlink(tmp.name)


if __name__ == "__main__":
    sys.exit(main())
