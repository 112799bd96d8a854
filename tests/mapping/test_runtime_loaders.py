"""A scan of a path given at run time, read by a loader in a file the job never imports (the harness that ran
it joined them): the loader of the scan's own format, in the job's language, made the scan, not nothing and
not the JVM twin of the loader (tests/fixtures/loaders_job, plan captured with PySpark by
tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites


def test_a_scan_nothing_names_maps_to_the_loader_of_its_format_in_the_jobs_language():
    nodes = fixture_nodes("loaders_biggest_per_zip")
    mapped = {m.operator: m for m in map_plan(nodes, fixture_sites("loaders_job"))}
    loader = (FIXTURES / "loaders_job" / "loaders.py").read_text().splitlines()
    parquet_line = next(n for n, line in enumerate(loader, 1) if "spark.read" in line and "def" not in line)
    scan = mapped["Scan"]
    assert scan.site is not None
    assert (scan.site.file, scan.site.line_start) == ("loaders.py", parquet_line)
    assert mapped["Filter"].site.file == "shop_stats.py"   # the job itself is still the job's
