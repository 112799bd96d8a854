"""A column or condition kept in a name (`val cond = a.col("zip") === b.col("zip")`, Java `Column cond = ...`) is
named by the call using the name: `a.join(b, cond, "inner")` joins on zip, as the Python front end reads
`cond = a["zip"] == b["zip"]` already. Two names holding each other do not loop."""

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository

SCALA = '''\
object Job {
  def run(a: DataFrame, b: DataFrame) = {
    val cond = a.col("zip") === b.col("zip")
    a.join(b, cond, "inner")
  }
  def one(a: DataFrame) = { val x = y && col("a") === 1; a.where(x) }
  def two(a: DataFrame) = { val y = x && col("b") === 2; a.where(y) }
}
'''

JAVA = '''\
public class Job {
  public Dataset<Row> run(Dataset<Row> a, Dataset<Row> b) {
    Column cond = a.col("zip").equalTo(b.col("zip"));
    return a.join(b, cond, "inner");
  }
}
'''


def test_a_condition_kept_in_a_name_is_named_by_the_join(tmp_path: Path):
    (tmp_path / "Job.scala").write_text(SCALA)
    (tmp_path / "Job.java").write_text(JAVA)
    sites = {(s.file, s.line_start): s for s in index_repository(tmp_path)[3]}
    assert sites[("Job.scala", 4)].method == "join" and sites[("Job.scala", 4)].columns == ["zip"]
    assert sites[("Job.java", 4)].method == "join" and sites[("Job.java", 4)].columns == ["zip"]
    assert set(sites[("Job.scala", 7)].columns) == {"a", "b"}   # y holds x: both conditions' columns, once
