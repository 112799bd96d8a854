"""Our driver for a solution_N that the file's own `__main__` does not call (capture.py): imports the solution file
from the repository copy (the current folder) and runs that function exactly as the repository's
`dependencies/spark_pg_utils.execute` runs the one `__main__` names: `spark_pg_utils.execute(solution_N)` (read
config/config.ini, build `SparkPgOps`, call `solution_N(spark_session)`, stop).

    spark-submit .../run_solution.py dataframe_solutions/Medium/1098.py solution_4     (from the copy's root)
"""
import importlib.util
import os
import sys

sys.path.insert(0, os.getcwd())
from dependencies import spark_pg_utils  # noqa: E402

path, name = sys.argv[1], sys.argv[2]
spec = importlib.util.spec_from_file_location("solution_file", os.path.abspath(path))
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)   # the file's `if __name__ == '__main__'` block does not run
spark_pg_utils.execute(getattr(module, name))
