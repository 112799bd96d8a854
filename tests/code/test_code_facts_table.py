"""The site index reads the file graph's facts off the Arrow tables (each distinct link target looked up once):
the same (file, file it uses) pairs and declarations as `readings.code_facts` over the rows."""

from __future__ import annotations

import pyarrow as pa

from codemap_pipeline.code.indexer import run_index
from codemap_pipeline.mapping import readings

SYMBOLS = [  # symbol_id, qualname, file, kind
    ("s1", "shop.helpers.load", "shop/helpers.py", "function"),
    ("s2", "shop.job.run", "shop/job.py", "function"),
    ("s3", "acme.Daily", "src/Daily.scala", "object"),
    ("s4", "acme.util.Reader", "src/Reader.scala", "class"),
    ("s5", "other.util.Reader", "src/Other.scala", "class"),   # Reader: two files, no unique class
    ("s6", "acme.Mixed.fromRDD", "src/Mixed.scala", "method"),
]
LINKS = [  # file, dst, kind, resolved
    ("shop/job.py", "s1", "calls", True),               # resolved: helpers.py
    ("shop/job.py", "s1", "imports", True),             # the same pair again
    ("shop/job.py", "s2", "calls", True),               # its own file: no pair
    ("src/Daily.scala", "Mixed#fromRDD", "calls", False),   # last two names, one file
    ("src/Daily.scala", "acme.util.Reader", "calls", False),  # a qualname
    ("src/Job.scala", "Reader", "inherits", False),     # a class name in two files: nothing
    ("src/Job.scala", "Daily", "inherits", None),       # unresolved (null): class name, one file
    ("src/Job.scala", "s3", "contains", True),          # not a use
    ("src/Job.scala", "nowhere", "calls", True),        # resolved to no symbol
    ("src/Job.scala", "lowercase", "calls", False),     # no dot, not a class name
]


def _table(rows, names) -> pa.Table:
    return pa.table({n: [r[k] for r in rows] for k, n in enumerate(names)})


def test_the_tables_give_the_same_facts_as_the_rows():
    links = _table(LINKS, ["file", "dst", "kind", "resolved"])
    symbols = _table(SYMBOLS, ["symbol_id", "qualname", "file", "kind"])
    expected = readings.code_facts(LINKS, SYMBOLS)
    assert expected[0] == {("shop/job.py", "shop/helpers.py"), ("src/Daily.scala", "src/Mixed.scala"),
                           ("src/Daily.scala", "src/Reader.scala"), ("src/Job.scala", "src/Daily.scala")}
    assert readings.code_facts_table(links, symbols) == expected
    assert readings.code_facts_table(links.slice(0, 0), symbols.slice(0, 0)) == (set(), {})


def test_a_real_index_gives_the_same_facts(tmp_path):
    files = {"shop/helpers.py": 'def load(spark):\n    return spark.table("orders")\n',
             "shop/job.py": "from shop.helpers import load\n\n\ndef run(spark):\n    return load(spark).distinct()\n",
             "src/Daily.scala": "object Daily { def run(s: Any) = Reader.read(s) }\n",
             "src/Reader.scala": "object Reader { def read(s: Any) = s }\n"}
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    run = run_index(tmp_path)
    rows = [(l.file, l.dst, l.kind, l.resolved) for l in run.links]
    symbols = [(s.symbol_id, s.qualname, s.file, s.kind) for s in run.symbols]
    expected = readings.code_facts(rows, symbols)
    assert expected[0]
    assert readings.code_facts_table(_table(rows, ["file", "dst", "kind", "resolved"]),
                                     _table(symbols, ["symbol_id", "qualname", "file", "kind"])) == expected
