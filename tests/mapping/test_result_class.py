"""The class a typed step makes tells two typed calls apart: one Java job (tests/fixtures/typed_classes, plan
read from its event log by tests/fixtures/capture_typed_plan.py) maps the same trips twice, to doubles and
to Fare objects, and shows each. The plan of the second show prints `MapElements ..., obj#32: TripFares$Fare`;
neither lambda shares a name with the plan."""

import pytest

from codemap_pipeline.mapping import mapper
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.mapping.operators import result_class
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "typed_classes" / "TripFares.java"


@pytest.fixture(scope="module")
def nodes():
    return fixture_nodes("typed_trip_fares")


@pytest.fixture(scope="module")
def sites():
    return fixture_sites("typed_classes")


def test_the_class_of_the_objects_a_typed_step_makes(nodes):
    made = {n.operator: result_class(n) for n in nodes}
    assert made["MapElements"] == "Fare"   # `TripFares$Fare`: the nested class's own name
    # the conversions around it make no class of their own; the scan's rows are no typed call's
    assert made["SerializeFromObject"] is None and made["LocalTableScan"] is None


def test_the_typed_map_making_fares_is_the_one_that_ran(nodes, sites):
    mapped = {m.operator: m for m in map_plan(nodes, sites)}
    fares = line_of(SOURCE, "rides.map((MapFunction<Trip, Fare>)")
    assert mapped["MapElements"].site.line_start == fares
    # the encoder steps around it serve it
    assert mapped["SerializeFromObject"].site.line_start == fares


def test_without_the_class_the_first_look_alike_map_wins(nodes, sites, monkeypatch):
    monkeypatch.setattr(mapper, "OTHER_CLASS", 1.0)
    mapped = {m.operator: m for m in map_plan(nodes, sites)}
    assert mapped["MapElements"].site.line_start == line_of(SOURCE, "rides.map((MapFunction<Trip, Double>)")
