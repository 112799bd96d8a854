"""Capture the plans of Davin-X/comprehensive-pyspark-learning's DataFrame/SQL notebooks with local PySpark.

    cd /work/main && PYSPARK_PYTHON=$PWD/.venv/bin/python \
        .venv/bin/python bench/real/capture/notebooks-davin/capture.py

Each notebook runs in its own process with the shared runner (../jadianes__spark-py-notebooks/nbrun.py), from a
work folder /tmp/codemap_nbkcap/<notebook path with / as __>/ into which make_data.py writes the few input files the
notebooks read but the repository lacks. Every recorded plan goes to <work>/plans/ (index.json lists them); the
plans of the cases (CASES) are copied into bench/real/{dev,heldout}/<case>/. labels.py writes their case.json and
gold.jsonl.

    ... capture.py NOTEBOOK        # run one notebook only (path inside the repository), plans left in its work folder
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

SLUG = "davin-x__comprehensive-pyspark-learning"
REPO = REAL / "repos" / SLUG
WORK = Path("/tmp/codemap_nbkcap")
# dataframe_basics.ipynb's first cell does `import findspark; findspark.init()`: the package (not in .venv) is
# installed here for the run (`pip install --target /tmp/codemap_nbkcap_pylib findspark`) and put on sys.path.
PYLIB = Path("/tmp/codemap_nbkcap_pylib")
CQ = "interview_preparation/coding_questions/"
SC = "interview_preparation/scenarios/"
DM = "pyspark-mastery/03_dataframe_mastery/"
SQ = "pyspark-mastery/04_spark_sql/"
FU = "pyspark-mastery/01_fundamentals/"
# Every notebook run (the DataFrame/SQL ones); RDD-only, streaming and MLlib notebooks are not run.
RUN = sorted([*(f"{CQ}interview_challenge_{n:02d}.ipynb" for n in range(1, 14)),
              *(f"{SC}{name}" for name in ("01_basic_operations.ipynb", "02_aggregations_analytics.ipynb",
                                           "03_data_quality_joins.ipynb", "04_advanced_business_logic.ipynb")),
              *(f"{DM}{name}" for name in ("aggregations.ipynb", "column_expressions.ipynb", "dataframe_basics.ipynb",
                                           "explode_array_map.ipynb", "window_functions.ipynb",
                                           "joins/broadcast_join.ipynb", "joins/inner_left_right_full.ipynb")),
              f"{SQ}spark_sql_basics.ipynb", f"{FU}dataframe_intro.ipynb"])
# (case, split, notebook, cell, line, action), in the planned order of the README; split fixed by position
# (positions 2 and 5 of every five held out) before any label was written.
CASES: list[tuple[str, str, str, int, int, str]] = [
    ("nbk_sql_full_outer_reconcile", "dev", f"{SC}04_advanced_business_logic.ipynb", 4, 30, "show"),
    ("nbk_lag_salary_increment", "heldout", f"{SC}04_advanced_business_logic.ipynb", 6, 24, "show"),
    ("nbk_collect_set_daily", "dev", f"{SC}04_advanced_business_logic.ipynb", 22, 21, "show"),
    ("nbk_agg_count_distinct", "dev", f"{DM}aggregations.ipynb", 8, 18, "show"),
    ("nbk_agg_cached_filter_count", "heldout", f"{DM}aggregations.ipynb", 14, 41, "count"),
    ("nbk_ch04_category_hour_avg", "dev", f"{CQ}interview_challenge_04.ipynb", 4, 42, "show"),
    ("nbk_outer_join_using_cols", "heldout", f"{SC}03_data_quality_joins.ipynb", 6, 21, "show"),
    ("nbk_sql_running_total", "dev", f"{SC}03_data_quality_joins.ipynb", 16, 21, "show"),
    ("nbk_json_explode_flatten", "dev", f"{SC}03_data_quality_joins.ipynb", 10, 44, "show"),
    ("nbk_double_explode", "heldout", f"{DM}explode_array_map.ipynb", 8, 25, "show"),
    ("nbk_udf_tax_currency", "dev", f"{DM}column_expressions.ipynb", 20, 34, "show"),
    ("nbk_cache_union_count", "heldout", f"{DM}dataframe_basics.ipynb", 24, 6, "count"),
    ("nbk_ch10_event_count_order", "dev", f"{CQ}interview_challenge_10.ipynb", 1, 161, "show"),
    ("nbk_intro_groupby", "dev", f"{FU}dataframe_intro.ipynb", 25, 27, "show"),
    ("nbk_cross_join_count", "heldout", f"{SC}04_advanced_business_logic.ipynb", 18, 28, "show"),
    ("nbk_sql_collect_list", "dev", f"{SC}03_data_quality_joins.ipynb", 20, 22, "show"),
    ("nbk_rank_top_by_region", "heldout", f"{DM}window_functions.ipynb", 7, 15, "show"),
    ("nbk_sql_group_order", "dev", f"{SQ}spark_sql_basics.ipynb", 4, 42, "show"),
    ("nbk_self_join_hierarchy", "dev", f"{SC}04_advanced_business_logic.ipynb", 8, 22, "show"),
    ("nbk_broadcast_hint_count", "heldout", f"{DM}joins/broadcast_join.ipynb", 6, 13, "count"),
]


def work_of(notebook: str) -> Path:
    return WORK / notebook.removesuffix(".ipynb").replace("/", "__")


def run_one(notebook: str) -> None:
    work = work_of(notebook)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    make_data.write(notebook, work)
    if PYLIB.is_dir():
        sys.path.append(str(PYLIB))
    os.chdir(work)  # the JVM resolves relative paths (and spark-warehouse) against its start folder
    spark = nbrun.local_session(Path(notebook).stem, {"spark.sql.adaptive.enabled": "true"})
    records = nbrun.run_notebook(REPO / notebook, work, work / "plans", spark, skip={})
    print(f"{notebook}: {len(records)} plans recorded in {work / 'plans'}")


def main() -> None:
    if len(sys.argv) == 2:
        run_one(sys.argv[1])
        return
    for notebook in sorted({case[2] for case in CASES}):
        subprocess.run([sys.executable, __file__, notebook], check=True)
    for case, split, notebook, cell, line, action in CASES:
        plans = work_of(notebook) / "plans"
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
