// Stand-in for the Delta Lake format: tables written `USING delta` / `USING DELTA` are stored as
// Parquet. Spark looks the provider up as the class `<name>.DefaultSource`, case as written.
package delta {
  class DefaultSource extends org.apache.spark.sql.execution.datasources.parquet.ParquetFileFormat
}

package DELTA {
  class DefaultSource extends org.apache.spark.sql.execution.datasources.parquet.ParquetFileFormat
}
