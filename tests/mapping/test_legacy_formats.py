"""Formats named by the packages Spark took in (`com.databricks.spark.csv`, `com.databricks.spark.xml`): Spark 4
still reads them, and plans `Scan csv` / `Scan xml` (tests/fixtures/legacy_formats_job/page_visits.py, real plan:
tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.mapping import formats
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "legacy_formats_job" / "page_visits.py"


def test_a_package_name_is_its_format():
    read = next(s for s in fixture_sites("legacy_formats_job") if s.kind == "read")
    assert formats.site_format(read) == "csv"


def test_the_scan_is_the_read_through_the_package_name():
    mapped = map_plan(fixture_nodes("legacy_formats_visits_per_page"), fixture_sites("legacy_formats_job"))
    scan = next(m for m in mapped if m.operator == "Scan")
    assert scan.site is not None and scan.site.line_start == line_of(SOURCE, "com.databricks.spark.csv")
