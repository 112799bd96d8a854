"""Tables a platform hands the code as DataFrames it never defines (an interview site's `reactions` and `posts`):
each is read where the code first uses it (tests/fixtures/platform_tables_job: heart_posts.py and its look-alike
liked_posts.py; real plan of heart_posts.py run with its tables given as globals, read from Parquet files named after
them: tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

JOB = FIXTURES / "platform_tables_job"
RULE = RULES["a name never bound but used as a DataFrame is a table a platform hands over"]


def scans() -> list:
    mapped = map_plan(fixture_nodes("platform_tables_heart_posts"), fixture_sites("platform_tables_job"))
    return [(m.site.file, m.site.line_start) if m.site else None for m in mapped if m.operator == "Scan"]


def test_a_given_table_is_read_at_its_first_use():
    sites = {(s.file, s.line_start, s.tables[0]) for s in fixture_sites("platform_tables_job") if s.method == "table"}
    assert sites == {("heart_posts.py", line_of(JOB / "heart_posts.py", "reactions.filter"), "reactions"),
                     ("heart_posts.py", line_of(JOB / "heart_posts.py", "hearts.join(posts"), "posts"),
                     ("liked_posts.py", line_of(JOB / "liked_posts.py", "df = reactions"), "reactions"),
                     ("liked_posts.py", line_of(JOB / "liked_posts.py", "likes.join(posts"), "posts")}


def test_the_scans_of_given_tables_are_the_answer_that_ran():
    source = JOB / "heart_posts.py"
    assert sorted(scans()) == sorted([("heart_posts.py", line_of(source, "reactions.filter")),
                                      ("heart_posts.py", line_of(source, "hearts.join(posts"))])
    with switched_off(*RULE):
        assert scans() == [None, None]   # no call reads them


def test_a_glob_is_all_there_is_when_no_code_names_the_file():
    # the reads name `reactions*`, `posts*`: no code names `reactions.parquet`, the glob fitting it keeps its weight
    with switched_off(*RULES["a glob fitting the plan's one file keeps its weight when no code names that file"]):
        assert scans() == [None, None]
