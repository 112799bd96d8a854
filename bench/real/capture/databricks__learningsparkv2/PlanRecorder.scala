// Runs one of the book's JVM applications unchanged on a local session made here and writes the plan of
// every query it ran, in the order they finished: <out>/<NN>_<action>.formatted.txt and .simple.txt.
// In package org.apache.spark so it can wait for the listener bus to drain before the JVM exits.
//   PlanRecorder <out dir> <main class> [key=value ...] -- [program args ...]
package org.apache.spark.lsv2capture

import java.nio.file.{Files, Paths}
import java.util.concurrent.atomic.AtomicInteger

import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.execution.{FormattedMode, QueryExecution, SimpleMode}
import org.apache.spark.sql.util.QueryExecutionListener

object PlanRecorder {
  def main(args: Array[String]): Unit = {
    val (head, rest) = args.span(_ != "--")
    val out = Paths.get(head(0))
    Files.createDirectories(out)
    val builder = SparkSession.builder.master("local[1]").appName("lsv2-capture")
      .config("spark.ui.enabled", "false")
      .config("spark.sql.shuffle.partitions", "4")
      .config("spark.sql.session.timeZone", "UTC")
      .config("spark.sql.warehouse.dir", out.resolve("warehouse").toString)
    head.drop(2).foreach { kv => val Array(k, v) = kv.split("=", 2); builder.config(k, v) }
    val spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    val seen = new AtomicInteger(0)
    // After the action: the executed plan is the adaptive plan's final one.
    def save(name: String, qe: QueryExecution): Unit = {
      val stem = f"${seen.incrementAndGet()}%02d_${name.replace(' ', '_')}"
      Files.writeString(out.resolve(s"$stem.formatted.txt"), qe.explainString(FormattedMode) + "\n")
      Files.writeString(out.resolve(s"$stem.simple.txt"), qe.explainString(SimpleMode) + "\n")
    }
    spark.listenerManager.register(new QueryExecutionListener {
      override def onSuccess(name: String, qe: QueryExecution, durationNs: Long): Unit = save(name, qe)
      override def onFailure(name: String, qe: QueryExecution, e: Exception): Unit = save(s"FAILED_$name", qe)
    })
    val program = Class.forName(head(1)).getMethod("main", classOf[Array[String]])
    program.invoke(null, rest.drop(1))
    spark.sparkContext.listenerBus.waitUntilEmpty()
    spark.stop()
  }
}
