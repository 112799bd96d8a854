"""Put on PYTHONPATH for a capture run only (capture.py). In the Python driver that spark-submit starts (it has
PYSPARK_GATEWAY_PORT; Python workers do not):

- runs the etl family's action hook (../../etl-projects/hooks/sitecustomize.py, by its path, unchanged: every
  DataFrame action and writer call records the project's line that called it and the plans the listener wrote
  meanwhile);
- provides the Databricks notebook globals the practice scripts assume, without editing them: `spark`
  (SparkSession.builder.getOrCreate()) and `display` in builtins, and a `display` method on DataFrame. This
  stand-in `display` simply calls the DataFrame's `.show()` (Databricks renders a table; here the plan is the one a
  show() runs: CollectLimit 21 and toprettystring). Anything else given to display() is printed.
"""
import os

if os.environ.get("PYSPARK_GATEWAY_PORT"):
    _hook = os.environ.get("SBE_CAPTURE_SHARED_HOOK")
    if _hook:
        with open(_hook) as _fh:
            exec(compile(_fh.read(), _hook, "exec"), {"__name__": "etl_capture_hook", "__file__": _hook})

    import builtins

    from pyspark.sql import SparkSession
    from pyspark.sql.classic.dataframe import DataFrame as _DataFrame

    def display(obj=None, *args, **kwargs):
        """Databricks' display(), stood in for: a DataFrame's show()."""
        if hasattr(obj, "show"):
            return obj.show()
        print(obj)

    def _df_display(self, *args, **kwargs):
        return self.show()

    builtins.spark = SparkSession.builder.getOrCreate()
    builtins.display = display
    _DataFrame.display = _df_display
