"""SIGKILL in the middle of each stage's write: nothing half-written is ever visible, and the next run
completes with outputs equal to a clean run's."""

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from codemap_pipeline.runner import run_mapping
from codemap_pipeline.storage.catalog import query

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
PLANS = [ROOT / "examples" / "plans" / "top_customers.formatted.txt",
         ROOT / "examples" / "plans" / "category_sales.formatted.txt"]


def _run(data: Path):
    return run_mapping(str(ROOT / "examples" / "retail"), "", PLANS, data, use_embeddings=False, log=lambda m: None)


def _outputs(data: Path) -> dict:
    """Every Parquet output by relative path (content), the JSON exports, and the SQL model."""
    frames = {str(p.relative_to(data / "parquet")): _relative(pd.read_parquet(p), data)
              for p in sorted((data / "parquet").rglob("*.parquet"))}
    exports = {str(p.relative_to(data)): json.loads(p.read_text()) for p in sorted((data / "exports").rglob("*.json"))}
    summary = query(data / "catalog.duckdb", "select * from plan_status_summary order by plan_key")
    return {"frames": frames, "exports": exports, "summary": summary}


def _relative(frame: pd.DataFrame, data: Path) -> pd.DataFrame:
    """Paths under the data folder written relative to it, so two data folders compare equal."""
    for column in frame.columns:
        if frame[column].map(lambda v: isinstance(v, str)).any():
            frame[column] = frame[column].map(lambda v: v.replace(str(data), "<data>") if isinstance(v, str) else v)
    return frame


@pytest.fixture(scope="module")
def clean(tmp_path_factory):
    data = tmp_path_factory.mktemp("clean")
    _run(data)
    return _outputs(data)


@pytest.mark.parametrize("target", ["repo_checkout/", "code_files/", "spark_sites/", "spark_plans/",
                                    "plan_operators/", "code_mappings/", "exports/", "catalog"])
def test_kill_then_rerun_equals_a_clean_run(tmp_path, clean, target):
    data = tmp_path / "data"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.run([sys.executable, str(HERE / "kill_during_run.py"), str(data), target],
                          capture_output=True, text=True, timeout=600, env=env)
    assert proc.returncode == -signal.SIGKILL, proc.stdout + proc.stderr

    # nothing half-written is visible under its real name: only hidden temp files may be left behind
    for path in data.rglob("*"):
        if path.is_file() and path.suffix in (".parquet", ".json") and not path.name.startswith("."):
            if path.suffix == ".parquet":
                pd.read_parquet(path)
            else:
                json.loads(path.read_text())

    _run(data)
    got = _outputs(data)
    assert got["frames"].keys() == clean["frames"].keys()
    for name, frame in clean["frames"].items():
        pd.testing.assert_frame_equal(got["frames"][name], frame, obj=name)
    assert got["exports"] == clean["exports"]
    pd.testing.assert_frame_equal(got["summary"], clean["summary"])
