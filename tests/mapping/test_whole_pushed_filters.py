"""A comparison a source takes whole (JDBC: `PushedFilters: [*EqualTo(region,south)]`, starred) leaves no Filter
node above the scan: the filter call made part of the scan, and is one of its candidates, found by the comparison's
column and constant. Of two jobs alike but for that constant (tests/data/jdbc_helper/repo/jobs/regions.py, the plan
made by a real PySpark run over JDBC against PostgreSQL), the one filtering on south made the plan, its groupBy too.
Switched off, the groupBy written first takes the aggregates."""

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping import mapper, operators
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text

DATA = Path(__file__).resolve().parents[1] / "data" / "jdbc_helper"


def test_a_comparison_the_source_took_whole_tells_look_alike_jobs_apart(monkeypatch):
    sites = index_repository(DATA / "repo")[3]
    nodes = parse_plan_text((DATA / "south_counts.formatted.txt").read_text())[0].nodes
    source = (DATA / "repo" / "jobs" / "regions.py").read_text().splitlines()
    south = next(n for n, line in enumerate(source, 1) if '"south"' in line)
    first_twin = next(n for n, line in enumerate(source, 1) if 'groupBy("region")' in line)
    assert {(m.operator, m.site.line_start) for m in map_plan(nodes, sites)} == {
        ("Scan", south), ("HashAggregate", south), ("Exchange", south)}
    monkeypatch.setattr(mapper, "WHOLE_PUSHED_FILTERS", False)
    assert {m.site.line_start for m in map_plan(nodes, sites) if m.operator == "HashAggregate"} == {first_twin}


def test_only_starred_comparisons_were_taken_whole():
    nodes = parse_plan_text((DATA / "south_counts.formatted.txt").read_text())[0].nodes
    scan = next(n for n in nodes if n.operator == "Scan")
    assert operators.pushed_whole(scan) == [("region", "south")]   # the starred IsNotNull is Spark's own
    plain = parse_plan_text((DATA / "orders_per_region.formatted.txt").read_text())[0].nodes
    assert not any(operators.filters_pushed_whole(n) for n in plain)
