"""Java's `takeAsList(n)` fetches n rows as `take(n)` does: a limit site (the plan's CollectLimit n) fed by the
Dataset it is called on. Switched off, the call was no site, and an event log naming its line named nothing."""

from __future__ import annotations

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository

RULE = RULES["Java's takeAsList(n) is take(n)"]
SOURCE = """\
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public class Tweets {
    public static void main(String[] args) {
        SparkSession spark = SparkSession.builder().getOrCreate();
        Dataset<Row> tweets = spark.read().option("header", true).csv("tweets.csv");
        Dataset<String> firstWords = tweets.map(
            (MapFunction<Row, String>) row -> row.getString(2).split(" ")[0], Encoders.STRING());
        System.out.println("First words: " + firstWords.takeAsList(10));
    }
}
"""


def limits(root) -> list[tuple[int, list[str], str]]:
    sites = index_repository(root)[3]
    by_id = {s.site_id: s for s in sites}
    return [(s.line_start, s.literals, by_id[s.inputs[0]].method) for s in sites if s.kind == "limit"]


def test_take_as_list_is_a_limit_of_its_rows(tmp_path):
    (tmp_path / "Tweets.java").write_text(SOURCE)
    assert limits(tmp_path) == [(13, ["10"], "map")]
    with switched_off(*RULE):
        assert limits(tmp_path) == []
