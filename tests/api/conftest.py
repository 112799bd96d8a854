import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

import spark_history
from api_settings import ROOT, TOKEN


class Api:
    def __init__(self, url: str, data_dir: Path, root: Path):
        self.url, self.data_dir, self.root = url, data_dir, root
        self.client = httpx.Client(base_url=f"{url}/api/v1/agent", headers={"Authorization": f"Bearer {TOKEN}"},
                                   timeout=60)

    def post(self, path, body=None, **kw):
        return self.client.post(path, json=body, **kw)

    def get(self, path, **kw):
        return self.client.get(path, **kw)


@pytest.fixture(scope="module")
def api(tmp_path_factory):
    """`codemap serve` in a subprocess on a free port: token set, roots = a temp folder and the examples,
    embeddings and the catalog refresh off to keep jobs light. Stopped (SIGTERM) at the end."""
    root = tmp_path_factory.mktemp("api")
    data_dir = root / "data"
    port = spark_history.free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1", "CODEMAP_API_TOKEN": TOKEN,
           "CODEMAP_API_ROOTS": os.pathsep.join([str(root), str(ROOT / "examples")]), "CODEMAP_API_CATALOG": "0",
           "DAGSTER_DISABLE_TELEMETRY": "1"}
    log = open(root / "server.log", "w")
    proc = subprocess.Popen([sys.executable, "-m", "codemap_pipeline.cli", "--data-dir", str(data_dir), "serve",
                             "--port", str(port), "--no-embeddings"], cwd=ROOT, env=env, stdout=log,
                            stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 180
    while time.time() < deadline and proc.poll() is None:
        try:
            httpx.get(f"{url}/api/v1/agent/jobs/{'0' * 32}", timeout=5)
            break
        except httpx.TransportError:
            time.sleep(1)
    if proc.poll() is not None:
        pytest.fail(f"codemap serve ended: {(root / 'server.log').read_text()[-3000:]}")
    yield Api(url, data_dir, root)
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(120)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()
