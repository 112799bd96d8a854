"""A Java test class extending a suite base from outside the repository (spark-testing-base's
JavaDataFrameSuiteBase) gets its session from the base: `spark()` called bare is that session, as a field named
`spark` is one, so the rows it makes, the join and the aggregate over them are sites, in their dataflow. Switched
off, `spark()` was an unknown call: nothing after it was Spark's."""

from __future__ import annotations

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository

RULE = RULES["spark() called bare from a class whose base is not the repository's is that base's session (JVM)"]
TEST = """\
package shop;

import com.holdenkarau.spark.testing.JavaDataFrameSuiteBase;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.junit.Test;

import static java.util.Arrays.asList;
import static org.apache.spark.sql.RowFactory.create;

public class BasketTest extends JavaDataFrameSuiteBase {

    @Test
    public void totalsPerCustomer() {
        Dataset<Row> baskets = spark().createDataFrame(asList(create("ann", 3), create("bob", 5)), Schemas.BASKETS);
        Dataset<Row> customers = spark().read().json("customers.json");
        Dataset<Row> totals = baskets.join(customers, "name").groupBy("city").sum("items");
        totals.show();
    }
}
"""


def sites(root) -> list[tuple[str, str, int, bool]]:
    found = index_repository(root)[3]
    ids = {s.site_id for s in found}
    return sorted((s.kind, s.method, s.line_start, any(i in ids for i in s.inputs)) for s in found)


def test_a_bare_spark_call_of_an_outside_base_is_its_session(tmp_path):
    (tmp_path / "src/test/java/shop").mkdir(parents=True)
    (tmp_path / "src/test/java/shop/BasketTest.java").write_text(TEST)
    got = sites(tmp_path)
    assert [(kind, method, line) for kind, method, line, _ in got] == [
        ("aggregate", "groupBy", 17), ("aggregate", "sum", 17), ("join", "join", 17), ("limit", "show", 18),
        ("read", "read.json", 16), ("read", "spark.createDataFrame", 15)]
    assert all(fed for kind, _, _, fed in got if kind != "read")   # each call fed by the one before it
    with switched_off(*RULE):
        assert sites(tmp_path) == []
