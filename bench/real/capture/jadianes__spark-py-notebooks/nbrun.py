"""Run a Jupyter notebook's code cells in order, in one namespace, and record the plan of every
DataFrame action (show, collect, count, take, first, head, toPandas).

The cells run as they are: each is compiled under the name `<cell N>` (N = 0-based index among all
cells, markdown included) so the call site of an action is known as (cell, line in the cell).
Only these are not run: cells named in `skip` (a data download, replaced by generated data),
cell magics (`%%bash`: not Python) and single `!`/`%` lines. A cell that raises is reported and
the next cell runs, as "run all" in a notebook that keeps going would.

For each action the DataFrame at hand is collect()ed (so an adaptive plan is final) and then
explained in formatted and simple mode; the plans go to `<out>/<nn>_cell<C>_line<L>_<action>.*.txt`
with an index.json describing each record.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import sys
import traceback
from pathlib import Path

ACTIONS = ("show", "collect", "count", "take", "first", "head", "toPandas")
_CELL_NAME = re.compile(r"^<cell (\d+)>$")
_PY2_PRINT = re.compile(r"^(\s*)print (?!\()(.*?)\s*$")


def cells_of(notebook: dict) -> list[dict]:
    """All cells (nbformat 4: `cells`; nbformat 3: the first worksheet's `cells`)."""
    if "cells" in notebook:
        return notebook["cells"]
    return notebook["worksheets"][0]["cells"]


def source_of(cell: dict) -> str:
    src = cell.get("source", cell.get("input", ""))  # nbformat 3 code cells keep code in `input`
    return "".join(src) if isinstance(src, list) else str(src)


def py2_prints(source: str) -> str:
    """`print x` -> `print(x)` on the same line, for notebooks written for Python 2."""
    return "\n".join(_PY2_PRINT.sub(r"\1print(\2)", line) for line in source.split("\n"))


def _call_site() -> tuple[int, int] | None:
    frame = sys._getframe(2)
    while frame is not None:
        match = _CELL_NAME.match(frame.f_code.co_filename)
        if match:
            return int(match.group(1)), frame.f_lineno
        frame = frame.f_back
    return None


def install_recorder(out_dir: Path, records: list[dict]):
    from pyspark.sql.classic.dataframe import DataFrame  # the class whose methods run in Spark 4

    originals = {name: getattr(DataFrame, name) for name in ACTIONS}
    state = {"busy": False}

    def wrap(name):
        original = originals[name]

        def recorded(self, *args, **kwargs):
            if state["busy"]:
                return original(self, *args, **kwargs)
            state["busy"] = True
            try:
                result = original(self, *args, **kwargs)
                site = _call_site()
                if site is not None:
                    originals["collect"](self)  # run the DataFrame at hand so AQE plans are final
                    number = len(records)
                    stem = f"{number:02d}_cell{site[0]}_line{site[1]}_{name}"
                    for mode in ("formatted", "simple"):
                        buffer = io.StringIO()
                        with contextlib.redirect_stdout(buffer):
                            self.explain(mode=mode)
                        (out_dir / f"{stem}.{mode}.txt").write_text(buffer.getvalue())
                    records.append({"record": number, "cell": site[0], "line": site[1], "action": name,
                                    "args": repr(args), "stem": stem})
                return result
            finally:
                state["busy"] = False

        recorded.__name__ = name
        return recorded

    for name in ACTIONS:
        setattr(DataFrame, name, wrap(name))


def run_notebook(notebook_path: Path, work_dir: Path, out_dir: Path, spark, skip: dict[int, str],
                 python2: bool = False) -> list[dict]:
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.txt"):
        old.unlink()
    records: list[dict] = []
    install_recorder(out_dir, records)
    namespace = {"__name__": "__main__", "spark": spark, "sc": spark.sparkContext}
    cells = cells_of(json.loads(notebook_path.read_text()))
    os.chdir(work_dir)
    for index, cell in enumerate(cells):
        if cell.get("cell_type") != "code":
            continue
        source = source_of(cell)
        if index in skip:
            print(f"[cell {index}] skipped: {skip[index]}")
            continue
        if source.lstrip().startswith("%%"):
            print(f"[cell {index}] skipped: cell magic")
            continue
        lines = ["" if line.lstrip().startswith(("!", "%")) else line for line in source.split("\n")]
        source = "\n".join(lines)
        if python2:
            source = py2_prints(source)
        try:
            code = compile(source, f"<cell {index}>", "exec")
            exec(code, namespace)
        except Exception:  # keep going, as "run all" with errors allowed
            print(f"[cell {index}] raised:\n{traceback.format_exc(limit=3)}")
    (out_dir / "index.json").write_text(json.dumps(records, indent=1) + "\n")
    return records


def local_session(app: str, conf: dict[str, str]):
    from pyspark.sql import SparkSession

    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("TZ", "UTC")
    builder = (SparkSession.builder.master("local[1]").appName(app)
               .config("spark.ui.enabled", "false")
               .config("spark.sql.shuffle.partitions", "4")
               .config("spark.sql.session.timeZone", "UTC"))
    for key, value in conf.items():
        builder = builder.config(key, value)
    return builder.getOrCreate()


def write_case(dest: Path, plans: Path, stem: str, *, slug: str, commit: str, script: str, source: str,
               dataframe: str, notes: str) -> None:
    """Copy one record's plans into a case folder and write its case.json (form ipynb)."""
    import shutil

    dest.mkdir(parents=True, exist_ok=True)
    for mode in ("formatted", "simple"):
        shutil.copy(plans / f"{stem}.{mode}.txt", dest / f"plan.{mode}.txt")
    case = {"repo": f"../../repos/{slug}", "commit": commit, "index_root": "", "script": script,
            "dataframe": dataframe, "notes": notes, "form": "ipynb", "source": source}
    (dest / "case.json").write_text(json.dumps(case, indent=2) + "\n")
