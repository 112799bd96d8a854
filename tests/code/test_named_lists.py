"""A list of column names (or a StructType) kept in a variable lends its names to the call it is handed to,
as a condition or window spec kept in a variable does: `deptColumns = ["dept_name", "dept_id"]` then
`spark.createDataFrame(deptData, deptColumns)` makes a scan of those columns, which tells it from the
scans of the same file's other frames (spark-examples/pyspark-examples writes every frame this way)."""

from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext

SOURCE = '''\
from pyspark.sql import SparkSession
from pyspark.sql.types import StructType, StructField, StringType

spark = SparkSession.builder.getOrCreate()
deptColumns = ["dept_name", "dept_id"]
deptDF = spark.createDataFrame([("Finance", 10)], deptColumns)
schema = StructType([StructField("firstname", StringType()), StructField("state", StringType())])
people = spark.createDataFrame([("James", "NY")], schema=schema)
wanted = ("dept_id",)
deptDF.select(*wanted).show()
rows = [("Finance", 10)]
spark.createDataFrame(rows, "dept_name string, dept_id int").show()
'''


def columns_by_line() -> dict[int, list[str]]:
    index = FRONT_ENDS["python"]("jobs.py", SOURCE.encode(), FileContext("python", module="jobs", id_scope="jobs"))
    found: dict[int, list[str]] = {}
    for site in index.sites:
        found.setdefault(site.line_start, []).extend(site.columns)
    return found


def test_a_list_of_names_in_a_variable_names_the_frame_it_makes():
    columns = columns_by_line()
    assert columns[6] == ["dept_name", "dept_id"]
    assert set(columns[8]) >= {"firstname", "state"}
    assert "dept_id" in columns[10]
    # the rows handed beside the names are values, never column names
    assert "Finance" not in columns[6] + columns[12]


SCALA = '''\
object FilterNulls {
  def run(spark: SparkSession): Unit = {
    import spark.implicits._
    val data = Seq(("James", null, "M"), ("Anna", "NY", "F"))
    val columns = Seq("name", "state", "gender")
    val df = data.toDF(columns:_*)
    df.show()
  }
}
'''


def test_a_scala_val_of_names_names_the_frame_it_makes():
    index = FRONT_ENDS["scala"]("FilterNulls.scala", SCALA.encode(),
                                FileContext("scala", module="FilterNulls", id_scope="FilterNulls"))
    made = next(s for s in index.sites if s.method == "toDF")
    assert {"name", "state", "gender"} <= set(made.columns) and "James" not in made.columns


JAVA_SCHEMA = '''\
public class SelfJoinApp {
  private Dataset<Row> createDataframe(SparkSession spark) {
    StructType schema = DataTypes.createStructType(new StructField[] {
        DataTypes.createStructField("acct", DataTypes.IntegerType, false),
        DataTypes.createStructField("bssn", DataTypes.IntegerType, false)});
    List<Row> rows = new ArrayList<>();
    rows.add(RowFactory.create(123, 111));
    return spark.createDataFrame(rows, schema);
  }
}
'''

SCALA_SCHEMA = '''\
object Rows {
  def run(spark: SparkSession): Unit = {
    val structureSchema = new StructType()
      .add("firstname", StringType)
      .add("salary", IntegerType)
    val df = spark.createDataFrame(spark.sparkContext.parallelize(Seq(Row("Jen", 3000))), structureSchema)
    df.show()
  }
}
'''


def test_a_jvm_schema_built_with_sparks_factories_names_the_frame_it_makes():
    """The Java and Scala twins of a Python job name their rows' columns as the Python one does (its StructType
    of StructFields): without it, a plan of the Scala job reads as the Python twin's."""
    java = FRONT_ENDS["java"]("SelfJoinApp.java", JAVA_SCHEMA.encode(),
                              FileContext("java", module="SelfJoinApp", id_scope="SelfJoinApp"))
    made = next(s for s in java.sites if s.method == "spark.createDataFrame")
    assert {"acct", "bssn"} <= set(made.columns)
    scala = FRONT_ENDS["scala"]("Rows.scala", SCALA_SCHEMA.encode(), FileContext("scala", module="Rows", id_scope="Rows"))
    made = next(s for s in scala.sites if s.method == "spark.createDataFrame")
    assert {"firstname", "salary"} <= set(made.columns) and "Jen" not in made.columns
