package codemap.standins;

import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SQLContext;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.sources.BaseRelation;
import org.apache.spark.sql.sources.CreatableRelationProvider;
import org.apache.spark.sql.types.StructType;
import scala.collection.immutable.Map$;

/**
 * Stand-in for a sink this machine does not have (the BigQuery connector, spark-avro): the template's
 * own `write.format(...).save()` runs unchanged and the rows it would write are collected, which is
 * what the original captures did in place of the write (their plan is the collect's).
 */
public abstract class CollectingSink implements CreatableRelationProvider {
  @Override
  public BaseRelation createRelation(
      SQLContext sqlContext,
      SaveMode mode,
      scala.collection.immutable.Map<String, String> parameters,
      Dataset<Row> data) {
    long rows = data.collectAsList().size();
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
