"""The Python front end: a .py file, or a Jupyter or Databricks notebook read as Python through
notebooks.py, as one FileIndex (`index_file`, the signature every front end shares).

The walk over the tree is python_visitor's; what only the whole repository knows (names imported from
other modules, spark.sql texts built from them) is resolved afterwards by python_resolve, from the facts
each record carries. A Spark site is one DataFrame/SQL call that can become a plan operator, with the
names it mentions and the sites whose DataFrame flows into it.
"""

from __future__ import annotations

import ast
import hashlib
import io
import re
import tokenize
from pathlib import Path

from codemap_pipeline.code import dataflow, notebooks, scope, sql_index
from codemap_pipeline.code.model import CodeFile, FileContext, FileIndex, Link, SparkSite, Symbol
from codemap_pipeline.code.python_repair import MAX_LINES_DROPPED, dropped_lines, without_unreadable_lines
from codemap_pipeline.code.python_resolve import resolve_indexes
from codemap_pipeline.code.python_visitor import FileVisitor
from codemap_pipeline.code.vocabulary import module_qualname


def index_file(rel_path: str, source: bytes, context: FileContext) -> FileIndex:
    """One Python file or notebook. Never raises for bad input: a file that does not parse gives a
    record whose code_file has parse_error set, and no rows."""
    rel_path = rel_path.replace("\\", "/")
    module = context.module or module_qualname(rel_path)
    if context.language == "notebook":
        return _index_notebook(rel_path, source, context, module)
    code_file = CodeFile(path=rel_path, language="python",
                         content_hash=hashlib.sha256(source).hexdigest(), lines=count_lines(source))
    failed = FileIndex(code_file=code_file, facts={"module": module})
    if b"\x00" in source:
        code_file.parse_error = f"binary file: NUL byte at offset {source.find(bytes(1))}"
        return failed
    try:
        text = _decode(source)
    except UnicodeDecodeError as error:
        code_file.parse_error = f"UnicodeDecodeError at byte {error.start}: {error.reason}"
        return failed
    except SyntaxError as error:    # an encoding declaration naming no codec Python knows
        code_file.parse_error = f"SyntaxError: {error.msg}"
        return failed
    try:
        tree = ast.parse(text, filename=rel_path)
    except SyntaxError as error:
        # a few stray lines (Python 2's `5L`, `print x`) cost only themselves; more than a third is not Python 3
        lines = text.split("\n")
        readable, tree, dropped, _ = without_unreadable_lines(lines, min(MAX_LINES_DROPPED, len(lines) // 3))
        if tree is None:
            where = f" at line {error.lineno}" if error.lineno is not None else ""
            code_file.parse_error = f"SyntaxError{where}: {error.msg}"
            return failed
        text = "\n".join(readable)
        code_file.skipped = f"{dropped_lines(dropped)}: not Python 3, commented out"
    except (ValueError, RecursionError, MemoryError) as error:
        # CPython's parser reports an expression nested past its stack as a MemoryError without a message.
        code_file.parse_error = f"{type(error).__name__}: {str(error) or 'nested too deeply for the Python parser'}"
        return failed
    visitor = FileVisitor(rel_path, text, tree, module, context.id_scope, context.repo_roots)
    try:
        visitor.run()
        facts = visitor.facts()
    except Exception as error:   # noqa: BLE001 - one odd file must not stop a repository's index
        code_file.parse_error = f"index error ({type(error).__name__}): {error}"
        return failed
    return FileIndex(code_file=code_file, symbols=visitor.symbols, links=visitor.links, sites=visitor.sites,
                     facts=facts)


def _index_notebook(rel_path: str, source: bytes, context: FileContext, module: str) -> FileIndex:
    """The notebook's cells as one Python text, indexed; the record keeps the map of its lines, which
    notebooks.remap applies once the repository is resolved."""
    code_file = CodeFile(path=rel_path, language="notebook", content_hash=hashlib.sha256(source).hexdigest(),
                         lines=count_lines(source))
    skipped: list[str] = []
    try:
        raw = source.decode("utf-8")
        text, line_map = (notebooks.ipynb_to_python(raw, skipped) if rel_path.endswith(".ipynb")
                          else notebooks.databricks_to_python(raw, skipped))
    except (UnicodeDecodeError, notebooks.NotebookError) as error:
        code_file.parse_error = f"{type(error).__name__}: {error}"
        return FileIndex(code_file=code_file, facts={"module": module})
    index = index_file(rel_path, text.encode("utf-8"), FileContext("python", module, context.id_scope,
                                                                    context.repo_roots))
    index.code_file.language, index.code_file.content_hash = code_file.language, code_file.content_hash
    index.code_file.lines = code_file.lines
    index.code_file.skipped = "; ".join(skipped) or None
    error = index.code_file.parse_error
    if error and error.startswith("SyntaxError at line "):
        line = int(re.search(r"line (\d+)", error).group(1))
        cell, in_cell, _, _ = line_map[min(line, len(line_map)) - 1]
        index.code_file.parse_error = f"SyntaxError in cell {cell} at line {in_cell}: {error.split(': ', 1)[-1]}"
    index.line_map = line_map
    if raw.startswith(notebooks.SQL_HEADER):
        _with_sql_cells(index, rel_path, source, context)
    return index


def _with_sql_cells(index: FileIndex, rel_path: str, source: bytes, context: FileContext) -> None:
    """A SQL notebook's own cells, as the SQL front end reads them, beside the sites of its Python cells: code of
    the notebook's one module (its lines are the file's, as the Python text keeps them)."""
    sql = sql_index.index_file(rel_path, source, context)
    module = next((s for s in index.symbols if s.kind == "module"), None)
    for site in sql.sites if module is not None else ():
        site.symbol_id, site.symbol = module.symbol_id, module.qualname
    index.sites.extend(sql.sites)
    skipped = "; ".join(filter(None, [index.code_file.skipped, sql.code_file.skipped, sql.code_file.parse_error]))
    index.code_file.skipped = skipped or None


def index_python_file(root: Path, rel_path: str, source: bytes
                      ) -> tuple[CodeFile, list[Symbol], list[Link], list[SparkSite]]:
    """One file indexed and resolved on its own, as if it were the whole repository: names imported
    from other modules stay unresolved. Never raises for bad input."""
    index = index_file(rel_path, source, FileContext("python", repo_roots=frozenset(top_level_names(root))))
    resolve_indexes([index])
    dataflow.resolve([file_facts(index)], index.sites)
    return index.code_file, index.symbols, index.links, index.sites


def file_facts(index: FileIndex) -> dict:
    """What resolving other files (and dataflow) needs from this one once the repository is resolved:
    the facts a later run keeps in CodeFile.facts, to reuse the file without parsing it again."""
    facts = index.facts
    raw_inputs = {s.site_id: list(s.inputs) for s in index.sites if any(i.startswith("@") for i in s.inputs)}
    return {
        "module": facts.get("module", ""), "id_scope": facts.get("id_scope", ""),
        "imports": facts.get("imports", {}), "constants": facts.get("constants", {}),
        "udfs": facts.get("udfs", {}), "class_bases": facts.get("class_bases", {}),
        "returns": facts.get("returns", {}), "params": facts.get("params", {}),
        "calls": {k: {"callee": v.get("callee"), "args": v["args"]} for k, v in facts.get("calls", {}).items()},
        "views": facts.get("views", {}), "raw_inputs": raw_inputs,
        # strings passed to other modules' functions, this file's parameters' uses, and what it was given
        "passes": facts.get("passes", []), "param_uses": facts.get("param_uses", {}),
        "passed_in": facts.get("passed_in", []),
    }


def top_level_names(root: Path) -> set[str]:
    """Top-level importable names of the repository, to tell its imports from third-party ones."""
    names: set[str] = set()
    bases = [root, root / "src"]
    try:   # a monorepo keeps projects one folder down (projects/shop/shop/__init__.py)
        bases += [d for d in root.iterdir() if d.is_dir() and d.name not in scope.SKIP_DIRS
                  and not (d / "__init__.py").exists()]
    except OSError:
        pass
    for base in bases:
        try:
            entries = list(base.iterdir())
        except OSError:
            continue
        for entry in entries:
            if entry.is_dir() and entry.name not in scope.SKIP_DIRS:
                names.add(entry.name)
            elif entry.suffix == ".py":
                names.add(entry.stem)
    return names


def count_lines(source: bytes) -> int:
    if not source:
        return 0
    return source.count(b"\n") + (0 if source.endswith(b"\n") else 1)


def _decode(source: bytes) -> str:
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(source).readline)
    except SyntaxError:
        # Bytes that are not UTF-8 in the first two lines read as a bad encoding declaration: say
        # where the bytes are bad instead (raises UnicodeDecodeError) unless there is a bad cookie.
        source.decode("utf-8")
        raise
    return source.decode(encoding)
