"""A UDF registered under a name is called in plans by that name (`strLen(name#0)`), whatever the local
value holding it is called: the sites calling it carry the registered name, in Scala and Java alike."""

from codemap_pipeline.code.indexer import index_repository

SCALA = """object Joins {
  def okJoin(df1: org.apache.spark.sql.DataFrame, df2: org.apache.spark.sql.DataFrame) = {
    val sl = df1.sparkSession.udf.register("strLen", (s: String) => s.length())
    df1.join(df2, sl(df1("name")) === sl(df2("name")))
  }
}
"""

JAVA = """import org.apache.spark.sql.*;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.types.DataTypes;
public class Joins {
  public static Dataset<Row> okJoin(SparkSession spark, Dataset<Row> df1, Dataset<Row> df2) {
    UserDefinedFunction sl = spark.udf().register("strLen",
        (org.apache.spark.sql.api.java.UDF1<String, Integer>) String::length, DataTypes.IntegerType);
    return df1.join(df2, sl.apply(df1.col("name")).equalTo(sl.apply(df2.col("name"))));
  }
}
"""


def join_functions(tmp_path, name, source):
    (tmp_path / name).write_text(source)
    return next(s for s in index_repository(tmp_path)[3] if s.method == "join").functions


def test_a_scala_val_holding_a_registered_udf_names_its_registered_name(tmp_path):
    assert "strlen" in join_functions(tmp_path, "Joins.scala", SCALA)


def test_a_java_variable_holding_a_registered_udf_names_its_registered_name(tmp_path):
    assert "strlen" in join_functions(tmp_path, "Joins.java", JAVA)
