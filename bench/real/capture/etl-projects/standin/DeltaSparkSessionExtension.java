// Stand-in for Delta Lake's session extension (named in spark.sql.extensions by martinbacaia's test fixture): it
// adds nothing, as none of the rules Delta's adds apply to the tests that run. On the class path of the mb_tests run only.
package io.delta.sql;

import org.apache.spark.sql.SparkSessionExtensions;
import scala.runtime.BoxedUnit;

public class DeltaSparkSessionExtension implements scala.Function1<SparkSessionExtensions, BoxedUnit> {
  @Override
  public BoxedUnit apply(SparkSessionExtensions extensions) {
    return BoxedUnit.UNIT;
  }
}
