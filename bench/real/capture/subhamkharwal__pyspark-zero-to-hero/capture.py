"""Capture the plans of subhamkharwal/pyspark-zero-to-hero's notebooks with local PySpark.

    cd /work/main && PYSPARK_PYTHON=$PWD/.venv/bin/python \
        .venv/bin/python bench/real/capture/subhamkharwal__pyspark-zero-to-hero/capture.py

Each notebook runs in its own process (several stop their session in their last cell) with the shared runner
(../jadianes__spark-py-notebooks/nbrun.py), from a work folder under /tmp/codemap_real_nb/zth/ whose `data` links
to the generated stand-ins (make_data.py), which the notebooks' absolute `/data/...` paths also reach through a
/data link made for the run (only if /data does not exist; removed afterwards). Every recorded plan goes to
<work>/<notebook>/plans/; the plans of the cases (CASES) are copied into bench/real/{dev,heldout}/<case>/.
labels.py writes their case.json and gold.jsonl.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REAL = HERE.parent.parent
sys.path.insert(0, str(REAL / "capture" / "jadianes__spark-py-notebooks"))
import nbrun  # noqa: E402  (the shared notebook runner)
sys.path.insert(0, str(HERE))
import make_data  # noqa: E402

REPO = REAL / "repos" / "subhamkharwal__pyspark-zero-to-hero"
WORK = Path("/tmp/codemap_real_nb/zth")
ABSOLUTE_DATA = Path("/data")
# (case, split, notebook, cell, line, action), in the planned order of the README (split fixed by position)
CASES = [
    ("nb_zth_select_cast_where", "dev", "02_basic_transformations_1.ipynb", 15, 3, "show"),
    ("nb_zth_withcolumn_limit", "heldout", "03_basic_transformations_2.ipynb", 20, 3, "show"),
    ("nb_zth_case_when_dates", "dev", "04_string_and_dates.ipynb", 18, 1, "show"),
    ("nb_zth_union_avg_having", "heldout", "05_sort_union_aggregation.ipynb", 14, 1, "show"),
    ("nb_zth_distinct", "dev", "06_unique_data_and_window.ipynb", 6, 1, "show"),
    ("nb_zth_window_rownumber", "dev", "06_unique_data_and_window.ipynb", 11, 1, "show"),
    ("nb_zth_inner_join_select", "heldout", "07_joins_and_data_partitions.ipynb", 12, 1, "show"),
    ("nb_zth_salted_cross_join", "dev", "20_skewness_and_spillage.ipynb", 12, 5, "show"),
    ("nb_zth_json_explode", "heldout", "10_read_json_files.ipynb", 30, 1, "show"),
    ("nb_zth_sql_udf_bonus", "dev", "13_User_Defined_Functions.ipynb", 4, 4, "show"),
    ("nb_zth_range_join_sum", "dev", "14_understand_dag_plan.ipynb", 9, 2, "show"),
    ("nb_zth_cache_count", "heldout", "16_spark_caching_techiniques.ipynb", 4, 1, "count"),
    ("nb_zth_udf_broadcast_var", "dev", "17_distributed_shared_variables.ipynb", 7, 1, "show"),
    ("nb_zth_skew_partition_count", "heldout", "20_skewness_and_spillage.ipynb", 7, 6, "show"),
    ("nb_zth_sql_broadcast_hint", "dev", "22_spark_sql.ipynb", 14, 3, "show"),
    ("nb_zth_sql_view_dob_year", "dev", "22_spark_sql.ipynb", 12, 1, "show"),
]
NOTEBOOKS = sorted({case[2] for case in CASES})


def run_one(name: str) -> None:
    work = WORK / name.removesuffix(".ipynb")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    (work / "data").symlink_to(make_data.DATA)  # the notebooks' relative data/input/... paths
    os.chdir(work)  # the JVM resolves relative paths (and spark-warehouse) against its start folder
    spark = nbrun.local_session(name, {})
    records = nbrun.run_notebook(REPO / name, work, work / "plans", spark, skip={})
    print(f"{name}: {len(records)} plans recorded in {work / 'plans'}")


def main() -> None:
    if len(sys.argv) == 2:
        run_one(sys.argv[1])
        return
    make_data.main()
    if ABSOLUTE_DATA.exists() or ABSOLUTE_DATA.is_symlink():
        raise SystemExit(f"{ABSOLUTE_DATA} exists: the notebooks' /data/... paths would not reach the stand-ins")
    ABSOLUTE_DATA.symlink_to(make_data.DATA)
    try:
        for name in NOTEBOOKS:
            subprocess.run([sys.executable, __file__, name], check=True)
    finally:
        ABSOLUTE_DATA.unlink()
    for case, split, name, cell, line, action in CASES:
        plans = WORK / name.removesuffix(".ipynb") / "plans"
        match = sorted(plans.glob(f"*_cell{cell}_line{line}_{action}.formatted.txt"))
        if len(match) != 1:
            raise SystemExit(f"{case}: {len(match)} records at cell {cell} line {line} ({action})")
        stem = match[0].name.removesuffix(".formatted.txt")
        dest = REAL / split / case
        dest.mkdir(parents=True, exist_ok=True)
        for mode in ("formatted", "simple"):
            shutil.copy(plans / f"{stem}.{mode}.txt", dest / f"plan.{mode}.txt")
        print(f"{case}: {stem}")


if __name__ == "__main__":
    main()
