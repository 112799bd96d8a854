"""Our driver (not the repository's): `examples/load_previous_run_data.py` holds a class and no main; this
calls it as the repository's test (`test_load_previous_run_data.py`) does, with spark-submit's session,
from the repository's `python/` folder. do_magic() reads the oldest event log in /tmp/spark-events.

    spark-submit previous_run_events.py
"""
import os
import sys

from pyspark.sql import SparkSession

sys.path.insert(0, os.getcwd())
from examples.load_previous_run_data import LoadPreviousRunData  # noqa: E402

spark = SparkSession.builder.getOrCreate()
LoadPreviousRunData(spark).do_magic()
spark.stop()
