"""Run each sse_* case's example again the way a user would, with spark-submit and event logging on, and
store in the case folder (dev and held-out) what codemap reads from the event log for the execution that
ran the case's action: `event_log.json` (matched as ../databricks__learningsparkv2/capture_event_logs_lib.py
says; the call site capture.py recorded decides between executions with the same plan).

Each example's own file(s) are compiled unchanged as capture.py does (without its CapturePlans driver),
packed into a jar and run as `spark-submit --class com.sparkbyexamples.spark.dataframe.GroupbyExample
example.jar` from a scratch folder whose src/ is the laid-out repository's (the examples read
src/main/resources/... relative paths). Session as the captures': local[1], no UI, 4 shuffle partitions,
UTC, plus the case's settings, given as --master/--conf (the examples' own `.master("local[1]")` agrees).

    PYTHONPATH=. .venv/bin/python bench/real/capture/spark-examples__spark-scala-examples/capture_event_logs.py [case ...]
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402
from capture import CASES, CLEAR, PKG, REAL, REPO, SRC, SLUG  # noqa: E402

WORK = Path("/tmp/evlog") / SLUG
RUNNER = f"bench/real/capture/{SLUG}/capture_event_logs.py"


def build_jar(files: list[str], name: str) -> Path:
    jar = WORK / "jars" / f"{name}.jar"
    jar.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as classes:
        subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS,
                        "-nowarn", "-d", classes, *[str(SRC / f) for f in files]], check=True)
        subprocess.run(["jar", "cf", str(jar), "-C", classes, "."], check=True)
    return jar


def main(wanted: list[str]) -> None:
    logs: dict[tuple, Path] = {}
    for case_id, part, files, main_object, site, settings in CASES:
        if wanted and case_id not in wanted:
            continue
        run = (main_object, *settings)
        if run not in logs:
            name = "_".join([main_object.rsplit(".", 1)[-1], *settings])
            print(f"== {name}", flush=True)
            for path in CLEAR.get(case_id, []):   # the example's own output, written with mode ErrorIfExists
                shutil.rmtree(path, ignore_errors=True)
            jar = build_jar(files, name)
            with tempfile.TemporaryDirectory() as work:
                (Path(work) / "src").symlink_to(REPO / "src")
                logs[run] = lib.submit(WORK / "logs" / name, ["--class", PKG + main_object, str(jar)],
                                       cwd=Path(work), conf=settings)
        lib.write_case(REAL / part / case_id, logs[run], RUNNER, site=site, action=site)


if __name__ == "__main__":
    main(sys.argv[1:])
