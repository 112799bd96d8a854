"""The site index stored and loaded: the same mappings as the index it was stored from, names per site
made on demand equal to those made at build, and a store that answers only for the content it was built from."""

from pathlib import Path

import pytest

from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.mapping import site_index
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text

EXAMPLE = Path(__file__).resolve().parents[2] / "examples"
PLANS = sorted((EXAMPLE / "plans").glob("*.formatted.txt"))
PLANS_DIR = Path(__file__).resolve().parents[1] / "data" / "plans"


def _plan(path: Path):
    return parse_plan_text(path.read_text())[0].nodes


def _picks(mapped) -> list[tuple]:
    return [(m.node_index, m.site and m.site.site_id, m.confidence, m.status, m.explanation,
             [(s.site_id, c) for s, c in m.alternatives]) for m in mapped]


@pytest.fixture(scope="module")
def built():
    code = build_index(EXAMPLE / "retail")
    return code, site_index.SiteIndex(code.sites, code.symbol_calls, code.file_links, code.declared)


def test_a_loaded_index_maps_as_the_one_it_was_stored_from(built, tmp_path):
    code, index = built
    path = site_index.store(index, tmp_path / "site_index.pickle", "content-1")
    loaded = site_index.load(path, "content-1")
    assert loaded is not None and loaded is not index
    assert not loaded.cache   # names per site are not stored: made when a plan asks
    assert len(PLANS) > 5
    for plan in PLANS:
        assert _picks(map_plan(_plan(plan), [], index=loaded)) == _picks(map_plan(_plan(plan), [], index=index))
    for site in index.sites:
        assert loaded.cache[site.site_id] == index.cache[site.site_id]


def test_a_stored_index_answers_only_for_its_content(built, tmp_path):
    _, index = built
    path = tmp_path / "commit" / "site_index.pickle"
    assert site_index.load(path, "content-1") is None          # nothing stored
    site_index.store(index, path, "content-1")
    assert site_index.load(path, "content-2") is None          # stored from other content
    path.write_bytes(path.read_bytes()[:100])
    assert site_index.load(path, "content-1") is None          # cut short


def test_the_fingerprint_follows_content_not_time():
    files, ids = [("jobs/a.py", "h1"), ("jobs/b.py", "h2")], ["s1", "s2"]
    base = site_index.fingerprint(files, ids)
    assert site_index.fingerprint(list(reversed(files)), ids) == base
    assert site_index.fingerprint([("jobs/a.py", "h1"), ("jobs/b.py", "h3")], ids) != base
    assert site_index.fingerprint(files, ["s1", "s3"]) != base


def test_lookups_by_stored_roles_agree_with_the_names_per_site(built):
    from codemap_pipeline.mapping.mapper import node_evidence
    _, index = built
    kinds = {s.kind for s in index.sites}
    for plan in PLANS:
        for node in _plan(plan):
            evidence = node_evidence(node)
            expected = {}
            for site in index.sites:
                pairs = [(c, n) for c, n in evidence if site_index.name_matches(c, n, index.cache[site.site_id])]
                if pairs:
                    expected[site.site_id] = pairs
            assert index.matches(evidence, kinds) == expected


def _site(site_id, kind, method, inputs=(), **names):
    return SparkSite(site_id, f"jobs/{site_id}.py", 1, 1, f"sym-{site_id}", f"jobs.{site_id}", kind, method,
                     inputs=list(inputs), **names)


def test_a_call_that_left_no_trace_contradicts_itself_and_every_site_its_result_flows_into():
    # read -> withColumn("net_bucket") -> groupBy -> write, and -> over -> limit;
    # read -> filter(== "gold member") -> select
    index = site_index.SiteIndex([
        _site("read", "read", "table", tables=["sales"]),
        _site("coin", "project", "withColumn", ["read"], aliases=["net_bucket"]),
        _site("group", "aggregate", "groupBy", ["coin"], columns=["net_bucket"]),
        _site("save", "write", "saveAsTable", ["group"], tables=["out"]),
        _site("rank", "window", "over", ["coin"], columns=["net_bucket"]),
        _site("top", "limit", "limit", ["rank"], literals=["10"]),
        _site("keep", "filter", "filter", ["read"], columns=["tier"], literals=["gold member"]),
        _site("pick", "project", "select", ["keep"], columns=["tier"]),
    ])
    everything = {"sales", "net_bucket", "tier", "gold", "member", "out"}
    assert not set_of(index, index.contradicted_sites(everything))
    assert set_of(index, index.contradicted_sites(everything - {"net_bucket"})) == {"coin", "group", "save", "rank", "top"}
    assert set_of(index, index.contradicted_sites(everything - {"member"})) == {"keep", "pick"}   # every word of it
    assert set_of(index, index.contradicted_sites(set())) == {"coin", "group", "save", "rank", "top", "keep", "pick"}
    assert "save" in index.contradicted_sites(set()) and "read" not in index.contradicted_sites(set())


def set_of(index, found) -> set[str]:
    return {s.site_id for s in index.sites if s.site_id in found}


@pytest.fixture(scope="module")
def lookalikes(tmp_path_factory):
    """300 generated job modules over the TPC-DS columns (the benchmark's repository): thousands of sites
    share a node's common names, so scoring prunes."""
    from benchmarks.generate import generate_files
    root = tmp_path_factory.mktemp("lookalikes")
    for rel, text in generate_files(300).items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    code = build_index(root)
    return site_index.SiteIndex(code.sites, code.symbol_calls, code.file_links, code.declared)


def test_pruned_scoring_keeps_the_best_local_scores_the_full_scoring_finds(lookalikes):
    from codemap_pipeline.mapping.mapper import (
        CONTENDER_MARGIN, KEEP_TOP, MAX_CONTENDERS, plan_coverage, plan_words, score_candidates, udf_names_used)
    index = lookalikes
    nodes = parse_plan_text((PLANS_DIR / "tpcds-v1_4" / "q64" / "explain.txt").read_text())[0].nodes
    coverage = plan_coverage(nodes, index.sites, index.vocab, index.cache, index)
    contradicted = index.contradicted_sites(plan_words(nodes))
    pruned_some = 0
    for i, node in enumerate(nodes):
        if node.wrapper:
            continue
        args = (node, index.sites, index.vocab, index.cache, coverage, index, udf_names_used(nodes, i), contradicted)
        full = score_candidates(*args)
        pruned = score_candidates(*args, prune=True, embedded=False)
        ranked = lambda cands: sorted(((-round(c.local, 9), index.order(c.site), c.site.site_id) for c in cands))
        assert ranked(pruned)[:KEEP_TOP] == ranked(full)[:KEEP_TOP]
        # past those, the best scores of the ones it kept (ties may be other look-alikes), down to where the
        # mapper keeps contenders (a site visited above that floor may score far below its bound, below it)
        floor = -ranked(full)[KEEP_TOP - 1][0] - CONTENDER_MARGIN if len(full) >= KEEP_TOP else -1.0
        kept = [score for score, _, _ in ranked(pruned)[:MAX_CONTENDERS] if -score >= floor]
        assert kept == [score for score, _, _ in ranked(full)[:len(kept)]]
        pruned_some += len(pruned) < len(full) / 2
    assert pruned_some >= 10


def test_a_loaded_index_makes_only_the_sites_asked_for(built, tmp_path):
    _, index = built
    loaded = site_index.load(site_index.store(index, tmp_path / "site_index.pickle", "c"), "c")
    assert isinstance(loaded.sites, site_index.StoredSites) and len(loaded.sites) == len(index.sites)
    some = index.sites[len(index.sites) // 2]
    assert loaded.by_id[some.site_id] == some and some.site_id in loaded.by_id and "nope" not in loaded.by_id
    assert sum(made is not None for made in loaded.sites._made) == 1
    assert list(loaded.sites) == index.sites
    assert {f: loaded.in_file(f) for f in loaded.by_file} == {f: index.in_file(f) for f in index.by_file}
    assert [loaded.site_total(s.site_id) for s in index.sites] == [index.site_total(s.site_id) for s in index.sites]
