"""A descending sort order is written in the code (`desc(c)`, `c.desc()`, `ascending=False`, SQL's `DESC`) and
printed in the plan (`salary DESC NULLS LAST`): both sides name it `desc`, so of two look-alikes differing only
in direction the one ordering the plan's way made it (tests/fixtures/sort_order_job/salaries.py, plans captured
with PySpark by tests/fixtures/capture_mapper_plans.py). Switched off, the ascending twin is taken."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, function_at

SOURCE = (FIXTURES / "sort_order_job" / "salaries.py").read_text().splitlines()
RULE = RULES["a descending sort order is the code's desc (desc(c), c.desc(), ascending=False, DESC)"]


def functions_mapped(plan: str) -> dict[str, str]:
    """operator -> the fixture function its pick is in (primary nodes only)."""
    mapped = map_plan(fixture_nodes(plan), fixture_sites("sort_order_job"))
    return {m.operator: function_at(SOURCE, m.site.line_start) for m in mapped if m.site and not m.derived}


@pytest.mark.parametrize("plan, operator, job, twin", [
    ("sort_order_highest_paid", "Window", "highest_paid", "lowest_paid"),
    ("sort_order_dearest_first", "Sort", "dearest_first", "cheapest_first"),
])
def test_the_call_ordering_the_plans_way_made_it(plan, operator, job, twin):
    assert functions_mapped(plan)[operator] == job
    with switched_off(*RULE):
        assert functions_mapped(plan)[operator] == twin


@pytest.mark.parametrize("path, language, descending, ascending", [
    ("Rank.scala", "scala", 'people.orderBy(col("salary").desc)', 'people.orderBy(col("salary"))'),
    ("Rank.scala", "scala", 'people.orderBy(desc("salary"))', 'people.orderBy(asc("salary"))'),
    ("Rank.java", "java", 'people.orderBy(col("salary").desc())', 'people.orderBy(col("salary").asc())'),
    ("rank.sql", "sql", "SELECT * FROM people ORDER BY salary DESC", "SELECT * FROM people ORDER BY salary"),
    ("rank.py", "python", 'people.orderBy(F.desc("salary"))', 'people.orderBy(F.col("salary"))'),
])
def test_every_front_end_names_a_descending_order(path, language, descending, ascending):
    def sort_functions(call: str) -> list[str]:
        source = {
            "scala": f"object Rank {{\n  def run(people: DataFrame): DataFrame = {call}\n}}\n",
            "java": f"class Rank {{\n  Dataset<Row> run(Dataset<Row> people) {{ return {call}; }}\n}}\n",
            "sql": call + "\n",
            "python": f"from pyspark.sql import functions as F\n\ndef run(people):\n    return {call}\n",
        }[language]
        module = path.rsplit(".", 1)[0]
        index = FRONT_ENDS[language](path, source.encode(), FileContext(language, module=module, id_scope=module))
        return [f for s in index.sites if s.kind == "sort" for f in s.functions]

    assert "desc" in sort_functions(descending)
    assert "desc" not in sort_functions(ascending)
