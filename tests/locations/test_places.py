"""Every exported place, opened as docs/output-format.md says, shows the code that made the node: real
notebooks of both kinds (tests/data/notebooks/SOURCES.md), a .sql model with CTEs, real plans captured
by running them (capture_plans.py)."""

import json
import re
from pathlib import Path

import pandas as pd
import pytest

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.export import mapping_output, mappings_frame, place_text
from codemap_pipeline.mapping.mapper import NodeMapping, map_plan
from codemap_pipeline.plans.files import parse_plan_file

DATA = Path(__file__).resolve().parents[1] / "data" / "notebooks"
CODE = DATA / "code"
DATABRICKS = "learning_spark/4-1 Example 4.1.py"
JUPYTER = "spark_py_notebooks/nb10-sql-dataframes.ipynb"
MODEL = "models/customer_orders.sql"


@pytest.fixture(scope="module")
def index():
    return index_repository(CODE)


def _span(lines: str) -> tuple[int, int]:
    start, _, end = lines.partition("-")
    return int(start), int(end or start)


def _jupyter_cells(path: Path) -> list[list[str]]:
    """The cells as Jupyter shows them (nbformat 3 keeps them in worksheets, code in `input`)."""
    notebook = json.loads(path.read_text())
    cells = notebook.get("cells") or [c for sheet in notebook["worksheets"] for c in sheet["cells"]]
    return ["".join(c.get("source", c.get("input", ""))).split("\n") for c in cells]


def _databricks_cells(path: Path) -> list[list[str]]:
    """The cells as the Databricks editor shows them: split at COMMAND lines, without the header, the
    blank lines around each cell and the `# MAGIC ` prefixes."""
    text = path.read_text().split("\n", 1)[1]
    cells = []
    for chunk in re.split(r"^# COMMAND ----------$", text, flags=re.M):
        lines = [re.sub(r"^# MAGIC ?", "", line) for line in chunk.split("\n")]
        while lines and not lines[0].strip():
            lines.pop(0)
        while lines and not lines[-1].strip():
            lines.pop()
        cells.append(lines)
    return cells


def read_place(place: dict) -> list[str]:
    """Every text the place names, read back from the file the way the format says to open it."""
    path = CODE / place["file"]
    start, end = _span(place["lines"])
    if "fileLines" in place:                       # Jupyter: lines in the cell, and in the JSON file
        texts = ["\n".join(_jupyter_cells(path)[place["cell"]][start - 1:end])]
        file_start, file_end = _span(place["fileLines"])
        texts.append(json.loads("[" + ",".join(
            line.strip().rstrip(",") for line in path.read_text().split("\n")[file_start - 1:file_end]) + "]")[0])
        return texts
    texts = ["\n".join(path.read_text().split("\n")[start - 1:end])]
    if "cellLines" in place:                       # Databricks source: file lines, and lines in the cell
        cell_start, cell_end = _span(place["cellLines"])
        texts.append("\n".join(_databricks_cells(path)[place["cell"]][cell_start - 1:cell_end]))
    return texts


def call_word(method: str) -> str:
    """What the call that made a site looks like in the code: `groupBy`, `WHERE`, `sql`..."""
    if method.startswith("SQL "):
        return method.split()[1]                   # GROUP BY -> GROUP, the first word of the clause
    return method.rsplit(".", 1)[-1]


def sites_export(sites) -> dict:
    """Each site as the top mapping of a node: the export of every place the index knows."""
    mapped = [NodeMapping(i, i + 1, "Op", False, site, 0.9, "confirmed", "", {}, []) for i, site in enumerate(sites)]
    return mapping_output(mappings_frame("c", "p", 0, mapped), 1, 1)


def test_every_notebook_and_sql_place_reads_back_to_its_call(index):
    files, _, _, sites = index
    assert {f.path for f in files} == {DATABRICKS, JUPYTER, MODEL}
    export = sites_export(sites)
    forms = set()
    for entry, site in zip(export["mappings"], sites):
        place = entry["mappedCode"]
        word = call_word(site.method)
        for text in read_place(place):
            assert word.lower() in text.lower(), (place_text(place), word, text)
        first = site.snippet.strip().splitlines()[0].strip()
        assert first in read_place(place)[0], (place_text(place), first)
        forms.add("fileLines" in place and "jupyter" or "cellLines" in place and "databricks" or "file")
    assert forms == {"jupyter", "databricks", "file"}


def test_the_places_are_written_as_the_format_says(index):
    _, _, _, sites = index
    export = {(e["mappedCode"]["file"], e["mappedCode"]["lines"], e["mappedCode"].get("cell")): e["mappedCode"]
              for e in sites_export(sites)["mappings"]}
    # the spark.sql call of the notebook's "Query 2" cell: lines 195-200 of the file, 1-6 of cell 36
    query2 = export[(DATABRICKS, "195-200", 36)]
    assert query2["cellLines"] == "1-6" and query2["symbol"] == "learning_spark.4-1 Example 4.1.<module>"
    assert place_text(query2) == f"{DATABRICKS}:195-200 (cell 36, lines 1-6)"
    assert export[(DATABRICKS, "198", 36)]["cellLines"] == "4"          # its WHERE clause
    # Jupyter: lines count in the cell; the same place in the .ipynb JSON as fileLines
    text_file = export[(JUPYTER, "2", 6)]
    assert text_file["fileLines"] == "65" and "cellLines" not in text_file
    assert place_text(text_file) == f"{JUPYTER} cell 6, line 2"
    model_symbols = {e["symbol"] for e in export.values() if e["file"] == MODEL}
    assert model_symbols == {"models.customer_orders", "models.customer_orders.renamed",
                             "models.customer_orders.joined"}


def test_a_notebook_cell_that_is_not_python_3_is_named_and_the_rest_indexed(index):
    files, _, _, sites = index
    notebook = next(f for f in files if f.path == JUPYTER)
    assert notebook.parse_error is None
    assert notebook.skipped.startswith("cell 21 at line 4: Missing parentheses in call to 'print'")
    assert {s.cell for s in sites if s.file == JUPYTER} == {6, 15, 30}


@pytest.mark.parametrize("plan, node, text", [
    ("customer_orders-01", 2, "where state = 'paid'"),                     # a WHERE inside CTE `renamed`
    ("customer_orders-01", 10, "join customers c"),                         # the join inside CTE `joined`
    ("customer_orders-01", 14, "group by segment"),
    ("example-4-1-05", 4, "WHERE distance > 1000"),                         # a spark.sql string in a cell
    ("example-4-1-09", 4, "WHERE delay > 120"),                             # a triple-quoted query
    ("example-4-1-01", 1, 'spark.read.format("csv")'),
])
def test_a_real_plan_node_lands_on_the_code_that_made_it(index, plan, node, text):
    files, symbols, links, sites = index
    calls = {(link.src_id, link.dst) for link in links if link.kind == "calls" and link.resolved}
    parsed = parse_plan_file(DATA / "plans" / f"{plan}.formatted.txt")[0]
    frame = mappings_frame("c", plan, 0, map_plan(parsed.nodes, sites, symbol_calls=calls))
    entry = next(e for e in mapping_output(frame, len(files), len(symbols))["mappings"] if e["dagNodeId"] == str(node))
    assert any(text in got for got in read_place(entry["mappedCode"])), place_text(entry["mappedCode"])
    assert all(text.split()[0] in got for got in read_place(entry["mappedCode"]))
