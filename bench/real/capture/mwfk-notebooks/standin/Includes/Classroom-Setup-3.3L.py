# Databricks notebook source
# Our stand-in for the course's Classroom-Setup-3.3L (not in the repository): the weather parquet copied into the
# working directory; the lab creates its database itself.

# COMMAND ----------

# MAGIC %run ./_setup-common

# COMMAND ----------

DA = _DA("3_3l")
DA.init(create_db=False)
dbutils.fs.cp(f"{DA.paths.datasets}/weather/StationData-parquet", f"{DA.paths.working_dir}/weather", True)
DA.conclude_setup()
