"""A site's id is made from what names it, not from its line: two files must never make the same one, or the
mapper reads one file's names for the other's call. One repository may hold a `solution.sql` per exercise folder
(dbt's unique model names hold only within one dbt project), and a notebook beside its own .py export."""

import json

from codemap_pipeline.code.indexer import index_repository

QUERY = "SELECT {key}, COUNT(DISTINCT user_id) AS {alias}\nFROM events\nGROUP BY {key}\nORDER BY {key}\n"
SCRIPT = 'df = spark.table("events")\ndf.groupBy("{key}").count().show()\n'


def test_same_named_files_in_two_folders_and_a_notebook_beside_its_export_make_distinct_sites(tmp_path):
    for folder, key in (("day_01", "country"), ("day_02", "device")):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "solution.sql").write_text(QUERY.format(key=key, alias=f"users_per_{key}"))
    (tmp_path / "report.py").write_text(SCRIPT.format(key="browser"))
    (tmp_path / "report.ipynb").write_text(json.dumps({
        "cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
                   "source": SCRIPT.format(key="city").splitlines(keepends=True)}],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    sites = index_repository(tmp_path)[3]
    assert {s.file for s in sites} == {"day_01/solution.sql", "day_02/solution.sql", "report.py", "report.ipynb"}
    ids = [s.site_id for s in sites]
    assert len(ids) == len(set(ids))
    # each file's grouping call keeps its own key
    keys = {s.file: s.columns for s in sites if s.kind == "aggregate" and "GROUP BY" in s.method}
    assert "country" in keys["day_01/solution.sql"] and "device" in keys["day_02/solution.sql"]
