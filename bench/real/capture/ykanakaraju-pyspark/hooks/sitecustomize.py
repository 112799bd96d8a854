"""Put on PYTHONPATH for a capture run only (capture.py), in the Python driver spark-submit starts (it has
PYSPARK_GATEWAY_PORT; Python workers do not). What the lessons' platform gave them and Linux does not:

- Windows paths: the code passes `C:\\PySpark\\data\\...` / `E:\\...` strings to the DataFrame reader and writer;
  Hadoop on Linux cannot parse a backslash path at all (URISyntaxException), so these wrappers hand the same path
  over with forward slashes (`C:/PySpark/data/...`), which our file system stand-in
  (../standin/DriveLocalFileSystem.java) serves. No other argument changes.
- `display(df)` (Databricks, in two notebooks): a builtin that calls `df.show()`.

Then the etl family's action hook (../../etl-projects/hooks/sitecustomize.py) is run as it is, from its path: it
records each action's calling line and the plans our listener wrote meanwhile."""
import os

if os.environ.get("ETL_CAPTURE_ACTIONS") and os.environ.get("PYSPARK_GATEWAY_PORT"):
    import builtins
    import functools
    import re

    _DRIVE = re.compile(r"^[A-Za-z]:\\")

    def _fix(value):
        if isinstance(value, str) and _DRIVE.match(value):
            return value.replace("\\", "/")
        if isinstance(value, (list, tuple)):
            return type(value)(_fix(v) for v in value)
        return value

    def _paths(cls, names):
        for name in names:
            orig = getattr(cls, name)

            def make(orig):
                @functools.wraps(orig)
                def wrapped(self, *args, **kwargs):
                    if args:
                        args = (_fix(args[0]),) + tuple(args[1:])
                    if "path" in kwargs:
                        kwargs["path"] = _fix(kwargs["path"])
                    return orig(self, *args, **kwargs)
                return wrapped
            setattr(cls, name, make(orig))

    from pyspark.sql.readwriter import DataFrameReader, DataFrameWriter

    _paths(DataFrameReader, ("load", "json", "csv", "parquet", "orc", "text"))
    _paths(DataFrameWriter, ("save", "json", "csv", "parquet", "orc", "text"))
    _option = DataFrameWriter.option

    @functools.wraps(_option)
    def _writer_option(self, key, value):
        return _option(self, key, _fix(value) if key == "path" else value)
    DataFrameWriter.option = _writer_option

    def display(df, *args, **kwargs):
        """Databricks' display(df), as a notebook outside Databricks can have it: show the rows."""
        df.show()
    builtins.display = display

    _ETL_HOOK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "etl-projects", "hooks",
                             "sitecustomize.py")
    exec(compile(open(_ETL_HOOK).read(), _ETL_HOOK, "exec"), {"__name__": "etl_capture_hook"})
