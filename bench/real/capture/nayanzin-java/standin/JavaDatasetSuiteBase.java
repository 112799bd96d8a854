// Our stand-in for spark-testing-base's `JavaDatasetSuiteBase` (a JavaDataFrameSuiteBase in the library too): see
// JavaDataFrameSuiteBase.java.
package com.holdenkarau.spark.testing;

public class JavaDatasetSuiteBase extends JavaDataFrameSuiteBase {
}
