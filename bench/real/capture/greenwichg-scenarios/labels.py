"""Write each gw_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/greenwichg-scenarios/labels.py

A label: N(node id, operator, spans, derived, kind, cte=..., amb=...): spans are the file's own line numbers. Symbols:
a PySpark solution's code is all inside `etl`, so `<path dotted>.etl`
(`easy_level.exercises.04_exercise.solutions.pyspark_solution.etl`); a clause of a .sql file (SQL or dbt) is the
file's path dotted (the model) or, inside a CTE, the model then the CTE (`cte=`), as bench-format.md says for dbt.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "greenwichg__pyspark_problem_scenarios"
COMMIT = "1f09862fc1179dc6581ac34e39ba4d3e7bff43fa"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
INPUTS = ("Inputs: made by our runner (bench/real/capture/greenwichg-scenarios/run_solution.py), outside the repository: "
          "spark.createDataFrame of generated rows (make_data.py, fixed seeds) in the problem statement's schema, each "
          "registered as a temp view under its table name; each Scan ExistingRDD is labelled at the place in the "
          "solution that names that input (the etl(...) parameter line of a PySpark solution, the FROM/JOIN line of a "
          "SQL or dbt one). ")
RUN = {"pyspark": "Run: run_solution.py imported solutions/pyspark_solution.py unchanged and called etl(...) with the "
                  "inputs, then collect() on its result. ",
       "sql": "Run: run_solution.py ran the text of the .sql file unchanged with spark.sql (only a trailing ';' "
              "dropped), then collect(). ",
       "dbt": "Run: run_solution.py rendered dbt_solution.sql's {{ ref('x') }} to the relation name x on the same line "
              "(as the jaffle-shop capture renders refs) and ran it with spark.sql, then collect(). "}
TAIL = ("The plan is the one the collect() ran, written by a query-execution listener after it ran (final adaptive "
        "plan); event_log.json from the same spark-submit run (one run per problem, its forms in the order pyspark, "
        "sql, dbt).")
EX = "easy_level/exercises"


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, cte=None, amb=False):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, cte, amb))


def P(n):
    return f"{EX}/{n}_exercise/solutions/pyspark_solution.py"


def S(n, name="sql_solution.sql"):
    return f"{EX}/{n}_exercise/solutions/{name}"


def D(n):
    return f"{EX}/{n}_exercise/solutions/dbt_solution.sql"


def join_side(ids, join, prune=None, scan=None, bx=None):
    """A join input: its Filter (inferred isnotnull), pruning Project, hash Exchange, BroadcastExchange; None skips."""
    f, p, x = ids
    out = []
    if f:
        out.append(N(f, "Filter", join, True, "join"))
    if p:
        out.append(N(p, "Project", prune, True, "project", amb=True))
    if x:
        out.append(N(x, "Exchange", join, True, "join"))
    if bx:
        out.append(N(bx, "BroadcastExchange", join, True, "join"))
    return out


def sql_join_side(ids, join, cte, prune=None, bx=None):
    return [N(*n[:5], cte=cte, amb=n[6]) for n in join_side(ids, join, prune, bx=bx)]


def agg(ids_derived, final, spans, cte=None, kind="aggregate"):
    """The derived partial aggregates and Exchanges of one aggregation, then its last aggregate (not derived)."""
    out = [N(i, op, spans, True, kind, cte=cte) for i, op in ids_derived]
    out.append(N(final, "HashAggregate", spans, False, kind, cte=cte))
    return out


def order(x, s, spans, cte=None):
    return [N(x, "Exchange", spans, True, "sort", cte=cte), N(s, "Sort", spans, False, "sort", cte=cte)]


H, X = "HashAggregate", "Exchange"
L: dict[str, dict] = {}

# ---- 04 call center: join, countDistinct + sum per date, sort -------------------------------------------------------
L["gw_04_calls_pyspark"] = dict(
    file=P("04"),
    dataframe="etl(calls_df, customers_df) of 04_exercise/solutions/pyspark_solution.py: calls_df.join(customers_df, "
              "\"cust_id\") (12), groupBy(\"date\").agg(countDistinct(\"cust_id\"), sum(\"duration\")) (15-18), "
              "orderBy(\"date\") (21)",
    notes="The same problem is solved in SQL (sql_solution.sql) and as a dbt model (dbt_solution.sql) in the same "
          "folder; they are other cases or none, never alternatives. AQE made the sort-merge join a broadcast join "
          "(customers side broadcast). countDistinct: three partial/merge aggregates and two Exchanges, derived at the "
          "groupBy/agg, the last aggregate not. Pruning Projects derived, ambiguous. ",
    nodes=[N(1, "Scan ExistingRDD", [[10, 10]], False, "read"),
           *join_side((2, 3, 4), [[12, 12]], [[12, 12], [15, 18]]),
           N(7, "Scan ExistingRDD", [[10, 10]], False, "read"),
           *join_side((8, 9, 10), [[12, 12]], [[12, 12], [15, 18]], bx=13),
           N(15, "BroadcastHashJoin", [[12, 12]], False, "join"),
           N(16, "Project", [[12, 12], [15, 18]], True, "project", amb=True),
           *agg([(17, H), (18, H), (19, H), (20, X)], 23, [[15, 18]]),
           *order(24, 27, [[21, 21]])])

L["gw_04_calls_dbt"] = dict(
    file=D("04"),
    dataframe="04_exercise/solutions/dbt_solution.sql (the model daily_customer_summary): CTE joined (3-11: cc_calls "
              "JOIN cc_customer ON cust_id), CTE agg (13-20: COUNT(DISTINCT cust_id), SUM(CAST(duration AS INT)) "
              "GROUP BY date), final SELECT with casts ORDER BY date (22-27)",
    notes="sql_solution.sql in the same folder is the same query without dbt (other case or none); "
          "pyspark_solution.py the same problem in PySpark. The joined CTE's select list is pushed below the join "
          "(Projects 3, 9: derived, ambiguous) and kept after it (16). The final SELECT's casts fold into the last "
          "aggregate (its span accepted too). ",
    nodes=[N(1, "Scan ExistingRDD", [[8, 8]], False, "read", cte="joined"),
           *sql_join_side((2, 3, 4), [[9, 10]], "joined", prune=[[4, 7], [9, 10]], bx=7),
           N(9, "Scan ExistingRDD", [[9, 9]], False, "read", cte="joined"),
           *sql_join_side((10, 11, 12), [[9, 10]], "joined", prune=[[4, 7], [9, 10]]),
           N(15, "BroadcastHashJoin", [[9, 10]], False, "join", cte="joined"),
           N(16, "Project", [[4, 7]], False, "sql", cte="joined"),
           *[N(i, op, [[14, 17], [19, 19]], True, "aggregate", cte="agg") for i, op in
             [(17, H), (18, H), (19, H), (20, X)]],
           N(23, "HashAggregate", [[14, 17], [19, 19], [22, 25]], False, "aggregate", cte="agg"),
           *order(24, 27, [[27, 27]])])

# ---- 05 AI research: row_number window (PySpark without the join, dbt with it) -------------------------------------
L["gw_05_authors_pyspark"] = dict(
    file=P("05"),
    dataframe="etl(authors, research_papers) of 05_exercise/solutions/pyspark_solution.py: authors.withColumn("
              "\"row_number\", row_number().over(W.partitionBy(\"paper_id\").orderBy(\"author_id\"))) (6, 9-12), "
              "select (15), orderBy(\"paper_id\", \"row_number\") (18); research_papers is never used",
    notes="The SQL and dbt solutions of the same problem join the papers first; this one does not. The window's "
          "Exchange and Sort are derived at the withColumn and the window spec. ",
    nodes=[N(1, "Scan ExistingRDD", [[4, 4]], False, "read"),
           N(2, "Exchange", [[9, 12], [6, 6]], True, "window"),
           N(5, "Sort", [[9, 12], [6, 6]], True, "window"),
           N(6, "Window", [[9, 12], [6, 6]], False, "window"),
           N(7, "Project", [[15, 15]], False, "project"),
           *order(8, 11, [[18, 18]])])

L["gw_05_authors_dbt"] = dict(
    file=D("05"),
    dataframe="05_exercise/solutions/dbt_solution.sql (numbered_authors model): CTE numbered_authors (3-13: ai_author "
              "JOIN ai_research_papers, ROW_NUMBER() OVER (PARTITION BY paper_id ORDER BY author_id)), final SELECT "
              "ORDER BY paper_id, row_number (15-23)",
    notes="sql_solution.sql in the same folder is the same query (other case or none). The join's hash Exchange on "
          "paper_id also serves the window (no Exchange of its own); the window's Sort is derived at the ROW_NUMBER "
          "line. ",
    nodes=[N(1, "Scan ExistingRDD", [[10, 10]], False, "read", cte="numbered_authors"),
           *sql_join_side((2, None, 3), [[11, 12]], "numbered_authors"),
           N(6, "Scan ExistingRDD", [[12, 12]], False, "read", cte="numbered_authors"),
           *sql_join_side((7, 8, 9), [[11, 12]], "numbered_authors", prune=[[11, 12], [4, 8]], bx=12),
           N(14, "BroadcastHashJoin", [[11, 12]], False, "join", cte="numbered_authors"),
           N(15, "Project", [[4, 8]], False, "sql", cte="numbered_authors"),
           N(16, "Sort", [[8, 8]], True, "window", cte="numbered_authors"),
           N(17, "Window", [[8, 8]], False, "window", cte="numbered_authors"),
           *order(18, 21, [[22, 23]])])

# ---- 06 union ------------------------------------------------------------------------------------------------------
L["gw_06_union_pyspark"] = dict(
    file=P("06"),
    dataframe="etl(ic_data_1, ic_data_2) of 06_exercise/solutions/pyspark_solution.py: ic_data_1.unionAll(ic_data_2) "
              "(11).orderBy('age') (12)",
    notes="The SQL and dbt solutions in the same folder are the same union (other cases or none). ",
    nodes=[N(1, "Scan ExistingRDD", [[10, 10]], False, "read"),
           N(2, "Scan ExistingRDD", [[10, 10]], False, "read"),
           N(3, "Union", [[11, 11]], False, "union"),
           *order(4, 7, [[12, 12]])])

L["gw_06_union_sql"] = dict(
    file=S("06"), form="sql",
    dataframe="06_exercise/solutions/sql_solution.sql: SELECT ... FROM (SELECT * FROM ic_data_1 UNION ALL SELECT * "
              "FROM ic_data_2) combined_data ORDER BY age",
    notes="The outer select list keeps every column in order, so no Project. The dbt model of the same folder writes "
          "the union in a CTE (other case or none). ",
    nodes=[N(1, "Scan ExistingRDD", [[3, 3]], False, "read"),
           N(2, "Scan ExistingRDD", [[5, 5]], False, "read"),
           N(3, "Union", [[3, 5]], False, "union"),
           *order(4, 7, [[7, 7]])])

# ---- 07 payroll: join + case when ----------------------------------------------------------------------------------
L["gw_07_payroll_pyspark"] = dict(
    file=P("07"),
    dataframe="etl(rp_employees, rp_payroll) of 07_exercise/solutions/pyspark_solution.py: rp_employees.join("
              "rp_payroll, on=\"employee_id\", how=\"inner\") (12-14), withColumn(\"pay\", when(...).otherwise(...)) "
              "(31-32, the column built at 17-28), drop(\"hours_worked\", \"hourly_rate\", \"age\") (33)",
    notes="No sort in this solution (the SQL and dbt ones order by employee_id). The pay Project carries the "
          "withColumn, the when/otherwise expression and the drop. age is pruned before the join (derived, "
          "ambiguous: the join and the drop). ",
    nodes=[N(1, "Scan ExistingRDD", [[10, 10]], False, "read"),
           *join_side((2, 3, 4), [[12, 14]], [[12, 14], [31, 33]]),
           N(7, "Scan ExistingRDD", [[10, 10]], False, "read"),
           *join_side((8, None, 9), [[12, 14]], bx=12),
           N(14, "BroadcastHashJoin", [[12, 14]], False, "join"),
           N(15, "Project", [[31, 33], [17, 28]], False, "project")])

L["gw_07_payroll_sql"] = dict(
    file=S("07"), form="sql",
    dataframe="07_exercise/solutions/sql_solution.sql: CTE pay_calculation (1-14: rp_employees JOIN rp_payroll, CASE "
              "WHEN hours_worked <= 40 ... END AS pay), SELECT employee_id, name, ROUND(pay::numeric, 2), position "
              "ORDER BY employee_id (15-21)",
    notes="The final SELECT's ROUND over the CTE's CASE is one Project (both spans). age is pruned before the join "
          "(derived, ambiguous). dbt_solution.sql is the same query as a model (other case or none). ",
    nodes=[N(1, "Scan ExistingRDD", [[12, 12]], False, "read", cte="pay_calculation"),
           *sql_join_side((2, 3, 4), [[13, 13]], "pay_calculation", prune=[[13, 13], [2, 11]], bx=7),
           N(9, "Scan ExistingRDD", [[13, 13]], False, "read", cte="pay_calculation"),
           *sql_join_side((10, None, 11), [[13, 13]], "pay_calculation"),
           N(14, "BroadcastHashJoin", [[13, 13]], False, "join", cte="pay_calculation"),
           N(15, "Project", [[15, 19], [8, 11]], False, "sql"),
           *order(16, 19, [[21, 21]])])

# ---- 08 minerals: join, sum per location/mineral, sort --------------------------------------------------------------
L["gw_08_minerals_pyspark"] = dict(
    file=P("08"),
    dataframe="etl(mc_extraction, mc_mines) of 08_exercise/solutions/pyspark_solution.py: mc_mines.join(mc_extraction, "
              "mc_mines.id == mc_extraction.mine_id) (11-13), groupby([\"location\", \"mineral\"]).agg(sum("
              "\"quantity\")) (15-19), orderBy(\"location\", \"mineral\") (21-23)",
    notes="The SQL and dbt solutions in the same folder are the same query (other cases or none). AQE broadcast the mines side. Pruning Projects derived, ambiguous. ",
    nodes=[N(1, "Scan ExistingRDD", [[10, 10]], False, "read"),
           *join_side((2, 3, 4), [[11, 13]], [[11, 13], [15, 19]], bx=7),
           N(9, "Scan ExistingRDD", [[10, 10]], False, "read"),
           *join_side((10, 11, 12), [[11, 13]], [[11, 13], [15, 19]]),
           N(15, "BroadcastHashJoin", [[11, 13]], False, "join"),
           N(16, "Project", [[11, 13], [15, 19]], True, "project", amb=True),
           *agg([(17, H), (18, X)], 21, [[15, 19]]),
           *order(22, 25, [[21, 23]])])

L["gw_08_minerals_sql"] = dict(
    file=S("08"), form="sql",
    dataframe="08_exercise/solutions/sql_solution.sql: SELECT m.location, e.mineral, SUM(e.quantity) FROM mc_mines m "
              "JOIN mc_extraction e ON m.id = e.mine_id GROUP BY m.location, e.mineral ORDER BY ...",
    notes="dbt_solution.sql in the same folder is the same query as a model (other case or none). AQE broadcast the "
          "mines side. ",
    nodes=[N(1, "Scan ExistingRDD", [[5, 6]], False, "read"),
           *sql_join_side((2, 3, 4), [[7, 8]], None, prune=[[7, 8], [1, 4]], bx=7),
           N(9, "Scan ExistingRDD", [[8, 8]], False, "read"),
           *sql_join_side((10, 11, 12), [[7, 8]], None, prune=[[7, 8], [1, 4]]),
           N(15, "BroadcastHashJoin", [[7, 8]], False, "join"),
           N(16, "Project", [[7, 8], [1, 4]], True, "project", amb=True),
           *agg([(17, H), (18, X)], 21, [[1, 4], [9, 10]]),
           *order(22, 25, [[11, 12]])])

# ---- 10 full outer join ---------------------------------------------------------------------------------------------
L["gw_10_materials_pyspark"] = dict(
    file=P("10"),
    dataframe="etl(df_experiments, df_materials) of 10_exercise/solutions/pyspark_solution.py: df_experiments.join("
              "df_materials, on=\"material_id\", how=\"full\") (8-10), select of six columns (13-20)",
    notes="A full outer join stays a sort-merge join. Its coalesce(material_id) (join by column name) is computed in "
          "the select's Project (both spans). The SQL solution of the same problem fails on Spark 4 (TO_CHAR with a "
          "'YYYY-MM-DD' format) and gives no case. ",
    nodes=[N(1, "Scan ExistingRDD", [[6, 6]], False, "read"),
           N(2, "Exchange", [[8, 10]], True, "join"),
           N(5, "Sort", [[8, 10]], True, "join"),
           N(6, "Scan ExistingRDD", [[6, 6]], False, "read"),
           N(7, "Exchange", [[8, 10]], True, "join"),
           N(10, "Sort", [[8, 10]], True, "join"),
           N(11, "SortMergeJoin", [[8, 10]], False, "join"),
           N(12, "Project", [[13, 20], [8, 10]], False, "project")])

# ---- 14 candidates with three skills --------------------------------------------------------------------------------
L["gw_14_skills_pyspark"] = dict(
    file=P("14"),
    dataframe="etl(csm_candidate_skills) of 14_exercise/solutions/pyspark_solution.py: filter(skill.isin(...)) (13-15), "
              "groupBy(\"candidate_id\").agg(count(\"skill\")) (18-20), filter(skill_count == 3).select(...) (23), "
              "orderBy (26)",
    notes="The SQL solution is the same query (GROUP BY ... HAVING COUNT(skill) = 3); the dbt model counts DISTINCT "
          "skills (other cases or none). ",
    nodes=[N(1, "Scan ExistingRDD", [[11, 11]], False, "read"),
           N(2, "Filter", [[13, 15]], False, "filter"),
           *agg([(3, H), (4, X)], 7, [[18, 20]]),
           N(8, "Filter", [[23, 23]], False, "filter"),
           N(9, "Project", [[23, 23]], False, "project"),
           *order(10, 13, [[26, 26]])])

L["gw_14_skills_dbt"] = dict(
    file=D("14"),
    dataframe="14_exercise/solutions/dbt_solution.sql: CTE filtered_skills (1-7: WHERE skill IN (...)), CTE "
              "skill_counts (9-15: COUNT(DISTINCT skill) GROUP BY candidate_id), SELECT candidate_id WHERE "
              "skill_count = 3 ORDER BY candidate_id (17-20)",
    notes="COUNT(DISTINCT): a keys-only aggregate pair on (candidate_id, skill), then partial count and the final "
          "aggregate, all derived at the CTE's select and GROUP BY but the last. ",
    nodes=[N(1, "Scan ExistingRDD", [[5, 5]], False, "read", cte="filtered_skills"),
           N(2, "Filter", [[6, 6]], False, "filter", cte="filtered_skills"),
           *agg([(3, H), (4, X), (7, H), (8, H), (9, X)], 12, [[10, 12], [14, 14]], cte="skill_counts"),
           N(13, "Filter", [[19, 19]], False, "filter"),
           N(14, "Project", [[17, 17]], False, "sql"),
           *order(15, 18, [[20, 20]])])

# ---- 16 EXCEPT --------------------------------------------------------------------------------------------------------
L["gw_16_pages_sql"] = dict(
    file=S("16"), form="sql",
    dataframe="16_exercise/solutions/sql_solution.sql: SELECT page_id FROM nlp_pages EXCEPT SELECT page_id FROM "
              "nlp_page_likes",
    notes="EXCEPT (distinct) runs as a null-safe left anti join (kind join, at the EXCEPT line) and a distinct "
          "aggregate (kind distinct, same line); each side's select list is a Project. dbt_solution.sql is the same "
          "query (other case or none). ",
    nodes=[N(1, "Scan ExistingRDD", [[2, 2]], False, "read"),
           N(2, "Project", [[1, 1]], False, "sql"),
           N(3, "Exchange", [[3, 3]], True, "join"),
           N(6, "Scan ExistingRDD", [[5, 5]], False, "read"),
           N(7, "Project", [[4, 4]], False, "sql"),
           N(8, "Exchange", [[3, 3]], True, "join"),
           N(11, "BroadcastExchange", [[3, 3]], True, "join"),
           N(13, "BroadcastHashJoin", [[3, 3]], False, "join"),
           *agg([(14, H), (15, X)], 18, [[3, 3]], kind="distinct")])

# ---- 18 monthly ratings --------------------------------------------------------------------------------------------
L["gw_18_ratings_pyspark"] = dict(
    file=P("18"),
    dataframe="etl(input_df) of 18_exercise/solutions/pyspark_solution.py: withColumn(\"mth\", month(submit_date)) "
              "(6), groupBy(\"mth\", \"product_id\").agg(avg(\"stars\")) (10-11), withColumn cast (12), "
              "withColumnRenamed(\"product_id\", \"product\") (16), orderBy(\"mth\", \"product\") (19)",
    notes="The cast and the rename fold into the final aggregate's results (their spans accepted). The SQL and dbt "
          "solutions are the same query (other cases or none). ",
    nodes=[N(1, "Scan ExistingRDD", [[4, 4]], False, "read"),
           N(2, "Project", [[6, 6]], False, "project"),
           *agg([(3, H), (4, X)], 7, [[10, 11]]),
           *order(8, 11, [[19, 19]])])
L["gw_18_ratings_pyspark"]["nodes"][-3] = N(7, "HashAggregate", [[10, 11], [12, 12], [16, 16]], False, "aggregate")

# ---- 22 companies with duplicate listings ---------------------------------------------------------------------------
L["gw_22_listings_sql"] = dict(
    file=S("22"), form="sql",
    dataframe="22_exercise/solutions/sql_solution.sql: SELECT COUNT(DISTINCT company_id) FROM (SELECT company_id, "
              "title, description, COUNT(*) FROM rjp_listings GROUP BY ... HAVING COUNT(*) > 1) AS duplicates",
    notes="Two aggregations: the inner GROUP BY (partial, Exchange, final) with its HAVING Filter, then the outer "
          "COUNT(DISTINCT) (keys-only pair, partial count, single-partition Exchange, final). dbt_solution.sql is the "
          "same query with a CTE (other case or none). ",
    nodes=[N(1, "Scan ExistingRDD", [[4, 4]], False, "read"),
           N(2, "Project", [[3, 3], [4, 4]], True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, [[3, 3], [5, 5]]),
           N(8, "Filter", [[6, 6]], False, "filter"),
           N(9, "Project", [[1, 1], [3, 3]], True, "project", amb=True),
           *agg([(10, H), (11, X), (14, H), (15, H), (16, X)], 18, [[1, 1]])])

# ---- 24 self join ---------------------------------------------------------------------------------------------------
L["gw_24_managers_sql"] = dict(
    file=S("24"), form="sql",
    dataframe="24_exercise/solutions/sql_solution.sql: SELECT e.employee_id, e.name FROM hea_employee e JOIN "
              "hea_employee m ON e.manager_id = m.employee_id WHERE e.salary > m.salary",
    notes="A self join: both scans are the one input. The WHERE comparing the two sides becomes the join's "
          "condition; the isnotnull Filters are inferred from the ON and the WHERE (derived, kind join, both spans). ",
    nodes=[N(1, "Scan ExistingRDD", [[5, 5]], False, "read"),
           *sql_join_side((2, 3, 4), [[8, 9], [10, 11]], None, prune=[[1, 3], [5, 5]], bx=7),
           N(9, "Scan ExistingRDD", [[7, 7]], False, "read"),
           *sql_join_side((10, 11, 12), [[8, 9], [10, 11]], None, prune=[[8, 11], [7, 7]]),
           N(15, "BroadcastHashJoin", [[8, 9], [10, 11]], False, "join"),
           N(16, "Project", [[1, 3]], False, "sql")])

# ---- 25 downloads: pivot (PySpark) and SUM(CASE WHEN) with HAVING (SQL) --------------------------------------------
L["gw_25_downloads_pyspark"] = dict(
    file=P("25"),
    dataframe="etl(adtc_customer) of 25_exercise/solutions/pyspark_solution.py: groupBy(\"cdate\", \"user_type\").agg("
              "sum(\"downloads\")) (11-12), groupBy(\"cdate\").pivot(\"user_type\", [\"free\", \"premium\"])"
              ".sum(\"total_downloads\") (18-20), two withColumnRenamed (21-22), filter (28), select (29), "
              "orderBy(\"cdate\") (30)",
    notes="The pivot runs as an aggregate by (cdate, user_type) then a PivotFirst aggregate pair (kind pivot, at "
          "18-20; the last not derived). The renames fold into the select's Project. The SQL and dbt solutions write "
          "the pivot as SUM(CASE WHEN ...) (other cases or none). ",
    nodes=[N(1, "Scan ExistingRDD", [[7, 7]], False, "read"),
           N(2, "Project", [[11, 12], [7, 7]], True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, [[11, 12]]),
           N(8, "HashAggregate", [[18, 20]], True, "pivot"),
           *agg([(9, H), (10, X)], 13, [[18, 20]], kind="pivot"),
           N(14, "Filter", [[28, 28]], False, "filter"),
           N(15, "Project", [[29, 29], [21, 22]], False, "project"),
           *order(16, 19, [[30, 30]])])

L["gw_25_downloads_sql"] = dict(
    file=S("25"), form="sql",
    dataframe="25_exercise/solutions/sql_solution.sql: SELECT cdate, SUM(CASE WHEN user_type = 'free' ...), "
              "SUM(CASE WHEN user_type = 'premium' ...) FROM adtc_customer GROUP BY cdate HAVING ... ORDER BY cdate",
    notes="The HAVING repeats the two sums: one aggregate, then a Filter on its results. dbt_solution.sql writes the "
          "filter as a CTE's WHERE (other case or none). ",
    nodes=[N(1, "Scan ExistingRDD", [[5, 5]], False, "read"),
           N(2, "Project", [[1, 4], [5, 5]], True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, [[1, 4], [6, 6]]),
           N(8, "Filter", [[7, 8]], False, "filter"),
           *order(9, 12, [[9, 9]])])

# ---- 29 query histogram: count distinct, left join, histogram aggregate ------------------------------------------------
L["gw_29_queries_dbt"] = dict(
    file=D("29"),
    dataframe="29_exercise/solutions/dbt_solution.sql: CTE query_count (3-13: COUNT(DISTINCT query_id) per employee in "
              "Q3 2023), CTE all_employees (15-25: qd_employees LEFT JOIN query_count, COALESCE), CTE histogram (27-35: "
              "COUNT(*) GROUP BY unique_queries), SELECT * ORDER BY unique_queries (37-39)",
    notes="The query_count side is aggregated then broadcast for the left join. sql_solution.sql is the same query "
          "(its ORDER BY inside the CTE) (other case or none). ",
    nodes=[N(1, "Scan ExistingRDD", [[20, 20]], False, "read", cte="all_employees"),
           N(2, "Project", [[16, 18], [20, 20]], True, "project", cte="all_employees", amb=True),
           N(3, "Exchange", [[21, 24]], True, "join", cte="all_employees"),
           N(6, "Scan ExistingRDD", [[8, 8]], False, "read", cte="query_count"),
           N(7, "Filter", [[9, 10]], False, "filter", cte="query_count"),
           N(8, "Project", [[4, 6], [8, 8]], True, "project", cte="query_count", amb=True),
           *agg([(9, H), (10, X), (13, H), (14, H), (15, X)], 18, [[4, 6], [11, 12]], cte="query_count"),
           N(19, "BroadcastExchange", [[21, 24]], True, "join", cte="all_employees"),
           N(21, "BroadcastHashJoin", [[21, 24]], False, "join", cte="all_employees"),
           N(22, "Project", [[16, 18]], False, "sql", cte="all_employees"),
           *agg([(23, H), (24, X)], 27, [[28, 30], [33, 34]], cte="histogram"),
           *order(28, 31, [[39, 39]])])


def symbol(file: str, cte) -> str:
    if file.endswith(".py"):
        return file[:-3].replace("/", ".") + ".etl"
    return file[:-4].replace("/", ".") + (f".{cte}" if cte else "")


def rows_of(case_id: str) -> list[dict]:
    spec = L[case_id]
    rows = []
    for nid, op, spans, derived, kind, cte, amb in spec["nodes"]:
        rows.append({"node_id": nid, "operator": op, "file": spec["file"], "lines": spans,
                     "symbol": symbol(spec["file"], cte), "derived": derived, "kind": kind, "ambiguous": amb})
    return sorted(rows, key=lambda r: r["node_id"])


def main() -> int:
    def cases():
        for case_id, part, problem, form in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            spec = L[case_id]
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": spec["file"],
                    "dataframe": spec["dataframe"] + " (recorded action: collect() of the result in our runner)",
                    "notes": spec["notes"] + INPUTS + SESSION + RUN[form] + TAIL, "form": form,
                    "source": "greenwichg/pyspark_problem_scenarios"}
            yield part, BENCH / part / case_id, rows_of(case_id), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
