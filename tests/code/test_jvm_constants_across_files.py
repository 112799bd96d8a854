"""A Scala or Java program naming its files by another file's constants (`K.FILE`, a static import, an object's
vals imported with `_`): its reads name those files, and a later commit that changes only the constants class
reads them again in the unchanged programs."""

from __future__ import annotations

import copy
from pathlib import Path

from codemap_pipeline.code.indexer import run_index

FILES = {
    "src/main/java/lab/K.java": """\
package lab;

public class K {
  public static final String DIR = "/tmp";
  public static final String FIRES = "fires_24h.csv";
  private String notAConstant = "ignored.csv";
}
""",
    "src/main/java/lab/conf/Names.java": """\
package lab.conf;

public interface Names {
  String TABLE = "warehouse.orders";
}
""",
    "src/main/java/lab/ExportApp.java": """\
package lab;

import static lab.conf.Names.TABLE;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public class ExportApp {
  void start(SparkSession spark) {
    Dataset<Row> fires = spark.read().format("csv").load(K.DIR + "/" + K.FIRES);
    fires.write().saveAsTable(TABLE);
  }
}
""",
    "src/main/scala/lab/Paths.scala": """\
package lab

object Paths {
  val Modis = "modis_24h.csv"
}
""",
    "src/main/scala/lab/ExportScalaApp.scala": """\
package lab

import org.apache.spark.sql.SparkSession
import Paths._

object ExportScalaApp {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate
    val modis = spark.read.format("csv").load(Modis)
    modis.show()
  }
}
""",
}


def _write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def _site(sites, file: str, method: str):
    return next(s for s in sites if s.file.endswith(file) and s.method == method)


def test_a_java_read_names_the_file_its_constants_class_holds(tmp_path):
    sites = run_index(_write(tmp_path, FILES)).sites
    assert _site(sites, "ExportApp.java", "read.load").paths == ["/tmp/fires_24h.csv"]


def test_a_statically_imported_interface_constant_names_the_table(tmp_path):
    sites = run_index(_write(tmp_path, FILES)).sites
    assert "warehouse.orders" in _site(sites, "ExportApp.java", "write.saveAsTable").tables


def test_a_scala_objects_val_imported_with_a_wildcard_names_the_file(tmp_path):
    sites = run_index(_write(tmp_path, FILES)).sites
    assert _site(sites, "ExportScalaApp.scala", "read.load").paths == ["modis_24h.csv"]


def test_an_instance_field_is_no_constant_for_other_files(tmp_path):
    files = {**FILES, "src/main/java/lab/Other.java": FILES["src/main/java/lab/ExportApp.java"].replace(
        "class ExportApp", "class Other").replace("K.DIR + \"/\" + K.FIRES", "K.notAConstant")}
    sites = run_index(_write(tmp_path, files)).sites
    assert _site(sites, "Other.java", "read.load").paths == []


def test_a_changed_constant_is_read_again_in_the_unchanged_programs(tmp_path):
    first = run_index(_write(tmp_path / "a", FILES))
    before = copy.deepcopy(first.rows())
    changed = {**FILES, "src/main/java/lab/K.java": FILES["src/main/java/lab/K.java"].replace("fires_24h", "fires_7d")}
    second = _write(tmp_path / "b", changed)
    incremental = run_index(second, previous=first.rows())
    assert first.rows() == before
    assert incremental.rows() == run_index(second).rows()
    assert _site(incremental.sites, "ExportApp.java", "read.load").paths == ["/tmp/fires_7d.csv"]
    # the constants class and its one reader are read again; the Scala files and the interface are reused
    assert sorted(incremental.parsed) == ["src/main/java/lab/ExportApp.java", "src/main/java/lab/K.java"]
