"""Run chapters of Spark: The Definitive Guide (code/*.py) unchanged and write each case's plans.

Each chapter file is a notebook export (cells split at `# COMMAND ----------`); it runs cell by cell
in one namespace holding `spark`, with the book's `/data/...` paths read from the stub data that
make_data.py writes under /tmp/stdg_data (the reader calls are wrapped; the files are not touched).
Usage: capture.py [--explore DIR] [case ...]
"""
from __future__ import annotations

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_data  # noqa: E402
import notebook_runner as nr  # noqa: E402

SLUG = "databricks__spark-the-definitive-guide"
REPO = os.path.normpath(os.path.join(HERE, "..", "..", "repos", SLUG))
BENCH = os.path.normpath(os.path.join(HERE, "..", ".."))
CH2 = "code/A_Gentle_Introduction_to_Spark-Chapter_2_A_Gentle_Introduction_to_Spark.py"
CH3 = "code/A_Gentle_Introduction_to_Spark-Chapter_3_A_Tour_of_Sparks_Toolset.py"
CH5 = "code/Structured_APIs-Chapter_5_Basic_Structured_Operations.py"
CH6 = "code/Structured_APIs-Chapter_6_Working_with_Different_Types_of_Data.py"
CH7 = "code/Structured_APIs-Chapter_7_Aggregations.py"
CH8 = "code/Structured_APIs-Chapter_8_Joins.py"
CH10 = "code/Structured_APIs-Chapter_10_Spark_SQL.py"
CH19 = "code/Production_Applications-Chapter_19_Performance_Tuning.py"
NO_BROADCAST = {"spark.sql.autoBroadcastJoinThreshold": "-1"}
NO_AQE = {"spark.sql.adaptive.enabled": "false"}

# case id, part, file, line of the action, session settings
CASES = [
    ("stdg_ch02_top_dest_sql", "dev", CH2, 55, {}),
    ("stdg_ch02_top_dest_df", "dev", CH2, 68, {}),
    ("stdg_ch03_daily_cost", "heldout", CH3, 22, NO_AQE),
    ("stdg_ch07_window_rank", "dev", CH7, 150, {}),
    ("stdg_ch07_rollup", "dev", CH7, 164, {}),
    ("stdg_ch10_sql_view_count", "heldout", CH10, 9, {}),
    ("stdg_ch06_power3_udf", "heldout", CH6, 374, {}),
    ("stdg_ch08_array_join", "dev", CH8, 46, NO_BROADCAST),
    ("stdg_ch19_cached_groupby", "dev", CH19, 19, {}),
    ("stdg_ch06_explode", "heldout", CH6, 301, {}),
    ("stdg_ch05_distinct_pairs", "dev", CH5, 166, {}),
    ("stdg_ch05_sample_count", "dev", CH5, 179, NO_AQE),
]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--explore", help="capture every action of the chosen chapters into this folder")
    parser.add_argument("cases", nargs="*")
    opts = parser.parse_args()
    spark = nr.session("stdg-capture")
    make_data.main(spark)
    chosen = [c for c in CASES if not opts.cases or c[0] in opts.cases]
    groups: dict[tuple[str, str], list] = {}
    for case in chosen:
        groups.setdefault((case[2], repr(sorted(case[4].items()))), []).append(case)
    for (path, _), cases in groups.items():
        settings = cases[0][4]
        for key in (*NO_BROADCAST, *NO_AQE):
            spark.conf.unset(key)
        for key, value in settings.items():
            spark.conf.set(key, value)
        spark.catalog.clearCache()
        captures = [nr.Capture(c[2], c[3], os.path.join(BENCH, c[1], c[0])) for c in cases]
        runner = nr.Runner(spark, REPO, captures, path_map={"/data/": make_data.ROOT + "/"},
                           explore_dir=opts.explore)
        runner.install()
        print(f"== {path} {settings}")
        runner.run_notebook(path, {"spark": spark, "sc": spark.sparkContext})
        missing = [c[0] for c in cases if (c[2], c[3]) not in runner.done]
        if missing and not opts.explore:
            print(f"  NOT CAPTURED: {', '.join(missing)}")


if __name__ == "__main__":
    main()
