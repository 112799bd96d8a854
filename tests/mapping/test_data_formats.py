"""Data formats and calls that name nothing: a job whose format, paths and query all come from its arguments
(tests/fixtures/runtime_sql, plan captured with PySpark by tests/fixtures/capture_mapper_plans.py)."""

import pytest

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping import formats
from codemap_pipeline.mapping.mapper import map_plan, score_candidates
from codemap_pipeline.mapping.site_index import SiteIndex
from support import fixture_nodes, fixture_sites


@pytest.fixture(scope="module")
def sites():
    return fixture_sites("runtime_sql")


@pytest.fixture(scope="module")
def nodes():
    return fixture_nodes("runtime_sql_orders")


def at(sites, file, line):
    return next(s for s in sites if s.file == file and s.line_start == line)


def test_the_formats_each_side_names(sites, nodes):
    scan = next(n for n in nodes if n.operator == "Scan")
    assert formats.node_format(scan) == "csv"
    assert formats.site_format(at(sites, "io_helpers.py", 6)) == "parquet"      # spark.read.parquet(path)
    assert formats.site_format(at(sites, "io_helpers.py", 8)) == "csv"          # .format("csv")...load(path)
    assert formats.site_format(at(sites, "table_to_warehouse.py", 7)) == formats.TABLE
    assert formats.site_format(at(sites, "table_to_warehouse.py", 10)) == "bigquery"
    assert formats.fits("csv", None) and formats.fits("csv", formats.TABLE) and not formats.fits("csv", "parquet")
    assert formats.fits("hive", formats.TABLE) and not formats.fits("hive", None)   # a Hive scan is a table's


def test_a_read_of_another_format_is_no_candidate_for_a_scan(sites, nodes):
    scan = next(n for n in nodes if n.operator == "Scan")
    reads = [s for s in sites if s.kind == "read"]
    index = SiteIndex(reads)
    found = {(c.site.file, c.site.line_start) for c in score_candidates(scan, reads, index.vocab, index.cache,
                                                                        nameless=True)}
    assert ("io_helpers.py", 8) in found                     # the CSV read
    assert ("table_to_warehouse.py", 7) in found             # a table can be stored as CSV
    assert not {("io_helpers.py", 6), ("parquet_report.py", 7)} & found   # Parquet reads made no `Scan csv`


def test_a_plan_naming_nothing_maps_to_the_program_whose_calls_name_nothing(sites, nodes):
    # the plan's columns, file and query all came from the command line; the look-alikes read a table or
    # Parquet files, so only files_to_files.py (with the helpers it imports) has a call for every node
    got = {m.node_id: m for m in map_plan(nodes, sites)}
    scan = next(m for m in got.values() if m.operator == "Scan")
    assert (scan.site.file, scan.site.line_start) == ("io_helpers.py", 8)
    for m in got.values():
        if m.operator in ("Filter", "HashAggregate"):
            assert (m.site.file, m.site.line_start) == ("files_to_files.py", 11)
    assert "comes at run time" in got[2].explanation
    # nothing named the program: a pick, never a confirmed one
    assert all(m.status != "confirmed" for m in got.values())


def test_rows_the_program_made_itself_are_no_candidate_for_a_scan_of_files(tmp_path, nodes):
    (tmp_path / "rows.py").write_text(
        "def orders(spark, rows):\n"
        "    return spark.createDataFrame(rows)\n"
        "\n"
        "def more_orders(spark, path):\n"
        "    return spark.read.format(fmt).load(path)\n")
    reads = [s for s in index_repository(tmp_path)[3] if s.kind == "read"]
    assert formats.site_format(at(reads, "rows.py", 2)) == formats.IN_MEMORY
    scan = next(n for n in nodes if n.operator == "Scan")
    index = SiteIndex(reads)
    found = {c.site.line_start for c in score_candidates(scan, reads, index.vocab, index.cache, nameless=True)}
    assert found == {5}       # the read of a format chosen at run time, not the rows made in memory


@pytest.mark.parametrize("plan, formats_scanned", [
    ("runtime_sql_orders", {"csv"}),
    ("cache_per_country", {"csv"}),             # the cached plan's own scan, under InMemoryRelation
    ("project_region_totals", {"csv"}),
    ("local_scala_user_orders", None),          # rows the program made: a read through an RDD may hold them
])
def test_the_formats_a_plan_scans(plan, formats_scanned):
    assert formats.plan_file_formats(fixture_nodes(plan)) == formats_scanned


def test_a_cache_hiding_its_plan_hides_its_formats():
    nodes = [n for n in fixture_nodes("cache_per_country") if n.operator != "InMemoryRelation"]
    assert formats.plan_file_formats(nodes) is None
