"""A csv read with a header and inferred types runs two jobs before any action, over the file's lines as text: the
first non-empty line (`CollectLimit` over `Filter (length(trim(value)) > 0)` over `Scan text`) and every line to infer
the types from (`DeserializeToObject` of the lines as strings over `Scan text`). Their plans are in an event log as the
read's own (tests/fixtures/csv_lines_job/trips.py, beside a text read of another file; real plans from an event log:
tests/fixtures/capture_mapper_plans.py). Every node of such a pass is the csv read's."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping import operators as ops
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

FILE = FIXTURES / "csv_lines_job" / "trips.py"
RULE = RULES["a csv or json reader's pass over a file's lines is its read's"]


def places(name: str) -> set:
    mapped = map_plan(fixture_nodes(f"csv_lines_{name}"), fixture_sites("csv_lines_job"))
    return {(m.site.file, m.site.line_start) if m.site else None for m in mapped}


def test_which_readers_pass_over_lines():
    assert [ops.lines_read_for(fixture_nodes(f"csv_lines_{name}")) for name in ("header", "types", "notes")] == \
        [{"csv"}, {"csv", "json"}, set()]


@pytest.mark.parametrize("name", ["header", "types"])
def test_a_pass_over_the_lines_is_the_csv_reads(name):
    assert places(name) == {("trips.py", line_of(FILE, "spark.read.csv("))}


def test_a_text_read_is_still_the_text_reads():
    assert ("trips.py", line_of(FILE, "spark.read.text(")) in places("notes")


def test_without_the_rule_the_pass_is_no_csv_reads():
    with switched_off(*RULE):
        assert ("trips.py", line_of(FILE, "spark.read.csv(")) not in places("header")
