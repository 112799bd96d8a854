// Compile stand-in (ours, not the repository's): Scala 2.12's `scala.collection.JavaConversions`, which Scala 2.13
// removed. `com/dataframe/CreateDataFrame.scala` imports it (line 65) for the implicit Seq -> java.util.List view
// that its `spark.createDataFrame(rowData, schema)` (line 67) needs; this gives that one view, as 2.12 did.
package scala.collection

import scala.jdk.CollectionConverters._

object JavaConversions {
  implicit def seqAsJavaList[A](seq: scala.collection.Seq[A]): java.util.List[A] = seq.asJava
}
