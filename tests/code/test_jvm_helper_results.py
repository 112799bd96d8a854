"""What a Scala program does with the DataFrame a helper object returns (a repository's utils, named in lower case as
manosec/spark-scala-learnings names them): a call on an object imported by name is a call of the repository's, whose
result flows on; persisting it with a storage level is a cache call, whatever the receiver's type is known to be."""

from codemap_pipeline.code.indexer import index_repository

HELPER = ('package utils\nimport org.apache.spark.sql.DataFrame\nobject {name} {{\n'
          '  def enrich(a: DataFrame, b: DataFrame): DataFrame = {{\n    a.join(b, Seq("id"), "inner")\n  }}\n}}\n')
MAIN = ('import utils.{name}\nimport org.apache.spark.sql.SparkSession\nimport org.apache.spark.storage.StorageLevel\n'
        'object Main {{\n  def main(args: Array[String]): Unit = {{\n    val spark = SparkSession.builder().getOrCreate()\n'
        '    val e = {name}.enrich(spark.read.parquet("a"), spark.read.parquet("b"))\n'
        '    e.persist(StorageLevel.MEMORY_AND_DISK)\n    e.groupBy("id").count().show()\n  }}\n}}\n')


def sites(tmp_path, name: str) -> dict:
    (tmp_path / "Ops.scala").write_text(HELPER.format(name=name))
    (tmp_path / "Main.scala").write_text(MAIN.format(name=name))
    return {(s.file, s.method): s for s in index_repository(tmp_path)[3]}


def test_a_persisted_helper_result_is_a_cache_of_what_the_helper_made(tmp_path):
    found = sites(tmp_path, "genericDataOps")
    cache = found["Main.scala", "persist"]
    assert cache.kind == "cache" and cache.inputs == [found["Ops.scala", "join"].site_id]
    assert found["Main.scala", "groupBy"].inputs == [cache.site_id]


def test_a_lower_case_object_is_called_as_a_capitalised_one_is(tmp_path):
    (tmp_path / "lower").mkdir()
    (tmp_path / "upper").mkdir()
    lower, upper = sites(tmp_path / "lower", "genericDataOps"), sites(tmp_path / "upper", "GenericDataOps")
    assert sorted(k[1] for k in lower) == sorted(k[1] for k in upper)


TRY_HELPER = ('package words\nimport org.apache.spark.sql.{DataFrame, SparkSession}\nclass WordCount {\n'
              '  def countWords(spark: SparkSession, input: String): DataFrame = {\n    try {\n'
              '      val words = spark.read.text(input).withColumnRenamed("value", "word")\n'
              '      words.groupBy("word").count()\n    }\n    catch {\n'
              '      case e: Exception => throw new IllegalStateException(e)\n    }\n  }\n}\n')
TRY_TEST = ('import words.WordCount\nimport org.apache.spark.sql.SparkSession\nobject WordCountCheck {\n'
            '  def main(args: Array[String]): Unit = {\n    val spark = SparkSession.builder().getOrCreate()\n'
            '    val expected = spark.read.text("lines.txt").withColumnRenamed("value", "word").groupBy("word").count()\n'
            '    val counted = new WordCount().countWords(spark, "lines.txt")\n'
            '    assert(counted.except(expected).count() == 0)\n  }\n}\n')


def test_a_method_whose_body_is_a_try_returns_the_try_blocks_result(tmp_path):
    """nirajkumar27297/Spark-Scala's WordCount wraps each method's body in try/catch; a test compares its result with
    the same count made in the test."""
    from codemap_pipeline.accuracy.ablation import RULES, switched_off

    def except_inputs():
        (tmp_path / "WordCount.scala").write_text(TRY_HELPER)
        (tmp_path / "WordCountCheck.scala").write_text(TRY_TEST)
        found = {(s.file, s.line_start, s.method): s for s in index_repository(tmp_path)[3] if s.kind != "distinct"}
        return found["WordCountCheck.scala", 8, "except"].inputs, found

    inputs, found = except_inputs()
    assert inputs == [found["WordCount.scala", 7, "count"].site_id, found["WordCountCheck.scala", 6, "count"].site_id]
    with switched_off(*RULES["a Scala method whose body is a try returns what its block gives"]):
        inputs, found = except_inputs()
        assert found["WordCount.scala", 7, "count"].site_id not in inputs
