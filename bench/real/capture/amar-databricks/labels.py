"""Write each ka_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebook
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules (../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/amar-databricks/labels.py

A label: (node id, operator, cell, spans, derived, kind, {extra}), `cell` 0-based among all the notebook's cells
(markdown cells count), spans the lines inside that cell; `file_lines` filled and checked by
../jadianes__spark-py-notebooks/nbgold.py; extra: `ambiguous`, `alt` ((cell, spans) each, places in other cells of
the notebook equally right). Symbol: `linkedin_job_listing_analysis.<module>` (top-level notebook code).

Places of the notebook used below (cell: lines): the parquet read 0: 1-3; df_core's select 2: 3-8; the not-null
filter 4: 1-5; dropDuplicates 7: 1; the Data Engineer title filter 10: 4-8; df_de's second select 14: 1-6; the four
cleaning withColumns 15: 3-6, 8-11, 13-16, 18-21; df_nlp's select 18: 1-6; extract_skills 21: 4-10, its udf() 21: 12,
the withColumn calling it 22: 1-4; extract_normalized_skills 31: 4-12, its udf() 31: 14-17, its withColumn 32: 1-4.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, NB, PROGRAMS, REPO, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402
sys.path.insert(0, str(HERE.parent / "jadianes__spark-py-notebooks"))
from nbgold import notebook_rows  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "8edeedefbf86078c5dc0e77ddae2b3e3ae801e74"
SOURCE = "Amar2210/DataBricks-Notebooks"
SYMBOL = "linkedin_job_listing_analysis.<module>"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on{}. ")
RUN = ("Run: bench/real/capture/amar-databricks/capture.py: `spark-submit ../ykanakaraju-pyspark/nbdriver.py "
       "linkedin_job_listing_analysis.ipynb` from the root of a scratch copy of the laid-out repository, every code "
       "cell in order, unchanged, in one namespace; Databricks' spark, display(df) and df.display() (a show(): "
       "CollectLimit 21 and toprettystring) from the sbe family's hook; the Unity Catalog volume path "
       "/Volumes/workspace/default/raw_job_postings/0000.parquet served from a generated parquet file (make_data.py) "
       "by a dbfs: file system stand-in set as the default file system. The plan is the one the action ran, written "
       "by a query-execution listener after it ran (final adaptive plan); event_log.json from the same run.")
BASE = ("The chain under every DataFrame after cell 7: the parquet read (cell 0), the not-null filter (cell 4; its "
        "IsNotNull conditions also pushed into the scan, so the filter is an alt of the scan), dropDuplicates"
        "([\"title\", \"description\"]) (cell 7) as an aggregate pair on (title, description) (partial level and "
        "Exchange derived, kind distinct), the column-pruning Project under it derived and ambiguous (at the "
        "dropDuplicates, the filter(s) below it as alts). ")
DE = ("Cell 10's title filter (lower(title).rlike(...)) is on a dropDuplicates key, so the optimizer pushed it below "
      "the dedup into the not-null Filter: that Filter is cell 10's filter and cell 4's (alt). ")
UDF = ("A Python UDF node (ArrowEvalPython) is labelled at the withColumn that calls it, the udf(...) line and the "
       "function as alts. explode() makes Spark infer `size(arr) > 0 AND isnotnull(arr)`; as the UDF reads only "
       "description, a dedup key, the inferred Filter and an extra evaluation of the UDF for it were pushed below the "
       "dedup (both derived: the Filter at the explode, the extra ArrowEvalPython at the UDF's withColumn). ")
SHOW = ("show()/display(): the toprettystring Project, LocalLimit and CollectLimit derived at the show; where an "
        "aggregate or a user's Project carries toprettystring it keeps the user's label; an orderBy + show is one "
        "TakeOrderedAndProject (kind sort) at the orderBy (and the show). ")
COUNT = "count() is an aggregate pair at its line (partial level and Exchange derived). "

# places (cell, spans)
FILTER_NN = (4, [[1, 5]])
FILTER_DE = (10, [[4, 8]])
SELECT_CORE = (2, [[3, 8]])
CLEANING = (15, [[3, 6], [8, 11], [13, 16], [18, 21]])
UDF1 = (22, [[1, 4]])
UDF1_DEFS = [(21, [[12, 12]]), (21, [[4, 10]])]
UDF2 = (32, [[1, 4]])
UDF2_DEFS = [(31, [[14, 17]]), (31, [[4, 12]])]


def node(nid, op, place, derived, kind, **extra):
    cell, spans = place
    return (nid, op, cell, spans, derived, kind, extra)


def scan(nid=1, pushed=True):
    return node(nid, "Scan parquet", (0, [[1, 3]]), False, "read", **({"alt": [FILTER_NN]} if pushed else {}))


def not_null_filter(nid=3, de=False):
    """The Filter of cell 4 (and cell 10's title filter pushed into it)."""
    if de:
        return node(nid, "Filter", FILTER_DE, False, "filter", alt=[FILTER_NN])
    return node(nid, "Filter", FILTER_NN, False, "filter")


def dedup(prune, partial, exchange, final, de=True, op="HashAggregate", final_alt=None):
    """The pruning Project (or None), and dropDuplicates' aggregate pair."""
    filters = [FILTER_DE, FILTER_NN] if de else [FILTER_NN]
    out = []
    if prune is not None:
        out.append(node(prune, "Project", (7, [[1, 1]]), True, "project", ambiguous=True, alt=filters))
    out += [node(partial, op, (7, [[1, 1]]), True, "distinct"),
            node(exchange, "Exchange", (7, [[1, 1]]), True, "distinct"),
            node(final, op, (7, [[1, 1]]), False, "distinct", **({"alt": final_alt} if final_alt else {}))]
    return out


def count(place, partial, exchange, final):
    return [node(partial, "HashAggregate", place, True, "aggregate"),
            node(exchange, "Exchange", place, True, "aggregate"),
            node(final, "HashAggregate", place, False, "aggregate")]


def de_chain(final_alt=None):
    """Nodes 1-9 of a DataFrame of cell 10 and later with no explode: scan, merged Filter, prune, dedup."""
    return [scan(), not_null_filter(de=True)] + dedup(4, 5, 6, 9, final_alt=final_alt)


def udf(nid, call, defs, derived=False):
    return node(nid, "ArrowEvalPython", call, derived, "udf", alt=defs)


def explode_chain(call, defs, explode, with_job_id=False):
    """Nodes 1-14 of a DataFrame that explodes a UDF's array: the pushed-down UDF and inferred Filter (4, 5), the
    dedup (6-11), the UDF (12), the withColumn's Project (13, pruned for the explode's select), Generate (14)."""
    return [scan(), not_null_filter(de=True), udf(4, call, defs, derived=True),
            node(5, "Filter", explode, True, "explode")] + dedup(6, 7, 8, 11) + [
        udf(12, call, defs), node(13, "Project", call, False, "project", ambiguous=True, alt=[explode]),
        node(14, "Generate", explode, False, "explode")]


L: dict[str, dict] = {}

L["ka_c01_raw_count"] = dict(
    dataframe="df_raw.count() (cell 1 line 1), df_raw = spark.read.parquet(\"/Volumes/.../0000.parquet\") (cell 0)",
    notes="The scan reads no column. Cell 5 line 1 (df_core.count()) runs the same plan later: a look-alike, not "
          "accepted. " + COUNT,
    nodes=[scan(pushed=False)] + count((1, [[1, 1]]), 3, 4, 6))

L["ka_c03_null_counts_show"] = dict(
    dataframe="df_core.select(spark_sum(col(\"job_id\").isNull().cast(\"int\")).alias(...), ... four sums).show() "
              "(cell 3 lines 3-8), df_core = df_raw.select(col(\"job_id\"), col(\"title\"), col(\"description\"), "
              "col(\"skills_desc\")) (cell 2) of the parquet read (cell 0)",
    notes="A global aggregate: partial level and Exchange derived at the select of sums; the final aggregate carries "
          "the show's toprettystring. df_core's select leaves no node (the scan reads the four columns). ",
    nodes=[scan(pushed=False)] + [node(3, "HashAggregate", (3, [[3, 8]]), True, "aggregate"),
                                  node(4, "Exchange", (3, [[3, 8]]), True, "aggregate"),
                                  node(6, "HashAggregate", (3, [[3, 8]]), False, "aggregate")])

L["ka_c05_core_count"] = dict(
    dataframe="df_core.count() (cell 5 line 1, inside print(\"Before:\", ...)), df_core = df_raw.select(...) (cell 2) "
              "of the parquet read (cell 0)",
    notes="The scan reads no column (the select is pruned away). Cell 1 (df_raw.count()) ran the same plan first: "
          "a look-alike, not accepted; event_log.json takes the second such execution. " + COUNT,
    nodes=[scan(pushed=False)] + count((5, [[1, 1]]), 3, 4, 6))

L["ka_c05_non_null_count"] = dict(
    dataframe="df_non_null.count() (cell 5 line 2), df_non_null = df_core.filter(col(\"job_id\").isNotNull() & "
              "col(\"title\").isNotNull() & col(\"description\").isNotNull()) (cell 4), df_core (cell 2), read (cell 0)",
    notes="The filter's conditions are also pushed into the scan (the filter an alt of the scan). The column-less "
          "Project prunes for the count: derived and ambiguous, at the count with the filter as alt. " + COUNT,
    nodes=[scan(), not_null_filter(),
           node(4, "Project", (5, [[2, 2]]), True, "project", ambiguous=True, alt=[FILTER_NN])]
    + count((5, [[2, 2]]), 5, 6, 8))

L["ka_c06_duplicate_groups_count"] = dict(
    dataframe="df_non_null.groupBy(\"title\", \"description\").count().filter(col(\"count\")>1).count() (cell 6 lines "
              "1-7), df_non_null (cell 4), df_core (cell 2), read (cell 0)",
    notes="The groupBy's partial aggregate and Exchange derived at groupBy(...).count() (lines 3-4); the Filter at "
          "line 5; the column-less Project prunes for the final count (derived, ambiguous: the filter and the "
          "count); the final count's pair at line 6. The Project under the groupBy prunes to its keys (derived, "
          "ambiguous: the groupBy and the not-null filter). ",
    nodes=[scan(), not_null_filter(),
           node(4, "Project", (6, [[3, 4]]), True, "project", ambiguous=True, alt=[FILTER_NN])]
    + count((6, [[3, 4]]), 5, 6, 9)
    + [node(10, "Filter", (6, [[5, 5]]), False, "filter"),
       node(11, "Project", (6, [[6, 6], [5, 5]]), True, "project", ambiguous=True)]
    + count((6, [[6, 6]]), 12, 13, 15))

L["ka_c08_dedup_count"] = dict(
    dataframe="df_dedup.count() (cell 8 line 1, in a print), df_dedup = df_non_null.dropDuplicates([\"title\", "
              "\"description\"]) (cell 7)",
    notes=BASE + COUNT,
    nodes=[scan(), not_null_filter()] + dedup(4, 5, 6, 9, de=False) + count((8, [[1, 1]]), 10, 11, 13))

L["ka_c09_dedup_show"] = dict(
    dataframe="df_dedup.show(5) (cell 9 line 1), df_dedup = df_non_null.dropDuplicates([\"title\", \"description\"]) "
              "(cell 7)",
    notes="With every column kept, dropDuplicates runs as a SortAggregate pair of first(job_id), first(skills_desc) "
          "(its Sorts, partial level and Exchange derived at dropDuplicates; the final one carries the show's "
          "toprettystring). " + SHOW,
    nodes=[scan(), not_null_filter(),
           node(4, "Sort", (7, [[1, 1]]), True, "distinct")]
    + dedup(None, 5, 6, 10, de=False, op="SortAggregate")
    + [node(9, "Sort", (7, [[1, 1]]), True, "distinct"),
       node(11, "CollectLimit", (9, [[1, 1]]), True, "limit")])

L["ka_c12_distinct_titles_show"] = dict(
    dataframe="df_de.select(\"title\").distinct().show(20) (cell 12 line 1), df_de = df_dedup.filter(lower(col("
              "\"title\")).rlike(...)) (cell 10)",
    notes=DE + "distinct() on title makes cell 7's dropDuplicates on (title, description) redundant: the optimizer "
          "removed it, and the remaining aggregate pair is the distinct (partial level and Exchange derived). The "
          "Project is the select(\"title\"). " + SHOW,
    nodes=[scan(), not_null_filter(de=True), node(4, "Project", (12, [[1, 1]]), False, "project"),
           node(5, "HashAggregate", (12, [[1, 1]]), True, "distinct"),
           node(6, "Exchange", (12, [[1, 1]]), True, "distinct"),
           node(9, "HashAggregate", (12, [[1, 1]]), False, "distinct")])

L["ka_c13_display_limit"] = dict(
    dataframe="display(df_de.select(\"description\").limit(5)) (cell 13 line 1), df_de (cell 10)",
    notes=BASE + DE + "The select(\"description\") and the show's toprettystring were folded into the dedup's final "
          "aggregate (cell 13 an alt); the limit(5) and the display's show are one CollectLimit 5 at the limit. ",
    nodes=de_chain(final_alt=[(13, [[1, 1]])]) + [node(10, "CollectLimit", (13, [[1, 1]]), False, "limit")])

L["ka_c16_clean_text_display"] = dict(
    dataframe="df_text.select(\"clean_text\").display() (cell 16 line 1), df_text = df_de.withColumn(\"clean_text\", "
              "lower(col(\"description\"))) and three withColumn(\"clean_text\", regexp_replace(...)) (cell 15), "
              "df_de = df_de.select(...) (cell 14) of the filter (cell 10)",
    notes=BASE + DE + "The four withColumns and the select (nested lower/regexp_replace, with the show's "
          "toprettystring) were folded into the dedup's final aggregate: cell 15's withColumns and cell 16 are alts. "
          + SHOW,
    nodes=de_chain(final_alt=[CLEANING, (16, [[1, 1]])]) + [node(10, "CollectLimit", (16, [[1, 1]]), True, "limit")])

L["ka_c17_summary_show"] = dict(
    dataframe="df_text.select(length(\"clean_text\").alias(\"text_length\")).summary().show() (cell 17 lines 3-5), "
              "df_text (cell 15)",
    notes=BASE + DE + "length(clean_text) (the select, lines 3-4, over cell 15's cleaning) was folded into the "
          "dedup's final aggregate (alts). summary() is an ObjectHashAggregate pair (partial level and Exchange "
          "derived) then a Generate exploding the statistics map and a Project (element_at, with the show's "
          "toprettystring), all at line 5 (`).summary().show()`); the Generate and Project derived. " + SHOW,
    nodes=de_chain(final_alt=[(17, [[3, 4]]), CLEANING])
    + [node(10, "ObjectHashAggregate", (17, [[5, 5]]), True, "aggregate"),
       node(11, "Exchange", (17, [[5, 5]]), True, "aggregate"),
       node(13, "ObjectHashAggregate", (17, [[5, 5]]), False, "aggregate"),
       node(14, "Generate", (17, [[5, 5]]), True, "aggregate"),
       node(15, "Project", (17, [[5, 5]]), True, "project"),
       node(16, "CollectLimit", (17, [[5, 5]]), True, "limit")])

L["ka_c23_udf_skills_show"] = dict(
    dataframe="df_skills.select(\"title\", \"extracted_skills\").show(5, truncate=False) (cell 23 line 1), "
              "df_skills = df_nlp.withColumn(\"extracted_skills\", extract_skills_udf(\"clean_text\")) (cell 22; "
              "extract_skills and its udf() in cell 21), df_nlp (cell 18) of df_text (cell 15)",
    notes=BASE + DE + UDF + "The show's limit was pushed below the UDF (LocalLimit, derived); the Project above the "
          "UDF is the select (with the show's toprettystring). Cells 31-33 hold the look-alike normalized-skills "
          "UDF and show. " + SHOW,
    nodes=de_chain() + [node(10, "LocalLimit", (23, [[1, 1]]), True, "limit"), udf(11, UDF1, UDF1_DEFS),
                        node(12, "Project", (23, [[1, 1]]), False, "project"),
                        node(13, "CollectLimit", (23, [[1, 1]]), True, "limit")])

L["ka_c25_skill_counts_show"] = dict(
    dataframe="skill_counts.show(20, truncate=False) (cell 25 line 1), skill_counts = df_skills.select(explode("
              "\"extracted_skills\").alias(\"skill\")).groupBy(\"skill\").count().orderBy(\"count\", ascending=False) "
              "(cell 24 lines 3-9), df_skills (cell 22)",
    notes=BASE + DE + UDF + "The Project naming the UDF's result is the withColumn's, pruned for the explode's "
          "select (ambiguous, the select an alt); the groupBy's partial level and Exchange derived at groupBy().count() "
          "(lines 6-7). Cell 34 builds the same chain over the normalized skills (a look-alike). " + SHOW,
    nodes=explode_chain(UDF1, UDF1_DEFS, (24, [[5, 5]]))
    + count((24, [[6, 7]]), 15, 16, 19)
    + [node(20, "TakeOrderedAndProject", (24, [[8, 8]]), False, "sort", alt=[(25, [[1, 1]])])])

L["ka_c26_skills_count"] = dict(
    dataframe="total_jobs = df_skills.count() (cell 26 line 1), df_skills (cell 22)",
    notes=BASE + DE + "The UDF column and df_nlp's select are pruned away for the count. Cell 11 (df_de.count()) "
          "and cell 34 line 10 (df_norm.count()) run the same plan, before and after: look-alikes, not accepted; "
          "event_log.json takes the second of the three. " + COUNT,
    nodes=de_chain() + count((26, [[1, 1]]), 10, 11, 13))

L["ka_c27_percentage_order_show"] = dict(
    dataframe="skill_stats.orderBy(\"percentage\", ascending=False).show(15, truncate=False) (cell 27 line 1), "
              "skill_stats = skill_counts.withColumn(\"percentage\", round((col(\"count\") / total_jobs) * 100, 1)) "
              "(cell 26 lines 3-6), skill_counts (cell 24)",
    notes=BASE + DE + UDF + "skill_counts' orderBy(\"count\") (cell 24 line 8) is superseded by this orderBy and "
          "left no node. The Project computing percentage (total_jobs a Python number, 92) is cell 26's withColumn; "
          "cell 34 lines 12-15 hold its look-alike. " + SHOW,
    nodes=explode_chain(UDF1, UDF1_DEFS, (24, [[5, 5]]))
    + count((24, [[6, 7]]), 15, 16, 19)
    + [node(20, "Project", (26, [[3, 6]]), False, "project"),
       node(21, "TakeOrderedAndProject", (27, [[1, 1]]), False, "sort")])

L["ka_c33_norm_udf_show"] = dict(
    dataframe="df_norm.select(\"title\", \"normalized_skills\").show(5) (cell 33 line 1), df_norm = df_nlp.withColumn("
              "\"normalized_skills\", extract_normalized_skills_udf(\"clean_text\")) (cell 32; the function and its "
              "udf() in cell 31)",
    notes=BASE + DE + UDF + "Cells 21-23 hold the look-alike extract_skills UDF and show. " + SHOW,
    nodes=de_chain() + [node(10, "LocalLimit", (33, [[1, 1]]), True, "limit"), udf(11, UDF2, UDF2_DEFS),
                        node(12, "Project", (33, [[1, 1]]), False, "project"),
                        node(13, "CollectLimit", (33, [[1, 1]]), True, "limit")])

L["ka_c34_norm_stats_show"] = dict(
    dataframe="skill_stats_norm.show(20, truncate=False) (cell 34 line 17), skill_stats_norm = skill_counts_norm."
              "withColumn(\"percentage\", round(...)).orderBy(\"percentage\", ascending=False) (lines 12-15), "
              "skill_counts_norm = df_norm.select(explode(\"normalized_skills\").alias(\"skill\")).groupBy(\"skill\")"
              ".count() (lines 3-8), df_norm (cell 32)",
    notes=BASE + DE + UDF + "Cells 24, 26 and 27 hold the look-alike chain over extract_skills. total_jobs (line "
          "10) is a Python number by then (a count query of its own). " + SHOW,
    nodes=explode_chain(UDF2, UDF2_DEFS, (34, [[5, 5]]))
    + count((34, [[6, 7]]), 15, 16, 19)
    + [node(20, "Project", (34, [[12, 14]]), False, "project"),
       node(21, "TakeOrderedAndProject", (34, [[15, 15], [17, 17]]), False, "sort")])

L["ka_c38_skill_long_show"] = dict(
    dataframe="df_skill_long.show(10) (cell 38 line 1), df_skill_long = df_norm.select(col(\"job_id\"), explode("
              "\"normalized_skills\").alias(\"skills\")) (cell 37), df_norm (cell 32)",
    notes=BASE + DE + UDF + "The dedup keeps job_id as first(job_id). " + SHOW,
    nodes=explode_chain(UDF2, UDF2_DEFS, (37, [[3, 6]]))
    + [node(15, "Project", (38, [[1, 1]]), True, "project"),
       node(16, "CollectLimit", (38, [[1, 1]]), True, "limit")])

L["ka_c39_job_counts_show"] = dict(
    dataframe="skill_job_counts.show(10) (cell 39 line 9), skill_job_counts = df_skill_long.groupBy(\"skills\").agg("
              "{\"job_id\": \"count\"}).withColumnRenamed(\"count(job_id)\", \"job_count\").orderBy(\"job_count\", "
              "ascending=False) (lines 1-7), df_skill_long (cell 37)",
    notes=BASE + DE + UDF + "The groupBy's partial level and Exchange derived at groupBy().agg() (lines 3-4); the "
          "final aggregate also names job_count (the rename, line 5). " + SHOW,
    nodes=explode_chain(UDF2, UDF2_DEFS, (37, [[3, 6]]))
    + [node(15, "HashAggregate", (39, [[3, 4]]), True, "aggregate"),
       node(16, "Exchange", (39, [[3, 4]]), True, "aggregate"),
       node(19, "HashAggregate", (39, [[3, 5]]), False, "aggregate"),
       node(20, "TakeOrderedAndProject", (39, [[6, 6], [9, 9]]), False, "sort")])

L["ka_c42_co_occurrence_smj"] = dict(
    dataframe="co_occurrence.orderBy(\"intersection\", ascending=False).show(10) (cell 42 line 1), co_occurrence = "
              "df_pairs.groupBy(\"skill_a\", \"skill_b\").count().withColumnRenamed(\"count\", \"intersection\") "
              "(cell 41), df_pairs = df_skill_long.alias(\"a\").join(df_skill_long.alias(\"b\"), on=\"job_id\")"
              ".where(col(\"a.skills\") < col(\"b.skills\")).select(...) (cell 40), df_skill_long (cell 37)",
    notes=BASE + DE + UDF + "A self-join of df_skill_long, sort-merge (broadcast joins off): the right side reuses "
          "the left side's Exchange (ReusedExchange, a wrapper). The join's Exchange and Sorts and the inferred "
          "isnotnull(job_id) Filter are derived at the join (lines 3-6); the where (line 7) became the join "
          "condition (the join's labels take it too) and the inferred isnotnull(skills) Filter is derived at it. "
          "The Project is the select (lines 8-11); the pair-count aggregate at lines 3-5 of cell 41. " + SHOW,
    nodes=[scan(), not_null_filter(de=True), udf(4, UDF2, UDF2_DEFS, derived=True),
           node(5, "Filter", (37, [[3, 6]]), True, "explode")] + dedup(6, 7, 8, 11) + [
        node(12, "Filter", (40, [[3, 6]]), True, "join"),
        udf(13, UDF2, UDF2_DEFS),
        node(14, "Project", UDF2, False, "project", ambiguous=True, alt=[(37, [[3, 6]])]),
        node(15, "Generate", (37, [[3, 6]]), False, "explode"),
        node(16, "Filter", (40, [[7, 7], [3, 6]]), True, "filter"),
        node(17, "Exchange", (40, [[3, 6]]), True, "join"),
        node(20, "Sort", (40, [[3, 6]]), True, "join"),
        node(24, "Sort", (40, [[3, 6]]), True, "join"),
        node(25, "SortMergeJoin", (40, [[3, 6], [7, 7]]), False, "join"),
        node(26, "Project", (40, [[8, 11]]), False, "project"),
        node(27, "HashAggregate", (41, [[3, 4]]), True, "aggregate"),
        node(28, "Exchange", (41, [[3, 4]]), True, "aggregate"),
        node(31, "HashAggregate", (41, [[3, 5]]), False, "aggregate"),
        node(32, "TakeOrderedAndProject", (42, [[1, 1]]), False, "sort")])


def self_join_bc(where_alt_a=None, where_alt_b=None):
    """Nodes 1-34 of co_occurrence with broadcast joins: each side of cell 40's self-join of df_skill_long is the
    dedup + UDF + explode chain (the right side reuses the left's dedup Exchange: its final aggregate, 20, is a node
    of its own); the inferred isnotnull(job_id) Filters, the BroadcastExchange at the join; the inferred
    isnotnull(skills) Filters at the where (line 7) that became the join condition; then cell 41's pair count."""
    def side(dedup_final, join_filter, aep, project, generate, skills_filter, where_alt):
        return [node(dedup_final, "HashAggregate", (7, [[1, 1]]), False, "distinct"),
                node(join_filter, "Filter", (40, [[3, 6]]), True, "join"),
                udf(aep, UDF2, UDF2_DEFS),
                node(project, "Project", UDF2, False, "project", ambiguous=True, alt=[(37, [[3, 6]])]),
                node(generate, "Generate", (37, [[3, 6]]), False, "explode"),
                node(skills_filter, "Filter", (40, [[7, 7], [3, 6]]), True, "filter",
                     **({"alt": where_alt} if where_alt else {}))]
    return ([scan(), not_null_filter(de=True), udf(4, UDF2, UDF2_DEFS, derived=True),
             node(5, "Filter", (37, [[3, 6]]), True, "explode")] + dedup(6, 7, 8, 11)[:3]
            + side(11, 12, 13, 14, 15, 16, where_alt_a) + side(20, 21, 22, 23, 24, 25, where_alt_b)
            + [node(26, "BroadcastExchange", (40, [[3, 6]]), True, "join"),
               node(28, "BroadcastHashJoin", (40, [[3, 6], [7, 7]]), False, "join"),
               node(29, "Project", (40, [[8, 11]]), False, "project")]
            + count((41, [[3, 4]]), 30, 31, 34)[:2]
            + [node(34, "HashAggregate", (41, [[3, 5]]), False, "aggregate")])


L["ka_c42_co_occurrence_bc"] = dict(
    dataframe=L["ka_c42_co_occurrence_smj"]["dataframe"],
    notes=BASE + DE + UDF + "The same query as ka_c42_co_occurrence_smj with Spark's default broadcast threshold: "
          "the self-join of df_skill_long is a BroadcastHashJoin (BroadcastExchange derived at the join, lines 3-6); "
          "the right side reuses the left side's dedup Exchange (ReusedExchange, a wrapper) and has its own final "
          "dedup aggregate, UDF, Project, Generate and Filters. The inferred isnotnull(job_id) Filters are derived at "
          "the join; the where (line 7) became the join condition (the join takes it too) and the inferred "
          "isnotnull(skills) Filters are derived at it. The Project is the select (lines 8-11); the pair count at "
          "cell 41 lines 3-5. " + SHOW,
    nodes=self_join_bc() + [node(35, "TakeOrderedAndProject", (42, [[1, 1]]), False, "sort")])

L["ka_c45_jaccard_bc"] = dict(
    dataframe="jaccard.orderBy(\"jaccard_similarity\", ascending=False).show(15, truncate=False) (cell 45 line 1), "
              "jaccard = jaccard.withColumn(\"jaccard_similarity\", round(col(\"intersection\") / (col(\"count_a\") + "
              "col(\"count_b\") - col(\"intersection\")), 3)) (cell 44), jaccard = co_occurrence.join(skill_job_counts"
              ".withColumnRenamed(...)..., on=\"skill_a\").join(skill_job_counts.withColumnRenamed(...)..., "
              "on=\"skill_b\") (cell 43), co_occurrence (cell 41), skill_job_counts (cell 39)",
    notes=BASE + DE + UDF + "co_occurrence as in ka_c42_co_occurrence_bc (nodes 1-34; the skills Filters of the "
          "self-join's sides are also inferred from cell 43's join keys: alts). skill_job_counts (cell 39) is a third "
          "explode chain over a reused dedup Exchange: its final dedup aggregate, UDF, Project, Generate, an inferred "
          "isnotnull(skills) Filter derived at cell 43's joins, the count pair (partial and Exchange derived at "
          "groupBy().agg(), the final also naming skill_a/count_a: the renames of cell 43 lines 5-6 an alt); its "
          "orderBy (cell 39 line 6) left no node. It is broadcast once (BroadcastExchange derived at both joins) and "
          "reused for the second join (ReusedExchange, a wrapper). The first join (lines 3-8), its pruning Project "
          "(derived, ambiguous: both joins), the second join (lines 9-14), the Project computing jaccard_similarity "
          "(cell 44's withColumn), the orderBy + show as TakeOrderedAndProject at cell 45. Cell 43's `jaccard` is "
          "reassigned in cell 44 (the same name twice). " + SHOW,
    nodes=self_join_bc(where_alt_a=[(43, [[3, 8]])], where_alt_b=[(43, [[9, 14]])]) + [
        node(38, "HashAggregate", (7, [[1, 1]]), False, "distinct"),
        udf(39, UDF2, UDF2_DEFS),
        node(40, "Project", UDF2, False, "project", ambiguous=True, alt=[(37, [[3, 6]])]),
        node(41, "Generate", (37, [[3, 6]]), False, "explode"),
        node(42, "Filter", (43, [[3, 8], [9, 14]]), True, "join"),
        node(43, "HashAggregate", (39, [[3, 4]]), True, "aggregate"),
        node(44, "Exchange", (39, [[3, 4]]), True, "aggregate"),
        node(47, "HashAggregate", (39, [[3, 5]]), False, "aggregate", alt=[(43, [[5, 6]])]),
        node(48, "BroadcastExchange", (43, [[3, 8], [9, 14]]), True, "join"),
        node(50, "BroadcastHashJoin", (43, [[3, 8]]), False, "join"),
        node(51, "Project", (43, [[3, 8], [9, 14]]), True, "project", ambiguous=True),
        node(54, "BroadcastHashJoin", (43, [[9, 14]]), False, "join"),
        node(55, "Project", (44, [[3, 10]]), False, "project"),
        node(56, "TakeOrderedAndProject", (45, [[1, 1]]), False, "sort")])


def main() -> int:
    def cases():
        for case_id, part, program, line, action, occurrence, _, cell in CASES:
            spec = L.get(case_id)
            if spec is None:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            extra = PROGRAMS[program][1]
            session = SESSION.format(", " + ", ".join(extra) + " (broadcast joins off)" if extra else "")
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": NB,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at cell {cell} line {line})",
                    "notes": spec["notes"] + session + RUN, "form": "ipynb", "source": SOURCE}
            rows = notebook_rows(spec["nodes"], REPO, NB, SYMBOL)
            yield part, BENCH / part / case_id, rows, case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
