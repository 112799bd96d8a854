"""dropDuplicates(cols) is not a whole-row distinct(): two PySpark files (tests/fixtures/dedupe_job) make the same
visits, one removes repeated rows with distinct(), the other keeps one visitor per page and day with
dropDuplicates(["page", "day"]). The plan of the second's show() (read from its event log by
tests/fixtures/capture_mapper_plans.py) keys its aggregate by page and day and keeps `first(visitor)`, with
show()'s `toprettystring` casts in the same results."""

import pytest

from codemap_pipeline.mapping import calibration, operators
from codemap_pipeline.mapping.mapper import allowed_kinds, map_plan
from support import fixture_nodes, fixture_sites


@pytest.fixture(scope="module")
def nodes():
    return fixture_nodes("dedupe_page_days")


@pytest.fixture(scope="module")
def sites():
    return fixture_sites("dedupe_job")


def test_an_aggregate_keeping_firsts_under_show_is_made_by_a_dedupe(nodes):
    final = next(n for n in nodes if n.node_id == 6)
    assert "toprettystring" in final.names.functions and "first" in final.names.functions
    assert allowed_kinds(final) == {"distinct", "sql"}


def test_whole_row_dedupes_are_told_from_dedupes_of_columns(sites):
    dedupes = {s.method: operators.dedupes_whole_rows(s) for s in sites if s.kind == "distinct"}
    assert dedupes == {"distinct": True, "dropDuplicates": False}


def test_the_file_dropping_duplicates_of_page_and_day_made_the_plan(nodes, sites):
    mapped = {m.node_id: m for m in map_plan(nodes, sites)}
    for node_id in (1, 3, 6, 7):
        assert mapped[node_id].site.file == "page_days.py", node_id
    assert mapped[6].site.method == "dropDuplicates"


def test_without_it_the_whole_row_distinct_is_confirmed(nodes, sites, monkeypatch):
    monkeypatch.setattr(calibration, "probability", lambda features, params=None: 0.999)   # a model sure of every pick: the caps decide
    monkeypatch.setattr(operators, "dedupes_whole_rows", lambda site: False)
    mapped = {m.node_id: m for m in map_plan(nodes, sites)}
    assert mapped[6].site.file == "distinct_visits.py" and mapped[6].status == "confirmed"


@pytest.mark.parametrize("rule_on", [True, False])
def test_dropping_duplicates_of_two_columns_made_no_aggregate_keyed_by_three(monkeypatch, rule_on):
    # tests/fixtures/dedupe_rows_job/visits.py shows distinct() visits; beside it, a dropDuplicates(["page",
    # "day"]) that would keep first(visitor). The plan's aggregate is keyed by all three columns and computes
    # nothing: the dropDuplicates is no candidate for it (switched off, it is the runner-up)
    if not rule_on:
        monkeypatch.setattr(operators, "dedupe_keys", lambda node: 0)
    mapped = [m for m in map_plan(fixture_nodes("dedupe_rows_visits"), fixture_sites("dedupe_rows_job"))
              if m.operator == "HashAggregate"]
    assert mapped and all(m.site.method == "distinct" for m in mapped)
    runners_up = {a.method for m in mapped for a, _ in m.alternatives}
    assert ("dropDuplicates" in runners_up) is not rule_on
