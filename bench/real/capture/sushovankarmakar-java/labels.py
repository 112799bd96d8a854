"""Write each sk_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/sushovankarmakar-java/labels.py

A label: N(node id, operator, file key, spans, derived, kind, amb=...): spans are the file's own line numbers; every
call sits in the program's `main`, so the symbol is `<package>.<Class>.main` (classes of the default package: `<Class>.main`).
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, REPO  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "sushovankarmakar__spark-java-tutorial"
COMMIT = "71987ed76e4cdb01b09a1162dd8e3de8e1ea0d8f"
SOURCE = "sushovankarmakar/spark-java-tutorial"
J = "src/main/java/"
F = {"CV": J + "youtube/CoronaVirus.java", "C2O": J + "CsvToOrcWithEncryption.java",
     "O2C": J + "orcFileAnalysis/OrcToCsvWithDecryption.java", "AID": J + "AppendAppId.java",
     "SE": J + "SparkExample.java"}


def symbol_of(key: str) -> str:
    text = (REPO / F[key]).read_text()
    package = re.search(r"^package\s+([\w.]+)\s*;", text, re.M)
    return ".".join(filter(None, [package.group(1) if package else "", Path(F[key]).stem, "main"]))


class N(tuple):
    def __new__(cls, nid, op, key, spans, derived, kind, amb=False):
        return tuple.__new__(cls, (nid, op, key, spans, derived, kind, amb))


def rows_of(nodes) -> list[dict]:
    rows = [{"node_id": nid, "operator": op, "file": F[key], "lines": spans, "symbol": symbol_of(key),
             "derived": derived, "kind": kind, "ambiguous": amb}
            for nid, op, key, spans, derived, kind, amb in nodes]
    return sorted(rows, key=lambda r: r["node_id"])


L: dict[str, dict] = {}
C = "CV"
CORONA = s((51, 54))      # coronaDataset = spark.read().option(inferSchema).option(header).csv(coronaInputPath)
TWEETS = s((59, 62))      # twitterDataset = spark.read()...csv(twitterInputPath)
GB = s((183, 184))        # maxDateByCountry = coronaDataset.groupBy(Country, state_cleaned).agg(max("Date").alias("Date"))
JOIN = s(190)             # confirmedMaxDataset = coronaDataset.join(maxDateByCountry, [Country, state_cleaned, Date])
SORT = s(191)             # .sort(col("Confirmed").desc())
WIN = s(199, (195, 196))  # withColumn("row_number", row_number().over(windowSpec)); the spec at 195-196
PIVOT = s((208, 210))     # groupBy(Country).pivot(Date).agg(sum(Confirmed))

SHOW = ("show()'s CollectLimit and a Project of only toprettystring casts are derived at the show line (kind limit, "
        "project); where the casts fold into a user Project, aggregate or TakeOrderedAndProject, that node is not "
        "derived and also accepts the show. ")
READ = "Scans at the read chain that made the DataFrame (a filter pushed into the scan: its line too). "
LOOK = "Look-alikes are never alternatives: "
CV = ("youtube/CoronaVirus.java main: coronaDataset = spark.read().option(\"inferSchema\", true).option(\"header\", "
      "true).csv(corona_dataset.csv) (51-54), twitterDataset the same over tweets.csv (59-62); ")
JOINDESC = ("maxDateByCountry = coronaDataset.groupBy(col(\"Country\"), col(\"state_cleaned\")).agg(max(\"Date\")"
            ".alias(\"Date\")) (183-184); confirmedMaxDataset = coronaDataset.join(maxDateByCountry, new String[]"
            "{\"Country\", \"state_cleaned\", \"Date\"}) (190) .sort(col(\"Confirmed\").desc()) (191); ")
JOINNOTE = ("The join of the data with its own aggregate: the inferred isnotnull Filters of both sides (the one below "
            "the aggregate and the one on max(Date) above it) derived at the join; the aggregate's partial "
            "HashAggregate and Exchange derived at the groupBy/agg, the final one not. ")


def join_side(bhj: bool) -> list:
    """The join of coronaDataset with maxDateByCountry, as both plans of confirmedMaxDataset number it."""
    if bhj:
        return [N(1, "Scan csv", C, CORONA, False, "read"), N(2, "Filter", C, JOIN, True, "join"),
                N(3, "Scan csv", C, CORONA, False, "read"), N(4, "Filter", C, JOIN, True, "join"),
                N(5, "HashAggregate", C, GB, True, "aggregate"), N(6, "Exchange", C, GB, True, "aggregate"),
                N(9, "HashAggregate", C, GB, False, "aggregate"), N(10, "Filter", C, JOIN, True, "join"),
                N(11, "BroadcastExchange", C, JOIN, True, "join"), N(13, "BroadcastHashJoin", C, JOIN, False, "join")]
    return [N(1, "Scan csv", C, CORONA, False, "read"), N(2, "Filter", C, JOIN, True, "join"),
            N(3, "Exchange", C, JOIN, True, "join"), N(6, "Sort", C, JOIN, True, "join"),
            N(7, "Scan csv", C, CORONA, False, "read"), N(8, "Filter", C, JOIN, True, "join"),
            N(9, "HashAggregate", C, GB, True, "aggregate"), N(10, "Exchange", C, GB, True, "aggregate"),
            N(13, "HashAggregate", C, GB, False, "aggregate"), N(14, "Filter", C, JOIN, True, "join"),
            N(15, "Exchange", C, JOIN, True, "join"), N(18, "Sort", C, JOIN, True, "join"),
            N(19, "SortMergeJoin", C, JOIN, False, "join")]


L["sk_corona_join_max_date_sort_show"] = dict(
    dataframe=CV + JOINDESC + "confirmedMaxDataset.show() (192)",
    notes=READ + JOINNOTE + "A broadcast hash join (the defaults): BroadcastExchange derived at the join. The "
          "Project of the join's USING columns derived at the join; sort + show is one TakeOrderedAndProject (kind "
          "sort). " + LOOK + "the groupBy of maxDateByCountry shown alone (188), the later shows of the same frame. ",
    nodes=[*join_side(True), N(14, "Project", C, JOIN, True, "join"),
           N(15, "TakeOrderedAndProject", C, s(191, 192), False, "sort")])

L["sk_corona_window_first_row_show"] = dict(
    dataframe=CV + "windowSpec = Window.partitionBy(col(\"Country\"), col(\"state_cleaned\")).orderBy(col(\"Date\")"
              ".desc()) (195-196); windowedData = coronaDataset.withColumn(\"row_number\", row_number().over(windowSpec))"
              " (199); windowedData.filter(\"row_number = 1\") (204) .show() (205)",
    notes=READ + "row_number = 1 as a WindowGroupLimit pair (Partial before the Exchange, Final after): derived window "
          "at the withColumn/over (and the spec) and the filter; the Sorts and Exchange derived at the window; the "
          "Window not. " + SHOW + LOOK + "windowedData.show() without the filter (201). ",
    nodes=[N(1, "Scan csv", C, CORONA, False, "read"), N(2, "Sort", C, WIN, True, "window"),
           N(3, "WindowGroupLimit", C, s(199, (195, 196), 204), True, "window"),
           N(4, "Exchange", C, WIN, True, "window"), N(7, "Sort", C, WIN, True, "window"),
           N(8, "WindowGroupLimit", C, s(199, (195, 196), 204), True, "window"),
           N(9, "Window", C, WIN, False, "window"), N(10, "Filter", C, s(204), False, "filter"),
           N(11, "Project", C, s(205), True, "project"), N(12, "CollectLimit", C, s(205), True, "limit")])

L["sk_corona_pivot_sum_confirmed_show"] = dict(
    dataframe=CV + "coronaDataset.groupBy(col(\"Country\")) (208) .pivot(col(\"Date\")) (209) .agg(sum(\"Confirmed\")) "
              "(210) .show() (211)",
    notes=READ + "The pivot (values computed by a query of their own, sk_corona_pivot_values_collect) as two "
          "aggregates: sum by (Country, Date), then PivotFirst by Country; each partial aggregate and Exchange derived "
          "at the groupBy/pivot/agg chain, the final ones not (kind pivot). " + SHOW,
    nodes=[N(1, "Scan csv", C, CORONA, False, "read"), N(2, "HashAggregate", C, PIVOT, True, "pivot"),
           N(3, "Exchange", C, PIVOT, True, "pivot"), N(6, "HashAggregate", C, PIVOT, False, "pivot"),
           N(7, "HashAggregate", C, PIVOT, True, "pivot"), N(8, "Exchange", C, PIVOT, True, "pivot"),
           N(11, "HashAggregate", C, PIVOT, False, "pivot"), N(12, "Project", C, s(211), True, "project"),
           N(13, "CollectLimit", C, s(211), True, "limit")])

L["sk_corona_pivot_values_collect"] = dict(
    dataframe=CV + "coronaDataset.groupBy(col(\"Country\")) (208) .pivot(col(\"Date\")) (209): the query pivot() runs "
              "to find the distinct Date values (select + distinct + limit(10001) + sort, collected)",
    notes=READ + "Every node is Spark's on behalf of pivot(col(\"Date\")) (209): the distinct as a HashAggregate pair "
          "(partial and Exchange derived), the sort's range Exchange derived, the Sort not (AQE dropped the limits). ",
    nodes=[N(1, "Scan csv", C, CORONA, False, "read"), N(2, "HashAggregate", C, s(209), True, "pivot"),
           N(3, "Exchange", C, s(209), True, "pivot"), N(6, "HashAggregate", C, s(209), False, "pivot"),
           N(7, "Exchange", C, s(209), True, "pivot"), N(10, "Sort", C, s(209), False, "pivot")])

SUMS = s((218, 219))   # confirmedMaxDataset.groupBy("Country").agg(sum(Confirmed), sum(Death), sum(Recovered))
L["sk_corona_smj_join_groupby_sums_orderby_show"] = dict(
    dataframe=CV + JOINDESC + "confirmedMaxDataset.groupBy(\"Country\") (218) .agg(sum(\"Confirmed\"), sum(\"Death\"), "
              "sum(\"Recovered\")) (219) .orderBy(sum(\"Confirmed\").desc()) (220) .show() (221)",
    notes=READ + JOINNOTE + "Run with spark.sql.autoBroadcastJoinThreshold=-1: a sort-merge join, its Exchanges and "
          "Sorts derived at the join. The Project after the join keeps the four columns the groupBy reads (derived, "
          "ambiguous: the join and the groupBy). The sort of line 191 stays below the groupBy: its range Exchange "
          "derived, its Sort not. orderBy + show is one TakeOrderedAndProject (kind sort). " + LOOK
          + "the groupBy + sum(Active) + orderBy chain of 231-234 over the same frame. ",
    nodes=[*join_side(False), N(20, "Project", C, s(190, (218, 219)), True, "project", amb=True),
           N(21, "Exchange", C, SORT, True, "sort"), N(24, "Sort", C, SORT, False, "sort"),
           N(25, "HashAggregate", C, SUMS, True, "aggregate"), N(26, "Exchange", C, SUMS, True, "aggregate"),
           N(29, "HashAggregate", C, SUMS, False, "aggregate"),
           N(30, "TakeOrderedAndProject", C, s(220, 221), False, "sort")])

ACTIVE = s((224, 228))   # confirmedMaxDataset = confirmedMaxDataset.withColumn("Active", Confirmed - Recovered - Death)
L["sk_corona_smj_join_active_show"] = dict(
    dataframe=CV + JOINDESC + "confirmedMaxDataset = confirmedMaxDataset.withColumn(\"Active\", col(\"Confirmed\")"
              ".minus(col(\"Recovered\")).minus(col(\"Death\"))) (224-228); confirmedMaxDataset.show() (229)",
    notes=READ + JOINNOTE + "Run with spark.sql.autoBroadcastJoinThreshold=-1: a sort-merge join, its Exchanges and "
          "Sorts derived at the join. The Project of the join's USING columns derived at the join; the sort (191), "
          "the withColumn's Active (computed in the projection) and the show are one TakeOrderedAndProject (kind sort). "
          + LOOK + "the same frame shown before the withColumn (192). ",
    nodes=[*join_side(False), N(20, "Project", C, JOIN, True, "join"),
           N(21, "TakeOrderedAndProject", C, s(191, ACTIVE[0], 229), False, "sort")])

ASUM = s((231, 232))   # confirmedMaxDataset.groupBy(col("Country")).sum("Active")
L["sk_corona_join_sum_active_orderby_show"] = dict(
    dataframe=CV + JOINDESC + "confirmedMaxDataset = confirmedMaxDataset.withColumn(\"Active\", ...minus...) (224-228); "
              "confirmedMaxDataset.groupBy(col(\"Country\")) (231) .sum(\"Active\") (232) .orderBy(col(\"sum(Active)\")"
              ".desc()) (233) .show() (234)",
    notes=READ + JOINNOTE + "A broadcast hash join (the defaults): BroadcastExchange derived at the join. The Project "
          "after the join keeps the four columns the rest reads (derived, ambiguous: the join and the withColumn). The "
          "sort of line 191 stays below the groupBy (range Exchange derived, Sort not); the withColumn's Project after "
          "it; orderBy + show one TakeOrderedAndProject (kind sort). " + LOOK
          + "the groupBy + three sums + orderBy of 218-221 over the same frame. ",
    nodes=[*join_side(True), N(14, "Project", C, s(190, (224, 228)), True, "project", amb=True),
           N(15, "Exchange", C, SORT, True, "sort"), N(18, "Sort", C, SORT, False, "sort"),
           N(19, "Project", C, ACTIVE, False, "project"),
           N(20, "HashAggregate", C, ASUM, True, "aggregate"), N(21, "Exchange", C, ASUM, True, "aggregate"),
           N(24, "HashAggregate", C, ASUM, False, "aggregate"),
           N(25, "TakeOrderedAndProject", C, s(233, 234), False, "sort")])

L["sk_corona_describe_show"] = dict(
    dataframe=CV + "coronaDataset.describe().show() (151)",
    notes=READ + "describe() is a global aggregate of count/mean/stddev/min/max per column (SortAggregate pair: the "
          "partial and the single-partition Exchange derived), a Generate exploding the summary rows (derived) and a "
          "Project of element_at (with show()'s casts, not derived), all on line 151. " + SHOW,
    nodes=[N(1, "Scan csv", C, CORONA, False, "read"), N(2, "SortAggregate", C, s(151), True, "aggregate"),
           N(3, "Exchange", C, s(151), True, "aggregate"), N(5, "SortAggregate", C, s(151), False, "aggregate"),
           N(6, "Generate", C, s(151), True, "aggregate"), N(7, "Project", C, s(151), False, "project"),
           N(8, "CollectLimit", C, s(151), True, "limit")])

L["sk_corona_orderby_date_state_show"] = dict(
    dataframe=CV + "coronaDataset.filter(\"Country='US'\") (140) .orderBy(col(\"Date\").desc(), col(\"state_cleaned\")"
              ".asc()) (141) .show(5) (142)",
    notes=READ + "orderBy + show(5) is one TakeOrderedAndProject (kind sort, the orderBy and the show). " + LOOK
          + "the same query with sort() at 135-137 (the same plan, one query earlier in the run) and with "
          "sortWithinPartitions at 146-148. ",
    nodes=[N(1, "Scan csv", C, s((51, 54), 140), False, "read"), N(2, "Filter", C, s(140), False, "filter"),
           N(3, "TakeOrderedAndProject", C, s(141, 142), False, "sort")])

L["sk_corona_sort_within_partitions_show"] = dict(
    dataframe=CV + "coronaDataset.filter(\"Country='US'\") (146) .sortWithinPartitions(col(\"Date\").desc(), "
              "col(\"state_cleaned\").asc()) (147) .show(5) (148)",
    notes=READ + "sortWithinPartitions is a local Sort with no Exchange. " + SHOW + LOOK
          + "the same filter with sort() (135-137) and orderBy() (140-142). ",
    nodes=[N(1, "Scan csv", C, s((51, 54), 146), False, "read"), N(2, "Filter", C, s(146), False, "filter"),
           N(3, "Sort", C, s(147), False, "sort"), N(4, "Project", C, s(148), True, "project"),
           N(5, "CollectLimit", C, s(148), True, "limit")])

L["sk_corona_map_first_word_take"] = dict(
    dataframe=CV + "mapped = twitterDataset.map(new MapFunction<Row, String>() {... row.getString(2).split(\" \")[0] "
              "...}, Encoders.STRING()) (79-84); mapped.takeAsList(10) (86)",
    notes=READ + "The typed map is DeserializeToObject (derived) + MapElements + SerializeFromObject (derived) at the "
          "map call (79-84, the anonymous MapFunction inside it). takeAsList(10)'s CollectLimit derived at its line "
          "(kind limit). " + LOOK + "the flatMap of the same rows (88-93). ",
    nodes=[N(1, "Scan csv", C, TWEETS, False, "read"), N(2, "DeserializeToObject", C, s((79, 84)), True, "project"),
           N(3, "MapElements", C, s((79, 84)), False, "project"),
           N(4, "SerializeFromObject", C, s((79, 84)), True, "project"),
           N(5, "CollectLimit", C, s(86), True, "limit")])

L["sk_corona_flatmap_words_take"] = dict(
    dataframe=CV + "words = twitterDataset.flatMap(new FlatMapFunction<Row, String>() {... split(\" \") ...}, "
              "Encoders.STRING()) (88-93); words.takeAsList(10) (95)",
    notes=READ + "The typed flatMap is DeserializeToObject (derived) + MapPartitions + SerializeFromObject (derived) at "
          "the flatMap call (88-93). takeAsList(10)'s CollectLimit derived at its line (kind limit). " + LOOK
          + "the map of the same rows (79-84). ",
    nodes=[N(1, "Scan csv", C, TWEETS, False, "read"), N(2, "DeserializeToObject", C, s((88, 93)), True, "explode"),
           N(3, "MapPartitions", C, s((88, 93)), False, "explode"),
           N(4, "SerializeFromObject", C, s((88, 93)), True, "explode"),
           N(5, "CollectLimit", C, s(95), True, "limit")])

L["sk_corona_groupby_max_date_show"] = dict(
    dataframe=CV + "maxDateByCountry = coronaDataset.groupBy(col(\"Country\"), col(\"state_cleaned\")) (183) "
              ".agg(max(\"Date\").alias(\"Date\")) (184); maxDateByCountry.show() (188)",
    notes=READ + "The partial HashAggregate and Exchange derived at the groupBy/agg; the final one holds show()'s casts "
          "(not derived: the agg and the show). " + SHOW + LOOK + "agg(map of Date -> max) over the whole frame (177). ",
    nodes=[N(1, "Scan csv", C, CORONA, False, "read"), N(2, "HashAggregate", C, GB, True, "aggregate"),
           N(3, "Exchange", C, GB, True, "aggregate"), N(6, "HashAggregate", C, s((183, 184), 188), False, "aggregate"),
           N(7, "CollectLimit", C, s(188), True, "limit")])

L["sk_corona_agg_map_max_date_collect"] = dict(
    dataframe=CV + "map.put(\"Date\", \"max\") (173); rows = coronaDataset.agg(map).collectAsList() (177)",
    notes=READ + "A global max(Date) from agg(Map): the partial HashAggregate and single-partition Exchange derived at "
          "the agg; the final one not (the agg line and the map entry that names the function). " + LOOK
          + "the groupBy + max(Date) of 183-184. ",
    nodes=[N(1, "Scan csv", C, CORONA, False, "read"), N(2, "HashAggregate", C, s(177), True, "aggregate"),
           N(3, "Exchange", C, s(177), True, "aggregate"), N(5, "HashAggregate", C, s(177, 173), False, "aggregate")])

L["sk_corona_window_row_number_show"] = dict(
    dataframe=CV + "windowSpec = Window.partitionBy(col(\"Country\"), col(\"state_cleaned\")).orderBy(col(\"Date\")"
              ".desc()) (195-196); windowedData = coronaDataset.withColumn(\"row_number\", row_number().over(windowSpec))"
              " (199); windowedData.show() (201)",
    notes=READ + "The window's Exchange and Sort derived at the withColumn/over (and the spec), the Window not. " + SHOW
          + LOOK + "the same frame filtered on row_number = 1 (204-205). ",
    nodes=[N(1, "Scan csv", C, CORONA, False, "read"), N(2, "Exchange", C, WIN, True, "window"),
           N(5, "Sort", C, WIN, True, "window"), N(6, "Window", C, WIN, False, "window"),
           N(7, "Project", C, s(201), True, "project"), N(8, "CollectLimit", C, s(201), True, "limit")])

XT = s((213, 215))   # coronaDataset.filter("Country == 'US'").stat().crosstab("State", "Date")
L["sk_corona_crosstab_state_date_show"] = dict(
    dataframe=CV + "coronaDataset.filter(\"Country == 'US'\") (213) .stat() (214) .crosstab(\"State\", \"Date\") (215) "
              ".show() (216)",
    notes=READ + "crosstab as a groupBy + pivot + count (its own query first finds the Date values): the Project of the "
          "grouping expressions, the partial aggregates and their Exchanges derived at the stat().crosstab chain, the "
          "final aggregates not (kind pivot); the top Project (crosstab's zero fill and show()'s casts) at the "
          "crosstab and the show. " + SHOW + LOOK + "the groupBy + pivot + sum of 208-211. ",
    nodes=[N(1, "Scan csv", C, s((51, 54), 213), False, "read"), N(2, "Filter", C, s(213), False, "filter"),
           N(3, "Project", C, XT, True, "pivot"), N(4, "HashAggregate", C, XT, True, "pivot"),
           N(5, "Exchange", C, XT, True, "pivot"), N(8, "HashAggregate", C, XT, False, "pivot"),
           N(9, "HashAggregate", C, XT, True, "pivot"), N(10, "Exchange", C, XT, True, "pivot"),
           N(13, "HashAggregate", C, XT, False, "pivot"), N(14, "Project", C, s((213, 215), 216), False, "project"),
           N(15, "CollectLimit", C, s(216), True, "limit")])

L["sk_corona_approx_quantile_collect"] = dict(
    dataframe=CV + "quantiles = coronaDataset.stat().approxQuantile(\"Confirmed\", new double[]{0.25, 0.5, 0.75, 0.9, "
              "0.95}, 0.9) (161-165)",
    notes=READ + "approxQuantile runs its own query: posexplode of the column (Generate) and a null/NaN Filter, both "
          "Spark's on its behalf (derived), then approx_percentile by index as an ObjectHashAggregate pair (partial and "
          "Exchange derived), all at the approxQuantile call (161-165). ",
    nodes=[N(1, "Scan csv", C, CORONA, False, "read"), N(2, "Generate", C, s((161, 165)), True, "aggregate"),
           N(3, "Filter", C, s((161, 165)), True, "aggregate"),
           N(4, "ObjectHashAggregate", C, s((161, 165)), True, "aggregate"),
           N(5, "Exchange", C, s((161, 165)), True, "aggregate"),
           N(8, "ObjectHashAggregate", C, s((161, 165)), False, "aggregate")])

L["sk_csv2orc_schema_orc_write"] = dict(
    dataframe="CsvToOrcWithEncryption.main: schema (27-31); df = spark.read().format(\"csv\").option(\"header\", "
              "\"true\").schema(schema).load(\"/data/poc_input/biodata.csv\") (34-38); df.write().format(\"orc\")"
              ".option(\"compression\", \"zstd\").option(\"orc.stripe.size\", 10).mode(SaveMode.Overwrite)"
              ".save(\"/data/poc_output/\") (47-52)",
    notes=READ + "The ORC write: WriteFiles and Execute InsertIntoHadoopFsRelationCommand at the write chain (kind "
          "write). " + LOOK + "OrcToCsvWithDecryption (the ORC read and csv write of the same columns). ",
    nodes=[N(1, "Scan csv", "C2O", s((34, 38)), False, "read"), N(2, "WriteFiles", "C2O", s((47, 52)), False, "write"),
           N(3, "Execute InsertIntoHadoopFsRelationCommand", "C2O", s((47, 52)), False, "write")])

O2C = ("orcFileAnalysis/OrcToCsvWithDecryption.java main: df = spark.read().format(\"orc\").load("
       "\"/data/poc_output/biodata_encrypted.orc\") (32-34); spark.udf().register(\"decrypt\", (String ...) -> "
       "decrypt(...), StringType) (40); decryptedDf = df.withColumn(\"phone_number\", callUDF(\"decrypt\", "
       "df.col(\"phone_number\"))) (43); ")
UDFNOTE = ("The Java UDF runs in the Project: at the withColumn's callUDF (43) and the register call (40) (kind udf). ")
L["sk_orc2csv_decrypt_udf_show"] = dict(
    dataframe=O2C + "decryptedDf.show(false) (48)",
    notes=READ + UDFNOTE + "The UDF's Project also holds show()'s casts (the show line too). " + SHOW + LOOK
          + "df.show(false) of the encrypted rows (37). ",
    nodes=[N(1, "Scan orc", "O2C", s((32, 34)), False, "read"), N(3, "Project", "O2C", s(43, 40, 48), False, "udf"),
           N(4, "CollectLimit", "O2C", s(48), True, "limit")])

L["sk_orc2csv_decrypt_udf_csv_write"] = dict(
    dataframe=O2C + "decryptedDf.write().format(\"csv\").option(\"header\", \"true\").mode(SaveMode.Overwrite)"
              ".save(\"/data/poc_output_decrypted/biodata_decrypted.csv\") (50-54)",
    notes=READ + UDFNOTE + "The csv write: WriteFiles and Execute InsertIntoHadoopFsRelationCommand at the write chain "
          "(kind write). " + LOOK + "CsvToOrcWithEncryption's ORC write (47-52 of that file). ",
    nodes=[N(1, "Scan orc", "O2C", s((32, 34)), False, "read"), N(3, "Project", "O2C", s(43, 40), False, "udf"),
           N(4, "WriteFiles", "O2C", s((50, 54)), False, "write"),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", "O2C", s((50, 54)), False, "write")])

L["sk_appendid_text_csv_write"] = dict(
    dataframe="AppendAppId.main: data = sparkSession.read().format(\"text\").option(\"header\", false).load("
              "\"/example_files\") (26-29); data.write().mode(\"overwrite\").option(\"header\", \"true\").csv(outputDir "
              "+ \"/\" + filePrefix) (32-35)",
    notes=READ + "WriteFiles and Execute InsertIntoHadoopFsRelationCommand at the write chain (kind write). ",
    nodes=[N(1, "Scan text", "AID", s((26, 29)), False, "read"), N(2, "WriteFiles", "AID", s((32, 35)), False, "write"),
           N(3, "Execute InsertIntoHadoopFsRelationCommand", "AID", s((32, 35)), False, "write")])

L["sk_sparkexample_filter_age_show"] = dict(
    dataframe="SparkExample.main: df = spark.read().json(\"path/to/your/json/file.json\") (15); "
              "df.filter(df.col(\"age\").gt(21)).show() (23)",
    notes=READ + "The filter pushed into the scan (line 23 too). " + SHOW + LOOK + "df.show() (18) and "
          "df.select(\"name\").show() (22) of the same read. ",
    nodes=[N(1, "Scan json", "SE", s(15, 23), False, "read"), N(2, "Filter", "SE", s(23), False, "filter"),
           N(3, "Project", "SE", s(23), True, "project"), N(4, "CollectLimit", "SE", s(23), True, "limit")])

SESSION = ("Session: spark-submit --master local[1] (the code's own setMaster(\"local[*]\")/master(\"local\") wins; "
           "-XX:ActiveProcessorCount=1 makes local[*] one thread), spark.ui.enabled=false, "
           "spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, spark.driver.host=localhost, AQE on. ")
RUN = ("Run: bench/real/capture/sushovankarmakar-java/capture.py: the project's sources compiled unchanged with javac "
       "against the PySpark jars (all but _10_SparkSQL.java, which does not compile on Spark 4), the program run with "
       "spark-submit --class from the root of a scratch copy of the laid-out repository (its own csv files; missing "
       "inputs generated by make_data.py, the fixed /data, /example_files and /test-output paths served by a local file "
       "system stand-in, the code unchanged); the plan is the n-th the run wrote (a query-execution listener, after each "
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
            main_class, file, conf = PROGRAMS[program]
            command = " ".join(["spark-submit", *(f"--conf {c}" for c in conf), f"--class {main_class} "
                                "spark-java-tutorial.jar"])
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": spec.get("form", "java"), "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
