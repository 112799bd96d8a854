// Stand-in for a Unity Catalog catalog (`system`, `main`; spark.sql.catalog.<name>=awcapture.SessionCatalogAlias,
// capture runs only): every call goes to Spark's own session catalog, as a catalog extension does, so
// `system.access.audit` is the session catalog's table `access.audit` and `main.default.x` its `default.x` (plans
// show `spark_catalog.access.audit`). The notebooks are unchanged; only the data behind the names is generated.
package awcapture;

import org.apache.spark.sql.connector.catalog.DelegatingCatalogExtension;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

public class SessionCatalogAlias extends DelegatingCatalogExtension {
  @Override
  public void initialize(String name, CaseInsensitiveStringMap options) {
    org.apache.spark.sql.classic.SparkSession s =
        (org.apache.spark.sql.classic.SparkSession) org.apache.spark.sql.SparkSession.active();
    setDelegateCatalog(s.sessionState().catalogManager().v2SessionCatalog());
  }
}
