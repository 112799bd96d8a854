"""Dataset.joinWith returns pairs: Spark packs each side's row into the pair's _1 and _2 in a Project over the
join. That projection is the joinWith call's, not a call elsewhere that names its own tuple's _1/_2
(tests/fixtures/pairs_scala/FlightPairs.scala, compiled and run by tests/fixtures/capture_typed_plan.py)."""

from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping.mapper import SiteIndex, map_plan
from support import FIXTURES, fixture_nodes

CODE = FIXTURES / "pairs_scala"
SOURCE = (CODE / "FlightPairs.scala").read_text().splitlines()


def test_the_projection_packing_a_joins_sides_into_a_pair_is_the_joinwith_call():
    index = build_index(CODE)
    nodes = fixture_nodes("pairs_scala_flights")
    mapped = map_plan(nodes, [], index=SiteIndex(index.sites, index.symbol_calls, index.file_links, index.declared))
    pair = next(m for m in mapped if m.operator == "Project"
                and sorted(n.names.aliases for n in nodes if n.node_id == m.node_id)[0] == ["_1", "_2"])
    join = next(m for m in mapped if "Join" in m.operator)
    assert "joinWith" in SOURCE[join.site.line_start - 1]
    assert pair.derived and pair.site == join.site
