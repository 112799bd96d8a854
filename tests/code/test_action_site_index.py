"""collect(), collectAsList(), toPandas(): an "action" site in every language, fed by the DataFrame it runs, so that
an event log's call site (`collectAsList at Report.java:9`) names a call the index knows. Switched off, no site."""

from __future__ import annotations

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository

RULE = RULES["collect() and toPandas() are where a plan's dataflow ends"]
FILES = {
    "jobs/report.py": """\
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
orders = spark.read.parquet("data/orders")
big = orders.filter(orders.amount > 100)
print(big.toPandas())
""",
    "src/main/scala/Report.scala": """\
import org.apache.spark.sql.SparkSession

object Report extends App {
  val spark = SparkSession.builder().getOrCreate()
  val big = spark.read.parquet("data/orders").filter("amount > 100")
  big.collect().foreach(println)
}
""",
    "src/main/java/Report.java": """\
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public class Report {
    public static void main(String[] args) {
        SparkSession spark = SparkSession.builder().getOrCreate();
        Dataset<Row> big = spark.read().parquet("data/orders").filter("amount > 100");
        System.out.println(big.collectAsList());
    }
}
""",
}


def actions(root) -> dict[str, tuple[str, int, str]]:
    sites = index_repository(root)[3]
    by_id = {s.site_id: s for s in sites}
    return {s.file: (s.method, s.line_start, by_id[s.inputs[0]].kind) for s in sites if s.kind == "action"}


def test_an_action_running_the_plan_is_a_site_fed_by_what_it_runs(tmp_path):
    for rel, text in FILES.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    assert actions(tmp_path) == {"jobs/report.py": ("toPandas", 6, "filter"),
                                 "src/main/scala/Report.scala": ("collect", 6, "filter"),
                                 "src/main/java/Report.java": ("collectAsList", 9, "filter")}
    with switched_off(*RULE):
        assert actions(tmp_path) == {}
