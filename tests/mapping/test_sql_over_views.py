"""A query file run over views of rows the runner made (tests/data/sql_over_views, a real run: a runner outside
the repository registers `Customers` and `Orders` from `spark.createDataFrame` and runs
`queries/never_ordered.sql`). The plan reads them as `Scan ExistingRDD`, which names no table: the query's FROM and
JOIN, reading those views, made the scans, each the one on its side of the join. Where only a call making rows
could make such a scan, they went unmapped."""

from pathlib import Path

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping import formats
from codemap_pipeline.mapping.event_entry import event_log_action, event_log_entry, program_arguments
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.mapping.site_index import SiteIndex
from codemap_pipeline.plans.eventlog import read_event_log
from support import line_of

HERE = Path(__file__).resolve().parents[1] / "data" / "sql_over_views"
QUERY = HERE / "repo" / "queries" / "never_ordered.sql"


@pytest.fixture(scope="module")
def run():
    (log,) = (HERE / "eventlog").iterdir()
    (plan,) = [p for p in read_event_log(log) if p.title.startswith("collect")]
    code = build_index(HERE / "repo")
    return plan, SiteIndex(code.sites, code.symbol_calls, code.file_links, code.declared)


def scan_places(run) -> list:
    plan, index = run
    told = {"entry": event_log_entry(plan.title, plan.call_site, index.files.uses),
            "action": event_log_action(plan.title), "arguments": program_arguments(plan.call_site)}
    assert told["arguments"] == ("queries/never_ordered.sql",)
    mapped = map_plan(plan.nodes, index.sites, index=index, **told)
    return sorted(((m.site.file, m.site.line_start) if m.site else ("-", 0) for m in mapped if m.operator == "Scan"))


def test_the_querys_reads_of_the_views_made_the_scans(run):
    assert scan_places(run) == [("queries/never_ordered.sql", line_of(QUERY, "FROM Customers")),
                                ("queries/never_ordered.sql", line_of(QUERY, "LEFT JOIN Orders"))]
    with switched_off(*RULES["a table a query reads may be a temporary view of rows held in memory"]):
        assert scan_places(run) == [("-", 0), ("-", 0)]
    with switched_off(*RULES["a scan naming no table or path may be any read of the program, whatever it names"]):
        assert scan_places(run) == [("-", 0), ("-", 0)]   # FROM Customers names a table: it was not a candidate
    # the join's left input is its FROM, its right one the table it joins: without sides both scans take the FROM
    with switched_off(*RULES["a join's or union's left input is the call's receiver, its right one the argument"]):
        assert scan_places(run) == [("queries/never_ordered.sql", line_of(QUERY, "FROM Customers"))] * 2


def test_rows_in_memory_fit_a_table_read_but_no_file_read():
    assert formats.fits(formats.IN_MEMORY, formats.TABLE)
    assert formats.fits(formats.IN_MEMORY, None)
    assert not formats.fits(formats.IN_MEMORY, "parquet")


def test_an_event_logs_scan_of_rows_is_of_rows_in_memory(run):
    # an event log prints the scan's output in its name (`Scan ExistingRDD[CustomerID#0,Name#1]`)
    plan, _ = run
    scans = [n for n in plan.nodes if n.operator == "Scan"]
    assert scans and scans[0].header.startswith("Scan ExistingRDD[")
    assert {formats.node_format(n) for n in scans} == {formats.IN_MEMORY}
