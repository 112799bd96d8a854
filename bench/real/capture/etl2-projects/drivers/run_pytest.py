"""Our driver for a project's pytest suite under spark-submit (event logging on): `spark-submit run_pytest.py
tests/test_gold.py` from the project's root runs what `python -m pytest tests/test_gold.py` runs there."""
import os
import sys

import pytest

sys.path.insert(0, os.getcwd())  # as `python -m pytest` puts the working folder first
sys.exit(pytest.main(["-p", "no:cacheprovider", *sys.argv[1:]]))
