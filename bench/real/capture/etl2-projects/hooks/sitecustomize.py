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
        for frame in inspect.stack()[3:]:  # past _site, before and the wrapper
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

    # The wrapper is compiled under the file name of the method it wraps (a file of pyspark/): PySpark names a
    # collect's call site after the first frame outside its own folder (traceback_utils.first_spark_call), so the
    # event log's `collect at <project file>:<line>` stays what it is without the capture.
    _TEMPLATE = """
def make(orig, before, after):
    def {name}(self, *args, **kwargs):
        token = before(self, {name!r})
        raised = None
        try:
            return orig(self, *args, **kwargs)
        except BaseException as exc:
            raised = type(exc).__name__
            raise
        finally:
            after(self, token, raised)
    return {name}
"""

    def _wrap(cls, name, session_of):
        orig = getattr(cls, name)

        def before(obj, action):
            if _busy:  # an action another one runs (toPandas collects)
                _busy.append(action)
                return None
            _busy.append(action)
            file, line = _site()
            return file, line, action, _stems()

        def after(obj, token, raised):
            _busy.pop()
            if token is None:
                return
            file, line, action, stems_before = token
            try:
                _drain(session_of(obj))
            except Exception:
                pass
            new = sorted(_stems() - stems_before)
            with open(_OUT, "a") as fh:
                fh.write(json.dumps({"file": file, "line": line, "action": action, "plans": new,
                                     "raised": raised}) + "\n")

        ns = {}
        exec(compile(_TEMPLATE.format(name=name), inspect.getsourcefile(orig), "exec"), ns)
        wrapped = ns["make"](orig, before, after)
        wrapped.__doc__ = orig.__doc__
        setattr(cls, name, wrapped)

    from pyspark.sql.classic.dataframe import DataFrame as _DF
    from pyspark.sql.readwriter import DataFrameWriter as _W

    for _name in ("show", "collect", "count", "take", "first", "head", "toPandas", "toLocalIterator", "foreach",
                  "foreachPartition"):
        _wrap(_DF, _name, lambda df: df.sparkSession)
    for _name in ("save", "parquet", "csv", "json", "orc", "text", "saveAsTable", "insertInto", "jdbc"):
        _wrap(_W, _name, lambda w: w._spark)
