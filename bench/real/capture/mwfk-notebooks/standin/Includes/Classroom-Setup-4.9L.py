# Databricks notebook source
# Our stand-in for the course's Classroom-Setup-4.9L (not in the repository): the lesson's database with the tables
# the earlier ETL lessons leave (events, sales, and the flattened transactions), registered over copies of the
# generated course data.

# COMMAND ----------

# MAGIC %run ./_setup-common

# COMMAND ----------

DA = _DA("4_9l")
DA.init()
for name in ("events", "sales", "transactions"):
    dbutils.fs.cp(f"{DA.paths.datasets}/ecommerce/{name}", f"{DA.paths.working_dir}/{name}", True)
    spark.sql(f"CREATE TABLE {name} USING parquet LOCATION '{DA.paths.working_dir}/{name}'")
DA.conclude_setup()
