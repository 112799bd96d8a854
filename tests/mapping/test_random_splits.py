"""sample() and randomSplit(): Spark plans each as a Sample of `lower, upper, withReplacement, seed`, a split of
randomSplit over the rows sorted within their partitions (tests/fixtures/splits_job/flight_sets.py: a sample and two
randomSplit calls of other weights and seeds; real plans: tests/fixtures/capture_mapper_plans.py). The bounds and the
seed are what the call wrote, so they tell the three apart, and the sort is the split's."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.names import extract_names
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

FILE = FIXTURES / "splits_job" / "flight_sets.py"
WRITTEN = {"a_look": ".sample(", "training_set": "[0.8, 0.2], 11", "test_set": "[0.7, 0.3], 13"}


def places(function: str, operator: str) -> set[int]:
    mapped = map_plan(fixture_nodes(f"splits_{function}"), fixture_sites("splits_job"))
    return {m.site.line_start for m in mapped if m.operator == operator and m.site is not None}


def test_a_samples_bounds_and_seed_are_literals():
    assert extract_names("Sample", "Sample 0.7, 1.0, false, 13", {}).literals == ["0.7", "1.0", "13"]
    assert extract_names("Sample", "Sample 0.0, 0.5, false, 7", {}).literals == ["0.5", "7"]


@pytest.mark.parametrize("function", list(WRITTEN))
def test_each_sample_is_its_calls(function):
    assert places(function, "Sample") == {line_of(FILE, WRITTEN[function])}


@pytest.mark.parametrize("function", ["training_set", "test_set"])
def test_the_sort_under_a_split_is_the_splits(function):
    assert places(function, "Sort") == {line_of(FILE, WRITTEN[function])}


def test_without_bounds_the_samples_are_confused():
    with switched_off(*RULES["a Sample's bounds and seed (sample(), randomSplit())"]):
        found = {function: places(function, "Sample") for function in WRITTEN}
    assert any(lines != {line_of(FILE, WRITTEN[f])} for f, lines in found.items())


def test_without_split_sorts_the_sort_is_no_splits():
    with switched_off(*RULES["the sort under randomSplit()'s Sample is its own"]):
        assert places("test_set", "Sort") != {line_of(FILE, WRITTEN["test_set"])}


def test_scala_and_java_splits_are_samples_with_their_weights_and_seed(tmp_path):
    from codemap_pipeline.code.indexer import index_repository

    (tmp_path / "Split.scala").write_text(
        "object Split {\n  def run(df: org.apache.spark.sql.DataFrame): Unit = {\n"
        "    val Array(train, test) = df.randomSplit(Array(0.8, 0.2), 11L)\n  }\n}\n")
    (tmp_path / "Split.java").write_text(
        "class Split {\n  void run(Dataset<Row> df) {\n"
        "    Dataset<Row>[] parts = df.randomSplit(new double[] {0.7, 0.3}, 13);\n  }\n}\n")
    splits = {s.file: (s.kind, s.literals) for s in index_repository(tmp_path)[3] if s.method == "randomSplit"}
    assert splits == {"Split.scala": ("sample", ["0.8", "0.2", "11"]), "Split.java": ("sample", ["0.7", "0.3", "13"])}
