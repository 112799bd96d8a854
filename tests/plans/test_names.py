"""Names extracted from real plan nodes and from single expressions."""

from __future__ import annotations

from codemap_pipeline.plans.names import extract_names, split_top, strip_ids
from codemap_pipeline.plans.parser import parse_plan_text

from plan_corpus import REAL


def _nodes(rel: str, index: int = 0) -> dict:
    plan = parse_plan_text((REAL / rel).read_text(), rel)[index]
    return {n.node_id: n for n in plan.nodes if n.node_id is not None}


def test_split_top_respects_brackets() -> None:
    assert split_top("a#1, sum(b#2, 3) AS s#4, [x, y], 'q,r'") == [
        "a#1", "sum(b#2, 3) AS s#4", "[x, y]", "'q,r'"]
    assert strip_ids("State FIPS Code#19") == "State FIPS Code"
    assert strip_ids("ctr_store_sk#11#21") == "ctr_store_sk"


def test_alias_function_column() -> None:
    names = extract_names("HashAggregate", "HashAggregate",
                          {"Results": "[sum(amount#2)#12 AS revenue#6]"})
    assert names.aliases == ["revenue"] and "sum" in names.functions and "amount" in names.columns


def test_condition_literals() -> None:
    names = extract_names("Filter", "Filter ((status#3 = active) AND (qty#4 > 10))", {})
    assert names.literals == ["active", "10"]
    assert names.columns == ["status", "qty"]


def test_simple_mode_headers() -> None:
    ex = extract_names("Exchange", "Exchange hashpartitioning(k#1, v#2, 200), ENSURE_REQUIREMENTS,"
                       " [plan_id=3]", {})
    assert ex.keys == ["k", "v"] and ex.partitions == 200
    rr = extract_names("Exchange", "Exchange RoundRobinPartitioning(4), REPARTITION_BY_NUM, [id=#9]", {})
    assert rr.partitions == 4
    udf = extract_names("BatchEvalPython", "BatchEvalPython [clean_name(name#3)#10], [pythonUDF0#11]", {})
    assert udf.udfs == ["clean_name"] and udf.columns == ["name"]
    scan = extract_names("Scan", "FileScan parquet db.sales[id#1,amount#2] Batched: true, "
                         "DataFilters: [], Format: Parquet, Location: InMemoryFileIndex(1 paths)"
                         "[file:/a/b], PartitionFilters: [], PushedFilters: [EqualTo(id,7)], "
                         "ReadSchema: struct<id:int,amount:double>", {})
    assert scan.tables == ["db.sales", "sales"] and scan.paths == ["file:/a/b"]
    assert scan.columns == ["id", "amount"] and scan.literals == ["7"]
    agg = extract_names("HashAggregate", "HashAggregate(keys=[k#1], functions=[count(1)], "
                        "output=[k#1, count(1)#5L AS n#6L])", {})
    assert agg.keys == ["k"] and agg.functions == ["count"] and agg.aliases == ["n"]
    top = extract_names("TakeOrderedAndProject", "TakeOrderedAndProject(limit=10, orderBy=[n#6L "
                        "DESC NULLS LAST], output=[k#1,n#6L])", {})
    assert top.limit == 10 and top.keys == ["n"]
    assert extract_names("CollectLimit", "CollectLimit 21", {}).limit == 21
    smj = extract_names("SortMergeJoin", "SortMergeJoin [id#2], [id#9], LeftOuter", {})
    assert smj.join_type == "LeftOuter" and smj.keys == ["id"]


def test_tpcds_q1_names() -> None:
    nodes = _nodes("tpcds-v1_4/q1/explain.txt")
    agg = nodes[9].names
    assert agg.aliases == ["ctr_customer_sk", "ctr_store_sk", "ctr_total_return"]
    assert agg.keys == ["sr_customer_sk", "sr_store_sk"] and agg.functions == ["sum"]
    assert "sum" not in agg.columns          # aggregation buffers are not columns
    assert nodes[29].names.literals == ["TN"] and "s_state" in nodes[29].names.columns
    scan = nodes[27].names
    assert scan.tables == ["spark_catalog.default.store", "store"]
    assert scan.paths == ["/{warehouse_dir}/store"]
    assert "TN" in scan.literals             # PushedFilters EqualTo(s_state,TN)
    join = nodes[38].names
    assert join.keys == ["ctr_customer_sk", "c_customer_sk"] and join.join_type == "Inner"
    assert nodes[8].names.partitions == 5 and nodes[8].names.keys == ["sr_customer_sk", "sr_store_sk"]
    assert nodes[40].names.limit == 100 and nodes[40].names.keys == ["c_customer_id"]
    assert nodes[43].names.literals == ["2000"]
    assert "dynamicpruning" not in nodes[1].names.columns


def test_semi_and_anti_join_types() -> None:
    types = {n.names.join_type for n in _nodes("tpch/q21/explain.txt").values()
             if "Join" in n.operator}
    assert {"LeftSemi", "LeftAnti", "Inner"} <= types


def test_python_udfs_in_real_plans() -> None:
    base = "misc/eventlogs/spark-rapids-tools/"
    batch = _nodes(base + "qualification-python_udf_eventlog/line00013.exec0.SQLExecutionStart.txt")
    assert batch[3].names.udfs == ["multiply_by_two"]
    assert batch[4].names.aliases == ["doubled"] and "pythonUDF0" not in batch[4].names.columns
    assert batch[1].names.paths == ["file:/home/rishic/Code/myforks/cuaether-agent/tmp/data/input.parquet"]
    arrow = _nodes(base + "qualification-pandas_execs_eventlog/line00007.exec0.SQLExecutionStart.txt")
    assert arrow[2].names.udfs == ["_plus_one_cpu_func"]


def test_simple_mode_names_with_spaces() -> None:
    nodes = _nodes("misc/all-modes/spark3-in-action-lab4_21.explain-modes.txt", 1)
    project = nodes[2].names
    assert project.aliases == ["lcl", "ucl", "avg", "lcl2", "ucl2"]
    assert "Lower Confidence Limit" in project.columns and "Limit" not in project.columns
    assert project.literals == ["2.0"]
    assert nodes[1].names.paths[0].startswith("file:/D:/workspace_study/")


def test_every_corpus_node_gets_names() -> None:
    plan = parse_plan_text((REAL / "tpcds-v1_4/q14a/explain.txt").read_text())[0]
    assert not plan.errors
    scans = [n for n in plan.nodes if n.operator == "Scan"]
    assert scans and all(n.names.tables and n.names.columns for n in scans)
