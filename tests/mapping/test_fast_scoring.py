"""What keeps mapping a large plan against a large index fast, held to giving what the plain way gives:
the pairs a pruned node reads off the postings, the aggregate calls turned down once per index, the
dataflow answers kept while the tree settles (issue 16: 2,014 nodes against 10,000 files)."""

from pathlib import Path

import pytest

from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping import mapper, site_index
from codemap_pipeline.mapping import operators as ops
from codemap_pipeline.plans.parser import parse_plan_text

PLANS_DIR = Path(__file__).resolve().parents[1] / "data" / "plans"


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    """300 generated job modules over the TPC-DS columns (the benchmark's repository): thousands of sites
    share a node's common names, so scoring prunes."""
    from benchmarks.generate import generate_files
    root = tmp_path_factory.mktemp("generated")
    for rel, text in generate_files(300).items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return build_index(root)


def _index(code) -> site_index.SiteIndex:
    return site_index.SiteIndex(code.sites, code.symbol_calls, code.file_links, code.declared)


def _nodes(query: str):
    return parse_plan_text((PLANS_DIR / query / "explain.txt").read_text())[0].nodes


def test_the_pairs_read_off_the_postings_are_those_matches_lists(generated):
    index = _index(generated)
    asked = 0
    for query in ("tpcds-v1_4/q64", "tpcds-v1_4/q88"):
        nodes = _nodes(query)
        for node in nodes:
            evidence = mapper.node_evidence(node)   # each name once
            allowed = mapper.allowed_kinds(node)
            weight = {pair: index.vocab.weight(*pair) for pair in evidence}
            at, got, starts, which, first = index.shared_pairs(evidence, weight, allowed)
            ids = index.ids_at(at)
            pairs = {ids[k]: [evidence[j] for j in which[starts[k]:starts[k + 1]].tolist()] for k in range(len(at))}
            listed = [ids[k] for k in sorted(range(len(at)), key=lambda k: first[k])]
            expected = index.matches(evidence, allowed)
            assert [(i, pairs[i]) for i in listed] == list(expected.items())   # the same pairs, in its order
            assert got.tolist() == [sum(weight[p] for p in pairs[i]) for i in ids]
            assert (at.tolist(), got.tolist()) == tuple(a.tolist() for a in index.shared(evidence, weight, allowed))
            asked += len(at)
    assert asked > 10_000


def test_a_keyless_aggregate_skips_the_grouped_calls_another_turned_down(generated, monkeypatch):
    index = _index(generated)
    nodes = _nodes("tpcds-v1_4/q88")
    keyless = [i for i, n in enumerate(nodes) if not n.wrapper and ops.grouping_of_node(n) == (False, True)
               and n.names.functions]
    assert len(keyless) > 3
    asked = []
    original = ops.grouping_fits
    monkeypatch.setattr(ops, "grouping_fits", lambda *args: asked.append(args) or original(*args))
    contradicted = index.contradicted_sites(mapper.plan_words(nodes))
    coverage = mapper.plan_coverage(nodes, index.sites, index.vocab, index.cache, index)

    def scored(i):
        found = mapper.score_candidates(nodes[i], index.sites, index.vocab, index.cache, coverage, index,
                                        mapper.udf_names_used(nodes, i), contradicted, prune=True, embedded=False)
        return [(c.site.site_id, c.evidence, c.ast, c.matched) for c in found]

    first = scored(keyless[0])
    turned_down = sum(not original(*args) for args in asked)
    assert turned_down > 100   # grouped aggregates: no keyless aggregate comes from them
    asked.clear()
    assert scored(keyless[0]) == first   # the same candidates, without asking about those again
    assert not any(not original(*args) for args in asked)
    for i in keyless[1:]:
        asked.clear()
        scored(i)
        assert not any(not original(*args) for args in asked)


def test_settling_asks_the_dataflow_once_per_vote_and_candidate(generated, monkeypatch):
    index = _index(generated)
    nodes = _nodes("tpcds-v1_4/q64")
    calls = []
    original = index.flow.feeds
    monkeypatch.setattr(index.flow, "feeds", lambda *args, **kw: calls.append((args, kw)) or original(*args, **kw))
    monkeypatch.setattr(mapper, "_anchored", lambda *args: set())   # asks the flow itself, not through `fed`
    monkeypatch.setattr(mapper, "_plan_shares", lambda *args: {})
    mapper.map_plan(nodes, [], index=index)
    assert len(calls) > 1000
    assert len({(a, tuple(kw.items())) for a, kw in calls}) == len(calls)
