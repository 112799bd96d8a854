// Our driver (not the repository's code): sets up the session, runs one example's main unchanged and
// writes every SQL execution's plan after it ran (AQE final) in formatted and simple mode, with the
// execution's call site ("show at GroupbyExample.scala:76"). In package org.apache.spark.sql so it can
// read the execution-end event's QueryExecution and wait for the listener bus.
package org.apache.spark.sql.ssecapture

import java.nio.file.{Files, Paths}
import scala.collection.mutable

import org.apache.spark.scheduler.{SparkListener, SparkListenerEvent}
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.execution.{FormattedMode, SimpleMode}
import org.apache.spark.sql.execution.ui.{SparkListenerSQLExecutionEnd, SparkListenerSQLExecutionStart}

object CapturePlans {
  def main(args: Array[String]): Unit = {
    val Array(outDir, mainClass) = args.take(2)
    val builder = SparkSession.builder().master("local[1]").appName("sse-capture")
      .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "4")
      .config("spark.sql.session.timeZone", "UTC")
    args.drop(2).foreach { kv => val Array(k, v) = kv.split("=", 2); builder.config(k, v) }
    val spark = builder.getOrCreate()
    Files.createDirectories(Paths.get(outDir))
    val sites = mutable.Map[Long, String]()
    spark.sparkContext.addSparkListener(new SparkListener {
      override def onOtherEvent(e: SparkListenerEvent): Unit = e match {
        case s: SparkListenerSQLExecutionStart => sites(s.executionId) = s.description
        case end: SparkListenerSQLExecutionEnd if end.qe != null && end.executionFailure.isEmpty =>
          val site = sites.getOrElse(end.executionId, "?")
          val stem = f"$outDir/${end.executionId}%03d"
          Files.writeString(Paths.get(s"$stem.formatted.txt"), end.qe.explainString(FormattedMode))
          Files.writeString(Paths.get(s"$stem.simple.txt"), end.qe.explainString(SimpleMode))
          Files.writeString(Paths.get(s"$stem.site.txt"), site + "\n")
          println(s"[capture] ${end.executionId} $site")
        case end: SparkListenerSQLExecutionEnd =>
          println(s"[capture] ${end.executionId} not recorded (${end.executionFailure.map(_.getMessage.take(150))})")
        case _ =>
      }
    })
    try {
      Class.forName(mainClass).getMethod("main", classOf[Array[String]]).invoke(null, Array[String]())
    } catch { case t: Throwable => println(s"[capture] main stopped: ${Option(t.getCause).getOrElse(t)}") }
    spark.sparkContext.listenerBus.waitUntilEmpty()
  }
}
