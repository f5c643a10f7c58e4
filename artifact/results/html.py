"""The pieces every report page is made of: static, self-contained HTML (no script, no network), numbers
in readable units, figures embedded as PNG data URIs beside a link to their PDF, and one style sheet.

Each study's page (artifact.results.report for the kernel pipeline, the studies' ``page`` modules) is a
list of :class:`Section` rendered by :func:`page`; the same inputs give the same bytes (no date of its own).
"""

from __future__ import annotations

import base64
import html
import math
import re
import struct
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import ArtifactError

MISSING = "-"  # a table cell or value with nothing recorded
Formatter = Callable[[Any], str]


@dataclass(frozen=True)
class Section:
    key: str  # the HTML id
    title: str
    html: str  # the body, already escaped


def e(value: Any) -> str:
    """HTML-escaped text of ``value``."""
    return html.escape(str(value), quote=True)


def _missing(v: Any) -> bool:
    """None, NaN, pandas' NA."""
    if v is None or type(v).__name__ in ("NAType", "NaTType"):
        return True
    try:
        return bool(v != v)  # NaN is the one value not equal to itself
    except (TypeError, ValueError):
        return False


def num(v: Any, sig: int = 4) -> str:
    """A number as a person reads it: ``37,612`` (no scientific notation from 1e-3 up), ``0.04567``,
    ``28.13`` (``sig`` significant digits), integers with thousands separators, booleans yes/no."""
    if _missing(v):
        return MISSING
    if isinstance(v, str):
        return v
    if isinstance(v, bool) or type(v).__name__ == "bool_":
        return "yes" if v else "no"
    if isinstance(v, int) or (hasattr(v, "dtype") and getattr(v.dtype, "kind", "") in "iu"):
        return f"{int(v):,}"
    x = float(v)
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    a = abs(x)
    if a == 0:
        return "0"
    if a < 1e-3:
        return f"{x:.{max(sig - 1, 0)}e}"
    decimals = max(sig - 1 - math.floor(math.log10(a)), 0)
    out = f"{x:,.{decimals}f}"
    return out.rstrip("0").rstrip(".") if "." in out else out


def pct(frac: Any, decimals: int = 2) -> str:
    """A fraction as a percentage: 0.0062 -> '0.62 %'."""
    if _missing(frac) or isinstance(frac, str):
        return MISSING if _missing(frac) else str(frac)
    return f"{100 * float(frac):.{decimals}f} %"


def ci(frac: Any) -> str:
    """A relative CI half-width: 0.0048 -> '+-0.48 %'."""
    return MISSING if _missing(frac) else "+-" + pct(frac)


def ratio(v: Any) -> str:
    """A ratio to three decimals with its 'x': 0.7051 -> '0.705x'."""
    return MISSING if _missing(v) else f"{float(v):.3f}x"


def flag(v: Any) -> str:
    """A flag column: 'flagged' or empty."""
    return "flagged" if (not _missing(v) and str(v).lower() in ("true", "1", "yes", "flagged")) else ""


def text(v: Any) -> str:
    """A text cell: missing values as '-', reasons joined by ';' spaced out."""
    return MISSING if _missing(v) else str(v).replace(";", "; ")


def _numeric(v: Any) -> bool:
    if isinstance(v, bool) or type(v).__name__ == "bool_" or _missing(v):
        return False
    kind = getattr(getattr(v, "dtype", None), "kind", "")
    return isinstance(v, (int, float)) or (bool(kind) and kind in "iuf")


def table(rows: Any, formats: Mapping[str, Formatter] | None = None, cls: str = "",
          headers: Mapping[str, str] | None = None) -> str:
    """An HTML table of a pandas DataFrame or a list of dicts; ``formats`` by column (default :func:`num`),
    ``headers`` renames columns for display. Numbers are right-aligned."""
    formats = formats or {}
    headers = headers or {}
    if hasattr(rows, "to_dict"):
        columns = [str(c) for c in rows.columns]
        records = rows.to_dict("records")
    else:
        records = list(rows)
        columns = list(dict.fromkeys(k for r in records for k in r))
    head = "".join(f"<th>{e(headers.get(c, c))}</th>" for c in columns)
    body = []
    for r in records:
        cells = []
        for c in columns:
            v = r.get(c)
            fmt = formats.get(c, num)
            right = _numeric(v) or fmt in (pct, ratio, ci)
            cells.append(f"<td{' class=num' if right else ''}>{e(fmt(v))}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    return (f"<div class='tw'><table{f' class={cls!r}' if cls else ''}><thead><tr>{head}</tr></thead>"
            f"<tbody>{''.join(body)}</tbody></table></div>")


def dl(pairs: Iterable[tuple[str, Any]]) -> str:
    """A definition list of (label, value); empty values left out."""
    def shown(v: Any) -> str:  # identifiers and counts as written (13000, 1980), other numbers as num()
        return v if isinstance(v, str) else str(int(v)) if isinstance(v, int) or float(v).is_integer() else num(v)

    items = "".join(f"<dt>{e(k)}</dt><dd>{e(shown(v))}</dd>" for k, v in pairs if v not in (None, "") and not _missing(v))
    return f"<dl>{items}</dl>"


def paragraphs(lines: Sequence[str]) -> str:
    """Plain-text lines as HTML: '- ' lines become a list, '**x**' bold, '`x`' code, others paragraphs."""
    out: list[str] = []
    items: list[str] = []

    def inline(s: str) -> str:
        s = e(s)
        s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
        return re.sub(r"`(.+?)`", r"<code>\1</code>", s)

    def close() -> None:
        if items:
            out.append("<ul>" + "".join(f"<li>{x}</li>" for x in items) + "</ul>")
            items.clear()

    for line in lines:
        if line.startswith("- "):
            items.append(inline(line[2:]))
            continue
        close()
        if line.startswith("### "):
            out.append(f"<h4>{inline(line[4:])}</h4>")
        elif line.strip():
            out.append(f"<p>{inline(line)}</p>")
    close()
    return "".join(out)


def note(message: str) -> str:
    return f"<p class='note'>{e(message)}</p>"


def png_size(data: bytes) -> tuple[int, int]:
    """(width, height) in pixels from a PNG's IHDR chunk."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    return struct.unpack(">II", data[16:24])


def figure(png: Path, caption: str, pdf_href: str | None = None, fig_id: str = "", dpi: int = 150) -> str:
    """A <figure> with the PNG embedded (shown at the size matplotlib laid it out), its caption and a link
    to its PDF (relative to the page) where there is one."""
    if not png.exists():
        raise ArtifactError(f"{png} is missing: write the study's figures again")
    data = png.read_bytes()
    try:
        w, h = png_size(data)
    except ValueError as exc:
        raise ArtifactError(f"{png} is damaged ({exc}): write the study's figures again") from exc
    scale = 100 / dpi
    uri = "data:image/png;base64," + base64.b64encode(data).decode("ascii")
    link = f" <a href='{e(pdf_href)}'>PDF</a>" if pdf_href else ""
    ident = f" id='fig-{e(fig_id)}'" if fig_id else ""
    return (f"<figure{ident}><img src='{uri}' alt='{e(caption)}' width='{round(w * scale)}' "
            f"height='{round(h * scale)}'><figcaption>{e(caption)}{link}</figcaption></figure>")


def figures(items: Iterable[str]) -> str:
    return "<div class='figs'>" + "".join(items) + "</div>"


CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;max-width:1400px;padding:0 24px 48px;
color:#1a1a1a;line-height:1.4}
h1{font-size:1.6em;margin:.8em 0 .2em}h2{border-bottom:2px solid #0072B2;padding-bottom:.2em;margin-top:1.6em}
h3{margin:1.2em 0 .4em}h4{margin:1em 0 .3em}nav a{margin-right:1em}code{background:#f2f2f2;padding:0 .25em}
.cols{display:flex;flex-wrap:wrap;gap:8px 40px}.cols>div{flex:1 1 360px;min-width:0}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:2px 14px;margin:0}dt{color:#555}
dd{margin:0;overflow-wrap:break-word}dd code{overflow-wrap:anywhere}
.tw{overflow-x:auto;max-width:100%}table{border-collapse:collapse;font-size:.88em;margin:.4em 0 1em}th,td{border:1px solid #ccc;padding:3px 7px;text-align:left}
th{background:#eef3f8}td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tr.pass td:first-child{background:#d9f0e3;color:#005a3c}tr.fail td:first-child{background:#f9d9c9;color:#8a2c00}
tr.skip td:first-child{background:#eee;color:#444}
.figs{display:flex;flex-wrap:wrap;gap:18px;align-items:flex-start}
figure{margin:0;border:1px solid #ddd;padding:8px;background:#fff;max-width:100%}
figure img{display:block;max-width:100%;height:auto}figcaption{font-size:.88em;color:#333;max-width:720px;margin-top:4px}
.note{background:#fff8e1;border-left:4px solid #E69F00;padding:6px 10px}
.onelimit{background:#e8f1fa;border-left:4px solid #0072B2;padding:6px 10px;font-weight:600}
details{margin:.4em 0}summary{cursor:pointer;font-weight:600}
"""


def page(title: str, intro: str, sections: Sequence[Section]) -> str:
    """A whole page: title, an introduction (HTML), a navigation line and the sections."""
    nav = "".join(f"<a href='#{e(s.key)}'>{e(s.title)}</a>" for s in sections)
    body = "".join(f"<section id='{e(s.key)}'><h2>{e(s.title)}</h2>{s.html}</section>" for s in sections)
    return (f"<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'>"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'><title>{e(title)}</title>"
            f"<style>{CSS}</style></head><body><h1>{e(title)}</h1>{intro}<nav>{nav}</nav>{body}</body></html>\n")


def not_run_section(lines: Iterable[str], everything: str = "Everything of the study ran: no gap to report.") -> Section:
    """The last section: what was not run or is not available, one line each (duplicates once)."""
    unique = list(dict.fromkeys(lines))
    if not unique:
        return Section("not-run", "Not run", f"<p>{e(everything)}</p>")
    return Section("not-run", "Not run or not available", "<ul>" + "".join(f"<li>{e(x)}</li>" for x in unique) + "</ul>")
