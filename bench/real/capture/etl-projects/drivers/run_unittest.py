"""Our driver for a project's unittest module under spark-submit (event logging on): `spark-submit run_unittest.py
tests.test_etl_job` from the project's root runs that module as `python -m unittest tests.test_etl_job` does."""
import os
import sys
import unittest

sys.path.insert(0, os.getcwd())  # as `python -m unittest` puts the working folder first
unittest.main(module=None, argv=["unittest", *sys.argv[1:]])
