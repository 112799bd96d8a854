# Databricks notebook source
# Our stand-in for the course's Classroom-Setup-2.2L (not in the repository): the lesson's database, made current.

# COMMAND ----------

# MAGIC %run ./_setup-common

# COMMAND ----------

DA = _DA("2_2l")
DA.init()
DA.conclude_setup()
