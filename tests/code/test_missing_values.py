"""`df.na` (DataFrameNaFunctions) in every front end: na.drop keeps the rows with enough values (Spark's Filter of
atleastnnonnulls), na.fill and na.replace rewrite values (a Project of coalesce): each is a call of that kind on the
DataFrame's data, and the chain goes on past it (tests/fixtures/missing_values_job/readings.py, real plans:
tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

FILE = FIXTURES / "missing_values_job" / "readings.py"


def calls(folder) -> list[tuple[str, int, str, str]]:
    return sorted((s.file, s.line_start, s.kind, s.method) for s in index_repository(folder)[3])


def test_a_chain_through_na_in_python_is_a_filter_then_a_project():
    mapped = {m.operator: m.site.line_start for m in map_plan(fixture_nodes("missing_values_cleaned"),
                                                              fixture_sites("missing_values_job"))
              if m.operator in ("Filter", "Project") and m.site is not None}
    line = line_of(FILE, "na.drop(subset")
    assert mapped == {"Filter": line, "Project": line}
    kinds = {(s.method, s.kind) for s in fixture_sites("missing_values_job") if s.line_start == line}
    assert kinds == {("na.drop", "filter"), ("na.fill", "project")}


def test_scala_and_java_chains_go_on_past_na(tmp_path):
    (tmp_path / "Clean.scala").write_text(
        "import org.apache.spark.sql.SparkSession\nimport org.apache.spark.sql.functions._\n"
        "object Clean {\n  def main(args: Array[String]): Unit = {\n"
        "    val spark = SparkSession.builder().getOrCreate()\n    try {\n"
        "      val df = spark.read.parquet(\"readings.parquet\")\n"
        "      val kept = df.na.drop(\"any\", Seq(\"station\")).na.fill(Map(\"temp\" -> 0.0))\n"
        "      kept.filter(col(\"temp\") > 0).show()\n"
        "    } finally {\n      spark.stop()\n    }\n  }\n}\n")
    (tmp_path / "Clean.java").write_text(
        "import org.apache.spark.sql.*;\nclass Clean {\n  void run(SparkSession spark) {\n"
        "    Dataset<Row> df = spark.read().parquet(\"readings.parquet\");\n"
        "    df.na().drop().na().replace(\"station\", java.util.Map.of(\"OSL\", \"oslo\")).show();\n  }\n}\n")
    assert [c for c in calls(tmp_path) if c[3] != "read.parquet"] == [
        ("Clean.java", 5, "filter", "na.drop"), ("Clean.java", 5, "limit", "show"), ("Clean.java", 5, "project", "na.replace"),
        ("Clean.scala", 8, "filter", "na.drop"), ("Clean.scala", 8, "project", "na.fill"),
        ("Clean.scala", 9, "filter", "filter"), ("Clean.scala", 9, "limit", "show")]


def test_dropping_rows_with_nulls_names_the_function_spark_plans_it_as(tmp_path):
    # Spark's Filter for na.drop / dropna is atleastnnonnulls(n, columns...), whose n no call wrote: the function
    # is what ties the node to the call, not a look-alike filter comparing with the same number
    (tmp_path / "clean.py").write_text("df = spark.read.parquet('r.parquet')\ndf.na.drop().show()\ndf.dropna().show()\n")
    (tmp_path / "Clean.scala").write_text(
        "import org.apache.spark.sql.SparkSession\nobject Clean {\n  def main(args: Array[String]): Unit = {\n"
        "    val spark = SparkSession.builder().getOrCreate()\n"
        "    spark.read.parquet(\"r.parquet\").na.drop().show()\n  }\n}\n")
    drops = sorted((s.file, s.method, tuple(s.functions)) for s in index_repository(tmp_path)[3] if s.kind == "filter")
    assert drops == [("Clean.scala", "na.drop", ("atleastnnonnulls",)), ("clean.py", "dropna", ("atleastnnonnulls",)),
                     ("clean.py", "na.drop", ("atleastnnonnulls",))]


def test_filling_nulls_names_coalesce_the_function_spark_plans_it_as(tmp_path):
    # na.fill / fillna plan as coalesce(column, value) in a Project: the function ties the node to the fill, not to
    # the call that first wrote the column (`withColumn("converted", lit(True))` before an outer join)
    from codemap_pipeline.accuracy.ablation import RULES, switched_off

    (tmp_path / "fill.py").write_text("df = spark.read.parquet('r.parquet')\ndf.na.fill(False).show()\n"
                                      "df.fillna(0).show()\n")
    (tmp_path / "Fill.scala").write_text(
        "import org.apache.spark.sql.SparkSession\nobject Fill {\n  def main(args: Array[String]): Unit = {\n"
        "    val spark = SparkSession.builder().getOrCreate()\n"
        "    spark.read.parquet(\"r.parquet\").na.fill(0).show()\n  }\n}\n")

    def fills():
        return sorted((s.file, s.method, tuple(s.functions)) for s in index_repository(tmp_path)[3]
                      if s.kind == "project")

    assert fills() == [("Fill.scala", "na.fill", ("coalesce",)), ("fill.py", "fillna", ("coalesce",)),
                       ("fill.py", "na.fill", ("coalesce",))]
    with switched_off(*RULES["na.fill()/fillna() plan as coalesce(column, value)"]):
        assert all(functions == () for _, _, functions in fills())
