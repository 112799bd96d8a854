"""A query written as strings joined with `+` (spark-examples/pyspark-examples writes its longer queries so) is
one text: the `spark.sql` call holds the query's names as it would for one literal, not each piece as a value."""

from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext

SOURCE = '''\
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
spark.sql("select Seqno, convertUDF(Name) as Name from NAME_TABLE " + \\
          "where Name is not null and convertUDF(Name) like '%John%'").show()
'''


def test_a_query_joined_with_plus_is_read_as_one_query():
    index = FRONT_ENDS["python"]("udfs.py", SOURCE.encode(), FileContext("python", module="udfs", id_scope="udfs"))
    query = next(s for s in index.sites if s.method == "spark.sql")
    assert "convertudf" in query.functions and {"Seqno", "Name"} <= set(query.columns)
    assert "NAME_TABLE" in query.tables
