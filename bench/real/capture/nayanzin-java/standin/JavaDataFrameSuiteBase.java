// Our stand-in for holdenkarau's spark-testing-base `JavaDataFrameSuiteBase` (build.gradle's
// com.holdenkarau:spark-testing-base_2.11:2.4.0_0.11.0, built for Spark 2.4 / Scala 2.11, which cannot load into
// Spark 4 / Scala 2.13): the same class name and the members the repository's tests call, so they compile and run
// unchanged. spark() is the session spark-submit's command line configures; assertDataFrameEquals compares the
// schemas and the rows through Dataset.javaRDD(), as the library does through `.rdd` (no SQL execution of its own).
package com.holdenkarau.spark.testing;

import java.util.List;
import java.util.Objects;

import org.apache.spark.SparkContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SQLContext;
import org.apache.spark.sql.SparkSession;

public class JavaDataFrameSuiteBase {
  public SparkSession spark() {
    return SparkSession.builder().getOrCreate();
  }

  public SparkContext sc() {
    return spark().sparkContext();
  }

  public JavaSparkContext jsc() {
    return JavaSparkContext.fromSparkContext(sc());
  }

  public SQLContext sqlContext() {
    return spark().sqlContext();
  }

  public void assertDataFrameEquals(Dataset<Row> expected, Dataset<Row> result) {
    if (!expected.schema().equals(result.schema())) {
      throw new AssertionError("schemas differ: " + expected.schema() + " vs " + result.schema());
    }
    List<Row> e = expected.javaRDD().collect();
    List<Row> r = result.javaRDD().collect();
    if (!Objects.equals(e, r)) {
      throw new AssertionError("rows differ: " + e + " vs " + r);
    }
  }
}
