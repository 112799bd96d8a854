// Our driver for the final exercise's solution batch job (final-exercise/solution/.../batch/AntennaBatchJob.scala).
// Its main() (lines 144-164) stops on Spark 4 at computePercentStatusByID (line 155): `pivot(...).agg(count("*"))`
// is refused ("Invalid usage of '*' in Pivot"), before any write. This runs the same main, with the same values, in
// the same order, calling the repository's methods unchanged, without that one computation and its write (line 159).
package kccapture

import java.time.OffsetDateTime

import io.keepcoding.spark.exercise.batch.AntennaBatchJob._

object RunKcAntenna {
  def main(args: Array[String]): Unit = {
    val jdbcUri = "jdbc:postgresql://34.173.65.17:5432/postgres"
    val jdbcUser = "postgres"
    val jdbcPassword = "keepcoding"

    val offsetDateTime = OffsetDateTime.parse("2022-10-20T23:00:00Z")
    val parquetDF = readFromStorage("/tmp/antenna_parquet/", offsetDateTime)
    val metadataDF = readAntennaMetadata(jdbcUri, "metadata", jdbcUser, jdbcPassword)
    val antennaMetadataDF = enrichAntennaWithMetadata(parquetDF, metadataDF).cache()

    val aggByCoordinatesDF = computeDevicesCountByCoordinates(antennaMetadataDF)
    val aggErroAntennaDF = computeErrorAntennaByModelAndVersion(antennaMetadataDF)

    writeToJdbc(aggByCoordinatesDF, jdbcUri, "antenna_1h_agg", jdbcUser, jdbcPassword)
    writeToJdbc(aggErroAntennaDF, jdbcUri, "antenna_percent_agg", jdbcUser, jdbcPassword)
    writeToStorage(parquetDF, "/tmp/antenna_parquet/")

    spark.close()
  }
}
