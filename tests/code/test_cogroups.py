"""`g1.cogroup(g2).applyInPandas(f, schema)` runs a pandas function per pair of groups (the plan's
FlatMapCoGroupsInPandas): the front end keeps the co-grouped value grouped over both inputs, so the applyInPandas is a
UDF site fed by both groupBy calls and the rows it makes can be shown. Switched off, neither was a site, and a
notebook's shows after it were counted one short."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository

RULE = RULES["a cogroup of two groupings stays grouped over both: its applyInPandas is a UDF site (Python)"]

JOB = '''import pandas as pd


def as_of(left, right):
    return pd.merge_asof(left.sort_values("time"), right.sort_values("time"), on="time", by="id")


temps = spark.createDataFrame([(1, 1, 20.5)], "time int, id int, temp double")
hums = spark.createDataFrame([(1, 1, "dry")], "time int, id int, hum string")
temps.groupBy("id").cogroup(hums.groupBy("id")).applyInPandas(as_of, "time int, id int, temp double, hum string").show()
temps.show()
'''


def _sites(tmp_path):
    (tmp_path / "merge.py").write_text(JOB)
    return index_repository(tmp_path)[3]


def test_a_cogroups_apply_in_pandas_is_a_udf_fed_by_both_groupings(tmp_path):
    sites = _sites(tmp_path)
    by_id = {s.site_id: s for s in sites}
    (applied,) = [s for s in sites if s.method == "applyInPandas"]
    assert applied.kind == "udf" and applied.line_start == 10
    fed = [by_id[i] for i in applied.inputs]
    assert [s.method for s in fed] == ["groupBy", "groupBy"]
    assert {by_id[i].line_start for s in fed for i in s.inputs} == {8, 9}   # temps and hums
    # its rows are shown: two shows, counted in order
    assert [s.line_start for s in sorted(sites, key=lambda s: s.line_start) if s.method == "show"] == [10, 11]


def test_switched_off_the_cogroup_makes_no_site(tmp_path):
    with switched_off(*RULE):
        sites = _sites(tmp_path)
    assert not [s for s in sites if s.method == "applyInPandas"]
    assert [s.line_start for s in sites if s.method == "show"] == [11]


# A real plan (tests/fixtures/capture_mapper_plans.py, group "cogroup"): each side shuffled and sorted by the key
# for the pandas function, in_time_order()'s orderBy beside it in the module
SORT_RULE = RULES["a Sort under a pandas function run per group is Spark's, made for it"]


def _mapped_lines() -> dict[str, set[int]]:
    from codemap_pipeline.mapping.mapper import map_plan
    from support import fixture_nodes, fixture_sites

    nodes = fixture_nodes("cogroup_readings")
    lines: dict[str, set[int]] = {}
    for m in map_plan(nodes, fixture_sites("cogroup_job")):
        lines.setdefault(m.operator, set()).add(m.site.line_start if m.site else 0)
    return lines


def test_the_cogroups_pandas_function_and_its_sorted_inputs_map_to_the_apply_in_pandas():
    from support import FIXTURES, line_of

    source = FIXTURES / "cogroup_job" / "readings.py"
    applied = line_of(source, ".applyInPandas(")
    lines = _mapped_lines()
    assert lines["FlatMapCoGroupsInPandas"] == {applied}
    assert lines["Sort"] == {applied} and lines["Exchange"] == {applied}
    with switched_off(*SORT_RULE):
        assert line_of(source, '.orderBy("time")') in _mapped_lines()["Sort"]
    with switched_off(*RULE):
        assert applied not in _mapped_lines().get("FlatMapCoGroupsInPandas", set())
