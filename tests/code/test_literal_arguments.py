"""A method's parameter used where a Spark call takes a name stands for the strings its callers pass:
`nestedJoin(a, b, "business_id", "inspections")` gives the join inside nestedJoin the column and its
aggregate the alias, in Java and Scala alike. Each caller's string is added; an argument that does not
fold to a string adds nothing."""

from codemap_pipeline.code.indexer import index_repository

JAVA = """import org.apache.spark.sql.*;
import static org.apache.spark.sql.functions.*;
public class Restaurants {
  static final String KEY = "business_id";
  public static void main(String[] args) {
    SparkSession spark = SparkSession.builder().getOrCreate();
    Dataset<Row> business = spark.read().csv("business.csv");
    Dataset<Row> inspections = spark.read().csv("inspections.csv");
    nestedJoin(business, inspections, KEY, "inspections");
    nestedJoin(business, inspections, "owner_id", args[0]);
  }
  public static Dataset<Row> nestedJoin(Dataset<Row> left, Dataset<Row> right, String joinCol, String nestedCol) {
    Dataset<Row> joined = left.join(right, right.col(joinCol).equalTo(left.col(joinCol)), "inner");
    return joined.groupBy(left.col("name")).agg(collect_list(col("score")).as(nestedCol));
  }
}
"""

SCALA = """import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.functions._
object Restaurants {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val business = spark.read.csv("business.csv")
    val inspections = spark.read.csv("inspections.csv")
    nestedJoin(business, inspections, "business_id", nestedCol = "inspections")
  }
  def nestedJoin(left: DataFrame, right: DataFrame, joinCol: String, nestedCol: String): DataFrame =
    left.join(right, right(joinCol) === left(joinCol)).groupBy(left("name")).agg(collect_list(col("score")).as(nestedCol))
}
"""


def nested_join_sites(tmp_path, name, source):
    (tmp_path / name).write_text(source)
    sites = index_repository(tmp_path)[3]
    return next(s for s in sites if s.method == "join"), next(s for s in sites if s.method == "agg")


def test_a_java_method_carries_the_strings_its_callers_pass(tmp_path):
    join, agg = nested_join_sites(tmp_path, "Restaurants.java", JAVA)
    assert {"business_id", "owner_id"} <= set(join.columns)
    assert agg.aliases == ["inspections"]        # args[0] does not fold: it adds nothing


def test_a_scala_method_carries_positional_and_named_strings(tmp_path):
    join, agg = nested_join_sites(tmp_path, "Restaurants.scala", SCALA)
    assert "business_id" in join.columns
    assert agg.aliases == ["inspections"]
