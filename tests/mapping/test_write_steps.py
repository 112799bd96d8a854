"""A write's steps serve the write call: Spark 3.4+ writes the files through WriteFiles under the write
command and, for a partitioned write, sorts the rows by the partition columns first
(tests/fixtures/writes_job/export.py, its plan read from a real event log by
tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, function_at

SOURCE = (FIXTURES / "writes_job" / "export.py").read_text().splitlines()


def test_the_files_writer_and_its_sort_serve_the_write_call():
    nodes = fixture_nodes("export_big_orders")
    mapped = {m.operator: m for m in map_plan(nodes, fixture_sites("writes_job"))}
    write = mapped["Execute"]
    assert function_at(SOURCE, write.site.line_start) == "export"
    for step in ("WriteFiles", "Sort"):
        assert mapped[step].derived and mapped[step].site == write.site, step
    assert function_at(SOURCE, mapped["Filter"].site.line_start) == "big_orders"


def test_a_write_of_a_query_given_at_run_time_maps_to_the_write_call():
    # neither the query, the format nor the path is in the code: the aggregate can only be the query's (the
    # count() action names count but never made a keyed aggregate), the write command is the write call's
    # (a whole query fits a write less than a call writing)
    nodes = fixture_nodes("export_query")
    mapped = {m.operator: m for m in map_plan(nodes, fixture_sites("writes_job"))}
    assert SOURCE[mapped["Execute"].site.line_start - 1].strip() == 'result.write.mode("overwrite").format(data_format).save(out)'
    assert SOURCE[mapped["HashAggregate"].site.line_start - 1].strip() == "result = spark.sql(query)"
