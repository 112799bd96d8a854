"""Run wjc-van-es/DataAnalysisWithPythonAndPySpark scripts unchanged, each as its own `__main__`, and write each
case's plans.

Each script runs in a child process of its own (a fresh session: scripts set session options and reuse view
names), started where its author runs it (stub_env.py: the script's folder, `../../data` reaching the stand-in
data; the repository's root for src/Ch14/data_prep.py, written for it), with the author's environment (`PYTHONPATH=../`,
...) and no arguments. The child makes the session first (`local[1]`, no UI, 4 shuffle partitions, UTC); the
script's own `SparkSession.builder...getOrCreate()` returns it. Actions are recorded by the line that called
them through the Spark-The-Definitive-Guide capture's runner (`notebook_runner.py`): the query the action ran
(`limit(n+1)` for `show(n)`, `groupBy().count()` for `count()`, `limit(1)` for `first()`/`head()`) is collected
again, then explained in formatted and simple mode, so adaptive plans are final.

    PYSPARK_PYTHON=$PWD/.venv/bin/python .venv/bin/python bench/real/capture/wjc-van-es__dataanalysiswithpythonandpyspark/capture.py [case ...]
    .../capture.py --explore /tmp/dawp_explore src/Ch04/commercials.py ...   # every action of the scripts, to choose cases
    .../capture.py --actions-only [case ...]                                 # only actions.json
"""
from __future__ import annotations

import json
import os
import runpy
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from stub_env import REPO, child_environment, cwd_of, data_in_place  # noqa: E402

BENCH = HERE.parents[1]
ACTIONS = HERE / "actions.json"  # script -> its actions in run order, [line, action]

# case id, part, script, line of the action, action name; the split is the README's rule
# (planned order, positions 2 and 5 of every five held out), fixed before any label was written.
CASES = [
    ("dawp_words_nonull_show", "dev", "src/Ch02/end_of_chapter.py", 34, "show"),
    ("dawp_liquid_period_sql", "heldout", "src/Ch07/listing_7.3_7.4.py", 58, "show"),
    ("dawp_word_rank_window", "dev", "src/Ch02/exo_2_5.py", 31, "show"),
    ("dawp_commercial_ratio", "dev", "src/Ch04/commercials.py", 102, "show"),
    ("dawp_tabular_episodes", "heldout", "src/Ch06/create_tabular_df_with_def_schema.py", 91, "show"),
    ("dawp_word_count_sort", "dev", "src/Ch03/exo_3_3.py", 29, "show"),
    ("dawp_squares_map", "heldout", "src/Ch06/exo_6.8.py", 21, "show"),
    ("dawp_discovery_order_sql", "dev", "src/Ch07/more_periodic_table.py", 76, "show"),
    ("dawp_bank_sum_per_account", "dev", "src/bankstatements/df_prep.py", 118, "show"),
    ("dawp_full_log_joins_smj", "heldout", "src/Ch05/listing_5.10.py", 69, "show"),
    ("dawp_first_letter_vowels", "dev", "src/Ch03/exo_3_5.py", 40, "show"),
    ("dawp_radioactive_sql", "heldout", "src/Ch07/exo_7.1.py", 72, "show"),
    ("dawp_summary_duration", "dev", "src/Ch04/checkpoint.py", 31, "show"),
    ("dawp_collect_episodes", "dev", "src/Ch06/listing_6.24_6.26.py", 71, "show"),
    ("dawp_answer_call_signs", "heldout", "src/Ch05/exo_5.5.py", 125, "show"),
    ("dawp_dessert_udf_count", "dev", "src/Ch14/data_prep.py", 109, "count"),
    ("dawp_group_nulls_last_sql", "heldout", "src/Ch07/more_periodic_table.py", 101, "show"),
    ("dawp_airdate_min_max", "dev", "src/Ch06/exo_6.6.py", 68, "show"),
    ("dawp_sample_logs", "dev", "src/Ch04/listing_4.3.py", 24, "show"),
    ("dawp_commercial_groups", "heldout", "src/Ch05/listing_5.11.py", 86, "show"),
    ("dawp_posexplode_map", "dev", "src/Ch06/listing_6.25.py", 56, "show"),
    ("dawp_episode_count_fn", "heldout", "src/Ch06/create_tabular_episodes_from_multiple_json_files.py", 60, "count"),
    ("dawp_radioactive_count_sql", "dev", "src/Ch07/exo_7.1.py", 57, "show"),
    ("dawp_ratio_histogram_smj", "dev", "src/Ch05/exo_5.7.py", 113, "show"),
    ("dawp_csv_quote_total", "heldout", "src/Ch04/exo_4_1.py", 24, "show"),
]
# session settings of a script's run beyond the common ones (bench/real/README.md)
# Spark 4 reads only the standard charsets unless told otherwise; these scripts read the logs as IBM860
LEGACY_CHARSETS = {"spark.sql.legacy.javaCharsets": "true"}
SETTINGS: dict[str, dict[str, str]] = {
    "src/Ch05/exo_5.5.py": LEGACY_CHARSETS,
    # broadcast joins off for two of the join scripts: the sort-merge joins real data sizes give (the others keep
    # the broadcast joins the small reference tables get)
    "src/Ch05/exo_5.7.py": {**LEGACY_CHARSETS, "spark.sql.autoBroadcastJoinThreshold": "-1"},
    "src/Ch05/listing_5.10.py": {"spark.sql.autoBroadcastJoinThreshold": "-1"},
}
# Ch04/commercials.py reads without a timestampFormat: Spark 4 infers `Duration` (00:00:30.0000000) as a timestamp
# and ANSI mode rejects the script's substr casts of it, as Spark 3 (ANSI off) did not
SETTINGS["src/Ch04/commercials.py"] = {**LEGACY_CHARSETS, "spark.sql.ansi.enabled": "false"}


def run_one(script: str, captures: list[tuple[str, str, int, str]], explore: str | None) -> int:
    """In the child: one session, the script run as __main__, the wanted actions recorded."""
    sys.path.insert(0, str(HERE.parent / "databricks__spark-the-definitive-guide"))
    import notebook_runner as nr

    spark = nr.session("dawp-capture", SETTINGS.get(script))
    caps = [nr.Capture(script, line, str(BENCH / part / case), action) for case, part, line, action in captures]
    runner = nr.Runner(spark, str(REPO), caps, explore_dir=explore)
    runner.install()
    path = str(REPO / script)
    sys.argv = [path]
    sys.path.insert(0, os.path.dirname(path))  # as `python script.py` puts the script's folder first
    raised = []
    try:
        runpy.run_path(path, run_name="__main__")
    except Exception as exc:  # a script that fails after the wanted actions still gave them
        print(f"  {script} stopped: {type(exc).__name__}: {str(exc).splitlines()[0][:160]}")
        raised = _failed_action(exc, path)
    for file, line, action, nodes in runner.seen:
        if explore:
            print(f"  seen {file}:{line} {action} ({nodes} nodes)")
    if not explore:  # every action of the run in order: capture_event_logs.py finds a case's execution by it
        actions = json.loads(ACTIONS.read_text()) if ACTIONS.is_file() else {}
        actions[script] = [[line, action] for file, line, action, _ in runner.seen if file == script] + raised
        ACTIONS.write_text("{\n" + ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in sorted(actions.items()))
                           + "\n}\n")
    missing = [c.out_dir for c in caps if (c.file, c.line) not in runner.done]
    if missing:
        print(f"  NOT CAPTURED: {', '.join(missing)}")
    return 1 if missing else 0


def _failed_action(exc: BaseException, path: str) -> list:
    """[[line, action, "raised"]] when the script stopped in one of its actions, else []."""
    line, tb = None, exc.__traceback__
    while tb is not None:
        frame = tb.tb_frame
        if frame.f_code.co_filename == path:
            line = tb.tb_lineno
        elif line is not None and frame.f_code.co_name == "action" and "name" in frame.f_locals:
            return [[line, frame.f_locals["name"], "raised"]]  # notebook_runner's hook of that action
        tb = tb.tb_next
    return []


def main(argv: list[str]) -> int:
    if argv[:1] == ["--child"]:
        script, explore = argv[1], (argv[2] or None)
        return run_one(script, [tuple(c) for c in json.loads(argv[3])], explore)
    explore = None
    if argv[:1] == ["--explore"]:
        explore, scripts = argv[1], argv[2:]
        jobs = {s: [] for s in scripts}
    elif argv[:1] == ["--actions-only"]:  # only actions.json: the cases' scripts run, no plan written
        jobs = {c[2]: [] for c in CASES if len(argv) == 1 or c[0] in argv[1:]}
    else:
        wanted = set(argv)
        jobs = {}
        for case, part, script, line, action in CASES:
            if not wanted or case in wanted:
                jobs.setdefault(script, []).append((case, part, line, action))
    failed = 0
    start = time.time()
    with data_in_place():
        for script, captures in jobs.items():
            print(f"== {script}", flush=True)
            done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", script, explore or "",
                                   json.dumps(captures)], env=child_environment(), cwd=cwd_of(script))
            failed += done.returncode != 0
    print(f"{len(jobs)} scripts in {time.time() - start:.0f} s; {failed} with cases not captured")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
