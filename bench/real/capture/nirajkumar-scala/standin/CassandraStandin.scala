// Our stand-in for the DataStax Spark Cassandra connector that nirajkumar27297/Spark-Scala's
// SparkScalaQuestions programs import (no Cassandra here): only the names they use, so they compile and run
// unchanged. `CassandraCatalog` (the catalog `spark.sql.catalog.casscatalog` names) serves each table
// `<keyspace>.<table>` as a batch-read DSv2 table, and `sc.cassandraTable(keyspace, table)` (the implicit
// `toSparkContextFunctions`) as an RDD of `CassandraRow`s, both from the csv file
// `<nk.cassandra.dir>/<keyspace>.<table>.csv` (header line, then one row a line) that make_data.py writes, in the
// columns of the repository's own `NOSQLQueries/Cassandra/cassandraQueries.cql` the programs read.
package com.datastax.spark.connector {

  import org.apache.spark.SparkContext
  import org.apache.spark.rdd.RDD
  import org.apache.spark.sql.SparkSessionExtensions

  /** `SparkSession.builder().withExtensions(new CassandraSparkExtensions)`: registers nothing here. */
  class CassandraSparkExtensions extends (SparkSessionExtensions => Unit) {
    override def apply(extensions: SparkSessionExtensions): Unit = ()
  }

  class CassandraRow(names: Array[String], values: Array[String]) extends Serializable {
    def getStringOption(name: String): Option[String] = {
      val i = names.indexWhere(_.equalsIgnoreCase(name))
      if (i < 0 || i >= values.length || values(i).isEmpty) None else Some(values(i))
    }
    override def toString: String = names.zip(values).map { case (n, v) => s"$n: $v" }.mkString("CassandraRow{", ", ", "}")
  }

  class SparkContextFunctions(sc: SparkContext) extends Serializable {
    def cassandraTable(keyspace: String, table: String): RDD[CassandraRow] = {
      val lines = datasource.CassandraStandinData.lines(keyspace, table)
      val names = lines.head.split(",", -1)
      sc.parallelize(lines.tail.map(l => new CassandraRow(names, l.split(",", -1))), 1)
    }
  }
}

package com.datastax.spark {
  package object connector {
    implicit def toSparkContextFunctions(sc: org.apache.spark.SparkContext): SparkContextFunctions =
      new SparkContextFunctions(sc)
  }
}

package org.apache.spark.sql {
  package object cassandra {
    /** `spark.read.cassandraFormat(table, keyspace, cluster)`: the connector's reader shorthand (imported, unused). */
    implicit class DataFrameReaderWrapper(val dfReader: DataFrameReader) extends AnyVal {
      def cassandraFormat(table: String, keyspace: String, cluster: String = ""): DataFrameReader =
        dfReader.format("org.apache.spark.sql.cassandra").option("table", table).option("keyspace", keyspace)
    }
  }
}

package com.datastax.spark.connector.datasource {

  import java.sql.Timestamp
  import java.util

  import scala.io.Source

  import org.apache.spark.sql.catalyst.InternalRow
  import org.apache.spark.sql.catalyst.expressions.GenericInternalRow
  import org.apache.spark.sql.connector.catalog._
  import org.apache.spark.sql.connector.expressions.Transform
  import org.apache.spark.sql.connector.read._
  import org.apache.spark.sql.types._
  import org.apache.spark.sql.util.CaseInsensitiveStringMap
  import org.apache.spark.unsafe.types.UTF8String

  object CassandraStandinData {
    def lines(keyspace: String, table: String): Array[String] = {
      val dir = sys.props.getOrElse("nk.cassandra.dir", "/tmp/nk_work/cap/cassandra")
      val src = Source.fromFile(s"$dir/$keyspace.$table.csv")
      try src.getLines().filter(_.nonEmpty).toArray finally src.close()
    }
    /** The table's columns: the header's names, typed as cassandraQueries.cql types them. */
    def schema(keyspace: String, table: String): StructType = StructType(lines(keyspace, table).head.split(",").map { n =>
      val t = n.toLowerCase match {
        case "date_time" => TimestampType
        case "keyboard" | "mouse" | "cpu_percent" => DoubleType
        case "cpu_count" | "files_changed" => IntegerType
        case _ => StringType
      }
      StructField(n.toLowerCase, t)
    })
  }

  class CassandraCatalog extends TableCatalog {
    private var catalogName = "cassandra"
    override def initialize(name: String, options: CaseInsensitiveStringMap): Unit = catalogName = name
    override def name(): String = catalogName
    override def listTables(namespace: Array[String]): Array[Identifier] = Array.empty
    override def loadTable(ident: Identifier): Table = new CassandraTable(ident.namespace().mkString("."), ident.name())
    override def createTable(ident: Identifier, schema: StructType, partitions: Array[Transform],
                             properties: util.Map[String, String]): Table = throw new UnsupportedOperationException
    override def alterTable(ident: Identifier, changes: TableChange*): Table = throw new UnsupportedOperationException
    override def dropTable(ident: Identifier): Boolean = false
    override def renameTable(oldIdent: Identifier, newIdent: Identifier): Unit = throw new UnsupportedOperationException
  }

  class CassandraTable(keyspace: String, table: String) extends Table with SupportsRead {
    private lazy val tableSchema = CassandraStandinData.schema(keyspace, table)
    override def name(): String = s"$keyspace.$table"
    override def schema(): StructType = tableSchema
    override def capabilities(): util.Set[TableCapability] = util.EnumSet.of(TableCapability.BATCH_READ)
    override def newScanBuilder(options: CaseInsensitiveStringMap): ScanBuilder = new ScanBuilder {
      override def build(): Scan = new CassandraScan(keyspace, table, tableSchema)
    }
  }

  class CassandraScan(keyspace: String, table: String, tableSchema: StructType) extends Scan with Batch {
    override def readSchema(): StructType = tableSchema
    override def description(): String = s"Cassandra Scan: $keyspace.$table"
    override def toBatch: Batch = this
    override def planInputPartitions(): Array[InputPartition] = Array(CassandraPartition(keyspace, table))
    override def createReaderFactory(): PartitionReaderFactory = new CassandraReaderFactory(tableSchema)
  }

  case class CassandraPartition(keyspace: String, table: String) extends InputPartition

  class CassandraReaderFactory(tableSchema: StructType) extends PartitionReaderFactory {
    override def createReader(partition: InputPartition): PartitionReader[InternalRow] = {
      val p = partition.asInstanceOf[CassandraPartition]
      val rows = CassandraStandinData.lines(p.keyspace, p.table).tail.iterator.map { line =>
        val values = line.split(",", -1)
        new GenericInternalRow(tableSchema.fields.zipWithIndex.map { case (f, i) =>
          val v = if (i < values.length) values(i) else ""
          if (v.isEmpty) null else f.dataType match {
            case TimestampType => Timestamp.valueOf(v).getTime * 1000L
            case DoubleType => v.toDouble
            case IntegerType => v.toInt
            case _ => UTF8String.fromString(v)
          }
        }.asInstanceOf[Array[Any]])
      }
      new PartitionReader[InternalRow] {
        private var current: InternalRow = _
        override def next(): Boolean = if (rows.hasNext) { current = rows.next(); true } else false
        override def get(): InternalRow = current
        override def close(): Unit = ()
      }
    }
  }
}
