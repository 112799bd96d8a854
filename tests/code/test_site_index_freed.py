"""A site index let go is freed at once by reference counting: nothing in it holds the index itself (the code
index stage drops each index it builds and stores, and the cycle collector would otherwise walk all of it to
find it garbage, a tenth of a second for a large commit)."""

from __future__ import annotations

import gc

from codemap_pipeline.code.indexer import run_index
from codemap_pipeline.defs.code_index import build_site_index, index_tables

FILES = {
    "shop/helpers.py": 'def load_orders(spark):\n    return spark.table("orders").select("order_id", "amount")\n',
    "shop/job.py": ("from shop.helpers import load_orders\n\n\n"
                    "def run(spark):\n    return load_orders(spark).where(\"amount > 10\").distinct()\n"),
}


def test_a_built_index_is_freed_at_once(tmp_path):
    for rel, text in FILES.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    run = run_index(tmp_path)
    tables = index_tables(run, None, "shop@a")
    gc.collect()
    was_on = gc.isenabled()
    gc.disable()
    try:
        built = build_site_index(run.sites, tables["code_links"], tables["code_symbols"])
        assert built.by_id and built.in_file("shop/job.py")
        del built
        assert gc.collect() == 0   # nothing left for the collector: every object was freed when let go
    finally:
        if was_on:
            gc.enable()
