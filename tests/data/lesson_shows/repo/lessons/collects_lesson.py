"""A lesson script that answers one question twice, as exercise sites do: the learner's try brought back as pandas,
then the provided solution collected."""
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

spark = SparkSession.builder.appName("collects lesson").getOrCreate()

staff = spark.createDataFrame([(1, "ann", "sales", 5000), (2, "bob", "it", 7000), (3, "cy", "it", 4000)],
                              ["emp_id", "name", "dept", "salary"])

# the best paid of each department
top = staff.groupBy("dept").agg(F.max("salary").alias("salary"))
best = staff.join(top, ["dept", "salary"]).select("name", "dept")
print(best.toPandas())

# provided solution
top_pay = staff.groupBy("dept").agg(F.max("salary").alias("salary"))
answer = staff.join(top_pay, ["dept", "salary"]).select("name", "dept")
rows = answer.collect()
print(rows)

spark.stop()
