"""Formats beyond plain explain(): simplified.txt, codegen, numberedTreeString, fragments,
doc pastes, engine operators; names asserted on a sample across formats."""

from __future__ import annotations

from codemap_pipeline.plans.engines import spark_operator
from codemap_pipeline.plans.parser import parse_plan_text

from plan_corpus import REAL, parsed


def _nodes(rel: str, index: int = 0) -> dict:
    return {n.node_id: n for n in parsed(REAL / rel)[index].nodes if n.node_id is not None}


def test_simplified_golden_file() -> None:
    plan = parsed(REAL / "tpcds-v1_4/q1/simplified.txt")[0]
    assert plan.mode == "simplified" and plan.errors == []
    nodes = {n.node_id: n for n in plan.nodes if n.node_id is not None}
    assert nodes[1].operator == "Scan" and nodes[1].names.tables[-1] == "store_returns"
    assert nodes[4].operator == "ReusedExchange" and nodes[4].reuses == 45
    assert nodes[9].names.keys == [] and "ctr_total_return" in nodes[9].names.aliases
    assert nodes[5].codegen_stage == 2
    wrappers = [n for n in plan.nodes if n.operator == "WholeStageCodegen"]
    assert wrappers and all(n.node_id is None and n.wrapper for n in wrappers)
    sub = next(n for n in plan.nodes if n.operator == "SubqueryBroadcast")
    assert sub.parent is None and plan.nodes[sub.hosted_by].node_id == 1


def test_codegen_mode() -> None:
    plans = parsed(REAL / "misc/codegen/japila-BroadcastHashJoinExec.debug-codegen.txt")
    assert [p.mode for p in plans] == ["codegen"]
    ops = [(n.operator, n.codegen_stage) for n in plans[0].nodes]
    assert ops[:3] == [("Project", 1), ("BroadcastHashJoin", 1), ("LocalTableScan", 1)]


def test_cost_mode_and_all_modes() -> None:
    plans = parsed(REAL / "misc/all-modes/spark3-in-action-lab4_21.explain-modes.txt")
    assert [p.mode for p in plans] == ["simple"] * 3 + ["codegen"] * 2 + ["simple", "formatted"]
    cost, formatted = plans[5], plans[6]
    assert [n.operator for n in cost.nodes] == [n.operator for n in formatted.nodes]


def test_numbered_tree_string() -> None:
    plan = parsed(REAL / "misc/aqe/japila-BroadcastHashJoinExec.numberedTreeString."
                         "isFinalPlan-false.txt")[0]
    assert [n.operator for n in plan.nodes][:3] == ["AdaptiveSparkPlan", "Project",
                                                   "BroadcastHashJoin"]
    assert plan.nodes[2].names.keys == ["id"]


def test_fragment_and_pasted_table() -> None:
    frag = parsed(REAL / "misc/older-and-cache/idx15435368325.spark2.hive-cache.fragment.txt")[0]
    assert frag.nodes[0].operator == "BroadcastExchange"
    hive = next(n for n in frag.nodes if n.operator == "HiveTableScan")
    assert hive.names.tables == ["test.lmz_lookalike_huanbei_testset",
                                 "lmz_lookalike_huanbei_testset"]
    docs = parsed(REAL / "misc/docs/sql-ref-syntax-qry-explain.md")
    assert [p.mode for p in docs] == ["simple", "simple", "formatted"]
    assert docs[0].nodes[0].names.functions[0] == "sum"


def test_doc_tree_without_detail_blocks_and_comments() -> None:
    plans = parsed(REAL / "misc/docs/sql-performance-tuning.md")
    spj = [p for p in plans if any("BatchScan" == n.operator for n in p.nodes)]
    assert spj and all(p.errors == [] for p in spj)
    exchange = next(n for n in spj[0].nodes if n.operator == "Exchange")
    assert exchange.node_id == 4 and "//" not in exchange.header


def test_engine_operator_names() -> None:
    assert spark_operator("GpuHashAggregate") == "HashAggregate"
    assert spark_operator("CometBroadcastExchange") == "BroadcastExchange"
    assert spark_operator("FilterExecTransformer") == "Filter"
    assert spark_operator("FlushableHashAggregateExecTransformer") == "HashAggregate"
    assert spark_operator("PhotonGroupingAgg") == "HashAggregate"
    assert spark_operator("PhotonShuffleExchangeSink") == "Exchange"
    assert spark_operator("VeloxColumnarToRow") == "ColumnarToRow"
    assert spark_operator("SortMergeJoin") == "SortMergeJoin"
    comet = _nodes("misc/comet/v1_4-spark4_0@454ca68/q1/explain.txt")
    assert comet[1].operator == "Scan" and comet[1].engine_operator == "CometScan"
    assert comet[1].names.tables == ["spark_catalog.default.store_returns", "store_returns"]
    assert comet[41].operator == "ColumnarToRow" and comet[41].wrapper
    photon = parsed(REAL / "misc/photon/sql-report.catalog_sales_demo.explain.txt")[0]
    agg = next(n for n in photon.nodes if n.engine_operator == "PhotonGroupingAgg")
    assert agg.operator == "HashAggregate" and agg.names.keys == ["cs_bill_customer_sk"]
    assert {"avg", "min", "max"} <= set(agg.names.functions)
    rapids = [p for f in sorted((REAL / "misc/rapids").iterdir()) for p in parsed(f)]
    gpu = [n for p in rapids for n in p.nodes if n.engine_operator]
    assert {("GpuProject", "Project"), ("GpuSort", "Sort")} <= {
        (n.engine_operator, n.operator) for n in gpu}
    gluten = parsed(REAL / "misc/gluten-velox/v1/spark35/1.txt")[0]
    assert any(n.engine_operator == "FileSourceScanExecTransformer" and n.operator == "Scan"
               for n in gluten.nodes)


def test_names_sample_across_formats() -> None:
    # formatted: aliases, keys, literals, scan table and path, join keys
    q1 = _nodes("tpcds-v1_4/q1/explain.txt")
    assert q1[9].names.aliases == ["ctr_customer_sk", "ctr_store_sk", "ctr_total_return"]
    assert q1[29].names.literals == ["TN"]
    assert q1[27].names.paths == ["/{warehouse_dir}/store"]
    assert q1[38].names.keys == ["ctr_customer_sk", "c_customer_sk"]
    # simplified: the same query, names without ids
    s1 = _nodes("tpcds-v1_4/q1/simplified.txt")
    assert s1[27].names.tables == q1[27].names.tables
    assert {"s_state", "s_store_sk"} <= set(s1[29].names.columns)
    # simple mode: UDF, literal
    text = ("== Physical Plan ==\n*(2) Project [name#1, pythonUDF0#5 AS clean#3]\n"
            "+- BatchEvalPython [normalize(name#1)#4], [pythonUDF0#5]\n"
            "   +- *(1) Filter (isnotnull(age#2) AND (age#2 > 21))\n"
            "      +- *(1) ColumnarToRow\n"
            "         +- FileScan parquet db.people[name#1,age#2] Batched: true, DataFilters: [],"
            " Format: Parquet, Location: InMemoryFileIndex(1 paths)[s3a://bucket/people],"
            " PartitionFilters: [], PushedFilters: [GreaterThan(age,21)], ReadSchema: struct<>\n")
    nodes = {n.operator: n for n in parse_plan_text(text)[0].nodes}
    assert nodes["BatchEvalPython"].names.udfs == ["normalize"]
    assert nodes["Project"].names.aliases == ["clean"]
    assert nodes["Filter"].names.literals == ["21"]
    assert nodes["Scan"].names.paths == ["s3a://bucket/people"]
    assert nodes["Scan"].names.tables == ["db.people", "people"]
