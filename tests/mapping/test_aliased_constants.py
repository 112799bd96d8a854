"""A string a withColumn wrote with lit() (tests/fixtures/aliased_constants_job/bands.py, a real plan:
tests/fixtures/capture_mapper_plans.py) is printed bare in its Project, `High AS band`: the three bands' Projects
read the same rows and share every column and alias: only that string tells them apart. Switched off, the three went to one line."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.names import extract_names
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "aliased_constants_job" / "bands.py"
RULE = RULES["a string a Project prints bare (High AS band) is a literal the code wrote"]


def project_lines() -> list[int]:
    mappings = map_plan(fixture_nodes("aliased_constants_banded"), fixture_sites("aliased_constants_job"))
    return sorted(m.site.line_start for m in mappings if m.operator == "Project" and m.site is not None)


def test_each_bands_project_is_its_own_with_column():
    wanted = sorted(line_of(SOURCE, f'lit("{band}")') for band in ("High", "Middle", "Low"))
    assert project_lines() == wanted
    with switched_off(*RULE):
        assert project_lines() != wanted


def test_only_a_bare_value_is_taken_for_a_string():
    names = extract_names("Project", "", {"Output": "[name#0, High AS band#2, 5 AS n#3, null AS x#4, upper(name#0) AS u#5]"})
    assert names.literals == ["High", "5"]
