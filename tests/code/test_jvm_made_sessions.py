"""A program that makes its SparkSession (or SparkContext) with a method of its own, declared to give one
(`def createSession(): SparkSession = ...`), then reads with it: the read and show are sites. Before, the session's
name held a method's unknown result, so nothing read through it was (nirajkumar27297/Spark-Scala's ML demos). And a
context made with `new SparkContext(conf)` is one: its parallelize is a site."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext

SCALA = '''\
object Demo extends App {
  def createSession(): SparkSession = {
    SparkSession.builder().master("local[*]").getOrCreate()
  }
  val spark = createSession()
  val inputDF = spark.read
    .option("header", true)
    .csv("./src/test/resources/Admission_Prediction.csv")
  inputDF.show()
}
'''

JAVA = '''\
public class Words {
  public static void main(String[] args) {
    JavaSparkContext sc = new JavaSparkContext(new SparkConf().setMaster("local"));
    JavaRDD<String> lines = sc.parallelize(Arrays.asList("a b", "b c"));
  }
}
'''


def sites(language: str, name: str, source: str) -> list[tuple[int, str, str]]:
    index = FRONT_ENDS[language](name, source.encode(), FileContext(language, module=name, id_scope=name))
    return [(s.line_start, s.kind, s.method) for s in index.sites]


def test_a_session_made_by_the_files_own_method_reads():
    assert sites("scala", "Demo.scala", SCALA) == [(6, "read", "read.csv"), (9, "limit", "show")]
    with switched_off(*RULES["a call of the file's own method declared to give a SparkSession gives one (JVM front end)"]):
        assert sites("scala", "Demo.scala", SCALA) == []


def test_a_java_context_made_with_new_is_one():
    assert (4, "rdd", "sc.parallelize") in sites("java", "Words.java", JAVA)
    with switched_off(*RULES["new SparkContext(conf) is a context, new SQLContext(sc) a session (JVM front end)"]):
        assert sites("java", "Words.java", JAVA) == []
