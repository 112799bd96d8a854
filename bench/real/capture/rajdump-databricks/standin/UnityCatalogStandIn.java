// Stand-in for the Unity Catalog catalog `rideshare_dev` (spark.sql.catalog.rideshare_dev, capture runs only): every
// call goes to Spark's own session catalog (the Hive metastore of the run), as a catalog extension does. Its name is
// the session catalog's, so `rideshare_dev.processed.trip_enriched` resolves and is written as the v1 table
// `spark_catalog.processed.trip_enriched` (plans show `FileScan parquet spark_catalog.processed.trip_enriched`).
package rdcapture;

import org.apache.spark.sql.connector.catalog.DelegatingCatalogExtension;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

public class UnityCatalogStandIn extends DelegatingCatalogExtension {
  @Override
  public void initialize(String name, CaseInsensitiveStringMap options) {
    org.apache.spark.sql.classic.SparkSession s =
        (org.apache.spark.sql.classic.SparkSession) org.apache.spark.sql.SparkSession.active();
    setDelegateCatalog(s.sessionState().catalogManager().v2SessionCatalog());
  }
}
