"""Assets called on their own with a built context: bad input is recorded, never fatal."""

import dagster as dg
import pytest
import pandas as pd

from codemap_pipeline.defs.code_index import code_index
from codemap_pipeline.defs.plan_parsing import plan_operators
from codemap_pipeline.defs.resources import CodemapSettings

from support import EXAMPLE_PLANS


def _outputs(result) -> dict:
    """Outputs by name, and asset check results by check name."""
    out = {}
    for item in result:
        out[item.check_name if isinstance(item, dg.AssetCheckResult) else item.output_name] = item
    return out


def test_plan_operators_records_a_broken_plan_instead_of_failing(tmp_path):
    stored = tmp_path / "log.txt"
    stored.write_text("this is a query log, not a plan\nSELECT 1\n")
    spark_plans = pd.DataFrame([{"plan_key": "log-1", "source": "runs/log.txt", "stored_path": str(stored)}])
    outs = _outputs(plan_operators(dg.build_asset_context(partition_key="log-1"), spark_plans=spark_plans))
    assert outs["plan_operators"].value["log-1"].empty
    errors = outs["plan_parse_errors"].value["log-1"]
    assert errors[["source", "kind"]].values.tolist() == [["runs/log.txt", "PARSE_ERROR"]]
    assert errors["line"].iloc[0] >= 1 and errors["message"].iloc[0]


def test_plan_operators_on_a_real_plan():
    stored = EXAMPLE_PLANS / "revenue_by_country.simple.txt"
    spark_plans = pd.DataFrame([{"plan_key": "rbc", "source": "rbc.txt", "stored_path": str(stored)}])
    outs = _outputs(plan_operators(dg.build_asset_context(partition_key="rbc"), spark_plans=spark_plans))
    ops = outs["plan_operators"].value["rbc"].set_index("node_id")
    assert ops.loc[25, "operator"] == "HashAggregate" and ops.loc[25, "codegen_stage"] == 6
    assert list(ops.loc[1, "names_paths"])[0].endswith("/orders")
    assert list(ops.loc[10, "names_udfs"]) == ["normalize_country"]
    assert bool(ops.loc[24, "wrapper"])  # AQEShuffleRead
    assert outs["plan_parse_errors"].value["rbc"].empty
    assert outs["node_ids_unique"].passed


def test_code_index_skips_a_file_that_does_not_parse(tmp_path):
    (tmp_path / "jobs").mkdir()
    (tmp_path / "jobs" / "good.py").write_text(
        "from pyspark.sql import functions as F\n\n\n"
        "def active(spark):\n"
        "    return spark.read.parquet('/data/users').filter(F.col('state') == 'active')\n")
    (tmp_path / "jobs" / "broken.py").write_text("def oops(:\n    pass\n")
    checkout = pd.DataFrame([{"path": str(tmp_path)}])
    settings = CodemapSettings(data_dir=str(tmp_path / "data"))
    outs = _outputs(code_index(dg.build_asset_context(partition_key="r@1"), settings=settings, repo_checkout=checkout))
    files = outs["code_files"].value.to_pandas().set_index("path")
    assert files.loc["jobs/broken.py", "parse_error"].startswith("SyntaxError at line 1")
    assert pd.isna(files.loc["jobs/good.py", "parse_error"])
    assert outs["code_files"].metadata["parse_failures"].value == 1
    # one of two files failed: over the 20% threshold, so the check fails and names the file
    check = outs["parse_failures_under_threshold"]
    assert not check.passed and check.metadata["examples"].value == ["jobs/broken.py"]
    assert outs["symbol_ids_unique"].passed and outs["site_ids_unique"].passed
    sites = outs["spark_sites"].value.to_pandas()
    assert sorted(sites["kind"]) == ["filter", "read"]
    assert list(sites.set_index("kind").loc["filter", "literals"]) == ["active"]


def test_clone_retries_back_off_only_where_they_can_help():
    from codemap_pipeline.defs.code_index import retry_delay

    url = "https://git.example.com/acme/etl.git"
    assert [retry_delay("CLONE_FAILED", url, n) for n in range(3)] == [5, 10, None]
    assert retry_delay("REF_NOT_FOUND", url, 0) is None
    assert retry_delay("CLONE_FAILED", "/srv/jobs", 0) is None
