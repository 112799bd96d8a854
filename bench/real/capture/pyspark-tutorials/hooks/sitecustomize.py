"""Put on PYTHONPATH for a capture run only (capture.py). In the Python driver that spark-submit starts: runs the etl
family's action hook (../../etl-projects/hooks/sitecustomize.py, by its path, unchanged: every DataFrame action
and writer call records the project's line that called it and the plans the listener wrote meanwhile), and, where
TUT_CAPTURE_ENTER is set, answers the program's `input("Press Enter to continue...")` with Enter: spark-submit's
Python driver reads its stdin from a pipe the JVM never writes, so without this the apps that wait for a key
(rakeshku93's app3, app17 and app18) never end."""
import os

if os.environ.get("PYSPARK_GATEWAY_PORT"):
    _hook = os.environ.get("TUT_CAPTURE_SHARED_HOOK")
    if _hook:
        with open(_hook) as _fh:
            exec(compile(_fh.read(), _hook, "exec"), {"__name__": "etl_capture_hook", "__file__": _hook})
    if os.environ.get("TUT_CAPTURE_ENTER"):
        import io
        import sys

        sys.stdin = io.StringIO("\n" * 100)
