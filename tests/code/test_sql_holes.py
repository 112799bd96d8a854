"""spark.sql text built from parts known only at run time (concatenation, f-strings, str.format, Scala
interpolation, Java `+`): parsed with a placeholder for each unknown part, so its clauses are sites;
no site keeps a placeholder (or "?") as a name, and a text that does not parse so gives no clauses
(tests/fixtures/sql_holes, lines noted there)."""

from __future__ import annotations

from pathlib import Path

import pytest

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.code.sql_holes import drop_holes, hole
from codemap_pipeline.code.model import SparkSite
from support import input_places, sites_in

FIXTURES = Path(__file__).parents[1] / "fixtures" / "sql_holes"
_NAMES = ("columns", "aliases", "literals", "functions", "tables", "paths")


@pytest.fixture(scope="module")
def sites():
    return index_repository(FIXTURES)[3]


def _clauses(sites, file: str, lines: range) -> list[tuple[int, str, list[str], list[str]]]:
    return [(s.line_start, s.method, s.tables, s.columns) for s in sites_in(sites, file)
            if s.line_start in lines and s.method.startswith("SQL ")]


def test_concatenated_sql_gives_its_clauses(sites):
    assert _clauses(sites, "removals.py", range(10, 14)) == [
        (11, "SQL FROM", ["rides"], []), (12, "SQL WHERE", [], ["state"]),
        (13, "SQL GROUP BY", [], ["city"]), (10, "SQL SELECT", [], ["city"])]
    ours = sites_in(sites, "removals.py")
    statement = next(s for s in ours if (s.line_start, s.method) == (10, "spark.sql"))
    assert input_places(ours, statement) == [(10, "SQL SELECT")]
    assert statement.tables == ["rides"] and "trips" in statement.aliases


def test_an_unknown_table_is_no_name(sites):
    assert _clauses(sites, "removals.py", range(17, 18))[0] == (17, "SQL FROM", [], [])
    assert _clauses(sites, "Removals.scala", range(3, 4))[0] == (3, "SQL FROM", [], [])
    assert _clauses(sites, "Removals.java", range(8, 9))[0] == (8, "SQL FROM", [], [])
    # `{}.rides`: the known part of a dotted name stays
    assert _clauses(sites, "removals.py", range(21, 22))[0] == (21, "SQL FROM", ["rides"], [])


def test_scala_concatenation_gives_its_clauses(sites):
    assert [(line, method) for line, method, _, _ in _clauses(sites, "Removals.scala", range(6, 8))] == [
        (6, "SQL FROM"), (6, "SQL WHERE"), (7, "SQL GROUP BY"), (6, "SQL SELECT")]


def test_no_clause_keeps_a_placeholder(sites):
    clauses = [s for s in sites if s.method.startswith("SQL ")]
    assert clauses
    for site in clauses:
        for key in _NAMES:
            assert not [n for n in getattr(site, key) if "codemap_hole" in n.lower() or "?" in n], (site, key)


def test_a_text_that_does_not_parse_with_placeholders_gives_no_clauses(sites):
    assert _clauses(sites, "removals.py", range(25, 26)) == []


def test_drop_holes_keeps_the_known_parts_of_dotted_names():
    site = SparkSite("s", "f.py", 1, 1, "m", "m", "read", "SQL FROM",
                     tables=[f"{hole(0)}.rides", f"db_{hole(1)}", "orders"], literals=[hole(2), "x"])
    drop_holes([site])
    assert (site.tables, site.literals) == (["rides", "orders"], ["x"])


def test_java_string_escapes_are_the_text_the_program_holds(sites):
    # "SELECT city, count(1)\r\n" + "FROM rides\r\n" + ...: the escapes are line breaks, not words
    assert _clauses(sites, "Removals.java", range(12, 15)) == [
        (13, "SQL FROM", ["rides"], []), (14, "SQL GROUP BY", [], ["city"]), (12, "SQL SELECT", [], ["city"])]
    statement = next(s for s in sites_in(sites, "Removals.java") if (s.line_start, s.method) == (12, "spark.sql"))
    assert statement.columns == ["city"]


def test_a_query_held_in_a_variable_gives_its_clauses(sites):
    # `recent = f"""..."""` then `spark.sql(recent)`: the clauses are on the text's own lines
    assert [(line, method) for line, method, _, _ in _clauses(sites, "removals.py", range(29, 32))] == [
        (30, "SQL FROM"), (31, "SQL GROUP BY"), (29, "SQL SELECT")]
    assert _clauses(sites, "removals.py", range(33, 34))[0] == (33, "SQL FROM", ["rides"], [])
