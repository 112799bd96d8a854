"""A JVM local holding a string is read where it is used, as its last assignment left it: a `var` assigned
twice (`filename = "books.csv"` after `"authors.csv"`) names each read's own file, and a name bound in two
methods holds each method's value (Spark in Action's labs read two files through one variable; before,
every read got the first value in the file, and the Scala `var` none)."""

from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext

SCALA = '''\
object Books {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate
    var filename: String = "data/books/authors.csv"
    val authorsDf = spark.read.format("csv").load(filename)
    filename = "data/books/books.csv"
    val booksDf = spark.read.format("csv").load(filename)
    authorsDf.join(booksDf, authorsDf.col("id") === booksDf.col("authorId")).show
  }
}
'''

JAVA = '''\
public class Loaders {
  private Dataset<Row> loadAuthors(SparkSession spark) {
    String path = "data/authors.csv";
    return spark.read().format("csv").load(path);
  }

  private Dataset<Row> loadBooks(SparkSession spark) {
    String path = "data/books.csv";
    return spark.read().format("csv").load(path);
  }
}
'''


def _paths(language: str, name: str, source: str) -> dict[int, list[str]]:
    index = FRONT_ENDS[language](name, source.encode(), FileContext(language, module=name, id_scope=name))
    return {s.line_start: s.paths for s in index.sites if s.kind == "read"}


def test_a_scala_var_assigned_twice_names_each_read_its_own_file():
    paths = _paths("scala", "Books.scala", SCALA)
    assert paths[5] == ["data/books/authors.csv"]
    assert paths[7] == ["data/books/books.csv"]


def test_a_java_local_of_one_name_in_two_methods_holds_each_methods_value():
    paths = _paths("java", "Loaders.java", JAVA)
    assert paths[4] == ["data/authors.csv"]
    assert paths[9] == ["data/books.csv"]
