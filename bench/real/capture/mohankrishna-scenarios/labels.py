"""Write each mk_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/mohankrishna-scenarios/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., true=...): spans are the script's own line numbers; every
script is top-level code, so the symbol is the file's name without `.py`, then `<module>` (`Scenerio-1.<module>`).
`amb=True` for an ambiguous label; `true=` the span that ran where the script writes the same query twice (a
`spark.sql` "Through SQL" and a DataFrame "Through DSL" version).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import N, module_rows, s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "1e737f3cbb35e255e31d350b8ef2b0b1ccfdb8dc"
SOURCE = "mohankrishna02/interview-scenerios-spark-sql"
SESSION = ("Session: spark-submit --master local[1] (the script's own SparkConf().setMaster(\"local[*]\") wins; "
           "-XX:ActiveProcessorCount=1 makes it one thread), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on. ")
RUN = ("Run: bench/real/capture/mohankrishna-scenarios/capture.py: the script ran unchanged with spark-submit from the "
       "root of a scratch copy of the laid-out repository; the plan is the one the action ran, written by a "
       "query-execution listener after it ran (final adaptive plan); event_log.json from the same run.")
TWIN = ("The script writes this query twice, \"Through SQL\" (spark.sql) and \"Through DSL\" (DataFrame API), with the "
        "same plan: both spans, true_lines the one that ran. The Scala twin (src/pack/) is another file, never an "
        "alternative. ")
SHOW = ("The show's toprettystring Project and CollectLimit (or the LocalLimit pushed below a UDF) are derived at the "
        "show; orderBy + show run as one TakeOrderedAndProject (kind sort), at the orderBy and the show. ")
JOIN = ("Hash Exchanges, the BroadcastExchange (AQE's run-time switch) and join Sorts and the inferred isnotnull "
        "Filters are derived at the join; a pruning Project derived and ambiguous. ")


L: dict[str, dict] = {}

# ---- Scenerio-1: self join on salary with workerid != ------------------------------------------------------------
def selfjoin(ran, other, ids):
    sc1, f1, x1, b, sc2, f2, p2, x2, j, p, cl = ids
    sp, tr = s(ran, other), s(ran)
    bnode = [N(b, "BroadcastExchange", sp, True, "join", true=tr)]
    return [N(sc1, "Scan ExistingRDD", s(12, 16), False, "read"), N(f1, "Filter", sp, True, "join", true=tr),
            N(x1, "Exchange", sp, True, "join", true=tr),
            N(sc2, "Scan ExistingRDD", s(12, 16), False, "read"), N(f2, "Filter", sp, True, "join", true=tr),
            N(p2, "Project", s(ran, other, 12), True, "project", amb=True, true=tr),
            N(x2, "Exchange", sp, True, "join", true=tr), *bnode,
            N(j, "BroadcastHashJoin", sp, False, "join", true=tr),
            N(p, "Project", sp, False, "project", true=tr), N(cl, "CollectLimit", sp, True, "limit", true=tr)]


L["mk_01_selfjoin_dsl_show"] = dict(
    dataframe="df.alias(\"a\").join(df.alias(\"b\"), salary equal and workerid different, \"inner\").select(a.*).show() "
              "(Scenerio-1.py line 19, one line) of df = spark.createDataFrame(data, schema=myschema) (12)",
    notes=TWIN + "The SQL version (line 16, over the view worktab of line 15) is the same self join. " + JOIN + SHOW
          + "The b side's Project keeps workerid and salary (pruning, derived, ambiguous: the join and the "
          "createDataFrame). The select of a's columns is the final Project (with the show's toprettystring). "
          "Both scans at the createDataFrame and the SQL's FROM. ",
    nodes=selfjoin(19, 16, (1, 2, 3, 12, 6, 7, 8, 9, 14, 15, 16)))

L["mk_01_selfjoin_sql_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"select a.* ... from worktab a, worktab b where a.salary=b.salary and a.workerid "
              "!=b.workerid\").show() (Scenerio-1.py line 16) over the view worktab (15) of df = "
              "spark.createDataFrame(...) (12)",
    notes=TWIN + "The DSL version (line 19) is the same self join. " + JOIN + SHOW
          + "The b side's Project keeps workerid and salary (pruning, derived, ambiguous). Scans at the "
          "createDataFrame and the FROM. ",
    nodes=selfjoin(16, 19, (1, 2, 3, 6, 8, 9, 10, 11, 14, 15, 16)))

# ---- Scenerio2: IN subquery as a left semi join ------------------------------------------------------------------
L["mk_02_in_subquery_sql_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"select * from ordertab where status = 'dispatched' and orderid in(select orderid from "
              "ordertab where status = 'Ordered')\").show() (Scenerio2.py line 24) over the view ordertab (23) of df "
              "(20)",
    notes="The IN subquery runs as a left semi join (AQE made it a broadcast hash join): the join, its Exchanges and "
          "BroadcastExchange kind subquery (derived but the join), the subquery's select orderid its Project. The "
          "DSL version (27-33) collects the ordered ids first (line 30) and filters with isin: another plan, not "
          "labelled as a twin. " + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(20, 24), False, "read"), N(2, "Filter", s(24), False, "filter"),
           N(3, "Exchange", s(24), True, "subquery"), N(6, "Scan ExistingRDD", s(20, 24), False, "read"),
           N(7, "Filter", s(24), False, "filter"), N(8, "Project", s(24), False, "subquery"),
           N(9, "Exchange", s(24), True, "subquery"), N(12, "BroadcastExchange", s(24), True, "subquery"),
           N(14, "BroadcastHashJoin", s(24), False, "subquery"), N(15, "Project", s(24), True, "project")])

# ---- Scenerio3: lead over a window, filter, orderBy --------------------------------------------------------------
L["mk_03_lead_window_show"] = dict(
    dataframe="df.withColumn(\"nextvalues\", lead(\"values\", 1).over(d1)).filter(...).withColumn(\"values\", "
              "expr(\"nextvalues-values\")).drop(\"nextvalues\").orderBy(col(\"sensorid\")).show() (Scenerio3.py "
              "25-29), d1 = Window.partitionBy(\"sensorid\").orderBy(\"values\") (23), df (20)",
    notes="The window's Exchange and Sort derived at the withColumn and the spec's line; the Window at both. The "
          "withColumn expr + drop are the Project. " + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(20), False, "read"), N(2, "Exchange", s(25, 23), True, "window"),
           N(5, "Sort", s(25, 23), True, "window"), N(6, "Window", s(25, 23), False, "window"),
           N(7, "Filter", s(26), False, "filter"), N(8, "Project", s((27, 28)), False, "project"),
           N(9, "TakeOrderedAndProject", s(29), False, "sort")])

# ---- Scenerio4: collect_set + orderBy ----------------------------------------------------------------------------
L["mk_04_collect_set_dsl_show"] = dict(
    dataframe="df.groupBy(\"custid\", \"custname\").agg(collect_set(\"address\").alias(\"address\")).orderBy(\"custid\")"
              ".show() (Scenerio4.py line 28) of df (18)",
    notes=TWIN + "The SQL version is lines 24-25 (over the view custtab of line 22). collect_set runs as an "
          "ObjectHashAggregate pair (partial and Exchange derived). " + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(18, 25), False, "read", true=s(18)),
           N(2, "ObjectHashAggregate", s(28, 25), True, "aggregate", true=s(28)),
           N(3, "Exchange", s(28, 25), True, "aggregate", true=s(28)),
           N(6, "ObjectHashAggregate", s(28, 25), False, "aggregate", true=s(28)),
           N(7, "TakeOrderedAndProject", s(28, 25), False, "sort", true=s(28))])

# ---- Scenerio5: union, orderBy, rlike filter ---------------------------------------------------------------------
L["mk_05_union_filter_show"] = dict(
    dataframe="rmdf.show() (Scenerio5.py line 46), rmdf = df4.filter(col(\"email\").rlike(\"@\")) (45), df4 = "
              "df2.union(df3).orderBy(col(\"id\")) (41), df3 = df1.withColumn(\"salary\", lit(1000)) (37), df1 (19), "
              "df2 (30)",
    notes="No shuffle, so no adaptive plan. The filter is pushed below the union into both sides (one Filter each, "
          "at the filter's line); the lit(1000) column is df3's Project; orderBy + show as one TakeOrderedAndProject. "
          "The script then fails at line 49 (a write to \"D:/BigData/...\", a scheme Hadoop does not know here), "
          "after this action. ",
    nodes=[N(1, "Scan ExistingRDD", s(30), False, "read"), N(2, "Filter", s(45), False, "filter"),
           N(3, "Scan ExistingRDD", s(19), False, "read"), N(4, "Filter", s(45), False, "filter"),
           N(5, "Project", s(37), False, "project"), N(6, "Union", s(41), False, "union"),
           N(7, "TakeOrderedAndProject", s(41, 46), False, "sort")])

# ---- Scenerio7: dense_rank = 1 per year, orderBy -----------------------------------------------------------------
def dense_rank(ran_sql):
    """ids of the DSL plan (Project 11) or the SQL one (no Project)."""
    win, fil = (s(28, 33, 31), s(28, 36)) if ran_sql else (s(33, 31, 28), s(36, 28))
    grp = s(28, 33, 31, 36) if ran_sql else s(33, 31, 36, 28)
    t = (lambda sp: [sp[0]]) if ran_sql else (lambda sp: sp[:-1])
    out = [N(1, "Scan ExistingRDD", s(23, 28), False, "read", true=None if ran_sql else s(23)),
           N(2, "Sort", grp, True, "window", true=t(grp)), N(3, "WindowGroupLimit", grp, True, "window", true=t(grp)),
           N(4, "Exchange", win, True, "window", true=t(win)), N(7, "Sort", win, True, "window", true=t(win)),
           N(8, "WindowGroupLimit", grp, True, "window", true=t(grp)),
           N(9, "Window", win, False, "window", true=t(win)), N(10, "Filter", fil, False, "filter", true=t(fil))]
    if ran_sql:
        out.append(N(11, "TakeOrderedAndProject", s(28, 36), False, "sort", true=s(28)))
    else:
        out += [N(11, "Project", s(36), False, "project"),
                N(12, "TakeOrderedAndProject", s(36, 28), False, "sort", true=s(36))]
    return out


DR_NOTE = ("dense_rank over (partition by year order by quantity desc) filtered to 1 runs as a WindowGroupLimit pair "
           "(partial before the Exchange, final after it) with their Sorts: derived at the window and the filter, "
           "kind window; the Window's Exchange and Sort derived at the window (withColumn 33 and spec 31). The script "
           "writes the query twice (SQL at 28; DSL at 31-36, which also drops the rank column: its Project is the "
           "DSL's only): both spans for the shared nodes, true_lines the one that ran. " + SHOW)
L["mk_07_dense_rank_dsl_show"] = dict(
    dataframe="rankdf.filter(col(\"rank\") == 1).drop(\"rank\").orderBy(\"sale_id\").show() (Scenerio7.py line 36), "
              "rankdf = df.withColumn(\"rank\", dense_rank().over(win)) (33), win = Window.partitionBy(\"year\")"
              ".orderBy(col(\"quantity\").desc()) (31), df (23)",
    notes=DR_NOTE, nodes=dense_rank(False))
L["mk_07_dense_rank_sql_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"SELECT *FROM (SELECT *, DENSE_RANK() OVER (PARTITION BY year ORDER BY quantity DESC) AS rank "
              "FROM salestab) AS rankdf WHERE rank = 1 ORDER BY sale_id\").show() (Scenerio7.py line 28) over the view "
              "salestab (27) of df (23)",
    notes=DR_NOTE, nodes=dense_rank(True))

# ---- Scenerio8: non-equi self join as CartesianProduct -----------------------------------------------------------
L["mk_08_cross_join_sql_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"select concat(a.teams, ' Vs ', b.teams) as matches from crickettab a inner join crickettab b "
              "on a.teams < b.teams\").show() (Scenerio8.py lines 25-26) over the view crickettab (21) of df (17)",
    notes=TWIN + "The DSL version: the join at 30, the concat withColumn + drop + show at 33. A join on a.teams < "
          "b.teams alone runs as a CartesianProduct with the condition; the isnotnull Filters derived at the join; the "
          "concat Project (with the show's toprettystring) at the select list / withColumn. No shuffle, no adaptive "
          "plan. ",
    nodes=[N(1, "Scan ExistingRDD", s(17, 26), False, "read"), N(2, "Filter", s(26, 30), True, "join", true=s(26)),
           N(3, "Scan ExistingRDD", s(17, 26), False, "read"), N(4, "Filter", s(26, 30), True, "join", true=s(26)),
           N(5, "CartesianProduct", s(26, 30), False, "join", true=s(26)),
           N(6, "Project", s(26, 33), False, "project", true=s(26)),
           N(7, "CollectLimit", s(26, 33), True, "limit", true=s(26))])

# ---- Scenerio9: explode, filter, count -----------------------------------------------------------------------------
L["mk_09_explode_count_show"] = dict(
    dataframe="countdf.show() (Scenerio9.py line 27), countdf = filtdf.groupBy(\"name\").agg(count(\"*\")) (26), filtdf "
              "= explodedf.filter(col(\"rank\") == 1) (23), explodedf = df.withColumn(\"rank\", explode(col(\"rank\"))) "
              "(20), df (17)",
    notes="explode's Generate at 20, with the Filter (size > 0, isnotnull) Spark infers for it (derived, kind "
          "explode); the Project keeping name before the aggregate is pruning (derived, ambiguous: the groupBy and "
          "the explode); partial aggregate and Exchange derived at the groupBy; the final aggregate carries the "
          "show's toprettystring. ",
    nodes=[N(1, "Scan ExistingRDD", s(17), False, "read"), N(2, "Filter", s(20), True, "explode"),
           N(3, "Generate", s(20), False, "explode"), N(4, "Filter", s(23), False, "filter"),
           N(5, "Project", s(26, 20), True, "project", amb=True),
           N(6, "HashAggregate", s(26), True, "aggregate"), N(7, "Exchange", s(26), True, "aggregate"),
           N(10, "HashAggregate", s(26), False, "aggregate")])

# ---- Scenerio10: max per employee joined back ----------------------------------------------------------------------
L["mk_10_max_join_show"] = dict(
    dataframe="joindf.show() (Scenerio10.py line 26), joindf = df.join(maxdatedf, empid and monthlastdate equal, "
              "\"inner\").drop(\"empid1\", \"maxdate\") (24-25), maxdatedf = df.groupBy(col(\"empid\").alias(\"empid1\"))"
              ".agg(max(\"monthlastdate\")) (21), df (18)",
    notes="max of a string column runs as a SortAggregate pair with their Sorts (derived at the groupBy, the final not). "
          + JOIN + "The Project keeping empid and monthlastdate before the aggregate is pruning (derived, ambiguous: "
          "the groupBy and the createDataFrame). The final Project is the drop plus the show's toprettystring. ",
    nodes=[N(1, "Scan ExistingRDD", s(18), False, "read"), N(2, "Filter", s((24, 25)), True, "join"),
           N(3, "Exchange", s((24, 25)), True, "join"), N(6, "BroadcastExchange", s((24, 25)), True, "join"),
           N(8, "Scan ExistingRDD", s(18), False, "read"), N(9, "Filter", s((24, 25)), True, "join"),
           N(10, "Project", s(21, 18), True, "project", amb=True),
           N(11, "Sort", s(21), True, "aggregate"), N(12, "SortAggregate", s(21), True, "aggregate"),
           N(13, "Exchange", s(21), True, "aggregate"), N(16, "Sort", s(21), True, "aggregate"),
           N(17, "SortAggregate", s(21), False, "aggregate"), N(18, "Filter", s((24, 25)), True, "join"),
           N(19, "BroadcastHashJoin", s((24, 25)), False, "join"),
           N(20, "Project", s((24, 25), 26), False, "project")])

# ---- Scenerio12: two Python UDFs -----------------------------------------------------------------------------------
L["mk_12_mask_udf_show"] = dict(
    dataframe="maskeddf.show() (Scenerio12.py line 25), maskeddf = df.withColumn(\"email\", udf(mask_email)(df.email))"
              ".withColumn(\"mobile\", udf(mask_mobile)(df.mobile)) (24), def mask_email (13-14), def mask_mobile "
              "(17-18), df (21)",
    notes="Both Python UDFs run in one ArrowEvalPython: at the call (the udf(...) is made on the same line) and the two "
          "functions. The show's limit is pushed below the UDF (LocalLimit, derived at the show); the final Project "
          "(the withColumns' outputs with the show's toprettystring) derived at the show and the withColumns. ",
    nodes=[N(1, "Scan ExistingRDD", s(21), False, "read"), N(2, "LocalLimit", s(25), True, "limit"),
           N(3, "ArrowEvalPython", s(24, (13, 14), (17, 18)), False, "udf"),
           N(4, "Project", s(25, 24), True, "project"), N(5, "CollectLimit", s(25), True, "limit")])

# ---- Scenerio16: dropDuplicates + orderBy ---------------------------------------------------------------------------
L["mk_16_dropdup_orderby_show"] = dict(
    dataframe="finaldf.show() (Scenerio16.py line 20), finaldf = df.dropDuplicates([\"name\"]).orderBy(\"id\") (19), "
              "df (16)",
    notes="dropDuplicates of a subset is a SortAggregate of first() (sort-based: string columns), its Sorts, partial "
          "and Exchange derived, kind distinct. " + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(16), False, "read"), N(2, "Sort", s(19), True, "distinct"),
           N(3, "SortAggregate", s(19), True, "distinct"), N(4, "Exchange", s(19), True, "distinct"),
           N(7, "Sort", s(19), True, "distinct"), N(8, "SortAggregate", s(19), False, "distinct"),
           N(9, "TakeOrderedAndProject", s(19, 20), False, "sort")])

# ---- Scenerio17: full outer join on three columns -----------------------------------------------------------------
L["mk_17_outer_join_using_show"] = dict(
    dataframe="findf.show() (Scenerio17.py line 23), findf = df1.join(df2, [\"emp_id\", \"name\", \"age\"], \"outer\") "
              "(22), df1 (14), df2 (19)",
    notes="A full outer join stays sort-merge. " + JOIN + "The final Project coalesces the three USING columns (the "
          "join's) and carries the show's toprettystring: derived, ambiguous, at the join and the show. ",
    nodes=[N(1, "Scan ExistingRDD", s(14), False, "read"), N(2, "Exchange", s(22), True, "join"),
           N(5, "Sort", s(22), True, "join"), N(6, "Scan ExistingRDD", s(19), False, "read"),
           N(7, "Exchange", s(22), True, "join"), N(10, "Sort", s(22), True, "join"),
           N(11, "SortMergeJoin", s(22), False, "join"),
           N(12, "Project", s(22, 23), True, "project", amb=True)])

# ---- Scenerio22: running sum over a window --------------------------------------------------------------------------
L["mk_22_running_sum_sql_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"select pid,date,price, sum(price) over(partition by(pid) order by(price)) as new_price from "
              "ordertab\").show() (Scenerio22.py line 23) over the view ordertab (22) of df (19)",
    notes=TWIN + "The DSL version: wn = Window.partitionBy(\"pid\").orderBy(\"price\") (25), df.withColumn("
          "\"new_price\", sum(\"price\").over(wn)).show() (26-27). The window's Exchange and Sort derived; the final "
          "Project is the select list with the show's toprettystring (derived at the show). ",
    nodes=[N(1, "Scan ExistingRDD", s(19, 23), False, "read"),
           N(2, "Exchange", s(23, (26, 27), 25), True, "window", true=s(23)),
           N(5, "Sort", s(23, (26, 27), 25), True, "window", true=s(23)),
           N(6, "Window", s(23, (26, 27), 25), False, "window", true=s(23)),
           N(7, "Project", s(23, (26, 27)), True, "project", true=s(23))])

# ---- Scenerio23: join, drop, distinct, filter -----------------------------------------------------------------------
L["mk_23_join_distinct_show"] = dict(
    dataframe="finaldf.show() (Scenerio23.py line 20), finaldf = df.join(df2, [\"product_key\"], \"inner\")"
              ".drop(\"product_key\").distinct().filter(col(\"customer_id\") != 2) (19, one line), df (14), df2 (17)",
    notes="All of the query is on line 19. The filter is pushed below the distinct and the join into df's Filter "
          "(with the join's isnotnull: the user's filter, not derived). " + JOIN + "The drop is the Project; the "
          "distinct a HashAggregate pair (partial and Exchange derived, kind distinct), the final carrying the show's "
          "toprettystring. ",
    nodes=[N(1, "Scan ExistingRDD", s(14), False, "read"), N(2, "Filter", s(19), False, "filter"),
           N(3, "Exchange", s(19), True, "join"), N(6, "BroadcastExchange", s(19), True, "join"),
           N(8, "Scan ExistingRDD", s(17), False, "read"), N(9, "Filter", s(19), True, "join"),
           N(10, "Exchange", s(19), True, "join"), N(13, "BroadcastHashJoin", s(19), False, "join"),
           N(14, "Project", s(19), False, "project"), N(15, "HashAggregate", s(19), True, "distinct"),
           N(16, "Exchange", s(19), True, "distinct"), N(19, "HashAggregate", s(19), False, "distinct")])

# ---- Scenerio26: source/target comparison by full outer join -------------------------------------------------------
def compare(ran_sql):
    j, f, p = (s(47, 55), s(48, 60), s((40, 45), 65, 68)) if ran_sql else (s(55, 47), s(60, 48), s(65, 68, (40, 45)))
    tj, tf, tp = (s(47), s(48), s((40, 45))) if ran_sql else (s(55), s(60), s(65, 68))
    return [N(1, "Scan ExistingRDD", s(22, 46), False, "read", true=None if ran_sql else s(22)),
            N(2, "Exchange", j, True, "join", true=tj), N(5, "Sort", j, True, "join", true=tj),
            N(6, "Scan ExistingRDD", s(31, 47), False, "read", true=None if ran_sql else s(31)),
            N(7, "Exchange", j, True, "join", true=tj), N(10, "Sort", j, True, "join", true=tj),
            N(11, "SortMergeJoin", j, False, "join", true=tj), N(12, "Filter", f, False, "filter", true=tf),
            N(13, "Project", p, False, "project", true=tp)]


CMP_NOTE = (TWIN + "SQL: the COALESCE/CASE select list 40-45, FROM 46, FULL OUTER JOIN 47, WHERE 48; DSL: the join 55, "
            "the filter 60, the coalesce withColumn 65 and the CASE withColumn 68 (each shown along the way: "
            "56, 61, 66 run look-alike plans). A full outer sort-merge join; its Exchanges and Sorts derived. The "
            "final Project holds the coalesce and the CASE (with the show's toprettystring). ")
L["mk_26_full_outer_dsl_show"] = dict(
    dataframe="finaldf.show() (Scenerio26.py line 69), finaldf = filnulldf.withColumn(\"comment\", expr(\"case ...\"))"
              ".drop(\"name\",\"name1\") (68), filnulldf = fildf.withColumn(\"id\", coalesce(...)).drop(\"id1\") (65), "
              "fildf = joindf.filter(...) (60), joindf = sourcedf.join(targetdf, ..., \"outer\") (55), sourcedf (22), "
              "targetdf (31)",
    notes=CMP_NOTE, nodes=compare(False))
L["mk_26_full_outer_sql_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"\"\"SELECT COALESCE(s.id, t.id1) AS id, CASE ... END AS comment FROM sourcetab s FULL OUTER "
              "JOIN targettab t ON s.id = t.id1 WHERE ...\"\"\").show() (Scenerio26.py lines 40-49) over the views "
              "sourcetab (36) of sourcedf (22) and targettab (37) of targetdf (31)",
    notes=CMP_NOTE, nodes=compare(True))

# ---- Scenerio27: lag, na.fill, orderBy ----------------------------------------------------------------------------
L["mk_27_lag_fill_orderby_show"] = dict(
    dataframe="finaldf.show() (Scenerio27.py line 29), finaldf = lagdf.withColumn(\"incresalary\", expr(\"salary - "
              "diff\")).drop(\"diff\").na.fill(0).orderBy(\"empid\",\"year\") (27), lagdf = df.withColumn(\"diff\", "
              "lag(\"salary\",1).over(wn)) (24), wn = Window.partitionBy(\"empid\").orderBy(\"year\") (22), df (18)",
    notes="The window's Exchange and Sort derived at the withColumn and the spec; the Project holds the withColumn, "
          "the drop and na.fill's coalesces (line 27); orderBy + show as one TakeOrderedAndProject. ",
    nodes=[N(1, "Scan ExistingRDD", s(18), False, "read"), N(2, "Exchange", s(24, 22), True, "window"),
           N(5, "Sort", s(24, 22), True, "window"), N(6, "Window", s(24, 22), False, "window"),
           N(7, "Project", s(27), False, "project"), N(8, "TakeOrderedAndProject", s(27, 29), False, "sort")])

# ---- Scenerio29: outer join, filter on a collected max, orderBy -----------------------------------------------------
L["mk_29_outer_filter_orderby_show"] = dict(
    dataframe="finaldf.show() (Scenerio29.py line 35), finaldf = joindf.filter(col(\"col1\") != maxsalary)"
              ".withColumnRenamed(\"col1\", \"col\").orderBy(\"col\") (34), maxsalary = maxdf.select(...).first()[0] "
              "(29, a Python value: 3), joindf = df1.join(df2, df1[\"col\"] == df2[\"col1\"], \"outer\").drop(\"col\") "
              "(31), df1 (18), df2 (23)",
    notes="The filter on col1 (a non-null test) turned the full outer join into a right outer one; it is df2's Filter "
          "(at 34) and, through the join's equality, df1's Filter (derived at the filter and the join). " + JOIN
          + "The Project is the drop and the rename; orderBy + show as one TakeOrderedAndProject. ",
    nodes=[N(1, "Scan ExistingRDD", s(18), False, "read"), N(2, "Filter", s(34, 31), True, "filter"),
           N(3, "Exchange", s(31), True, "join"), N(6, "BroadcastExchange", s(31), True, "join"),
           N(8, "Scan ExistingRDD", s(23), False, "read"), N(9, "Filter", s(34), False, "filter"),
           N(10, "Exchange", s(31), True, "join"), N(13, "BroadcastHashJoin", s(31), False, "join"),
           N(14, "Project", s(34, 31), False, "project"), N(15, "TakeOrderedAndProject", s(34, 35), False, "sort")])


def main() -> int:
    def cases():
        for case_id, part, program, line, action, occurrence, _ in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            file = PROGRAMS[program]
            spec = L[case_id]
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + RUN, "form": "sql-string" if spec.get("sql") else "pyspark",
                    "source": SOURCE}
            yield part, BENCH / part / case_id, module_rows(L[case_id]["nodes"], file), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
