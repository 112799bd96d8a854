"""Where no program could be read (every node of the plan fits as well in more look-alike files than a reading
is scored on), the first file's calls agree with one another only because they were all picked from it: a pick
another file's call equals is not confirmed. The plan is real (tests/fixtures/cache_job/cached.py, captured by
tests/fixtures/capture_mapper_plans.py), the repository twelve copies of that job; switched off, the first copy
was confirmed (Spark in Action's ch11: a Python lab's plan confirmed in one of eight look-alike Java labs)."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes

RULE = "without a reading, a pick another file's call equals is not confirmed"


def test_a_pick_among_look_alikes_with_no_reading_is_not_confirmed(tmp_path):
    job = (FIXTURES / "cache_job" / "cached.py").read_text()
    for k in range(12):
        (tmp_path / f"copy_{k:02d}.py").write_text(job)
    sites = index_repository(tmp_path)[3]

    def statuses() -> set[str]:
        return {m.status for m in map_plan(fixture_nodes("cache_per_country"), sites) if m.site and not m.derived}

    assert "confirmed" not in statuses()
    with switched_off(*RULES[RULE]):
        assert statuses() == {"confirmed"}
