"""A `Scan ExistingRDD` is of rows the program handed to Spark (`spark.createDataFrame(rows, schema)`): no read
of a file made it, however well a look-alike's CSV read of the same columns names it (the notebooks of
subhamkharwal/pyspark-zero-to-hero build the same employees in memory in one and read them from CSV in
another). The plan is tests/fixtures/plans/exact_case_open_shops.formatted.txt (exact_case_job)."""

import shutil
from dataclasses import replace

import pytest

from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping import formats
from codemap_pipeline.mapping.mapper import SiteIndex, map_plan
from support import FIXTURES, fixture_nodes

READER = '''\
def shops(spark, path):
    return spark.read.format("csv").schema("shop string, hours string").load(path)
'''


@pytest.mark.parametrize("rdd_scans", [True, False])
def test_rows_handed_to_spark_are_not_a_files_read(tmp_path, monkeypatch, rdd_scans):
    monkeypatch.setattr(formats, "RDD_SCANS", rdd_scans)
    shutil.copy(FIXTURES / "exact_case_job" / "opening_api.py", tmp_path)
    (tmp_path / "a_reader.py").write_text(READER)
    index = build_index(tmp_path)
    nodes = fixture_nodes("exact_case_open_shops")
    scan = next(n for n in nodes if n.header.startswith("Scan ExistingRDD"))
    # the scan alone: the rest of the plan would tell the program by its UDF
    mapped = map_plan([replace(scan, parent=None, children=[])], [], index=SiteIndex(index.sites, index.symbol_calls, index.file_links, index.declared))[0]
    made = (mapped.site.file, mapped.site.method)
    assert (made == ("opening_api.py", "spark.createDataFrame")) is rdd_scans
