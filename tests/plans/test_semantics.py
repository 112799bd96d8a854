"""Operator semantics: the table covers every operator of the real plans; node_semantics reads nodes right."""

from __future__ import annotations

import pytest

from codemap_pipeline.plans.model import PlanParseError
from codemap_pipeline.plans.semantics import OPERATORS, UNKNOWN, node_semantics, operator_info

from plan_corpus import REAL, corpora, corpus_files, parsed


@pytest.mark.parametrize("corpus", corpora())
def test_every_corpus_operator_is_described(corpus) -> None:
    missing = set()
    for path in corpus_files(corpus.root):
        result = parsed(path)
        if isinstance(result, PlanParseError):
            continue
        missing |= {n.operator for p in result for n in p.nodes
                    if operator_info(n.operator) is UNKNOWN}
    assert missing == set()
    assert OPERATORS["HashAggregate"].description.startswith("groups data by keys")
    assert OPERATORS["Exchange"].inserted == "sometimes"


def _node(rel: str, node_id: int):
    plan = parsed(REAL / rel)[0]
    return plan, next(n for n in plan.nodes if n.node_id == node_id)


def test_node_semantics_of_real_nodes() -> None:
    rel = "tpcds-v1_4/q1/explain.txt"
    plan, final = _node(rel, 9)
    sem = node_semantics(final, plan)
    assert sem["keys"] == ["sr_customer_sk", "sr_store_sk"] and sem["aggregates"] == ["sum"]
    assert sem["output"] == ["ctr_customer_sk", "ctr_store_sk", "ctr_total_return"]
    assert not sem["inserted_by_spark"] and sem["kind"] == "aggregate"
    assert sem["signature"].startswith("HashAggregate keys=[sr_customer_sk, sr_store_sk]")
    _, partial = _node(rel, 7)
    assert node_semantics(partial, plan)["inserted_by_spark"]
    _, exchange = _node(rel, 8)
    assert node_semantics(exchange, plan)["inserted_by_spark"]
    _, scan = _node(rel, 27)
    sem = node_semantics(scan, plan)
    assert "table=spark_catalog.default.store" in sem["signature"]
    assert any("EqualTo(s_state,TN)" in f for f in sem["filters"])
    _, filt = _node(rel, 29)
    assert node_semantics(filt, plan)["filters"] == [
        "Condition: ((isnotnull(s_state) AND (s_state = TN)) AND isnotnull(s_store_sk))"]
    assert not node_semantics(filt, plan)["inserted_by_spark"]


def test_sort_under_sort_merge_join_is_inserted() -> None:
    plan = parsed(REAL / "tpcds-v1_4-sf100/q17/explain.txt")[0]
    sorts = [n for n in plan.nodes if n.operator == "Sort"
             and plan.nodes[n.parent].operator == "SortMergeJoin"]
    assert sorts and all(node_semantics(n, plan)["inserted_by_spark"] for n in sorts)


def test_wrappers_and_engines() -> None:
    plan = parsed(REAL / "misc/comet/v1_4-spark4_0@454ca68/q1/explain.txt")[0]
    for node in plan.nodes:
        sem = node_semantics(node, plan)
        assert sem["description"] and sem["signature"].startswith(node.operator)
        if node.wrapper:
            assert sem["kind"] == "" and sem["inserted_by_spark"]
