"""`groupBy(...).sum("n")` and `count()` name the same things in every language: Spark writes sum(n) and
count(1) AS count into the plan whichever front end read the call (the Python one writes the method out as a
function, the JVM one does not), so the Scala twin of a Python job is not the weaker reading of its plan."""

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.site_index import SiteIndex

PYTHON = '''
def totals(df):
    per_state = df.groupBy("state").sum("n")
    print(per_state.count())
'''
SCALA = '''
object Totals {
  def totals(df: org.apache.spark.sql.DataFrame): Unit = {
    val perState = df.groupBy("state").sum("n")
    println(perState.count())
  }
}
'''


def test_grouped_sums_and_counts_name_the_same_in_python_and_scala(tmp_path):
    (tmp_path / "totals.py").write_text(PYTHON)
    (tmp_path / "Totals.scala").write_text(SCALA)
    sites = index_repository(tmp_path)[3]
    index = SiteIndex(sites)
    names = {}
    for site in sites:
        if site.method in ("sum", "count"):
            names.setdefault(site.method, {})[site.language] = index.cache[site.site_id]
    assert set(names["sum"]) == set(names["count"]) == {"python", "scala"}
    assert "sum" in names["sum"]["scala"]["function"]
    for method in ("sum", "count"):
        assert names[method]["python"]["function"] == names[method]["scala"]["function"]
        assert names[method]["python"]["udf"] == names[method]["scala"]["udf"]
        assert names[method]["python"]["column"] == names[method]["scala"]["column"]
