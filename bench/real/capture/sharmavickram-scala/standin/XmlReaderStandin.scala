// Our stand-in for spark-xml's one name that `src/main/scala/com/dataedge/createDF/CreateDFfromXML.scala` imports
// (`com.databricks.spark.xml.XmlDataFrameReader`, the implicit class that gave Spark 2's DataFrameReader an `xml`
// method): spark-xml is no PySpark jar, and Spark 4 reads XML itself (`format("xml")`, `DataFrameReader.xml(path)`,
// and the name `com.databricks.spark.xml` as an alias of its own source), so the import only has to resolve. The
// program's `.xml(...)` call is Spark 4's own method; this class is never used at run time.
package com.databricks.spark

import org.apache.spark.sql.{DataFrame, DataFrameReader}

package object xml {
  implicit class XmlDataFrameReader(reader: DataFrameReader) {
    def xml(path: String): DataFrame = reader.format("xml").load(path)
  }
}
