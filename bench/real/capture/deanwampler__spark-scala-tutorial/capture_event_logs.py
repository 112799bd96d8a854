"""Run the tutorial's `SparkSQL8` again the way a user would, with spark-submit and event logging on, and
store in each dw_* case folder (dev and held-out) what codemap reads from the event log for the SQL
execution that ran the case's action: `event_log.json` (matched as
../databricks__learningsparkv2/capture_event_logs_lib.py says; the action's call site, `count at
SparkSQL8.scala:87`, decides between executions with the same plan).

`src/main/scala/sparktutorial/SparkSQL8.scala` and the `util` classes it uses (CommandLineOptions,
FileUtil, Verse) are compiled unchanged against the PySpark installation's jars (`scala.tools.nsc.Main`
of the shipped scala-compiler jar), packed into a jar and run as the program's own usage says,

    spark-submit --master local[1] --conf ... --class SparkSQL8 dw.jar --inpath data/kjvdat.txt --master local[1]

from a scratch folder whose `data/kjvdat.txt` is a generated 300-line stub in the KJV file's format
(`Gen|1|1| text~`; the real file is not in the laid-out snapshot) and where the program writes its
`output/` folders. Session as the captures': local[1], no UI, 4 shuffle partitions, UTC.

    PYTHONPATH=. .venv/bin/python bench/real/capture/deanwampler__spark-scala-tutorial/capture_event_logs.py [case ...]
"""
from __future__ import annotations

import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402

SLUG = "deanwampler__spark-scala-tutorial"
BENCH = HERE.parents[1]
REPO = BENCH / "repos" / SLUG
SRC = REPO / "src" / "main" / "scala" / "sparktutorial"
WORK = Path("/tmp/evlog") / SLUG
RUNNER = f"bench/real/capture/{SLUG}/capture_event_logs.py"
FILES = ["util/CommandLineOptions.scala", "util/FileUtil.scala", "util/Verse.scala", "SparkSQL8.scala"]

# case id, part, the action (case.json), the call site Spark records for it
CASES = [
    ("dw_god_verses_df", "dev", "godVersesDF.count() line 87", "count at SparkSQL8.scala:87"),
    ("dw_verses_per_book_count", "dev", "counts.count line 105", "count at SparkSQL8.scala:105"),
    ("dw_verses_per_book_sql", "dev", "counts.show(100) line 95", "show at SparkSQL8.scala:95"),
    ("dw_god_verses_show_sql", "heldout", "godVerses.show() line 79", "show at SparkSQL8.scala:79"),
    ("dw_god_verses_sql", "heldout", "godVerses.count() line 78", "count at SparkSQL8.scala:78"),
    ("dw_verses_per_book_coalesce", "heldout", "counts1.count line 107", "count at SparkSQL8.scala:107"),
]

BOOKS = ["Gen", "Exo", "Lev", "Num", "Deu", "Jos", "Jdg", "Rut", "Sa1", "Sa2", "Kg1", "Kg2"]
WORDS = ["and", "the", "LORD", "spake", "unto", "Moses", "saying", "land", "people", "of", "Israel", "went",
         "in", "his", "house", "waters", "earth", "heaven", "said", "thou", "shalt", "be", "children", "day"]


def write_stub(path: Path, lines: int = 300, seed: int = 8) -> None:
    """`book|chapter|verse| text~` lines, as data/kjvdat.txt has them; about a third mention God."""
    rng = random.Random(seed)
    path.parent.mkdir(parents=True, exist_ok=True)
    out, n = [], 0
    for book in BOOKS:
        for chapter in range(1, 4):
            for verse in range(1, rng.randint(5, 12)):
                words = [rng.choice(WORDS) for _ in range(rng.randint(6, 16))]
                if rng.random() < 0.35:
                    words.insert(rng.randrange(len(words)), "God")
                out.append(f"{book}|{chapter}|{verse}| {' '.join(words).capitalize()}.~")
                n += 1
                if n == lines:
                    path.write_text("\n".join(out) + "\n")
                    return
    path.write_text("\n".join(out) + "\n")


def build_jar() -> Path:
    jar = WORK / "dw.jar"
    WORK.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as classes:
        subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-nowarn", "-usejavacp", "-classpath", lib.JARS,
                        "-d", classes, *[str(SRC / f) for f in FILES]], check=True)
        subprocess.run(["jar", "cf", str(jar), "-C", classes, "."], check=True)
    return jar


def main(wanted: list[str]) -> None:
    chosen = [c for c in CASES if not wanted or c[0] in wanted]
    jar = build_jar()
    with tempfile.TemporaryDirectory() as work:
        write_stub(Path(work) / "data" / "kjvdat.txt")
        print("== SparkSQL8", flush=True)
        log = lib.submit(WORK / "logs" / "SparkSQL8", ["--class", "SparkSQL8", str(jar), "--inpath", "data/kjvdat.txt",
                                                      "--master", "local[1]"], cwd=Path(work))
    failed = [case for case, part, action, site in chosen
              if not lib.write_matched(BENCH / part / case, log, RUNNER, site=site, action=action)]
    print("not matched: " + (", ".join(failed) or "none"))


if __name__ == "__main__":
    main(sys.argv[1:])
