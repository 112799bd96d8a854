"""Make this folder's event logs by really running PySpark (see ORIGIN.md).

Runs each lesson of `repo/lessons/` that ORIGIN.md names as a user would, `spark-submit "lessons/<file>"` from
`repo/`, with event logging into `eventlog/<lesson>/`.

    PYTHONPATH=.:tests/data .venv/bin/python tests/data/lesson_shows/capture.py
"""
from pathlib import Path

from submitted_run import submit

HERE = Path(__file__).resolve().parent
# log folder -> the lesson's file (a name with spaces and a parenthesis, as exported notebooks have them)
LESSONS = {"joins_lesson": "joins_lesson.py", "views_lesson": "02) views lesson.py", "filters_lesson": "filters_lesson.py",
           "counts_lesson": "counts_lesson.py", "collects_lesson": "collects_lesson.py"}

if __name__ == "__main__":
    import sys
    for lesson, file in ((k, v) for k, v in LESSONS.items() if k in sys.argv[1:] or len(sys.argv) == 1):
        log = submit(HERE / "eventlog" / lesson, [f"lessons/{file}"], HERE / "repo")
        print(lesson, log.name)
