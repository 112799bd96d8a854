"""Each rule of the mapper switched off in turn, on a folder of cases: the check that every rule wins
on the held-out part (`python -m codemap_pipeline.accuracy.ablation bench/real/heldout`).

A rule is switched off by setting the constant or function that carries it to its neutral value for
the duration of one evaluation; nothing is changed on disk.
"""

from __future__ import annotations

import re
import sys
from contextlib import contextmanager
from pathlib import Path

from codemap_pipeline.accuracy.evaluation import evaluate, load_cases
from codemap_pipeline.code import (jvm_calls, jvm_constants, jvm_file, jvm_index, jvm_rdds, python_calls,
                                   python_expressions, python_file, python_resolve, python_session, scope,
                                   sql_clauses, vocabulary)
from codemap_pipeline.mapping import (event_entry, formats, mapper, named_function, operators, readings, shown_rows,
                                      site_index)
from codemap_pipeline.plans import names as plan_names
from codemap_pipeline.plans import operators as plan_operators
from codemap_pipeline.plans import parser as plan_parser

# label -> (module, attribute, neutral value)
RULES = {
    "readings (picks outside the program discounted)": (readings, "OUTSIDE", 1.0),
    "language evidence": (readings, "FOREIGN", 1.0),
    "files and classes the plan names": (readings, "plan_hints", lambda *args: set()),
    "borrowed names discounted (select *)": (mapper, "BORROWED", 1.0),
    "cap on picks sharing no name": (mapper, "NAMELESS_CAP", 1.0),
    "Spark's printed RDD call sites": (mapper, "_add_call_site_candidates", lambda *args: None),
    "globbed reads matched to the files Spark listed": (site_index, "glob_fits", lambda *args: False),
    "a program's structural calls (cache, sample, explode, union, write)": (mapper, "PRESENCE", 0.0),
    "rows from Python make a Python plan": (readings, "_PYTHON_RDD", re.compile(r"(?!)")),
    "data formats (no `Scan csv` from a parquet read)": (formats, "fits", lambda *args: True),
    "a Scan ExistingRDD is of rows handed over, not a file's read": (formats, "RDD_SCANS", False),
    "calls naming nothing (runtime SQL, paths, formats) credited for nodes nothing names": (mapper, "_opaque_fit", lambda *args: 0.0),
    "readings started from whole programs": (readings, "MAX_WHOLE", 0),
    "files tying a node's last kept file kept": (readings, "MAX_TIED", 0),
    "flows through a job using both modules": (readings, "not_through_a_user", lambda flows, users: flows),
    "a pivot's aggregates only from pivot() (pivotfirst)": (plan_operators, "PIVOT_AGGREGATE", "(none)"),
    "count() names count(1) AS count, describe() its statistics": (site_index, "implied_functions", lambda site: []),
    "grouping keys fit (no keyless aggregate from groupBy(cols), rollup/cube need a grouping id)":
        (operators, "grouping_fits", lambda *args: True),
    "no confirmed pick where another program reads the plan as well": (mapper, "TIED_LEAD", 0.0),
    "... the rival judged with the programs that joined the reading": (readings, "JOINED_IN_RIVAL", False),
    "encoder steps serve the typed call or RDD conversion beside them": (operators, "ENCODER_STEPS", frozenset()),
    "a JVM value holding a registered UDF named by its registered name":
        (jvm_file.JvmFile, "registered_udf", lambda *args: None),
    "qualified columns (l.zip) name their column": (site_index, "column_name", lambda name: name),
    "self-joins prefer calls joining a frame with itself": (operators, "is_self_join", lambda *args: False),
    "a join without a condition takes the filter Spark moves into it": (site_index, "where_conditions", lambda sites: {}),
    "a DataFrame alias leaves no trace to contradict": (site_index, "FRAME_ALIASES", frozenset()),
    "a filter whose own words are missing from the plan did not make it": (site_index, "OWN_TRACE", False),
    "a filter none of whose comparisons with a constant (x >= 1) the plan holds did not make it":
        (site_index, "COMPARISONS", False),
    "a filter call comparing only otherwise than the node's own condition made another node (x < 50 | x >= 50)":
        (mapper, "OTHER_COMPARISON", 1.0),
    "a cache whose cached plan reads another cache is the cache() call whose lineage holds one, and the reverse":
        (mapper, "OTHER_NESTING", 1.0),
    "a projection taken for the optimizer's under a SQL clause is never confirmed": (mapper, "PRUNED_PROJECT", 1.0),
    "a scan nothing names read by a runtime-path loader of its format, in the reading's language":
        (mapper, "runtime_loaders", lambda *args: []),
    "joinWith's pair projection (_1, _2 over a join) serves the join": (operators, "JOIN_PAIR", ["(none)"]),
    "a select() of aggregate functions makes the keyless aggregate": (mapper, "SELECT_AGGREGATES", "(none)"),
    "a read of the plan's file name from another folder is a look-alike's": (mapper, "OTHER_FOLDER", 1.0),
    "a LocalTableScan read where the driver's rows were given their column names": (mapper, "DRIVER_ROWS", "(none)"),
    "a Scala collection mapped and made a DataFrame is rows of the driver (a read)":
        (jvm_rdds, "LOCAL_COLLECTION_METHODS", frozenset()),
    "show()'s projection of every column into text serves its limit": (operators, "pretty_prints", lambda node: False),
    "the filter Spark infers under explode() serves it": (operators, "guards_generate", lambda *args: False),
    "a Generate's output names (`col`) are no evidence for it": (mapper, "GENERATED_OUTPUT", False),
    "describe()'s statistic rows (explode into summary, element_at) serve it": (operators, "unpacks_summary",
                                                                                 lambda *args: False),
    "a descending sort order is the code's desc (desc(c), c.desc(), ascending=False, DESC)":
        (plan_names, "DESCENDING_ORDER", ""),
    "nameless picks anchored by named neighbours are not capped": (mapper, "_anchored", lambda *args: set()),
    "a whole-row distinct() made no dropDuplicates(cols) (first() kept beside the keys)":
        (operators, "dedupes_whole_rows", lambda site: False),
    "no confirmed pick tied with a runner-up agreeing with the tree as much": (mapper, "TIED_PICK_CAP", 1.0),
    "an aggregate keyed by more columns than dropDuplicates(cols) names, computing nothing, is not its":
        (operators, "dedupe_keys", lambda node: 0),
    "a typed call naming the class the plan's typed step makes (obj#: UsageCost)": (mapper, "OTHER_CLASS", 1.0),
    "a string constant matches only a call writing it in the same case": (mapper, "EXACT_CASE", False),
    "no typed step applying a function from a call handing data to Spark (parallelize, createDataFrame)":
        (operators, "DATA_HANDOVERS", frozenset()),
    "a program named as the one that ran (--entry, event log) joined only by its users, without rival":
        (readings, "NAMED_ALONE", False),
    "picks outside a named program discounted as not run": (readings, "NOT_RUN", readings.OUTSIDE),
    "a launcher's arguments name the job that ran (`main.py --job weekly_report`)": (readings, "JOB_WORDS", False),
    "a local limit pushed below joins, unions and projections is the limit's call above": (mapper, "PUSHED_LIMITS", False),
    "a file write to a writer's path option is a save() call's, never a query's": (operators, "PATH_SAVES", False),
    "an alias the file's calls drop later is no trace a plan must hold": (site_index, "DROPPED_ALIASES", False),
    "a query the index read makes only what its clauses make (no aggregate without GROUP BY, ...)":
        (operators, "CLAUSE_FAMILIES", frozenset()),
    "an aggregate of distinct values is the code's distinct (countDistinct, sum_distinct, COUNT(DISTINCT))":
        (plan_names, "DISTINCT_AGGREGATE", ""),
    "a LIKE pattern run as Contains/StartsWith/EndsWith names the pattern (LIKE '%an%')":
        (plan_names, "_STRING_MATCH", re.compile(r"(?!)")),
    "a glob fitting the plan's file weighs less than the file's name": (mapper, "GLOB_SHARE", 0.0),
    "an aggregate with keys is not the count() action": (operators, "grouping_fits",
                                                          lambda ng, g, method="", fits=operators.grouping_fits: fits(ng, g, "")),
    "an aggregate call of grouped data carries the grouping call's keys (groupBy(k).sum(v))":
        (site_index, "GROUPING_KEYS", False),
    "the top node torn between look-alike calls takes the one whose upstream explains the plan (one action)":
        (mapper, "ANCHOR_TOP", False),
    "the Project taking each pivoted value out of pivotfirst's array serves the pivot":
        (operators, "unpacks_pivot", lambda *args: False),
    "a pivot serves only the aggregation right under pivotfirst (not a groupBy finished below it)":
        (mapper, "ONE_AGGREGATION_BELOW_PIVOT", 99),
    "a node whose best names fit more files than were scored (show()) has no say in the reading":
        (mapper, "CUT_TIE", False),
    "a name Spark made up for a result (sum(Amount)) is no evidence for the call making it": (mapper, "MADE_UP_NAMES", False),
    "another file's string constants (K.FILE, static imports) name reads and tables": (jvm_constants, "value_of", lambda *args: None),
    "a join's or union's left input is the call's receiver, its right one the argument": (mapper, "INPUT_SIDES", False),
    "a read whose path is all built at run time names no other path than the plan's": (mapper, "RUNTIME_PATHS", False),
    "the shuffle under an aggregate is its grouping call's, where the chain breaks the line":
        (mapper, "GROUPING_SHUFFLES", False),
    "... and in SQL the operand written first (a EXCEPT b, FROM a WHERE k IN (SELECT ... FROM b))":
        (mapper, "SQL_OPERAND_SIDES", frozenset()),
    "a projection feeding INTERSECT's or EXCEPT's join is its side's select list": (mapper, "SIDE_SELECTS", False),
    "... and the same for a node one-input steps (a filter over a scan) lead into the join or union":
        (mapper, "SIDES_BELOW", False),
    "strings and constants passed to another module's function name its calls": (python_resolve, "ACROSS_MODULES", False),
    "where a launcher ran, only the programs it reaches join or rival the reading": (readings, "IN_REACH", False),
    "a call fed only by reads of formats the plan never scans did not make it": (site_index, "FOREIGN_READS", False),
    "a column a withColumn or select coins, missing from the plan, is weak evidence": (site_index, "WEAK_ALIASES", False),
    "a driver making none of the plan itself (main.py calling the steps' modules) is a program": (readings, "DRIVERS", False),
    "a driver is a program only where data flows between its parts (steps, not jobs it chooses among)":
        (readings, "composes", lambda parts, graph: True),
    "orderBy then show() is the orderBy's TakeOrderedAndProject (the action named by the event log lends its limit)":
        (mapper, "SORT_UNDER_ACTION", False),
    "a query's unknown function over a column it does not group by is an aggregate (a UDAF)":
        (sql_clauses, "GROUPED_UDFS", False),
    "show()'s text projection is the show's, with no limit above it (an adaptive plan's final form)":
        (mapper, "SHOW_TEXT_AT_TOP", False),
    "calls feeding the action an event log names are favoured over look-alikes feeding another":
        (mapper, "ACTION_UPSTREAM", 1.0),
    "an aggregate call naming only other aggregate functions than the node's did not make it":
        (mapper, "OTHER_AGGREGATE", 1.0),
    "strings passed to a method of an untyped object reach the repository's one method so named":
        (python_resolve, "METHODS_BY_NAME", False),
    "the calls of the program named as the one that ran are never cut as contenders":
        (mapper, "KEEP_NAMED_PROGRAM", False),
    "a PySpark script's n-th showString execution is its n-th top-level show()":
        (shown_rows, "NTH_SHOW", False),
    "a PySpark script's n-th count execution is its n-th top-level DataFrame count()": (shown_rows, "NTH_COUNT", False),
    "a launcher's arguments name the function that ran; the look-alikes beside it did not":
        (named_function, "NAMED_FUNCTION", False),
    "a repository file's path among the program's arguments names the program a runner ran":
        (readings, "PATH_ARGUMENTS", False),
    "a source file's name in a stack frame or a description may hold spaces": (event_entry, "SPACED_NAMES", False),
    "a named program's arguments naming other programs of the repository name programs that ran too":
        (readings, "ARGUMENT_PROGRAMS", False),
    "a table a query reads may be a temporary view of rows held in memory":
        (formats, "VIEWS_OF_ROWS", False),
    "a scan naming no table or path may be any read of the program, whatever it names":
        (mapper, "NAMELESS_SCAN_READS", False),
    "only a single-partition exchange over a local limit is the limit's own":
        (mapper, "LIMIT_EXCHANGE_ONE_PARTITION", False),
    "backslashes in a code's path are folders, as on Windows": (site_index, "WINDOWS_SEPARATORS", False),
    "INTERSECT and EXCEPT (intersect(), subtract()) make semi and anti joins": (vocabulary, "SET_OPERATION_JOINS", {}),
    "intersect() and subtract() drop repeated rows, as INTERSECT and EXCEPT do": (vocabulary, "SET_DISTINCTS", False),
    "INTERSECT ALL and EXCEPT ALL planned over a Union are theirs": (mapper, "SET_OPERATIONS_ALL", False),
    "a Sample's bounds and seed (sample(), randomSplit())": (plan_names, "SAMPLE_BOUNDS", False),
    "the sort under randomSplit()'s Sample is its own": (mapper, "SPLIT_SORTS", False),
    "a csv or json reader's pass over a file's lines is its read's": (mapper, "SOURCE_LINES", False),
    "a call on an object imported by name is the repository's (Scala, Java)": (jvm_index, "IMPORTED_OBJECTS", False),
    "persist(StorageLevel...) is Spark's on any receiver": (jvm_calls, "STORAGE_LEVELS", False),
    "a JVM session's sqlContext runs queries as the session does": (jvm_calls, "SQL_CONTEXT", False),
    "collect() and toPandas() are where a plan's dataflow ends": (vocabulary, "ACTION_SITES", False),
    "display() of a helper's result is a display": (python_expressions, "DISPLAYED_RESULTS", False),
    "a name never bound but used as a DataFrame is a table a platform hands over": (python_file, "PLATFORM_FRAMES", False),
    "a name read before the module first binds it is a table a platform hands over": (python_file, "EARLY_USES", False),
    "a glob fitting the plan's one file keeps its weight when no code names that file": (mapper, "GLOB_ALONE", False),
    "an action whose data came from outside its function disfavours only its own function's other calls":
        (mapper, "OPEN_INPUTS", False),
    "the action's line is the plan's sink even where its call made no node (show() over an aggregate)":
        (mapper, "ACTION_SINK", False),
    "randomSplit() gives a list of DataFrames (Python)": (python_calls, "SPLIT_PARTS", False),
    "a cogroup of two groupings stays grouped over both: its applyInPandas is a UDF site (Python)":
        (python_calls, "COGROUPS", False),
    "a Sort under a pandas function run per group is Spark's, made for it": (mapper, "PER_GROUP_SORTS", False),
    "explode()'s inferred Filter pushed below a union is the explode's": (mapper, "GUARDS_BELOW_UNIONS", False),
    "na.fill()/fillna() plan as coalesce(column, value)": (vocabulary, "FILLS_AS_COALESCE", False),
    "a Databricks SQL notebook's %python cells are indexed as Python": (scope, "SQL_NOTEBOOK_PYTHON", False),
    "a Databricks SQL notebook's cells are read a statement at a time (no `;` between)":
        (sql_clauses, "CELL_BY_CELL", False),
    "an ML Transformer's transform(df) is a projection of the frame it is handed (Python)":
        (python_calls, "ML_TRANSFORMS", False),
    "a condition's IN/EXISTS or correlated scalar subquery is a join Spark plans (SQL front end)":
        (sql_clauses, "SUBQUERY_JOINS", False),
    "a statement sqlglot cannot read loses only itself (SQL front end)": (sql_clauses, "STATEMENT_BY_STATEMENT", False),
    "a SQL statement also ends where a new one starts a line after a blank or comment line":
        (sql_clauses, "NEXT_STATEMENT", False),
    "MySQL's `#` comment lines are comments (SQL front end)": (sql_clauses, "HASH_COMMENTS", False),
    "an aggregate with no GROUP BY spans the select list writing it (SQL front end)":
        (sql_clauses, "SELECT_LIST_AGGREGATES", False),
    "a node below a clearly picked top, torn between look-alikes, takes the one upstream of it":
        (mapper, "ANCHOR_BELOW", False),
    "a join matching nulls as equal is a set operation's, never a subquery's": (operators, "NULL_SAFE_KEYS", False),
    "a query's DISTINCT or UNION dedupes whole rows, whatever columns it reads": (operators, "SQL_WHOLE_ROWS", False),
    "an aggregate computing nothing is no call computing count(), min()...": (operators, "DEDUPES_ONLY", False),
    "groupByKey(f) is a grouping call: its count() is a keyed aggregate":
        (operators, "GROUPING_CALLS", vocabulary.GROUPING_METHODS),
    "an AQE initial-plan node the executed plan re-planned is mapped as its executed copy":
        (plan_parser, "AQE_TWINS", False),
    "an initial plan's limit the run dropped is mapped on its own, what it limited as the executed nodes":
        (plan_parser, "DROPPED_LIMITS", False),
    "a jar named after a module folder tells a class's twins in two modules apart": (event_entry, "JAR_MODULES", False),
    "a call on an instance of a class of the repository's gives what its method returns": (jvm_index, "INSTANCE_CALLS", False),
    "rows of a Java bean class have its fields as columns": (jvm_file, "BEAN_COLUMNS", False),
    "a projection over a join at the plan's top dropping more than one side's keys is the select list":
        (operators, "JOIN_KEY_DROPS", False),
    "a .sql file's statements are separate programs: the top node's statement is the reading":
        (mapper, "ONE_STATEMENT", False),
    "GROUP BY 1 / ORDER BY 2 name the select list's items (SQL front end)": (sql_clauses, "ORDINALS", False),
    "sc.makeRDD is Scala's parallelize": (jvm_rdds, "CONTEXT_SOURCES", vocabulary.CONTEXT_SOURCES - {"makeRDD"}),
    "GROUP BY ALL is keyed by the select items not aggregating, where its keyword is (SQL front end)":
        (sql_clauses, "GROUP_BY_ALL", False),
    "FROM a, b WHERE a.k = b.k: the join is written down to the WHERE's conditions (SQL front end)":
        (sql_clauses, "COMMA_JOIN_WHERE", False),
    "a SQL table function's query is sites, as a view's (SQL front end)": (sql_clauses, "SQL_FUNCTIONS", False),
    "queries written among text that is not SQL are read (SQL front end)": (sql_clauses, "SALVAGE", False),
    "a query after a blank line may end the unreadable text before it (SQL front end)":
        (sql_clauses, "JOIN_GUESSED_CUTS", False),
    "an aggregate computing count(), sum()... is no distinct()'s": (mapper, "COMPUTING_AGGREGATES", False),
    "explode() in a query's select list makes its Generate (SQL front end)": (sql_clauses, "SELECT_GENERATORS", False),
    "FROM json.`path` reads that file (SQL front end)": (sql_clauses, "FILE_QUERIES", False),
    "a path's folder known only at run time leaves its file name as the read's name":
        (site_index, "UNKNOWN_FOLDERS", False),
    "a Databricks SQL notebook shows each query cell's rows (SQL front end)": (sql_clauses, "SHOWN_CELLS", False),
    "a Python notebook's %sql cell shows its query's rows (Python front end)": (python_session, "SHOWN_SQL_CELLS", False),
    "a notebook's SQL cells are separate programs, as a .sql file's statements": (mapper, "STATEMENT_CELLS", False),
    "a Scala method whose body is a try returns what its block gives": (jvm_index, "TRY_RESULTS", False),
    "a projection feeding a Union directly is its branch's select list": (mapper, "UNION_SELECTS", False),
    "a query's SELECT listing exactly a plan's output columns made the projection": (site_index, "TOP_SQL_SELECTS", False),
    "a call reading a name a projection coins (AS x) counts it as a column, not as the alias": (mapper, "READ_ALIAS", 1.0),
    "a candidate feeding only the other input of the join or union above loses its score, not only its agreement":
        (mapper, "SIDE_SCORE", False),
    "a JVM name kept for the session (`val spark = Utils.getSession()`) holds one": (jvm_index, "HELPER_SESSIONS", False),
    "a JVM name kept for the context (`val sc = getSparkContext()`) holds one, as the session's does":
        (jvm_index, "HELPER_CONTEXTS", False),
    "spark() called bare from a class whose base is not the repository's is that base's session (JVM)":
        (jvm_index, "INHERITED_SESSIONS", False),
    "a limit's row count fits a Databricks display() as well as the show() whose default it is":
        (mapper, "DISPLAYED_ROWS", False),
    "a JVM name holding what an unknown call gave may be a DataFrame": (jvm_index, "UNKNOWN_RESULTS", False),
    "an AQE plan's part printed after a nested plan's (a cached relation's) is its own": (plan_parser, "NESTED_AQE", False),
    "a query's PIVOT clause makes the pivot's aggregate (SQL front end)": (sql_clauses, "SQL_PIVOTS", False),
    "an initial-plan node planned otherwise, and what is below it, are nodes of their own": (plan_parser, "RE_PLANNED", False),
}


@contextmanager
def switched_off(module, name, neutral):
    kept = getattr(module, name)
    setattr(module, name, neutral)
    try:
        yield
    finally:
        setattr(module, name, kept)


def row(label: str, cases, from_event_log: bool = False) -> str:
    results = evaluate(cases, entry_from_event_log=from_event_log)
    confirmed = [r for r in results if r.status == "confirmed"]
    precision = sum(r.line1 for r in confirmed) / len(confirmed) if confirmed else 0.0
    return (f"| {label} | {sum(r.line1 for r in results) / len(results):.3f} | "
            f"{len(confirmed) / len(results):.1%} | {precision:.3f} |")


def main(argv: list[str]) -> int:
    """`--entry-from-event-log`: every row with the entry each case's event log names, as `codemap eval` takes
    it, for the rules that act on an entry."""
    from_event_log = "--entry-from-event-log" in argv
    argv = [a for a in argv if a != "--entry-from-event-log"]
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print("usage: python -m codemap_pipeline.accuracy.ablation [--entry-from-event-log] <folder of cases>",
              file=sys.stderr)
        return 2
    cases = load_cases(Path(argv[0]))
    mode = ", entry from the event log" if from_event_log else ""
    print(f"| {argv[0]}, {sum(len(c.gold) for c in cases)} nodes{mode} | line@1 | confirmed | confirmed precision |")
    print("|---|---|---|---|")
    print(row("as built", cases, from_event_log), flush=True)
    for label, (module, name, neutral) in RULES.items():
        with switched_off(module, name, neutral):
            print(row(f"without {label}", cases, from_event_log), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
