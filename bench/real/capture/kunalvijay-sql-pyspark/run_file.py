"""Our driver, one spark-submit per case (capture.py starts it from the root of a scratch copy of the repository),
the file's repository path, exactly, and the part to run as its argument:

    spark-submit run_file.py 1_Customer_visited_but_no_transactions.sql:sql
    spark-submit run_file.py 1_Customer_visited_but_no_transactions.sql:pyspark
    spark-submit run_file.py 24_Sales_Person.sql:pyspark:result_df

A file of this repository is neither SQL nor Python: a question line (and sometimes the problem's prose), then a
`SQL Code -` line (or `SQL Solution -`, `Sql Code -`) and the SQL solution, then a `Pyspark Code -` line (or
`PySpark Code -`, `Pyspqark Code -`) and the same solution written with the DataFrame API. The driver cuts the file
at those two header lines (`parts()`), as a reader copying one part into a SQL editor or a notebook cell would:

- `sql`: the part's statements (a statement ends at a line ending with `;` or at the end of the part; blank and
  `--`/`#` comment lines around it belong to none), each run with spark.sql, its text unchanged, over temp views of
  the problem's tables (make_data.py), then one action, `collect()`, here in the driver.
- `pyspark`: the part's text, unchanged, compiled as Python under the file's own path with its own line numbers
  (blank lines put in front), and run in a namespace that holds the DataFrames the part reads but never makes
  (make_data.PYSPARK_NAMES: `visits_df`, `Employee`, `df` ...) and `F` (pyspark.sql.functions, which two parts, 10
  and 24, use without importing it, as a notebook session that imported it earlier would have it). Its own actions
  (`result_df.show()`, a `.collect()` in a list comprehension, `.count()`) run at its own lines; a part with no
  action (24) gets one `collect()` of the variable the argument names, here in the driver.

The etl family's action hook (../etl-projects/hooks/sitecustomize.py, on PYTHONPATH) records each action's line in the
file (or none, for the driver's own collect()) and the plans our query-execution listener wrote meanwhile; the
driver adds a line for each part it ran (`{"part": ...}`, with the error if it raised) to the same file.
"""
from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_data  # noqa: E402

ACTIONS = Path(os.environ.get("ETL_CAPTURE_ACTIONS", "/nonexistent"))   # set by capture.py (labels.py imports parts())
SQL_HEAD = re.compile(r"^\s*sql\s+(code|solution)\b", re.I)
PY_HEAD = re.compile(r"^\s*py\w*\s+code\b", re.I)


def _blank(line: str) -> bool:
    s = line.strip()
    return not s or s.startswith("#") or s.startswith("--")


def parts(text: str) -> dict[str, tuple[int, int]]:
    """{"sql": (first line, last line), "pyspark": (...)}: the lines after each header line up to the next header or
    the end of the file (1-based, inclusive; blank lines at both ends left out)."""
    lines = text.split("\n")
    heads = [(i, "sql") for i, l in enumerate(lines) if SQL_HEAD.match(l)] + \
            [(i, "pyspark") for i, l in enumerate(lines) if PY_HEAD.match(l)]
    heads.sort()
    out = {}
    for k, (i, name) in enumerate(heads):
        a, b = i + 1, heads[k + 1][0] if k + 1 < len(heads) else len(lines)
        while a < b and not lines[a].strip():
            a += 1
        while b > a and not lines[b - 1].strip():
            b -= 1
        if a < b:
            out[name] = (a + 1, b)
    return out


def statements(lines: list[str], first: int, last: int) -> list[tuple[int, int, str]]:
    """(first line, last line, text) of each statement of the lines first..last of a file, in file order."""
    out, start = [], first - 1

    def close(a: int, b: int) -> None:
        while a < b and _blank(lines[a]):
            a += 1
        while b > a and _blank(lines[b - 1]):
            b -= 1
        if a < b:
            out.append((a + 1, b, "\n".join(lines[a:b])))

    for i in range(first - 1, last):
        if lines[i].rstrip().endswith(";") and not _blank(lines[i]):
            close(start, i + 1)
            start = i + 1
    close(start, last)
    return out


def mark(**record) -> None:
    with ACTIONS.open("a") as fh:
        fh.write(json.dumps(record) + "\n")


def run_part(spark, path: str, part: str, collect: str | None) -> None:
    import pyspark.sql.functions as F
    for view in spark.catalog.listTables():
        if view.isTemporary:
            spark.catalog.dropTempView(view.name)
    tables = {name: spark.createDataFrame(data, ddl) for name, (ddl, data) in make_data.tables(path).items()}
    text = Path(path).read_text()
    lines = text.split("\n")
    where = parts(text).get(part)
    if where is None:
        mark(part=part, file=path, lines=None, raised="no such part")
        return
    first, last = where
    if part == "sql":
        for name, df in tables.items():
            df.createOrReplaceTempView(name)
        for a, b, sql in statements(lines, first, last):
            try:
                rows = spark.sql(sql).collect()
                mark(part=part, file=path, lines=[a, b], rows=len(rows), raised=None)
            except Exception as exc:  # noqa: BLE001 - recorded, the next statement still runs
                mark(part=part, file=path, lines=[a, b], raised=f"{type(exc).__name__}: {str(exc).splitlines()[0][:300]}")
        return
    names = {"__name__": "__main__", "F": F}
    names.update({g: tables[t] for g, t in make_data.PYSPARK_NAMES[make_data.number(path)].items()})
    code = "\n" * (first - 1) + "\n".join(lines[first - 1:last]) + "\n"
    try:
        exec(compile(code, str(Path(path).resolve()), "exec"), names)
        if collect:
            names[collect].collect()
        mark(part=part, file=path, lines=[first, last], raised=None)
    except Exception as exc:  # noqa: BLE001
        mark(part=part, file=path, lines=[first, last], raised=f"{type(exc).__name__}: {str(exc).splitlines()[0][:300]}")


def main(args: list[str]) -> None:
    from pyspark.sql import SparkSession
    spark = SparkSession.builder.getOrCreate()
    for arg in args:
        path, part, *rest = arg.split(":")
        run_part(spark, path, part, rest[0] if rest else None)
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
