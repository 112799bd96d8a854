"""An aggregate of distinct values is written in the code (`countDistinct(c)`, `sum_distinct(c)`, SQL's
`COUNT(DISTINCT c)`) and printed in the plan (`count(distinct salary#2)`): both sides name it `distinct`, so of
two look-alikes on adjacent lines differing only in that the one taking the plan's values made it
(tests/fixtures/distinct_job/payroll.py, plans captured with PySpark by tests/fixtures/capture_mapper_plans.py).
Switched off, the twin written first is taken."""

import pytest

from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans import names as plan_names
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "distinct_job" / "payroll.py"
# plan -> the call that made it; the twin beside it differs only in DISTINCT
MADE_BY = {
    "distinct_sum": 'F.sum("salary")',
    "distinct_sum_distinct": 'F.sumDistinct("salary")',
    "distinct_count_distinct": 'F.countDistinct("salary")',
    "distinct_count": 'F.count("salary")',
    "distinct_sql_count": "COUNT(salary)",
    "distinct_sql_count_distinct": "COUNT(DISTINCT salary)",
}


def aggregate_lines() -> dict[str, int]:
    """plan -> the line its final aggregate is mapped to."""
    sites = fixture_sites("distinct_job")
    lines = {}
    for plan in MADE_BY:
        mapped = map_plan(fixture_nodes(plan), sites)
        lines[plan] = next(m.site.line_start for m in mapped if m.operator == "HashAggregate" and not m.derived)
    return lines


def test_the_aggregate_taking_the_plans_values_made_it(monkeypatch):
    made_by = {plan: line_of(SOURCE, call) for plan, call in MADE_BY.items()}
    assert aggregate_lines() == made_by
    monkeypatch.setattr(plan_names, "DISTINCT_AGGREGATE", "")
    first_of_twins = {**made_by, "distinct_sum_distinct": made_by["distinct_sum"],
                      "distinct_count": made_by["distinct_count_distinct"],
                      "distinct_sql_count_distinct": made_by["distinct_sql_count"]}
    assert aggregate_lines() == first_of_twins


@pytest.mark.parametrize("path, language, distinct, plain", [
    ("Pay.scala", "scala", 'people.agg(countDistinct("salary"))', 'people.agg(count("salary"))'),
    ("Pay.scala", "scala", 'people.select(sum_distinct(col("salary")))',
     'people.select(approx_count_distinct(col("salary")))'),
    ("Pay.java", "java", 'people.groupBy("d").agg(functions.sumDistinct("salary"))',
     'people.groupBy("d").agg(functions.sum("salary"))'),
    ("pay.sql", "sql", "SELECT d, COUNT(DISTINCT salary) FROM people GROUP BY d",
     "SELECT DISTINCT d, COUNT(salary) FROM people GROUP BY d"),
    ("pay.py", "python", 'people.agg(F.count_distinct("salary"))', 'people.agg(F.approx_count_distinct("salary"))'),
    ("pay.py", "python", 'people.selectExpr("sum(DISTINCT salary)")', 'people.selectExpr("sum(salary)")'),
])
def test_every_front_end_names_an_aggregate_of_distinct_values(path, language, distinct, plain):
    def aggregate_functions(call: str) -> list[str]:
        source = {
            "scala": f"object Pay {{\n  def run(people: DataFrame): DataFrame = {call}\n}}\n",
            "java": f"class Pay {{\n  Dataset<Row> run(Dataset<Row> people) {{ return {call}; }}\n}}\n",
            "sql": call + "\n",
            "python": f"from pyspark.sql import functions as F\n\ndef run(people):\n    return {call}\n",
        }[language]
        module = path.rsplit(".", 1)[0]
        index = FRONT_ENDS[language](path, source.encode(), FileContext(language, module=module, id_scope=module))
        return [f for s in index.sites for f in s.functions]

    assert "distinct" in aggregate_functions(distinct)
    assert "distinct" not in aggregate_functions(plain)
