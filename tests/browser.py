"""Headless Chromium for the report tests (marker ``browser``; `make test-browser` installs Debian's
chromium where none is found): a page opened with a probe script that reports each image's state, then
a screenshot kept under build/report-screenshots/ for a person to look at."""

from __future__ import annotations

import html.parser
import json
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "build" / "report-screenshots"

CHECK_JS = """<script>
window.addEventListener('load', () => {
  const bad = [], out = document.createElement('pre');
  for (const img of document.images) {
    const r = img.getBoundingClientRect();
    if (!img.complete || img.naturalWidth === 0 || r.width < 100 || r.height < 80) bad.push(img.alt.slice(0, 40));
  }
  out.id = 'render-check';
  out.textContent = JSON.stringify({images: document.images.length, bad: bad,
                                    figures: document.querySelectorAll('figure').length,
                                    links: Array.from(document.links).map(a => a.getAttribute('href'))});
  document.body.appendChild(out);
});
</script>"""


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


class Refs(html.parser.HTMLParser):
    """Every resource a page would load: src of img/script/iframe, href of link (style sheets)."""

    def __init__(self) -> None:
        super().__init__()
        self.loads: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag in ("img", "script", "iframe", "source", "video", "audio") and a.get("src"):
            self.loads.append(str(a["src"]))
        if tag == "link" and a.get("href"):
            self.loads.append(str(a["href"]))


def external_resources(text: str) -> list[str]:
    """What a page would fetch from elsewhere: anything not embedded as a data: URI, and any http(s) URL."""
    p = Refs()
    p.feed(text)
    out = [r for r in p.loads if not r.startswith("data:")]
    return out + (["http(s) URL in the page"] if "http://" in text or "https://" in text else [])


def render_check(page: Path, tmp_path: Path, shot: str, height: int = 5000) -> dict:
    """Open ``page`` in headless Chromium: (images, figures, bad images, links) as the page reports them,
    and a 1400-pixel-wide screenshot saved as build/report-screenshots/``shot``. Fails on an external
    resource or a local link to a file that does not exist."""
    text = page.read_text(encoding="utf-8")
    assert external_resources(text) == [], external_resources(text)
    tmp_path.mkdir(parents=True, exist_ok=True)
    probe = tmp_path / f"probe-{shot}.html"  # the page's images are embedded: it renders the same from here
    probe.write_text(text.replace("</body>", CHECK_JS + "</body>"), encoding="utf-8")
    flags = [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
             f"--user-data-dir={tmp_path / 'profile'}", f"--window-size=1400,{height}"]
    try:
        dom = subprocess.run([*flags, "--virtual-time-budget=5000", "--dump-dom", probe.as_uri()],
                             capture_output=True, text=True, timeout=120)
    finally:
        probe.unlink()
    assert dom.returncode == 0, dom.stderr[-2000:]
    start = dom.stdout.index("<pre id=\"render-check\">") + len("<pre id=\"render-check\">")
    result = json.loads(html.unescape(dom.stdout[start:dom.stdout.index("</pre>", start)]))
    for href in result["links"]:
        if href and not href.startswith(("#", "data:")) and "://" not in href:
            assert (page.parent / href.split("#")[0]).exists(), f"{page}: link to a missing file {href}"
    out = tmp_path / shot
    r = subprocess.run([*flags, f"--screenshot={out}", page.as_uri()], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and out.exists(), r.stderr[-2000:]
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    shutil.copy(out, SCREENSHOTS / shot)
    return result
