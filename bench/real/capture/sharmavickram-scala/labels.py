"""Write each lb_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/sharmavickram-scala/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., true=...): spans are lines of the case's program file
(`PROGRAMS[program][1]` in capture.py). Symbols: the object's qualified name and its method
(`com.dataedge.joins.JoinExample.main`).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "e69a95a3e18f9515036959b956c48731b198109d"
SOURCE = "sharmavickram/Spark-SQL-DataFrame"


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False, true=None):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, amb, true))


L: dict[str, dict] = {}

SESSION = ("Run with spark-submit --class (local[1], 4 shuffle partitions, UTC, AQE on); plan written by a "
           "query-execution listener after the action ran (final adaptive plan). ")
SHOW = ("show()'s CollectLimit and the Project of only toprettystring casts are derived at the show line; a Project "
        "that also does the code's own select/withColumn is not derived and accepts the show line too. ")
JOIN = ("JoinExample.main: empDF = emp.toDF(empColumns:_*) (26, rows at 16-22), deptDF = dept.toDF(deptColumns:_*) "
        "(35, rows at 29-33); each join is one line `empDF.join(deptDF, empDF(\"emp_dept_id\") === "
        "deptDF(\"dept_id\"), \"<type>\").show(false)`. ")
JOIN_NOTES = ("Each LocalTableScan at the toDF that made its DataFrame. The join's Exchanges and Sorts (or its "
              "BroadcastExchange) are derived at the join line. ")
SAME = ("The same query is written more than once in the file (`outer` 41, `full` 43, `fullouter` 45; `right` 48 "
        "and `rightouter` 50; `left` 53 and `leftouter` 55; the inner join at 39 and in SQL at 79 and 81): every copy "
        "is a span, `true_lines` the one that ran; over the SQL copies a scan also accepts their FROM line (the "
        "temp views EMP/DEPT of lines 75-76). The other joins of the file (other join types) are look-alikes, not "
        "alternatives. ")
SHIM = ("Compiled from a copy whose blank line 8 gets `import org.apache.spark.sql.classic.SparkSession` (Spark 4 "
        "compile shim, capture README); no code line changed or moved. ")

GROUPS = [(39, 79, 81), (41, 43, 45), (48, 50), (53, 55)]
SQL = (79, 81)
EMP, DEPT = 26, 35


def group_of(line: int) -> tuple:
    return next((g for g in GROUPS if line in g), (line,))


def scan(nid: int, line: int, read: int) -> N:
    group = group_of(line)
    sql = [x for x in group if x in SQL]
    if len(group) == 1:
        return N(nid, "LocalTableScan", s(read), False, "read")
    true = s(line, read) if line in SQL else s(read)
    return N(nid, "LocalTableScan", s(read, *sql), False, "read", true=true)


def at(nid: int, op: str, line: int, derived: bool, kind: str) -> N:
    group = group_of(line)
    return N(nid, op, s(*group), derived, kind, true=s(line) if len(group) > 1 else None)


def join_nodes(line: int, layout: str, join_op: str) -> list[N]:
    if layout == "bhj":
        nodes = [scan(1, line, EMP), scan(2, line, DEPT), at(3, "BroadcastExchange", line, True, "join"),
                 at(5, join_op, line, False, "join"), at(6, "Project", line, True, "project"),
                 at(7, "CollectLimit", line, True, "limit")]
    elif layout == "bhj_right":     # the left side (empDF) broadcast
        nodes = [scan(1, line, EMP), at(2, "BroadcastExchange", line, True, "join"), scan(4, line, DEPT),
                 at(5, join_op, line, False, "join"), at(6, "Project", line, True, "project"),
                 at(7, "CollectLimit", line, True, "limit")]
    elif layout == "smj":
        nodes = [scan(1, line, EMP), at(2, "Exchange", line, True, "join"), at(5, "Sort", line, True, "join"),
                 scan(6, line, DEPT), at(7, "Exchange", line, True, "join"), at(10, "Sort", line, True, "join"),
                 at(11, join_op, line, False, "join"), at(12, "Project", line, True, "project"),
                 at(13, "CollectLimit", line, True, "limit")]
    elif layout == "cartesian":
        nodes = [scan(1, line, EMP), scan(2, line, DEPT), at(3, join_op, line, False, "join"),
                 at(4, "Project", line, True, "project"), at(5, "CollectLimit", line, True, "limit")]
    else:
        raise ValueError(layout)
    return nodes


def no_limit(nodes: list[N]) -> list[N]:
    return [n for n in nodes if n[1] != "CollectLimit"]


def join_case(line: int, kind_text: str, how: str, nodes: list[N]) -> dict:
    return dict(dataframe=JOIN + f"the case's action: line {line}, {kind_text}",
                notes=SHIM + JOIN_NOTES + how + SHOW + SAME, nodes=nodes)


BCAST = "Broadcast joins (the default threshold; tiny local rows). "
SMJ = "Run with spark.sql.autoBroadcastJoinThreshold=-1: sort-merge join. "
FULL = "A full outer join never broadcasts: sort-merge in the default run. "

L["lb_join_inner_bhj_show"] = join_case(39, "\"inner\"", BCAST, join_nodes(39, "bhj", "BroadcastHashJoin"))
L["lb_join_outer_smj_show"] = join_case(41, "\"outer\"", FULL, join_nodes(41, "smj", "SortMergeJoin"))
L["lb_join_full_smj_show"] = join_case(43, "\"full\"", FULL, join_nodes(43, "smj", "SortMergeJoin"))
L["lb_join_fullouter_smj_show"] = join_case(45, "\"fullouter\"", FULL, join_nodes(45, "smj", "SortMergeJoin"))
L["lb_join_right_bhj_show"] = join_case(48, "\"right\"", BCAST + "A right outer join broadcasts its left side. ",
                                        join_nodes(48, "bhj_right", "BroadcastHashJoin"))
L["lb_join_rightouter_smj_show"] = join_case(50, "\"rightouter\"", SMJ, join_nodes(50, "smj", "SortMergeJoin"))
L["lb_join_left_bhj_show"] = join_case(53, "\"left\"", BCAST, join_nodes(53, "bhj", "BroadcastHashJoin"))
L["lb_join_leftouter_smj_show"] = join_case(55, "\"leftouter\"", SMJ, join_nodes(55, "smj", "SortMergeJoin"))
L["lb_join_leftanti_bhj_show"] = join_case(
    57, "\"leftanti\"", BCAST + "The plan has no CollectLimit (show()'s limit does not appear over the anti join); "
    "deptDF's scan is pruned to dept_id. ", no_limit(join_nodes(57, "bhj", "BroadcastHashJoin")))
L["lb_join_leftsemi_smj_show"] = join_case(
    59, "\"leftsemi\"", SMJ + "The plan has no CollectLimit; deptDF's scan is pruned to dept_id. ",
    no_limit(join_nodes(59, "smj", "SortMergeJoin")))
L["lb_join_cross_type_smj_show"] = join_case(
    62, "\"cross\" with the same condition (a Cross join with keys)", SMJ, join_nodes(62, "smj", "SortMergeJoin"))
L["lb_join_crossjoin_bnlj_show"] = dict(
    dataframe=JOIN + "the case's action: line 65, empDF.crossJoin(deptDF).show(false)",
    notes=SHIM + JOIN_NOTES + BCAST + "crossJoin() with no condition: BroadcastNestedLoopJoin, its BroadcastExchange "
          "derived at 65. " + SHOW + SAME,
    nodes=[scan(1, 65, EMP), scan(2, 65, DEPT), at(3, "BroadcastExchange", 65, True, "join"),
           at(5, "BroadcastNestedLoopJoin", 65, False, "join"), at(6, "Project", 65, True, "project"),
           at(7, "CollectLimit", 65, True, "limit")])
L["lb_join_crossjoin_cartesian_show"] = dict(
    dataframe=JOIN + "the case's action: line 65, empDF.crossJoin(deptDF).show(false)",
    notes=SHIM + JOIN_NOTES + SMJ.replace("sort-merge join", "crossJoin() plans a CartesianProduct (no AQE wrapper)")
          + SHOW + SAME,
    nodes=join_nodes(65, "cartesian", "CartesianProduct"))

SELF = ("JoinExample.main: empDF = emp.toDF(empColumns:_*) (26); empDF.as(\"emp1\").join(empDF.as(\"emp2\"), "
        "col(\"emp1.superior_emp_id\") === col(\"emp2.emp_id\"), \"inner\") (68-69).select(col(\"emp1.emp_id\"), "
        "col(\"emp1.name\"), col(\"emp2.emp_id\").as(\"superior_emp_id\"), col(\"emp2.name\").as(\"superior_emp_name\")) "
        "(70-72).show(false) (73)")
SELF_NOTES = ("Both LocalTableScans are empDF (26), each pruned to the columns its side needs (the inferred isnotnull "
              "of the key folded into the local rows). The join (and its derived Exchanges/Sorts or BroadcastExchange) "
              "at 68-69; the Project is the select's renames with show()'s casts (70-72 and 73, not derived). ")
L["lb_join_self_bhj_show"] = dict(
    dataframe=SELF, notes=SHIM + SELF_NOTES + BCAST + SHOW,
    nodes=[N(1, "LocalTableScan", s(EMP), False, "read"), N(2, "LocalTableScan", s(EMP), False, "read"),
           N(3, "BroadcastExchange", s((68, 69)), True, "join"), N(5, "BroadcastHashJoin", s((68, 69)), False, "join"),
           N(6, "Project", s((70, 72), 73), False, "project"), N(7, "CollectLimit", s(73), True, "limit")])
L["lb_join_self_smj_show"] = dict(
    dataframe=SELF, notes=SHIM + SELF_NOTES + SMJ + SHOW,
    nodes=[N(1, "LocalTableScan", s(EMP), False, "read"), N(2, "Exchange", s((68, 69)), True, "join"),
           N(5, "Sort", s((68, 69)), True, "join"), N(6, "LocalTableScan", s(EMP), False, "read"),
           N(7, "Exchange", s((68, 69)), True, "join"), N(10, "Sort", s((68, 69)), True, "join"),
           N(11, "SortMergeJoin", s((68, 69)), False, "join"), N(12, "Project", s((70, 72), 73), False, "project"),
           N(13, "CollectLimit", s(73), True, "limit")])

SQLJOIN = ("JoinExample.main: empDF.createOrReplaceTempView(\"EMP\") (75), deptDF.createOrReplaceTempView(\"DEPT\") "
           "(76); ")
L["lb_join_sql_comma_bhj_show"] = join_case(
    79, "spark.sql(\"select * from EMP e, DEPT d where e.emp_dept_id == d.dept_id\").show(false)",
    SQLJOIN.replace("JoinExample.main: ", "") + BCAST, join_nodes(79, "bhj", "BroadcastHashJoin"))
L["lb_join_sql_inner_smj_show"] = join_case(
    81, "spark.sql(\"select * from EMP e INNER JOIN DEPT d ON e.emp_dept_id == d.dept_id\").show(false)",
    SQLJOIN.replace("JoinExample.main: ", "") + SMJ, join_nodes(81, "smj", "SortMergeJoin"))
for case_id in ("lb_join_sql_comma_bhj_show", "lb_join_sql_inner_smj_show"):
    L[case_id]["form"] = "sql-string"

RDD = ("CreateDFfromRDD.main: rdd = sc.parallelize(Seq((\"Java\", \"200000\"), ...)) (20); ")
RDD_NOTES = ("An RDD made a DataFrame: the Scan (ExistingRDD) at the toDF/createDataFrame and the parallelize that "
             "built the RDD, SerializeFromObject derived at the toDF/createDataFrame. Compiled from a copy whose "
             "blank line 8 gets `import org.apache.spark.sql.classic.SQLContext` (Spark 4 compile shim, capture "
             "README); no code line changed or moved. ")
L["lb_rdd_todf_show"] = dict(
    dataframe=RDD + "dfFromRDD1 = rdd.toDF() (22); dfFromRDD1.show() (24)",
    notes=RDD_NOTES + SHOW,
    nodes=[N(1, "Scan", s(22, 20), False, "read"), N(2, "SerializeFromObject", s(22), True, "project"),
           N(3, "Project", s(24), True, "project"), N(4, "CollectLimit", s(24), True, "limit")])
L["lb_rdd_create_dataframe_show"] = dict(
    dataframe=RDD + "columns = Seq(\"language\",\"users_count\") (19); dfFromRDD2 = spark.createDataFrame(rdd)"
              ".toDF(columns:_*) (26); dfFromRDD2.show() (27)",
    notes=RDD_NOTES + "The Project renames _1/_2 (the toDF(columns) at 26) with show()'s casts: not derived, 26 and "
          "27. " + SHOW,
    nodes=[N(1, "Scan", s(26, 20), False, "read"), N(2, "SerializeFromObject", s(26), True, "project"),
           N(3, "Project", s(26, 27), False, "project"), N(4, "CollectLimit", s(27), True, "limit")])

L["lb_parquet_zipcodes_show"] = dict(
    dataframe="CreateDFfromPARQUET.main: xmlDF = spark.read.format(\"parquet\").load(\"file:///R:/hadoop/resources/"
              "zipcodes.parquet\") (13); xmlDF.show() (16)",
    notes="The parquet read (named xmlDF in the code) at 13. " + SHOW,
    nodes=[N(1, "Scan parquet", s(13), False, "read"), N(3, "Project", s(16), True, "project"),
           N(4, "CollectLimit", s(16), True, "limit")])

XML = "CreateDFfromXML.main (its commented-out xml read at 14 never runs): "
L["lb_xml_persons_drive_show"] = dict(
    dataframe=XML + "xmlDF2 = spark.read.option(\"rootTag\", \"persons\").option(\"rowTag\", \"person\")"
              ".format(\"xml\").load(\"R:/hadoop/resources/persons.xml\") (17-20); xmlDF2.show() (22)",
    notes="The XML read at its chain 17-20 (Spark 4's own XML source). " + SHOW,
    nodes=[N(1, "Scan xml", s((17, 20)), False, "read"), N(2, "Project", s(22), True, "project"),
           N(3, "CollectLimit", s(22), True, "limit")])
L["lb_xml_orders_hdfs_show"] = dict(
    dataframe=XML + "xmlDF3 = spark.read.format(\"com.databricks.spark.xml\").option(\"rowTag\", \"root\")"
              ".xml(\"hdfs://localhost:9000/user/data/xml/orders.xml\") (24-26); xmlDF3.show() (28)",
    notes="The XML read at its chain 24-26 (Spark 4 maps the name com.databricks.spark.xml to its own source; "
          "`.xml(path)` is Spark 4's DataFrameReader method). " + SHOW,
    nodes=[N(1, "Scan xml", s((24, 26)), False, "read"), N(2, "Project", s(28), True, "project"),
           N(3, "CollectLimit", s(28), True, "limit")])

TSV = ("Problem01.main: tsvDF = spark.read.format(\"csv\").option(\"delimiter\", \"\\t\").load(\"hdfs://localhost:"
       "9000/user/data/tsv/emp.tsv\") (13-15); ")
L["lb_problem01_tsv_show"] = dict(
    dataframe=TSV + "tsvDF.show(false) (17)",
    notes="The csv read at its chain 13-15 (the run's earlier job that infers the columns is another plan). " + SHOW,
    nodes=[N(1, "Scan csv", s((13, 15)), False, "read"), N(2, "Project", s(17), True, "project"),
           N(3, "CollectLimit", s(17), True, "limit")])
L["lb_problem01_concat_show"] = dict(
    dataframe=TSV + "concatedDF = tsvDF.withColumn(\"Concatenation\", functions.concat(col(\"_c0\"), col(\"_c1\"))) "
              "(19-20); concatedDF.show(false) (21)",
    notes="The csv read at 13-15; the Project computes the withColumn's concat (19-20) inside show()'s casts: not "
          "derived, 19-20 and 21. " + SHOW,
    nodes=[N(1, "Scan csv", s((13, 15)), False, "read"), N(2, "Project", s((19, 20), 21), False, "project"),
           N(3, "CollectLimit", s(21), True, "limit")])

L["lb_parquet_json_overwrite_write"] = dict(
    dataframe="ReadParquetWriteJson.main: parquetDF = spark.read.format(\"parquet\").option(\"header\",\"true\")"
              ".option(\"mode\",\"failfast\").load(\"hdfs://localhost:9000/user/read-write/part-00000-...snappy.parquet\") "
              "(8-12); parquetDF.write.format(\"json\").mode(\"overwrite\").save(\"hdfs://localhost:9000/user/read-write/\") "
              "(15-16)",
    notes="The write overwrites the folder its input file is in: Spark deleted the folder before the job read the "
          "file, so the command failed (file not found); the plan is that failed command's. The parquet read at "
          "8-12; WriteFiles derived at the write chain 15-16, the InsertIntoHadoopFsRelationCommand not. The run's "
          "first plan (parquetDF.show() at 14) is no case. ",
    nodes=[N(1, "Scan parquet", s((8, 12)), False, "read"), N(3, "WriteFiles", s((15, 16)), True, "write"),
           N(4, "Execute InsertIntoHadoopFsRelationCommand", s((15, 16)), False, "write")])


def rows_of(program: str, nodes) -> list[dict]:
    main_class, file, _ = PROGRAMS[program]
    rows = []
    for nid, op, spans, derived, kind, amb, true in nodes:
        row = {"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": main_class + ".main",
               "derived": derived, "kind": kind, "ambiguous": amb}
        if true:
            row["true_lines"] = true
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


def main() -> int:
    missing = [c[0] for c in CASES if c[0] not in L]
    if missing:
        sys.exit(f"no labels for {missing}")
    out = []
    for case_id, part, program, line, action, _, _ in CASES:
        spec = L[case_id]
        main_class, file, extra = PROGRAMS[program]
        folder = BENCH / part / case_id
        settings = f"Settings: {', '.join(extra)}. " if extra else ""
        case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                "dataframe": spec["dataframe"] + f" (recorded action: {action} at line {line})",
                "notes": spec["notes"] + SESSION + settings
                + f"Program run: spark-submit --class {main_class} (capture/sharmavickram-scala/capture.py, "
                  f"program {program}).",
                "form": spec.get("form", "scala"), "source": SOURCE}
        out.append((part, folder, rows_of(program, spec["nodes"]), case, f"{program} {action}@{line}"))
    return write_cases(out)


if __name__ == "__main__":
    sys.exit(main())
