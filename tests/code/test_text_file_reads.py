"""`spark.read.textFile(path)` (Scala, Java) reads a text file's lines as a Dataset[String]: Spark plans it as a
`Scan text` of that path, so it is a read call of the text format, not a SparkContext's RDD."""

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.formats import site_format


def test_the_jvm_readers_text_file_is_a_read_of_text(tmp_path):
    (tmp_path / "Lines.scala").write_text(
        "import org.apache.spark.sql.SparkSession\nobject Lines {\n  def main(args: Array[String]): Unit = {\n"
        "    val spark = SparkSession.builder().getOrCreate()\n"
        "    val lines = spark.read.textFile(\"logs/access.txt\").toDF()\n"
        "    val words = spark.sparkContext.textFile(\"logs/words.txt\")\n"
        "    lines.show()\n  }\n}\n")
    (tmp_path / "Lines.java").write_text(
        "import org.apache.spark.sql.*;\nclass Lines {\n  void run(SparkSession spark) {\n"
        "    Dataset<String> lines = spark.read().textFile(\"logs/access.txt\");\n    lines.show();\n  }\n}\n")
    sites = index_repository(tmp_path)[3]
    reads = sorted((s.file, s.kind, s.method, site_format(s), tuple(s.paths)) for s in sites if "access" in str(s.paths))
    assert reads == [("Lines.java", "read", "read.textFile", "text", ("logs/access.txt",)),
                     ("Lines.scala", "read", "read.textFile", "text", ("logs/access.txt",))]
    # the SparkContext's textFile stays an RDD
    assert {s.kind for s in sites if "words" in str(s.paths) or "words.txt" in (s.snippet or "")} == {"rdd"}
