"""Run ercan5535/PySpark-Exercises' DataFrame code unchanged with spark-submit and write each ec_* case's plans and
event_log.json from that one run: the udemy-course scripts (`udemy-course/<folder>/<script>.py`) as the course runs
them, and the freecodecamp notebooks (`freecodecamp/*.ipynb`) cell by cell as spark-submit drivers.

- A script is one `spark-submit "<folder>/<script>.py" [argument]` from `udemy-course/` of a fresh scratch copy of the
  laid-out repository (/tmp/ec_work/work/<program>/): every script reads `"datasets\\<file>"`, relative to
  `udemy-course/`. The scripts were written on Windows; on Linux a backslash is an escape in Hadoop's glob patterns
  and Spark globs every path that holds one, so the local file system is the krishna-scala family's stand-in
  (`../krishna-scala/standin/WindowsPathFileSystem.java`, compiled as it is into our listener jar), which reads
  backslashes as separators as Hadoop does on Windows, inside our `standin/WindowsLocalFileSystem.java` (the
  checksummed `LocalFileSystem` wrapper `SparkContext.textFile` asks for; `spark.hadoop.fs.file.impl`). Python's own
  `open("datasets\\ml-100k\\u.item")` (DFmost-popular-movie-wname.py's driver-side name dictionary) reads a link of
  that literal name in `udemy-course/` of the scratch copy, pointing at `datasets/ml-100k/u.item`; u.item is
  Latin-1 text, which Python on Windows reads with the code page cp1252 and on Linux with UTF-8 (it fails on byte
  0xe9), so that program runs under a Windows code page locale (`LC_ALL=en_US.CP1252`, built with `localedef` into
  /tmp/ec_work/locale). The inputs are the
  repository's own data files (`datasets/`); nothing is generated. DFmovie-similarities.py is given the movie id 50 on
  the command line, as the course runs it (without an argument it runs no action).
- A notebook is one `spark-submit ../databricks-cookbook/nbdriver.py "freecodecamp/<name>.ipynb"` (the cookbook
  family's notebook driver, used as it is: every code cell in order, unchanged, in one namespace, each compiled under
  `<root>/<cell N>`), from `freecodecamp/` of a fresh scratch copy, as Jupyter runs it (the notebooks read
  `"test1.csv"` ...). The notebooks' own `SparkSession.builder.appName(...).getOrCreate()` returns the session
  spark-submit started.
- Session options from the command line: local[1], 4 shuffle partitions, UTC, AQE on, no UI, event log on;
  `-XX:ActiveProcessorCount=1` for the driver (DFmovie-similarities.py's builder asks for `local[*]`: one thread).
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (final adaptive plans); the etl family's action hook (`../etl-projects/hooks/
  sitecustomize.py`, run as it is, for notebooks through ../databricks-cookbook/hooks/) records each action's calling
  line (a script's path and line; a notebook's `<cell N>` and line in the cell) and the plans written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log, the execution whose plan is the case's, plus
  `description_rank` (../program_runs.py). Raw logs stay in /tmp/ec_work/runs/<program>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/ercan-pyspark/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
COOKBOOK = HERE.parent / "databricks-cookbook"
NBDRIVER = COOKBOOK / "nbdriver.py"          # the cookbook family's notebook driver, as it is
NB_HOOKS = COOKBOOK / "hooks"                # runs ../etl-projects/hooks/sitecustomize.py as it is
STANDIN = HERE.parent / "krishna-scala" / "standin" / "WindowsPathFileSystem.java"   # as it is
LOCAL_FS = HERE / "standin" / "WindowsLocalFileSystem.java"                          # ours: the checksummed wrapper
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import HOOKS, lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "ercan5535__pyspark-exercises"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/ec_work")
RUNNER = "bench/real/capture/ercan-pyspark/capture.py"
U = "udemy-course/"
FCC = "freecodecamp/"

# program key -> (path from the repository root, arguments). Scripts run from udemy-course/, notebooks from
# freecodecamp/. Not run: RDD Basics/*, Advanced Examples/RDD*, Streaming/* (no SQL plan of user DataFrame code;
# the streaming inputs are also absent from the snapshot), MLLib/movie_recommendations.py (ALS fitting only: its one
# DataFrame action needs a user id and is the library's recommendForUserSubset), freecodecamp/dbfs_example.ipynb
# (an empty file).
PROGRAMS: dict[str, tuple[str, list[str]]] = {
    "fba": (U + "Spark SQL-Dataframes Basics/friends-by-age-dataframe.py", []),
    "mintemp": (U + "Spark SQL-Dataframes Basics/min-temp-dataframes.py", []),
    "sdf": (U + "Spark SQL-Dataframes Basics/spark-dataframe.py", []),
    "ssql": (U + "Spark SQL-Dataframes Basics/spark-sql.py", []),
    "spent": (U + "Spark SQL-Dataframes Basics/total-spent-by-customer.py", []),
    "wc": (U + "Spark SQL-Dataframes Basics/word-count.py", []),
    "popmovie": (U + "Advanced Examples/DFmost-popular-movie-wname.py", []),
    "moviesim": (U + "Advanced Examples/DFmovie-similarities.py", ["50"]),
    "hero": (U + "Advanced Examples/DFsuperhero-popularity-wname.py", []),
    "dtree": (U + "MLLib/decision-trees-real-estate.py", []),
    "linreg": (U + "MLLib/linear_regression.py", []),
    "hero_smj": (U + "Advanced Examples/DFsuperhero-popularity-wname.py", []),
    "nb_basics": (FCC + "dataframe_basics.ipynb", []),
    "nb_filter": (FCC + "filter_operations.ipynb", []),
    "nb_groupby": (FCC + "groupby_aggregate.ipynb", []),
    "nb_missing": (FCC + "missing_values.ipynb", []),
    "nb_mllib": (FCC + "mllib.ipynb", []),
    "nb_mllib2": (FCC + "mllib2.ipynb", []),
}

# the same script run again with a session setting from the command line (its own program key and scratch copy)
SETTINGS: dict[str, list[str]] = {"hero_smj": ["spark.sql.autoBroadcastJoinThreshold=-1"]}

# case id, part, program, line (script line, or line in the cell), action, occurrence (1-based among that line's
# calls of the action), plan (the n-th plan the call wrote, -1 the last), cell (notebooks: 0-based among all cells;
# scripts: None). The split is fixed here before any label is written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("ec_friends_by_age_round_avg_sorted_show", "dev", "fba", 21, "show", 1, -1, None),
    ("ec_nb_filter_salary_range_show", "heldout", "nb_filter", 2, "show", 1, -1, 5),
    ("ec_min_temp_fahrenheit_sorted_collect", "dev", "mintemp", 33, "collect", 1, -1, None),
    ("ec_spark_sql_cached_groupby_orderby_show", "dev", "ssql", 26, "show", 1, -1, None),
    ("ec_superhero_least_popular_join_show", "heldout", "hero", 33, "show", 1, -1, None),
    ("ec_nb_groupby_name_sum_show", "dev", "nb_groupby", 1, "show", 1, -1, 5),
    ("ec_most_popular_movie_udf_show", "heldout", "popmovie", 42, "show", 1, -1, None),
    ("ec_movie_similarities_cached_take", "dev", "moviesim", 85, "take", 1, -1, None),
    ("ec_nb_missing_drop_thresh_show", "dev", "nb_missing", 4, "show", 1, -1, 4),
    ("ec_decision_tree_split_predictions_show", "heldout", "dtree", 39, "show", 1, -1, None),
    ("ec_spark_dataframe_groupby_count_show", "dev", "sdf", 17, "show", 1, -1, None),
    ("ec_nb_basics_describe_show", "heldout", "nb_basics", 1, "show", 1, -1, 14),
    ("ec_word_count_sorted_show", "dev", "wc", 23, "show", 1, -1, None),
    ("ec_superhero_least_popular_join_smj_show", "dev", "hero_smj", 33, "show", 1, -1, None),
    ("ec_nb_mllib2_split_predictions_show", "heldout", "nb_mllib2", 3, "show", 1, -1, 9),
    ("ec_superhero_min_connections_collect", "dev", "hero", 28, "collect", 1, -1, None),
    ("ec_spark_sql_cached_teenagers_collect", "heldout", "ssql", 22, "collect", 1, -1, None),
    ("ec_nb_groupby_global_sum_show", "dev", "nb_groupby", 1, "show", 1, -1, 9),
    ("ec_linear_regression_cached_split_show", "dev", "linreg", 41, "show", 1, -1, None),
    ("ec_nb_mllib2_indexed_features_show", "heldout", "nb_mllib2", 9, "show", 1, -1, 6),
]


CP1252 = {"popmovie"}     # programs run under LC_ALL=en_US.CP1252, the code page their author's Windows read text with
LOCALE = WORK / "locale"


def prepare() -> None:
    """The Windows code page locale (en_US with the CP1252 character map) for the programs in CP1252."""
    if not (LOCALE / "en_US.CP1252").is_dir():
        LOCALE.mkdir(parents=True, exist_ok=True)
        subprocess.run(["localedef", "-f", "CP1252", "-i", "en_US", str(LOCALE / "en_US.CP1252")], check=True)


def is_notebook(key: str) -> bool:
    return PROGRAMS[key][0].endswith(".ipynb")


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "ec-capture.jar", STANDIN, LOCAL_FS)


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "freecodecamp/groupby_aggregate.ipynb", SLUG)
    path, args = PROGRAMS[key]
    plans, actions = out / "plans", out / "actions.jsonl"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}", *SETTINGS.get(key, [])]
    if is_notebook(key):
        cwd, hooks, command = root / FCC, NB_HOOKS, [str(NBDRIVER), path]
    else:
        cwd, hooks, command = root / U, HOOKS, [path.removeprefix(U), *args]
        conf.append("spark.hadoop.fs.file.impl=eccapture.WindowsLocalFileSystem")
        # Python's open("datasets\\ml-100k\\u.item") on Linux: a file of that literal name
        os.symlink("datasets/ml-100k/u.item", cwd / "datasets\\ml-100k\\u.item")
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(hooks), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    if key in CP1252:
        env.update({"LOCPATH": str(LOCALE), "LC_ALL": "en_US.CP1252", "PYTHONUTF8": "0"})
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *command], cwd=cwd, conf=conf,
               env=env)
    return out


def site_of(key: str, a: dict) -> str:
    return f"{a['file']} line {a['line']}"


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file the hook names for the case's call, and the place event_log.json names it by."""
    line, cell = case[3], case[7]
    if is_notebook(key):
        return f"<cell {cell}>", f"{PROGRAMS[key][0]} cell {cell} line {line}"
    return PROGRAMS[key][0], f"{PROGRAMS[key][0]}:{line}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jar, run=run, place=place, site_of=site_of, prepare=prepare)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
