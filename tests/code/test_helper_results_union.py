"""Two results of the repository's own functions unioned (`this_year(spark).union(last_year(spark))`) make a
union site fed by both functions' frames; a union of two sets some unknown functions return makes none."""

from __future__ import annotations

from codemap_pipeline.code.indexer import index_repository

SOURCE = """\
def this_year(spark):
    return spark.createDataFrame([(1, "north")], "store int, region string")


def last_year(spark):
    return spark.createDataFrame([(2, "south")], "store int, region string")


def both_years(spark):
    current = this_year(spark)
    previous = last_year(spark)
    return current.union(previous)


def tags():
    mine = load_tags()
    return mine.union(shared_tags())
"""


def test_a_union_of_two_helpers_frames_is_a_site_fed_by_both(tmp_path):
    (tmp_path / "stores.py").write_text(SOURCE)
    sites = index_repository(tmp_path)[3]
    reads = [s.site_id for s in sorted(sites, key=lambda s: s.line_start) if s.method == "spark.createDataFrame"]
    (union,) = [s for s in sites if s.method == "union"]
    assert union.symbol == "stores.both_years" and union.inputs == reads
