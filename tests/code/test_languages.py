"""The code index in every form: a multi-module Python project, Scala, Java, notebooks, a dbt model,
plus scope, dry run, incremental reuse and the knowledge map. Fixtures: tests/fixtures/code/."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
from pathlib import Path

import duckdb
import pandas as pd
import pytest

from codemap_pipeline.code import indexer
from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.code.scope import IndexOptions, list_files

FIXTURES = Path(__file__).parents[1] / "fixtures" / "code"


def _sites(sites, **where):
    return [s for s in sites if all(getattr(s, k) == v for k, v in where.items())]


def _one(sites, **where) -> SparkSite:
    found = _sites(sites, **where)
    assert len(found) == 1, (where, found)
    return found[0]


def _flow(sites):
    """Each site's inputs as (file name, line, method) of the feeding sites."""
    by_id = {s.site_id: s for s in sites}
    return {s.site_id: [(by_id[i].file.rsplit("/", 1)[-1], by_id[i].line_start, by_id[i].method) for i in s.inputs]
            for s in sites}


# --- Python across modules ----------------------------------------------------------------------

@pytest.fixture(scope="module")
def shop():
    return index_repository(FIXTURES / "pyproject")


def test_dataflow_follows_return_values_and_arguments_across_modules(shop):
    _, _, _, sites = shop
    flow = _flow(sites)
    read = _one(sites, method="read.parquet")
    assert (read.file, read.line_start, read.paths) == ("shop/io.py", 6, ["/data/shop/orders"])
    # completed_orders(read_orders(spark)): the filter inside gets the read inside read_orders
    assert flow[_one(sites, method="filter").site_id] == [("io.py", 6, "read.parquet")]
    # ... and the caller's join gets that filter and the other helper's table read
    join = _one(sites, method="join")
    assert flow[join.site_id] == [("cleaning.py", 6, "filter"), ("io.py", 10, "spark.table")]
    assert flow[_one(sites, method="groupBy").site_id] == [("jobs.py", 13, "join")]


def test_spark_sql_built_from_pieces_gives_a_site_per_clause_on_its_line(shop):
    _, _, _, sites = shop
    clauses = _sites(sites, symbol="shop.jobs.recent_orders")
    assert [(s.kind, s.method, s.line_start) for s in clauses] == [
        ("read", "SQL FROM", 21), ("filter", "SQL WHERE", 22), ("project", "SQL SELECT", 20),
        ("sql", "spark.sql", 24),
    ]
    read, where, select, statement = clauses
    assert read.tables == ["orders"]
    assert (where.columns, where.literals) == (["order_date"], ["2024-01-01"])   # imported constant
    assert select.columns == ["customer_id", "amount"]
    flow = _flow(sites)
    # FROM orders reads the temp view registered from read_orders(spark)
    assert flow[read.site_id] == [("io.py", 6, "read.parquet")]
    assert flow[where.site_id] == [("jobs.py", 21, "SQL FROM")]
    assert flow[statement.site_id] == [("jobs.py", 20, "SQL SELECT")]
    assert {s.language for s in clauses} == {"sql", "python"}


# --- Scala and Java ----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def jvm():
    return index_repository(FIXTURES / "jvm")


def test_scala_symbols_with_spans_and_docs(jvm):
    files, symbols, links, _ = jvm
    assert {f.path: (f.language, f.parse_error) for f in files} == {
        "src/main/java/retail/TopCustomers.java": ("java", None),
        "src/main/scala/retail/SalesJob.scala": ("scala", None),
    }
    scala = {s.qualname: (s.kind, s.line_start, s.line_end) for s in symbols if s.file.endswith(".scala")}
    assert scala == {
        "src/main/scala/retail/SalesJob.scala": ("module", 1, 39),
        "retail.SalesJob": ("object", 8, 31),
        "retail.SalesJob.revenue": ("method", 11, 22),
        "retail.SalesJob.report": ("method", 24, 31),
        "retail.Job": ("trait", 33, 33),
        "retail.Job.run": ("method", 33, 33),
        "retail.DailyJob": ("class", 35, 39),
        "retail.DailyJob.run": ("method", 36, 38),
    }
    obj = next(s for s in symbols if s.qualname == "retail.SalesJob")
    assert obj.docstring == "Revenue by country, written the Scala way."
    revenue = next(s for s in symbols if s.qualname == "retail.SalesJob.revenue")
    assert revenue.signature == "def revenue(spark: SparkSession): DataFrame"
    ids = {s.symbol_id: s.qualname for s in symbols}
    edges = {(ids.get(l.src_id), l.kind, ids.get(l.dst, l.dst)) for l in links if l.resolved}
    assert ("retail.DailyJob", "inherits", "retail.Job") in edges
    assert ("retail.DailyJob.run", "calls", "retail.SalesJob.revenue") in edges


def test_scala_sites_names_and_dataflow(jvm):
    _, _, _, sites = jvm
    scala = [s for s in sites if s.language in ("scala", "sql") and s.file.endswith(".scala")]
    assert [(s.kind, s.method, s.line_start) for s in scala] == [
        ("read", "read.parquet", 13), ("read", "spark.table", 14), ("filter", "filter", 15),
        ("join", "join", 16), ("window", "withColumn", 19), ("aggregate", "groupBy", 20),
        ("aggregate", "agg", 21),
        ("read", "SQL FROM", 27), ("filter", "SQL WHERE", 28), ("aggregate", "SQL GROUP BY", 29),
        ("project", "SQL SELECT", 26), ("sql", "spark.sql", 25),
        ("write", "write.parquet", 37),
    ]
    by = {s.method: s for s in scala}
    assert by["read.parquet"].paths == ["/data/retail/orders"]             # a val constant
    assert by["spark.table"].tables == ["crm.customers"]
    assert (by["filter"].columns, by["filter"].literals) == (["status", "amount"], ["paid", "10"])  # $"c", 'c
    assert (by["join"].columns, by["join"].join_how) == (["customer_id"], "left")
    assert (by["withColumn"].columns, by["withColumn"].aliases) == (["country", "amount"], ["rank"])  # from val w
    assert by["withColumn"].functions == ["row_number", "desc"]   # val w orders by amount.desc
    assert (by["agg"].columns, by["agg"].aliases, by["agg"].functions) == (["amount"], ["revenue"], ["sum"])
    assert by["groupBy"].columns == ["country"]                             # col("c")
    flow = _flow(scala)
    assert flow[by["join"].site_id] == [("SalesJob.scala", 15, "filter"), ("SalesJob.scala", 14, "spark.table")]
    assert flow[by["groupBy"].site_id] == [("SalesJob.scala", 19, "withColumn")]
    # SalesJob.revenue(spark).write...: the method's result flows into the write
    assert flow[by["write.parquet"].site_id] == [("SalesJob.scala", 21, "agg")]
    assert by["write.parquet"].paths == ["/warehouse/revenue"]


def test_java_sites_names_and_dataflow(jvm):
    _, symbols, _, sites = jvm
    java = {s.qualname: (s.kind, s.line_start, s.line_end) for s in symbols if s.file.endswith(".java")}
    assert java["retail.TopCustomers"] == ("class", 10, 27)
    assert java["retail.TopCustomers.build"] == ("method", 13, 24)
    assert java["retail.TopCustomers.Step"] == ("interface", 26, 26)
    found = [s for s in sites if s.file.endswith(".java")]
    assert [(s.kind, s.method, s.line_start) for s in found] == [
        ("read", "read.load", 14), ("read", "read.parquet", 15), ("filter", "where", 17),
        ("aggregate", "groupBy", 18), ("aggregate", "agg", 19), ("join", "join", 21),
        ("sort", "orderBy", 22), ("limit", "limit", 23),
    ]
    by = {s.method: s for s in found}
    assert (by["read.load"].paths, by["read.load"].literals) == (["/data/retail/orders"], ["parquet"])
    assert by["read.parquet"].paths == ["/data/retail/customers"]            # static final String
    assert (by["where"].columns, by["where"].literals) == (["status"], ["complete"])
    assert (by["join"].columns, by["join"].join_how) == (["customer_id"], "left_outer")
    assert by["limit"].literals == ["10"]
    flow = _flow(found)
    assert flow[by["join"].site_id] == [("TopCustomers.java", 19, "agg"), ("TopCustomers.java", 15, "read.parquet")]


# --- Scala and Java dataflow across methods and files ------------------------------------------

@pytest.fixture(scope="module")
def jvmflow():
    return index_repository(FIXTURES / "jvmflow")


def test_scala_dataflow_follows_arguments_and_results_across_files(jvmflow):
    _, _, _, sites = jvmflow
    flow = _flow(sites)
    at = {(s.file.rsplit("/", 1)[-1], s.line_start, s.method): s.site_id for s in sites}
    # RevenueJob: Cleaning.load(spark) -> Cleaning.paidOnly(orders): the filter inside paidOnly reads
    # what load returns, in another file, through the argument it is given
    assert flow[at["Cleaning.scala", 11, "filter"]][0] == ("Cleaning.scala", 8, "read.parquet")
    # summarize(paid), a private method of the same object: its groupBy gets paidOnly's result
    assert flow[at["RevenueJob.scala", 17, "groupBy"]] == [("Cleaning.scala", 11, "filter")]
    # ... and what summarize returns (both branches of its if) is what the caller writes
    assert flow[at["RevenueJob.scala", 12, "write.parquet"]] == [
        ("Cleaning.scala", 11, "filter"), ("RevenueJob.scala", 17, "agg")]
    # TotalsJob: `import retail.etl.Cleaning._` then withTotals(minAmount = 5, df = spark.table(...)):
    # a named argument reaches the parameter, the method's last expression comes back to the caller
    assert flow[at["Cleaning.scala", 14, "where"]] == [("TotalsJob.scala", 8, "spark.table")]
    assert flow[at["Cleaning.scala", 15, "withColumn"]] == [("Cleaning.scala", 14, "where")]
    assert flow[at["TotalsJob.scala", 9, "orderBy"]] == [("Cleaning.scala", 15, "withColumn")]
    assert flow[at["TotalsJob.scala", 10, "write.saveAsTable"]] == [("TotalsJob.scala", 9, "orderBy")]
    assert not any(i.startswith("@") for s in sites for i in s.inputs)


def test_scala_dataflow_through_transform_and_match(jvmflow):
    _, _, _, sites = jvmflow
    flow = _flow(sites)
    at = {(s.file.rsplit("/", 1)[-1], s.line_start, s.method): s.site_id for s in sites}
    # spark.table(...).transform(Cleaning.paidOnly): the table is paidOnly's argument ...
    assert flow[at["Cleaning.scala", 11, "filter"]] == [
        ("Cleaning.scala", 8, "read.parquet"), ("StepsJob.scala", 13, "spark.table")]
    # ... its result is pick's argument; pick returns it from one case and limits it in the other
    assert flow[at["StepsJob.scala", 9, "limit"]] == [("Cleaning.scala", 11, "filter")]
    assert flow[at["StepsJob.scala", 14, "distinct"]] == [("Cleaning.scala", 11, "filter"), ("StepsJob.scala", 9, "limit")]


def test_java_dataflow_through_static_and_this_calls(jvmflow):
    _, _, _, sites = jvmflow
    flow = _flow(sites)
    at = {(s.file.rsplit("/", 1)[-1], s.line_start, s.method): s.site_id for s in sites}
    # Helpers.clean(raw, true) (imported class, static method): both returns inside clean read `raw`
    assert flow[at["Helpers.java", 11, "dropDuplicates"]] == [("Activity.java", 10, "read.json")]
    assert flow[at["Helpers.java", 13, "filter"]] == [("Activity.java", 10, "read.json")]
    # this.perUser(clean): the parameter gets both of clean's return values
    assert flow[at["Activity.java", 16, "groupBy"]] == [
        ("Helpers.java", 11, "dropDuplicates"), ("Helpers.java", 13, "filter")]


def test_a_jvm_file_indexed_alone_resolves_its_own_methods_only():
    from codemap_pipeline.code.jvm_index import index_file
    from codemap_pipeline.code.model import FileContext

    path = "src/main/scala/retail/jobs/RevenueJob.scala"
    index = index_file(path, (FIXTURES / "jvmflow" / path).read_bytes(), FileContext("scala"))
    code_file, sites = index.code_file, index.sites
    flow = _flow(sites)
    by = {s.method: s for s in sites}
    assert flow[by["write.parquet"].site_id] == [("RevenueJob.scala", 17, "agg")]   # summarize, same file
    assert by["groupBy"].inputs == []               # Cleaning.paidOnly lives elsewhere: nothing yet
    facts = json.loads(code_file.facts)             # ... but the file says what to look for
    assert [c["candidates"][0] for c in facts["calls"].values()][:2] == [
        "retail.etl.Cleaning.load", "retail.etl.Cleaning.paidOnly"]


def test_incremental_jvm_dataflow_follows_a_changed_helper(tmp_path: Path):
    root = tmp_path / "repo"
    shutil.copytree(FIXTURES / "jvmflow", root)
    first = indexer.run_index(root)
    cleaning = root / "src/main/scala/retail/etl/Cleaning.scala"
    cleaning.write_text(cleaning.read_text().replace('orders.filter(col("status")', 'orders.where(col("status")'))
    second = indexer.run_index(root, previous=first.rows())
    assert second.parsed == ["src/main/scala/retail/etl/Cleaning.scala"] and len(second.reused) == 5
    flow = _flow(second.sites)
    group_by = _one(second.sites, method="groupBy", file="src/main/scala/retail/jobs/RevenueJob.scala")
    assert flow[group_by.site_id] == [("Cleaning.scala", 11, "where")]      # a reused caller, re-resolved
    assert _comparable(second.rows()) == _comparable(indexer.run_index(root).rows())


def test_incremental_jvm_run_orders_a_helper_s_callers_as_a_fresh_run(tmp_path: Path):
    """Reused Scala/Java files are no Python modules: their facts count once, in file order, so a
    helper's parameter lists its callers' sites in the order a fresh run gives."""
    (tmp_path / "Util.java").write_text(
        "class Util {\n  static Dataset<Row> clean(Dataset<Row> df) {\n    return df.withColumn(\"x\", col(\"a\"));\n  }\n}\n")
    for name in ("A", "B", "C"):
        (tmp_path / f"{name}.java").write_text(
            f"class {name} {{\n  void run(SparkSession spark) {{\n"
            f"    Util.clean(spark.read().parquet(\"/{name.lower()}\")).show();\n  }}\n}}\n")
    first = indexer.run_index(tmp_path)
    (tmp_path / "A.java").write_text((tmp_path / "A.java").read_text() + "// edited\n")
    second = indexer.run_index(tmp_path, previous=first.rows())
    assert second.parsed == ["A.java"]
    paths = {s.site_id: s.paths for s in second.sites}
    helper = _one(second.sites, method="withColumn")
    assert [paths[i] for i in helper.inputs] == [["/a"], ["/b"], ["/c"]]
    assert _comparable(second.rows()) == _comparable(indexer.run_index(tmp_path).rows())


# --- RDD and typed Dataset calls in Scala and Java ----------------------------------------------

@pytest.fixture(scope="module")
def rdd():
    return index_repository(FIXTURES / "rdd")


def test_scala_rdd_and_typed_dataset_sites_name_what_their_functions_read(rdd):
    _, _, _, sites = rdd
    scala = [s for s in sites if s.file == "Spend.scala"]
    assert [(s.kind, s.method, s.line_start) for s in scala] == [
        ("read", "read.parquet", 15), ("filter", "filter", 16), ("rdd", "map", 17), ("rdd", "map", 18),
        ("rdd", "reduce", 18), ("rdd", "sc.textFile", 19), ("rdd", "map", 19), ("rdd", "reduceByKey", 20),
        ("read", "toDF", 20), ("rdd", "toDF", 20), ("rdd", "map", 21),
    ]
    flt, typed_map, rdd_map, reduce, text, parse, by_key, scan, to_df, case_map = scala[1:]
    assert (flt.columns, flt.literals) == (["status"], ["paid"])          # o => o.status == "paid"
    assert typed_map.columns == ["userId", "amount"]                      # o => (o.userId, o.amount)
    assert rdd_map.columns == ["amount"]                                  # orders.rdd.map(_.amount)
    assert (text.paths, parse.functions) == (["/logs/spend.csv"], ["parseLine"])
    assert (to_df.columns, to_df.aliases) == (["user_id", "total"], ["user_id", "total"])
    assert case_map.literals == ["2"]
    flow = _flow(scala)
    assert flow[typed_map.site_id] == [("Spend.scala", 16, "filter")]
    assert flow[rdd_map.site_id] == [("Spend.scala", 15, "read.parquet")]    # .as[Order].rdd: the same rows
    assert flow[reduce.site_id] == [("Spend.scala", 18, "map")]
    # rdd.toDF: a scan of the RDD's objects, then their serializer into rows
    assert flow[scan.site_id] == [("Spend.scala", 20, "reduceByKey")]
    assert flow[to_df.site_id] == [("Spend.scala", 20, "toDF")]


def test_java_typed_map_reads_row_getters(rdd):
    _, _, _, sites = rdd
    java = [s for s in sites if s.file == "Spend.java"]
    assert [(s.kind, s.method, s.line_start) for s in java] == [("read", "read.parquet", 11), ("rdd", "map", 12)]
    assert java[1].columns == ["user_id", "amount"]                       # r.getAs("user_id"), cast lambda
    assert _flow(java)[java[1].site_id] == [("Spend.java", 11, "read.parquet")]


# --- notebooks and dbt --------------------------------------------------------------------------

@pytest.fixture(scope="module")
def notebooks():
    return index_repository(FIXTURES / "notebooks")


def test_jupyter_sites_carry_cell_and_line_in_cell(notebooks):
    files, symbols, _, sites = notebooks
    assert {f.path: (f.language, f.parse_error) for f in files} == {
        "explore_databricks.py": ("notebook", None), "orders.ipynb": ("notebook", None)}
    found = [s for s in sites if s.file == "orders.ipynb"]
    assert [(s.cell, s.cell_line_start, s.kind, s.method) for s in found] == [
        (1, 3, "read", "read.parquet"), (1, 6, "filter", "where"), (1, 7, "aggregate", "groupBy"),
        (1, 8, "aggregate", "agg"),
        (3, 3, "read", "SQL FROM"), (3, 2, "project", "SQL SELECT"), (3, 4, "sort", "SQL ORDER BY"),
        (3, 2, "limit", "SQL display"),   # the notebook shows the %%sql cell's rows
        (3, 1, "sql", "spark.sql"),
    ]
    lines = (FIXTURES / "notebooks" / "orders.ipynb").read_text().splitlines()
    read = found[0]
    assert "spark.read.parquet" in lines[read.line_start - 1]     # the line in the .ipynb file too
    flow = _flow(found)
    assert flow[found[4].site_id] == [("orders.ipynb", 23, "agg")]  # %%sql FROM a temp view of cell 1
    assert next(s for s in symbols if s.file == "orders.ipynb").qualname == "orders"


def test_databricks_cells_and_magic_sql(notebooks):
    _, _, _, sites = notebooks
    found = [s for s in sites if s.file == "explore_databricks.py"]
    assert [(s.cell, s.cell_line_start, s.line_start, s.kind, s.method) for s in found] == [
        (1, 1, 6, "read", "read.parquet"), (1, 2, 7, "filter", "filter"),
        (3, 3, 19, "read", "SQL FROM"), (3, 4, 20, "aggregate", "SQL GROUP BY"),
        (3, 2, 18, "project", "SQL SELECT"), (3, 2, 18, "limit", "SQL display"), (3, 1, 17, "sql", "spark.sql"),
    ]
    agg = found[3]
    assert (agg.columns, agg.aliases, agg.functions) == (["country", "amount"], ["revenue"], ["sum"])
    assert _flow(found)[found[2].site_id] == [("explore_databricks.py", 7, "filter")]


def test_dbt_model_with_jinja_gives_clause_sites(tmp_path: Path):
    files, symbols, _, sites = index_repository(FIXTURES / "dbt")
    assert files[0].parse_error is None and files[0].language == "sql"
    assert (symbols[0].qualname, symbols[0].docstring) == (
        "models.customer_revenue", "Revenue per customer segment, from completed orders.")
    assert [(s.kind, s.method, s.line_start) for s in sites] == [
        ("read", "SQL FROM", 6), ("filter", "SQL WHERE", 7), ("project", "SQL SELECT", 5),
        ("read", "SQL JOIN", 14), ("join", "SQL JOIN", 14), ("aggregate", "SQL GROUP BY", 16),
        ("filter", "SQL HAVING", 17), ("project", "SQL SELECT", 10), ("sort", "SQL ORDER BY", 18),
        ("limit", "SQL LIMIT", 19),
    ]
    assert sites[0].tables == ["stg_orders"] and sites[3].tables == ["crm.customers"]   # ref(), source()
    assert sites[2].aliases == ["completed"]                                            # the CTE
    join = sites[4]
    assert (join.columns, join.join_how) == (["customer_id"], "inner")
    assert _flow(sites)[join.site_id] == [("customer_revenue.sql", 5, "SQL SELECT"), ("customer_revenue.sql", 14, "SQL JOIN")]
    assert (sites[5].columns, sites[5].functions) == (["segment", "amount"], ["sum"])
    assert sites[-1].literals == ["20"]


def test_files_that_do_not_parse_are_recorded_in_every_language(tmp_path: Path):
    (tmp_path / "Bad.scala").write_text("object Bad { def x( = }\n")
    (tmp_path / "Bad.java").write_text("class Bad { void f( }\n")
    (tmp_path / "bad.sql").write_text("SELECT FROM WHERE (\n")
    (tmp_path / "bad.ipynb").write_text("{not json")
    (tmp_path / "bad.py").write_text("def f(:\n")
    (tmp_path / "ok.py").write_text("x = 1\n")
    files, symbols, _, sites = index_repository(tmp_path)
    errors = {f.path: f.parse_error for f in files}
    assert errors["ok.py"] is None
    assert errors["Bad.scala"].startswith("syntax error at line 1")
    assert errors["Bad.java"].startswith("syntax error at line 1")
    assert errors["bad.sql"].startswith("sqlglot could not parse")
    assert errors["bad.ipynb"].startswith("NotebookError")
    assert errors["bad.py"].startswith("SyntaxError")
    assert {s.file for s in symbols} <= {"ok.py", "bad.sql"} and sites == []


# --- scope, dry run, incremental ---------------------------------------------------------------

def test_scope_globs_size_limit_and_symlinks(tmp_path: Path, tmp_path_factory):
    for rel in ["app/job.py", "app/Job.scala", "app/q.sql", "target/gen.scala", "node_modules/x.py",
                ".venv/lib/y.py", "app/generated/z.py", "docs/readme.md", "big/huge.py"]:
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x = 1\n")
    (tmp_path / "big" / "huge.py").write_text("x = 1\n" * 1000)
    outside = tmp_path_factory.mktemp("outside")
    (outside / "secret.py").write_text("")
    os.symlink(outside / "secret.py", tmp_path / "app" / "link.py")
    assert [e.rel for e in list_files(tmp_path)] == ["app/Job.scala", "app/job.py", "app/q.sql", "big/huge.py"]
    only_python = IndexOptions(include=("app/**/*.py",), max_file_bytes=100)
    assert [e.rel for e in list_files(tmp_path, only_python)] == ["app/job.py"]
    files, *_ = index_repository(tmp_path, options=IndexOptions(max_file_bytes=100))
    huge = next(f for f in files if f.path == "big/huge.py")
    assert huge.parse_error.startswith("skipped: 6000 bytes is over the 100 byte limit")


def test_dry_run_estimates_without_indexing():
    report = indexer.dry_run(FIXTURES)
    assert report["by_language"] == {"java": 7, "scala": 11, "sql": 1, "notebook": 2, "python": 6}
    assert report["files"] == 27 and report["too_large"] == []
    assert report["estimated_symbols"] >= 20 and report["estimated_sites"] >= 40
    assert report["estimated_embedding_seconds"] == round(report["estimated_embedding_items"] / 100.0, 1)


def test_incremental_reparses_only_changed_files(tmp_path: Path):
    shutil.copytree(FIXTURES, tmp_path / "repo")
    root = tmp_path / "repo"
    first = indexer.run_index(root)
    assert len(first.parsed) == 27 and first.reused == []
    again = indexer.run_index(root, previous=first.rows())
    assert again.parsed == [] and len(again.reused) == 27
    assert _comparable(again.rows()) == _comparable(first.rows())

    cleaning = root / "pyproject" / "shop" / "cleaning.py"
    cleaning.write_text(cleaning.read_text().replace('"complete"', '"shipped"'))
    third = indexer.run_index(root, previous=first.rows())
    assert third.parsed == ["pyproject/shop/cleaning.py"] and len(third.reused) == 26
    fresh = indexer.run_index(root)
    assert _comparable(third.rows()) == _comparable(fresh.rows())      # same rows as a full run
    flt = _one(third.sites, method="filter", file="pyproject/shop/cleaning.py")
    assert flt.literals == ["shipped"] and flt.inputs           # dataflow into a re-parsed file still resolved

    # a Scala job changes: only it is parsed
    scala = root / "jvm" / "src" / "main" / "scala" / "retail" / "SalesJob.scala"
    scala.write_text(scala.read_text().replace('"paid"', '"settled"'))
    fifth = indexer.run_index(root, previous=third.rows())
    assert fifth.parsed == ["jvm/src/main/scala/retail/SalesJob.scala"] and len(fifth.reused) == 26
    assert _one(fifth.sites, method="filter", file=scala.relative_to(root).as_posix()).literals == ["settled", "10"]
    scala.write_text(scala.read_text().replace('"settled"', '"paid"'))

    # a constant changes: the files importing it are parsed again (their names fold it)
    config = root / "pyproject" / "shop" / "config.py"
    config.write_text(config.read_text().replace("2024-01-01", "2025-06-01"))
    fourth = indexer.run_index(root, previous=third.rows())
    assert fourth.parsed == ["pyproject/shop/config.py", "pyproject/shop/io.py", "pyproject/shop/jobs.py"]
    where = _one(fourth.sites, method="SQL WHERE", file="pyproject/shop/jobs.py")
    assert where.literals == ["2025-06-01"]
    # the previous rows given in were not changed by the run
    assert _one(third.sites, method="SQL WHERE", file="pyproject/shop/jobs.py").literals == ["2024-01-01"]


def _comparable(rows):
    files, symbols, links, sites = rows
    return ([(f.path, f.content_hash, f.parse_error) for f in files], [dataclasses.asdict(s) for s in symbols],
            [dataclasses.asdict(l) for l in links], [dataclasses.asdict(s) for s in sites])


def test_spark_sites_table_answers_sql_by_kind_file_and_name(shop, jvm):
    frame = pd.DataFrame([dataclasses.asdict(s) for s in shop[3] + jvm[3]])
    con = duckdb.connect()
    con.register("spark_sites", frame)
    rows = con.execute(
        "select file, line_start, method from spark_sites "
        "where kind = 'filter' and list_contains(columns, 'status') order by file").fetchall()
    assert rows == [("shop/cleaning.py", 6, "filter"), ("src/main/java/retail/TopCustomers.java", 17, "where"),
                    ("src/main/scala/retail/SalesJob.scala", 15, "filter"),
                    ("src/main/scala/retail/SalesJob.scala", 28, "SQL WHERE")]
