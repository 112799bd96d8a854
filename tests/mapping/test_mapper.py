"""The mapper on its own: real plans captured from the example, the example's real code index."""

from pathlib import Path

import pytest

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping import calibration, mapper
from codemap_pipeline.accuracy.evaluation import build_index, evaluate, load_cases
from codemap_pipeline.mapping.mapper import map_plan, score_candidates, status_for
from codemap_pipeline.mapping.site_index import SiteIndex
from codemap_pipeline.plans.parser import parse_plan_text
from codemap_pipeline.plans import names as plan_names

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples"


@pytest.fixture(scope="module")
def sites():
    return index_repository(EXAMPLE / "retail")[3]


def mapped(name: str, sites) -> dict:
    nodes = parse_plan_text((EXAMPLE / "plans" / f"{name}.formatted.txt").read_text())[0].nodes
    return {m.node_id: m for m in map_plan(nodes, sites)}


def where(m) -> tuple:
    return (m.site.file, m.site.line_start) if m.site else None


def test_nodes_spark_inserted_follow_the_call_they_serve(sites):
    top = mapped("top_customers", sites)
    join = top[18]
    assert join.operator == "SortMergeJoin" and not join.derived and where(join) == ("retail_jobs/sales.py", 41)
    for node in (13, 14, 17):  # inferred isnotnull Filter, Exchange, Sort under the sort-merge join
        assert top[node].derived and where(top[node]) == where(join)
        assert f"SortMergeJoin ({join.node_id})" in top[node].explanation
    partial, final = top[5], top[9]  # partial and final HashAggregate of .agg(...)
    assert partial.derived and not final.derived and where(partial) == where(final) == ("retail_jobs/sales.py", 32)


def test_names_pick_the_right_call_among_lookalikes(sites):
    revenue = mapped("revenue_by_country", sites)
    agg = revenue[25]
    # ranking.py and reports.py also alias "revenue"; the three aliases together single out sales.py
    assert where(agg) == ("retail_jobs/sales.py", 19)
    assert agg.explanation.startswith('alias "revenue", alias "orders", alias "avg_basket"')
    assert "at retail_jobs/sales.py:19" in agg.explanation
    assert where(revenue[1]) == ("retail_jobs/io.py", 19) and 'path "orders"' in revenue[1].explanation
    assert where(revenue[3]) == ("retail_jobs/cleaning.py", 31) and 'literal "complete"' in revenue[3].explanation
    # the join on customer_id exists in three functions; the tree picks the one feeding this aggregate
    assert where(revenue[19]) == ("retail_jobs/sales.py", 17)


def test_every_node_gets_a_consistent_mapping(sites):
    for plan in sorted((EXAMPLE / "plans").glob("*.formatted.txt")):
        nodes = parse_plan_text(plan.read_text())[0].nodes
        result = map_plan(nodes, sites)
        assert len(result) == sum(1 for n in nodes if not n.wrapper)
        by_index = {m.node_index: m for m in result}
        # an AQE initial-plan node the executed plan re-planned is mapped as its executed copy
        assert all(by_index[i].site == by_index[n.twin_of].site and by_index[i].node_id == n.node_id
                   for i, n in enumerate(nodes) if n.twin_of is not None)
        for m in result:
            assert 0.0 <= m.confidence <= 1.0 and m.status == status_for(m.confidence)
            assert len(m.alternatives) <= 3 and all(c <= m.confidence for _, c in m.alternatives)
            assert m.site is None or m.site.site_id not in {s.site_id for s, _ in m.alternatives}


def test_calibrated_confidence_is_monotone_and_banded():
    params = {"bias": 0.0, "weights": {f: 1.0 for f in calibration.FEATURES}, "probable_at": 0.6,
              "confirmed_at": 0.9}
    probs = [i / 100 for i in range(101)]
    values = [calibration.to_confidence(p, params) for p in probs]
    assert values == sorted(values)
    assert calibration.to_confidence(0.9, params) == 0.75 and calibration.to_confidence(0.6, params) == 0.5
    assert calibration.to_confidence(0.89, params) < 0.75 <= calibration.to_confidence(0.95, params)
    low = calibration.probability({"strength": 0.1}, params)
    assert calibration.probability({"strength": 0.9, "margin": 1.0}, params) > low


# The accuracy repository holds a DataFrame job (revenue_by_region, with a UDF) and its SQL twin
# (region_revenue_sql, without it): both read, filter, join on user_id and aggregate by region.
BENCH = ROOT / "bench"


@pytest.fixture(scope="module")
def bench_index():
    return build_index(BENCH / "accuracy_repo")


def bench_mapped(case_id: str, index) -> dict:
    nodes = parse_plan_text((BENCH / "cases" / case_id / "plan.formatted.txt").read_text())[0].nodes
    return {m.node_id: m for m in map_plan(nodes, index.sites, symbol_calls=index.symbol_calls)}


def test_a_reading_whose_udf_is_missing_from_the_plan_loses_to_its_twin(bench_index):
    sql = bench_mapped("region_revenue_sql", bench_index)
    # no ArrowEvalPython in this plan: the DataFrame job that applies canonical_region did not make it
    assert where(sql[13]) == ("lakehouse/jobs/sql_reports.py", 78)   # SortMergeJoin -> JOIN clause
    assert where(sql[17])[0] == "lakehouse/jobs/sql_reports.py"       # HashAggregate -> the query
    dataframe = bench_mapped("revenue_by_region", bench_index)
    assert where(dataframe[13]) == ("lakehouse/jobs/revenue_by_region.py", 20)  # and the other way round
    assert where(dataframe[9]) == ("lakehouse/jobs/revenue_by_region.py", 16)   # the UDF's withColumn


def test_where_conjuncts_pushed_below_a_join_stay_with_their_query(bench_index):
    sql = bench_mapped("region_revenue_sql", bench_index)
    # `status = 'completed' AND NOT u.is_test` became one Filter per side of the join; the helpers in
    # common/filters.py say the same things, but the query's own WHERE is what ran
    assert where(sql[3]) == where(sql[9]) == ("lakehouse/jobs/sql_reports.py", 79)


@pytest.mark.parametrize("anchoring", [True, False])
def test_a_nameless_pick_in_the_dataflow_of_named_picks_may_be_confirmed(bench_index, monkeypatch, anchoring):
    # sample() names nothing the Sample node shows (its bounds and seed left unread here); the read named by its
    # path feeds it, so its place in the program is where named calls put it. Switched off, the nameless cap leaves
    # it uncertain.
    monkeypatch.setattr(plan_names, "SAMPLE_BOUNDS", False)
    if not anchoring:
        monkeypatch.setattr(mapper, "_anchored", lambda *args: set())
    monkeypatch.setattr(calibration, "probability", lambda features, params=None: 0.999)   # a model sure of every pick: the caps decide
    sample = next(m for m in bench_mapped("audit_sample", bench_index).values() if m.operator == "Sample")
    assert sample.site.method == "sample" and sample.features["no_names"]
    assert sample.status == ("confirmed" if anchoring else "uncertain")


def test_a_pivot_projection_maps_to_the_pivot_call(bench_index):
    pivot = bench_mapped("category_revenue_pivot", bench_index)
    assert pivot[28].operator == "Project" and pivot[28].derived   # served by the pivot (pivotfirst's array unpacked)
    assert where(pivot[28])[0] == "lakehouse/jobs/category_pivot.py" and 22 <= where(pivot[28])[1] <= 24


def test_hidden_gold_picks_are_wrong():
    cases = [c for c in load_cases(BENCH / "cases") if c.case_id in ("region_revenue_sql", "top_spenders")]
    hidden = evaluate(cases, hide_gold=True)
    assert hidden and not any(r.line1 for r in hidden)  # the right places were taken out of the index


def test_rows_of_an_rdd_map_to_the_call_that_made_them_a_dataframe():
    # a real plan (tests/fixtures/capture_rdd_plan.py ran the job with PySpark): the RDD lineage is one
    # `Scan ExistingRDD` whose columns are the ones toDF named
    code = ROOT / "tests" / "fixtures" / "rdd_job"
    rdd_sites = index_repository(code)[3]
    nodes = parse_plan_text((ROOT / "tests" / "fixtures" / "plans" / "rdd_spend.formatted.txt").read_text())[0].nodes
    got = {m.node_id: m for m in map_plan(nodes, rdd_sites)}
    assert got[1].operator == "Scan" and where(got[1]) == ("spend_job.py", 17) and got[1].site.kind == "rdd"
    assert 'column "total_spend"' in got[1].explanation
    assert where(got[2]) == ("spend_job.py", 18)  # the where() on the DataFrame toDF made


def test_the_examples_labels_are_all_right(sites):
    """examples/plans/expected.json, labelled by hand against the example's code: every node at line@1."""
    import json

    expected = json.loads((EXAMPLE / "plans" / "expected.json").read_text())
    wrong = []
    for name, labels in expected.items():
        got = mapped(name, sites)
        for label in labels:
            m = got[label["node_id"]]
            places = [(label["file"], label["lines"])] + [(a["file"], a["lines"]) for a in label.get("alt", [])]
            if not (m.site and any(m.site.file == f and any(a <= m.site.line_end and m.site.line_start <= b
                                                              for a, b in spans) for f, spans in places)):
                wrong.append((name, label["node_id"]))
    assert sum(len(v) for v in expected.values()) == 39 and wrong == []


def test_a_glob_read_and_its_coalesce_map_to_the_calls_that_wrote_them():
    # a real plan (tests/fixtures/capture_mapper_plans.py ran the job with PySpark): Spark lists the files the
    # glob matched, so the plan names `monday.csv`, which only the look-alike job names outright
    code = ROOT / "tests" / "fixtures" / "glob_job"
    glob_sites = index_repository(code)[3]
    nodes = parse_plan_text((ROOT / "tests" / "fixtures" / "plans" / "glob_weekly.formatted.txt").read_text())[0].nodes
    got = {m.node_id: m for m in map_plan(nodes, glob_sites)}
    assert got[1].operator == "Scan" and where(got[1]) == ("weekly.py", 9)
    assert 'path "daily/*.csv"' in got[1].explanation
    assert got[2].operator == "Coalesce" and where(got[2]) == ("weekly.py", 10)   # the user's call, not Spark's


def test_the_program_with_the_plans_cache_wins_over_a_look_alike_without_one():
    # a real plan (tests/fixtures/capture_mapper_plans.py ran cached.py): both jobs read the same file and
    # group the same way; the read's options are in no plan, and only cached.py has the cache the plan shows
    code = ROOT / "tests" / "fixtures" / "cache_job"
    cache_sites = index_repository(code)[3]
    nodes = parse_plan_text((ROOT / "tests" / "fixtures" / "plans" / "cache_per_country.formatted.txt").read_text())[0].nodes
    got = {m.operator: m for m in map_plan(nodes, cache_sites)}
    assert where(got["Scan"]) == ("cached.py", 9)
    assert where(got["InMemoryRelation"]) == ("cached.py", 10)
    assert got["HashAggregate"].site.file == "cached.py"


def test_a_reads_options_do_not_count_against_it():
    # no plan shows `header` or `inferSchema`: the read with options names the plan's file as fully as the
    # read without
    code = ROOT / "tests" / "fixtures" / "cache_job"
    reads = [s for s in index_repository(code)[3] if s.kind == "read"]
    scan = next(n for n in parse_plan_text((ROOT / "tests" / "fixtures" / "plans" / "cache_per_country.formatted.txt")
                                           .read_text())[0].nodes if n.operator == "Scan")
    index = SiteIndex(reads)
    found = {c.site.file: c for c in score_candidates(scan, reads, index.vocab, index.cache)}
    assert found["cached.py"].site.literals and not found["plain.py"].site.literals
    assert found["cached.py"].evidence == found["plain.py"].evidence == 1.0
