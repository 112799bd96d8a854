// Stand-in for Delta Lake's catalog, which this offline machine cannot fetch (martinbacaia's test fixture names it in
// spark.sql.catalog.spark_catalog). The tests that run read and write no Delta table: it only hands every call to
// Spark's own session catalog, as Delta's catalog does for non-Delta tables. On the class path of the mb_tests run only.
package org.apache.spark.sql.delta.catalog;

public class DeltaCatalog extends org.apache.spark.sql.connector.catalog.DelegatingCatalogExtension {
}
