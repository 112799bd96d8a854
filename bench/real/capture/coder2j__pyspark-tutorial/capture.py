"""Capture the plans of coder2j/pyspark-tutorial's DataFrame notebooks with local PySpark.

    cd /work/main && .venv/bin/python bench/real/capture/coder2j__pyspark-tutorial/capture.py

Each notebook runs in its own process (it stops its session in its last cell), from a work folder
under /tmp/codemap_real_nb/coder2j/ holding a copy of the repository's own `data/` (the notebooks
read `./data/...`). Every recorded plan goes to <work>/<notebook>/plans/; the plans of the cases
(CASES below) are copied into bench/real/{dev,heldout}/<case>/.
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

REPO = REAL / "repos" / "coder2j__pyspark-tutorial"
COMMIT = "860be30c06bbe1fb8f58aacfc118ab8757d06f88"
WORK = Path("/tmp/codemap_real_nb/coder2j")
# notebook -> session settings
NOTEBOOKS = {
    "07-DataFrame-Operations.ipynb": {},
    "08-Spark-SQL.ipynb": {"spark.sql.autoBroadcastJoinThreshold": "-1"},
}
# case -> (split, notebook, record stem suffix "cell<C>_line<L>_<action>")
CASES = {
    "nb_coder2j_join_limit": ("dev", "07-DataFrame-Operations.ipynb", "cell12_line5_show"),
    "nb_coder2j_groupby_agg": ("dev", "07-DataFrame-Operations.ipynb", "cell10_line4_show"),
    "nb_coder2j_sql_subquery": ("heldout", "08-Spark-SQL.ipynb", "cell20_line12_show"),
    "nb_coder2j_window_rank": ("dev", "08-Spark-SQL.ipynb", "cell25_line2_show"),
    "nb_coder2j_distinct": ("heldout", "07-DataFrame-Operations.ipynb", "cell17_line4_show"),
    "nb_coder2j_sql_avg_gender": ("dev", "08-Spark-SQL.ipynb", "cell10_line3_show"),
    "nb_coder2j_sort_desc": ("dev", "07-DataFrame-Operations.ipynb", "cell15_line5_show"),
    "nb_coder2j_sql_people_filter": ("heldout", "08-Spark-SQL.ipynb", "cell13_line4_show"),
}


def run_one(name: str) -> None:
    work = WORK / name.removesuffix(".ipynb")
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(REPO / "data", work / "data")  # stocks.txt, persons.csv: the repo's own
    os.chdir(work)  # the JVM resolves the notebooks' relative paths against its start folder
    spark = nbrun.local_session(name, NOTEBOOKS[name])
    records = nbrun.run_notebook(REPO / name, work, work / "plans", spark, skip={})
    print(f"{name}: {len(records)} plans recorded in {work / 'plans'}")


def main() -> None:
    if len(sys.argv) == 2:
        run_one(sys.argv[1])
        return
    for name in NOTEBOOKS:
        subprocess.run([sys.executable, __file__, name], check=True)
    for case, (split, name, suffix) in CASES.items():
        plans = WORK / name.removesuffix(".ipynb") / "plans"
        match = sorted(p for p in plans.glob(f"*_{suffix}.formatted.txt"))
        if len(match) != 1:
            raise SystemExit(f"{case}: {len(match)} records end with {suffix}")
        stem = match[0].name.removesuffix(".formatted.txt")
        cell, line = stem.split("_")[1][4:], stem.split("_")[2][4:]
        conf = NOTEBOOKS[name]
        settings = ", ".join(f"{k}={v}" for k, v in conf.items()) or "defaults otherwise (AQE on)"
        nbrun.write_case(REAL / split / case, plans, stem, slug=REPO.name, commit=COMMIT, script=name,
                         source="coder2j/pyspark-tutorial",
                         dataframe=f"the DataFrame shown by .show() at cell {cell} line {line}, "
                                   "collect()ed, then explained",
                         notes="cells run in order in one namespace from a folder holding the repo's "
                               "data/ (cell magics skipped; cell 0 sets SPARK_HOME etc., harmless as the "
                               "session already runs and getOrCreate returns it). Session: local[1], "
                               f"shuffle partitions 4, UTC, {settings}.")


if __name__ == "__main__":
    main()
