"""Write each sse_* case's case.json and gold.jsonl from the labels below (hand-written from the code and
the captured plan, before any mapper run), then check them: every labelled node is a numbered node of
plan.formatted.txt's final plan, every pure wrapper is left out, every file and line exists in the laid-out
repository.

    /work/main/.venv/bin/python bench/real/capture/spark-examples__spark-scala-examples/labels.py
"""

import json
import re
import sys
from pathlib import Path

from capture import CASES, REAL, REPO

COMMIT = "e4f18c30dec398bb6ca110f98272b20b461f3310"
BASE = "src/main/scala/com/sparkbyexamples/spark/"
PKG = "com.sparkbyexamples.spark."
WRAPPERS = {"WholeStageCodegen", "InputAdapter", "ColumnarToRow", "RowToColumnar", "AdaptiveSparkPlan",
            "ReusedExchange", "ReusedSubquery", "AQEShuffleRead", "ShuffleQueryStage", "BroadcastQueryStage",
            "TableCacheQueryStage", "ResultQueryStage"}
SESSION = ("Session: local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on (final plan, taken after the action ran). ")
RUN = ("Run: the example's own file(s) compiled unchanged with Scala 2.13 against the PySpark 4.3 jars; its main "
       "called by our driver (bench/real/capture/spark-examples__spark-scala-examples/CapturePlans.scala), "
       "which recorded each SQL execution's plan at its end event.")

# case id -> file (under BASE), object symbol (under PKG), form, what was explained, notes, labels.
# A label: (node id, operator, [[first, last], ...], derived, kind) with optional dict of extra fields.
L = {}
L["sse_groupby_agg_where"] = dict(
    file="dataframe/GroupbyExample.scala", symbol="dataframe.GroupbyExample", form="scala",
    dataframe="df.groupBy(\"department\").agg(sum, avg, sum, stddev).where(col(\"sum_bonus\") > 50000).show(false), lines 69-76",
    notes="GroupbyExample extends App: the code is the object's body. The same groupBy(\"department\").agg(...) with max instead of stddev is at 61-67. ",
    nodes=[(1, "LocalTableScan", [[27, 27]], False, "read"),
           (2, "HashAggregate", [[69, 74]], True, "aggregate"),
           (3, "Exchange", [[69, 74]], True, "aggregate"),
           (6, "HashAggregate", [[69, 74]], False, "aggregate"),
           (7, "Filter", [[75, 75]], False, "filter"),
           (8, "Project", [[76, 76]], True, "project")])

L["sse_filter_null_sql"] = dict(
    file="dataframe/FilterNullRowsExample.scala", symbol="dataframe.FilterNullRowsExample", form="sql-string",
    dataframe="spark.sql(\"SELECT * FROM DATA where STATE IS NULL\").show(false), line 38, over df.createOrReplaceTempView(\"DATA\") (37), df = data.toDF(columns:_*) (21)",
    notes="The optimizer folded the filter (and the show's string projection) into the local relation "
          "(ConvertToLocalRelation): the plan is one LocalTableScan, made by the toDF and the SQL query. "
          "The same filter is written with the DataFrame API at 26-28 and 34-35 (twins, not alternatives). ",
    nodes=[(1, "LocalTableScan", [[38, 38], [21, 21]], False, "read")])
L["sse_count_distinct"] = dict(
    file="dataframe/functions/aggregate/AggregateFunctions.scala", symbol="dataframe.functions.aggregate.AggregateFunctions",
    form="scala",
    dataframe="df2 = df.select(countDistinct(\"department\", \"salary\")) (48); df2.show(false) (49)",
    notes="AggregateFunctions extends App. countDistinct plans as two aggregation levels (distinct keys, then the "
          "count): every HashAggregate and Exchange is the select(countDistinct) of line 48. The same two lines are "
          "in DistinctCount.scala 33-34 (a twin, not an alternative). ",
    nodes=[(1, "LocalTableScan", [[28, 28]], False, "read"),
           (2, "HashAggregate", [[48, 48]], True, "aggregate"),
           (3, "Exchange", [[48, 48]], True, "aggregate"),
           (6, "HashAggregate", [[48, 48]], True, "aggregate"),
           (7, "HashAggregate", [[48, 48]], True, "aggregate"),
           (8, "Exchange", [[48, 48]], True, "aggregate"),
           (10, "HashAggregate", [[48, 48]], False, "aggregate")])
L["sse_udf_sql"] = dict(
    file="dataframe/SparkUDF.scala", symbol="dataframe.SparkUDF", form="sql-string",
    dataframe="spark.sql(\"select Seqno, convertUDF(Quote) from QUOTE_TABLE\").show(false), line 37; UDF registered at 35 (convertCase, 24-27), view at 36, df = data.toDF(columns:_*) (21)",
    notes="SparkUDF extends App. The optimizer evaluated the (deterministic) Scala UDF over the local relation "
          "(ConvertToLocalRelation): the plan is one LocalTableScan whose output is convertUDF(Quote), made by the "
          "toDF and the SQL query. The same UDF is applied with the DataFrame API at 30-32 (a twin). ",
    nodes=[(1, "LocalTableScan", [[37, 37], [21, 21]], False, "read")])
L["sse_typed_map_rows"] = dict(
    file="dataframe/examples/MapTransformation.scala", symbol="dataframe.examples.MapTransformation", form="scala",
    dataframe="df3Map.show(false) (44), df3Map = df3.toDF(\"fullName\",\"id\",\"salary\") (41), df3 = df2.map(row => ...) (36-40), df2 = spark.createDataFrame(spark.sparkContext.parallelize(structureData), structureSchema) (29-30)",
    notes="MapTransformation extends App; the map calls Util.combine (Util.scala), which makes no node. The same map "
          "over mapPartitions is at 46-54 (not run in this plan). No AQE node: no exchange. ",
    nodes=[(1, "Scan ExistingRDD", [[29, 30]], False, "read"),
           (2, "DeserializeToObject", [[36, 40]], True, "project"),
           (3, "MapElements", [[36, 40]], False, "project"),
           (4, "SerializeFromObject", [[36, 40]], True, "project"),
           (5, "Project", [[41, 41], [44, 44]], False, "project"),
           (6, "CollectLimit", [[44, 44]], True, "limit")])
L["sse_union_distinct"] = dict(
    file="dataframe/UnionExample.scala", symbol="dataframe.UnionExample", form="scala",
    dataframe="df3.distinct().show(false) (36), df3 = df.union(df2) (34); df (21) and df2 (31) from toDF",
    notes="UnionExample extends App. The show's string projection is folded into the last HashAggregate. "
          "unionAll of the same frames is at 38. ",
    nodes=[(1, "LocalTableScan", [[21, 21]], False, "read"),
           (2, "LocalTableScan", [[31, 31]], False, "read"),
           (3, "Union", [[34, 34]], False, "union"),
           (4, "HashAggregate", [[36, 36]], True, "distinct"),
           (5, "Exchange", [[36, 36]], True, "distinct"),
           (8, "HashAggregate", [[36, 36]], False, "distinct")])

L["sse_json_write"] = dict(
    file="dataframe/FromJsonFile.scala", symbol="dataframe.FromJsonFile.main", form="scala",
    dataframe="df2.write.json(\"/tmp/spark_output/zipcodes1.json\") (70-71), df2 = spark.read.json(two files) (29-31)",
    notes="The plan of the write command (no AQE: no exchange). The repository's zipcodes_streaming JSON files are "
          "the input; the output folder is removed before the run (the write's mode is ErrorIfExists). ",
    nodes=[(1, "Scan json", [[29, 31]], False, "read"),
           (2, "WriteFiles", [[70, 71]], True, "write"),
           (3, "Execute InsertIntoHadoopFsRelationCommand", [[70, 71]], False, "write")])

L["sse_cache_where_csv"] = dict(
    file="dataframe/examples/CacheExample.scala", symbol="dataframe.examples.CacheExample", form="scala",
    dataframe="df2.show(false) (17), df2 = df.where(col(\"State\") === \"PR\").cache() (16), df = spark.read.options(...).csv(\"src/main/resources/zipcodes.csv\") (13-14)",
    notes="CacheExample extends App; the repository's own zipcodes.csv is read. No AQE node (no exchange). The "
          "where is also pushed into the scan (PushedFilters), so the scan accepts the where line too. ",
    nodes=[(1, "InMemoryTableScan", [[16, 16]], False, "cache"),
           (2, "InMemoryRelation", [[16, 16]], False, "cache"),
           (3, "Scan csv", [[13, 14], [16, 16]], False, "read"),
           (4, "Filter", [[16, 16]], False, "filter"),
           (5, "Project", [[17, 17]], True, "project"),
           (6, "CollectLimit", [[17, 17]], True, "limit")])

L["sse_distinct_count"] = dict(
    file="dataframe/functions/aggregate/SQLDistinct.scala", symbol="dataframe.functions.aggregate.SQLDistinct",
    form="scala",
    dataframe="distinctDF.count() (33), distinctDF = df.distinct() (32), df = simpleData.toDF(...) (28)",
    notes="SQLDistinct extends App. The count's plan: distinct (two aggregation steps) then the global count. "
          "df.distinct().count() is also in DistinctCount.scala 31 and dropDuplicates() at 36-37 (twins). ",
    nodes=[(1, "LocalTableScan", [[28, 28]], False, "read"),
           (2, "HashAggregate", [[32, 32]], True, "distinct"),
           (3, "Exchange", [[32, 32]], True, "distinct"),
           (6, "HashAggregate", [[32, 32]], False, "distinct"),
           (7, "HashAggregate", [[33, 33]], True, "aggregate"),
           (8, "Exchange", [[33, 33]], True, "aggregate"),
           (10, "HashAggregate", [[33, 33]], False, "aggregate")])
L["sse_explode_nested"] = dict(
    file="dataframe/functions/collection/ExplodeArrayAndMap.scala",
    symbol="dataframe.functions.collection.ExplodeArrayAndMap", form="scala",
    dataframe="df4.select($\"name\",explode($\"subjects\")).select($\"name\",explode($\"col\")).show(false) (117-119), df4 = spark.createDataFrame(spark.sparkContext.parallelize(arrayArrayData), arrayArraySchema) (113)",
    notes="ExplodeArrayAndMap extends App; eight other explode/posexplode selects over other frames of the same file "
          "precede it. Each explode gets an inferred size>0/isnotnull Filter (derived). No AQE node (no exchange). ",
    nodes=[(1, "Scan ExistingRDD", [[113, 113]], False, "read"),
           (2, "Filter", [[117, 117]], True, "explode"),
           (3, "Generate", [[117, 117]], False, "explode"),
           (4, "Filter", [[118, 118]], True, "explode"),
           (5, "Generate", [[118, 118]], False, "explode"),
           (6, "Project", [[119, 119]], True, "project"),
           (7, "CollectLimit", [[119, 119]], True, "limit")])

L["sse_typed_map_split"] = dict(
    file="dataframe/WithColumn.scala", symbol="dataframe.WithColumn.main", form="scala",
    dataframe="finalDF.show(false) (75), finalDF = newDF.toDF(...) (73), newDF = dfFromData.map(f => ...) (68-72), dfFromData = spark.createDataFrame(data).toDF(columns:_*) (65)",
    notes="Typed map over a Row Dataset (Deserialize, MapElements, Serialize); the toDF renaming and the show's string "
          "projection are one Project. The same kind of map is in MapTransformation.scala 36-41 (a look-alike). ",
    nodes=[(1, "LocalTableScan", [[65, 65]], False, "read"),
           (2, "DeserializeToObject", [[68, 72]], True, "project"),
           (3, "MapElements", [[68, 72]], False, "project"),
           (4, "SerializeFromObject", [[68, 72]], True, "project"),
           (5, "Project", [[73, 73], [75, 75]], False, "project"),
           (6, "CollectLimit", [[75, 75]], True, "limit")])

TWICE = {"true_lines": [[39, 40]]}
L["sse_groupby_multi_sum"] = dict(
    file="dataframe/GroupbyExample.scala", symbol="dataframe.GroupbyExample", form="scala",
    dataframe="df.groupBy(\"department\",\"state\").sum(\"salary\",\"bonus\").show(false), lines 39-41",
    notes="GroupbyExample extends App. The identical chain is written again at 56-58 (\"Running Filter\"): both "
          "are accepted, the one that ran (39-40) in true_lines. The show's string projection is folded into the "
          "last HashAggregate. ",
    nodes=[(1, "LocalTableScan", [[27, 27]], False, "read"),
           (2, "HashAggregate", [[39, 40], [56, 57]], True, "aggregate", TWICE),
           (3, "Exchange", [[39, 40], [56, 57]], True, "aggregate", TWICE),
           (6, "HashAggregate", [[39, 40], [56, 57]], False, "aggregate", TWICE)])

L["sse_window_agg_first_row"] = dict(
    file="dataframe/functions/window/WindowFunctions.scala", symbol="dataframe.functions.window.WindowFunctions",
    form="scala",
    dataframe="aggDF = df.withColumn(\"row\",row_number.over(windowSpec)).withColumn(avg/sum/min/max over windowSpecAgg).where(col(\"row\")===1).select(...).show(), lines 68-74; windowSpec (33), windowSpecAgg (67)",
    notes="WindowFunctions extends App. Both windows partition by department, so one Exchange and Sort serve both "
          "(derived, at the row_number call and its window spec). Look-alikes: window/WindowGroupbyFirst.scala 44-50 "
          "and functions/WindowGroupbyFirst.scala 43-49 (descending order). ",
    nodes=[(1, "LocalTableScan", [[29, 29]], False, "read"),
           (2, "Exchange", [[68, 68], [33, 33]], True, "window"),
           (5, "Sort", [[68, 68], [33, 33]], True, "window"),
           (6, "Window", [[68, 68]], False, "window"),
           (7, "Window", [[69, 72], [67, 67]], False, "window"),
           (8, "Filter", [[73, 73]], False, "filter"),
           (9, "Project", [[73, 73], [74, 74]], False, "project")])
L["sse_window_first_row_desc"] = dict(
    file="dataframe/functions/window/WindowGroupbyFirst.scala", symbol="dataframe.functions.window.WindowGroupbyFirst",
    form="scala",
    dataframe="df.withColumn(\"row\",row_number.over(w3)).where($\"row\" === 1).drop(\"row\").show(), lines 38-40; w3 = Window.partitionBy(\"department\").orderBy(col(\"salary\").desc) (37)",
    notes="Object com.sparkbyexamples.spark.dataframe.functions.window.WindowGroupbyFirst (extends App); an identical "
          "object of the same name is in dataframe/functions/WindowGroupbyFirst.scala (36-39 there), a twin, not an "
          "alternative. row_number with where row = 1 becomes WindowGroupLimit (partial and final, derived from the "
          "window and the where). ",
    nodes=[(1, "LocalTableScan", [[29, 29]], False, "read"),
           (2, "Sort", [[38, 38], [37, 37]], True, "window"),
           (3, "WindowGroupLimit", [[38, 38], [39, 39]], True, "window"),
           (4, "Exchange", [[38, 38], [37, 37]], True, "window"),
           (7, "Sort", [[38, 38], [37, 37]], True, "window"),
           (8, "WindowGroupLimit", [[38, 38], [39, 39]], True, "window"),
           (9, "Window", [[38, 38]], False, "window"),
           (10, "Filter", [[39, 39]], False, "filter"),
           (11, "Project", [[39, 39], [40, 40]], False, "project")])

L["sse_cast_sql"] = dict(
    file="dataframe/CastColumnType.scala", symbol="dataframe.CastColumnType", form="sql-string",
    dataframe="df4.show(false) (51), df4 = spark.sql(\"SELECT STRING(age),BOOLEAN(isGraduated), DATE(jobStartDate) from CastExample\") (48-49) over df3 = df2.selectExpr(casts) (41-43), df2 = df.withColumn(casts) (36-38), df = spark.createDataFrame(spark.sparkContext.parallelize(simpleData), simpleSchema) (31-32)",
    notes="CastColumnType extends App. Run with spark.sql.ansi.enabled=false: under Spark 4's ANSI default the show "
          "at 34 fails on casting '06-01-1992' to a date (the code was written for Spark 3, not ANSI). The three "
          "layers of casts and the show's string projection collapse into one Project: each call is a span. ",
    nodes=[(1, "Scan ExistingRDD", [[31, 32]], False, "read"),
           (2, "Project", [[48, 49], [41, 43], [36, 38], [51, 51]], False, "project"),
           (3, "CollectLimit", [[51, 51]], True, "limit")])
L["sse_window_row_number"] = dict(
    file="dataframe/functions/window/WindowFunctions.scala", symbol="dataframe.functions.window.WindowFunctions",
    form="scala",
    dataframe="df.withColumn(\"row_number\",row_number.over(windowSpec)).show() (34-35), windowSpec = Window.partitionBy(\"department\").orderBy(\"salary\") (33)",
    notes="WindowFunctions extends App. The same three lines are in RowNumber.scala 33-35 (a twin, not an "
          "alternative); rank, dense_rank and the rest follow at 38-64 over the same window. ",
    nodes=[(1, "LocalTableScan", [[29, 29]], False, "read"),
           (2, "Exchange", [[34, 34], [33, 33]], True, "window"),
           (5, "Sort", [[34, 34], [33, 33]], True, "window"),
           (6, "Window", [[34, 34]], False, "window"),
           (7, "Project", [[35, 35]], True, "project")])
L["sse_window_agg_desc"] = dict(
    file="dataframe/functions/window/WindowGroupbyFirst.scala", symbol="dataframe.functions.window.WindowGroupbyFirst",
    form="scala",
    dataframe="aggDF = df.withColumn(\"row\",row_number.over(w3)).withColumn(avg/sum/min/max over w4).where(col(\"row\")===1).select(...).show(), lines 44-50; w3 (37), w4 (43)",
    notes="Object com.sparkbyexamples.spark.dataframe.functions.window.WindowGroupbyFirst; the identical object in "
          "dataframe/functions/WindowGroupbyFirst.scala (43-49 there) and the ascending version in "
          "WindowFunctions.scala 68-74 are look-alikes, not alternatives. ",
    nodes=[(1, "LocalTableScan", [[29, 29]], False, "read"),
           (2, "Exchange", [[44, 44], [37, 37]], True, "window"),
           (5, "Sort", [[44, 44], [37, 37]], True, "window"),
           (6, "Window", [[44, 44]], False, "window"),
           (7, "Window", [[45, 48], [43, 43]], False, "window"),
           (8, "Filter", [[49, 49]], False, "filter"),
           (9, "Project", [[49, 49], [50, 50]], False, "project")])
L["sse_drop_duplicates_cols"] = dict(
    file="dataframe/functions/aggregate/SQLDistinct.scala", symbol="dataframe.functions.aggregate.SQLDistinct",
    form="scala",
    dataframe="dropDisDF.show(false) (43), dropDisDF = df.dropDuplicates(\"department\",\"salary\") (41)",
    notes="SQLDistinct extends App. dropDuplicates on a subset plans as first() per key, sort-based (SortAggregate); "
          "the show's string projection is folded into the last SortAggregate. The count of the same frame ran at 42. ",
    nodes=[(1, "LocalTableScan", [[28, 28]], False, "read"),
           (2, "Sort", [[41, 41]], True, "distinct"),
           (3, "SortAggregate", [[41, 41]], True, "distinct"),
           (4, "Exchange", [[41, 41]], True, "distinct"),
           (7, "Sort", [[41, 41]], True, "distinct"),
           (8, "SortAggregate", [[41, 41]], False, "distinct")])

L["sse_array_concat_sql"] = dict(
    file="dataframe/functions/collection/ArrayOfString.scala", symbol="dataframe.functions.collection.ArrayOfString",
    form="sql-string",
    dataframe="spark.sql(\"select name, concat_ws(',',languagesAtSchool) as languagesAtSchool, currentState from ARRAY_STRING\").show(false) (47-49), view at 46, df = spark.createDataFrame(spark.sparkContext.parallelize(arrayStructureData), arrayStructureSchema) (26-27)",
    notes="ArrayOfString extends App. The DataFrame twin withColumn(concat_ws) is at 31-34 (not an alternative). "
          "The SQL projection and the show's string projection are one Project. ",
    nodes=[(1, "Scan ExistingRDD", [[26, 27]], False, "read"),
           (2, "Project", [[47, 48], [49, 49]], False, "project"),
           (3, "CollectLimit", [[49, 49]], True, "limit")])


def gold_lines(case_id: str, spec: dict) -> list[dict]:
    rows = []
    for node in spec["nodes"]:
        nid, op, lines, derived, kind, *extra = node
        row = {"node_id": nid, "operator": op, "file": BASE + spec["file"], "lines": lines,
               "symbol": PKG + spec["symbol"], "derived": derived, "kind": kind, "ambiguous": False}
        for more in extra:
            row.update(more)
        rows.append(row)
    return rows


def final_nodes(plan: str) -> dict[int, str]:
    """Numbered nodes of the final plan (the tree above '== Initial Plan ==', or the whole tree)."""
    tree = plan.split("\n\n\n")[0].split("+- == Initial Plan ==")[0]
    return {int(n): name.strip() for name, n in re.findall(r"([A-Za-z][\w ]*?)\s*\((\d+)\)", tree)}


def check(case_id: str, part: str, rows: list[dict]) -> list[str]:
    plan = (REAL / part / case_id / "plan.formatted.txt").read_text()
    nodes = final_nodes(plan)
    problems = []
    labelled = {r["node_id"] for r in rows}
    for nid, name in nodes.items():
        if name not in WRAPPERS and nid not in labelled:
            problems.append(f"node {nid} {name} not labelled")
    for r in rows:
        if nodes.get(r["node_id"]) != r["operator"]:
            problems.append(f"node {r['node_id']}: plan has {nodes.get(r['node_id'])!r}, label {r['operator']!r}")
        for place in [r] + r.get("alt", []):
            text = (REPO / place["file"]).read_text().splitlines()
            for a, b in place["lines"]:
                if not 1 <= a <= b <= len(text) or not any(text[i - 1].strip() for i in range(a, b + 1)):
                    problems.append(f"node {r['node_id']}: {place['file']} {a}-{b} out of range or blank")
    return problems


def main() -> int:
    bad = 0
    for case_id, part, files, main_class, site, settings in CASES:
        if case_id not in L:
            continue
        spec = L[case_id]
        rows = gold_lines(case_id, spec)
        folder = REAL / part / case_id
        (folder / "gold.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
        case = {"repo": "../../repos/spark-examples__spark-scala-examples", "commit": COMMIT, "index_root": "",
                "script": BASE + spec["file"], "dataframe": spec["dataframe"] + f" (recorded call site: {site})",
                "notes": spec["notes"] + SESSION + (f"Settings: {', '.join(settings)}. " if settings else "") + RUN,
                "form": spec["form"], "source": "spark-examples/spark-scala-examples"}
        (folder / "case.json").write_text(json.dumps(case, indent=2) + "\n")
        problems = check(case_id, part, rows)
        bad += bool(problems)
        print(f"{case_id} ({part}): {len(rows)} nodes" + "".join(f"\n  {p}" for p in problems))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
