"""A lesson script as tutorials write them: the same two frames joined, shown, and the first join shown again."""
from pyspark.sql import SparkSession

spark = SparkSession.builder.appName("joins lesson").getOrCreate()

staff = spark.createDataFrame([(1, "Ana", "ops"), (2, "Bo", "dev"), (3, "Cy", "dev")], ["emp_id", "name", "team"])
pay = spark.createDataFrame([(1, 300), (3, 450), (4, 120)], ["emp_id", "salary"])

print("staff")
staff.show()

print("left outer join")
staff.join(pay, staff.emp_id == pay.emp_id, "left_outer").show()

print("inner join")
staff.join(pay, staff.emp_id == pay.emp_id, "inner").show()

print("left outer join, once more")
staff.join(pay, staff.emp_id == pay.emp_id, "left_outer").show()

spark.stop()
