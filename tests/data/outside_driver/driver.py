"""A runner kept outside the repository, as notebook executors and test harnesses are: it runs the script whose path
it is given.

    spark-submit ../driver.py "queries/second look.py"
"""
import runpy
import sys

if __name__ == "__main__":
    runpy.run_path(sys.argv[1], run_name="__main__")
