"""INTERSECT and EXCEPT, intersect() and subtract(): Spark plans the distinct set operations as left semi and left anti
joins under an aggregate that drops repeated rows (tests/fixtures/set_operations_job: shared_cities.py and its
look-alike customers_only.py, alike but for the set operation; real plans: tests/fixtures/capture_mapper_plans.py).
The join is the file's whose operation makes that join (each file writes its operation twice, by query and by calls,
which plan alike); a query's join and aggregate are its set operation's."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.vocabulary import set_operation_join
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

JOB = FIXTURES / "set_operations_job"
RULE = RULES["INTERSECT and EXCEPT (intersect(), subtract()) make semi and anti joins"]
WRITTEN = {("shared_cities", "by_query"): " INTERSECT ", ("shared_cities", "by_calls"): ".intersect(",
           ("customers_only", "by_query"): " EXCEPT ", ("customers_only", "by_calls"): ".subtract("}


def places(file: str, function: str, operator: str) -> set[tuple[str, int]]:
    mapped = map_plan(fixture_nodes(f"set_operations_{file}_{function}"), fixture_sites("set_operations_job"))
    return {(m.site.file, m.site.line_start) for m in mapped if m.operator == operator and m.site is not None}


def written_at(file: str, function: str) -> tuple[str, int]:
    return f"{file}.py", line_of(JOB / f"{file}.py", WRITTEN[file, function])


def test_the_join_types_of_set_operations():
    assert [set_operation_join(w) for w in ("INTERSECT", "EXCEPT", "MINUS", "subtract", "intersect", "union")] == \
        ["semi", "anti", "anti", "anti", "semi", None]


@pytest.mark.parametrize("file,function", list(WRITTEN))
def test_a_set_operations_join_is_in_the_file_of_its_kind(file, function):
    assert {f for f, _ in places(file, function, "BroadcastHashJoin")} == {f"{file}.py"}


@pytest.mark.parametrize("file", ["shared_cities", "customers_only"])
def test_a_set_querys_join_and_distinct_rows_are_its_own(file):
    assert places(file, "by_query", "BroadcastHashJoin") == {written_at(file, "by_query")}
    assert places(file, "by_query", "HashAggregate") == {written_at(file, "by_query")}


def test_without_join_types_the_look_alikes_are_confused():
    with switched_off(*RULE):
        files = {key: {f for f, _ in places(*key, "BroadcastHashJoin")} for key in WRITTEN}
    assert any(found != {f"{key[0]}.py"} for key, found in files.items())


def test_scala_set_operations_have_their_join_types(tmp_path):
    from codemap_pipeline.code.indexer import index_repository

    (tmp_path / "Cities.scala").write_text(
        "object Cities {\n"
        "  def run(spark: org.apache.spark.sql.SparkSession): Unit = {\n"
        "    val a = spark.read.parquet(\"customers.parquet\")\n"
        "    val b = spark.read.parquet(\"suppliers.parquet\")\n"
        "    a.except(b).show()\n"
        "    a.intersect(b).show()\n"
        "  }\n"
        "}\n")
    joins = {s.method: s.join_how for s in index_repository(tmp_path)[3] if s.kind == "join"}
    assert joins == {"except": "anti", "intersect": "semi"}
