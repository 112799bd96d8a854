package codemap.hpscapture

import org.apache.spark.sql.SparkSession

import com.highperformancespark.examples.dataframe._
import com.highperformancespark.examples.dataframe.HappyPandas.Pandas
import com.highperformancespark.examples.tools.GenerateScalingData

/** Our driver (not the repository's): the repository's DataFrame examples are library functions with no
  * main of their own, so this calls one of them the way its tests do (HappyPandasTest, MixedDatasetSuite:
  * a session, `new MixedDataset(sqlContext)`, inputs made by the repository's own GenerateScalingData or
  * LoadSave) and runs the action the case's `dataframe` names. The session is spark-submit's.
  *
  * Usage: RunHpsCase <case> [pandas.parquet]
  */
object RunHpsCase {
  def main(args: Array[String]): Unit = {
    val session = SparkSession.builder().getOrCreate()
    val sc = session.sparkContext
    import session.implicits._
    val mixed = new MixedDataset(session.sqlContext)
    def pandas = LoadSave(sc, session).loadParquet(args(1))
    def goldilocks(rows: Long) = mixed.fromRDD(GenerateScalingData.generateFullGoldilocks(sc, rows, 3))
    // the raw pandas of HappyPandasTest, in two places
    val rawPandas = Array(RawPanda(10L, "94110", "giant", true, Array(1.0, 0.9)),
                          RawPanda(11L, "94110", "red", true, Array(1.0, 0.9)))
    val places = Seq(PandaPlace("toronto", rawPandas), PandaPlace("san diego", rawPandas.reverse))

    args(0) match {
      case "dedup_encode" =>
        HappyPandas.encodePandaType(HappyPandas.removeDuplicates(mixed.toDF(goldilocks(100)))).collect()
      case "describe" =>
        HappyPandas.describePandas(pandas)
      case "df_self_join" =>
        HappyPandas.selfJoin(pandas).collect()
      case "happy_sums" =>
        mixed.happyPandaSums(goldilocks(100))
      case "pandas_sql" =>
        HappyPandas.minMeanSizePerZip(HappyPandas.simpleSqlExample(pandas)).collect()
      case "typed_self_join" =>
        mixed.selfJoin(goldilocks(100)).collect()
      case "udf_join" =>
        HappyPandas.okJoin(pandas.as[Pandas], pandas.as[Pandas]).collect()
      case "union_squishy" =>
        mixed.squishyPandas(mixed.unionPandas(goldilocks(50),
          mixed.fromRDD(GenerateScalingData.generateGoldilocks(sc, 50, 3)))).collect()
      case "bad_udf_join" =>
        HappyPandas.badJoin(pandas.as[Pandas], pandas.as[Pandas]).collect()
      case "explode_places" =>
        HappyPandas.squishPandaFromPace(LoadSave(sc, session).createFromLocal(places)).collect()
      case "mapgroups_max" =>
        mixed.maxPandaSizePerZipScala(goldilocks(100)).collect()
      case "relative_sizes" =>
        HappyPandas.computeRelativePandaSizes(pandas).collect()
      case "typed_max_per_zip" =>
        mixed.maxPandaSizePerZip(goldilocks(100)).collect()
      case other =>
        sys.error(s"no such case: $other")
    }
    session.stop()
  }
}
