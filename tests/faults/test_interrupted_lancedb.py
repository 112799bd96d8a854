"""SIGKILL while LanceDB writes a commit's vectors: the rerun completes and the table holds exactly one
row per symbol and site of every commit, as a clean run would."""

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pandas as pd

from codemap_pipeline.code import embeddings
from codemap_pipeline.runner import run_mapping

from support import materialize_retrieval

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
PLAN = ROOT / "examples" / "plans" / "top_customers.formatted.txt"


def _expected(data: Path, key: str) -> int:
    symbols = pd.read_parquet(data / "parquet" / "code_symbols" / f"{key}.parquet")
    sites = pd.read_parquet(data / "parquet" / "spark_sites" / f"{key}.parquet")
    return len(symbols) + len(sites)


def test_kill_while_lancedb_adds_rows_then_rerun(tmp_path):
    data = tmp_path / "data"
    first_repo, second_repo = tmp_path / "retail_a", tmp_path / "retail_b"
    shutil.copytree(ROOT / "examples" / "retail", first_repo)
    shutil.copytree(ROOT / "examples" / "retail", second_repo)
    (second_repo / "retail_jobs" / "extra.py").write_text(
        "def latest(orders):\n    return orders.orderBy('order_date').limit(5)\n")
    first = run_mapping(str(first_repo), "", [PLAN], data, use_embeddings=True, log=lambda m: None)
    assert materialize_retrieval(data, first.commit_key).success

    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.run([sys.executable, str(HERE / "kill_during_lancedb.py"), str(data), str(second_repo)],
                          capture_output=True, text=True, timeout=600, env=env)
    assert proc.returncode == -signal.SIGKILL, proc.stdout + proc.stderr

    second = run_mapping(str(second_repo), "", [PLAN], data, use_embeddings=True, log=lambda m: None)
    assert materialize_retrieval(data, second.commit_key).success
    uri = str(data / "lancedb")
    assert embeddings.count_rows(uri, first.commit_key) == _expected(data, first.commit_key)
    assert embeddings.count_rows(uri, second.commit_key) == _expected(data, second.commit_key)
