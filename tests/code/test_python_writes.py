"""Writes the Python index must see where real code puts them: in a shared writer a job hands its
DataFrameWriter to, in a class's method, in a declarative pipeline's decorator; and DataFrames that
either branch of an `if` may bind."""

from __future__ import annotations

from pathlib import Path

import pytest

from codemap_pipeline.code.indexer import index_repository

FIXTURE = Path(__file__).parents[1] / "fixtures" / "pywrites"


@pytest.fixture(scope="module")
def index():
    files, symbols, links, sites = index_repository(FIXTURE)
    return symbols, links, sites


def _sites(index, file: str, kind: str | None = None):
    return [s for s in index[2] if s.file == f"etl/{file}" and (kind is None or s.kind == kind)]


def _where(index, site_ids: list[str]) -> set[tuple[str, int, str]]:
    by_id = {s.site_id: s for s in index[2]}
    return {(by_id[i].file.removeprefix("etl/"), by_id[i].line_start, by_id[i].method) for i in site_ids}


def test_a_writer_passed_to_a_shared_function_writes_there(index):
    """`save_output(df.write.mode(...), path, fmt)`: the wrapper's `.json(path)` and
    `.format(fmt).save(path)` are writes of the caller's DataFrame, though the hint says DataFrame."""
    writes = {(s.line_start, s.method): s for s in _sites(index, "writers.py", "write")}
    assert {(8, "write.json"), (10, "write.save"), (14, "write.parquet")} <= set(writes)
    for line, method in [(8, "write.json"), (10, "write.save")]:
        assert _where(index, writes[(line, method)].inputs) == {("job.py", 10, "count")}
    # an unannotated parameter: `writer.mode("overwrite").parquet(path)`, fed `orders.write`
    assert _where(index, writes[(14, "write.parquet")].inputs) == {
        ("readers.py", 6, "read.csv"), ("readers.py", 8, "read.json"), ("readers.py", 10, "read.parquet")}


def test_a_writer_action_from_a_library_is_a_write(index):
    """`df.write.mode("append").saveAsync(path)` (an async-actions package): a writer has settings and
    actions only, so an unknown call on it writes."""
    lines = {s.line_start for s in _sites(index, "writers.py", "write") if s.method == "write.saveAsync"}
    assert lines == {19, 20}


def test_methods_of_a_repository_class_are_calls_with_arguments(index):
    """`DualWriter().write_both(orders, ...)` and `dual = DualWriter(); dual.write_both(totals, ...)`
    link the job to the method, and what the job passes reaches the method's parameter."""
    symbols, links, _ = index
    qual = {s.symbol_id: s.qualname for s in symbols}
    calls = {(qual.get(l.src_id), qual.get(l.dst), l.line) for l in links if l.kind == "calls" and l.resolved}
    assert ("etl.job.main", "etl.writers.DualWriter.write_both", 14) in calls
    assert ("etl.job.main", "etl.writers.DualWriter.write_both", 16) in calls
    first = next(s for s in _sites(index, "writers.py", "write") if s.line_start == 19)
    assert ("job.py", 10, "count") in _where(index, first.inputs)
    assert ("readers.py", 6, "read.csv") in _where(index, first.inputs)


def test_a_dataframe_bound_in_either_branch_flows_on(index):
    """`if fmt == "csv": data = ...csv(path) elif ...: data = ...json(path) else: data = ...parquet(path);
    return data`: every branch's read reaches the caller, not only the last one written."""
    group_by = next(s for s in _sites(index, "job.py") if s.method == "groupBy")
    assert _where(index, group_by.inputs) == {
        ("readers.py", 6, "read.csv"), ("readers.py", 8, "read.json"), ("readers.py", 10, "read.parquet")}


def test_pipeline_decorators_write_the_returned_dataframe(index):
    """`@dp.materialized_view(name="big_orders")`, `@dp.table`, `@dlt.table`: a write placed on the
    decorator and the def line, naming the table, fed by what the function returns."""
    writes = {s.symbol.rsplit(".", 1)[-1]: s for s in _sites(index, "pipeline.py", "write")}
    assert set(writes) == {"big", "order_counts"}    # a temporary view is no write
    big = writes["big"]
    assert (big.line_start, big.line_end, big.tables) == (13, 14, ["big_orders"])
    assert _where(index, big.inputs) == {("pipeline.py", 15, "filter")}
    counts = writes["order_counts"]
    assert (counts.line_start, counts.line_end, counts.tables) == (18, 19, ["order_counts"])
    dlt = _sites(index, "dlt_job.py", "write")
    assert [(s.line_start, s.line_end, s.tables) for s in dlt] == [(5, 6, ["customers"])]
    assert _where(index, dlt[0].inputs) == {("dlt_job.py", 7, "select")}


def test_a_table_read_by_name_is_fed_by_the_temporary_view(index):
    """`spark.table("raw_orders")` and `spark.read.table("raw_orders")` read the view
    `@dp.temporary_view def raw_orders()` returns (a view is inlined in the plan; a table is not)."""
    reads = [s for s in _sites(index, "pipeline.py", "read") if s.tables == ["raw_orders"]]
    assert {s.method for s in reads} == {"spark.table", "read.table"}
    for read in reads:
        assert _where(index, read.inputs) == {("pipeline.py", 10, "read.csv")}


def test_writer_shaped_calls_on_other_objects_are_no_writes(index):
    """`model.save(path)`, `template.format(name).upper()`, pandas' `frame.mode().to_csv(path)`."""
    assert _sites(index, "not_writers.py") == []
