"""Every exported place, opened as docs/output-format.md says, shows the code that made the node: notebooks
of both kinds as people write them (a Databricks source notebook, Jupyter nbformat 4 and nbformat 3, see
tests/data/notebooks/SOURCES.md), a .sql model with CTEs, real plans captured by running them
(capture_plans.py)."""

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
DATABRICKS = "bikes/Trip Durations.py"
JUPYTER = "shop/orders_by_region.ipynb"
LEGACY = "weblogs/status_codes.ipynb"          # nbformat 3, Python 2 lines and a Scala cell
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
    if method == "SQL display":
        return ""   # a notebook showing a SQL cell's rows writes no word: the place is the query (its first line below)
    if method.startswith("SQL "):
        return method.split()[1]                   # GROUP BY -> GROUP, the first word of the clause
    return method.rsplit(".", 1)[-1]


def sites_export(sites) -> dict:
    """Each site as the top mapping of a node: the export of every place the index knows."""
    mapped = [NodeMapping(i, i + 1, "Op", False, site, 0.9, "confirmed", "", {}, []) for i, site in enumerate(sites)]
    return mapping_output(mappings_frame("c", "p", 0, mapped), 1, 1)


def test_every_notebook_and_sql_place_reads_back_to_its_call(index):
    files, _, _, sites = index
    assert {f.path for f in files} == {DATABRICKS, JUPYTER, LEGACY, MODEL}
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
    # the triple-quoted spark.sql call that opens cell 7: lines 46-51 of the file, 1-6 of the cell
    casual = export[(DATABRICKS, "46-51", 7)]
    assert casual["cellLines"] == "1-6" and casual["symbol"] == "bikes.Trip Durations.<module>"
    assert place_text(casual) == f"{DATABRICKS}:46-51 (cell 7, lines 1-6)"
    assert export[(DATABRICKS, "48-49", 7)]["cellLines"] == "3-4"      # its WHERE clause, both conditions
    assert export[(DATABRICKS, "35", 5)]["cellLines"] == "4"            # WHERE of the %sql cell
    # Jupyter: lines count in the cell; the same place in the .ipynb JSON as fileLines
    read_csv = export[(JUPYTER, "2", 4)]
    assert read_csv["fileLines"] == "54" and "cellLines" not in read_csv
    assert place_text(read_csv) == f"{JUPYTER} cell 4, line 2"
    assert export[(LEGACY, "1", 3)]["fileLines"] == "41"                # nbformat 3: `input`, in worksheets
    model_symbols = {e["symbol"] for e in export.values() if e["file"] == MODEL}
    assert model_symbols == {"models.customer_orders", "models.customer_orders.renamed",
                             "models.customer_orders.joined"}


def test_a_notebook_cell_that_is_not_python_3_is_named_and_the_rest_indexed(index):
    files, _, _, sites = index
    notebook = next(f for f in files if f.path == LEGACY)
    assert notebook.parse_error is None
    assert notebook.skipped.split("; ") == [
        "cell 4 line 2: not Python 3, commented out",          # `print failed.count()` alone
        "cell 5 at line 3: expected an indented block after 'for' statement on line 2",   # the whole cell
        "cell 7 lines 1, 2, 3: not Python 3, commented out",   # Scala, line by line
    ]
    cells = {s.cell for s in sites if s.file == LEGACY}
    assert cells == {3, 4, 8}                                   # 5 and 7 give nothing, the rest is indexed
    assert {(s.method, s.cell_line_start) for s in sites if s.file == LEGACY and s.cell == 4} == {
        ("filter", 1), ("select", 1), ("show", 3)}              # cell 4 kept around its Python 2 line
    bash = next(f for f in files if f.path == JUPYTER)           # %%bash: the magic line needs no name
    assert bash.skipped == "cell 2 lines 2, 3: not Python 3, commented out"


@pytest.mark.parametrize("plan, node, text", [
    ("customer_orders-01", 2, "where state = 'paid'"),                     # a WHERE inside CTE `renamed`
    ("customer_orders-01", 10, "join customers c"),                         # the join inside CTE `joined`
    ("customer_orders-01", 14, "group by segment"),
    ("trip-durations-01", 1, 'spark.read.format("csv")'),
    ("trip-durations-02", 2, "WHERE duration_min > 30"),                    # the %sql cell
    ("trip-durations-03", 2, "WHERE duration_min > 45"),                    # a spark.sql string in a cell
    ("trip-durations-04", 2, "WHERE member_type = 'casual'"),               # a triple-quoted query
    ("trip-durations-06", 9, "per_station.join(stations"),
    ("orders-by-region-01", 6, 'orders.join(customers, "customer_id")'),   # Jupyter, nbformat 4
    ("orders-by-region-02", 2, "WHERE o.status = 'shipped'"),
    ("status-codes-01", 2, "logs.filter(logs.status >= 400)"),             # nbformat 3, beside a `print x`
    ("status-codes-02", 2, "WHERE size > 0"),
])
def test_a_real_plan_node_lands_on_the_code_that_made_it(index, plan, node, text):
    files, symbols, links, sites = index
    calls = {(link.src_id, link.dst) for link in links if link.kind == "calls" and link.resolved}
    parsed = parse_plan_file(DATA / "plans" / f"{plan}.formatted.txt")[0]
    frame = mappings_frame("c", plan, 0, map_plan(parsed.nodes, sites, symbol_calls=calls))
    entry = next(e for e in mapping_output(frame, len(files), len(symbols))["mappings"] if e["dagNodeId"] == str(node))
    assert any(text in got for got in read_place(entry["mappedCode"])), place_text(entry["mappedCode"])
    assert all(text.split()[0] in got for got in read_place(entry["mappedCode"]))
