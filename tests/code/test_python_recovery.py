"""A Python file with a few lines Python 3 cannot read (book code with Python 2's `5L`) keeps the rest."""

from __future__ import annotations

from pathlib import Path

from codemap_pipeline.code.python_index import index_python_file

CHAPTER = b'''\
df = spark.read.format("json").load("/data/flights.json")
rows = [
  Row("New Country", "Other Country", 5L),
  Row("New Country 2", "Other Country 3", 1L)
]
df.sample(False, 0.5, 5).count()
'''


def test_stray_python2_lines_are_commented_out_and_the_rest_indexed(tmp_path: Path):
    code_file, _, _, sites = index_python_file(tmp_path, "chapter.py", CHAPTER)
    assert code_file.parse_error is None
    assert code_file.skipped == "lines 3, 4: not Python 3, commented out"
    assert [(s.line_start, s.kind, s.method) for s in sites] == [
        (1, "read", "read.load"), (6, "sample", "sample"), (6, "aggregate", "count")]


def test_a_file_mostly_broken_is_still_a_parse_error(tmp_path: Path):
    code_file, symbols, _, sites = index_python_file(tmp_path, "broken.py", b"def broken(:\n    pass\n")
    assert code_file.parse_error == "SyntaxError at line 1: invalid syntax"
    assert (symbols, sites) == ([], [])
