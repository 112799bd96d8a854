"""Our runner, one spark-submit per problem (capture.py starts it from a scratch copy of the repository's root):

    spark-submit run_solution.py easy_level/exercises/04_exercise pyspark sql dbt

It builds the problem's input DataFrames (spark.createDataFrame of make_data.py's rows, in the problem's schema) and
registers each as a temp view under its table name, then runs each asked form of the solution, unchanged, in turn:

- pyspark: imports `solutions/pyspark_solution.py` and calls its `etl(...)` with the inputs (by parameter name);
- sql: runs the text of `solutions/sql_*.sql` with spark.sql (only a trailing `;` dropped);
- dbt: renders `solutions/dbt_solution.sql` as the jaffle-shop capture did, `{{ ref('x') }}` / `{{ source('s', 'x')
  }}` to the relation name `x` (here the temp view), on the same line, and runs it with spark.sql;

and runs one action on the result, `collect()` (in `action` below: every form's collect is at the same line). After
each action, the plans our query-execution listener (../etl2-projects/PlanListener.java) wrote meanwhile are
appended to the file GW_ACTIONS names, with the form and the error if it raised.
"""
from __future__ import annotations

import importlib.util
import json
import os
import re
import sys
import time
from pathlib import Path

from pyspark.sql import SparkSession

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_data  # noqa: E402

PLANS = Path(os.environ["GW_PLANS"])
ACTIONS = Path(os.environ["GW_ACTIONS"])


def stems() -> set:
    return {f.name[:-len(".formatted.txt")] for f in PLANS.glob("*.formatted.txt")} if PLANS.is_dir() else set()


def drain(spark) -> None:
    """Wait until the listener bus has delivered the finished queries to our listener."""
    try:
        spark.sparkContext._jsc.sc().listenerBus().waitUntilEmpty()
    except Exception:  # noqa: BLE001
        time.sleep(1.0)


def action(df):
    return df.collect()


def render_dbt(text: str) -> str:
    text = re.sub(r"\{\{\s*ref\(\s*'([^']+)'\s*\)\s*\}\}", r"\1", text)
    return re.sub(r"\{\{\s*source\(\s*'[^']+'\s*,\s*'([^']+)'\s*\)\s*\}\}", r"\1", text)


def sql_text(path: Path, dbt: bool) -> str:
    text = path.read_text()
    text = render_dbt(text) if dbt else text
    return re.sub(r";\s*$", "", text.rstrip())


def main(exercise: str, forms: list[str]) -> None:
    spark = SparkSession.builder.getOrCreate()
    name = Path(exercise).name
    inputs = {t: spark.createDataFrame(rows, ddl) for t, (ddl, rows) in make_data.tables(name).items()}
    for table, df in inputs.items():
        df.createOrReplaceTempView(table)
    drain(spark)
    solutions = Path(exercise) / "solutions"
    for form in forms:
        before, raised, file = stems(), None, None
        try:
            if form == "pyspark":
                file = solutions / "pyspark_solution.py"
                spec = importlib.util.spec_from_file_location(f"gw_{name}_pyspark_solution", file)
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
                result = module.etl(**{p: inputs[t] for p, t in make_data.PARAMS[name].items()})
            else:
                file = (solutions / "dbt_solution.sql" if form == "dbt"
                        else next(p for p in sorted(solutions.glob("sql_*.sql"))))
                result = spark.sql(sql_text(file, form == "dbt"))
            rows = action(result)
        except Exception as exc:  # noqa: BLE001 - recorded, the next form still runs
            raised, rows = f"{type(exc).__name__}: {str(exc).splitlines()[0][:300]}", None
        drain(spark)
        with ACTIONS.open("a") as fh:
            fh.write(json.dumps({"form": form, "file": str(file), "plans": sorted(stems() - before),
                                 "rows": None if rows is None else len(rows), "raised": raised}) + "\n")
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
