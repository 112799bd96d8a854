"""Scoring rules of `codemap eval`, on plain data."""

from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.accuracy.evaluation import Index, score_node, summarize
from codemap_pipeline.mapping.mapper import NodeMapping


def site(file, start, end, symbol="jobs.sales.revenue"):
    return SparkSite(site_id=f"{file}:{start}", file=file, line_start=start, line_end=end, symbol_id="s",
                     symbol=symbol, kind="aggregate", method="agg")


GOLD = {"node_id": 12, "operator": "HashAggregate", "file": "jobs/sales.py", "lines": [[41, 43]],
        "symbol": "jobs.sales.revenue", "kind": "aggregate", "derived": False,
        "alt": [{"file": "jobs/views.py", "lines": [[7, 7]], "symbol": "jobs.views.<module>"}]}
INDEX = Index(sites=[], symbol_calls=set(), modules={"jobs/views.py": "jobs.views"})


def mapping(top, alternatives=(), confidence=0.9, status="confirmed"):
    return NodeMapping(0, 12, "HashAggregate", False, top, confidence, status, "", {},
                       [(s, 0.1) for s in alternatives])


def test_line_and_symbol_hits():
    r = score_node("c", GOLD, mapping(site("jobs/sales.py", 43, 45)), INDEX)
    assert r.line1 and r.line3 and r.symbol1
    r = score_node("c", GOLD, mapping(site("jobs/sales.py", 44, 45)), INDEX)
    assert not r.line1 and not r.line3 and r.symbol1  # same function, lines after the span
    r = score_node("c", GOLD, mapping(site("jobs/other.py", 41, 41), [site("x.py", 1, 1), site("jobs/sales.py", 42, 42)]), INDEX)
    assert not r.line1 and r.line3 and not r.symbol1
    # an alternative place in another file counts, top-level code included
    r = score_node("c", GOLD, mapping(site("jobs/views.py", 7, 9, symbol="jobs.views")), INDEX)
    assert r.line1 and r.symbol1
    assert not score_node("c", GOLD, None, INDEX).line3


def test_summary_confirmed_precision_and_misses():
    right = score_node("a", GOLD, mapping(site("jobs/sales.py", 41, 41)), INDEX)
    wrong = score_node("b", GOLD, mapping(site("jobs/x.py", 1, 1)), INDEX)
    unsure = score_node("b", GOLD, mapping(site("jobs/sales.py", 41, 41), status="uncertain", confidence=0.2), INDEX)
    summary = summarize([right, wrong, unsure])
    overall = summary["overall"]
    assert overall["nodes"] == 3 and abs(overall["line@1"] - 2 / 3) < 1e-9
    assert overall["confirmed_precision"] == 0.5 and abs(overall["confirmed_share"] - 2 / 3) < 1e-9
    assert [m["case_id"] for m in summary["misses"]] == ["b"]
    assert summary["by_case"]["a"]["line@1"] == 1.0
    right.form, wrong.form, unsure.form = "pyspark", "scala", "scala"
    by_form = summarize([right, wrong, unsure])["by_form"]
    assert by_form["pyspark"]["line@1"] == 1.0 and by_form["scala"]["line@1"] == 0.5 and by_form["scala"]["nodes"] == 2
