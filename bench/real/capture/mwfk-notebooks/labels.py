"""Write each mw_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), checked as they are written
(../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/mwfk-notebooks/labels.py

Guide nodes (`00- PySpark Guide.ipynb`): (node id, cell, spans, derived, kind[, extra]), `cell` 0-based among all
the notebook's cells, spans lines inside it, `file_lines` filled and checked by
../jadianes__spark-py-notebooks/nbgold.py (`notebook_rows`); an extra may hold `alt` ((cell, spans) each) or
`ambiguous`; symbol `00- PySpark Guide.<module>`. Lab nodes (Databricks source notebooks): (node id, spans, derived,
kind, function, ambiguous, true_lines, alt) with file lines (`%sql`/`%python` cells included), rows by
../case_files.program_rows; a function None is a SQL statement (symbol: the notebook's name, as `.sql` files are
named), `<module>` top-level Python, else the Python function's name; `alt`: (spans, function) each, same notebook.
Operator names are read from the plan. The initial adaptive plan's nodes printed after the executed ones are
labelled as their executed twins (found with codemap's plan parser, `twin_of`); an initial-plan CollectLimit AQE
dropped is labelled explicitly.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, GUIDE, L22, L33, L45, L49, L53, NO_BROADCAST, PROGRAMS, REPO, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import program_rows, s, write_cases  # noqa: E402
sys.path.insert(0, str(HERE.parent / "jadianes__spark-py-notebooks"))
from nbgold import notebook_rows  # noqa: E402
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
from check_cases import plan_nodes  # noqa: E402

from codemap_pipeline.plans.parser import parse_plan_text  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "e006f700295a08fc0ab63ead9f5fd1fb5257694a"
SOURCE = "MWFK/DataBricks-PySpark-Notebooks"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
RUN_GUIDE = ("Run: bench/real/capture/mwfk-notebooks/capture.py: the notebook ran unchanged, cell by cell, as a "
             "spark-submit driver (../ykanakaraju-pyspark/nbdriver.py) from the root of a scratch copy of the laid-out "
             "repository, its `!wget` download cars.csv generated there (make_data.py), `import findspark` served by a "
             "no-op stand-in; the plan is the one the action ran, written by a query-execution listener after it ran "
             "(final adaptive plan; the initial plan's nodes printed after it labelled as their executed twins); "
             "event_log.json from the same run. ")
RUN_LABS = ("Run: bench/real/capture/mwfk-notebooks/capture.py: `spark-submit ../david-lyle-databricks/nadriver.py "
            "{nbs}` from the root of a scratch copy of the laid-out repository, those notebooks in that order in one "
            "session, each cell by cell, unchanged, under its own path and line numbers: SQL cells statement by "
            "statement through spark.sql, a result shown as Databricks displays it with a stand-in display (a show(): "
            "toprettystring Project and CollectLimit); each lab's `%run ../Includes/Classroom-Setup-<lab>` (not in the "
            "repository) answered by our stand-in setup notebooks (the lesson database made current, `DA`, the "
            "`da.*` confs its `${{da.*}}` references read, the earlier lessons' tables for 4.9L); DBFS served by a "
            "stand-in default file system over generated course data. The plan is the one the action or statement "
            "ran, written by a query-execution listener after it ran; event_log.json from the same run. ")
SHOW = ("Display: a toprettystring Project that is only the show's/display's is derived at that call (kind project), "
        "a user's select it merged with keeps the select's line; CollectLimit and a LocalLimit the show pushed down "
        "derived at the show; orderBy + show as TakeOrderedAndProject at the orderBy (kind sort). ")
AGG = ("Aggregates: partial levels and their Exchanges derived at the groupBy/count/distinct/dropDuplicates call or "
       "clause, the final not; an empty Project under a count derived and ambiguous. ")
JOIN = ("Joins: the isnotnull Filters inferred from the join key, BroadcastExchange, and a sort-merge join's "
        "Exchange/Sort derived at the join. ")
READ = ("Scans at the read (or createDataFrame) line; a filter pushed into the scan adds its line; a scan through a "
        "view or a table the notebook made accepts the FROM line and the statement that defined it. ")

GSYM = GUIDE.removesuffix(".ipynb") + ".<module>"


def lab_symbol(file: str):
    stem = file.rsplit(".", 1)[0]
    return lambda fn: stem if fn is None else f"{stem}.{fn}"


def g(nid, cell, spans, derived, kind, *extra):
    return [nid, cell, spans, derived, kind, *extra]


def d(nid, spans, derived, kind, fn=None, amb=False, true=None, alt=None):
    return [nid, spans, derived, kind, fn, amb, true, alt]


AMB = {"ambiguous": True}
L: dict[str, dict] = {}

# ---- 00- PySpark Guide.ipynb: cell 34 df = read csv (4), show(5) (5); cell 54 df = read csv with schema (1);
# cells 71/72/73 withColumn (4 / 3-4 / 4), each then show (7); cell 81 groupBy count show (2); cell 89 filter count
# (4-5); cell 92 select distinct show (2); cell 96 groupBy count orderBy show (2); cell 99 read (2), two filters
# (3, 4), union count (7); cell 101 two createDataFrame (3, 4), unionByName show (5); cell 122 createDataFrame (3),
# select date_add(max)/date_sub(min) show (5); cell 124 two createDataFrame (2, 3); cell 125 join select show (2);
# cell 129 read (2), temp view (4), SQL count show (8); cell 158 createDataFrame (8), dropDuplicates show (9).
SCHEMA_READ = (54, s(1))

L["mw_guide_read_show5"] = dict(
    dataframe="df = spark.read.csv('cars.csv', header=True, sep=';') (cell 34 line 4), df.show(5) (line 5)",
    notes="The guide's first read, every column a string. " + READ + SHOW,
    nodes=[g(1, 34, s(4), False, "read"), g(2, 34, s(5), True, "project"), g(3, 34, s(5), True, "limit")])

L["mw_guide_withcolumn_concat_show"] = dict(
    dataframe="df.withColumn('car_model', concat(col('Car'), lit(' '), col('model'))) (cell 73 line 4), then "
              "df.show(5, truncate=False) (line 7); df the schema read of cell 54 with lit columns added in cells 71 "
              "and 72",
    notes="Three cells' withColumn calls and the show's string casts in one Project: the last cell's call, the "
          "other two cells' as alts. " + READ + SHOW,
    nodes=[g(1, *SCHEMA_READ, False, "read"),
           g(2, 73, s(4), False, "project", {"alt": [(72, s((3, 4))), (71, s(4))]}),
           g(3, 73, s(7), True, "limit")])

L["mw_guide_groupby_origin_model_show"] = dict(
    dataframe="df.groupBy('Origin', 'Model').count().show(5) (cell 81 line 2); df the schema read of cell 54 "
              "after withColumn/withColumnRenamed cells (pruned away)",
    notes="A two-key count; the withColumn Projects of cells 71-77 pruned. " + READ + AGG + SHOW,
    nodes=[g(1, *SCHEMA_READ, False, "read"), g(2, 81, s(2), True, "aggregate"),
           g(3, 81, s(2), True, "aggregate"), g(6, 81, s(2), False, "aggregate"), g(7, 81, s(2), True, "limit")])

L["mw_guide_filter_two_conditions_count"] = dict(
    dataframe="df.filter((col('Origin')=='Europe') & (col('Cylinders')==4)).count() (cell 89 lines 4-5); df the "
              "schema read of cell 54",
    notes="Both conditions pushed into the csv scan; the same filter's first condition shown in line 7 and in "
          "cell 88 (look-alikes, not alternatives). " + READ + AGG,
    nodes=[g(1, *SCHEMA_READ, False, "read", {"alt": [(89, s((4, 5)))]}),
           g(2, 89, s((4, 5)), False, "filter"),
           g(3, 89, s((4, 5)), True, "project", AMB),
           g(4, 89, s(5), True, "aggregate"), g(5, 89, s(5), True, "aggregate"), g(7, 89, s(5), False, "aggregate")])

L["mw_guide_distinct_origin_model_show"] = dict(
    dataframe="df.select('Origin','model').distinct().show() (cell 92 line 2); df the schema read of cell 54",
    notes="distinct as two HashAggregates without functions; cell 91 is the one-column look-alike. " + READ + AGG
          + SHOW,
    nodes=[g(1, *SCHEMA_READ, False, "read"), g(2, 92, s(2), True, "distinct"), g(3, 92, s(2), True, "distinct"),
           g(6, 92, s(2), False, "distinct"), g(7, 92, s(2), True, "limit")])

L["mw_guide_groupby_orderby_show"] = dict(
    dataframe="df.groupBy('Origin').count().orderBy('count', ascending=False).show(10) (cell 96 line 2)",
    notes="groupBy count then a descending sort shown: TakeOrderedAndProject. " + READ + AGG + SHOW,
    nodes=[g(1, *SCHEMA_READ, False, "read"), g(2, 96, s(2), True, "aggregate"), g(3, 96, s(2), True, "aggregate"),
           g(6, 96, s(2), False, "aggregate"), g(7, 96, s(2), False, "sort")])

L["mw_guide_union_count"] = dict(
    dataframe="europe_cars.union(japan_cars).count() (cell 99 line 7); df = spark.read.csv(..., inferSchema=True) "
              "(line 2), europe_cars/japan_cars filters (lines 3, 4)",
    notes="Two scans of one read, each with its filter pushed in; the empty Projects under the count derived and "
          "ambiguous (the filter and the count). " + READ + AGG,
    nodes=[g(1, 99, s(2, 3), False, "read"), g(2, 99, s(3), False, "filter"),
           g(3, 99, s(7, 3), True, "project", AMB),
           g(4, 99, s(2, 4), False, "read"), g(5, 99, s(4), False, "filter"),
           g(6, 99, s(7, 4), True, "project", AMB),
           g(7, 99, s(7), False, "union"), g(8, 99, s(7), True, "aggregate"), g(9, 99, s(7), True, "aggregate"),
           g(11, 99, s(7), False, "aggregate")])

L["mw_guide_unionbyname_show"] = dict(
    dataframe="df1.unionByName(df2).show() (cell 101 line 5), df1/df2 = spark.createDataFrame(...) (lines 3, 4)",
    notes="The show's limit pushed below the union into both sides; df2's Project reorders its columns by name "
          "(unionByName) with the show's casts. " + READ + SHOW,
    nodes=[g(1, 101, s(3), False, "read"), g(2, 101, s(5), True, "project"), g(3, 101, s(5), True, "limit"),
           g(4, 101, s(4), False, "read"), g(5, 101, s(5), False, "project"), g(6, 101, s(5), True, "limit"),
           g(7, 101, s(5), False, "union"), g(8, 101, s(5), True, "limit")])

L["mw_guide_date_add_max_show"] = dict(
    dataframe="df.select(date_add(max(col('Date')),3), date_sub(min(col('Date')),3)).show() (cell 122 line 5); "
              "df = spark.createDataFrame(...) (line 3)",
    notes="A global max/min of a string column as SortAggregate, date_add/date_sub in its result. " + READ + AGG,
    nodes=[g(1, 122, s(3), False, "read"), g(2, 122, s(5), True, "aggregate"), g(3, 122, s(5), True, "aggregate"),
           g(5, 122, s(5), False, "aggregate")])

L["mw_guide_join_select_show"] = dict(
    dataframe="cars_df.join(car_price_df, cars_df.id == car_price_df.id, 'inner').select(...).show(truncate=False) "
              "(cell 125 line 2); cars_df, car_price_df = spark.createDataFrame(...) (cell 124 lines 2, 3)",
    notes="Planned as a sort-merge join, both sides shuffled, then made a broadcast hash join by AQE; the initial "
          "plan's CollectLimit AQE dropped labelled at the show. " + READ + JOIN + SHOW,
    nodes=[g(1, 124, s(2), False, "read"), g(2, 125, s(2), True, "join"), g(3, 125, s(2), True, "join"),
           g(6, 124, s(3), False, "read"), g(7, 125, s(2), True, "join"), g(8, 125, s(2), True, "join"),
           g(11, 125, s(2), True, "join"), g(13, 125, s(2), False, "join"), g(14, 125, s(2), False, "project"),
           g(22, 125, s(2), True, "limit")])

L["mw_guide_sql_count_temp_view"] = dict(
    dataframe="spark.sql('select count(*) as total_count from temp').show() (cell 129 line 8); temp a view "
              "(line 4) of df = spark.read.csv(...) (line 2)",
    notes="A SQL count over a temp view. " + READ + AGG,
    nodes=[g(1, 129, s(8, 2), False, "read"), g(2, 129, s(8), True, "aggregate"), g(3, 129, s(8), True, "aggregate"),
           g(5, 129, s(8), False, "aggregate")])

L["mw_guide_dropduplicates_show"] = dict(
    dataframe="df.dropDuplicates().show() (cell 158 line 9); df = spark.createDataFrame(Row(**x) for x in mylist) "
              "(line 8)",
    notes="dropDuplicates() of every column as two HashAggregates without functions; cell 160's dropDuplicates("
          "subset=['height']) is the look-alike; the initial plan's CollectLimit AQE dropped labelled at the show. "
          + READ + AGG + SHOW,
    nodes=[g(1, 158, s(8), False, "read"), g(2, 158, s(9), True, "distinct"), g(3, 158, s(9), True, "distinct"),
           g(6, 158, s(9), False, "distinct"), g(10, 158, s(9), True, "limit")])

# ---- DE 2.2L (sql notebook): CREATE TABLE beans (66-67); INSERT INTO beans VALUES (95-98); %python checks (140,
# 190-191, 225-226).
L["mw_beans_insert_values_sql"] = dict(
    file=L22,
    dataframe="INSERT INTO beans VALUES (...) (lines 95-98) into the table of CREATE TABLE beans (66-67)",
    notes="The insert's write of three VALUES rows (the same INSERT in DE 2.4L's one-cell script, lines 59-62, a "
          "look-alike; beans is a parquet table here, Delta on Databricks). Writes: WriteFiles derived at the "
          "statement, the insert command at it. ",
    nodes=[d(1, s((95, 98)), False, "read"), d(2, s(95), True, "write"), d(3, s(95), False, "write")])

L["mw_beans_pinto_filter_count"] = dict(
    file=L22,
    dataframe="spark.table('beans').filter(\"name='pinto'\").count() (line 190, a %python check cell)",
    notes="The filter pushed into the scan of the table the notebook made (CREATE TABLE 66-67, an alt). " + READ
          + AGG,
    nodes=[d(1, s(190), False, "read", "<module>", alt=[(s((66, 67)), None)]),
           d(3, s(190), False, "filter", "<module>"), d(4, s(190), True, "project", "<module>", True),
           d(5, s(190), True, "aggregate", "<module>"), d(6, s(190), True, "aggregate", "<module>"),
           d(8, s(190), False, "aggregate", "<module>")])

# ---- DE 3.3L (sql notebook): CTAS weather_managed (131-133, again 324-326 after the database is dropped and made
# again); global temp view celsius_global (424-427); SELECT * FROM global_temp.celsius_global (463).
L["mw_weather_managed_ctas_sql"] = dict(
    file=L33,
    dataframe="CREATE TABLE weather_managed AS SELECT * FROM parquet.`${da.paths.working_dir}/weather` (lines "
              "131-133), the statement's first plan (its write)",
    notes="A CTAS over a path-addressed parquet read; lines 324-326 hold the same CTAS (run later, another plan): "
          "never an alternative. Writes: WriteFiles derived at the CTAS, the insert command at it. ",
    nodes=[d(1, s(133), False, "read"), d(3, s(131), True, "write"), d(4, s(131), False, "write")])

L["mw_celsius_global_view_sql"] = dict(
    file=L33,
    dataframe="SELECT * FROM global_temp.celsius_global (line 463), the global temp view of lines 424-427 over "
              "weather_managed (the CTAS of lines 324-326)",
    notes="The view's WHERE UNIT = \"C\" pushed into the table scan; celsius (368-371) and celsius_temp (396-399) "
          "are the same query (look-alikes, not alternatives). " + READ + SHOW,
    nodes=[d(1, s(426, 463, 427, (324, 326)), False, "read"), d(3, s(427), False, "filter"),
           d(4, s(463), True, "project"), d(5, s(463), True, "limit")])

# ---- DE 4.5L (sql notebook): CREATE TABLE IF NOT EXISTS events_json ... USING JSON OPTIONS (path ...) (72-75);
# %python total = spark.table("events_json").count() (91).
L["mw_events_json_count"] = dict(
    file=L45,
    dataframe="total = spark.table('events_json').count() (line 91); events_json the JSON table of lines 72-75",
    notes="A count over the external JSON table (the table statement an alt). " + READ + AGG,
    nodes=[d(1, s(91), False, "read", "<module>", alt=[(s((72, 75)), None)]),
           d(2, s(91), True, "aggregate", "<module>"), d(3, s(91), True, "aggregate", "<module>"),
           d(5, s(91), False, "aggregate", "<module>")])

# ---- DE 4.9L (sql notebook): view events_pivot (88-95: SELECT user_id user 90, FROM events 91, PIVOT 92-95);
# %python def check_table_results (108-111, count 111) called at 125 (events_pivot) and 182 (clickpaths); view
# clickpaths (164-168: FROM events_pivot a 166, JOIN transactions b 167, ON 168).
CHECK = "check_table_results"


def count_nodes(ids, call):
    """The count in check_table_results (line 111), its caller's line an alt."""
    partial, exchange, final = ids
    a = [(s(call), "<module>")]
    return [d(partial, s(111), True, "aggregate", CHECK, alt=a), d(exchange, s(111), True, "aggregate", CHECK, alt=a),
            d(final, s(111), False, "aggregate", CHECK, alt=a)]


L["mw_reshape_pivot_count"] = dict(
    file=L49,
    dataframe="spark.table('events_pivot').count() in check_table_results (line 111), called at line 125; "
              "events_pivot the PIVOT view of lines 88-95 over events",
    notes="The count keeps only the pivot's grouping (the pivoted counts pruned): a distinct of user under a "
          "global count. Pivot: partial level and Exchange derived at the PIVOT clause (92), kind pivot. " + READ
          + AGG,
    nodes=[d(1, s(91), False, "read"), d(3, s(90), False, "project"),
           d(4, s(92), True, "pivot"), d(5, s(92), True, "pivot"), d(8, s(92), False, "pivot"),
           *count_nodes((9, 10, 12), 125)])

JOIN_ON = s((167, 168))


def clickpath_nodes(broadcast: bool):
    head = [d(1, s(91, 166), False, "read"), d(3, JOIN_ON, True, "join"), d(4, s(90), False, "project"),
            d(5, s(92), True, "pivot"), d(6, s(92), True, "pivot"), d(9, s(92), False, "pivot")]
    if broadcast:
        return head + [d(10, JOIN_ON, True, "join"), d(12, s(167), False, "read"), d(14, JOIN_ON, True, "join"),
                       d(15, JOIN_ON, False, "join"),
                       d(16, s(111), True, "project", CHECK, True, alt=[(JOIN_ON, None), (s(182), "<module>")]),
                       *count_nodes((17, 18, 20), 182)]
    return head + [d(10, JOIN_ON, True, "join"), d(11, s(167), False, "read"), d(13, JOIN_ON, True, "join"),
                   d(14, JOIN_ON, True, "join"), d(17, JOIN_ON, True, "join"), d(18, JOIN_ON, False, "join"),
                   d(19, s(111), True, "project", CHECK, True, alt=[(JOIN_ON, None), (s(182), "<module>")]),
                   *count_nodes((20, 21, 23), 182)]


L["mw_reshape_clickpaths_count"] = dict(
    file=L49,
    dataframe="spark.table('clickpaths').count() in check_table_results (line 111), called at line 182; clickpaths "
              "the view of lines 164-168 joining events_pivot (88-95) and transactions",
    notes="The pivot's grouping (pivoted counts pruned) joined to transactions, broadcast at run time; the "
          "isnotnull of the join key inferred and pushed below the pivot into the events scan. Pivot: partial level "
          "and Exchange derived at the PIVOT clause, kind pivot. " + READ + JOIN + AGG,
    nodes=clickpath_nodes(True))

L["mw_reshape_clickpaths_nobc_count"] = dict(
    file=L49,
    dataframe="spark.table('clickpaths').count() in check_table_results (line 111), called at line 182 (broadcast "
              "joins off)",
    notes="The same count as a sort-merge join: the pivot side sorted on its grouping's partitioning, transactions "
          "shuffled and sorted. Pivot: partial level and Exchange derived at the PIVOT clause, kind pivot. " + READ
          + JOIN + AGG,
    nodes=clickpath_nodes(False))

# ---- DE 5.3L (python notebook): def query_or_make_demo_table (143-160: display(spark.sql(f"SELECT * FROM
# {table_name}")) 145 in try, CREATE TABLE 149, INSERT 150-157, the same display 159 in except), called at 174
# (creates) and 185 (displays at 145); %sql SELECT id, value / FROM demo_table / WHERE state = "CA" (209-211); the
# same query with spark.sql (223) displayed (224).
QM = "query_or_make_demo_table"
L["mw_demo_table_try_display"] = dict(
    file=L53,
    dataframe="display(spark.sql(f'SELECT * FROM {table_name}')) in query_or_make_demo_table's try block (line "
              "145), the second call (line 185)",
    notes="The function's except block displays the same query at line 159 (its first call): a look-alike, not an "
          "alternative. The table made by the except block's CREATE TABLE (149) and INSERT accepted for the scan. "
          + READ + SHOW,
    nodes=[d(1, s(145, 149), False, "read", QM), d(3, s(145), True, "project", QM), d(4, s(145), True, "limit", QM)])

L["mw_demo_table_ca_sql"] = dict(
    file=L53,
    dataframe="%sql SELECT id, value FROM demo_table WHERE state = \"CA\" (lines 209-211)",
    notes="The notebook writes the same query again with spark.sql (223) and displays it (224): both accepted, "
          "the %sql cell that ran kept in true_lines. " + READ + SHOW,
    nodes=[d(1, s(210, 211, 223), False, "read", "<module>", true=s(210, 211), alt=[(s(149), QM)]),
           d(3, s(211, 223), False, "filter", "<module>", true=s(211)),
           d(4, s(209, 223), False, "project", "<module>", true=s(209)),
           d(5, s(209, 224), True, "limit", "<module>", true=s(209))])


def with_twins(folder: Path, rows: list[dict]) -> list[dict]:
    """Operator names from the plan; each initial-plan twin labelled as its executed node."""
    text = (folder / "plan.formatted.txt").read_text()
    names = plan_nodes(text)
    by_id = {r["node_id"]: r for r in rows}
    for r in rows:
        r["operator"] = names[r["node_id"]]
    plan = parse_plan_text(text)[0]
    for node in plan.nodes:
        if node.twin_of is None or node.node_id in by_id:
            continue
        twin = plan.nodes[node.twin_of].node_id
        if twin in by_id:
            by_id[node.node_id] = {**by_id[twin], "node_id": node.node_id, "operator": names[node.node_id]}
    return sorted(by_id.values(), key=lambda r: r["node_id"])


def main() -> int:
    def cases():
        for case_id, part, program, line, action, occurrence, _, cell, file in CASES:
            spec = L[case_id]
            folder = BENCH / part / case_id
            where = (f"{file} line {line}" if cell is None else f"{file} cell {cell} line {line}") + (
                f" (call {occurrence})" if occurrence > 1 else "")
            session = SESSION + ("spark.sql.autoBroadcastJoinThreshold=-1 on the command line. "
                                 if program in NO_BROADCAST else "")
            if cell is None:
                sym = lab_symbol(file)
                rows = program_rows([(n, "?", sp, dv, k, amb, true, fn, alt) for n, sp, dv, k, fn, amb, true, alt
                                     in spec["nodes"]], file, sym)
                run = RUN_LABS.format(nbs=" ".join(f'"{nb}"' for nb in PROGRAMS[program]))
                form = "databricks"
            else:
                rows = notebook_rows([(n, "?", c, sp, dv, k, *extra) for n, c, sp, dv, k, *extra in spec["nodes"]],
                                     REPO, GUIDE, GSYM)
                run, form = RUN_GUIDE, "ipynb"
            rows = with_twins(folder, rows)
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {where})",
                    "notes": spec["notes"] + session + run, "form": form, "source": SOURCE}
            yield part, folder, rows, case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
