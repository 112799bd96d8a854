"""The site index stored and loaded: the same mappings as the index it was stored from, names per site
made on demand equal to those made at build, and a store that answers only for the content it was built from."""

from pathlib import Path

import pytest

from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping import site_index
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text

EXAMPLE = Path(__file__).resolve().parents[2] / "examples"
PLANS = sorted((EXAMPLE / "plans").glob("*.formatted.txt"))


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
