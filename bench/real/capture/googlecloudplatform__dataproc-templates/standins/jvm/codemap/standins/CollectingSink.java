package codemap.standins;

import org.apache.spark.SparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SQLContext;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.sources.BaseRelation;
import org.apache.spark.sql.sources.CreatableRelationProvider;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.CallSite;
import org.apache.spark.util.Utils;

/**
 * Stand-in for a sink this machine does not have (the BigQuery connector, spark-avro): the template's
 * own `write.format(...).save()` runs unchanged and the rows it would write are collected, which is
 * what the original captures did in place of the write (their plan is the collect's).
 */
public abstract class CollectingSink implements CreatableRelationProvider {
  private static final String SHORT = "callSite.short", LONG = "callSite.long";
  private static final scala.Function1<String, Object> SKIP =
      name -> name.startsWith("org.apache.spark.") || name.startsWith("scala.") || name.startsWith("codemap.standins.");

  @Override
  public BaseRelation createRelation(
      SQLContext sqlContext,
      SaveMode mode,
      scala.collection.immutable.Map<String, String> parameters,
      Dataset<Row> data) {
    // the collect runs inside the template's save: give it the save's call site, as Spark would name
    // it without this class on the stack (`save at NativeMethodAccessorImpl.java:0`), not this file's
    SparkContext sc = sqlContext.sparkContext();
    CallSite site = Utils.getCallSite(SKIP);
    String shortBefore = sc.getLocalProperty(SHORT), longBefore = sc.getLocalProperty(LONG);
    sc.setLocalProperty(SHORT, site.shortForm());
    sc.setLocalProperty(LONG, site.longForm());
    long rows;
    try {
      rows = data.collectAsList().size();
    } finally {
      sc.setLocalProperty(SHORT, shortBefore);
      sc.setLocalProperty(LONG, longBefore);
    }
    System.err.println("[" + getClass().getSimpleName() + "] collected " + rows + " rows");
    StructType schema = data.schema();
    return new BaseRelation() {
      @Override
      public SQLContext sqlContext() {
        return sqlContext;
      }

      @Override
      public StructType schema() {
        return schema;
      }
    };
  }
}
