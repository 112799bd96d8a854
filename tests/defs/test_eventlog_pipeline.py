"""A real event log of the example (a Spark 4 rolling log folder, captured by
examples/capture_eventlog.py) through the whole pipeline: one plan per SQL execution, costs in SQL."""

import pandas as pd
import pytest

from codemap_pipeline.runner import run_mapping
from codemap_pipeline.storage.catalog import query

from support import EXAMPLE_REPO, ROOT

LOG = next((ROOT / "examples" / "eventlogs").glob("eventlog_v2_*"))


@pytest.fixture(scope="module")
def mapped(tmp_path_factory):
    data = tmp_path_factory.mktemp("eventlog")
    report = run_mapping(str(EXAMPLE_REPO), "", [LOG], data, use_embeddings=False, log=lambda m: None)
    return data, report


def test_each_execution_is_a_plan_with_metrics(mapped):
    data, report = mapped
    ops = pd.read_parquet(data / "parquet" / "plan_operators" / f"{report.plan_keys[0]}.parquet")
    assert ops["plan_index"].nunique() == 7  # five table writes of the data set-up, then the two jobs
    assert ops["call_site"].str.contains("collectToPython").sum() > 0
    agg = ops[(ops["operator"] == "HashAggregate") & ops["plan_title"].str.startswith("collect")]
    assert agg["cost_rows"].max() > 0


def test_operators_map_and_costs_reach_sql(mapped):
    data, report = mapped
    catalog = data / "catalog.duckdb"
    final_agg = query(catalog, """
        select m.file, m.line_start, o.cost_rows from code_mappings m
        join plan_operators o using (plan_key, plan_index, node_index)
        where m.rank = 0 and o.operator = 'HashAggregate' and o.cost_rows = 6""")
    # revenue_by_country's final aggregate (six countries) is the .agg(...) in sales.py
    assert ("retail_jobs/sales.py", 19) in set(zip(final_agg["file"], final_agg["line_start"]))
    hot = query(catalog, "select * from operator_hotspots")
    assert len(hot) > 0 and list(hot["time_ms"].fillna(-1)) == sorted(hot["time_ms"].fillna(-1), reverse=True)
    heat = query(catalog, "select file, output_rows from file_heatmap where file = 'retail_jobs/sales.py'")
    assert heat["output_rows"].iloc[0] > 0
