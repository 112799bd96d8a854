"""`createDataFrame(rows, schema)` with a DDL string (`"id string, name string"`, written there or held in a
variable) names its columns, one each: before, the whole string was one column name, so the rows named nothing
a plan holds (pyspark-zero-to-hero's notebooks give every frame's schema this way)."""

from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext

SOURCE = '''\
emp_schema = "employee_id string, department_id string, name string"
emp = spark.createDataFrame(data=emp_data, schema=emp_schema)
dept = spark.createDataFrame([("101", "Sales")], "department_id string, department_name string")
typed = spark.createDataFrame([(1,)], "id: int")
'''


def test_a_ddl_schema_names_each_column():
    index = FRONT_ENDS["python"]("frames.py", SOURCE.encode(), FileContext("python", module="frames", id_scope="frames"))
    columns = {s.line_start: s.columns for s in index.sites if s.method == "spark.createDataFrame"}
    assert columns == {2: ["employee_id", "department_id", "name"], 3: ["department_id", "department_name"],
                       4: ["id"]}


READERS = '''\
sch = "id INT, city STRING"
a = spark.read.schema("id INT, city STRING").csv("a.csv")
b = spark.read.format("csv").schema(sch).load("b.csv")
c = spark.read.csv("c.csv", schema="id INT, town STRING")
'''

SCALA = '''\
object Cities {
  def main(args: Array[String]): Unit = {
    val a = spark.read.schema("id INT, city STRING").csv("a.csv")
    val rows = spark.createDataFrame(data, "id INT")
  }
}
'''


def test_a_readers_ddl_schema_names_its_columns_not_their_types():
    python = FRONT_ENDS["python"]("cities.py", READERS.encode(), FileContext("python", module="cities", id_scope="c"))
    assert [s.columns for s in python.sites] == [["id", "city"], ["id", "city"], ["id", "town"]]
    scala = FRONT_ENDS["scala"]("Cities.scala", SCALA.encode(), FileContext("scala", module="Cities", id_scope="C"))
    assert [s.columns for s in scala.sites] == [["id", "city"], ["id"]]
