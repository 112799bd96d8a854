"""Run PacktPublishing/Data-Engineering-with-Databricks-Cookbook's Chapter01, Chapter02 and Chapter06 notebooks
unchanged, cell by cell, as spark-submit drivers, and write each dc_* case's plans and event_log.json from that run.

- A notebook is one `spark-submit <this folder>/nbdriver.py "ChapterNN/N.M name.ipynb" [last cell]` from the
  notebook's own folder in a fresh scratch copy of the laid-out repository (/tmp/dc_work/work/<program>/), as
  JupyterLab runs it (the notebooks read `../data/...`). The notebooks' own
  `.master("spark://spark-master:7077")` builder meets the session spark-submit started (`--master local[1]`) and
  returns it (nbdriver.py).
- Session options from the command line: local[1], 4 shuffle partitions, UTC, AQE on, no UI (cells that
  `spark.conf.set(...)` AQE or the broadcast threshold use theirs from there on).
- Inputs: the repository's own `data/`; `data/Stanford Question Answering Dataset.json`, absent from the stored
  mirror, generated in SQuAD's shape (make_squad()).
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (final adaptive plans); the action hook (`../etl-projects/hooks/sitecustomize.py`,
  run as it is from hooks/) records each action's calling line (`<cell N>`, line in the cell) and the plans
  written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log, the execution whose plan is the case's, plus
  `description_rank` (../program_runs.py). Raw logs stay in /tmp/dc_work/runs/<program>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/databricks-cookbook/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import json
import random
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
HOOKS = HERE / "hooks"                                               # ours; it runs ../etl-projects/hooks as it is
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "packtpublishing__data-engineering-with-databricks-cookbook"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/dc_work")
RUNNER = "bench/real/capture/databricks-cookbook/capture.py"

# program key -> (notebook path from the repository root, last cell to run or None for all). Not run: Chapter03 and
# Chapter07 (Delta Lake: delta-spark is not installed), Chapter04/05 (Kafka, streams), Chapter08-11 (Databricks
# workspace: DLT/SQL/workflows/SDK), 6.6 (its cell 10 writes 1,000,000 partition folders; its other actions are
# RDD glom jobs and a show(5)), 6.4 (10,000,000-row joins collected to Python, several times).
PROGRAMS: dict[str, tuple[str, int | None]] = {
    "nb11": ("Chapter01/1.1 read-csv-data.ipynb", None),
    "nb12": ("Chapter01/1.2 read-json-data.ipynb", None),
    "nb13": ("Chapter01/1.3 read-parquet-data.ipynb", None),
    "nb14": ("Chapter01/1.4 read-xml-data.ipynb", None),
    "nb15": ("Chapter01/1.5 work-with-nested-data.ipynb", None),
    "nb16": ("Chapter01/1.6 process-text-data.ipynb", None),
    "nb17": ("Chapter01/1.7 write-data.ipynb", None),
    "nb21": ("Chapter02/2.1 basic-transformations.ipynb", None),
    "nb22": ("Chapter02/2.2 filter-data.ipynb", None),
    "nb23": ("Chapter02/2.3 perform-joins.ipynb", None),
    "nb24": ("Chapter02/2.4 perform-aggregations.ipynb", None),
    "nb25": ("Chapter02/2.5 apply-window-functions.ipynb", None),
    "nb26": ("Chapter02/2.6 work-with-UDFs.ipynb", None),
    "nb27": ("Chapter02/2.7 handle-nulls.ipynb", None),
    "nb61": ("Chapter06/6.1 monitor-spark-ui.ipynb", None),
    "nb62": ("Chapter06/6.2 broadcast-variables.ipynb", None),
    "nb63": ("Chapter06/6.3 optimize-data-shuffles.ipynb", None),
    "nb65": ("Chapter06/6.5 cache-and-persist.ipynb", None),
    "nb67": ("Chapter06/6.7 optimize-join-strategies.ipynb", 7),
}

# case id, part, program, line (in the cell), action, occurrence (1-based among that cell line's calls of the
# action), plan (the n-th plan the call wrote, -1 the last), cell (0-based among all the notebook's cells). The split
# is fixed here before any label is written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("dc_11_csv_schema_show", "dev", "nb11", 2, "show", 1, -1, 8),
    ("dc_12_explode_laureates_show", "heldout", "nb12", 13, "show", 1, -1, 5),
    ("dc_14_xml_explode_show", "dev", "nb14", 13, "show", 1, -1, 7),
    ("dc_15_answers_filter_show", "dev", "nb15", 3, "show", 1, -1, 10),
    ("dc_16_word_count_top_show", "heldout", "nb16", 7, "show", 1, -1, 9),
    ("dc_16_vectorized_json_write", "dev", "nb16", 3, "json", 1, -1, 11),
    ("dc_17_partitioned_csv_write", "heldout", "nb17", 7, "save", 1, -1, 12),
    ("dc_21_dedup_show", "dev", "nb21", 3, "show", 1, -1, 3),
    ("dc_21_sort_desc_show", "dev", "nb21", 4, "show", 1, -1, 6),
    ("dc_22_country_year_filter_show", "heldout", "nb22", 6, "show", 1, -1, 3),
    ("dc_22_explode_einstein_filter_show", "dev", "nb22", 21, "show", 1, -1, 14),
    ("dc_23_three_way_join_show", "heldout", "nb23", 9, "show", 1, -1, 4),
    ("dc_23_broadcast_hint_join_show", "dev", "nb23", 2, "show", 1, -1, 13),
    ("dc_24_pivot_show", "dev", "nb24", 2, "show", 1, -1, 7),
    ("dc_25_row_number_show", "heldout", "nb25", 3, "show", 1, -1, 4),
    ("dc_26_udf_full_name_show", "dev", "nb26", 1, "show", 1, -1, 7),
    ("dc_61_filter_group_count_show", "heldout", "nb61", 2, "show", 1, -1, 5),
    ("dc_63_broadcast_join_avg_show", "dev", "nb63", 11, "show", 1, -1, 5),
    ("dc_65_cached_groupby_collect", "dev", "nb65", 6, "collect", 2, -1, 2),
    ("dc_67_no_aqe_smj_collect", "heldout", "nb67", 6, "collect", 7, -1, 3),
]


def make_squad(path: Path) -> None:
    """`data/Stanford Question Answering Dataset.json` (absent from the mirror) in the shape 1.5 reads with
    multiLine: a JSON array of articles {title, paragraphs: [{context, qas: [{id, question, answers: [{answer_start,
    text}], is_impossible}]}]}; some answers repeated (array_distinct); every question has an answer, as in SQuAD 1.1
    (cells 6-10 take `answers[0]`, which under Spark 4's ANSI mode fails on an empty array)."""
    rnd = random.Random(11)
    topics = ["Beyonce", "Frederic Chopin", "Normans", "Computational complexity theory", "Southern California"]
    articles = []
    qid = 0
    for title in topics:
        paragraphs = []
        for p in range(3):
            context = f"{title} paragraph {p}: " + " ".join(rnd.choice(["the", "quick", "history", "of", "music",
                                                                         "city", "theory", "born", "in", "1810"])
                                                              for _ in range(20))
            qas = []
            for q in range(3):
                qid += 1
                word = context.split()[rnd.randint(3, 20)]
                answers = [{"answer_start": context.find(word), "text": word}] * rnd.choice([1, 2, 3])
                qas.append({"id": f"{qid:024x}", "question": f"What is {word} in {title} ({q})?",
                            "answers": answers, "is_impossible": not answers})
            paragraphs.append({"context": context, "qas": qas})
        articles.append({"title": title, "paragraphs": paragraphs})
    path.write_text(json.dumps(articles, indent=2))


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "dc-capture.jar")


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "Chapter02/2.3 perform-joins.ipynb", SLUG)
    make_squad(root / "data" / "Stanford Question Answering Dataset.json")
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": f"{HOOKS}", "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-Detl.plans={plans}",
            "spark.driver.memory=4g",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}"]
    notebook, last = PROGRAMS[key]
    args = [str(HERE / "nbdriver.py"), notebook] + ([str(last)] if last is not None else [])
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *args], cwd=(root / notebook).parent,
               conf=conf, env=env)
    return out


def site_of(key: str, a: dict) -> str:
    return f"{a['file']} line {a['line']}"


def place(key: str, case: tuple) -> tuple[str, str]:
    """A notebook's call (the hook names its cell) by the notebook, cell and line."""
    line, cell = case[3], case[7]
    return f"<cell {cell}>", f"{PROGRAMS[key][0]} cell {cell} line {line}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jar, run=run, place=place, site_of=site_of)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
