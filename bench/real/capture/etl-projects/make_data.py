"""The inputs of the etl_* runs, and where the runs happen.

No data is generated: each of the three projects ships the inputs its jobs and tests read (AlexIoannides'
`tests/test_data/employees/` Parquet file, Vanquang0202's `data/input/*.csv|json`; martinbacaia's tests build their
DataFrames from rows written in the tests). What this module makes is the place a run writes to: a fresh scratch copy
of the laid-out repository (the jobs write `loaded_data/`, `data/output/...`, `data/lakehouse/...` into the
project's own folders), so the laid-out copy the mapper indexes is never written to; and the one Python package a
project imports that the venv lacks (`delta-spark`, imported by martinbacaia's `silver.py`; its Delta jars are not
used by the tests that run).

    .venv/bin/python bench/real/capture/etl-projects/make_data.py      # checks the inputs, installs delta-spark
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPOS = HERE.parents[1] / "repos"
PYDEPS = "/tmp/etl_pydeps"
# the repository's own inputs each project's runs read
INPUTS = {
    "alexioannides__pyspark-example-project": ["tests/test_data/employees", "tests/test_data/employees_report",
                                               "configs/etl_config.json", "packages.zip"],
    "vanquang0202__pyspark-etl-course": ["data/input/customer.csv", "data/input/province.csv",
                                         "data/input/final_project/customer_raw.csv",
                                         "data/input/lakehouse_full_flow/customer_raw.csv",
                                         "data/input/lakehouse_full_flow/customer_events.json",
                                         "data/input/customer_transactions.csv"],
    "martinbacaia__pyspark-etl-pipeline": ["conf/config.yaml", "tests/conftest.py"],
}
NAMES = {"alexioannides__pyspark-example-project": "pyspark-example-project",
         "vanquang0202__pyspark-etl-course": "pyspark-etl-course",
         "martinbacaia__pyspark-etl-pipeline": "pyspark-etl-pipeline"}


def check(slug: str) -> Path:
    repo = REPOS / slug
    missing = [p for p in INPUTS[slug] if not (repo / p).exists()]
    if missing:
        raise SystemExit(f"{slug}: not laid out or incomplete ({missing}); python bench/real/lay_out.py {slug}")
    return repo


def scratch_copy(slug: str, where: Path) -> Path:
    """A fresh copy of the laid-out repository under `where`, named as the project is."""
    repo = check(slug)
    shutil.rmtree(where, ignore_errors=True)
    dest = where / NAMES[slug]
    shutil.copytree(repo, dest, symlinks=True)
    return dest


def pydeps() -> None:
    if not (Path(PYDEPS) / "delta" / "tables.py").is_file():
        subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--target", PYDEPS,
                        "delta-spark>=4.0,<5"], check=True)


def main() -> None:
    for slug in INPUTS:
        check(slug)
    pydeps()


if __name__ == "__main__":
    main()
