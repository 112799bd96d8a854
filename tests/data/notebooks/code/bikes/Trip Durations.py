# Databricks notebook source
# MAGIC %md
# MAGIC # Trip durations
# MAGIC
# MAGIC Rides of the city bike scheme, from the rental export uploaded to DBFS: which rides run long,
# MAGIC who takes them, and which stations they start from.

# COMMAND ----------

trips_path = "dbfs:/FileStore/bikes/trips.csv"
stations_path = "dbfs:/FileStore/bikes/stations.csv"

# COMMAND ----------

trips = (spark.read.format("csv")
         .option("header", "true")
         .option("inferSchema", "true")
         .load(trips_path))
display(trips)

# COMMAND ----------

# MAGIC %md
# MAGIC Register the rides as a view so the rest of the notebook can ask in SQL.

# COMMAND ----------

trips.createOrReplaceTempView("trips")

# COMMAND ----------

# MAGIC %sql
# MAGIC SELECT start_station, count(*) AS rides
# MAGIC FROM trips
# MAGIC WHERE duration_min > 30
# MAGIC GROUP BY start_station
# MAGIC ORDER BY rides DESC

# COMMAND ----------

long_rides = spark.sql("SELECT trip_id, start_station, duration_min FROM trips WHERE duration_min > 45")
long_rides.show()

# COMMAND ----------

spark.sql("""SELECT start_station, end_station, duration_min
             FROM trips
             WHERE member_type = 'casual'
               AND duration_min > 20
             ORDER BY duration_min DESC
          """).show()

# COMMAND ----------

# MAGIC %python
# MAGIC from pyspark.sql import functions as F
# MAGIC
# MAGIC per_station = (trips.groupBy("start_station")
# MAGIC                .agg(F.avg("duration_min").alias("avg_minutes"),
# MAGIC                     F.count("*").alias("rides")))
# MAGIC display(per_station)

# COMMAND ----------

stations = spark.read.csv(stations_path, header=True, inferSchema=True)
named = per_station.join(stations, per_station.start_station == stations.station_id)
display(named.select("name", "district", "avg_minutes", "rides").orderBy(F.desc("avg_minutes")))
