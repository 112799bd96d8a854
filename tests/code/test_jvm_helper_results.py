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
