"""Capture the plans of nb10-sql-dataframes.ipynb (jadianes/spark-py-notebooks) with local PySpark.

    cd /work/main && .venv/bin/python bench/real/capture/jadianes__spark-py-notebooks/capture.py

Writes every recorded plan to /tmp/codemap_real_nb/jadianes/plans/ and copies the plans of the
cases (CASES below) into bench/real/{dev,heldout}/<case>/.
"""

from __future__ import annotations

import gzip
import os
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import nbrun  # noqa: E402

REAL = HERE.parent.parent
REPO = REAL / "repos" / "jadianes__spark-py-notebooks"
NOTEBOOK = REPO / "nb10-sql-dataframes" / "nb10-sql-dataframes.ipynb"
COMMIT = "cd4e32e4cd933317ae668043756142f604b1cd2c"
NOTES = ("nbformat 3 notebook written for Python 2 and Spark 1.x: cells run in order in one namespace "
         "with `sc` given as the pyspark shell does; cell 5 (urllib download) skipped, the KDD file "
         "generated instead (3000 lines, seed 7); Python 2 `print x` lines run as print(x) on the same "
         "line; cell 21 fails (DataFrame.map is gone) and the run goes on. Session: local[1], "
         "shuffle partitions 4, UTC, defaults otherwise (AQE on).")
WORK = Path("/tmp/codemap_real_nb/jadianes")
# case -> (split, record stem prefix "cell<C>_line<L>_<action>")
CASES = {
    "nb_jadianes_sql_tcp": ("heldout", "cell19_line5_show"),
    "nb_jadianes_filter_groupby": ("dev", "cell28_line2_show"),
    "nb_jadianes_label_split": ("heldout", "cell38_line2_show"),
}

PROTOCOLS = ["tcp", "udp", "icmp"]
SERVICES = ["http", "smtp", "ftp_data", "private", "ecr_i", "domain_u"]
FLAGS = ["SF", "S0", "REJ", "RSTR"]
LABELS = ["normal.", "smurf.", "neptune.", "back.", "satan."]


def write_kdd(path: Path, rows: int = 3000, seed: int = 7) -> None:
    """KDD Cup 99 lines: 41 features then the label, comma separated (the notebook reads fields
    0-5 and 41)."""
    rng = random.Random(seed)
    with gzip.open(path, "wt") as out:
        for _ in range(rows):
            duration = rng.choice([0, 0, 0, rng.randint(1, 5000)])
            dst_bytes = rng.choice([0, rng.randint(1, 20000)])
            fields = [str(duration), rng.choice(PROTOCOLS), rng.choice(SERVICES), rng.choice(FLAGS),
                      str(rng.randint(0, 5000)), str(dst_bytes)]
            fields += [str(rng.randint(0, 3)) for _ in range(6, 41)]
            fields.append(rng.choice(LABELS))
            out.write(",".join(fields) + "\n")


def main() -> None:
    WORK.mkdir(parents=True, exist_ok=True)
    write_kdd(WORK / "kddcup.data_10_percent.gz")
    os.chdir(WORK)  # the JVM resolves the notebook's relative paths against its own start folder
    spark = nbrun.local_session("nb10-sql-dataframes", {})
    plans = WORK / "plans"
    records = nbrun.run_notebook(NOTEBOOK, WORK, plans, spark,
                                 skip={5: "downloads the KDD file (generated instead)"}, python2=True)
    print(f"{len(records)} plans recorded in {plans}")
    for case, (split, prefix) in CASES.items():
        match = [r for r in records if r["stem"].endswith(prefix)]
        if len(match) != 1:
            raise SystemExit(f"{case}: {len(match)} records end with {prefix}")
        cell, line = match[0]["cell"], match[0]["line"]
        nbrun.write_case(REAL / split / case, plans, match[0]["stem"], slug=REPO.name, commit=COMMIT,
                         script=str(NOTEBOOK.relative_to(REPO)), source="jadianes/spark-py-notebooks",
                         dataframe=f"the DataFrame shown by .show() at cell {cell} line {line}, "
                                   "collect()ed, then explained",
                         notes=NOTES)
    spark.stop()


if __name__ == "__main__":
    main()
