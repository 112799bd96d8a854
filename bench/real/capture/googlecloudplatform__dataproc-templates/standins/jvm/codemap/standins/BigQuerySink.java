package codemap.standins;

import org.apache.spark.sql.sources.DataSourceRegister;

/** `format("bigquery")`: no BigQuery connector nor BigQuery here. */
public class BigQuerySink extends CollectingSink implements DataSourceRegister {
  @Override
  public String shortName() {
    return "bigquery";
  }
}
