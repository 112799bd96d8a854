"""PySpark ML in a DataFrame program: randomSplit() gives a list of DataFrames (its items and the names unpacked
from it are frames), and a Transformer's transform(df) (a fitted model, a VectorAssembler) hands back the frame it
was given with its columns added. Without either, the calls after the split are not known to be Spark's and the
cache and show of the predictions have no call to map to. Plan: tests/fixtures/ml_split_job/price_model.py's show,
from the event log of its run (tests/fixtures/capture_mapper_plans.py, group ml_split)."""

from codemap_pipeline.code import python_calls
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "ml_split_job" / "price_model.py"


def _mapped() -> dict[str, set[int]]:
    out: dict[str, set[int]] = {}
    for m in map_plan(fixture_nodes("ml_split_predictions"), fixture_sites("ml_split_job")):
        out.setdefault(m.operator, set()).add(m.site.line_start if m.site else None)
    return out


def test_the_cache_after_a_models_transform_of_a_split_part_is_found():
    mapped = _mapped()
    assert mapped["InMemoryRelation"] == {line_of(SOURCE, "predictions = model.transform(test).cache()")}
    assert mapped["Sample"] == {line_of(SOURCE, "train, test = data.randomSplit")}
    assert mapped["CollectLimit"] == {line_of(SOURCE, 'predictions.select("price", "prediction").show()')}
    assert line_of(SOURCE, "data = VectorAssembler(") in mapped["Project"]


def test_without_split_parts_the_calls_after_the_split_are_unknown(monkeypatch):
    monkeypatch.setattr(python_calls, "SPLIT_PARTS", False)
    assert _mapped()["InMemoryRelation"] == {None}


def test_without_ml_transforms_nothing_after_the_assembler_is_known(monkeypatch):
    monkeypatch.setattr(python_calls, "ML_TRANSFORMS", False)
    mapped = _mapped()
    assert mapped["Sample"] == {None} and mapped["InMemoryRelation"] == {None}
