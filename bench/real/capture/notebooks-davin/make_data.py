"""Stand-ins for input files the notebooks read but the repository lacks (fixed contents, written into a
notebook's work folder before it runs).

None is needed by the notebooks the cases come from: every one of them builds its data in cells
(spark.createDataFrame of Python lists, spark.read.json/csv of parallelized strings); dataframe_intro.ipynb
writes the sample_data.csv it reads back and dataframe_basics.ipynb the products.csv/json/parquet it reads.
The one notebook run that reads a file the repository lacks (interview_challenge_12: s3://data-lake/...
parquet, a bucket this machine cannot reach) gives no case, so nothing is generated: FILES is empty, kept
so that a re-run with another case list has one place to add stand-ins.
"""
from __future__ import annotations

from pathlib import Path

FILES: dict[str, dict[str, str]] = {}


def write(notebook: str, work: Path) -> None:
    for name, text in FILES.get(notebook, {}).items():
        (work / name).write_text(text)
