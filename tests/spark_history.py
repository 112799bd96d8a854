"""A real Spark History Server started from the PySpark installation over a folder of event logs."""

import os
import shutil
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EVENT_LOG = ROOT / "examples" / "eventlogs" / "eventlog_v2_local-1795314479901"
APP_ID = "local-1795314479901"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def java_missing() -> str | None:
    return None if shutil.which("java") or os.environ.get("JAVA_HOME") else "Java is not installed"


def _env(work: Path, port: int) -> dict:
    import pyspark

    home = Path(pyspark.__file__).parent
    return {**os.environ, "SPARK_HOME": str(home), "SPARK_LOG_DIR": str(work / "run"),
            "SPARK_PID_DIR": str(work / "run"), "SPARK_IDENT_STRING": f"codemap{port}",
            "SPARK_HISTORY_OPTS": (
                f"-Dspark.history.fs.logDirectory=file:{work / 'logs'} -Dspark.history.ui.port={port} "
                "-Dspark.history.fs.update.interval=1s"), "SPARK_DAEMON_MEMORY": "512m"}


def start(work: Path) -> tuple[str, dict]:
    """Copy the example's event log into `work/logs`, start the server, wait until it lists the app."""
    (work / "logs").mkdir(parents=True)
    (work / "run").mkdir()
    shutil.copytree(EVENT_LOG, work / "logs" / EVENT_LOG.name)
    port = free_port()
    env = _env(work, port)
    subprocess.run([str(Path(env["SPARK_HOME"]) / "sbin" / "start-history-server.sh")], env=env, check=True,
                   capture_output=True, timeout=120)
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 120
    while time.time() < deadline and _alive(work):
        try:
            with urllib.request.urlopen(f"{url}/api/v1/applications", timeout=5) as answer:
                if APP_ID.encode() in answer.read():
                    return url, env
        except OSError:
            pass
        time.sleep(1)
    stop(env)
    logs = "\n".join(p.read_text()[-2000:] for p in (work / "run").glob("*.out"))
    raise RuntimeError(f"the History Server did not list {APP_ID}:\n{logs}")


def _alive(work: Path) -> bool:
    """False once the server's process (named in its pid file) has ended, e.g. on a bad option."""
    pids = list((work / "run").glob("*.pid"))
    if not pids:
        return True
    try:
        os.kill(int(pids[0].read_text().strip()), 0)
        return True
    except (OSError, ValueError):
        return False


def stop(env: dict) -> None:
    subprocess.run([str(Path(env["SPARK_HOME"]) / "sbin" / "stop-history-server.sh")], env=env,
                   capture_output=True, timeout=120)
