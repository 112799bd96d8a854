"""Values one module hands another's functions: tests/fixtures/project_job/main.py names nothing itself; it
imports its paths and business constants from config/settings.py with `*` and passes them to the functions of
etl/extract.py, etl/transform.py and etl/load.py, whose reads, filters and writes name only parameters. Once the
repository is read, those calls name what main.py passed; a later commit changing only a constant, or only what
main.py passes, reads the unchanged callee again."""

from __future__ import annotations

import copy
import shutil
from pathlib import Path

from codemap_pipeline.code.indexer import run_index
from support import FIXTURES

JOB = FIXTURES / "project_job"


def _site(sites, file: str, method: str):
    return next(s for s in sites if s.file == file and s.method == method)


def _copy(root: Path) -> Path:
    shutil.copytree(JOB, root)
    return root


def test_a_helper_read_and_write_name_the_paths_the_driver_passes():
    sites = run_index(JOB).sites
    # os.path.join(BASE_DIR, "data", ...) with BASE_DIR known only at run time: the tail is what plans show
    assert _site(sites, "etl/extract.py", "read.csv").paths == ["data/orders.csv"]
    assert _site(sites, "etl/load.py", "write.parquet").paths == ["data/gold/region_totals"]


def test_a_constant_list_and_string_reach_the_filter_and_the_expression_using_them():
    sites = run_index(JOB).sites
    assert {"Shipped", "Delivered"} <= set(_site(sites, "etl/transform.py", "filter").literals)
    fee = next(s for s in sites if s.file == "etl/transform.py" and "fee" in s.aliases)
    assert "Islands" in fee.literals


def test_a_changed_constant_reaches_the_unchanged_callee(tmp_path):
    first = run_index(_copy(tmp_path / "a"))
    before = copy.deepcopy(first.rows())
    second = _copy(tmp_path / "b")
    settings = second / "config" / "settings.py"
    settings.write_text(settings.read_text().replace('"region_totals"', '"totals_by_region"'))
    incremental = run_index(second, previous=first.rows())
    assert first.rows() == before
    assert _site(incremental.sites, "etl/load.py", "write.parquet").paths == ["data/gold/totals_by_region"]
    assert incremental.rows() == run_index(second).rows()
    # load.py itself did not change: it is read again because what it is passed did
    assert "etl/load.py" in incremental.parsed and "etl/extract.py" not in incremental.parsed


def test_a_driver_passing_another_value_reaches_the_unchanged_callee(tmp_path):
    first = run_index(_copy(tmp_path / "a"))
    second = _copy(tmp_path / "b")
    main = second / "main.py"
    main.write_text(main.read_text().replace("FEE_REGION)", '"Mainland")'))
    incremental = run_index(second, previous=first.rows())
    fee = next(s for s in incremental.sites if s.file == "etl/transform.py" and "fee" in s.aliases)
    assert "Mainland" in fee.literals and "Islands" not in fee.literals
    assert incremental.rows() == run_index(second).rows()
