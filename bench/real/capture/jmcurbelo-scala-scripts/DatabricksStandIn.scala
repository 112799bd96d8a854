// Stand-ins for what a Databricks notebook gives a Scala cell and a local spark-submit does not: `display(df)` (as the
// udemy-azure-databricks and sbe captures stood it in: a `show()`) and `dbutils.fs.ls(path)` (the path's listing
// through the session's Hadoop file system). capture.py imports them in front of each lecture's line 1.
package jcstandin

import org.apache.hadoop.fs.Path
import org.apache.spark.sql.{Dataset, SparkSession}

object Databricks {
  def display(ds: Dataset[_]): Unit = ds.show()

  object dbutils {
    object fs {
      def ls(dir: String): Seq[String] = {
        val spark = SparkSession.active
        val path = new Path(dir)
        val fs = path.getFileSystem(spark.sparkContext.hadoopConfiguration)
        fs.listStatus(path).map(_.getPath.toString).toSeq
      }
    }
  }
}
