"""Write each aw_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules (../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/andyweaves-databricks/labels.py

A label is (node id, spans, derived, kind, {extra}); the operator is read from the case's plan.formatted.txt by node
id. Spans are the notebook file's own lines (Databricks source notebooks are plain files). Extra: `amb` (ambiguous),
`file`/`fn` (another file or function than the case's statement), `alt` ((file, spans, fn) each). Symbols: a SQL
notebook's statement is the file's path without `.sql` (`notebooks.security_genie.setup`, as ../yazuid4-databricks
and ../udemy-azure-databricks label SQL notebooks), the code of a Python notebook `<path>.<module>` (its `%sql` cells
too), a function `<path>.<function>` (`common.privacy_functions.generate_fake_pii_data`).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, EXTRA_CONF, FAKE, FPE, IPACL, PRIVACY, QUERIES, SETUP, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402
from check_prefixed_cases import lsv2_check  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "a577f937bcce7b5fd42537d77ecf6239d0aded61"
SOURCE = "andyweaves/databricks-notebooks"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on{}. ")
RUN = ("Run: bench/real/capture/andyweaves-databricks/capture.py: `spark-submit awdriver.py {nbs}` from the root of a "
       "scratch copy of the laid-out repository, cell by cell, unchanged (SQL cells statement by statement through "
       "spark.sql, named parameter markers bound to the notebook widgets' values, a result shown as Databricks "
       "displays it with a stand-in display: a show(), CollectLimit 21 or a TakeOrderedAndProject and toprettystring). "
       "Stand-ins: the Unity Catalog catalogs `system` and `main` delegate to the session catalog (plans say "
       "spark_catalog.access.audit, spark_catalog.default.*), whose tables are generated (make_data.py: the audit "
       "system table, the audit_logs view of etl.sql as a table, the Security Analysis Tool's tables); the Databricks "
       "SDK's WorkspaceClient answers with fixed IP access lists and catalogs; faker, mimesis and ff3-cryptography "
       "(which the notebooks %pip install) are installed outside the repository. The plan is the one the statement "
       "or action ran, written by a query-execution listener after it ran (final adaptive plan); event_log.json from "
       "the same run. ")
NOTE = ("Conventions: a scan at its FROM line (and the WHERE lines whose conditions are pushed into it); a table "
        "function's scan also at the SELECT * FROM f() line that called it; aggregates' partial level, Exchange, Sort "
        "and the Expand/Project of count(DISTINCT) derived at the GROUP BY ALL line and the select list's aggregate "
        "lines; display's CollectLimit 21 / toprettystring Project derived at the statement's first line (or the "
        "display call); ORDER BY + display one TakeOrderedAndProject at the ORDER BY and the statement's first line; "
        "SQL UDFs (CREATE FUNCTION ... RETURN) are inlined: the node that evaluates one is labelled at the call and at "
        "the function's body. Look-alikes (other queries over the same audit table, the same GROUP BY ALL shapes, the "
        "other notebook's copy of a function) are never accepted. ")

L: dict[str, dict] = {}


def sp(*xs):
    return [[a, a] if isinstance(a, int) else list(a) for a in xs]


def N(nid, spans, derived, kind, **extra):
    return (nid, spans, derived, kind, extra)


def subquery(first: int, use: int, ids=(22, 24, 25, 27, 29, 30, 31)) -> list:
    """The scalar subquery `(SELECT max_date FROM latest)` over `WITH latest AS (SELECT MAX(event_date) ... FROM
    system.access.audit)` (line `first`), used at line `use`: its scan, partial max, Exchange and final max, and the
    adaptive plan's re-planned copy of the aggregate (printed again under the subquery)."""
    scan, p1, e1, f1, p2, e2, f2 = ids
    return [N(scan, sp(first), False, "read"),
            N(p1, sp(first), True, "aggregate"), N(e1, sp(first), True, "aggregate"),
            N(f1, sp(first, use), False, "aggregate"),
            N(p2, sp(first), True, "aggregate"), N(e2, sp(first), True, "aggregate"),
            N(f2, sp(first, use), False, "aggregate")]


def hourly(first, scan, where, window, select, group, aggs, order, use):
    """The six look-alike `WITH latest ... WINDOW(event_time, '60 minutes') ... GROUP BY ALL ORDER BY` queries."""
    return [N(1, sp(scan, *where), False, "read"),
            N(3, sp(*where), False, "filter"),
            N(4, sp(window), False, "project"),
            N(5, sp(select, group), True, "aggregate", amb=True),
            N(6, sp(group, *aggs), True, "aggregate"),
            N(7, sp(group, *aggs), True, "aggregate"),
            N(10, sp(group, *aggs), False, "aggregate"),
            N(11, sp(order, first), False, "sort"),
            *subquery(first, use)]


# ---- notebooks/security_genie/setup.sql: two SQL table functions over audit_logs, called; a GROUP BY ALL ----------
L["aw_setup_failed_ip_attempts"] = dict(file=SETUP, dataframe=(
    "SELECT * FROM failed_ip_access_attempts() (setup.sql:78): the SQL table function of lines 45-74 (count(DISTINCT) "
    "x3, array_sort(collect_set(named_struct(...))), count(*), GROUP BY ALL, ORDER BY ... LIMIT 100) over audit_logs"),
    notes="Three count(DISTINCT) and a collect_set: Expand + ObjectHashAggregate pair + two SortAggregate levels. ",
    nodes=[N(1, sp(69, (70, 71), 78), False, "read"), N(3, sp((70, 71)), False, "filter"),
           N(4, sp((53, 55), (56, 66)), True, "aggregate", amb=True), N(5, sp((53, 55)), True, "aggregate"),
           N(6, sp(72, (56, 68)), True, "aggregate"), N(7, sp(72, (56, 68)), True, "aggregate"),
           N(10, sp(72, (56, 68)), True, "aggregate"), N(11, sp(72, (53, 55)), True, "aggregate"),
           N(12, sp(72, (53, 55)), True, "aggregate"), N(13, sp(72, (53, 55)), True, "aggregate"),
           N(16, sp(72, (53, 55)), True, "aggregate"), N(17, sp(72, (53, 68)), False, "aggregate"),
           N(18, sp((73, 74), 78), False, "sort")])
L["aw_setup_failed_auth_attempts"] = dict(file=SETUP, dataframe=(
    "SELECT * FROM failed_authentication_attempts() (setup.sql:82): the SQL table function of lines 11-41, the look-"
    "alike of failed_ip_access_attempts grouped by event_date and ifnull(user_identity.email, request_params.user)"),
    notes="The grouping expression ifnull(...) is computed in the Project below the Expand. ",
    nodes=[N(1, sp(35, (36, 38), 82), False, "read"), N(3, sp((36, 38)), False, "filter"),
           N(4, sp(18, (19, 21), (22, 32)), True, "aggregate", amb=True), N(5, sp((19, 21)), True, "aggregate"),
           N(6, sp(39, (22, 34)), True, "aggregate"), N(7, sp(39, (19, 34)), True, "aggregate"),
           N(10, sp(39, (22, 34)), True, "aggregate"), N(11, sp(39, (19, 21)), True, "aggregate"),
           N(12, sp(39, (19, 21)), True, "aggregate"), N(13, sp(39, (19, 21)), True, "aggregate"),
           N(16, sp(39, (19, 21)), True, "aggregate"), N(17, sp(39, (17, 34)), False, "aggregate"),
           N(18, sp((40, 41), 82), False, "sort")])
L["aw_setup_denied_403_totals"] = dict(file=SETUP, dataframe=(
    "SELECT service_name, action_name, count(*) ... FROM `system`.access.audit WHERE response.status_code = 403 GROUP "
    "BY ALL ORDER BY TOTAL DESC (setup.sql:86-92)"), notes="",
    nodes=[N(1, sp(90), False, "read"), N(3, sp(90), False, "filter"),
           N(4, sp((86, 89), 91), True, "project", amb=True),
           N(5, sp(91, 89), True, "aggregate"), N(6, sp(91, 89), True, "aggregate"), N(9, sp(91, 89), False, "aggregate"),
           N(10, sp(92, 86), False, "sort")])

# ---- notebooks/security_genie/example_sql_queries.sql ----------------------------------------------------------------
L["aw_q_best_practices"] = dict(file=QUERIES, dataframe=(
    "SELECT ... FROM IDENTIFIER(:catalog || '.' || :schema || '.security_best_practices') ORDER BY id ASC "
    "(example_sql_queries.sql:7-20; :catalog/:schema bound to the widgets main/default)"), notes="",
    nodes=[N(1, sp((17, 18)), False, "read"), N(3, sp((19, 20), 7), False, "sort")])
L["aw_q_workspace_checks_bc"] = dict(file=QUERIES, dataframe=(
    "security_checks sc LEFT JOIN security_best_practices sbp ON sc.id = sbp.id, a CASE on the score, ORDER BY "
    "(example_sql_queries.sql:29-48; both tables through IDENTIFIER(...) with the widgets' values)"),
    notes="Broadcast join (Spark's default threshold). ",
    nodes=[N(1, sp((43, 44)), False, "read"), N(3, sp(45), False, "read"), N(5, sp(45), True, "join"),
           N(6, sp(45), True, "join"), N(8, sp(45), False, "join"), N(9, sp((30, 42)), False, "project"),
           N(10, sp((46, 48), 29), False, "sort")])
L["aw_q_unimplemented_checks_smj"] = dict(file=QUERIES, dataframe=(
    "The same LEFT JOIN with WHERE sc.score = 1 (checks not implemented), ORDER BY (example_sql_queries.sql:57-73)"),
    notes="Sort-merge join (broadcast joins off). ",
    nodes=[N(1, sp((66, 67), 70), False, "read"), N(3, sp((69, 70)), False, "filter"),
           N(4, sp((57, 65), 68), True, "project", amb=True), N(5, sp(68), True, "join"), N(8, sp(68), True, "join"),
           N(9, sp(68), False, "read"), N(11, sp(68), True, "join"), N(12, sp(68), True, "join"),
           N(15, sp(68), True, "join"), N(16, sp(68), False, "join"), N(17, sp((57, 65)), False, "project"),
           N(18, sp((71, 73), 57), False, "sort")])
L["aw_q_databricks_access"] = dict(file=QUERIES, dataframe=(
    "WITH latest AS (SELECT MAX(event_date) ...) SELECT ... FROM system.access.audit WHERE action_name = "
    "'databricksAccess' AND event_date >= (SELECT max_date FROM latest) - INTERVAL 90 DAYS ORDER BY event_date DESC "
    "(example_sql_queries.sql:82-98)"),
    notes="The CTE is a scalar subquery (its aggregate printed twice: executed and re-planned). ",
    nodes=[N(1, sp((92, 93), 95), False, "read"), N(3, sp((94, 96)), False, "filter"),
           N(4, sp((83, 91)), False, "project"), N(5, sp((97, 98), 82), False, "sort"),
           *subquery(82, 96, ids=(12, 14, 15, 17, 19, 20, 21))])
L["aw_q_login_expiry_conf"] = dict(file=QUERIES, dataframe=(
    "SELECT ..., CASE ... END AS set_configuration FROM system.access.audit WHERE action_name = 'workspaceConfEdit' AND "
    "request_params.workspaceConfKeys = ... ORDER BY event_time DESC (example_sql_queries.sql:107-131)"), notes="",
    nodes=[N(1, sp((125, 126), 128), False, "read"), N(3, sp((127, 129)), False, "filter"),
           N(4, sp((107, 124)), False, "project"), N(5, sp((130, 131), 107), False, "sort")])
L["aw_q_ip_denied_hourly"] = dict(file=QUERIES, dataframe=(
    "Hourly IP access denials: WINDOW(event_time, '60 minutes'), count(*), GROUP BY ALL, ORDER BY, with the "
    "`latest` scalar subquery (example_sql_queries.sql:140-164)"),
    notes="The time window is a Project (named_struct start/end) and a Project of the grouping expressions. ",
    nodes=hourly(140, (153, 154), [(155, 159)], (142, 144), (141, 151), (160, 161), [152], (162, 164), 159))
L["aw_q_delta_sharing_denied"] = dict(file=QUERIES, dataframe=(
    "Hourly Delta Sharing IP denials: WINDOW(...), CASE WHEN isnotnull(any_value(...)) THEN collect_set(named_struct"
    "(...)), count(*), GROUP BY ALL (example_sql_queries.sql:173-204)"), notes="ObjectHashAggregate (collect_set). ",
    nodes=hourly(173, (195, 196), [(197, 200)], (175, 176), (174, 187), 201, [(188, 194)], (202, 204), 200))
L["aw_q_failed_authn_hourly"] = dict(file=QUERIES, dataframe=(
    "Hourly failed authentications (401 on login/auth actions): WINDOW(...), count(*), GROUP BY ALL "
    "(example_sql_queries.sql:213-237)"), notes="",
    nodes=hourly(213, (224, 225), [(226, 232)], 215, (214, 222), (233, 234), [223], (235, 237), 232))
L["aw_q_failed_authz_hourly"] = dict(file=QUERIES, dataframe=(
    "Hourly failed authorizations (403): WINDOW(...), collect_set(response.error_message), count(*), GROUP BY ALL "
    "(example_sql_queries.sql:246-268)"), notes="ObjectHashAggregate (collect_set). ",
    nodes=hourly(246, 256, [(257, 263)], 247, (247, 253), (264, 265), [(254, 255)], (266, 268), 263))
L["aw_q_secret_access_hourly"] = dict(file=QUERIES, dataframe=(
    "Hourly getSecret calls: WINDOW(...), collect_set(concat(...)), collect_set(response.error_message), count(*), "
    "GROUP BY ALL (example_sql_queries.sql:277-297)"), notes="ObjectHashAggregate (collect_set). ",
    nodes=hourly(277, 288, [(289, 292)], 278, (278, 284), (293, 294), [(285, 287)], (295, 297), 292))

# ---- notebooks/security_genie/check_ip_acls_against_system_tables.py -------------------------------------------------
UDF_LONG = (16, 22)      # ipv4_to_long's body (create or replace function, lines 13-23)
UDF_RANGE = 30           # ipv4_cidr_to_range's body
DATASET = [N(1, sp(46), False, "read"), N(2, sp(47), True, "explode"), N(3, sp(47), False, "explode"),
           N(4, sp(47, UDF_RANGE), False, "udf")]
L["aw_ipacl_dataset_display"] = dict(file=IPACL, dataframe=(
    "display(dataset) (line 51): createDataFrame of the workspace's IP access lists, select name, explode(cidrs), "
    "expr('ipv4_cidr_to_range(cidr)') (lines 46-47; two SQL UDFs, lines 13-23 and 28-30)"),
    notes="The SQL UDFs are inlined: the Project binding their arguments and the one evaluating them. ",
    nodes=[*DATASET, N(5, sp(47, UDF_RANGE, UDF_LONG), False, "udf"), N(6, sp(51), True, "limit")])
L["aw_ipacl_insert_into"] = dict(file=IPACL, dataframe=(
    "dataset.write.mode('overwrite').insertInto('good_ips_list') (line 64), the dataset of lines 46-47"), notes="",
    nodes=[*DATASET, N(5, sp(47, UDF_RANGE, UDF_LONG), False, "udf"), N(6, sp(64), False, "write"),
           N(7, sp(64), False, "write")])
L["aw_ipacl_good_ips_select"] = dict(file=IPACL, dataframe="%sql select * from good_ips_list (line 75)", notes="",
                                     nodes=[N(1, sp(75), False, "read"), N(3, sp(75), True, "project"),
                                            N(4, sp(75), True, "limit")])
L["aw_ipacl_blocked_ips"] = dict(file=IPACL, dataframe=(
    "%sql select source_ip_address, ..., count(*) from system.access.audit where action_name in (...) and event_date "
    ">= current_date() - interval 1 week group by all order by 5 desc,6 desc (lines 81-85)"), notes="",
    nodes=[N(1, sp(81, (82, 83)), False, "read"), N(3, sp((82, 83)), False, "filter"),
           N(4, sp(84, 81), True, "aggregate"), N(5, sp(84, 81), True, "aggregate"), N(8, sp(84, 81), False, "aggregate"),
           N(9, sp(85, 81), False, "sort")])
L["aw_ipacl_outside_acl_anti"] = dict(file=IPACL, dataframe=(
    "%sql the same GROUP BY ALL after `left anti join good_ips_list on ipv4_to_long(source_ip_address) between "
    "cidr_range[0] and cidr_range[1]` (lines 92-99)"),
    notes="A non-equi left anti join: BroadcastNestedLoopJoin; ipv4_to_long (a SQL UDF) computed in a Project below. ",
    nodes=[N(1, sp(92, (94, 97)), False, "read"), N(3, sp((94, 97)), False, "filter"),
           N(4, sp(93, UDF_LONG), True, "udf"), N(5, sp(93), False, "read"), N(7, sp(93), True, "join"),
           N(8, sp(93), True, "join"), N(10, sp(93), False, "join"), N(11, sp(92, 93), True, "project", amb=True),
           N(12, sp(98, 92), True, "aggregate"), N(13, sp(98, 92), True, "aggregate"),
           N(16, sp(98, 92), False, "aggregate"), N(17, sp(99, 92), False, "sort")])


# ---- the fake PII generators: common/privacy_functions.py (%run by the FPE notebook) and generate_fake_pii.py ------
GEN = "generate_fake_pii_data"


def fake_pii(display_file: str, display_line: int, project: list) -> list:
    """generate_fake_pii_data(num_rows=1000) (privacy_functions.py 119-129): spark.range + a pandas UDF withColumn,
    spark_partition_id, groupBy().applyInPandas(generate_fake_data), orderBy (its struct/map/array withColumns pruned
    by the caller's drop/select), displayed by the FPE notebook."""
    return [N(1, sp(120), False, "read", file=PRIVACY, fn=GEN),
            N(2, sp(120, (52, 53)), False, "udf", file=PRIVACY, fn=GEN),
            N(3, sp(120, 123), False, "project", file=PRIVACY, fn=GEN),
            N(4, sp(124, 125), True, "udf", file=PRIVACY, fn=GEN),
            N(5, sp(124, 125), True, "udf", file=PRIVACY, fn=GEN),
            N(8, sp(124, 125), True, "udf", file=PRIVACY, fn=GEN),
            N(9, sp(125, 124), False, "udf", file=PRIVACY, fn=GEN),
            *project,
            N(11, sp(129), False, "sort", file=PRIVACY, fn=GEN,
              alt=[(display_file, sp(display_line), None)])]


L["aw_fpe_fake_pii_display"] = dict(file=FPE, dataframe=(
    "display(df) (format_preserving_encryption.py:16), df = generate_fake_pii_data(num_rows=1000).drop(...) (line 15), "
    "the generator in common/privacy_functions.py (119-129) run by the notebook's %run"),
    notes=("The %run path `../../common/privacy_functions` does not exist from this notebook's folder; the driver ran "
           "common/privacy_functions.py (README). The pii_struct Python UDF and the map/array columns are pruned by the "
           "drop. The ORDER BY and display make one TakeOrderedAndProject: the orderBy line, the display line an alt. "),
    nodes=fake_pii(FPE, 16, [N(10, sp(15), False, "project")]))
L["aw_fpe_original_columns_display"] = dict(file=FPE, dataframe=(
    "display(df.select('name', 'email', ..., 'address')) (format_preserving_encryption.py:291), the df of line 15 "
    "(generate_fake_pii_data(num_rows=1000).drop(...), common/privacy_functions.py 119-129)"),
    notes=("The look-alike of aw_fpe_fake_pii_display with a select on top: the drop and the select collapse into one "
           "Project (both spans); the select's columns are the TakeOrderedAndProject's list (the display line an "
           "alt). The %run stand-in as in that case (README). "),
    nodes=fake_pii(FPE, 291, [N(10, sp(15, 291), False, "project")]))

FAKE_DF = [N(1, sp(278), False, "read"), N(2, sp(279), False, "project"), N(3, sp(280, 281), True, "udf"),
           N(4, sp(280, 281), True, "udf"), N(5, sp(281, 280), False, "udf")]
L["aw_fake_pii_display"] = dict(file=FAKE, dataframe=(
    "display(df) (generate_fake_pii.py:283), df = spark.range(0, num_rows, numPartitions=...).withColumn("
    "'partition_id', spark_partition_id()).groupBy('partition_id').applyInPandas(generate_fake_data, output_schema) "
    "(lines 277-282; widgets num_rows 1000, rows_per_partition 10000: one partition)"),
    notes=("The look-alike of common/privacy_functions.py's generator (another generate_fake_data, no pandas UDF, no "
           "orderBy): never accepted for this notebook. One partition: no Exchange below the FlatMapGroupsInPandas. "),
    nodes=[*FAKE_DF, N(6, sp(283), True, "project"), N(7, sp(283), True, "limit")])
L["aw_fake_pii_save_table"] = dict(file=FAKE, dataframe=(
    "df.write.option('mergeSchema', 'true').mode('overwrite').saveAsTable(output_table) (generate_fake_pii.py:295), "
    "output_table main.default.fake_pii_data_<timestamp> from the widgets (the `main` catalog stand-in)"),
    notes="The insert's plan (the first of the three the saveAsTable ran). ",
    nodes=[*FAKE_DF, N(6, sp(295), False, "write"), N(7, sp(295), False, "write")])


def sym(file: str, fn: str | None = None) -> str:
    stem = file.rsplit(".", 1)[0].replace("/", ".")
    if file.endswith(".sql"):
        return stem
    return f"{stem}.{fn or '<module>'}"


def rows_of(folder: Path, spec: dict) -> list[dict]:
    ops = lsv2_check.plan_nodes((folder / "plan.formatted.txt").read_text())
    rows = []
    for nid, spans, derived, kind, extra in spec["nodes"]:
        file = extra.get("file", spec["file"])
        row = {"node_id": nid, "operator": ops[nid], "file": file, "lines": spans,
               "symbol": sym(file, extra.get("fn", spec.get("fn"))), "derived": derived, "kind": kind,
               "ambiguous": extra.get("amb", False)}
        if extra.get("alt"):
            row["alt"] = [{"file": f, "lines": s, "symbol": sym(f, fn)} for f, s, fn in extra["alt"]]
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


def main() -> int:
    from capture import PROGRAMS
    todo = []
    for name, part, program, line, action, _occ, _nth, where in CASES:
        if name not in L or not (BENCH / part / name / "plan.formatted.txt").is_file():
            print(f"-- {name}: no labels yet")
            continue
        spec = L[name]
        folder = BENCH / part / name
        extra = [c for c in EXTRA_CONF.get(program, []) if "autoBroadcast" in c]
        session = SESSION.format(", " + ", ".join(extra) + " (broadcast joins off)" if extra else "")
        run = RUN.format(nbs=" ".join(f"'{p}'" if " " in p else p for p in PROGRAMS[program]))
        case_json = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": where,
                     "dataframe": spec["dataframe"] + f" (recorded action: {action} at {where}:{line})",
                     "notes": spec["notes"] + NOTE + session + run, "form": "databricks", "source": SOURCE}
        todo.append((part, folder, rows_of(folder, spec), case_json, f"{where}:{line}"))
    return write_cases(todo)


if __name__ == "__main__":
    sys.exit(main())
