"""The example mapped once for all report tests: the pipeline's real Parquet outputs of one plan."""

from dataclasses import dataclass
from pathlib import Path

import pandas as pd
import pytest

from codemap_pipeline.runner import run_mapping
from codemap_pipeline.storage.parquet import read_parquet

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class MappedPlan:
    data_dir: Path
    commit_key: str
    plan_key: str
    operators: pd.DataFrame
    mappings: pd.DataFrame
    code_root: Path


@pytest.fixture(scope="session")
def mapped_plan(tmp_path_factory) -> MappedPlan:
    data = tmp_path_factory.mktemp("report-data")
    report = run_mapping(str(ROOT / "examples/retail"), "", [ROOT / "examples/plans/top_customers.formatted.txt"],
                         data, use_embeddings=False, log=lambda m: None)
    commit_key, plan_key = report.commit_key, report.plan_keys[0]
    parquet = data / "parquet"
    checkout = read_parquet(parquet / "repo_checkout" / f"{commit_key}.parquet")
    return MappedPlan(
        data_dir=data, commit_key=commit_key, plan_key=plan_key,
        operators=read_parquet(parquet / "plan_operators" / f"{plan_key}.parquet"),
        mappings=read_parquet(parquet / "code_mappings" / commit_key / f"{plan_key}.parquet"),
        code_root=Path(checkout["path"].iloc[0]))
