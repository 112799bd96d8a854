"""Write each pw_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/spark-workshop/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., true=..., file=...): spans are the file's own line numbers;
`file` (default: the case's file) where a node comes from an earlier shell fragment (Chapter05's `gpa` is read and cast
in Exercise05_17.py and used by Exercise05_18/19/23). Python code is top-level (`<module>`), Scala in
`object ExerciseNN { def main }` (`Exercise11_09.main`). `true=` the span that ran where a file writes the same query
twice (Exercise11_09: "option 1: pure sql" and "option 2: functional").
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "packtworkshops__the-spark-workshop"
COMMIT = "f5b052b67d3aaf805eb48c9958c0dcfd237cc841"
SOURCE = "PacktWorkshops/The-Spark-Workshop"
SESSION = ("Session: spark-submit --master local[1] (the code's own .master(\"local[2]\") in Chapter11's builders wins), "
           "spark.ui.enabled=false, spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, "
           "-XX:ActiveProcessorCount=1, AQE on. ")
RUN_PY = ("Run: bench/real/capture/spark-workshop/capture.py: the script ran unchanged with spark-submit from the root of "
          "a scratch copy of the laid-out repository; the plan is the one the action ran, written by a query-execution "
          "listener after it ran (the final adaptive plan); event_log.json from the same run.")
RUN_SC = ("Run: bench/real/capture/spark-workshop/capture.py: Chapter11's Scala objects compiled unchanged with the Scala "
          "2.13 compiler of the PySpark jars and run with spark-submit --class; the plan is the one the show ran, "
          "written by a query-execution listener after it ran (the final adaptive plan); event_log.json from the same "
          "run.")
RUN_SHELL = ("Run: bench/real/capture/spark-workshop/capture.py: Chapter05's shell fragments Exercise05_01..24.py typed "
             "into one pyspark shell session in the book's order (pyshell.py: the namespace of pyspark's shell.py, each "
             "file's lines read as the interactive interpreter reads them, under the file's own path and lines; the "
             "Scala lines some .py files hold fail and the session goes on, as in the shell), from the scratch copy's "
             "root; inputs are the repository's Chapter05/data files. The plan is the one the action ran, written by a "
             "query-execution listener after it ran; event_log.json from the same run (its command names our driver).")
SHOW = ("The show's toprettystring Project, CollectLimit and a LocalLimit pushed below a join or into a union are "
        "derived at the show; sort + show run as one TakeOrderedAndProject (kind sort) at the sort and the show. ")
AGG = "Partial aggregates and their Exchanges are derived at the groupBy/agg (or the SQL GROUP BY); the last is not. "
JOIN = ("The hash Exchanges (AQE's original shuffles, kept under its run-time broadcast), the BroadcastExchange, the "
        "join Sorts and the inferred isnotnull Filters are derived at the join; the join node is not. ")
VIEW = ("SQL over a temp view (registerTempTable / createOrReplaceTempView): the scan accepts the createDataFrame (or "
        "read) line and the FROM line; a column-pruning Project is derived and ambiguous (the SELECT and the "
        "createDataFrame). ")
PETS = ("Chapter11's exercises share the same pet rows and look-alike queries across files (Exercise11_05/07/08/09 and "
        "their Scala twins; Example11_01 and Example11_02 run the same SQL): each is its own file, never an "
        "alternative. ")


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False, true=None, file=None):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, amb, true, file))


def s(*lines):
    """Spans from line numbers or (first, last) pairs."""
    return [[a, a] if isinstance(a, int) else list(a) for a in lines]


def symbol_of(file: str) -> str:
    if file.endswith(".scala"):
        return Path(file).stem + ".main"
    return file[:-3].replace("/", ".") + ".<module>"


def rows_of(nodes, file: str) -> list[dict]:
    rows = []
    for nid, op, spans, derived, kind, amb, true, own in nodes:
        f = own or file
        row = {"node_id": nid, "operator": op, "file": f, "lines": spans, "symbol": symbol_of(f),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if true:
            row["true_lines"] = true
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


L: dict[str, dict] = {}
E17 = "Chapter05/code/Exercise05_17.py"     # gpaRaw = spark.read...csv (1), gpa = gpaRaw.selectExpr(... cast ...) (2)
GPA_SCAN = N(1, "Scan csv", s(1), False, "read", file=E17)

# ---- Chapter11/Example11_01: SQL avg per color over the view dogs ----------------------------------------------------
L["pw_py_ex11_01_sql_avg_order_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"select cast(avg(age) as INT) as average_age, color from dogs group by color order by "
              "average_age desc\").show() (Chapter11/Example11_01/Example11_01.py lines 33-37) over the view dogs (30) "
              "of clientsDF = spark.createDataFrame(clientsRDD, ...) (29)",
    notes=VIEW + AGG + SHOW + "Example11_02.py runs the same SQL over more rows (another file, not an alternative). "
          + PETS,
    nodes=[N(1, "Scan ExistingRDD", s(29, 34), False, "read"), N(2, "Project", s(33, 29), True, "project", amb=True),
           N(3, "HashAggregate", s(35, 33), True, "aggregate"), N(4, "Exchange", s(35, 33), True, "aggregate"),
           N(7, "HashAggregate", s(35, 33), False, "aggregate"),
           N(8, "TakeOrderedAndProject", s(36, 37), False, "sort")])

# ---- Chapter11/Exercise11_09: the same aggregate in SQL (36-41) and with the DataFrame API (44-49) ------------------
TWIN9 = ("The file writes this query twice, \"option 1: pure sql\" (36-41) and \"option 2: functional\" (44-49), with "
         "near-identical plans: both spans are acceptable, true_lines the one that ran. ")


def having_py(ran_sql: bool):
    def t(sql_span, api_span):
        ran = sql_span if ran_sql else api_span
        return dict(spans=s(*ran, *(api_span if ran_sql else sql_span)), true=s(*ran))
    scan = t([(32, 32), (38, 38)], [(32, 32)])
    nodes = [N(1, "Scan ExistingRDD", scan["spans"], False, "read", true=scan["true"])]
    pr = t([36], [44, 45])
    nodes.append(N(2, "Project", pr["spans"] + s(32), True, "project", amb=True, true=pr["true"]))
    ag = t([39, 37], [44, 45])
    nodes += [N(3, "HashAggregate", ag["spans"], True, "aggregate", true=ag["true"]),
              N(4, "Exchange", ag["spans"], True, "aggregate", true=ag["true"]),
              N(7, "HashAggregate", ag["spans"], False, "aggregate", true=ag["true"])]
    fl = t([40], [47])
    nodes.append(N(8, "Filter", fl["spans"], False, "filter", true=fl["true"]))
    if ran_sql:
        so = t([41], [48, 49])
        nodes.append(N(9, "TakeOrderedAndProject", so["spans"], False, "sort", true=so["true"]))
    else:
        rn = t([37], [46])
        so = t([41], [48, 49])
        nodes += [N(9, "Project", rn["spans"], False, "project", true=rn["true"]),
                  N(10, "TakeOrderedAndProject", so["spans"], False, "sort", true=so["true"])]
    return nodes


L["pw_py_11_09_sql_having_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"select type, sum(age) as total_age from pets group by type having total_age > 10 order by "
              "total_age desc\").show() (Chapter11/Exercise11_09/Exercise11_09.py lines 36-41) over the view pets (33) "
              "of petsDF = spark.createDataFrame(petsRDD, ...) (32)",
    notes=TWIN9 + VIEW + AGG + "HAVING is the Filter. " + SHOW + PETS, nodes=having_py(True))
L["pw_py_11_09_groupby_sum_show"] = dict(
    dataframe="petsDF.groupBy(\"type\").sum(\"age\").withColumnRenamed(\"sum(age)\", \"total_age\").where(\"total_age > "
              "10\").orderBy(col(\"total_age\").desc()).show() (Chapter11/Exercise11_09/Exercise11_09.py lines 44-49), "
              "petsDF = spark.createDataFrame(petsRDD, ...) (32)",
    notes=TWIN9 + AGG + "The Filter of the where (47) runs before the rename's Project (46). " + SHOW + PETS,
    nodes=having_py(False))

SC9 = "Chapter11/Exercise11_09/Exercise11_09.scala"
L["pw_sc_11_09_groupby_having_show"] = dict(
    form="scala",
    dataframe="petsDF.groupBy(\"type\").agg(\"age\" -> \"sum\").withColumnRenamed(\"sum(age)\", \"total_age\")"
              ".where(\"total_age > 10\").orderBy($\"total_age\".desc).show() (Exercise11_09.scala lines 44-49), "
              "petsDF = spark.createDataFrame(petsRDD, StructType(schema)) (36)",
    notes=("The Scala twin of Exercise11_09.py. The object writes the query twice, in SQL on one line (41) and with "
           "the DataFrame API (44-49): both acceptable, true_lines the API one that ran. ") + AGG + SHOW + PETS,
    nodes=[N(1, "Scan ExistingRDD", s(36), False, "read"),
           N(2, "Project", s(44, 45, 41, 36), True, "project", amb=True, true=s(44, 45)),
           N(3, "HashAggregate", s(44, 45, 41), True, "aggregate", true=s(44, 45)),
           N(4, "Exchange", s(44, 45, 41), True, "aggregate", true=s(44, 45)),
           N(7, "HashAggregate", s(44, 45, 41), False, "aggregate", true=s(44, 45)),
           N(8, "Filter", s(47, 41), False, "filter", true=s(47)),
           N(9, "Project", s(46, 41), False, "project", true=s(46)),
           N(10, "TakeOrderedAndProject", s(48, 49, 41), False, "sort", true=s(48, 49))])

# ---- Chapter11/Exercise11_13: two filtered aggregates (one repartitioned) unioned ------------------------------------
def union13(create, brown, other, brown_avg, other_avg, union, show):
    return [N(1, "Scan ExistingRDD", s(create), False, "read"), N(2, "Filter", s(other), False, "filter"),
            N(3, "Project", s(other_avg, other), True, "project", amb=True),
            N(4, "HashAggregate", s(other_avg), True, "aggregate"), N(5, "Exchange", s(other_avg), True, "aggregate"),
            N(8, "HashAggregate", s(other_avg), False, "aggregate"), N(9, "LocalLimit", s(show), True, "limit"),
            N(10, "Scan ExistingRDD", s(create), False, "read"), N(11, "Filter", s(brown), False, "filter"),
            N(12, "Project", s(brown_avg, brown), True, "project", amb=True),
            N(13, "Exchange", s(brown), False, "repartition"),
            N(15, "HashAggregate", s(brown_avg), True, "aggregate"),
            N(16, "Exchange", s(brown_avg), True, "aggregate"),
            N(19, "HashAggregate", s(brown_avg), False, "aggregate"), N(20, "Union", s(union), False, "union"),
            N(21, "CollectLimit", s(show), True, "limit")]


U13 = ("Both sides scan the one clientsDF; the where of each side is its Filter, repartition(10) the RoundRobin "
       "Exchange, the Projects are column pruning before each groupBy (derived, ambiguous). The show's limit is pushed "
       "into the first union side as a LocalLimit. ")
L["pw_py_11_13_union_repartition_show"] = dict(
    dataframe="combined.show() (Chapter11/Exercise11_13/Exercise11_13.py line 53), combined = "
              "otherDogsAvgAge.union(brownDogsAvgAge) (52), groupBy(\"color\").avg(\"age\") of brownDogs = "
              "clientsDF.where(\"color = 'brown'\").repartition(10) (46) and otherDogs (47)",
    notes=U13 + AGG + SHOW, nodes=union13(43, 46, 47, 49, 50, 52, 53))
L["pw_sc_11_13_union_show"] = dict(
    form="scala",
    dataframe="combined.show() (Exercise11_13.scala line 60), combined = otherDogsAvgAge.union(brownDogsAvgAge) (59), "
              "groupBy(\"color\").agg(\"age\" -> \"avg\") of brownDogs = clientsDF.where(\"color = 'brown'\")"
              ".repartition(10) (53) and otherDogs (54)",
    notes="The Scala twin of Exercise11_13.py. " + U13 + AGG + SHOW, nodes=union13(50, 53, 54, 56, 57, 59, 60))

# ---- Chapter11/Exercise11_10: two left joins with lookup tables --------------------------------------------------------
def joins10(pets, colors, types, join1, join2, show2):
    return [N(1, "Scan ExistingRDD", s(pets), False, "read"), N(2, "LocalLimit", s(show2), True, "limit"),
            N(3, "Exchange", s(join1), True, "join"), N(6, "Scan ExistingRDD", s(colors), False, "read"),
            N(7, "Filter", s(join1), True, "join"), N(8, "Exchange", s(join1), True, "join"),
            N(11, "BroadcastExchange", s(join1), True, "join"), N(13, "BroadcastHashJoin", s(join1), False, "join"),
            N(14, "Project", s(show2, join1), True, "project", amb=True),
            N(15, "LocalLimit", s(show2), True, "limit"), N(16, "Scan ExistingRDD", s(types), False, "read"),
            N(17, "Filter", s(join2), True, "join"), N(18, "Exchange", s(join2), True, "join"),
            N(21, "BroadcastExchange", s(join2), True, "join"), N(23, "BroadcastHashJoin", s(join2), False, "join"),
            N(24, "Project", s(show2), False, "project"), N(25, "CollectLimit", s(show2), True, "limit")]


J10 = ("Left outer joins: the show's limit is pushed to the preserved (left) side twice as LocalLimits (derived at the "
       "show); the Project between the joins prunes the columns the select needs (derived, ambiguous: the select and "
       "the first join); the last Project is the select (with the show's toprettystring). The same joins, with the "
       "lookups keyed by name instead of id, are in Exercise11_11 (another file, not an alternative). ")
L["pw_py_11_10_two_left_joins_show"] = dict(
    dataframe="petsWithColorAndType.select(\"nickname\", \"type_name\", \"age\", \"color_name\").show() "
              "(Chapter11/Exercise11_10/Exercise11_10.py line 50), petsWithColorAndType = petsWithColors.join(types, "
              "col(\"type\") == col(\"type_id\"), how=\"left\") (49), petsWithColors = petsDF.join(colors, ..., "
              "how=\"left\") (46), three createDataFrame (42-44)",
    notes=J10 + JOIN + SHOW, nodes=joins10(42, 43, 44, 46, 49, 50))
L["pw_sc_11_10_two_left_joins_show"] = dict(
    form="scala",
    dataframe="petsWithColorAndType.select(\"nickname\",\"type_name\", \"age\", \"color_name\").show() "
              "(Exercise11_10.scala line 71), petsWithColorAndType = petsWithColors.join(types, col(\"type\") === "
              "col(\"type_id\"), \"left\") (70), petsWithColors = petsDF.join(colors, ..., \"left\") (67), three "
              "createDataFrame (63-65)",
    notes="The Scala twin of Exercise11_10.py. " + J10 + JOIN + SHOW, nodes=joins10(63, 64, 65, 67, 70, 71))

# ---- Chapter11/Exercise11_08: row_number over a window, filtered -------------------------------------------------------
def window8(create, spec, with_col, renamed, where, order, show):
    w = s(with_col, spec)
    return [N(1, "Scan ExistingRDD", s(create), False, "read"), N(2, "Filter", s(where), False, "filter"),
            N(3, "Sort", w, True, "window"), N(4, "WindowGroupLimit", s(with_col, where), True, "window"),
            N(5, "Exchange", w, True, "window"), N(8, "Sort", w, True, "window"),
            N(9, "WindowGroupLimit", s(with_col, where), True, "window"), N(10, "Window", w, False, "window"),
            N(11, "Filter", s(where), False, "filter"), N(12, "Project", s(renamed), False, "project"),
            N(13, "TakeOrderedAndProject", s(order, show), False, "sort")]


W8 = ("The where \"rank <= 2 and (type = 'dog' or type = 'cat')\" is split: the type test is pushed below the window "
      "(Filter 2, a partition column) and the rank test stays above it (Filter 11); with row_number it also makes the "
      "WindowGroupLimit pair (derived at the withColumn and the where). The window's Exchange and Sorts are derived at "
      "the withColumn (and the Window.partitionBy spec). The Project renames row_number to rank. ")
L["pw_py_11_08_window_row_number_show"] = dict(
    dataframe="petsDF.withColumn(\"row_number\", F.row_number().over(window)).withColumnRenamed(\"row_number\", "
              "\"rank\").where(...).orderBy(\"type\", \"nickname\").show() (Chapter11/Exercise11_08/Exercise11_08.py "
              "lines 37-41), window = Window.partitionBy(\"type\").orderBy(col(\"age\").desc()) (35)",
    notes=W8 + SHOW + PETS, nodes=window8(32, 35, 37, 38, 39, 40, 41))
L["pw_sc_11_08_window_show"] = dict(
    form="scala",
    dataframe="petsDF.withColumn(\"row_number\", row_number().over(window)).withColumnRenamed(\"row_number\", "
              "\"rank\").where(...).orderBy(\"type\", \"nickname\").show() (Exercise11_08.scala lines 46-50), window = "
              "Window.partitionBy(\"type\").orderBy($\"age\".desc) (43)",
    notes="The Scala twin of Exercise11_08.py. " + W8 + SHOW + PETS, nodes=window8(38, 43, 46, 47, 48, 49, 50))

# ---- Chapter11/Exercise11_05, 11_07: SQL over the view pets ------------------------------------------------------------
L["pw_py_11_05_sql_top3_show"] = dict(
    sql=True,
    dataframe="spark.sql('select nickname, count(*) as occurrences from pets group by nickname order by occurrences "
              "desc limit 3').show() (Chapter11/Exercise11_05/Exercise11_05.py lines 36-41) over the view pets (34) of "
              "petsDF = spark.createDataFrame(petsRDD, ...) (32)",
    notes=VIEW + AGG + "ORDER BY + LIMIT run as one TakeOrderedAndProject (kind sort). " + PETS,
    nodes=[N(1, "Scan ExistingRDD", s(32, 38), False, "read"), N(2, "Project", s(36, 32), True, "project", amb=True),
           N(3, "HashAggregate", s(39, 37), True, "aggregate"), N(4, "Exchange", s(39, 37), True, "aggregate"),
           N(7, "HashAggregate", s(39, 37), False, "aggregate"),
           N(8, "TakeOrderedAndProject", s(40, 41), False, "sort")])
L["pw_py_11_07_sql_youngest_cat_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"select nickname as youngest_cat, min(age) as age from pets where type = 'cat' group by "
              "nickname order by age asc limit 1\").show() (Chapter11/Exercise11_07/Exercise11_07.py lines 36-43) over "
              "the view pets (31) of petsDF (30)",
    notes=VIEW + AGG + "ORDER BY + LIMIT run as one TakeOrderedAndProject (kind sort). The oldest-cat query (45-52) "
          "differs (max, desc) and runs another plan; the \"functional\" lines 55-56 run no aggregate: neither is an "
          "alternative. " + PETS,
    nodes=[N(1, "Scan ExistingRDD", s(30, 38), False, "read"), N(2, "Filter", s(39), False, "filter"),
           N(3, "Project", s(36, 30), True, "project", amb=True),
           N(4, "HashAggregate", s(40, 37), True, "aggregate"), N(5, "Exchange", s(40, 37), True, "aggregate"),
           N(8, "HashAggregate", s(40, 37), False, "aggregate"),
           N(9, "TakeOrderedAndProject", s(41, 42), False, "sort")])

# ---- Chapter11/Exercise11_04: an inner join of two createDataFrame ----------------------------------------------------
L["pw_py_11_04_join_show"] = dict(
    dataframe="animals_enhanced.show() (Chapter11/Exercise11_04/Exercise11_04.py line 27), animals_enhanced = "
              "animalData.join(animalFoods, animalData.name == animalFoods.animal) (26), createDataFrame (22, 23)",
    notes=JOIN + "AQE made the sort-merge join a broadcast join at run time. " + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(22), False, "read"), N(2, "Filter", s(26), True, "join"),
           N(3, "Exchange", s(26), True, "join"), N(6, "Scan ExistingRDD", s(23), False, "read"),
           N(7, "Filter", s(26), True, "join"), N(8, "Exchange", s(26), True, "join"),
           N(11, "BroadcastExchange", s(26), True, "join"), N(13, "BroadcastHashJoin", s(26), False, "join"),
           N(14, "Project", s(27), True, "project")])

# ---- Chapter11/Activity11_01: SQL first()/min() over a csv read ------------------------------------------------------
L["pw_py_act11_01_sql_first_min_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"select first(name) as name, first(gender) as gender, ethnicity as ethnicity, min(rank) as "
              "rank from babies where birth_year=2016 group by ethnicity, gender order by ethnicity, gender\").show() "
              "(Chapter11/Activity11_01/Activity11_01.py lines 27-34) over the view babies (25) of babyNames = "
              "spark.read.option(\"header\", \"true\").csv(\"Popular_Baby_Names.csv\").withColumnRenamed(...) x6 (15-23)",
    notes="The script reads Popular_Baby_Names.csv relative to where it runs: it ran from "
          "resources/chapter_11/activity_one/, the repository's folder that holds the file. The scan accepts the read "
          "(15-17) and the FROM line (31); the WHERE is the Filter (its isnotnull also pushed into the scan). The "
          "Project renames (withColumnRenamed 18-23) and prunes (ambiguous: the renames and the SELECT). first() "
          "makes the aggregate a SortAggregate: its Sorts, the partial and the Exchange are derived at the GROUP BY. "
          + SHOW,
    nodes=[N(1, "Scan csv", s((15, 17), 31), False, "read"), N(2, "Filter", s(32), False, "filter"),
           N(3, "Project", s((18, 23), (27, 30)), False, "project", amb=True),
           N(4, "Sort", s(33), True, "aggregate"), N(5, "SortAggregate", s(33, (27, 30)), True, "aggregate"),
           N(6, "Exchange", s(33, (27, 30)), True, "aggregate"), N(9, "Sort", s(33), True, "aggregate"),
           N(10, "SortAggregate", s(33, (27, 30)), False, "aggregate"),
           N(11, "TakeOrderedAndProject", s(34), False, "sort")])

# ---- Chapter05 shell session ---------------------------------------------------------------------------------------------
SHELL = ("Chapter05's exercises are shell fragments building on each other; look-alikes: Exercise05_15 runs seven joins "
         "of the same two reads on consecutive lines, Exercise05_16 six set operations of two reads, Exercise05_18 "
         "cube and rollup with the same chain; Chapter05-old holds an older set of look-alike fragments. ")
L["pw_c05_join_full_show"] = dict(
    dataframe="dfZipCode.join(dfPopulation, dfZipCode.City == dfPopulation.City, \"full\").show() "
              "(Chapter05/code/Exercise05_15.py line 12), dfZipCode and dfPopulation read with header (1, 2)",
    notes=SHELL + "A full outer join cannot be broadcast: a sort-merge join (Exchanges and Sorts derived at the join). "
          + SHOW,
    nodes=[N(1, "Scan csv", s(1), False, "read"), N(2, "Exchange", s(12), True, "join"),
           N(5, "Sort", s(12), True, "join"), N(6, "Scan csv", s(2), False, "read"),
           N(7, "Exchange", s(12), True, "join"), N(10, "Sort", s(12), True, "join"),
           N(11, "SortMergeJoin", s(12), False, "join"), N(12, "Project", s(12), True, "project"),
           N(13, "CollectLimit", s(12), True, "limit")])
L["pw_c05_intersect_all_show"] = dict(
    dataframe="dfPopulation1.intersectAll(dfPopulation2).show() (Chapter05/code/Exercise05_16.py line 14), the two "
              "reads (1, 2)",
    notes=SHELL + "intersectAll is rewritten into a marker Project on each side, a Union, a count per side per row "
          "(partial, Exchange, final), a Filter of rows in both, and replicaterows (Generate): all derived at line 14 "
          "but the Union (kind union). " + SHOW,
    nodes=[N(1, "Scan csv", s(1), False, "read"), N(2, "Project", s(14), True, "project"),
           N(3, "Scan csv", s(2), False, "read"), N(4, "Project", s(14), True, "project"),
           N(5, "Union", s(14), False, "union"), N(6, "HashAggregate", s(14), True, "aggregate"),
           N(7, "Exchange", s(14), True, "aggregate"), N(10, "HashAggregate", s(14), True, "aggregate"),
           N(11, "Filter", s(14), True, "filter"), N(12, "Project", s(14), True, "project"),
           N(13, "Generate", s(14), True, "explode"), N(14, "Project", s(14), True, "project"),
           N(15, "CollectLimit", s(14), True, "limit")])
L["pw_c05_groupby_agg_where_show"] = dict(
    dataframe="gpa.groupBy(\"school\").agg(sum, avg, max, min, mean of gpa).where(col(\"avg_gpa\") > 4.2).show() "
              "(Chapter05/code/Exercise05_17.py lines 11-19), gpa = gpaRaw.selectExpr(..., \"cast(gpa as decimal(2,1)) "
              "as gpa\") (2), gpaRaw read with header (1)",
    notes=SHELL + "The Project below the aggregate is the selectExpr's cast (pruned to the two columns). " + AGG
          + "The where is the Filter above the aggregate. " + SHOW,
    nodes=[N(1, "Scan csv", s(1), False, "read"), N(2, "Project", s(2), False, "project"),
           N(3, "HashAggregate", s((11, 17)), True, "aggregate"), N(4, "Exchange", s((11, 17)), True, "aggregate"),
           N(7, "HashAggregate", s((11, 17)), False, "aggregate"), N(8, "Filter", s(18), False, "filter"),
           N(9, "Project", s(19), True, "project")])
L["pw_c05_cube_sort_show"] = dict(
    dataframe="gpa.cube(col(\"school\"), col(\"class\")).count().sort(asc(\"school\"), asc(\"class\")).show() "
              "(Chapter05/code/Exercise05_18.py lines 1-5), gpa from Exercise05_17.py (read line 1, cast line 2: "
              "the cast column is pruned)",
    notes=SHELL + "The scan is Exercise05_17.py's read (an earlier fragment of the session). cube is an Expand "
          "(derived at the cube) under the count's aggregate; the rollup below it (7-11) is the same chain with "
          "another grouping, another plan, not an alternative. " + AGG + SHOW,
    nodes=[GPA_SCAN, N(2, "Expand", s(2), True, "aggregate"), N(3, "HashAggregate", s(2, 3), True, "aggregate"),
           N(4, "Exchange", s(2, 3), True, "aggregate"), N(7, "HashAggregate", s(2, 3), False, "aggregate"),
           N(8, "TakeOrderedAndProject", s(4, 5), False, "sort")])
L["pw_c05_pivot_show"] = dict(
    dataframe="pivotDF.show() (Chapter05/code/Exercise05_19.py line 2), pivotDF = gpa.groupBy(\"school\")"
              ".pivot(\"class\").sum(\"gpa\") (1), gpa from Exercise05_17.py (read line 1, cast line 2)",
    notes=SHELL + "The scan and the cast Project are Exercise05_17.py's lines 1 and 2. pivot runs as a sum per "
          "(school, class) and a pivotfirst per school: partials and Exchanges derived, both final aggregates at "
          "line 1 (the second kind pivot); the last Project extracts the pivoted columns with the show's "
          "toprettystring (derived, ambiguous: the pivot and the show). ",
    nodes=[GPA_SCAN, N(2, "Project", s(2), False, "project", file=E17),
           N(3, "HashAggregate", s(1), True, "aggregate"), N(4, "Exchange", s(1), True, "aggregate"),
           N(7, "HashAggregate", s(1), False, "aggregate"), N(8, "HashAggregate", s(1), True, "pivot"),
           N(9, "Exchange", s(1), True, "pivot"), N(12, "HashAggregate", s(1), False, "pivot"),
           N(13, "Project", s(2, 1), True, "project", amb=True)])
L["pw_c05_write_partitioned_orc"] = dict(
    dataframe="gpa.write.partitionBy(\"school\").mode(\"overwrite\").orc(\"Chapter05/data/output_gpa.orc\") "
              "(Chapter05/code/Exercise05_23.py line 13), gpa from Exercise05_17.py (read line 1, cast line 2)",
    notes=SHELL + "Exercise05_23 writes gpa nine times (csv, json, orc, parquet, each twice, then this partitioned "
          "orc): only this one sorts by the partition column. The Sort and WriteFiles are derived at the write; the "
          "command is the write. The scan and the cast Project are Exercise05_17.py's lines 1 and 2. ",
    nodes=[GPA_SCAN, N(2, "Project", s(2), False, "project", file=E17), N(3, "Sort", s(13), True, "write"),
           N(4, "WriteFiles", s(13), True, "write"),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", s(13), False, "write")])


def main() -> int:
    def cases():
        for case_id, part, program, line, action, occurrence, _, file in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            spec = L[case_id]
            cwd, args = PROGRAMS[program]
            if program.startswith("sc_"):
                run, command = RUN_SC, f"spark-submit --class {args[1]} ch11.jar"
            elif program == "py_ch05":
                run, command = RUN_SHELL, "spark-submit pyshell.py Chapter05/code/Exercise05_01.py ... Exercise05_24.py"
            else:
                run, command = RUN_PY, "spark-submit " + " ".join(args) + (f" (from {cwd})" if cwd else "")
            form = spec.get("form") or ("sql-string" if spec.get("sql") else "pyspark")
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + run,
                    "form": form, "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(spec["nodes"], file), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
