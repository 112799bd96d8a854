// Our driver for the Rock the JVM lessons of chgani/spark-scala-practice whose DataFrames are never acted on (every
// `.show()` there is commented out): it runs each lesson object's own body (`extends App`, so its `main`), then
// collects the DataFrames the body left in its fields, unchanged. collect() adds no operator to the plan.
package cgcapture

import in.olc.scala.sparkPractice.{RJVMSparkCommonTypes, RJVMdataFrameAggregations, RJVMdfColumnsAndExpressions}

object RunCgAppFields {
  def main(args: Array[String]): Unit = {
    RJVMdataFrameAggregations.main(Array.empty)
    RJVMdataFrameAggregations.aggregationByGenreDf.collect()
    RJVMdataFrameAggregations.avgGrossAvgRatingDf.collect()
    RJVMdataFrameAggregations.MeanSDmoviesDf.collect()
    RJVMdfColumnsAndExpressions.main(Array.empty)
    RJVMdfColumnsAndExpressions.allCarsDistinctDf.collect()
    RJVMdfColumnsAndExpressions.allCountryDf.collect()
    RJVMdfColumnsAndExpressions.americanPowerFullCarsDf.collect()
    RJVMdfColumnsAndExpressions.comedyMoviesDf.collect()
    RJVMSparkCommonTypes.main(Array.empty)
    RJVMSparkCommonTypes.vwDF.collect()
    RJVMSparkCommonTypes.DramaMoviesWithGoodRatingDf.collect()
  }
}
