"""Run Hari-cbe/pyspark-notebooks' Spark notebooks unchanged, cell by cell, as spark-submit drivers, and write each
pn_* case's plans and event_log.json from that run.

- A notebook is one `spark-submit ../ykanakaraju-pyspark/nbdriver.py "<notebook path from the repository root>"` (the
  ykanakaraju family's notebook driver, used as it is: every code cell in order, unchanged, in one namespace holding
  `spark`, a cell that raises reported and the next one run, each cell compiled under `<root>/<cell N>`), from the
  root of a fresh scratch copy of the laid-out repository (/tmp/pn_work/work/<program>/), as the author ran them from
  the repository's root (`data/...`, `./_spotify_partitioned_data/...`). The notebooks' own builders
  (`.master('local[*]')`, `.config('spark.driver.memory','10g')`, `.config("spark.jars", ...)`) get the session
  spark-submit started from `getOrCreate()`; their `spark.conf.set(...)` calls run as written.
- Session options from the command line: local[1], 4 shuffle partitions, UTC, AQE on, no UI, event log on, a fresh
  warehouse folder per run (/tmp/pn_work/work/<program>.warehouse: the repository commits the author's
  `spark-warehouse/` output, which a new `saveAsTable` of the same managed table refuses to overwrite); the programs
  in NO_BROADCAST also with spark.sql.autoBroadcastJoinThreshold=-1 (sort-merge joins, as real sizes give).
- Inputs: the repository's own Spotify csv; `data/` (kept out of the repository by its .gitignore) generated into the
  scratch copy by make_data.py; the absolute `/home/hari/python-notebooks/...` path of partitioning.ipynb reaches the
  scratch copy's root through a symbolic link made for that run only and removed after it (as the zaleslaw family
  served its `/home/...` paths; the om family's stand-in file system fails csv schema inference here).
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (final adaptive plans); the etl family's action hook (`../etl-projects/hooks/
  sitecustomize.py`, run as it is from ../databricks-cookbook/hooks/) records each action's calling line
  (`<cell N>`, line in the cell) and the plans written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log, the execution whose plan is the case's, plus
  `description_rank` (../program_runs.py). Raw logs stay in /tmp/pn_work/runs/<program>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/hari-pyspark-notebooks/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
NBDRIVER = HERE.parent / "ykanakaraju-pyspark" / "nbdriver.py"    # the ykanakaraju family's notebook driver, as it is
HOOKS = HERE.parent / "databricks-cookbook" / "hooks"             # runs ../etl-projects/hooks/sitecustomize.py as it is
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402
sys.path.insert(0, str(HERE))
import make_data  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "hari-cbe__pyspark-notebooks"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/pn_work")
RUNNER = "bench/real/capture/hari-pyspark-notebooks/capture.py"
AUTHOR_ROOT = "/home/hari/python-notebooks"     # partitioning.ipynb cell 9 reads the repository by this path

# program key -> notebook path from the repository root. Not run: rdd.ipynb (RDD only), timestamps.ipynb (RDD-free
# but its one DataFrame cell does not compile: `null`), pandas/, .ipynb_checkpoints/ (empty copies and an old copy of
# loading_data_to_postgres), the scripts (not notebooks).
PROGRAMS: dict[str, str] = {
    "pv": "pivot.ipynb",
    "cr": "interview questions/cricket_matches.ipynb",
    "iq": "Interviee Questions.ipynb",
    "pt": "partitioning.ipynb",
    "bk": "bucketing.ipynb",
    "rj": "reading_JSOn.ipynb",
    "lp": "loading_data_to_postgres.ipynb",
}
NO_BROADCAST: set[str] = set()   # none: cell 22/24's full outer join is sort-merge already, the small ones broadcast
# Spark 4 runs with ANSI on: pivot.ipynb cell 63's isnan() over the csv's string columns casts 'TXN...' to double and
# raises CAST_INVALID_INPUT there (Spark 3, the author's, gave null); the pivot.ipynb runs set ANSI off.
SETTINGS: dict[str, list[str]] = {"pv": ["spark.sql.ansi.enabled=false"]}
AUTHOR_PATH = {"pt"}        # runs that read /home/hari/python-notebooks/... (a link to the scratch copy's root)

# case id, part, program, line (in the cell), action, occurrence (1-based among that cell line's calls of the
# action), plan (the n-th plan the call wrote, -1 the last), cell (0-based among all the notebook's cells). The split
# is fixed here before any label is written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("pn_left_join_select_show", "dev", "pv", 1, "show", 1, -1, 6),
    ("pn_union_when_groupby_show", "heldout", "cr", 3, "show", 1, -1, 4),
    ("pn_join_pivot_count_show", "dev", "pv", 5, "show", 1, -1, 7),
    ("pn_left_anti_join_show", "dev", "iq", 2, "show", 1, -1, 3),
    ("pn_stack_unpivot_show", "heldout", "pv", 5, "show", 1, -1, 9),
    ("pn_outer_join_coalesce_count", "dev", "pv", 10, "count", 1, -1, 22),
    ("pn_outer_join_partition_id_show", "heldout", "pv", 5, "show", 1, -1, 24),
    ("pn_udf_lower_tags_show", "dev", "pv", 1, "show", 1, -1, 45),
    ("pn_explode_split_count", "dev", "pv", 1, "count", 1, -1, 54),
    ("pn_tags_parquet_write", "heldout", "pv", 3, "parquet", 1, -1, 55),
    ("pn_null_counts_select_show", "dev", "pv", 4, "show", 1, -1, 63),
    ("pn_status_groupby_count_show", "heldout", "pv", 1, "show", 1, -1, 64),
    ("pn_failed_filter_show", "dev", "pv", 1, "show", 1, -1, 65),
    ("pn_distinct_age_group_show", "dev", "pv", 1, "show", 1, -1, 66),
    ("pn_row_number_dedup_show", "heldout", "pv", 6, "show", 1, -1, 73),
    ("pn_rolling_sum_unbounded_show", "dev", "pv", 1, "show", 1, -1, 78),
    ("pn_rolling_sum_three_rows_show", "heldout", "pv", 1, "show", 1, -1, 79),
    ("pn_explode_map_keys_distinct_collect", "dev", "iq", 1, "collect", 1, -1, 7),
    ("pn_partitioned_write", "dev", "pt", 6, "save", 1, -1, 7),
    ("pn_partition_filter_show", "heldout", "pt", 1, "show", 1, -1, 10),
    ("pn_cached_repartition_groupby_show", "dev", "pt", 4, "show", 1, -1, 14),
    ("pn_cached_parquet_write", "heldout", "pt", 2, "parquet", 1, -1, 15),
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "pn-capture.jar")


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, PROGRAMS["pv"], SLUG)
    make_data.write(root)
    warehouse = WORK / "work" / f"{key}.warehouse"
    shutil.rmtree(warehouse, ignore_errors=True)
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-Detl.plans={plans}",
            f"spark.sql.warehouse.dir={warehouse}",
            *(["spark.sql.autoBroadcastJoinThreshold=-1"] if key in NO_BROADCAST else []), *SETTINGS.get(key, [])]
    link = Path(AUTHOR_ROOT)
    if key in AUTHOR_PATH:
        if link.is_symlink() or link.exists():
            raise SystemExit(f"{link} exists; not touching it")
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(root)
    try:
        lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), str(NBDRIVER), PROGRAMS[key]],
                   cwd=root, conf=conf, env=env)
    finally:
        if key in AUTHOR_PATH and link.is_symlink():
            link.unlink()
            for parent in (link.parent, link.parent.parent):   # /home/hari, then /home if we made them empty
                if parent != Path("/") and not any(parent.iterdir()) and parent == Path("/home/hari"):
                    parent.rmdir()
    return out


def site_of(key: str, a: dict) -> str:
    return f"{a['file']} line {a['line']}"


def place(key: str, case: tuple) -> tuple[str, str]:
    """A notebook's call (the hook names its cell) by the notebook, cell and line."""
    line, cell = case[3], case[7]
    return f"<cell {cell}>", f"{PROGRAMS[key]} cell {cell} line {line}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jar, run=run, place=place, site_of=site_of)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
