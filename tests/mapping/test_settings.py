"""A file whose Spark settings cannot have made the plan is ruled out (mapping/settings.py): one turning
adaptive execution off did not make a plan that ran adaptively, one setting the shuffle partitions to 8 did not
make one whose shuffles have 2. The plan is the real one of tests/fixtures/settings_job/team_sizes.py
(captured by tests/fixtures/capture_mapper_plans.py on a session with 2 shuffle partitions, adaptive); its
two copies beside it differ only by their settings."""

from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping import settings
from codemap_pipeline.mapping.mapper import SiteIndex, map_plan
from codemap_pipeline.mapping.settings import PlanSettings, plan_settings, ruled_out
from support import FIXTURES, fixture_nodes

CODE = FIXTURES / "settings_job"


def picked_files(keep=lambda site: True):
    index = build_index(CODE)
    sites = [s for s in index.sites if keep(s)]
    mapped = map_plan(fixture_nodes("settings_team_sizes"), [], index=SiteIndex(
        sites, index.symbol_calls, index.file_links, index.declared, settings=index.settings))
    return {m.site.file for m in mapped if m.site is not None}, mapped


def test_the_copies_whose_settings_cannot_make_the_plan_are_ruled_out(monkeypatch):
    files, mapped = picked_files()
    assert files == {"team_sizes.py"}
    assert all(m.status == "confirmed" for m in mapped if m.site is not None)
    # the user is told why the copy that fits as well was not taken
    join = next(m for m in mapped if m.operator == "BroadcastHashJoin")
    assert "adaptive_off.py fits it as well, but spark.sql.adaptive.enabled is false there" in join.explanation
    monkeypatch.setattr(settings, "RULES", False)
    assert picked_files()[0] != {"team_sizes.py"}


def test_each_setting_rules_its_copy_out_alone():
    assert picked_files(lambda s: s.file != "more_partitions.py")[0] == {"team_sizes.py"}
    assert picked_files(lambda s: s.file != "adaptive_off.py")[0] == {"team_sizes.py"}


def test_what_the_plan_says_of_its_settings():
    assert plan_settings(fixture_nodes("settings_team_sizes")) == PlanSettings(True, frozenset({2}))
    # the user numbered partitions (coalesce(3) here, repartition(n)): the setting is not seen in the plan
    assert plan_settings(fixture_nodes("glob_weekly")).partitions == frozenset()


ADAPTIVE_PLAN = PlanSettings(adaptive=True, partitions=frozenset({4}))


def test_the_setting_in_force_is_the_last_made_above_the_call():
    toggled = {settings.ADAPTIVE: [(5, "false"), (40, "true")]}
    assert ruled_out(ADAPTIVE_PLAN, toggled, 20)          # between the two: off
    assert ruled_out(ADAPTIVE_PLAN, toggled, 50) is None  # after turning it on again
    # above both (a function the code below calls): only if every value rules it out
    assert ruled_out(ADAPTIVE_PLAN, toggled, 2) is None
    assert ruled_out(ADAPTIVE_PLAN, {settings.ADAPTIVE: [(5, "false"), (40, "False")]}, 2)
    assert ruled_out(PlanSettings(False, frozenset({4})), toggled, 20) is None


def test_shuffle_partitions_rule_out_only_known_other_numbers():
    assert ruled_out(ADAPTIVE_PLAN, {settings.PARTITIONS: [(3, "8")]}, 10)
    assert ruled_out(ADAPTIVE_PLAN, {settings.PARTITIONS: [(3, "4")]}, 10) is None
    assert ruled_out(ADAPTIVE_PLAN, {settings.PARTITIONS: [(3, "?")]}, 10) is None     # known at run time only
    assert ruled_out(PlanSettings(True, frozenset()), {settings.PARTITIONS: [(3, "8")]}, 10) is None
    # under adaptive execution the initial partition number, where set, numbers the shuffles
    assert ruled_out(ADAPTIVE_PLAN, {settings.PARTITIONS: [(3, "8")], settings.INITIAL_PARTITIONS: [(4, "4")]},
                     10) is None
