// Our stand-in for the BigQuery connector (no BigQuery, no network here): `spark.read.format('bigquery')
// .option('project', P).option('dataset', D).option('table', T).load()` reads the table's rows from the local file
// `<spark.etl3.bigquery.root>/P.D.T.csv` (header line; make_data.py writes it), in the table's schema (the columns and
// types of bigquery-public-data.iowa_liquor_sales.sales). The plan shows one scan of this relation.
package etl3capture;

import java.util.Arrays;
import java.util.stream.Collectors;

import org.apache.spark.rdd.RDD;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SQLContext;
import org.apache.spark.sql.sources.BaseRelation;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.sources.RelationProvider;
import org.apache.spark.sql.sources.TableScan;
import org.apache.spark.sql.types.StructType;

public class BigQuerySource implements RelationProvider, DataSourceRegister {
  static final String SCHEMA = String.join(", ", Arrays.asList(
      "invoice_and_item_number string", "date date", "store_number string", "store_name string", "address string",
      "city string", "zip_code string", "store_location string", "county_number string", "county string",
      "category string", "category_name string", "vendor_number string", "vendor_name string", "item_number string",
      "item_description string", "pack long", "bottle_volume_ml long", "state_bottle_cost double",
      "state_bottle_retail double", "bottles_sold long", "sale_dollars double", "volume_sold_liters double",
      "volume_sold_gallons double"));

  @Override
  public String shortName() {
    return "bigquery";
  }

  @Override
  public BaseRelation createRelation(SQLContext sqlContext, scala.collection.immutable.Map<String, String> parameters) {
    String table = parameters.get("project").get() + "." + parameters.get("dataset").get() + "."
        + parameters.get("table").get();
    return new Relation(sqlContext, table);
  }

  static class Relation extends BaseRelation implements TableScan {
    private final SQLContext ctx;
    private final String table;

    Relation(SQLContext ctx, String table) {
      this.ctx = ctx;
      this.table = table;
    }

    @Override
    public SQLContext sqlContext() {
      return ctx;
    }

    @Override
    public StructType schema() {
      return StructType.fromDDL(SCHEMA);
    }

    @Override
    public RDD<Row> buildScan() {
      String root = ctx.sparkSession().sparkContext().getConf().get("spark.etl3.bigquery.root", "/tmp/etl3_bigquery");
      return ctx.sparkSession().read().schema(schema()).option("header", "true")
          .csv(root + "/" + table + ".csv").rdd();
    }

    @Override
    public String toString() {
      return "BigQueryTable(" + table + ")";
    }
  }
}
