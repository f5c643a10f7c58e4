"""The package's structure, drawn from its imports: each layer imports only the layers below it, and
no module imports itself back through others (artifact/__init__.py draws the same map)."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "artifact"

# lowest first; a module may import its own layer's modules and those of lower layers
LAYERS: list[set[str]] = [
    {"errors", "source", "contract"},
    {"atomic", "digest", "lockfile", "runlock", "validate", "children", "cpus", "schema"},  # schema: the phase files
    {"catalog", "gpu"},
    {"layout"},
    {"tuning", "measure"},  # side by side: neither imports the other
    {"results", "cli_common"},  # reads what the phases wrote, never a study; what every command shares
    {"layers", "traces", "fourway"},  # the studies, side by side
    {"tp"},  # tensor parallelism: traces split over GPUs
    {"phases", "reproduce", "remeasure"},  # the phase table and what runs it
    {"cli", "__main__"},
]
STUDIES = {"layers", "traces", "fourway", "tp"}
PHASES = {"tuning", "measure", "results"}  # the kernel pipeline
SIBLINGS_APART = {"tuning": {"measure"}, "measure": {"tuning"}, "layers": {"traces", "fourway"},
                  "traces": {"layers", "fourway"}, "fourway": {"layers", "traces"}, "tp": {"layers", "fourway"}}


def _unit(module: str) -> str:
    """artifact.tuning.tune -> tuning; artifact.layout -> layout; artifact.cli_cutlass -> cli (the
    command line's modules, each registered in cli.py; cli_common is what the studies' commands share too)."""
    unit = module.split(".")[1] if module.count(".") >= 1 else "__init__"
    return "cli" if unit.startswith("cli_") and unit != "cli_common" else unit


def _imports(path: Path) -> set[str]:
    module = "artifact." + ".".join(path.relative_to(PKG).with_suffix("").parts)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
                names = [target] if node.module else [f"{target}.{a.name}" for a in node.names]
            else:
                names = [node.module or ""]
            out.update(n for n in names if n.startswith("artifact."))
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("artifact."))
    return out


def _graph() -> dict[str, set[str]]:
    """Each module of the package and the package's modules it imports (a copy: parsed once per run)."""
    return {mod: set(deps) for mod, deps in _parsed_graph().items()}


@functools.lru_cache(maxsize=1)
def _parsed_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in PKG.rglob("*.py"):
        mod = "artifact." + ".".join(path.relative_to(PKG).with_suffix("").parts)
        graph[mod.removesuffix(".__init__")] = {m for m in _imports(path)}
    return graph


def _layer(unit: str) -> int:
    for i, layer in enumerate(LAYERS):
        if unit in layer:
            return i
    raise AssertionError(f"artifact.{unit} is in no layer of this test (and of artifact/__init__.py's map)")


def test_each_layer_imports_only_layers_below_it():
    wrong = []
    for mod, deps in _graph().items():
        if mod == "artifact":
            continue
        unit = _unit(mod)
        for dep in deps:
            dep_unit = _unit(dep)
            if dep_unit == unit:
                continue
            if _layer(dep_unit) > _layer(unit) or dep_unit in SIBLINGS_APART.get(unit, set()):
                wrong.append(f"{mod} imports {dep}")
    assert not wrong, "\n".join(sorted(wrong))


def _crossings(graph: dict[str, set[str]], sources: set[str], targets: set[str]) -> list[str]:
    return sorted(f"{mod} imports {dep}" for mod, deps in graph.items() if _unit(mod) in sources
                  for dep in deps if _unit(dep) in targets)


def test_no_phase_imports_a_study():
    """The kernel pipeline (tuning, measure, results) never reaches into a study (layers, traces, tp, fourway)."""
    assert _crossings(_graph(), PHASES, STUDIES) == []


def test_results_read_the_phases_files_not_their_code():
    """results/ reads what tune, select, export and measure wrote through artifact.schema's typed readers
    (the tuning database included: artifact.schema.tunedb), never through artifact.tuning."""
    assert _crossings(_graph(), {"results"}, {"tuning"}) == []


def test_the_crossing_check_sees_an_import():
    graph = {"artifact.results.plots": {"artifact.tuning.records"}, "artifact.measure.sweep": {"artifact.layers.tuned"},
             "artifact.layers.tuned": {"artifact.measure.driver"}}
    assert _crossings(graph, {"results"}, {"tuning"}) == ["artifact.results.plots imports artifact.tuning.records"]
    assert _crossings(graph, PHASES, STUDIES) == ["artifact.measure.sweep imports artifact.layers.tuned"]


def test_no_import_cycles():
    graph = _graph()
    nodes = {m: {d if d in graph else d.rsplit(".", 1)[0] for d in deps} & graph.keys() for m, deps in graph.items()}
    state: dict[str, int] = {}
    cycle: list[str] = []

    def visit(n: str, stack: list[str]) -> bool:
        state[n] = 1
        for d in sorted(nodes[n]):
            if d == n or d == "artifact":
                continue
            if state.get(d) == 1:
                cycle.extend(stack[stack.index(d):] + [n, d] if d in stack else [n, d])
                return True
            if state.get(d) is None and visit(d, stack + [n]):
                return True
        state[n] = 2
        return False

    for n in sorted(nodes):
        if state.get(n) is None and visit(n, []):
            break
    assert not cycle, " -> ".join(cycle)


def test_tvm_patches_stands_alone():
    for path in (ROOT / "tvm_patches").glob("*.py"):
        assert not {m for m in _imports_any(path) if m.startswith("artifact")}, path


def _imports_any(path: Path) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out
