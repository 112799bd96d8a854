"""Put on PYTHONPATH for a capture run only (capture.py): in the Python driver that spark-submit starts (it has
PYSPARK_GATEWAY_PORT; Python workers do not), every DataFrame action and DataFrameWriter call is wrapped so that,
after it returned, the line of the project's code that called it and the plans our query-execution listener
(PlanListener.java) wrote meanwhile are appended to the file ETL_CAPTURE_ACTIONS names, one JSON object a line.
Nothing else changes: the action runs as called, its result is returned, its plan is the one it ran."""
import os

if os.environ.get("ETL_CAPTURE_ACTIONS") and os.environ.get("PYSPARK_GATEWAY_PORT"):
    import inspect
    import json
    import time

    _ROOT = os.path.realpath(os.environ["ETL_CAPTURE_ROOT"]) + os.sep
    _PLANS = os.environ["ETL_CAPTURE_PLANS"]
    _OUT = os.environ["ETL_CAPTURE_ACTIONS"]
    _busy = []

    def _site():
        """The innermost frame of the project's own code: (path from its root, line)."""
        for frame in inspect.stack()[2:]:
            name = os.path.realpath(frame.filename)
            if name.startswith(_ROOT):
                return os.path.relpath(name, _ROOT), frame.lineno
        return None, None

    def _stems():
        if not os.path.isdir(_PLANS):
            return set()
        return {f[:-len(".formatted.txt")] for f in os.listdir(_PLANS) if f.endswith(".formatted.txt")}

    def _drain(spark):
        """Wait until the listener bus has delivered the finished queries to our listener."""
        try:
            spark.sparkContext._jsc.sc().listenerBus().waitUntilEmpty()
        except Exception:
            time.sleep(1.0)

    def _wrap(cls, name, session_of):
        orig = getattr(cls, name)

        def action(self, *args, **kwargs):
            if _busy:  # an action another one runs (toPandas collects)
                return orig(self, *args, **kwargs)
            file, line = _site()
            before = _stems()
            _busy.append(name)
            raised = None
            try:
                return orig(self, *args, **kwargs)
            except BaseException as exc:
                raised = type(exc).__name__
                raise
            finally:
                _busy.pop()
                try:
                    _drain(session_of(self))
                except Exception:
                    pass
                new = sorted(_stems() - before)
                with open(_OUT, "a") as fh:
                    fh.write(json.dumps({"file": file, "line": line, "action": name, "plans": new,
                                         "raised": raised}) + "\n")

        action.__name__ = name
        action.__doc__ = orig.__doc__
        setattr(cls, name, action)

    from pyspark.sql.classic.dataframe import DataFrame as _DF
    from pyspark.sql.readwriter import DataFrameWriter as _W

    for _name in ("show", "collect", "count", "take", "first", "head", "toPandas", "toLocalIterator", "foreach",
                  "foreachPartition"):
        _wrap(_DF, _name, lambda df: df.sparkSession)
    for _name in ("save", "parquet", "csv", "json", "orc", "text", "saveAsTable", "insertInto", "jdbc"):
        _wrap(_W, _name, lambda w: w._spark)
