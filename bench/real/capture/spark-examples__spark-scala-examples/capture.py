"""Capture the sse_* cases: compile each example's own Scala file(s) unchanged, with our driver
CapturePlans.scala, against the PySpark installation's Scala 2.13 jars; run the example's main through the
driver (session: local[1], no UI, 4 shuffle partitions, UTC, plus the case's settings) from a scratch folder
whose src/ is the laid-out repository's src/ (the examples read src/main/resources/... relative paths);
copy the plan of the execution whose call site the case names into the case folder.

    /work/main/.venv/bin/python bench/real/capture/spark-examples__spark-scala-examples/capture.py [case ...]
    ... capture.py --explore Main.scala[,Other.scala] com.x.MainClass [k=v ...]   # list every execution
"""

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pyspark

HERE = Path(__file__).resolve().parent
REAL = HERE.parents[1]
SLUG = "spark-examples__spark-scala-examples"
REPO = REAL / "repos" / SLUG
SRC = REPO / "src/main/scala/com/sparkbyexamples/spark"
JARS = str(Path(pyspark.__file__).parent / "jars" / "*")
PKG = "com.sparkbyexamples.spark."
OPENS = [f"--add-opens=java.base/{p}=ALL-UNNAMED" for p in (
    "java.lang", "java.lang.invoke", "java.lang.reflect", "java.io", "java.net", "java.nio", "java.util",
    "java.util.concurrent", "java.util.concurrent.atomic", "jdk.internal.ref", "sun.nio.ch", "sun.nio.cs",
    "sun.security.action", "sun.util.calendar")] + ["-Djdk.reflect.useDirectMethodHandle=false",
                                                    "-Dio.netty.tryReflectionSetAccessible=true"]

# (case id, part, example files under SRC, main object, call site of the recorded execution, settings)
# The order is the planned order; the split (positions 2 and 5 of every five held out) was fixed on it.
CASES = [
    ("sse_groupby_agg_where", "dev", ["dataframe/GroupbyExample.scala"], "dataframe.GroupbyExample",
     "show at GroupbyExample.scala:76", []),
    ("sse_window_agg_first_row", "heldout", ["dataframe/functions/window/WindowFunctions.scala"],
     "dataframe.functions.window.WindowFunctions", "show at WindowFunctions.scala:73", []),
    ("sse_filter_null_sql", "dev", ["dataframe/FilterNullRowsExample.scala"], "dataframe.FilterNullRowsExample",
     "show at FilterNullRowsExample.scala:38", []),
    ("sse_count_distinct", "dev", ["dataframe/functions/aggregate/AggregateFunctions.scala"],
     "dataframe.functions.aggregate.AggregateFunctions", "show at AggregateFunctions.scala:49", []),
    ("sse_udf_sql", "heldout", ["dataframe/SparkUDF.scala"], "dataframe.SparkUDF",
     "show at SparkUDF.scala:37", []),
    ("sse_typed_map_rows", "dev", ["dataframe/examples/MapTransformation.scala", "dataframe/examples/Util.scala"],
     "dataframe.examples.MapTransformation", "show at MapTransformation.scala:44", []),
    ("sse_array_concat_sql", "heldout", ["dataframe/functions/collection/ArrayOfString.scala"],
     "dataframe.functions.collection.ArrayOfString", "show at ArrayOfString.scala:49", []),
    ("sse_union_distinct", "dev", ["dataframe/UnionExample.scala"], "dataframe.UnionExample",
     "show at UnionExample.scala:36", []),
    ("sse_window_first_row_desc", "dev", ["dataframe/functions/window/WindowGroupbyFirst.scala"],
     "dataframe.functions.window.WindowGroupbyFirst", "show at WindowGroupbyFirst.scala:39", []),
    ("sse_json_write", "heldout", ["dataframe/FromJsonFile.scala"], "dataframe.FromJsonFile",
     "json at FromJsonFile.scala:71", []),
    ("sse_cache_where_csv", "dev", ["dataframe/examples/CacheExample.scala"], "dataframe.examples.CacheExample",
     "show at CacheExample.scala:17", []),
    ("sse_distinct_count", "heldout", ["dataframe/functions/aggregate/SQLDistinct.scala"],
     "dataframe.functions.aggregate.SQLDistinct", "count at SQLDistinct.scala:33", []),
    ("sse_explode_nested", "dev", ["dataframe/functions/collection/ExplodeArrayAndMap.scala"],
     "dataframe.functions.collection.ExplodeArrayAndMap", "show at ExplodeArrayAndMap.scala:119", []),
    ("sse_cast_sql", "dev", ["dataframe/CastColumnType.scala"], "dataframe.CastColumnType",
     "show at CastColumnType.scala:51", ["spark.sql.ansi.enabled=false"]),
    ("sse_typed_map_split", "heldout", ["dataframe/WithColumn.scala"], "dataframe.WithColumn",
     "show at WithColumn.scala:75", []),
    ("sse_groupby_multi_sum", "dev", ["dataframe/GroupbyExample.scala"], "dataframe.GroupbyExample",
     "show at GroupbyExample.scala:41", []),
    # added after the first 16 had been captured (for more nodes), the same position rule continued
    ("sse_window_row_number", "heldout", ["dataframe/functions/window/WindowFunctions.scala"],
     "dataframe.functions.window.WindowFunctions", "show at WindowFunctions.scala:34", []),
    ("sse_window_agg_desc", "dev", ["dataframe/functions/window/WindowGroupbyFirst.scala"],
     "dataframe.functions.window.WindowGroupbyFirst", "show at WindowGroupbyFirst.scala:49", []),
    ("sse_drop_duplicates_cols", "dev", ["dataframe/functions/aggregate/SQLDistinct.scala"],
     "dataframe.functions.aggregate.SQLDistinct", "show at SQLDistinct.scala:43", []),
]

RAN: set[Path] = set()
CLEAR = {"sse_json_write": ["/tmp/spark_output/zipcodes1.json"]}


def run(files: list[str], main: str, settings: list[str], out: Path) -> None:
    """Compile the files with the driver, run main from a scratch folder, write every execution's plan to out."""
    with tempfile.TemporaryDirectory() as classes, tempfile.TemporaryDirectory() as work:
        subprocess.run(["java", "-cp", JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", JARS,
                        "-nowarn", "-d", classes, str(HERE / "CapturePlans.scala")] +
                       [str(SRC / f) for f in files], check=True)
        (Path(work) / "src").symlink_to(REPO / "src")
        shutil.rmtree(out, ignore_errors=True)
        subprocess.run(["java", *OPENS, "-cp", f"{classes}:{JARS}", "org.apache.spark.sql.ssecapture.CapturePlans",
                        str(out), PKG + main, *settings], cwd=work, check=True, stderr=subprocess.DEVNULL)


def capture(case: tuple) -> None:
    case_id, part, files, main, site, settings = case
    for path in CLEAR.get(case_id, []):    # the example's own output path, written with mode ErrorIfExists
        shutil.rmtree(path, ignore_errors=True)
    out = Path(tempfile.gettempdir()) / "sse_capture" / "_".join([main.rsplit(".", 1)[-1], *settings])
    if out not in RAN:    # every execution of the run is kept there; cases of the same run share it
        run(files, main, settings, out)
        RAN.add(out)
    hits = [p for p in sorted(out.glob("*.site.txt")) if p.read_text().strip() == site]
    if len(hits) != 1:
        print(f"{case_id}: {len(hits)} executions at {site!r}; recorded: "
              + ", ".join(p.read_text().strip() for p in sorted(out.glob("*.site.txt"))))
        return
    stem = str(hits[0]).removesuffix(".site.txt")
    target = REAL / part / case_id
    target.mkdir(parents=True, exist_ok=True)
    for mode in ("formatted", "simple"):
        shutil.copy(f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
    print(f"{case_id}: {site} (execution {Path(stem).name}) -> {target.relative_to(REAL)}")


def main(argv: list[str]) -> int:
    if argv[:1] == ["--explore"]:
        files, main_class, *settings = argv[1:]
        out = Path("/tmp/sse_explore") / main_class.rsplit(".", 1)[-1]
        run(files.split(","), main_class.removeprefix(PKG), settings, out)
        for p in sorted(out.glob("*.site.txt")):
            print(p.name.split(".")[0], p.read_text().strip())
        return 0
    for case in CASES:
        if not argv or case[0] in argv:
            capture(case)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
