"""`sc.makeRDD(...)` is Scala's name for `parallelize`: an RDD of the driver's rows, which `toDF` makes a frame. Before,
the frame it made was nothing the index knew, so the select and show over it were no sites at all, and a look-alike
program in another file took the plan (Dsimplify/spark-scala's SparkSQL01_Test)."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext

SCALA = '''\
object People {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    import spark.implicits._
    val rdd = spark.sparkContext.makeRDD(List((1, "zhangsan", 30), (2, "lisi", 20)))
    val df = rdd.toDF("id", "name", "age")
    df.select("name", "age").show
  }
}
'''


def sites() -> list[tuple[int, str, str]]:
    index = FRONT_ENDS["scala"]("People.scala", SCALA.encode(), FileContext("scala", module="People", id_scope="People"))
    return [(s.line_start, s.kind, s.method) for s in index.sites]


def test_make_rdd_makes_the_rows_a_frame_is_built_from():
    found = sites()
    assert (5, "rdd", "sc.makeRDD") in found
    assert {(6, "read", "toDF"), (7, "project", "select"), (7, "limit", "show")} <= set(found)
    with switched_off(*RULES["sc.makeRDD is Scala's parallelize"]):
        # the rows and the frame made of them are lost (the select on what an unknown call gave stays a guess)
        assert not [s for s in sites() if s[0] in (5, 6)]
