"""Write each mx_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/mirkotp-java/labels.py

A label: N(node id, operator, file key, spans, derived, kind, amb=...): spans are the file's own line numbers (F
below names the files). Every program is one `main`, so the symbol is `mirko.spark.<exercise>.<Class>.main`.
Wrappers (ShuffleQueryStage, AQEShuffleRead, ResultQueryStage, TableCacheQueryStage, ReusedExchange,
AdaptiveSparkPlan) are not labelled, nor nodes the main tree prints only under `== Initial Plan ==`; a scalar
subquery's initial-plan twins (printed in its own tree) are, like their executed nodes.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, REPO, SRC  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "mirkotp__spark-java-exercises"
COMMIT = "b413b58b39dcfdc252024dc4e33a31814d474609"
SOURCE = "mirkotp/spark-java-exercises"
F = {key: file for key, (_, file, _) in PROGRAMS.items()}


def symbol_of(key: str) -> str:
    package = re.search(r"^package\s+([\w.]+)\s*;", (REPO / F[key]).read_text(), re.M).group(1)
    return f"{package}.{Path(F[key]).stem}.main"


class N(tuple):
    def __new__(cls, nid, op, key, spans, derived, kind, amb=False):
        return tuple.__new__(cls, (nid, op, key, spans, derived, kind, amb))


def rows_of(nodes) -> list[dict]:
    return sorted(({"node_id": nid, "operator": op, "file": F[key], "lines": spans, "symbol": symbol_of(key),
                    "derived": derived, "kind": kind, "ambiguous": amb}
                   for nid, op, key, spans, derived, kind, amb in nodes), key=lambda r: r["node_id"])


READ = ("The csv scan at the read chain (spark.read() ... .csv(inputPath)); a filter pushed into the scan adds its "
        "line. ")
VIEW = "A scan reached through a temp view also accepts the FROM line of the SQL string. "
AGG = ("Partial aggregates and their Exchanges derived at the groupBy/agg/count (or the SQL GROUP BY and its "
       "aggregate function's line); the final aggregate not. ")
PRUNE = ("The Project between a filter and an aggregate keeps only the grouping column (column pruning): derived and "
         "ambiguous, at the filter and the groupBy (WHERE and GROUP BY). ")
SHOW = ("show()'s CollectLimit (21 rows) and a Project of only toprettystring casts are derived at the show line; "
        "a Project holding the user's select expressions (and show()'s casts) is the select's (kind project, not "
        "derived), the show line also accepted. ")
CACHE = ("cache(): the InMemoryRelation and the InMemoryTableScan reading it at the cache() line (kind cache, not "
         "derived; a filter evaluated in the scan also adds its line); the cached plan's nodes at their own calls. ")
WRITE = ("WriteFiles derived at the write chain (.write() .csv/.json), the Execute InsertIntoHadoopFsRelationCommand "
         "not (kind write). ")
LOOK = "Look-alikes are never alternatives: "
L: dict[str, dict] = {}

# ---- ev/ElectricVehiclesDF: df = read (18-22) .groupBy("Make", "Model") (23) .count() (24)
EVDF = ("ev/ElectricVehiclesDF.main: df = spark.read().option(\"delimiter\", \",\").option(\"header\", true)"
        ".csv(inputPath) (18-22) .groupBy(\"Make\", \"Model\") (23) .count() (24); ")
EVLOOK = (LOOK + "the other sort + limit write of the same df in this file, ElectricVehiclesSQL's UNION of the same "
          "two queries, ElectricVehicles' RDD version. ")


def ev_df(sort_lines, write_lines):
    return [N(1, "Scan csv", "ev_df", s((18, 22)), False, "read"),
            N(2, "HashAggregate", "ev_df", s((23, 24)), True, "aggregate"),
            N(3, "Exchange", "ev_df", s((23, 24)), True, "aggregate"),
            N(6, "HashAggregate", "ev_df", s((23, 24)), False, "aggregate"),
            N(7, "TakeOrderedAndProject", "ev_df", s(sort_lines), False, "sort"),
            N(8, "WriteFiles", "ev_df", s(write_lines), True, "write"),
            N(9, "Execute InsertIntoHadoopFsRelationCommand", "ev_df", s(write_lines), False, "write")]


L["mx_ev_df_bottom_csv_write"] = dict(
    dataframe=EVDF + "df.sort(\"count\") (26) .limit(N) (27) .write() (28) .csv(outputPath + \"-bottom\") (29); "
              "args: the generated electric vehicles csv, out/ev-df, N=3",
    notes=READ + AGG + "sort + limit(N) one TakeOrderedAndProject (kind sort, not derived) at the sort and the limit. "
          + WRITE + EVLOOK,
    nodes=ev_df((26, 27), (28, 29)))
L["mx_ev_df_top_json_write"] = dict(
    dataframe=EVDF + "df.sort(col(\"count\").desc()) (31) .limit(N) (32) .write() (33) .json(outputPath + \"-top\") "
              "(34); args: the generated electric vehicles csv, out/ev-df, N=3",
    notes=READ + AGG + "sort(desc) + limit(N) one TakeOrderedAndProject (kind sort, not derived) at the sort and the "
          "limit. " + WRITE + EVLOOK,
    nodes=ev_df((31, 32), (33, 34)))

# ---- ev/ElectricVehiclesSQL
L["mx_ev_sql_union_limit_json_write"] = dict(
    dataframe="ev/ElectricVehiclesSQL.main: df = spark.read().option(delimiter).option(header).csv(inputPath) "
              "(17-21); df.createOrReplaceTempView(\"ev\") (23); spark.sql(\"(SELECT Make, Model, Count(*) AS count "
              "FROM ev GROUP BY Make, Model ORDER BY count LIMIT \" + N + \") UNION (SELECT ... ORDER BY count DESC "
              "LIMIT \" + N + \") ORDER BY count\") (25-39, one clause a line) .write() (40) .json(outputPath) (41); "
              "args: the generated electric vehicles csv, out/ev-sql, N=3",
    form="sql-string",
    notes=VIEW + "Each half's aggregates at its SELECT ... Count(*) and GROUP BY lines (26, 28; 34, 36), partial and "
          "Exchange derived; the second half reuses the first half's Exchange (ReusedExchange, a wrapper), so only "
          "its final aggregate is left. ORDER BY ... LIMIT of each half one TakeOrderedAndProject (29-30; 37-38). "
          "UNION a Union and, for its duplicate removal, one HashAggregate of all columns (kind distinct, not "
          "derived) at the UNION line (32); the last ORDER BY count a Sort (39). " + WRITE + LOOK
          + "ElectricVehiclesDF's two sort + limit writes of the same counts, ElectricVehicles' RDD version. ",
    nodes=[N(1, "Scan csv", "ev_sql", s((17, 21), 27, 35), False, "read"),
           N(2, "HashAggregate", "ev_sql", s(26, 28), True, "aggregate"),
           N(3, "Exchange", "ev_sql", s(26, 28), True, "aggregate"),
           N(6, "HashAggregate", "ev_sql", s(26, 28), False, "aggregate"),
           N(7, "TakeOrderedAndProject", "ev_sql", s((29, 30)), False, "sort"),
           N(11, "HashAggregate", "ev_sql", s(34, 36), False, "aggregate"),
           N(12, "TakeOrderedAndProject", "ev_sql", s((37, 38)), False, "sort"),
           N(13, "Union", "ev_sql", s(32), False, "union"),
           N(14, "HashAggregate", "ev_sql", s(32), False, "distinct"),
           N(15, "Sort", "ev_sql", s(39), False, "sort"),
           N(16, "WriteFiles", "ev_sql", s((40, 41)), True, "write"),
           N(17, "Execute InsertIntoHadoopFsRelationCommand", "ev_sql", s((40, 41)), False, "write")])

# ---- midterm_es1: Italian restaurants per city
M1LOOK = (LOOK + "the same query in DF_DSL (API), DF_SQL and DS_SQL (the same SQL, one over a bean-typed Dataset), "
          "and the RDD and RDD2 versions. ")
L["mx_m1_dsl_italian_city_count_show"] = dict(
    dataframe="midterm_es1/DF_DSL.main: spark.read().option(delimiter).option(header).csv(inputPath) (13-16) "
              ".filter(\"main_cuisine_type = 'Italian'\") (17) .groupBy(\"city\") (18) .count() (19) .show() (20); "
              "input: the repository's midterm_es1/sample.csv",
    notes=READ + PRUNE + AGG + "No Project above the final aggregate (it returns show()'s casts); AQE dropped the "
          "initial plan's CollectLimit. " + M1LOOK,
    nodes=[N(1, "Scan csv", "m1_dsl", s((13, 16), 17), False, "read"),
           N(2, "Filter", "m1_dsl", s(17), False, "filter"),
           N(3, "Project", "m1_dsl", s(17, 18), True, "project", True),
           N(4, "HashAggregate", "m1_dsl", s((18, 19)), True, "aggregate"),
           N(5, "Exchange", "m1_dsl", s((18, 19)), True, "aggregate"),
           N(8, "HashAggregate", "m1_dsl", s((18, 19)), False, "aggregate")])


def m1_sql(key, read, select, where, group):
    return [N(1, "Scan csv", key, s(read, where - 1, where), False, "read"),
            N(2, "Filter", key, s(where), False, "filter"),
            N(3, "Project", key, s(where, group), True, "project", True),
            N(4, "HashAggregate", key, s(select, group), True, "aggregate"),
            N(5, "Exchange", key, s(select, group), True, "aggregate"),
            N(8, "HashAggregate", key, s(select, group), False, "aggregate")]


L["mx_m1_sql_italian_city_count_show"] = dict(
    dataframe="midterm_es1/DF_SQL.main: spark.read().option(delimiter).option(header).csv(inputPath) (13-16) "
              ".createOrReplaceTempView(\"restaurants\") (17); spark.sql(\"SELECT city, count(*) \" + \"FROM "
              "restaurants \" + \"WHERE main_cuisine_type = \\\"Italian\\\" \" + \"GROUP BY city\") (19-24, one "
              "clause a line: 21-24) .show() (25); input: the repository's midterm_es1/sample.csv",
    form="sql-string",
    notes=READ + VIEW + "WHERE a Filter (23), pushed into the scan too. " + PRUNE + AGG + "AQE dropped the initial "
          "plan's CollectLimit. " + M1LOOK,
    nodes=m1_sql("m1_sql", (13, 16), 21, 23, 24))
L["mx_m1_ds_bean_italian_city_count_show"] = dict(
    dataframe="midterm_es1/DS_SQL.main: spark.read().option(delimiter).option(header).csv(inputPath) (14-17) "
              ".as(Encoders.bean(Restaurant.class)) (18) .createOrReplaceTempView(\"restaurants\") (19); spark.sql("
              "\"SELECT city, count(*) \" + \"FROM restaurants \" + \"WHERE main_cuisine_type = \\\"Italian\\\" \" + "
              "\"GROUP BY city\") (21-26, one clause a line: 23-26) .show() (27); input: the repository's "
              "midterm_es1/sample.csv",
    form="sql-string",
    notes=READ + "The bean encoder (18) adds no node; the read chain with it is 14-18. " + VIEW + "WHERE a Filter "
          "(25), pushed into the scan too. " + PRUNE + AGG + "AQE dropped the initial plan's CollectLimit. " + M1LOOK,
    nodes=m1_sql("m1_ds", (14, 18), 23, 25, 26))

# ---- people/E47-E50: read chain 13-18 in every file
PLOOK = LOOK + "the same exercise's other version (E4N_DF_DSL / E4N_DF_SQL) and the same read chain in all eight files. "
PREAD = ("spark.read().option(\"delimiter\", \",\").option(\"header\", \"true\").option(\"inferSchema\", \"true\")"
         ".csv(inputPath) (13-18); input: the repository's people/sample.csv; ")
L["mx_e47_dsl_male_age_show"] = dict(
    dataframe="people/E47_DF_DSL.main: " + PREAD + ".filter(\"gender = 'male'\") (19) .selectExpr(\"name\", "
              "\"age + 1\") (20) .show() (21)",
    notes=READ + SHOW + PLOOK,
    nodes=[N(1, "Scan csv", "e47_dsl", s((13, 18), 19), False, "read"),
           N(2, "Filter", "e47_dsl", s(19), False, "filter"),
           N(3, "Project", "e47_dsl", s(20, 21), False, "project"),
           N(4, "CollectLimit", "e47_dsl", s(21), True, "limit")])
L["mx_e47_sql_male_age_show"] = dict(
    dataframe="people/E47_DF_SQL.main: " + PREAD + ".filter(\"gender = 'male'\") (19) .createOrReplaceTempView("
              "\"people\") (20); spark.sql(\"SELECT name, age + 1 \" + \"FROM people \" + \"WHERE gender = 'male'\") "
              "(22-25) .show() (26)",
    form="sql-string",
    notes=READ + VIEW + "The same condition twice, in the filter under the view (19) and the SQL WHERE (25): one "
          "Filter, at both lines. " + SHOW + PLOOK,
    nodes=[N(1, "Scan csv", "e47_sql", s((13, 18), 19, 24, 25), False, "read"),
           N(2, "Filter", "e47_sql", s(19, 25), False, "filter"),
           N(3, "Project", "e47_sql", s(23, 26), False, "project"),
           N(4, "CollectLimit", "e47_sql", s(26), True, "limit")])
L["mx_e48_dsl_avg_age_count_filter_show"] = dict(
    dataframe="people/E48_DF_DSL.main: " + PREAD + ".groupBy(\"name\") (19) .avg(\"age\") (20) .filter(\"count(*) "
              ">= 2\") (21) .show() (22)",
    notes=READ + AGG + "The filter's count(*) is computed by the same aggregates (its line also accepted for them). "
          "The filter over the aggregate a Filter (21); the Project above it drops the count and casts for show(): "
          "derived and ambiguous, at the show and the filter. " + PLOOK,
    nodes=[N(1, "Scan csv", "e48_dsl", s((13, 18)), False, "read"),
           N(2, "HashAggregate", "e48_dsl", s((19, 20), 21), True, "aggregate"),
           N(3, "Exchange", "e48_dsl", s((19, 20)), True, "aggregate"),
           N(6, "HashAggregate", "e48_dsl", s((19, 20), 21), False, "aggregate"),
           N(7, "Filter", "e48_dsl", s(21), False, "filter"),
           N(8, "Project", "e48_dsl", s(22, 21), True, "project", True)])
L["mx_e48_sql_avg_age_having_show"] = dict(
    dataframe="people/E48_DF_SQL.main: " + PREAD + ".createOrReplaceTempView(\"people\") (19); spark.sql(\"SELECT "
              "name, AVG(age) \" + \"FROM people \" + \"GROUP BY name \" + \"HAVING COUNT(*) >= 2\") (21-25) .show() "
              "(26)",
    form="sql-string",
    notes=READ + VIEW + AGG + "HAVING's COUNT(*) is computed by the same aggregates (its line also accepted for "
          "them). HAVING a Filter (25); the Project above it drops the count and casts for show(): derived and "
          "ambiguous, at the show and the HAVING. " + PLOOK,
    nodes=[N(1, "Scan csv", "e48_sql", s((13, 18), 23), False, "read"),
           N(2, "HashAggregate", "e48_sql", s(22, 24, 25), True, "aggregate"),
           N(3, "Exchange", "e48_sql", s(22, 24), True, "aggregate"),
           N(6, "HashAggregate", "e48_sql", s(22, 24, 25), False, "aggregate"),
           N(7, "Filter", "e48_sql", s(25), False, "filter"),
           N(8, "Project", "e48_sql", s(26, 25), True, "project", True)])
L["mx_e49_dsl_age_range_show"] = dict(
    dataframe="people/E49_DF_DSL.main: " + PREAD + ".selectExpr(\"name\", \"gender\", \"CONCAT('[', (age/10)*10, "
              "'-', (age/10)*10 + 9 , ']') as rangeage\") (19) .show() (20)",
    notes=READ + SHOW + PLOOK,
    nodes=[N(1, "Scan csv", "e49_dsl", s((13, 18)), False, "read"),
           N(2, "Project", "e49_dsl", s(19, 20), False, "project"),
           N(3, "CollectLimit", "e49_dsl", s(20), True, "limit")])


def people_sql(key):
    return [N(1, "Scan csv", key, s((13, 18), 23), False, "read"),
            N(2, "Project", key, s(22, 24), False, "project"),
            N(3, "CollectLimit", key, s(24), True, "limit")]


L["mx_e49_sql_age_range_show"] = dict(
    dataframe="people/E49_DF_SQL.main: " + PREAD + ".createOrReplaceTempView(\"people\") (19); spark.sql(\"SELECT "
              "name, gender, CONCAT('[', (age/10)*10, '-', (age/10)*10 + 9 , ']') as rangeage \" + \"FROM people \") "
              "(21-23) .show() (24)",
    form="sql-string",
    notes=READ + VIEW + SHOW + PLOOK,
    nodes=people_sql("e49_sql"))
L["mx_e50_sql_name_gender_show"] = dict(
    dataframe="people/E50_DF_SQL.main: " + PREAD + ".createOrReplaceTempView(\"people\") (19); spark.sql(\"SELECT "
              "CONCAT(name, ' ', gender) as name_gender \" + \"FROM people \") (21-23) .show() (24)",
    form="sql-string",
    notes=READ + VIEW + SHOW + PLOOK,
    nodes=people_sql("e50_sql"))

# ---- sensors/E01, E02, E05 (no header: columns _c0 sensor, _c1 date, _c2 temperature)
SLOOK = LOOK + "the same exercise's other version (E0N_DF_DSL / E0N_DF_SQL), its RDD versions and the ByKey_RDD_* programs. "
SIN = "input: the repository's sensors/sample.csv"
L["mx_s01_dsl_avg_min_max_show"] = dict(
    dataframe="sensors/E01_DF_DSL.main: spark.read().option(\"delimiter\", \",\").option(\"inferSchema\", \"true\")"
              ".csv(inputPath) (14-18) .agg(functions.avg(\"_c2\"), functions.min(\"_c2\"), functions.max(\"_c2\")) "
              "(19-22) .show() (23); " + SIN,
    notes=READ + AGG + "A global agg: the Exchange is SinglePartition; the final aggregate returns show()'s casts. "
          + SLOOK,
    nodes=[N(1, "Scan csv", "s01_dsl", s((14, 18)), False, "read"),
           N(2, "HashAggregate", "s01_dsl", s((19, 22)), True, "aggregate"),
           N(3, "Exchange", "s01_dsl", s((19, 22)), True, "aggregate"),
           N(5, "HashAggregate", "s01_dsl", s((19, 22)), False, "aggregate")])
L["mx_s01_sql_avg_min_max_show"] = dict(
    dataframe="sensors/E01_DF_SQL.main: samples = spark.read().option(delimiter).option(inferSchema).csv(inputPath) "
              "(15-20); samples.createOrReplaceTempView(\"samples\") (22); spark.sql(\"SELECT AVG(_c2), MIN(_c2), "
              "MAX(_c2) FROM samples\").show() (24); " + SIN,
    form="sql-string",
    notes=READ + VIEW + AGG + "A global aggregate: the Exchange is SinglePartition; the final aggregate returns "
          "show()'s casts. " + SLOOK,
    nodes=[N(1, "Scan csv", "s01_sql", s((15, 20), 24), False, "read"),
           N(2, "HashAggregate", "s01_sql", s(24), True, "aggregate"),
           N(3, "Exchange", "s01_sql", s(24), True, "aggregate"),
           N(5, "HashAggregate", "s01_sql", s(24), False, "aggregate")])

S2 = ("sensors/E02_DF_DSL.main: variances = spark.read().option(delimiter).option(inferSchema).csv(inputPath) "
      "(16-20) .groupBy(\"_c1\") (21) .agg(functions.variance(\"_c2\").as(\"var\")) (22) .cache() (23); ")


def s02_cached():
    return [N(1, "InMemoryTableScan", "s02_dsl", s(23), False, "cache"),
            N(2, "InMemoryRelation", "s02_dsl", s(23), False, "cache"),
            N(3, "Scan csv", "s02_dsl", s((16, 20)), False, "read"),
            N(4, "HashAggregate", "s02_dsl", s((21, 22)), True, "aggregate"),
            N(5, "Exchange", "s02_dsl", s((21, 22)), True, "aggregate"),
            N(7, "HashAggregate", "s02_dsl", s((21, 22)), False, "aggregate")]


L["mx_s02_dsl_max_variance_first"] = dict(
    dataframe=S2 + "double maxVar = variances.groupBy() (25-26) .max() (27) .first() (28) .getDouble(0) (29); " + SIN,
    notes=CACHE + READ + AGG + "groupBy().max() a global max over the cache (SinglePartition Exchange), at 26-27; "
          "first() adds no node over a one-row aggregate. " + SLOOK + "the show of the same cache (31-33). ",
    nodes=s02_cached() + [N(14, "HashAggregate", "s02_dsl", s((26, 27)), True, "aggregate"),
                          N(15, "Exchange", "s02_dsl", s((26, 27)), True, "aggregate"),
                          N(17, "HashAggregate", "s02_dsl", s((26, 27)), False, "aggregate")])
L["mx_s02_dsl_max_variance_filter_show"] = dict(
    dataframe=S2 + "double maxVar = variances.groupBy().max().first().getDouble(0) (25-29); variances.filter(\"var = "
              "\" + maxVar) (31-32) .show() (33); " + SIN,
    notes=CACHE.replace("the cache() line (", "the cache() line (the scan, which also evaluates the filter's "
                        "predicate, adds the filter line; ") + READ + AGG + "The filter a Filter (32); show()'s casts a "
          "Project derived at the show. " + SLOOK + "the first() over the same cache (25-29). ",
    nodes=[n if n[0] != 1 else N(1, "InMemoryTableScan", "s02_dsl", s(23, 32), False, "cache") for n in s02_cached()]
          + [N(14, "Filter", "s02_dsl", s(32), False, "filter"),
             N(15, "Project", "s02_dsl", s(33), True, "project")])

SQ_READ = (13, 17)
L["mx_s02_sql_max_variance_subquery_show"] = dict(
    dataframe="sensors/E02_DF_SQL.main: spark.read().option(delimiter).option(inferSchema).csv(inputPath) (13-17) "
              ".createOrReplaceTempView(\"samples\") (18); spark.sql(\"SELECT _c1, VARIANCE(_c2) as variance \" + "
              "\"FROM samples \" + \"GROUP BY _c1\") (20-23) .createOrReplaceTempView(\"vbd\") (24); spark.sql(\"SELECT "
              "_c1, variance \" + \"FROM vbd \" + \"WHERE variance = (SELECT MAX(variance) FROM vbd)\") (26-29) "
              ".show() (30); " + SIN,
    form="sql-string",
    notes=READ + VIEW + "The view vbd's variance aggregates at its SELECT and GROUP BY lines (21, 23), partial and "
          "Exchange derived, also where the scalar subquery reads vbd again (29: its final variance aggregate over "
          "the reused Exchange). WHERE a Filter (29); show()'s casts a Project derived at the show. The scalar "
          "subquery's MAX (29): partial aggregate and its SinglePartition Exchange derived, the final one not; its "
          "tree's initial-plan twins (26-32) labelled as the executed nodes. " + SLOOK,
    nodes=[N(1, "Scan csv", "s02_sql", s(SQ_READ, 22), False, "read"),
           N(2, "HashAggregate", "s02_sql", s(21, 23), True, "aggregate"),
           N(3, "Exchange", "s02_sql", s(21, 23), True, "aggregate"),
           N(6, "HashAggregate", "s02_sql", s(21, 23), False, "aggregate"),
           N(7, "Filter", "s02_sql", s(29), False, "filter"),
           N(8, "Project", "s02_sql", s(30), True, "project"),
           N(20, "HashAggregate", "s02_sql", s(21, 23, 29), False, "aggregate"),
           N(21, "HashAggregate", "s02_sql", s(29), True, "aggregate"),
           N(22, "Exchange", "s02_sql", s(29), True, "aggregate"),
           N(24, "HashAggregate", "s02_sql", s(29), False, "aggregate"),
           N(26, "Scan csv", "s02_sql", s(SQ_READ, 22, 29), False, "read"),
           N(27, "HashAggregate", "s02_sql", s(21, 23), True, "aggregate"),
           N(28, "Exchange", "s02_sql", s(21, 23), True, "aggregate"),
           N(29, "HashAggregate", "s02_sql", s(21, 23, 29), False, "aggregate"),
           N(30, "HashAggregate", "s02_sql", s(29), True, "aggregate"),
           N(31, "Exchange", "s02_sql", s(29), True, "aggregate"),
           N(32, "HashAggregate", "s02_sql", s(29), False, "aggregate")])

L["mx_s05_dsl_count_over_20_show"] = dict(
    dataframe="sensors/E05_DF_DSL.main: spark.read().option(delimiter).option(inferSchema).csv(inputPath) (13-17) "
              ".filter(\"_c2 > 20\") (18) .groupBy(\"_c0\") (19) .count() (20) .filter(\"count >= 3\") (21) .show() "
              "(22); " + SIN,
    notes=READ + PRUNE + AGG + "The filter over the counts a Filter (21); show()'s casts a Project derived at the "
          "show. " + SLOOK,
    nodes=[N(1, "Scan csv", "s05_dsl", s((13, 17), 18), False, "read"),
           N(2, "Filter", "s05_dsl", s(18), False, "filter"),
           N(3, "Project", "s05_dsl", s(18, 19), True, "project", True),
           N(4, "HashAggregate", "s05_dsl", s((19, 20)), True, "aggregate"),
           N(5, "Exchange", "s05_dsl", s((19, 20)), True, "aggregate"),
           N(8, "HashAggregate", "s05_dsl", s((19, 20)), False, "aggregate"),
           N(9, "Filter", "s05_dsl", s(21), False, "filter"),
           N(10, "Project", "s05_dsl", s(22), True, "project")])
L["mx_s05_sql_count_over_20_having_show"] = dict(
    dataframe="sensors/E05_DF_SQL.main: spark.read().option(delimiter).option(inferSchema).csv(inputPath) (13-17) "
              ".createOrReplaceTempView(\"samples\") (18); spark.sql(\"SELECT _c0, count(*) \" + \"FROM samples \" + "
              "\"WHERE _c2 > 20 \" + \"GROUP BY _c0 \" + \"HAVING count(*) >= 3\") (20-26, one clause a line: 21-25) "
              ".show() (27); " + SIN,
    form="sql-string",
    notes=READ + VIEW + "WHERE a Filter (23), pushed into the scan too. " + PRUNE + AGG + "HAVING a Filter (25); "
          "show()'s casts a Project derived at the show. " + SLOOK,
    nodes=[N(1, "Scan csv", "s05_sql", s((13, 17), 22, 23), False, "read"),
           N(2, "Filter", "s05_sql", s(23), False, "filter"),
           N(3, "Project", "s05_sql", s(23, 24), True, "project", True),
           N(4, "HashAggregate", "s05_sql", s(21, 24), True, "aggregate"),
           N(5, "Exchange", "s05_sql", s(21, 24), True, "aggregate"),
           N(8, "HashAggregate", "s05_sql", s(21, 24), False, "aggregate"),
           N(9, "Filter", "s05_sql", s(25), False, "filter"),
           N(10, "Project", "s05_sql", s(27), True, "project")])

# ---- test_es3/DF_DSL
T3 = ("test_es3/DF_DSL.main: df = spark.read().option(\"inferSchema\", \"true\").option(delimiter).option(header)"
      ".csv(inputPath) (17-21) .filter(\"date = '2023-05-15'\") (22) .groupBy(\"location\") (23) .agg(functions.sum("
      "\"consumption\").as(\"total_cons\")) (24) .orderBy(functions.col(\"total_cons\").desc()) (25) .cache() (26); ")
T3NOTE = ("The orderBy a Sort (25, not derived) over its rangepartitioning Exchange (derived, kind sort). Input: "
          "generated readings in test_es3/sample.csv's columns, with rows of the filtered date. ")
T3LOOK = LOOK + "midterm_es1's DF_DSL (a class of the same name), the sensors exercises of the same shape. "


def t3_cached(scan_lines):
    return [N(1, "InMemoryTableScan", "t3_dsl", s(*scan_lines), False, "cache"),
            N(2, "InMemoryRelation", "t3_dsl", s(26), False, "cache"),
            N(3, "Scan csv", "t3_dsl", s((17, 21), 22), False, "read"),
            N(4, "Filter", "t3_dsl", s(22), False, "filter"),
            N(5, "Project", "t3_dsl", s(22, (23, 24)), True, "project", True),
            N(6, "HashAggregate", "t3_dsl", s((23, 24)), True, "aggregate"),
            N(7, "Exchange", "t3_dsl", s((23, 24)), True, "aggregate"),
            N(10, "HashAggregate", "t3_dsl", s((23, 24)), False, "aggregate"),
            N(11, "Exchange", "t3_dsl", s(25), True, "sort"),
            N(13, "Sort", "t3_dsl", s(25), False, "sort")]


L["mx_t3_dsl_cached_total_first"] = dict(
    dataframe=T3 + "double max_cons = df.as(Encoders.bean(Result.class)).first().getTotal_cons() (28)",
    notes=CACHE + READ + PRUNE + AGG + T3NOTE + "first() a CollectLimit (1 row) derived at its line (kind limit); the "
          "bean encoder adds no node. " + T3LOOK + "the show over the same cache (30-33). ",
    nodes=t3_cached([26]) + [N(24, "CollectLimit", "t3_dsl", s(28), True, "limit")])
L["mx_t3_dsl_cached_max_location_show"] = dict(
    dataframe=T3 + "double max_cons = df.as(Encoders.bean(Result.class)).first().getTotal_cons() (28); df.filter("
              "\"total_cons = \" + max_cons) (30-31) .select(\"location\") (32) .show() (33)",
    notes=CACHE.replace("the cache() line (", "the cache() line (the scan, which also evaluates the filter's "
                        "predicate, adds the filter line; ") + READ + PRUNE + AGG + T3NOTE + "The filter a Filter "
          "(31); select(\"location\") with show()'s casts a Project (kind project, not derived) at the select and "
          "the show. " + T3LOOK + "the first() over the same cache (28). ",
    nodes=t3_cached([26, 31]) + [N(24, "Filter", "t3_dsl", s(31), False, "filter"),
                                 N(25, "Project", "t3_dsl", s(32, 33), False, "project")])

SESSION = ("Session: spark-submit --master local[1] (the programs set no master), spark.ui.enabled=false, "
           "spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, spark.driver.host=localhost, AQE on. ")
RUN = ("Labelled blind (session 39). Run: bench/real/capture/mirkotp-java/capture.py: every source of src/ compiled "
       "unchanged with javac against the PySpark jars into mx.jar (a compile-only shim for Spark 4's SparkSession."
       "close() throws IOException) and run with spark-submit --class from the root of a scratch copy of the laid-out "
       "repository, the input path as the first argument (the repository's sample.csv of the exercise, or a "
       "generated file in its schema); the plan is the n-th the run wrote (a query-execution listener, after each "
       "query ran: final adaptive plans); event_log.json from the same run.")


def main() -> int:
    def cases():
        for case_id, part, program, line, action, _, _ in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            spec = L[case_id]
            main_class, file, args = PROGRAMS[program]
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION
                    + f"Command: spark-submit --class {main_class} mx.jar {' '.join(args)}. " + RUN,
                    "form": spec.get("form", "java"), "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
