"""What the mapper asks the embeddings for: a bounded number of candidates per node no name reaches, in one
batch per plan, however many sites of that kind the repository has."""

from pathlib import Path

import numpy as np

from codemap_pipeline.code import embeddings
from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import EMBEDDING_ASKS, map_plan
from codemap_pipeline.mapping.site_index import SiteIndex
from codemap_pipeline.plans.parser import parse_plan_text

PLAN = Path(__file__).resolve().parents[2] / "examples" / "plans" / "order_activity.formatted.txt"
UNIONS = 3 * EMBEDDING_ASKS


def test_a_node_no_name_reaches_asks_about_a_bounded_number_of_sites_in_one_batch(tmp_path, monkeypatch):
    # many look-alike unions, none sharing a name with the plan: the Union node is a node names fail
    for n in range(UNIONS):
        (tmp_path / f"job_{n:03}.py").write_text("from pyspark.sql import DataFrame\n\n\n"
                                                  f"def combine_{n}(left: DataFrame, right: DataFrame) -> DataFrame:\n"
                                                  "    return left.unionByName(right)\n")
    sites = index_repository(tmp_path)[3]
    assert sum(s.kind == "union" for s in sites) == UNIONS
    batches = []

    def encode(texts):   # a stand-in for the model: distinct unit vectors, and a count of what was encoded
        batches.append(len(texts))
        rng = np.random.default_rng(len(batches))
        vectors = rng.standard_normal((len(texts), embeddings.DIMS)).astype(np.float32)
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)

    monkeypatch.setattr(embeddings, "encode", encode)
    cached = embeddings.CachedSites(embeddings.VectorCache(tmp_path / "vectors"), [s.site_id for s in sites],
                                    [s.symbol for s in sites], [s.snippet for s in sites])
    nodes = parse_plan_text(PLAN.read_text())[0].nodes
    scores = cached.scores([f"{n.operator} {n.header}" for n in nodes])
    mapped = map_plan(nodes, sites, scores, index=SiteIndex(sites))
    union = next(m for m in mapped if m.operator == "Union" and not m.derived)
    assert union.site is not None and union.site.kind == "union" and union.factors["embeddingScore"] is not None
    silent = sum(1 for m in mapped if m.factors.get("embeddingScore") is not None)
    # at most EMBEDDING_ASKS sites per node no name reaches (and the node's own text), all in one batch
    assert len(batches) == 1 and cached.cache.encoded == batches[0] <= silent * (EMBEDDING_ASKS + 1)
    assert cached.cache.encoded < UNIONS
