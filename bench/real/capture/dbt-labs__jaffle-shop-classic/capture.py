"""Capture the plans of dbt-labs/jaffle-shop-classic's models with local Spark SQL.

    cd /work/main && .venv/bin/python bench/real/capture/dbt-labs__jaffle-shop-classic/capture.py

Seeds are the repository's own CSVs; everything lives in database `analytics` (the project refs
its seeds, so seeds and models share one schema). The plans of the cases go into
bench/real/{dev,heldout}/<case>/ with their case.json.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import dbtrun  # noqa: E402

REAL = HERE.parent.parent
REPO = REAL / "repos" / "dbt-labs__jaffle-shop-classic"
COMMIT = "fd7bfacae4f497ff044a6a0275268676bf1b64c3"
WORK = Path("/tmp/codemap_real_dbt/classic")
# case -> (split, model, runtime SQL settings)
CASES = {
    "dbt_classic_customers": ("heldout", "customers", {"spark.sql.autoBroadcastJoinThreshold": "-1"}),
    "dbt_classic_orders": ("dev", "orders", {}),
}


def main() -> None:
    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)
    spark = dbtrun.local_session("jaffle-shop-classic", WORK / "warehouse", {})
    spark.sql("create database if not exists analytics")
    project = dbtrun.Project(REPO, model_schema="analytics", source_schema="analytics")
    dbtrun.capture_cases(spark, project, CASES, REAL, WORK,
                         {"repo": f"../../repos/{REPO.name}", "commit": COMMIT, "source": "dbt-labs/jaffle-shop-classic"},
                         "Seeds loaded from the repo's CSVs as parquet tables, staging models built as views "
                         "and marts as parquet tables (dbt_project.yml), in refs order, in database analytics "
                         "(in-memory catalog). Jinja rendered by capture/dbt-labs__jaffle-shop-classic/dbtrun.py.")
    spark.stop()


if __name__ == "__main__":
    main()
