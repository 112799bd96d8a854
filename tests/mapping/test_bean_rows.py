"""Rows of a Java bean class declared in another file (tests/fixtures/bean_rows_java, its plan from a real run by
tests/fixtures/capture_typed_plan.py): `createDataFrame(rows, Person.class)` names no column, but Spark's bean encoder
makes Person's fields, age and name, the columns of each LocalTableScan. Read from the constants table the JVM files
share, they are the call's columns; switched off, a read of another program naming `name` outranks the calls."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites

RULE = RULES["rows of a Java bean class have its fields as columns"]


def scan_files() -> set[str]:
    mapped = map_plan(fixture_nodes("bean_rows_people"), fixture_sites("bean_rows_java"))
    return {m.site.file for m in mapped if m.operator == "LocalTableScan" and m.site}


def test_bean_rows_have_the_beans_fields_as_columns():
    sites = [s for s in fixture_sites("bean_rows_java") if s.file == "People.java" and s.kind == "read"]
    assert [sorted(s.columns) for s in sites] == [["age", "name"], ["age", "name"]]
    assert scan_files() == {"People.java"}
    with switched_off(*RULE):
        assert "NameList.java" in scan_files()
