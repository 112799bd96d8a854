// Our driver for the Spark SQL solutions' methods that their own main() leaves commented out
// (JsonSparkSQL.scala's `//dataframeAPI(spark)` ... `//extra3(spark)`, ReadMoreDataSources.scala's `// parquet(spark)`):
// it opens the session as those mains do and calls the repository's methods, unchanged, in the order given.
package kccapture

import org.apache.spark.sql.SparkSession
import io.keepcoding.spark.sql.exercise3.ReadMoreDataSources
import io.keepcoding.spark.sql.exercise5.JsonSparkSQL

object RunKcMethods {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession
      .builder()
      .master("local[*]")
      .appName("Spark SQL KeepCoding Base")
      .getOrCreate()
    args.foreach {
      case "dataframeAPI" => JsonSparkSQL.dataframeAPI(spark)
      case "sqlAPI" => JsonSparkSQL.sqlAPI(spark)
      case "datasetAPI" => JsonSparkSQL.datasetAPI(spark)
      case "extra1" => JsonSparkSQL.extra1(spark)
      case "extra2" => JsonSparkSQL.extra2(spark)
      case "extra3" => JsonSparkSQL.extra3(spark)
      case "parquet" => ReadMoreDataSources.parquet(spark)
    }
    spark.close()
  }
}
