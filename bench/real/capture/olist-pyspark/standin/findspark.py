"""Stand-in for the `findspark` package (not installed here), which Credit_Card.ipynb's first cell imports and calls
(`findspark.init()`) to put a local Spark on sys.path. Under spark-submit PySpark is on the path already, so `init`
does nothing; on PYTHONPATH for that notebook's capture run only."""


def init(*args, **kwargs):
    return None
