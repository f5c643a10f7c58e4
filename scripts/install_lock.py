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
Only the standard library and pip are needed.
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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lock", default="requirements.lock")
    ap.add_argument("--wheelhouse", default="")
    ap.add_argument("--only-missing", action="store_true")
    ap.add_argument("--drift-file", default="")
    args = ap.parse_args()

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
