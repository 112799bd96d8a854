"""A val (Scala) or local (Java) holding a column expression lends its names to the call it is handed to:
`df.filter(hot && wet)` filters on what `val hot = col("temp") > 30` and `val wet = ...` compare, as Spark's plan
shows (`temp > 30 AND rain > 5`). Without them the filter names nothing, and a look-alike filter elsewhere
comparing one of the two takes its node."""

from codemap_pipeline.code import jvm_index
from codemap_pipeline.code.indexer import index_repository

SCALA = (
    "import org.apache.spark.sql.{Column, SparkSession}\nimport org.apache.spark.sql.functions._\n"
    "object Weather {\n  def main(args: Array[String]): Unit = {\n"
    "    val spark = SparkSession.builder().getOrCreate()\n"
    "    val df = spark.read.json(\"days.json\")\n"
    "    val hot: Column = col(\"temp\") > 30\n"
    "    val wet = col(\"rain\") > 5\n"
    "    val both = hot && wet\n"
    "    df.filter(both).show()\n"
    "    df.filter(wet).show()\n  }\n}\n")
JAVA = (
    "import org.apache.spark.sql.*;\nimport static org.apache.spark.sql.functions.col;\nclass Weather {\n"
    "  void run(SparkSession spark) {\n    Dataset<Row> df = spark.read().json(\"days.json\");\n"
    "    Column hot = col(\"temp\").gt(30);\n    df.filter(hot).show();\n  }\n}\n")


def filters(folder) -> list[tuple[str, int, tuple, tuple]]:
    return sorted((s.file, s.line_start, tuple(sorted(s.columns)), tuple(sorted(s.literals)))
                  for s in index_repository(folder)[3] if s.kind == "filter")


def test_a_filter_handed_column_vals_names_what_they_compare(tmp_path):
    (tmp_path / "Weather.scala").write_text(SCALA)
    (tmp_path / "Weather.java").write_text(JAVA)
    assert filters(tmp_path) == [("Weather.java", 7, ("temp",), ("30",)),
                                 ("Weather.scala", 10, ("rain", "temp"), ("30", "5")),
                                 ("Weather.scala", 11, ("rain",), ("5",))]


def test_without_the_rule_such_filters_name_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(jvm_index, "COLUMN_VALS", False)
    (tmp_path / "Weather.scala").write_text(SCALA)
    assert filters(tmp_path) == [("Weather.scala", 10, (), ()), ("Weather.scala", 11, (), ())]
