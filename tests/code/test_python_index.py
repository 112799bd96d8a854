"""The Python indexer on a small repository written here: symbols, links and Spark sites."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.code.python_index import index_python_file
from codemap_pipeline.code.scope import list_files
from codemap_pipeline.code.vocabulary import sql_names

CONSTANTS = '''\
"""Where the data lives."""

LAKE = "s3://lake"
ORDERS_PATH = f"{LAKE}/orders"
CUSTOMERS_TABLE = "crm.customers"
'''

COMMON = '''\
"""Helpers the jobs share."""
from pyspark.sql import functions as F
from pyspark.sql.types import StringType

from jobs.constants import ORDERS_PATH


class BaseJob:
    """A job with a Spark session."""

    def __init__(self, spark):
        self.spark = spark

    def run(self):
        return self.load()


def load_orders(spark):
    """Read the raw orders."""
    return spark.read.parquet(ORDERS_PATH)


@F.udf(returnType=StringType())
def clean_name(name):
    return name.strip().title()


def render(sep, items):
    return sep.join(items)
'''

SALES = '''\
"""Revenue by country."""
import os

from pyspark.sql import Window
from pyspark.sql import functions as F

from jobs.common import BaseJob, clean_name, load_orders
from jobs.constants import CUSTOMERS_TABLE

OUT_DIR = "/warehouse/revenue"


class SalesJob(BaseJob):
    def load(self):
        return load_orders(self.spark)

    def report(self):
        return self.run()


def revenue_by_country(spark):
    orders = load_orders(spark)
    customers = spark.table(CUSTOMERS_TABLE)
    active = orders.filter(F.col("status") == "active").where("amount > 100")
    joined = active.join(customers, on="customer_id", how="left")
    w = Window.partitionBy("country").orderBy(F.desc("amount"))
    ranked = joined.withColumn("rank", F.row_number().over(w))
    named = ranked.withColumn("clean", clean_name("name"))
    result = (
        named.groupBy("country")
        .agg(F.sum("amount").alias("revenue"), F.countDistinct("customer_id").alias("buyers"))
        .limit(10)
    )
    top = spark.sql("SELECT country, SUM(amount) AS total FROM sales.orders o WHERE o.status = 'paid' GROUP BY country")
    label = ", ".join(["a", "b"])
    target = os.path.join(OUT_DIR, "by_country")
    result.write.mode("overwrite").parquet(OUT_DIR)
    return result


def by_customer(orders, customers):
    def keyed(df):
        return df.select("customer_id", "amount")

    return keyed(orders).join(customers, "customer_id", "left_anti")
'''


def _write(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


@pytest.fixture()
def repo(tmp_path: Path) -> Path:
    _write(tmp_path, {
        "jobs/__init__.py": "",
        "jobs/constants.py": CONSTANTS,
        "jobs/common.py": COMMON,
        "jobs/sales.py": SALES,
        "jobs/broken.py": "def broken(:\n    pass\n",
    })
    return tmp_path


@pytest.fixture()
def index(repo: Path):
    return index_repository(repo)


def _symbol(symbols, qualname):
    return next(s for s in symbols if s.qualname == qualname)


def _site(sites, method, symbol="jobs.sales.revenue_by_country", nth=0):
    return [s for s in sites if s.method == method and s.symbol == symbol][nth]


def test_symbols_have_qualnames_spans_and_signatures(index):
    _, symbols, _, _ = index
    spans = {s.qualname: (s.kind, s.line_start, s.line_end) for s in symbols}
    assert spans == {
        "jobs": ("module", 1, 1),
        "jobs.constants": ("module", 1, 5),
        "jobs.common": ("module", 1, 29),
        "jobs.common.BaseJob": ("class", 8, 15),
        "jobs.common.BaseJob.__init__": ("method", 11, 12),
        "jobs.common.BaseJob.run": ("method", 14, 15),
        "jobs.common.load_orders": ("function", 18, 20),
        "jobs.common.clean_name": ("function", 23, 25),    # from the decorator line
        "jobs.common.render": ("function", 28, 29),
        "jobs.sales": ("module", 1, 45),
        "jobs.sales.SalesJob": ("class", 13, 18),
        "jobs.sales.SalesJob.load": ("method", 14, 15),
        "jobs.sales.SalesJob.report": ("method", 17, 18),
        "jobs.sales.revenue_by_country": ("function", 21, 38),
        "jobs.sales.by_customer": ("function", 41, 45),
        "jobs.sales.by_customer.keyed": ("function", 42, 43),
    }
    load_orders = _symbol(symbols, "jobs.common.load_orders")
    assert load_orders.signature == "def load_orders(spark)"
    assert load_orders.docstring == "Read the raw orders."
    assert load_orders.parent_id == _symbol(symbols, "jobs.common").symbol_id
    assert _symbol(symbols, "jobs.sales.SalesJob").signature == "class SalesJob(BaseJob)"
    assert len({s.symbol_id for s in symbols}) == len(symbols)


def test_ids_survive_a_file_move(repo: Path, index, tmp_path_factory):
    moved = tmp_path_factory.mktemp("moved")
    shutil.copytree(repo / "jobs", moved / "legacy" / "jobs")
    _, symbols, _, sites = index
    _, moved_symbols, _, moved_sites = index_repository(moved)
    ids = {s.qualname: s.symbol_id for s in symbols}
    moved_ids = {s.qualname.removeprefix("legacy."): s.symbol_id for s in moved_symbols}
    assert moved_ids == ids
    assert {s.site_id for s in moved_sites} == {s.site_id for s in sites}


def test_same_file_names_get_distinct_ids(tmp_path: Path):
    _write(tmp_path, {"a/utils.py": "def helper():\n    pass\n", "b/utils.py": "def helper():\n    pass\n"})
    _, symbols, _, _ = index_repository(tmp_path)
    assert len({s.symbol_id for s in symbols}) == len(symbols) == 4


def test_links_resolve_across_modules(index):
    _, symbols, links, _ = index
    ids = {s.qualname: s.symbol_id for s in symbols}
    names = {v: k for k, v in ids.items()}
    edges = {(names.get(l.src_id), l.kind, names.get(l.dst, l.dst), l.resolved) for l in links}
    assert ("jobs.sales.revenue_by_country", "calls", "jobs.common.load_orders", True) in edges
    assert ("jobs.sales.SalesJob.load", "calls", "jobs.common.load_orders", True) in edges
    assert ("jobs.sales.revenue_by_country", "calls", "jobs.common.clean_name", True) in edges
    assert ("jobs.sales.by_customer", "calls", "jobs.sales.by_customer.keyed", True) in edges
    # self.run() is defined on the base class in another module
    assert ("jobs.sales.SalesJob.report", "calls", "jobs.common.BaseJob.run", True) in edges
    assert ("jobs.sales.SalesJob", "inherits", "jobs.common.BaseJob", True) in edges
    assert ("jobs.sales", "imports", "jobs.common.load_orders", True) in edges
    assert ("jobs.sales", "imports", "jobs.constants", True) in edges    # a constant: its module
    assert ("jobs.sales", "imports", "pyspark.sql.Window", False) in edges
    assert ("jobs.sales", "calls", "os.path.join", False) not in edges   # that call is in a function
    assert ("jobs.sales.revenue_by_country", "calls", "os.path.join", False) in edges
    assert ("jobs.common", "contains", "jobs.common.BaseJob", True) in edges
    assert ("jobs.common.BaseJob", "contains", "jobs.common.BaseJob.run", True) in edges


def test_sites_kinds_and_lines(index):
    _, _, _, sites = index
    found = [(s.symbol.rsplit(".", 1)[-1], s.kind, s.method, s.line_start, s.line_end) for s in sites]
    assert found == [
        ("load_orders", "read", "read.parquet", 20, 20),
        ("<module>", "udf", "udf", 23, 25),        # top-level code
        ("revenue_by_country", "read", "spark.table", 23, 23),
        ("revenue_by_country", "filter", "filter", 24, 24),
        ("revenue_by_country", "filter", "where", 24, 24),
        ("revenue_by_country", "join", "join", 25, 25),
        ("revenue_by_country", "window", "withColumn", 27, 27),
        ("revenue_by_country", "udf", "withColumn", 28, 28),
        ("revenue_by_country", "aggregate", "groupBy", 30, 30),
        ("revenue_by_country", "aggregate", "agg", 31, 31),
        ("revenue_by_country", "limit", "limit", 32, 32),
        # spark.sql: a site per clause, then the statement's own site fed by the last clause
        ("revenue_by_country", "read", "SQL FROM", 34, 34),
        ("revenue_by_country", "filter", "SQL WHERE", 34, 34),
        ("revenue_by_country", "aggregate", "SQL GROUP BY", 34, 34),
        ("revenue_by_country", "project", "SQL SELECT", 34, 34),
        ("revenue_by_country", "sql", "spark.sql", 34, 34),
        ("revenue_by_country", "write", "write.parquet", 37, 37),
        ("keyed", "project", "select", 43, 43),
        ("by_customer", "join", "join", 45, 45),
    ]


def test_site_names(index):
    _, _, _, sites = index
    read = _site(sites, "read.parquet", "jobs.common.load_orders")
    assert read.paths == ["s3://lake/orders"]             # imported f-string constant, resolved
    assert read.receiver == "spark.read"
    assert _site(sites, "spark.table").tables == ["crm.customers"]

    where = _site(sites, "where")
    assert (where.columns, where.literals) == (["amount"], ["100"])
    flt = _site(sites, "filter")
    assert (flt.columns, flt.literals) == (["status"], ["active"])

    join = _site(sites, "join")
    assert (join.columns, join.join_how) == (["customer_id"], "left")
    assert _site(sites, "join", "jobs.sales.by_customer").join_how == "left_anti"

    window = _site(sites, "withColumn")
    assert window.columns == ["country", "amount"]        # from the spec bound to `w`
    assert (window.aliases, window.functions) == (["rank"], ["row_number", "desc"])   # its window orders desc

    udf = _site(sites, "withColumn", nth=1)
    assert (udf.columns, udf.aliases, udf.functions) == (["name"], ["clean"], ["clean_name"])

    agg = _site(sites, "agg")
    assert agg.columns == ["amount", "customer_id"]
    assert agg.aliases == ["revenue", "buyers"]
    assert agg.functions == ["sum", "countdistinct", "count", "distinct"]   # countDistinct: count(distinct c)
    assert _site(sites, "groupBy").columns == ["country"]
    assert _site(sites, "limit").literals == ["10"]

    sql = _site(sites, "spark.sql")
    assert sql.tables == ["sales.orders"]
    assert sql.columns == ["country", "amount", "status"]
    assert (sql.aliases, sql.literals, sql.functions) == (["total"], ["paid"], ["sum"])

    write = _site(sites, "write.parquet")
    assert (write.paths, write.literals) == (["/warehouse/revenue"], ["overwrite"])
    assert write.snippet == '    result.write.mode("overwrite").parquet(OUT_DIR)'


def test_dataflow_between_sites(index):
    _, _, _, sites = index
    by = {(s.method, s.symbol): s for s in sites}
    s = lambda method, symbol="jobs.sales.revenue_by_country": by[(method, symbol)]  # noqa: E731
    # `orders = load_orders(spark)`: the read inside load_orders, in another module
    assert s("filter").inputs == [s("read.parquet", "jobs.common.load_orders").site_id]
    assert s("where").inputs == [s("filter").site_id]    # the chain
    assert s("join").inputs == [s("where").site_id, s("spark.table").site_id]
    assert s("groupBy").inputs == [_site(sites, "withColumn", nth=1).site_id]   # variable `named`
    assert s("agg").inputs == [s("groupBy").site_id]
    assert s("write.parquet").inputs == [s("limit").site_id]
    # by_customer's parameters: nobody calls it, so nothing flows in; keyed() returns its select
    assert s("join", "jobs.sales.by_customer").inputs == [s("select", "jobs.sales.by_customer.keyed").site_id]
    assert [x.assigned_to for x in (s("groupBy"), s("agg"), s("limit"))] == ["result"] * 3
    assert s("groupBy").receiver == "named"
    assert s("agg").receiver == 'named.groupBy("country")'


def test_no_sites_for_plain_python_joins_and_friends(tmp_path: Path):
    source = b'''\
import os
from os import path


def plain(sep, items, xs: list, pdf_source):
    a = ", ".join(items)
    b = sep.join(items)
    c = os.path.join("a", "b")
    d = path.join("a", "b")
    xs.sort()
    e = {1}.union({2})
    f = "abc".count("a")
    g = items.filter(lambda v: v)
    pdf = pdf_source.toPandas()
    h = pdf.groupby("x")
    return a, b, c, d, e, f, g, h
'''
    _, _, _, sites = index_python_file(tmp_path, "plain.py", source)
    assert [(s.method, s.line_start) for s in sites] == [("groupby", 15)]   # pdf_source is unknown
    source = source.replace(b"    pdf = pdf_source.toPandas()\n", b"    pdf = spark.table('t').toPandas()\n")
    _, _, _, sites = index_python_file(tmp_path, "plain.py", source)
    assert [s.method for s in sites] == ["spark.table", "toPandas"]   # the action running it; pandas after


def test_multiline_read_chain_is_one_site(tmp_path: Path):
    source = b'''\
def load(spark):
    raw = (
        spark.read
        .format("csv")
        .option("header", "true")
        .load("/data/raw.csv")
    )
    return raw.select(F.explode("items").alias("item")).selectExpr("id", "amount * 2 AS doubled")
'''
    _, _, _, sites = index_python_file(tmp_path, "load.py", source)
    read, explode, select_expr = sites
    assert (read.kind, read.method, read.line_start, read.line_end) == ("read", "read.load", 3, 6)
    assert (read.paths, read.literals, read.assigned_to) == (["/data/raw.csv"], ["csv", "true"], "raw")
    assert (explode.kind, explode.columns, explode.aliases) == ("explode", ["items"], ["item"])
    assert explode.inputs == [read.site_id]
    assert (select_expr.columns, select_expr.aliases, select_expr.literals) == (["id", "amount"], ["doubled"], ["2"])


def test_bad_files_give_a_parse_error_not_an_exception(index, tmp_path: Path):
    files, symbols, _, _ = index
    broken = next(f for f in files if f.path == "jobs/broken.py")
    assert broken.parse_error == "SyntaxError at line 1: invalid syntax"
    assert not [s for s in symbols if s.file == "jobs/broken.py"]
    assert all(f.parse_error is None for f in files if f.path != "jobs/broken.py")

    code_file, symbols, links, sites = index_python_file(tmp_path, "bin.py", b"\x00\x01\x02")
    assert code_file.parse_error.startswith("binary file") and (symbols, links, sites) == ([], [], [])
    code_file, *_ = index_python_file(tmp_path, "latin.py", b"x = '\xe9'\n")
    assert code_file.parse_error.startswith("SyntaxError") or code_file.parse_error.startswith("Unicode")
    code_file, symbols, *_ = index_python_file(tmp_path, "cookie.py", b"# -*- coding: latin-1 -*-\nx = '\xe9'\n")
    assert code_file.parse_error is None and symbols[0].qualname == "cookie"


def test_file_listing_skips_tool_folders_and_outside_links(tmp_path: Path, tmp_path_factory):
    _write(tmp_path, {
        "pkg/__init__.py": "", "pkg/a.py": "", "notes.txt": "",
        ".venv/lib/x.py": "", "env2/pyvenv.cfg": "", "env2/y.py": "", "node_modules/z.py": "",
        "pkg/__pycache__/a.py": "", "build/b.py": "", "dist/d.py": "", ".git/hooks/h.py": "",
    })
    outside = tmp_path_factory.mktemp("outside")
    (outside / "secret.py").write_text("")
    os.symlink(outside / "secret.py", tmp_path / "pkg" / "link.py")
    os.symlink(outside, tmp_path / "linked_dir")
    found = [e.rel for e in list_files(tmp_path)]
    assert found == ["pkg/__init__.py", "pkg/a.py"]


def test_sql_names_reads_tables_columns_aliases():
    names = sql_names(
        "WITH recent AS (SELECT * FROM db.orders WHERE day > '2024-01-01') "
        "SELECT r.country, COUNT(DISTINCT r.id) AS n FROM recent r JOIN dim d ON r.k = d.k "
        "GROUP BY r.country"
    )
    assert names["tables"] == ["db.orders", "recent", "dim"]
    assert names["columns"] == ["day", "country", "id", "k"]
    assert names["aliases"] == ["n"]
    assert names["literals"] == ["2024-01-01"]
    assert names["functions"] == ["count", "distinct"]   # COUNT(DISTINCT ...): the plan's count(distinct ...)


# --- RDD calls ----------------------------------------------------------------------------------

RDD_FIXTURE = Path(__file__).parents[1] / "fixtures" / "code" / "rdd"


def test_rdd_sites_name_what_their_lambdas_and_functions_read():
    _, _, _, sites = index_repository(RDD_FIXTURE)
    found = [s for s in sites if s.file == "spend.py" and s.symbol == "spend.spend"]
    assert [(s.kind, s.method, s.line_start) for s in found] == [
        ("read", "read.parquet", 20), ("rdd", "map", 21), ("rdd", "reduceByKey", 22), ("rdd", "filter", 22),
        ("rdd", "map", 23), ("rdd", "sc.textFile", 24), ("rdd", "mapPartitions", 24), ("rdd", "union", 25),
        ("rdd", "union", 25), ("rdd", "toDF", 26), ("read", "spark.createDataFrame", 27), ("join", "join", 28),
    ]
    read, lam, by_key, flt, named, text, parts, union1, union2, to_df, created, join = found
    assert (lam.columns, lam.functions) == (["user_id", "amount"], [])       # lambda r: (r.user_id, r.amount)
    assert (by_key.columns, by_key.functions, by_key.literals) == ([], [], [])   # lambda a, b: a + b
    assert (flt.columns, flt.literals) == ([], ["100"])                       # lambda kv: kv[1] > 100
    # map(to_pair): the function's name, and what it reads of its row (row.user_id, row["amount"])
    assert (named.columns, named.functions) == (["user_id", "amount"], ["to_pair"])
    # mapPartitions(parse_lines): its name and the helper it calls; line.split(...) is no column
    assert (parts.columns, parts.functions) == ([], ["parse_lines", "parse_user"])
    assert text.paths == ["/logs/app.log"]
    assert union1.functions == [] and to_df.aliases == ["user_id", "total"]
    flow = {s.site_id: [(x.line_start, x.method) for x in found if x.site_id in s.inputs] for s in found}
    assert flow[lam.site_id] == [(20, "read.parquet")]                        # orders.rdd: the read's rows
    assert flow[flt.site_id] == [(22, "reduceByKey")]
    assert flow[parts.site_id] == [(24, "sc.textFile")]
    assert sorted(flow[union2.site_id]) == [(24, "mapPartitions"), (25, "union")]
    assert flow[to_df.site_id] == [(25, "union")]
    assert flow[created.site_id] == [(21, "map")]                             # createDataFrame(pairs)
    assert sorted(flow[join.site_id]) == [(26, "toDF"), (27, "spark.createDataFrame")]


def test_lambdas_on_unknown_objects_are_no_rdd_sites(tmp_path: Path):
    source = b'''\
def plain(records, sc_like):
    a = records.map(lambda r: r.user_id)
    b = sc_like.textFile("x.txt").map(lambda line: line.upper())
    c = list(map(lambda r: r.amount, records))
    return a, b, c
'''
    _, _, _, sites = index_python_file(tmp_path, "plain.py", source)
    assert sites == []
    _, _, _, sites = index_python_file(tmp_path, "plain.py", source.replace(b"sc_like", b"sc"))
    assert [(s.kind, s.method, s.paths) for s in sites] == [("rdd", "sc.textFile", ["x.txt"]), ("rdd", "map", [])]


def test_map_in_pandas_names_its_function_and_output_columns():
    _, _, _, sites = index_repository(RDD_FIXTURE)
    site = next(s for s in sites if s.method == "mapInPandas")
    assert (site.kind, site.file, site.line_start, site.symbol) == ("udf", "spend.py", 33, "spend.big_spenders")
    # MapInPandas keep_big(...), [user_id#.., amount#..]: the function, its DDL schema's columns (not
    # "user_id string"), and what keep_big reads (pdf.amount > 100)
    assert (site.functions, site.columns, site.literals) == (["keep_big"], ["user_id", "amount"], ["100"])
    read = next(s for s in sites if s.symbol == "spend.big_spenders" and s.method == "read.parquet")
    assert site.inputs == [read.site_id]


def test_actions_fetching_rows_are_limit_sites_with_the_rows_the_plan_shows(tmp_path):
    # show() plans CollectLimit 21 (20 rows and one to know if there are more), take(n) n, first() 1
    (tmp_path / "peek.py").write_text(
        "def peek(spark):\n"
        "    df = spark.read.parquet('/data/x')\n"
        "    df.show()\n"
        "    df.show(5)\n"
        "    df.take(3)\n"
        "    df.first()\n"
        "    rows = 7\n"
        "    df.head(rows)\n"
        "    df.collect()\n")
    sites = index_python_file(tmp_path, "peek.py", (tmp_path / "peek.py").read_bytes())[3]
    read = next(s for s in sites if s.kind == "read")
    limits = {s.line_start: (s.method, s.literals) for s in sites if s.kind == "limit"}
    assert limits == {3: ("show", ["21"]), 4: ("show", ["6"]), 5: ("take", ["3"]), 6: ("first", ["1"]),
                      8: ("head", ["7"])}   # collect() fetches every row: no limit
    assert all(s.inputs == [read.site_id] for s in sites if s.kind == "limit")


def test_a_query_reads_the_view_its_own_file_registers(tmp_path):
    # two jobs register a view of the same name; a query reads its own file's, a report registering none
    # may read either
    for name, path in (("job", "/data/kjv"), ("copy", "/data/kjv_copy")):
        (tmp_path / f"{name}.py").write_text(
            f"def run(spark):\n    spark.read.parquet('{path}').createOrReplaceTempView('verses')\n"
            "    return spark.sql('SELECT book FROM verses')\n")
    (tmp_path / "report.py").write_text("def run(spark):\n    return spark.sql('SELECT book FROM verses')\n")
    sites = index_repository(tmp_path)[3]
    by_id = {s.site_id: s for s in sites}
    sources = {s.file: {by_id[i].file for i in s.inputs if i in by_id}
               for s in sites if s.method == "SQL FROM"}
    assert sources == {"job.py": {"job.py"}, "copy.py": {"copy.py"}, "report.py": {"job.py", "copy.py"}}
