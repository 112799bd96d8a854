"""A temporary view over files declared in SQL (`CREATE TEMPORARY VIEW v USING json OPTIONS (path '...')`) is a
read of those files, and a query over the view reads from it, as a view over a DataFrame does."""

from codemap_pipeline.code.indexer import index_repository

SOURCE = '''\
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
spark.sql("CREATE OR REPLACE TEMPORARY VIEW zips USING json OPTIONS (path 'resources/zipcodes.json')")
spark.sql("SELECT * FROM zips").show()
'''


def test_a_view_using_files_is_their_read_and_feeds_its_queries(tmp_path):
    (tmp_path / "views.py").write_text(SOURCE)
    sites = index_repository(tmp_path)[3]
    read = next(s for s in sites if s.method == "SQL USING")
    assert read.kind == "read" and read.line_start == 4
    assert read.paths == ["resources/zipcodes.json"] and "json" in read.literals
    query = next(s for s in sites if s.method == "SQL FROM" and s.line_start == 5)
    assert read.site_id in query.inputs
