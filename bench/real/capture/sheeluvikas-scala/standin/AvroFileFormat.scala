// A stand-in for the spark-avro module, which the PySpark installation does not ship (the repository's pom pulls
// `spark-avro_2.12` and `com.databricks:spark-avro`). Spark maps `format("com.databricks.spark.avro")` to
// `org.apache.spark.sql.avro.AvroFileFormat` (spark.sql.legacy.replaceDatabricksSparkAvro.enabled, on by default)
// and `format("avro")` to the same class; this file gives that class, reading with the Avro library that PySpark's
// jars do hold (avro, avro-mapred, snappy-java). Read only: the schema from the `avroSchema` option or the first
// file, records turned into rows as spark-avro does (a union with null is a nullable field, records are structs,
// arrays are arrays, enums are strings). The plan shows a `Scan avro` node, as spark-avro's does.
package org.apache.spark.sql.avro

import scala.jdk.CollectionConverters._

import org.apache.avro.Schema
import org.apache.avro.file.DataFileReader
import org.apache.avro.generic.{GenericDatumReader, GenericRecord}
import org.apache.avro.mapred.FsInput
import org.apache.hadoop.conf.Configuration
import org.apache.hadoop.fs.{FileStatus, Path}
import org.apache.hadoop.mapreduce.Job

import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.catalyst.InternalRow
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow
import org.apache.spark.sql.catalyst.util.{ArrayBasedMapData, GenericArrayData}
import org.apache.spark.sql.execution.datasources.{FileFormat, OutputWriterFactory, PartitionedFile}
import org.apache.spark.sql.sources.{DataSourceRegister, Filter}
import org.apache.spark.sql.types._
import org.apache.spark.unsafe.types.UTF8String
import org.apache.spark.util.SerializableConfiguration

class AvroFileFormat extends FileFormat with DataSourceRegister with Serializable {
  override def shortName(): String = "avro"
  override def toString(): String = "Avro"
  override def equals(other: Any): Boolean = other.isInstanceOf[AvroFileFormat]
  override def hashCode(): Int = classOf[AvroFileFormat].hashCode()

  override def isSplitable(s: SparkSession, options: Map[String, String], path: Path): Boolean = false

  override def inferSchema(spark: SparkSession, options: Map[String, String],
                           files: Seq[FileStatus]): Option[StructType] = {
    val avro = options.get("avroSchema").map(new Schema.Parser().parse).getOrElse {
      val file = files.find(_.getPath.getName.endsWith(".avro")).getOrElse(files.head)
      val in = new FsInput(file.getPath, spark.sessionState.newHadoopConf())
      val reader = new DataFileReader[GenericRecord](in, new GenericDatumReader[GenericRecord]())
      try reader.getSchema finally reader.close()
    }
    Some(AvroFileFormat.toSql(avro)._1.asInstanceOf[StructType])
  }

  override def prepareWrite(spark: SparkSession, job: Job, options: Map[String, String],
                            dataSchema: StructType): OutputWriterFactory =
    throw new UnsupportedOperationException("the avro stand-in reads only")

  override protected def buildReader(spark: SparkSession, dataSchema: StructType, partitionSchema: StructType,
                                     requiredSchema: StructType, filters: Seq[Filter],
                                     options: Map[String, String],
                                     hadoopConf: Configuration): PartitionedFile => Iterator[InternalRow] = {
    val conf = spark.sparkContext.broadcast(new SerializableConfiguration(hadoopConf))
    val readerSchema = options.get("avroSchema")
    (file: PartitionedFile) => {
      val datum = readerSchema match {
        case Some(text) => new GenericDatumReader[GenericRecord](new Schema.Parser().parse(text))
        case None => new GenericDatumReader[GenericRecord]()
      }
      val reader = new DataFileReader[GenericRecord](new FsInput(file.toPath, conf.value.value), datum)
      (reader: java.util.Iterator[GenericRecord]).asScala.map(r => AvroFileFormat.convert(r, requiredSchema).asInstanceOf[InternalRow])
    }
  }
}

object AvroFileFormat {
  /** The Spark type of an Avro schema and whether it is nullable, as spark-avro's SchemaConverters gives them. */
  def toSql(s: Schema): (DataType, Boolean) = s.getType match {
    case Schema.Type.RECORD =>
      (StructType(s.getFields.asScala.toSeq.map { f =>
        val (t, n) = toSql(f.schema()); StructField(f.name(), t, n)
      }), false)
    case Schema.Type.ARRAY => val (t, n) = toSql(s.getElementType); (ArrayType(t, n), false)
    case Schema.Type.MAP => val (t, n) = toSql(s.getValueType); (MapType(StringType, t, n), false)
    case Schema.Type.UNION =>
      val rest = s.getTypes.asScala.filter(_.getType != Schema.Type.NULL)
      if (rest.size != 1) throw new UnsupportedOperationException(s"union $s")
      (toSql(rest.head)._1, true)
    case Schema.Type.STRING | Schema.Type.ENUM => (StringType, false)
    case Schema.Type.LONG => (LongType, false)
    case Schema.Type.INT => (IntegerType, false)
    case Schema.Type.DOUBLE => (DoubleType, false)
    case Schema.Type.FLOAT => (FloatType, false)
    case Schema.Type.BOOLEAN => (BooleanType, false)
    case Schema.Type.BYTES | Schema.Type.FIXED => (BinaryType, false)
    case Schema.Type.NULL => (NullType, true)
  }

  def convert(v: Any, t: DataType): Any = (v, t) match {
    case (null, _) => null
    case (r: GenericRecord, st: StructType) =>
      new GenericInternalRow(st.fields.map(f => convert(r.get(f.name), f.dataType)))
    case (c: java.util.Collection[_], ArrayType(e, _)) => new GenericArrayData(c.asScala.map(convert(_, e)).toArray)
    case (m: java.util.Map[_, _], MapType(_, vt, _)) =>
      val es = m.asScala.toSeq
      new ArrayBasedMapData(new GenericArrayData(es.map(e => UTF8String.fromString(e._1.toString)).toArray),
        new GenericArrayData(es.map(e => convert(e._2, vt)).toArray))
    case (x, StringType) => UTF8String.fromString(x.toString)
    case (b: java.nio.ByteBuffer, BinaryType) => val a = new Array[Byte](b.remaining()); b.duplicate().get(a); a
    case (f: org.apache.avro.generic.GenericFixed, BinaryType) => f.bytes()
    case (x, _) => x
  }
}
