"""Plan parser tests on real Spark output (the vendored plans, the whole corpus when given, examples/plans)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from codemap_pipeline.plans.model import PlanParseError
from codemap_pipeline.plans.parser import WRAPPERS, parse_plan_text

from plan_corpus import REAL, corpora, per_file
from support import EXAMPLE_PLANS as EXAMPLES

# Spark's plan-stability golden sets (<set>/<query>/explain.txt): TPC-DS v1.4 and v2.7 at SF1 and
# SF100 on Spark master, 3.3 and 3.1, the modified TPC-DS queries, TPC-H.
GOLDEN_SETS = {"tpcds-v1_4", "tpcds-v1_4-sf100", "tpcds-v1_4-spark3.3", "tpcds-v1_4-spark3.1",
               "tpcds-v1_4-apache-master-sample", "tpcds-v2_7", "tpcds-v2_7-sf100", "tpcds-modified",
               "tpcds-modified-sf100", "tpch"}


def _golden(root: Path) -> list[Path]:
    return sorted(p for p in root.glob("*/*/explain.txt") if p.parent.parent.name in GOLDEN_SETS)


def _printed_tree_ids(text: str) -> set[int]:
    """The (N) numbers Spark printed on tree lines (detail blocks and subquery headers excluded)."""
    ids = set()
    for line in text.splitlines():
        if re.match(r"^\(\d+\) ", line) or line.startswith("Subquery:"):
            continue
        m = re.search(r"\s\((\d+)\)$", line)
        if m:
            ids.add(int(m.group(1)))
    return ids


def _check_structure(plan) -> None:
    nodes = plan.nodes
    assert nodes and nodes[0].parent is None
    for i, node in enumerate(nodes):
        for c in node.children:
            assert nodes[c].parent == i
        if node.parent is not None:
            assert i in nodes[node.parent].children
        else:
            assert i == 0 or node.hosted_by is not None or node.wrapper
        assert node.wrapper == (node.operator in WRAPPERS)
    ids = [n.node_id for n in nodes if n.node_id is not None]
    assert len(ids) == len(set(ids)), "node ids must be unique within a plan"


@pytest.mark.parametrize("path", per_file(_golden))
def test_corpus_formatted_plan(path: Path) -> None:
    text = path.read_text()
    plans = parse_plan_text(text, str(path))
    assert len(plans) == 1
    plan = plans[0]
    assert plan.mode == "formatted"
    assert plan.errors == []
    assert {n.node_id for n in plan.nodes if n.node_id is not None} == _printed_tree_ids(text)
    _check_structure(plan)
    for node in plan.nodes:   # each node's header and detail block name the same operator
        assert re.search(rf"^\({node.node_id}\) {node.operator}\b", text, re.M)
        assert not re.search(r"\(\d+\)$", node.header)


@pytest.mark.parametrize("corpus", corpora())
def test_corpus_has_every_golden_set(corpus) -> None:
    files = _golden(corpus.root)
    assert len(files) >= corpus.least["golden"]
    assert {p.parent.parent.name for p in files} == GOLDEN_SETS


# ------------------------------------------------------------------ simple vs formatted numbering

def _corpus_pairs():
    """(simple plan, formatted plan) of the same DataFrame found in the corpus."""
    modes = parse_plan_text((REAL / "misc/all-modes/spark3-in-action-lab4_21.explain-modes.txt")
                            .read_text())
    yield "all-modes", modes[1], modes[-1]
    docs = parse_plan_text((REAL / "misc/docs/sql-ref-syntax-qry-explain.md").read_text())
    yield "docs-explain", docs[0], docs[2]


def _example_pairs():
    for simple in sorted(EXAMPLES.glob("*.simple.txt")):
        formatted = simple.with_name(simple.name.replace(".simple.txt", ".formatted.txt"))
        if formatted.exists():
            yield (simple.name, parse_plan_text(simple.read_text(), str(simple))[0],
                   parse_plan_text(formatted.read_text(), str(formatted))[0])


PAIRS = list(_corpus_pairs()) + list(_example_pairs())


@pytest.mark.parametrize("name,simple,formatted", PAIRS, ids=[p[0] for p in PAIRS])
def test_simple_numbering_matches_formatted(name, simple, formatted) -> None:
    assert simple.mode == "simple" and formatted.mode == "formatted"
    assert simple.errors == [] and formatted.errors == []
    s = {n.node_id: n for n in simple.nodes if n.node_id is not None}
    f = {n.node_id: n for n in formatted.nodes if n.node_id is not None}
    assert sorted(s) == sorted(f)
    for node_id, node in s.items():
        assert node.operator == f[node_id].operator, node_id
        assert node.names.tables == f[node_id].names.tables, node_id
        if node.codegen_stage and f[node_id].codegen_stage:
            assert node.codegen_stage == f[node_id].codegen_stage, node_id
    # the parents agree too
    for node_id, node in s.items():
        sp = simple.nodes[node.parent].node_id if node.parent is not None else None
        fnode = f[node_id]
        fp = formatted.nodes[fnode.parent].node_id if fnode.parent is not None else None
        assert sp == fp, node_id


def test_corpus_pair_present() -> None:
    assert len(PAIRS) >= 2


# ------------------------------------------------------------------ specific structures

def _plan(rel: str, index: int = 0):
    return parse_plan_text((REAL / rel).read_text(), rel)[index]


def test_subquery_tree_is_hosted_and_reused_exchange_points_to_it() -> None:
    plan = _plan("tpcds-v1_4/q1/explain.txt")
    by_id = {n.node_id: (i, n) for i, n in enumerate(plan.nodes)}
    index, sub_root = by_id[45]
    assert sub_root.operator == "BroadcastExchange" and sub_root.parent is None
    assert plan.nodes[sub_root.hosted_by].node_id == 1
    assert index > by_id[40][0]                      # after the main tree
    assert by_id[4][1].operator == "ReusedExchange" and by_id[4][1].reuses == 45
    assert by_id[4][1].wrapper
    assert by_id[2][1].wrapper and by_id[2][1].operator == "ColumnarToRow"
    assert by_id[5][1].codegen_stage == 2
    assert by_id[1][1].header == "Scan parquet spark_catalog.default.store_returns"
    assert by_id[1][1].details["PushedFilters"].startswith("[IsNotNull(sr_store_sk)")
    assert by_id[38][1].header == "BroadcastHashJoin Inner BuildRight"


def test_aqe_formatted_keeps_final_plan_and_twins_of_its_replanned_nodes() -> None:
    plan = _plan("misc/eventlogs/extracted/"
                 "local-1642039451826.line0056.exec0.SparkListenerSQLAdaptiveExecutionUpdate.txt")
    assert plan.errors == []
    assert plan.nodes[0].operator == "AdaptiveSparkPlan" and plan.nodes[0].node_id == 13
    assert {n.node_id for n in plan.nodes if n.twin_of is None} == set(range(1, 9)) | {13}
    # the initial plan's aggregates and exchanges (12..9) stand for the executed ones in their place, past the
    # query stages; its Project (2) and Range (1) are the executed plan's own
    twins = {n.node_id: plan.nodes[n.twin_of].node_id for n in plan.nodes if n.twin_of is not None}
    assert twins == {12: 8, 11: 6, 10: 5, 9: 3}
    assert all(not n.wrapper and n.parent is None and n.details for n in plan.nodes if n.twin_of is not None)
    stage = next(n for n in plan.nodes if n.node_id == 7)
    assert stage.operator == "ShuffleQueryStage" and stage.wrapper


def test_aqe_simple_extended_keeps_final_plan() -> None:
    rel = "misc/aqe/zh-aqe-notes.store_sales.extended.isFinalPlan-true.txt"
    plans = parse_plan_text((REAL / rel).read_text(), rel)
    assert len(plans) == 1 and plans[0].mode == "simple"
    ops = [n.operator for n in plans[0].nodes]
    assert ops[:4] == ["AdaptiveSparkPlan", "Sort", "AQEShuffleRead", "ShuffleQueryStage"]
    assert ops.count("Scan") == 1                     # the initial plan is dropped
    assert plans[0].nodes[1].codegen_stage == 3
    # ids: executed plan 1..11, initial plan 12..16 (its scan is shared), AdaptiveSparkPlan last
    assert plans[0].nodes[0].node_id == 17


def test_several_plans_in_one_file() -> None:
    text = (REAL / "misc/all-modes/spark3-in-action-lab4_21.explain-modes.txt").read_text()
    plans = parse_plan_text(text)
    assert [p.mode for p in plans] == ["simple"] * 3 + ["codegen"] * 2 + ["simple", "formatted"]


def test_flattened_indentation_is_recovered() -> None:
    plan = _plan("misc/older-and-cache/idx33088940639.spark2.cache.flattened-indent.explain.txt")
    root = plan.nodes[0]
    assert root.operator == "SortMergeJoin" and len(root.children) == 2
    right = plan.nodes[root.children[1]]
    chain = [right.operator]
    while right.children:
        right = plan.nodes[right.children[0]]
        chain.append(right.operator)
    assert chain == ["Sort", "Exchange", "InMemoryTableScan", "InMemoryRelation", "Scan"]


def test_simple_mode_subquery_numbering() -> None:
    text = """== Physical Plan ==
*(1) Project [(Subquery scalar-subquery#5, [id=#20] + 1) AS x#6]
:  +- Subquery scalar-subquery#5, [id=#20]
:     +- *(2) HashAggregate(keys=[], functions=[max(v#1)])
:        +- Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=18]
:           +- *(1) HashAggregate(keys=[], functions=[partial_max(v#1)])
:              +- *(1) ColumnarToRow
:                 +- FileScan parquet default.t[v#1] Batched: true, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex(1 paths)[file:/data/t], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<v:int>
+- *(1) ColumnarToRow
   +- FileScan parquet default.u[] Batched: true, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex(1 paths)[file:/data/u], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<>
"""
    plan = parse_plan_text(text)[0]
    ids = [(n.node_id, n.operator) for n in plan.nodes]
    assert ids[:3] == [(3, "Project"), (2, "ColumnarToRow"), (1, "Scan")]
    sub = plan.nodes[3]
    assert sub.operator == "Subquery" and sub.node_id is None and sub.parent is None
    assert sub.hosted_by == 0 and sub.wrapper
    assert [(n.node_id, n.operator) for n in plan.nodes[4:]] == [
        (8, "HashAggregate"), (7, "Exchange"), (6, "HashAggregate"), (5, "ColumnarToRow"),
        (4, "Scan")]


# ------------------------------------------------------------------ errors

@pytest.mark.parametrize("text,line", [
    ("hello world\nthis is not a plan\n", 1),
    ("\n\n  just prose\n", 3),
    ("== Parsed Logical Plan ==\nProject [a#1]\n+- Relation [a#1] parquet\n", 1),
])
def test_non_plan_text_raises_with_line(text: str, line: int) -> None:
    with pytest.raises(PlanParseError) as info:
        parse_plan_text(text, "x.txt")
    assert info.value.line == line
    assert "expected" in info.value.message and "x.txt" in str(info.value)


def test_empty_physical_plan_section_raises() -> None:
    with pytest.raises(PlanParseError) as info:
        parse_plan_text("== Physical Plan ==\n\n\n")
    assert info.value.line == 2 and "operator tree" in info.value.message


def test_bad_detail_block_is_recoverable() -> None:
    text = (REAL / "tpcds-v1_4/q1/explain.txt").read_text()
    text = text.replace("(3) Filter [codegen id : 2]", "(3) Sort [codegen id : 2]", 1)
    plan = parse_plan_text(text)[0]
    assert len(plan.errors) == 1 and "(3)" in plan.errors[0].message
    assert plan.errors[0].line is not None
    assert len({n.node_id for n in plan.nodes}) == 45
