package codemap.standins;

import org.apache.spark.sql.sources.DataSourceRegister;

/** `format("avro")`: spark-avro is not among PySpark's jars. */
public class AvroSink extends CollectingSink implements DataSourceRegister {
  @Override
  public String shortName() {
    return "avro";
  }
}
