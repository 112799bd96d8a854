"""A lesson script that joins two frames with the API, then the same two as views in SQL."""
from pyspark.sql import SparkSession

spark = SparkSession.builder.appName("views lesson").getOrCreate()

staff = spark.createDataFrame([(1, "Ana", "ops"), (2, "Bo", "dev"), (3, "Cy", "dev")], ["emp_id", "name", "team"])
teams = spark.createDataFrame([("ops", "north"), ("dev", "south")], ["team_id", "site"])

print("joined with the API")
staff.join(teams, staff.team == teams.team_id, "inner").show()

staff.createOrReplaceTempView("staff")
teams.createOrReplaceTempView("teams")

print("joined in SQL")
spark.sql("select * from staff s, teams t where s.team = t.team_id").show()

spark.stop()
