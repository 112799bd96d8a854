"""The site index makes its file graph and dataflow from positions (the flows between files from its edges,
functions numbered): the same answers as the graph made from the sites themselves and as the sites' inputs."""

from __future__ import annotations

from pathlib import Path

from codemap_pipeline.code.indexer import run_index
from codemap_pipeline.mapping import readings
from codemap_pipeline.mapping.site_index import SiteIndex

FILES = {
    "shop/helpers.py": 'def load_orders(spark):\n    return spark.table("orders").select("order_id", "amount")\n',
    "shop/job.py": ("from shop.helpers import load_orders\n\n\ndef run(spark):\n"
                    "    df = load_orders(spark).distinct()\n    df.createOrReplaceTempView('clean')\n    return df\n"),
    "shop/report.py": ("def report(spark):\n    q = spark.sql('SELECT order_id FROM clean WHERE amount > 3')\n"
                       "    return q.groupBy('order_id').count()\n"),
}


def _index(tmp_path: Path):
    for rel, text in FILES.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    run = run_index(tmp_path)
    calls = {(l.src_id, l.dst) for l in run.links if l.kind == "calls" and l.resolved}
    uses, declared = readings.code_facts([(l.file, l.dst, l.kind, l.resolved) for l in run.links],
                                         [(s.symbol_id, s.qualname, s.file, s.kind) for s in run.symbols])
    return run, calls, uses, SiteIndex(run.sites, calls, uses, declared)


def test_the_file_graph_from_positions_equals_the_one_from_the_sites(tmp_path):
    run, calls, uses, index = _index(tmp_path)
    from_sites = readings.FileGraph.build(run.sites, calls, uses)
    assert index.files.uses == from_sites.uses
    assert "shop/helpers.py" in index.files.uses["shop/job.py"]      # data from the helper into the job
    assert "shop/job.py" in index.files.uses["shop/report.py"]       # the view the job registers


def test_the_flow_by_position_follows_the_inputs(tmp_path):
    run, _, _, index = _index(tmp_path)
    by_id = {s.site_id: s for s in run.sites}
    edges = {(src, s.site_id) for s in run.sites for src in s.inputs if src in by_id}
    assert edges and {(a, b) for a in by_id for b in index.flow.downstream.get(a, ())} == edges
    assert {(a, b) for b in by_id for a in index.flow.upstream.get(b, ())} == edges
    for a, b in edges:
        assert index.flow.feeds(a, b) == 1.0
    for start in by_id:   # every site its result reaches, and every site reaching it, walked over the inputs
        for walk, pairs in ((index.flow.reaches, edges), (index.flow.ancestors, {(b, a) for a, b in edges})):
            seen, frontier = {start}, [start]
            while frontier:
                here = frontier.pop()
                for a, b in pairs:
                    if a == here and b not in seen:
                        seen.add(b)
                        frontier.append(b)
            assert walk(start) == seen
    assert index.flow.feeds("not a site", "not a site") == 1.0
