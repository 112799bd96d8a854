"""The house stays in order: no import loop among codemap_pipeline's modules, and no module importing
another module's private (`_x`) names. Read from the source with ast, imports inside functions
included, so a loop hidden behind a late import counts too."""

from __future__ import annotations

import ast
import gc
from pathlib import Path

import codemap_pipeline

PACKAGE_ROOT = Path(codemap_pipeline.__file__).resolve().parent.parent


def _modules(root: Path, package: str) -> dict[str, Path]:
    found = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _parse(path: Path) -> ast.Module:
    # Python 3.11.7 can fail an ast.parse with "AST constructor recursion depth mismatch" when the cycle
    # collector runs a finaliser (seen after the whole suite: a SQLAlchemy connection's) in the middle of it
    enabled = gc.isenabled()
    gc.disable()
    try:
        return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    finally:
        if enabled:
            gc.enable()


def _imports(root: Path, package: str, readers: dict[str, Path] | None = None) -> tuple[dict[str, set[str]], list[str]]:
    """(module -> modules of the package it imports, what each module takes of another's privates).
    `readers`: more modules (the tests) read for what they take of the package's privates."""
    modules = _modules(root, package)

    def owner(dotted: str) -> str:   # the module a dotted name lives in: a.b.c.name -> a.b.c
        while dotted not in modules and "." in dotted:
            dotted = dotted.rsplit(".", 1)[0]
        return dotted

    edges: dict[str, set[str]] = {name: set() for name in modules}
    private: list[str] = []
    for name, path in {**modules, **(readers or {})}.items():
        tree = _parse(path)
        aliases: dict[str, str] = {}            # local name -> a module of the package
        for node in ast.walk(tree):
            taken: list[tuple[str, str | None]] = []     # (module, name taken from it or None)
            if isinstance(node, ast.Import):
                for alias in node.names:
                    taken.append((alias.name, None))
                    if alias.asname:
                        aliases[alias.asname] = alias.name
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
                    base = ".".join(here[:len(here) - node.level + 1] + ([base] if base else []))
                for alias in node.names:
                    if f"{base}.{alias.name}" in modules:
                        taken.append((f"{base}.{alias.name}", None))
                        aliases[alias.asname or alias.name] = f"{base}.{alias.name}"
                    else:
                        taken.append((base, alias.name))
            elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                    and node.value.id in aliases and _private(node.attr):
                private.append(f"{name}:{node.lineno} uses {aliases[node.value.id]}.{node.attr}")
            for target, imported in taken:
                if not (target == package or target.startswith(package + ".")):
                    continue
                target = owner(target)
                if target == name:
                    continue
                edges.setdefault(name, set()).add(target)
                if _private(target.rsplit(".", 1)[-1]) or (imported and _private(imported)):
                    private.append(f"{name}:{node.lineno} imports {target}{'.' + imported if imported else ''}")
    return edges, private


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Each import loop once, as the modules around it (Tarjan's strongly connected components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    loops: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(edges.get(module, ())):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = stack[stack.index(module):]
            del stack[stack.index(module):]
            if len(component) > 1:
                loops.append(sorted(component))

    for module in sorted(edges):
        if module not in index:
            visit(module)
    return loops


def test_no_import_cycle_in_the_package():
    edges, _ = _imports(PACKAGE_ROOT, "codemap_pipeline")
    assert len(edges) > 50 and "codemap_pipeline.code.indexer" in edges   # the package was really read
    assert _cycles(edges) == []


def test_no_module_imports_another_modules_private_names():
    _, private = _imports(PACKAGE_ROOT, "codemap_pipeline")
    assert private == []


def test_no_test_takes_a_private_name_of_the_package():
    # tests use what the package offers; a private the tests need is public in fact
    tests = {f"tests.{'.'.join(p.relative_to(PACKAGE_ROOT / 'tests').with_suffix('').parts)}": p
             for p in sorted((PACKAGE_ROOT / "tests").rglob("*.py"))}
    assert len(tests) > 50
    _, private = _imports(PACKAGE_ROOT, "codemap_pipeline", tests)
    assert [p for p in private if p.startswith("tests.")] == []


def test_the_checks_catch_a_loop_and_a_private_import(tmp_path):
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "a.py").write_text("from pkg.sub import b\n\n_HIDDEN = 1\n")
    (package / "sub" / "b.py").write_text("def f():\n    from pkg.c import g   # a late import is a loop too\n")
    (package / "c.py").write_text("from pkg import a\nfrom pkg.a import _HIDDEN\n\ng = a._HIDDEN\n")
    edges, private = _imports(tmp_path, "pkg")
    assert _cycles(edges) == [["pkg.a", "pkg.c", "pkg.sub.b"]]
    assert sorted(private) == ["pkg.c:2 imports pkg.a._HIDDEN", "pkg.c:4 uses pkg.a._HIDDEN"]
