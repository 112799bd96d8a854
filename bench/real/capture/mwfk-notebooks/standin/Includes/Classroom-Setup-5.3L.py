# Databricks notebook source
# Our stand-in for the course's Classroom-Setup-5.3L (not in the repository): the lesson's database, made current.

# COMMAND ----------

# MAGIC %run ./_setup-common

# COMMAND ----------

DA = _DA("5_3l")
DA.init()
DA.conclude_setup()
