"""An incremental index (previous rows given) stores what a fresh index of the same tree stores, while
files nothing changed for keep their rows unparsed: also when a change reaches them through an import
(a constant built from a changed module's) or through dataflow (a helper's result, a caller's argument)."""

from __future__ import annotations

import copy
from pathlib import Path

from codemap_pipeline.code.indexer import run_index

FILES = {
    "shop/__init__.py": "",
    "shop/config.py": 'LAKE = "s3://lake"\n',
    # unchanged throughout: its constant is made from config's
    "shop/paths.py": 'from shop.config import LAKE\n\nORDERS = LAKE + "/orders"\n',
    "shop/common.py": '''\
from pyspark.sql import functions as F


def load(spark):
    return spark.read.parquet("s3://raw/events").filter(F.col("ok"))


def clean(df):
    return df.filter(F.col("amount") > 0)


def drain(df, n):
    """Feeds itself: a cycle in the dataflow."""
    return drain(df.limit(n), n - 1) if n else df.distinct()
''',
    # unchanged throughout: reads paths.ORDERS, and common.load's result
    "shop/orders.py": '''\
from pyspark.sql import functions as F

from shop import common
from shop.paths import ORDERS


def orders(spark):
    return spark.read.parquet(ORDERS).groupBy("country").agg(F.sum("amount"))


def events(spark):
    return common.drain(common.load(spark).groupBy("kind").count(), 3)
''',
    "shop/refunds.py": '''\
from shop import common


def refunds(spark):
    return common.clean(spark.table("refunds"))
''',
}


def _write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def _next_commit(tmp_path: Path, changes: dict[str, str]):
    """The first tree indexed fresh, and the second tree indexed with the first one's rows and fresh."""
    first = run_index(_write(tmp_path / "a", FILES))
    before = copy.deepcopy(first.rows())
    second = _write(tmp_path / "b", {**FILES, **changes})
    incremental = run_index(second, previous=first.rows())
    assert first.rows() == before      # the previous rows are not changed
    fresh = run_index(second)
    assert incremental.rows() == fresh.rows()
    return incremental, fresh


def _site(sites, file: str, method: str, text: str = ""):
    return next(s for s in sites if s.file == file and s.method == method and text in s.snippet)


def test_a_constant_made_from_a_changed_module_is_folded_again_in_an_unchanged_importer(tmp_path):
    run, _ = _next_commit(tmp_path, {"shop/config.py": 'LAKE = "s3://warehouse"\n'})
    read = _site(run.sites, "shop/orders.py", "read.parquet")
    assert "s3://warehouse/orders" in read.paths
    # shop/orders.py reads config only through paths: both are parsed again, nothing else
    assert sorted(run.parsed) == ["shop/config.py", "shop/orders.py", "shop/paths.py"]


def test_a_changed_helper_result_flows_into_an_unchanged_caller(tmp_path):
    helper = FILES["shop/common.py"].replace('.filter(F.col("ok"))', '.filter(F.col("ok")).select("kind")')
    run, _ = _next_commit(tmp_path, {"shop/common.py": helper})
    assert run.parsed == ["shop/common.py"]
    select = _site(run.sites, "shop/common.py", "select")
    assert _site(run.sites, "shop/orders.py", "groupBy", "kind").inputs == [select.site_id]


def test_a_changed_caller_argument_flows_into_an_unchanged_helper(tmp_path):
    caller = FILES["shop/refunds.py"].replace('spark.table("refunds")', 'spark.table("refunds").distinct()')
    run, _ = _next_commit(tmp_path, {"shop/refunds.py": caller})
    assert run.parsed == ["shop/refunds.py"]
    distinct = _site(run.sites, "shop/refunds.py", "distinct")
    assert distinct.site_id in _site(run.sites, "shop/common.py", "filter", "amount").inputs


def test_a_deleted_helper_module_is_no_longer_resolved_in_its_importers(tmp_path):
    files = {**FILES, "shop/extra.py": 'from shop.paths import ORDERS\n\n\ndef more(spark):\n'
                                       '    return spark.read.parquet(ORDERS)\n'}
    first = run_index(_write(tmp_path / "a", files))
    second = _write(tmp_path / "b", FILES)
    assert run_index(second, previous=first.rows()).rows() == run_index(second).rows()


PING_PONG = '''\
def ping(df, n):
    df.filter("p").count()
    pong(df, n - 1)
    return df


def pong(df, n):
    df.filter("q").count()
    ping(df, n - 1)
    return df
'''
ENTERS_AT_PONG = '''\
from shop.pingpong import pong


def a(spark):
    t = spark.table("t")
    x = pong(t, 2)
    return x.filter("x")
'''


def test_an_unchanged_cycle_entered_elsewhere_is_resolved_again(tmp_path):
    """ping and pong pass their DataFrame to each other: what a placeholder of the cycle expands to depends
    on where the first site to reach it entered. a_job (indexed first) stops reaching it through pong, with
    the same calls and arguments: ping's filter then resolves otherwise, though no fact of pingpong changed."""
    files = {"shop/__init__.py": "", "shop/pingpong.py": PING_PONG, "shop/a_job.py": ENTERS_AT_PONG}
    first = run_index(_write(tmp_path / "a", files))
    changed = ENTERS_AT_PONG.replace("    x = pong(t, 2)\n    return x.filter", "    pong(t, 2)\n    return t.filter")
    second = _write(tmp_path / "b", {**files, "shop/a_job.py": changed})
    run, fresh = run_index(second, previous=first.rows()), run_index(second)
    assert run.parsed == ["shop/a_job.py"]
    ping_filter = lambda rows: _site(rows[3], "shop/pingpong.py", "filter", '"p"').inputs
    assert ping_filter(first.rows()) != ping_filter(fresh.rows())
    assert run.rows() == fresh.rows()
