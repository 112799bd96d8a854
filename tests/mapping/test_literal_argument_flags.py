"""A helper handed the names it uses (`add_flag(df, "is_big", "amount")` calling `df.withColumn(flag,
F.col(source) > 100)`): the plan's projection names `is_big` and `amount`, which only the call writes. The
helper's site carries the strings its callers pass, so the projection maps into the helper, not into the
look-alike job beside it that writes both names inline over another bound (tests/fixtures/literal_args_job,
plan captured by tests/fixtures/capture_mapper_plans.py). Without them the look-alike is confirmed, wrongly."""

from codemap_pipeline.mapping.mapper import map_plan
from support import fixture_nodes, fixture_sites


def test_the_flag_maps_into_the_helper_its_names_are_passed_to():
    mapped = map_plan(fixture_nodes("literal_args_flag"), fixture_sites("literal_args_job"))
    project = next(m for m in mapped if m.operator == "Project")
    assert (project.site.file, project.site.method, project.status) == ("flags.py", "withColumn", "confirmed")
