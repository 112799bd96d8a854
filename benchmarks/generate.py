"""Deterministic synthetic PySpark repositories for the speed benchmark.

`generate_repo(root, files, seed)` writes `files` Python modules: a few shared helper modules
(`<pkg>/common/*.py`: readers, cleaning rules, UDFs, constants) and job modules built from templates
that read tables, filter, add columns, join, aggregate, use windows, run `spark.sql(...)` strings and
write results, with names and columns drawn from TPC-DS/TPC-H-like vocabularies (so the real plans
of the benchmark find plausible candidates everywhere: the mapper's worst case), and commits them as
a git repository. `touch_commit(root, share, seed)` changes a share of the job modules and commits.
"""

from __future__ import annotations

import os
import random
import subprocess
from pathlib import Path

TABLES = {
    "store_sales": ["ss_sold_date_sk", "ss_item_sk", "ss_customer_sk", "ss_store_sk", "ss_quantity",
                    "ss_sales_price", "ss_ext_sales_price", "ss_net_profit", "ss_ticket_number", "ss_list_price"],
    "catalog_sales": ["cs_sold_date_sk", "cs_item_sk", "cs_bill_customer_sk", "cs_quantity", "cs_sales_price",
                      "cs_ext_sales_price", "cs_net_profit", "cs_order_number", "cs_list_price"],
    "web_sales": ["ws_sold_date_sk", "ws_item_sk", "ws_bill_customer_sk", "ws_quantity", "ws_sales_price",
                  "ws_ext_sales_price", "ws_net_profit", "ws_order_number"],
    "item": ["i_item_sk", "i_item_id", "i_brand_id", "i_brand", "i_class_id", "i_category_id", "i_category",
             "i_manufact_id", "i_current_price", "i_product_name"],
    "customer": ["c_customer_sk", "c_customer_id", "c_first_name", "c_last_name", "c_birth_country",
                 "c_current_addr_sk", "c_email_address"],
    "date_dim": ["d_date_sk", "d_year", "d_moy", "d_qoy", "d_date", "d_week_seq", "d_day_name"],
    "store": ["s_store_sk", "s_store_id", "s_store_name", "s_state", "s_county", "s_city"],
    "customer_address": ["ca_address_sk", "ca_state", "ca_city", "ca_county", "ca_zip", "ca_country"],
    "orders": ["o_orderkey", "o_custkey", "o_orderstatus", "o_totalprice", "o_orderdate", "o_orderpriority"],
    "lineitem": ["l_orderkey", "l_partkey", "l_suppkey", "l_quantity", "l_extendedprice", "l_discount",
                 "l_tax", "l_returnflag", "l_linestatus", "l_shipdate"],
    "events": ["event_id", "user_id", "session_id", "event_type", "event_ts", "country", "device", "amount"],
    "users": ["user_id", "signup_ts", "country", "plan", "email", "is_active"],
}
JOINS = [("store_sales", "item", "ss_item_sk", "i_item_sk"), ("store_sales", "date_dim", "ss_sold_date_sk", "d_date_sk"),
         ("store_sales", "customer", "ss_customer_sk", "c_customer_sk"), ("store_sales", "store", "ss_store_sk", "s_store_sk"),
         ("catalog_sales", "item", "cs_item_sk", "i_item_sk"), ("catalog_sales", "date_dim", "cs_sold_date_sk", "d_date_sk"),
         ("web_sales", "item", "ws_item_sk", "i_item_sk"), ("web_sales", "date_dim", "ws_sold_date_sk", "d_date_sk"),
         ("customer", "customer_address", "c_current_addr_sk", "ca_address_sk"),
         ("lineitem", "orders", "l_orderkey", "o_orderkey"), ("events", "users", "user_id", "user_id")]
DOMAINS = ["sales", "marketing", "finance", "inventory", "growth", "risk", "supply", "ops", "retention", "pricing"]
VERBS = ["daily", "weekly", "monthly", "top", "rolling", "cohort", "segment", "regional", "channel", "brand"]
NOUNS = ["revenue", "profit", "customers", "orders", "returns", "margin", "baskets", "stores", "items", "visits"]
AGGS = ["sum", "avg", "max", "min", "count"]
HOWS = ["inner", "inner", "inner", "left", "left_semi", "left_anti"]


def _q(name: str) -> str:
    return f'"{name}"'


class _Gen:
    def __init__(self, seed: int, package: str):
        self.rng = random.Random(seed)
        self.package = package

    def pick(self, seq):
        return self.rng.choice(seq)

    def numeric(self, table: str) -> list[str]:
        return [c for c in TABLES[table] if any(k in c for k in ("price", "profit", "quantity", "amount", "discount",
                                                                  "tax", "total", "year", "moy"))] or TABLES[table][:1]

    def job(self, index: int) -> str:
        rng = self.rng
        fact, dim, left_key, right_key = self.pick(JOINS)
        name = f"{self.pick(VERBS)}_{self.pick(NOUNS)}_{index}"
        group = rng.sample(TABLES[dim][1:] or TABLES[dim], k=min(2, max(1, len(TABLES[dim]) - 1)))
        measure = self.pick(self.numeric(fact))
        other = self.pick(self.numeric(fact))
        agg = self.pick(AGGS)
        alias = f"{agg}_{measure}_{index % 97}"
        threshold = rng.randint(1, 500)
        year = rng.randint(1998, 2003)
        how = self.pick(HOWS)
        out_path = f"s3://warehouse/{self.pick(DOMAINS)}/{name}"
        lines = [
            f'"""{name.replace("_", " ").title()}: {agg} of {measure} by {", ".join(group)} ({fact} joined to {dim})."""',
            "",
            "from pyspark.sql import DataFrame, SparkSession, Window",
            "from pyspark.sql import functions as F",
            "",
            f"from {self.package}.common import cleaning, readers",
            f"from {self.package}.common.config import MIN_QUANTITY, START_YEAR",
            "",
            f"JOB_NAME = {_q(name)}",
            f"OUTPUT = {_q(out_path)}",
            "",
            "",
            f"def load_{fact}(spark: SparkSession) -> DataFrame:",
            f'    """Rows of {fact} worth reporting."""',
            f"    df = spark.read.parquet(readers.table_path({_q(fact)}))",
            f"    return df.filter(F.col({_q(measure)}) > {threshold}).withColumn({_q(f'{measure}_x2')}, F.col({_q(measure)}) * 2)",
            "",
            "",
            f"def load_{dim}(spark: SparkSession) -> DataFrame:",
            f"    return spark.table({_q(dim)}).select({', '.join(_q(c) for c in [TABLES[dim][0], *group])})",
            "",
            "",
            f"def build(spark: SparkSession) -> DataFrame:",
            f"    facts = load_{fact}(spark)",
            f"    dims = load_{dim}(spark)",
            f"    joined = facts.join(dims, facts[{_q(left_key)}] == dims[{_q(right_key)}], {_q(how if how in ('inner', 'left') else 'inner')})",
            "    result = (",
            "        joined",
            f"        .groupBy({', '.join(_q(g) for g in group)})",
            f"        .agg(F.{agg}({_q(measure)}).alias({_q(alias)}), F.count(F.lit(1)).alias({_q('rows_' + str(index % 89))}))",
            f"        .where(F.col({_q(alias)}) > MIN_QUANTITY)",
            "    )",
            "    return result",
            "",
        ]
        if rng.random() < 0.5:
            rank_alias = f"rank_{index % 53}"
            lines += [
                "",
                "def ranked(df: DataFrame) -> DataFrame:",
                f"    window = Window.partitionBy({_q(group[0])}).orderBy(F.col({_q(alias)}).desc())",
                f"    return df.withColumn({_q(rank_alias)}, F.row_number().over(window)).filter(F.col({_q(rank_alias)}) <= {rng.randint(3, 20)})",
                "",
            ]
        if rng.random() < 0.6:
            sql_cols = rng.sample(TABLES[fact], k=3)
            lines += [
                "",
                f"def sql_{name}(spark: SparkSession) -> DataFrame:",
                "    return spark.sql(",
                f'        """',
                f"        SELECT {sql_cols[0]}, {sql_cols[1]}, {agg}({other}) AS {agg}_{other}_sql",
                f"        FROM {fact} JOIN date_dim ON {fact.split('_')[0][0]}s_sold_date_sk = d_date_sk" if fact.endswith("_sales")
                else f"        FROM {fact}",
                f"        WHERE {sql_cols[2]} IS NOT NULL" + (f" AND d_year = {year}" if fact.endswith("_sales") else ""),
                f"        GROUP BY {sql_cols[0]}, {sql_cols[1]}",
                f"        HAVING {agg}({other}) > {threshold}",
                f"        ORDER BY {sql_cols[0]} LIMIT {rng.randint(10, 1000)}",
                '        """',
                "    )",
                "",
            ]
        if rng.random() < 0.3:
            lines += [
                "",
                "def union_channels(a: DataFrame, b: DataFrame) -> DataFrame:",
                f"    return a.unionByName(b).distinct().repartition({rng.choice([8, 16, 64, 200])}, {_q(group[0])})",
                "",
            ]
        lines += [
            "",
            "def main(spark: SparkSession) -> None:",
            "    df = build(spark)",
            f"    df = cleaning.non_negative(df, {_q(alias)})",
            "    df = df.filter(F.col(\"" + group[0] + "\").isNotNull()).orderBy(F.col(" + _q(alias) + ").desc())",
            "    df.write.mode(\"overwrite\").parquet(OUTPUT)",
            "",
        ]
        return "\n".join(lines)

    def common(self) -> dict[str, str]:
        return {
            "__init__.py": "",
            "config.py": "MIN_QUANTITY = 10\nSTART_YEAR = 1999\nWAREHOUSE = \"s3://warehouse\"\n",
            "readers.py": (
                '"""Where tables live."""\n\nfrom pyspark.sql import functions as F\n\n'
                f"from {self.package}.common.config import WAREHOUSE\n\n\n"
                "def table_path(name: str) -> str:\n    return f\"{WAREHOUSE}/raw/{name}\"\n\n\n"
                "def read_table(spark, name):\n    return spark.read.parquet(table_path(name))\n"
            ),
            "cleaning.py": (
                '"""Cleaning rules shared by the jobs."""\n\nfrom pyspark.sql import functions as F\n'
                "from pyspark.sql.types import StringType\n\n\n"
                "@F.udf(returnType=StringType())\ndef normalize_state(raw):\n    return raw.strip().upper() if raw else None\n\n\n"
                "def non_negative(df, column):\n    return df.filter(F.col(column) >= 0)\n\n\n"
                "def with_state(df):\n    return df.withColumn(\"state_norm\", normalize_state(F.col(\"ca_state\")))\n"
            ),
        }


def generate_files(files: int, seed: int = 7) -> dict[str, str]:
    """Relative path -> content for a repository of `files` Python files (helpers included)."""
    out: dict[str, str] = {}
    packages = max(1, files // 1000)  # 1,000 files per top-level package, like a monorepo of teams
    helpers = 5 * packages
    jobs = max(files - helpers, 0)
    gens = [_Gen(seed * 1000 + p, f"team{p}") for p in range(packages)]
    for p, gen in enumerate(gens):
        for name, text in gen.common().items():
            out[f"team{p}/common/{name}"] = text
    for i in range(jobs):
        p = i % packages
        gen = gens[p]
        domain = DOMAINS[(i // packages) % len(DOMAINS)]
        out[f"team{p}/jobs/{domain}/job_{i:05d}.py"] = gen.job(i)
    for p in range(packages):
        for domain in DOMAINS:
            if any(k.startswith(f"team{p}/jobs/{domain}/") for k in out):
                out.setdefault(f"team{p}/jobs/{domain}/__init__.py", "")
        out.setdefault(f"team{p}/jobs/__init__.py", "")
        out.setdefault(f"team{p}/__init__.py", "")
    # Trim or pad to exactly `files`: drop surplus jobs from the end, never helpers.
    keys = sorted(out)
    while len(out) > files:
        victim = next(k for k in reversed(keys) if "/jobs/" in k and not k.endswith("__init__.py") and k in out)
        del out[victim]
    return out


def _git(root: Path, *args: str) -> str:
    env = {**os.environ, "GIT_AUTHOR_NAME": "bench", "GIT_AUTHOR_EMAIL": "bench@example.com",
           "GIT_COMMITTER_NAME": "bench", "GIT_COMMITTER_EMAIL": "bench@example.com",
           "GIT_AUTHOR_DATE": "2026-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2026-01-01T00:00:00Z"}
    return subprocess.run(["git", *args], cwd=root, env=env, check=True, capture_output=True, text=True).stdout.strip()


def generate_repo(root: Path, files: int, seed: int = 7) -> str:
    """Write and commit the repository; returns the commit sha."""
    root = Path(root)
    root.mkdir(parents=True, exist_ok=True)
    for rel, text in generate_files(files, seed).items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    _git(root, "init", "-q", "-b", "main")
    _git(root, "add", "-A")
    _git(root, "commit", "-q", "-m", f"{files} generated PySpark modules")
    return _git(root, "rev-parse", "HEAD")


def touch_commit(root: Path, share: float = 0.01, seed: int = 11) -> tuple[str, int]:
    """Change `share` of the job modules (at least one): a new filter threshold and a new column, then
    commit. Returns (commit sha, files changed)."""
    root = Path(root)
    jobs = sorted(p for p in root.rglob("job_*.py"))
    rng = random.Random(seed)
    count = max(1, round(len(jobs) * share))
    for path in rng.sample(jobs, count):
        text = path.read_text()
        text = text.replace("    return result\n",
                            "    result = result.withColumn(\"changed_flag\", F.lit(1))\n    return result\n", 1)
        path.write_text(text)
    _git(root, "add", "-A")
    _git(root, "commit", "-q", "-m", f"change {count} files")
    return _git(root, "rev-parse", "HEAD"), count
