"""Code written on Windows names its files with backslashes (`"E:\\courses\\data\\ratings_2020.csv"`); Hadoop's
`Path`, and so the plan, with slashes (`E:/courses/data/ratings_2020.csv`). The read is found by the file's name
all the same (tests/fixtures/windows_paths_job: two scripts alike but for the year of the file they read; real plan
of the 2020 one's show(), tests/fixtures/capture_windows_plan.py)."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.mapping.site_index import path_name
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

JOB = FIXTURES / "windows_paths_job"
RULE = RULES["backslashes in a code's path are folders, as on Windows"]


def scan_site():
    mapped = map_plan(fixture_nodes("windows_paths_top_rated"), fixture_sites("windows_paths_job"))
    return next(m.site for m in mapped if m.operator == "Scan")


def test_a_windows_path_is_named_by_its_file():
    assert path_name("E:\\courses\\data\\ratings_2020.csv") == "ratings_2020.csv"
    assert path_name("C:\\data\\daily\\*.csv") == "daily/*.csv"


def test_the_read_of_a_windows_path_is_the_script_that_ran():
    site = scan_site()
    assert (site.file, site.line_start) == ("top_rated_2020.py", line_of(JOB / "top_rated_2020.py", "spark.read.csv("))
    with switched_off(*RULE):
        assert scan_site() is None   # the whole string taken for the file's name: no read names the plan's file
