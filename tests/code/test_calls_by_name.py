"""`callUDF("isOpen", ...)` (Java, Scala), `F.call_udf("isOpen", ...)` and `F.call_function(...)` (Python) call
the function their first argument names: the plan shows `isOpen(...)`, never callUDF, and the name is no
column. Before, the call's own name was the site's function, so a plan made through it looked untraced (Spark in
Action's library lab: every show() after the UDF was taken for one the plan could not have come through)."""

from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext

JAVA = '''\
public class Libraries {
  public void start(SparkSession spark) {
    Dataset<Row> df = spark.read().csv("libraries.csv");
    Dataset<Row> finalDf = df.withColumn("open", callUDF("isOpen", col("hours"), lit("Closed")));
    finalDf.show();
  }
}
'''

PYTHON = '''\
from pyspark.sql import functions as F
UDF_NAME = "isOpen"
df = spark.read.csv("libraries.csv")
opened = df.withColumn("open", F.call_udf(UDF_NAME, F.col("hours"), F.lit("Closed")))
upper = df.withColumn("name", F.call_function("upper", F.col("name")))
'''


def _sites(language: str, name: str, source: str) -> list:
    index = FRONT_ENDS[language](name, source.encode(), FileContext(language, module=name, id_scope=name))
    return [s for s in index.sites if s.method == "withColumn"]


def test_a_jvm_call_by_name_names_the_udf_it_calls():
    (site,) = _sites("java", "Libraries.java", JAVA)
    assert (site.kind, [f.lower() for f in site.functions], site.columns) == ("udf", ["isopen"], ["hours"])


def test_python_calls_by_name_name_the_function_they_call():
    opened, upper = _sites("python", "libraries.py", PYTHON)
    assert (opened.kind, [f.lower() for f in opened.functions], opened.columns) == ("udf", ["isopen"], ["hours"])
    assert (upper.kind, upper.functions, upper.columns) == ("project", ["upper"], ["name"])
