"""An optional detached signature of SHA256SUMS (``SHA256SUMS.sig``, OpenSSH's ``ssh-keygen -Y``).

Checksums alone catch any change of a file but not a change of the file together with SHA256SUMS.
Signed with a key that only the experimenter holds, and checked against that key's public half,
such an edit is caught too:

    artifact analyze --sign-key ~/.ssh/id_ed25519          # writes SHA256SUMS and SHA256SUMS.sig
    artifact verify --public-key id_ed25519.pub            # the signature first, then every file

The signature's namespace is ``artifact-results``, so it cannot be replayed as a signature for
anything else (a git commit, a login).
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

from ..errors import ArtifactError
from .checksums import SIG_FILE, SUMS_FILE

NAMESPACE = "artifact-results"
IDENTITY = "artifact-results"


def _ssh_keygen() -> str:
    exe = shutil.which("ssh-keygen")
    if exe is None:
        raise ArtifactError("ssh-keygen not found: signing and checking SHA256SUMS.sig need OpenSSH's ssh-keygen")
    return exe


def _sign_file(path: Path, key: Path) -> Path:
    """``path``.sig, signed with ``key``; a one-line error naming the key if ssh-keygen fails."""
    proc = subprocess.run([_ssh_keygen(), "-Y", "sign", "-f", str(key), "-n", NAMESPACE, str(path)],
                          capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=60)
    sig = path.with_name(path.name + ".sig")
    if proc.returncode != 0 or not sig.is_file():
        lines = (proc.stderr or proc.stdout).strip().splitlines()
        raise ArtifactError(f"signing SHA256SUMS with {key} failed: {lines[-1] if lines else proc.returncode}")
    return sig


def check_key(key: Path) -> None:
    """``key`` signs (a trial signature of a scratch file): checked before anything is written, so that a
    key that cannot sign stops a run before it replaces SHA256SUMS and drops the old signature."""
    if not key.is_file():
        raise ArtifactError(f"signing key {key} not found")
    with tempfile.TemporaryDirectory(prefix="artifact-key-check-") as tmp:
        scratch = Path(tmp) / SUMS_FILE
        scratch.write_text("a trial signature\n", encoding="utf-8")
        _sign_file(scratch, key)


def sign(results: Path, key: Path) -> Path:
    """Sign ``results``/SHA256SUMS with the private ``key``; returns SHA256SUMS.sig (written atomically)."""
    sums = results / SUMS_FILE
    if not key.is_file():
        raise ArtifactError(f"signing key {key} not found")
    with tempfile.TemporaryDirectory(dir=results, prefix=".sign-") as tmp:
        copy = Path(tmp) / SUMS_FILE
        shutil.copyfile(sums, copy)
        _sign_file(copy, key).replace(results / SIG_FILE)
    return results / SIG_FILE


def check(results: Path, public_key: Path) -> None:
    """Raise unless SHA256SUMS.sig is a signature of SHA256SUMS by ``public_key``."""
    sums, sig = results / SUMS_FILE, results / SIG_FILE
    if not sig.is_file():
        raise ArtifactError(f"{sig} not found: the results were not signed (artifact analyze --sign-key)")
    try:
        pub = public_key.read_text(encoding="utf-8").strip().splitlines()[0]
    except (OSError, UnicodeDecodeError, IndexError) as exc:
        raise ArtifactError(f"public key {public_key} is unreadable ({exc})") from exc
    with tempfile.TemporaryDirectory() as tmp:
        allowed = Path(tmp) / "allowed_signers"
        allowed.write_text(f'{IDENTITY} namespaces="{NAMESPACE}" {pub}\n', encoding="utf-8")
        with sums.open("rb") as data:
            proc = subprocess.run([_ssh_keygen(), "-Y", "verify", "-f", str(allowed), "-I", IDENTITY, "-n", NAMESPACE,
                                   "-s", str(sig)], stdin=data, capture_output=True, text=True, timeout=60)
    if proc.returncode != 0:
        raise ArtifactError(f"{sig} is not a signature of {sums} by {public_key}: SHA256SUMS was changed after it "
                            f"was signed, or signed with another key")
