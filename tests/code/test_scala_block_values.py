"""Scala written as scalafmt leaves it: `val df =` with the chain on the next line is an indented block, worth its
last expression; a name holding what an unknown call gave (a fitted model's `transform`) may be a DataFrame; a
Transformer's `transform(df)` hands df back with columns added; `splits(0)` of a randomSplit is a DataFrame, not a
column. Each switched off, the calls after it had no site or no input (the shape of a real repository's ML demo,
nirajkumar27297/Spark-Scala's DecisionTreeRegressionDemo.scala)."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository

JOB = """package ml

import org.apache.spark.ml.feature.VectorAssembler
import org.apache.spark.ml.regression.DecisionTreeRegressor
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions.{avg, col}

object Demo extends App {
  val spark = SparkSession.builder().getOrCreate()
  val inputDF = spark.read.option("header", "true").csv("admissions.csv")
  val assembler = new VectorAssembler().setInputCols(Array("gre")).setOutputCol("features")
  val outputDF =
    assembler.transform(inputDF).select("features", "chance")
  outputDF.show()
  val splits = outputDF.randomSplit(Array(0.75, 0.25))
  val train = splits(0)
  val test = splits(1)
  val model = new DecisionTreeRegressor().fit(train)
  val predictions = model.transform(test)
  predictions.show()
  val mean =
    predictions.select(avg(col("prediction"))).collect()
}
"""


def _sites(tmp_path):
    (tmp_path / "Demo.scala").write_text(JOB)
    sites = index_repository(tmp_path)[3]
    by_id = {s.site_id: s for s in sites}
    return {(s.line_start, s.method): sorted((by_id[i].line_start, by_id[i].method) for i in s.inputs if i in by_id)
            for s in sites}


def test_the_chain_after_a_block_a_model_and_a_split_is_followed(tmp_path):
    sites = _sites(tmp_path)
    assert sites[(13, "select")] == [(10, "read.csv")]            # through the assembler's transform
    assert sites[(14, "show")] == [(13, "select")]                 # outputDF holds the indented block's value
    assert sites[(15, "randomSplit")] == [(13, "select")]
    assert sites[(20, "show")] == [(15, "randomSplit")]            # the model's output of a split part
    assert sites[(22, "select")] == [(15, "randomSplit")]


@pytest.mark.parametrize("rule, lost", [
    ("a Scala block (`val df =` and the chain on the next line) is worth its last expression", (14, "show")),
    ("a JVM name holding what an unknown call gave may be a DataFrame", (20, "show")),
    ("splits(0) of a Scala randomSplit is a DataFrame, not a column", (20, "show")),
])
def test_each_rule_off_loses_a_call(tmp_path, rule, lost):
    with switched_off(*RULES[rule]):
        assert lost not in _sites(tmp_path)


def test_without_ml_transforms_the_select_after_the_assembler_reads_nothing(tmp_path):
    with switched_off(*RULES["a JVM model.transform(df) gives df with columns added"]):
        assert _sites(tmp_path)[(13, "select")] == []
