"""A write's steps serve the write call: Spark 3.4+ writes the files through WriteFiles under the write
command and, for a partitioned write, sorts the rows by the partition columns first
(tests/fixtures/writes_job/export.py, its plan read from a real event log by
tests/fixtures/capture_mapper_plans.py)."""

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text
from support import function_at

ROOT = Path(__file__).resolve().parents[2]
CODE = ROOT / "tests" / "fixtures" / "writes_job"
SOURCE = (CODE / "export.py").read_text().splitlines()
PLAN = ROOT / "tests" / "fixtures" / "plans" / "export_big_orders.formatted.txt"


def test_the_files_writer_and_its_sort_serve_the_write_call():
    nodes = parse_plan_text(PLAN.read_text())[0].nodes
    mapped = {m.operator: m for m in map_plan(nodes, index_repository(CODE)[3])}
    write = mapped["Execute"]
    assert function_at(SOURCE, write.site.line_start) == "export"
    for step in ("WriteFiles", "Sort"):
        assert mapped[step].derived and mapped[step].site == write.site, step
    assert function_at(SOURCE, mapped["Filter"].site.line_start) == "big_orders"


def test_a_write_of_a_query_given_at_run_time_maps_to_the_write_call():
    # neither the query, the format nor the path is in the code: the aggregate can only be the query's (the
    # count() action names count but never made a keyed aggregate), the write command is the write call's
    # (a whole query fits a write less than a call writing)
    nodes = parse_plan_text((PLAN.parent / "export_query.formatted.txt").read_text())[0].nodes
    mapped = {m.operator: m for m in map_plan(nodes, index_repository(CODE)[3])}
    assert SOURCE[mapped["Execute"].site.line_start - 1].strip() == 'result.write.mode("overwrite").format(data_format).save(out)'
    assert SOURCE[mapped["HashAggregate"].site.line_start - 1].strip() == "result = spark.sql(query)"
