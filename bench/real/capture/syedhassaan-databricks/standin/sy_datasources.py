"""Our stand-ins for the two Spark connectors the syedhassaanahmed/databricks-notebooks notebooks use in batch and
this machine lacks (azure-cosmosdb-spark, azure-event-hubs-spark), as Python data sources registered under the
connectors' own format names by sydriver.py before a notebook runs (the notebooks unchanged):

- `com.microsoft.azure.cosmosdb.spark`: a writer that accepts every row and stores nothing (the notebooks'
  `df.write.format(cosmosDbFormat).mode("append").options(**cosmosDbConfig).save()`), and a reader of three rows in
  the schema `managedTableCosmosDB.sql` declares (`CREATE TABLE ... USING com.microsoft.azure.cosmosdb.spark`);
- `eventhubs`: a batch reader of three Event Hubs messages in the connector's schema (body binary, partition,
  offset, sequenceNumber, enqueuedTime, publisher, partitionKey, properties, systemProperties), each body a JSON
  document of the telemetry the notebooks' StructType reads (messageId, deviceId, temperature, humidity).

On PYTHONPATH for the run, so Spark's Python workers unpickle the classes by this module's name.
"""
from __future__ import annotations

import datetime
import json

from pyspark.sql.datasource import DataSource, DataSourceReader, DataSourceWriter, WriterCommitMessage

COSMOS_SCHEMA = "column1 int, column2 string, column3 timestamp"
EVENTHUBS_SCHEMA = ("body binary, partition string, offset string, sequenceNumber long, enqueuedTime timestamp, "
                    "publisher string, partitionKey string, properties map<string,string>, "
                    "systemProperties map<string,string>")


class _CosmosWriter(DataSourceWriter):
    def write(self, rows):
        for _ in rows:
            pass
        return WriterCommitMessage()


class _CosmosReader(DataSourceReader):
    def read(self, partition):
        t = datetime.datetime(2020, 1, 1, 12, 0, 0)
        for i in range(3):
            yield (i + 1, f"doc{i + 1}", t + datetime.timedelta(minutes=i))


class CosmosDB(DataSource):
    @classmethod
    def name(cls):
        return "com.microsoft.azure.cosmosdb.spark"

    def schema(self):
        return COSMOS_SCHEMA

    def writer(self, schema, overwrite):
        return _CosmosWriter()

    def reader(self, schema):
        return _CosmosReader()


class _EventHubsReader(DataSourceReader):
    def read(self, partition):
        t = datetime.datetime(2020, 1, 1, 12, 0, 0)
        for i in range(3):
            body = json.dumps({"messageId": i + 1, "deviceId": f"device{i % 2 + 1}",
                               "temperature": 20.5 + i, "humidity": 40.0 + 2 * i}).encode()
            yield (bytearray(body), "0", str(i * 100), i, t + datetime.timedelta(seconds=i), None, None, {}, {})


class EventHubs(DataSource):
    @classmethod
    def name(cls):
        return "eventhubs"

    def schema(self):
        return EVENTHUBS_SCHEMA

    def reader(self, schema):
        return _EventHubsReader()


def register(spark) -> None:
    spark.dataSource.register(CosmosDB)
    spark.dataSource.register(EventHubs)
