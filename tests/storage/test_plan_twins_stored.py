"""The operators table keeps an adaptive plan's initial-plan twins (parser.AQE_TWINS): stored as Parquet and read back,
as the mapping stage reads a parsed plan, each twin still names the executed node it stands for, so the pipeline maps
it as `codemap map` does (tests/fixtures/plans/subquery_joins_above_school_average, a real PySpark run's plan)."""

import pandas as pd

from codemap_pipeline.plans.model import ParsedPlan
from codemap_pipeline.storage.frames import operators_frame, plans_from_frame
from support import fixture_nodes


def test_twins_survive_the_operators_table(tmp_path):
    nodes = fixture_nodes("subquery_joins_above_school_average")
    twins = {n.node_id: nodes[n.twin_of].node_id for n in nodes if n.twin_of is not None}
    assert twins == {14: 11, 13: 9}
    path = tmp_path / "operators.parquet"
    operators_frame("school", [ParsedPlan(mode="formatted", nodes=nodes)]).to_parquet(path)
    (stored,) = plans_from_frame(pd.read_parquet(path))
    assert {n.node_id: stored[n.twin_of].node_id for n in stored if n.twin_of is not None} == twins
    assert all(not n.wrapper and n.parent is None for n in stored if n.twin_of is not None)
