"""Run the book's Python applications (chapters 2 and 3) unchanged as their own entry point does and
write each case's plans.

Each script runs as `__main__` with the arguments its usage line asks for (the M&M data set the
repository ships, `chapter2/py/src/data/mnm_dataset.csv`); `SparkSession.builder...getOrCreate()` in
the script returns the session made here. Actions are recorded by the line that called them through
the Spark-The-Definitive-Guide capture's runner (the query the action ran is collected again, then
explained in formatted and simple mode, so adaptive plans are final).
Usage: capture_py.py [case ...]
"""
from __future__ import annotations

import os
import runpy
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "databricks__spark-the-definitive-guide"))
import notebook_runner as nr  # noqa: E402

SLUG = "databricks__learningsparkv2"
REPO = os.path.normpath(os.path.join(HERE, "..", "..", "repos", SLUG))
BENCH = os.path.normpath(os.path.join(HERE, "..", ".."))
MNM = "chapter2/py/src/mnmcount.py"
AGG = "chapter2/py/src/test_agg.py"
BLOGS = "chapter3/py/src/Example-3_6.py"
MNM_DATA = os.path.join(REPO, "chapter2/py/src/data/mnm_dataset.csv")

# case id, part, script, line of the action, action name
CASES = [
    ("lsv2_mnm_count_py", "dev", MNM, 33, "show"),
    ("lsv2_mnm_ca_py", "heldout", MNM, 44, "show"),
    ("lsv2_mnm_test_agg_py", "dev", AGG, 31, "show"),
    ("lsv2_blogs_big_hitters_py", "dev", BLOGS, 42, "show"),
    ("lsv2_mnm_total_rows_py", "dev", MNM, 34, "count"),
]
ARGS = {MNM: [MNM_DATA], AGG: [MNM_DATA], BLOGS: []}


def main() -> None:
    wanted = set(sys.argv[1:])
    spark = nr.session("lsv2-capture")
    chosen = [c for c in CASES if not wanted or c[0] in wanted]
    for script in dict.fromkeys(c[2] for c in chosen):
        captures = [nr.Capture(c[2], c[3], os.path.join(BENCH, c[1], c[0]), c[4]) for c in chosen if c[2] == script]
        runner = nr.Runner(spark, REPO, captures)
        runner.install()
        print(f"== {script}")
        path = os.path.join(REPO, script)
        sys.argv = [path, *ARGS[script]]
        runpy.run_path(path, run_name="__main__")
        missing = [c.out_dir for c in captures if (c.file, c.line) not in runner.done]
        if missing:
            print(f"  NOT CAPTURED: {', '.join(missing)}")


if __name__ == "__main__":
    main()
