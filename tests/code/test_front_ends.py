"""Every language's front end behind the one signature: `index_file(path, source, context) -> FileIndex`.
Fixtures: tests/fixtures/front_ends/, the same small job (read orders, keep amount > 100, revenue per
region) in each language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codemap_pipeline.code import notebooks, scope
from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext, FileIndex

FIXTURES = Path(__file__).parents[1] / "fixtures" / "front_ends"

# (file, language scope.detect_language gives it, the line in the file of its filter on `amount`)
SAME_JOB = [
    ("revenue.py", "python", 7),
    ("revenue.ipynb", "notebook", 26),
    ("revenue_databricks.py", "notebook", 7),
    ("Revenue.scala", "scala", 8),
    ("Revenue.java", "java", 12),
    ("revenue.sql", "sql", 4),
]


def _index(path: str, source: bytes, language: str) -> FileIndex:
    module = path.rsplit(".", 1)[0]
    return FRONT_ENDS[language](path, source, FileContext(language, module=module, id_scope=module))


def test_every_language_scope_reads_has_a_front_end():
    assert set(scope.LANGUAGES.values()) == set(FRONT_ENDS)
    assert {language for _, language, _ in SAME_JOB} == set(FRONT_ENDS)


@pytest.mark.parametrize("path, language, filter_line", SAME_JOB)
def test_each_front_end_gives_the_same_record_for_the_same_job(path, language, filter_line):
    source = (FIXTURES / path).read_bytes()
    entry = scope.SourceEntry(FIXTURES / path, path, scope.LANGUAGES["." + path.rsplit(".", 1)[1]], len(source))
    assert scope.detect_language(entry, source[:64]) == language
    index = _index(path, source, language)
    assert type(index) is FileIndex
    if index.line_map is not None:      # a notebook's lines count in its cells' Python text until then
        notebooks.remap(index)
    assert (index.code_file.path, index.code_file.language, index.code_file.parse_error) == (path, language, None)
    assert index.symbols and all(s.file == path for s in index.symbols)
    filters = [s for s in index.sites if s.kind == "filter" and "amount" in s.columns]
    assert [s.line_start for s in filters] == [filter_line], [(s.kind, s.line_start, s.columns) for s in index.sites]
    assert any(s.kind == "read" for s in index.sites)
    json.dumps(index.facts)     # plain data in every language: no parser's tree


def test_a_python_record_keeps_constants_as_source_text():
    index = _index("revenue.py", (FIXTURES / "revenue.py").read_bytes(), "python")
    assert index.facts["constants"]["ORDERS"] == "'/data/orders'"
    assert index.facts["module"] == "revenue"


def test_a_notebook_record_maps_its_lines_back_to_cells():
    index = _index("revenue.ipynb", (FIXTURES / "revenue.ipynb").read_bytes(), "notebook")
    assert index.line_map is not None
    notebooks.remap(index)
    big = next(s for s in index.sites if s.kind == "filter")
    assert (big.cell, big.cell_line_start) == (2, 1)


@pytest.mark.parametrize("path, language, source, error", [
    ("bad.py", "python", b"def broken(:\n    pass\n", "SyntaxError at line 1"),
    ("cookie.py", "python", b"# coding: no-such-codec\nx = 1\n", "SyntaxError: unknown encoding"),
    ("latin.py", "python", b"x = '\xe9'\n", "UnicodeDecodeError at byte 5"),
    ("blob.py", "python", b"\x00\x01", "binary file"),
    ("bad.ipynb", "notebook", b"{not json", "NotebookError: not a Jupyter notebook"),
    ("latin_cells.py", "notebook", b"# Databricks notebook source\nx = '\xe9'\n", "UnicodeDecodeError: 'utf-8'"),
    ("Bad.scala", "scala", b"object Bad { def x( = }\n", "syntax error at line 1"),
    ("Bad.java", "java", b"class Bad { void f( }\n", "syntax error at line 1"),
    ("blob.java", "java", b"\x00", "binary file"),
    ("bad.sql", "sql", b"select (((a from", "sqlglot could not parse the SQL"),
    ("latin.sql", "sql", b"select '\xe9'", "UnicodeDecodeError at byte 8"),
])
def test_a_file_that_does_not_parse_is_a_record_with_its_error(path, language, source, error):
    index = _index(path, source, language)
    assert type(index) is FileIndex
    assert index.code_file.parse_error is not None and index.code_file.parse_error.startswith(error), \
        index.code_file.parse_error
    assert index.sites == [] and index.links == []
    json.dumps(index.facts)
