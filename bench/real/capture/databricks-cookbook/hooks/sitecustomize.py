"""Put on PYTHONPATH for a capture run only (capture.py), in the Python driver spark-submit starts (it has
PYSPARK_GATEWAY_PORT; Python workers do not): runs the etl family's action hook
(../../etl-projects/hooks/sitecustomize.py) as it is, from its path. It records each action's calling line and the
plans our listener wrote meanwhile. Nothing else changes."""
import os

if os.environ.get("ETL_CAPTURE_ACTIONS") and os.environ.get("PYSPARK_GATEWAY_PORT"):
    _ETL_HOOK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "etl-projects", "hooks",
                             "sitecustomize.py")
    exec(compile(open(_ETL_HOOK).read(), _ETL_HOOK, "exec"), {"__name__": "etl_capture_hook"})
