"""Our driver (not the repository's): runs the repository's unittest named on the command line, unchanged,
under spark-submit, from the repository's `python/` folder (its tests import `from .dual_write import ...`,
so they run as the package `examples`, as `python -m unittest` from there does).

    spark-submit run_unittest.py examples.test_dual_write_new.DualWriteTest.test_actual_dual_write
"""
import os
import sys
import unittest

sys.path.insert(0, os.getcwd())
unittest.main(module=None, argv=["run_unittest", *sys.argv[1:]])
