"""The whole asset graph, materialized in-process on the example project with a temporary instance,
with the real embedding model, LanceDB, Parquet and DuckDB. Assertions are on content."""

from pathlib import Path

import dagster as dg
import lancedb
import pandas as pd
import pytest

from codemap_pipeline.code import embeddings
from codemap_pipeline.plans.parser import parse_plan_text
from codemap_pipeline.runner import local_instance, run_mapping
from codemap_pipeline.storage.catalog import query

from support import EXAMPLE_PLANS, EXAMPLE_REPO, materialize_retrieval

PLANS = ["revenue_by_country.formatted.txt", "top_customers.formatted.txt", "net_revenue_by_segment.simple.txt"]


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    data = tmp_path_factory.mktemp("codemap")
    report = run_mapping(str(EXAMPLE_REPO), "", [EXAMPLE_PLANS / p for p in PLANS], data, log=lambda m: None)
    return data, report


def _plan_key(report, stem):
    return next(k for k in report.plan_keys if k.startswith(stem))


def _top(data, report, stem) -> pd.DataFrame:
    path = data / "parquet" / "code_mappings" / report.commit_key / f"{_plan_key(report, stem)}.parquet"
    frame = pd.read_parquet(path)
    return frame[frame["rank"] == 0].set_index("node_id")


def test_every_stage_materialized_its_partitions(run):
    data, report = run
    instance = local_instance(data)
    for asset in ["repo_checkout", "code_files", "code_symbols", "code_links", "spark_sites"]:
        assert instance.get_materialized_partitions(dg.AssetKey(asset)) == {report.commit_key}
    assert instance.get_materialized_partitions(dg.AssetKey("plan_operators")) == set(report.plan_keys)
    assert len(instance.get_materialized_partitions(dg.AssetKey("code_mappings"))) == len(PLANS)
    assert report.reused == [] and len(report.materialized) == 1 + 2 * len(PLANS)


def test_final_aggregate_scan_and_join_exchange_map_to_their_calls(run):
    data, report = run
    revenue = _top(data, report, "revenue_by_country-formatted")
    agg = revenue.loc[25]  # the final HashAggregate: .groupBy("country").agg(...revenue...)
    assert agg["operator"] == "HashAggregate" and agg["file"] == "retail_jobs/sales.py"
    assert agg["line_start"] <= 23 and agg["line_end"] >= 18
    assert agg["symbol"] == "retail_jobs.sales.build_revenue_by_country"
    assert "revenue" in agg["explanation"]
    partial = revenue.loc[21]  # Spark's partial aggregate serves the same call
    assert partial["derived"] and (partial["file"], partial["line_start"]) == (agg["file"], agg["line_start"])

    scan = revenue.loc[1]  # Scan parquet .../orders -> spark.read.parquet(ORDERS_PATH)
    assert (scan["file"], scan["line_start"], scan["symbol"]) == ("retail_jobs/io.py", 19, "retail_jobs.io.read_orders")

    top = _top(data, report, "top_customers-formatted")
    assert top.loc[18, "operator"] == "SortMergeJoin"
    for node in (14, 17):  # the Exchange and Sort Spark put under the sort-merge join
        row = top.loc[node]
        assert row["derived"] and (row["file"], row["line_start"]) == ("retail_jobs/sales.py", 41)


def test_export_has_one_entry_per_non_wrapper_node(run):
    data, report = run
    ops = pd.concat(pd.read_parquet(data / "parquet" / "plan_operators" / f"{k}.parquet") for k in report.plan_keys)
    non_wrappers = ops[~ops["wrapper"]]
    entries = report.output["mappings"]
    assert len(entries) == len(non_wrappers) == report.output["statistics"]["totalNodes"]
    by_plan = {k: sorted(str(i) for i in non_wrappers[non_wrappers["plan_key"] == k]["node_id"]) for k in report.plan_keys}
    for key, ids in by_plan.items():
        assert sorted(e["dagNodeId"] for e in entries if e["plan"] == key) == ids
    entry = entries[0]
    assert set(entry) >= {"dagNodeId", "operator", "mappedCode", "confidence", "confidenceStatus",
                          "confidenceFactors", "explanation", "alternatives"}
    assert set(entry["confidenceFactors"]) == {"embeddingScore", "astScore", "llmConfidence", "keywordMatch",
                                               "evidenceScore"}
    assert all(len(e["alternatives"]) <= 3 for e in entries)
    stats = report.output["statistics"]
    assert stats["filesScanned"] == 8 and stats["symbolsIndexed"] > 20


def test_names_decide_every_executed_node(run):
    """Embeddings count only for nodes no site shares a name with. Every node of these plans' executed trees shares
    one; only an AQE initial plan's nodes of their own (planned otherwise by the run: parser.RE_PLANNED) can ask the
    model, here the initial plan's Filter over the orders read that the run folded into the broadcast side."""
    data, report = run
    asked = {(m["plan"], m["dagNodeId"]) for m in report.output["mappings"]
             if m["confidenceFactors"]["embeddingScore"] is not None}
    initial_only = set()
    for name, key in zip(PLANS, report.plan_keys):
        plan = parse_plan_text((EXAMPLE_PLANS / name).read_text())[0]
        executed = plan.executed()
        initial_only |= {(key, str(n.node_id)) for i, n in enumerate(plan.nodes)
                         if i not in executed and n.twin_of is None and n.node_id is not None}
    assert asked and asked <= initial_only


def test_embeddings_in_lancedb_match_symbols_and_sites(run):
    data, report = run
    assert materialize_retrieval(data, report.commit_key).success
    symbols = pd.read_parquet(data / "parquet" / "code_symbols" / f"{report.commit_key}.parquet")
    sites = pd.read_parquet(data / "parquet" / "spark_sites" / f"{report.commit_key}.parquet")
    assert embeddings.count_rows(str(data / "lancedb"), report.commit_key) == len(symbols) + len(sites)
    table = lancedb.connect(str(data / "lancedb")).open_table(embeddings.TABLE)
    rows = table.search().where(f"partition = '{report.commit_key}'").limit(None).to_pandas()
    assert set(rows["item_id"]) == set(sites["site_id"]) | set(symbols["symbol_id"])
    assert len(rows["vector"][0]) == embeddings.DIMS
    check = local_instance(data).event_log_storage.get_asset_check_execution_history(
        dg.AssetCheckKey(dg.AssetKey("symbol_embeddings"), "embeddings_match_index"), limit=1)
    assert check and check[0].evaluation.passed


def test_catalog_views_and_sql_model(run):
    data, report = run
    catalog = data / "catalog.duckdb"
    summary = query(catalog, "select * from plan_status_summary order by plan_key")
    assert sorted(summary["plan_key"]) == sorted(report.plan_keys)
    total = query(catalog, "select count(*) n from code_mappings where rank = 0")["n"][0]
    assert summary["nodes"].sum() == total == len(report.output["mappings"])
    sites = query(catalog, "select kind, count(*) n from spark_sites group by kind")
    assert {"read", "filter", "join", "aggregate", "udf"} <= set(sites["kind"])

    queue = query(catalog, "select * from mapping_review_queue")
    assert "confirmed" not in set(queue["status"]) and list(queue["confidence"]) == sorted(queue["confidence"])
    heat = query(catalog, "select * from file_heatmap")
    mapped = query(catalog, "select count(*) n from code_mappings where rank = 0 and file is not null")["n"][0]
    assert heat["operators"].sum() == mapped and "retail_jobs/sales.py" in set(heat["file"])
    coverage = query(catalog, "select * from repository_coverage")
    assert len(coverage) == sites["n"].sum()
    # the three plans touch reads and joins, but not every call in the project (e.g. the writer)
    assert 0 < coverage["matched"].sum() < len(coverage)
    assert not coverage.loc[coverage["kind"] == "write", "matched"].any()


def test_asset_checks_pass_on_the_example(run):
    data, report = run
    instance = local_instance(data)
    checks = {("code_symbols", "symbol_ids_unique"), ("spark_sites", "site_ids_unique"),
              ("code_files", "parse_failures_under_threshold"),
              ("plan_operators", "node_ids_unique"), ("code_mappings", "every_node_has_a_mapping"),
              ("code_mappings", "confidences_within_bounds")}
    for asset, name in checks:
        records = instance.event_log_storage.get_asset_check_execution_history(
            dg.AssetCheckKey(dg.AssetKey(asset), name), limit=10)
        assert records, (asset, name)
        assert all(r.evaluation.passed for r in records if r.evaluation), (asset, name)


def test_second_run_reuses_every_partition(run):
    data, report = run
    again = run_mapping(str(EXAMPLE_REPO), "", [EXAMPLE_PLANS / p for p in PLANS], data, log=lambda m: None)
    assert again.materialized == []
    assert len(again.reused) == 1 + 2 * len(PLANS)
    assert again.output == report.output
