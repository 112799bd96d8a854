# Databricks notebook source
# Our stand-in (not the course's code) for the DBAcademy helper the Academy's "Data Engineering with Databricks"
# v2 setup notebooks build (`DA`), reduced to what the MWFK labs use: the user's lesson database and working
# directory, the course datasets' path, `spark.conf` keys `da.*` for `${da.*}` in SQL cells, `DA.cleanup()`.
import re


class _Paths:
    pass


class _DA:
    def __init__(self, lesson):
        self.username = spark.sql("SELECT current_user()").first()[0]
        clean = re.sub("[^a-zA-Z0-9]", "_", self.username)
        self.db_name = f"dbacademy_{clean}_dewd_{lesson}"
        self.paths = _Paths()
        self.paths.working_dir = f"dbfs:/user/{self.username}/dbacademy/dewd/{lesson}"
        self.paths.user_db = f"{self.paths.working_dir}/{self.db_name}.db"
        self.paths.datasets = "dbfs:/mnt/dbacademy-datasets/data-engineering-with-databricks/v02"
        self.paths.checkpoints = f"{self.paths.working_dir}/_checkpoints"

    def cleanup(self):
        spark.sql(f"DROP DATABASE IF EXISTS {self.db_name} CASCADE")
        dbutils.fs.rm(self.paths.working_dir, True)

    def init(self, create_db=True):
        self.cleanup()
        if create_db:
            spark.sql(f"CREATE DATABASE IF NOT EXISTS {self.db_name} LOCATION '{self.paths.user_db}'")
            spark.sql(f"USE {self.db_name}")

    def conclude_setup(self):
        spark.conf.set("da.username", self.username)
        spark.conf.set("da.db_name", self.db_name)
        for key, value in self.paths.__dict__.items():
            spark.conf.set(f"da.paths.{key.lower()}", value)
        print(f"DA: database {self.db_name}, working directory {self.paths.working_dir}")
