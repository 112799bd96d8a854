"""Write each ms_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/manosec-scala/labels.py

A label: N(node id, operator, file key, spans, derived, kind, amb=..., alt=...): spans are the file's own line
numbers; `alt` other places, in other files, equally right ((file key, spans) each: the call in
movieLensDataAnalysis.main that handed the helper its path or frame). Symbols: `movieLensDataAnalysis.main`,
`optimization.main` (objects in the default package), `utils.genericDataOps.loadData` (an object's method),
`utils.windowOps.rollingAvg30` (a class's method), by the line's enclosing method.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, JAR_SOURCES  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "manosec__spark-scala-learnings"
COMMIT = "fc214a293caa5c1c06de9086eeac06c82c7d0783"
SOURCE = "manosec/spark-scala-learnings"
CS3 = "spark_scala_casestudies/casestudy_3/src/main/scala/"
F = {"M": CS3 + "movieLensDataAnalysis.scala", "G": CS3 + "utils/genericDataOps.scala",
     "R": CS3 + "utils/ratingInsightOps.scala", "W": CS3 + "utils/windowOps.scala",
     "P": CS3 + "utils/pivotAndAnomalyCalculation.scala",
     "O": "spark_scala_casestudies/casestudy_4/src/main/scala/optimization.scala",
     "D": "day18_19/src/main/scala/_4gcsIntegration.scala", "K": "day18_19/src/main/scala/_5kafkaStreamStore.scala"}
# (file key, first line, last line, symbol): the methods, by line range
METHODS = [("M", 12, 102, "movieLensDataAnalysis.main"), ("G", 8, 10, "utils.genericDataOps.loadData"),
           ("G", 13, 26, "utils.genericDataOps.cleanData"), ("G", 28, 30, "utils.genericDataOps.explodeColumn"),
           ("G", 34, 57, "utils.genericDataOps.enrichData"),
           ("R", 8, 22, "utils.ratingInsightOps.calculateAvgHighRating"),
           ("W", 9, 25, "utils.windowOps.rankMoviesByGenre"), ("W", 27, 41, "utils.windowOps.rollingAvg30"),
           ("W", 43, 59, "utils.windowOps.userActivityTrendAnalyse"),
           ("P", 9, 27, "utils.pivotAndAnomalyCalculation.showAverageRatingsPerGenreByYear"),
           ("O", 7, 126, "optimization.main"), ("D", 5, 26, "_4gcsIntegration.main"),
           ("K", 6, 63, "_5kafkaStreamStore.main")]


def symbol_of(key: str, line: int) -> str:
    return next(sym for k, a, b, sym in METHODS if k == key and a <= line <= b)


class N(tuple):
    def __new__(cls, nid, op, key, spans, derived, kind, amb=False, alt=()):
        return tuple.__new__(cls, (nid, op, key, spans, derived, kind, amb, tuple(alt)))


def rows_of(nodes) -> list[dict]:
    rows = []
    for nid, op, key, spans, derived, kind, amb, alt in nodes:
        row = {"node_id": nid, "operator": op, "file": F[key], "lines": spans, "symbol": symbol_of(key, spans[0][0]),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if alt:
            row["alt"] = [{"file": F[k], "lines": sp, "symbol": symbol_of(k, sp[0][0])} for k, sp in alt]
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


L: dict[str, dict] = {}

# ---- casestudy_3: every query runs over enrichedData, persisted (movieLensDataAnalysis.scala:50) -----------------
# loadData (genericDataOps:9) is called for movie/rating/tag/link at movieLensDataAnalysis:33-36; cleanData fills and
# drops (movie: 17 + 25, the genres fill at 16 is overwritten by 17; ratings: 20 + 25; tags: 23 + 25); explodeColumn
# (29) splits the genres; enrichData joins (35, 38, 40) and selects (42-53).
MOVIE_SCAN, RATING_SCAN, TAG_SCAN, LINK_SCAN = (("read", s(9), ("M", s(n))) for n in (33, 34, 35, 36))


def scan(nid, which, op="Scan csv"):
    kind, spans, alt = which
    return N(nid, op, "G", spans, False, kind, alt=[alt])


def cache3(consumer_key: str, consumer_spans) -> list[N]:
    """The persisted enrichment's final nodes (the same ids in every casestudy_3 plan over enrichedData)."""
    return [N(1, "InMemoryTableScan", "M", s(50), False, "cache", alt=[(consumer_key, consumer_spans)]),
            N(2, "InMemoryRelation", "M", s(50), False, "cache"),
            scan(3, MOVIE_SCAN), N(4, "Filter", "G", s(25, 17, 35), False, "filter"),
            N(5, "Project", "G", s(17), False, "project"),
            N(6, "Generate", "G", s(29), False, "explode", alt=[("M", s(44))]),
            N(7, "BroadcastExchange", "G", s(35), True, "join"),
            scan(9, RATING_SCAN), N(10, "Filter", "G", s(20, 25, 35), False, "filter"),
            N(11, "BroadcastHashJoin", "G", s(35), False, "join"), N(12, "Project", "G", s(35), True, "project"),
            scan(13, TAG_SCAN), N(14, "Filter", "G", s(25, 23, 38), False, "filter"),
            N(15, "Project", "G", s(23, 37), False, "project"),
            N(16, "BroadcastExchange", "G", s(38), True, "join"),
            N(18, "BroadcastHashJoin", "G", s(38), False, "join"), N(19, "Project", "G", s(38), True, "project"),
            scan(20, LINK_SCAN), N(21, "Filter", "G", s(40), True, "filter"),
            N(22, "BroadcastExchange", "G", s(40), True, "join"),
            N(24, "BroadcastHashJoin", "G", s(40), False, "join"),
            N(25, "Project", "G", s((42, 53)), False, "project")]


CACHE3 = ("enrichedData is persisted (movieLensDataAnalysis.scala:50) after enrichData's three joins; its final plan "
          "is labelled in the helpers that built it: scans at loadData's read (genericDataOps.scala:9; the call in "
          "main that passed the path is an alt), na.fill/na.drop/filter of cleanData (their Filters also hold the "
          "isnotnull the joins inferred), explodeColumn's Generate, the joins, broadcast (tiny inputs) and derived, "
          "with the Project after each USING join derived at it, and the final select. The InMemoryTableScan is "
          "labelled at the persist, the helper's use of enrichedDf an alt. ")
JOIN = ("The BroadcastExchange (or hash Exchanges and Sorts), the inferred isnotnull Filters and the Project after a "
        "USING join are derived at the join; the join node is not. ")
AGG = "Partial aggregates and their Exchanges are derived at the groupBy/agg; the final one is not. "
WRITE = ("coalesce(1) is the Coalesce (kind repartition); WriteFiles is derived at the write call, the "
         "InsertIntoHadoopFsRelationCommand is not. ")
RUN3 = ("movieLensDataAnalysis stops at pivotAndAnomalyCalculation.scala:57 (a RANGE frame over a timestamp with "
        "integer bounds does not resolve), after the plan of this case; the run's later steps (ratingPercentageByGenre,"
        " k-means, the parquet write, the plotly reports) never ran. ")

L["ms_cs3_avg_rating_join_json"] = dict(
    dataframe="ratingInsightOps.calculateAvgHighRating (ratingInsightOps.scala 8-22): enrichedDf.groupBy(\"movieId\")"
              ".agg(avg, count, variance) (9-15) joined with normalizedDf (the cleaned movies) on movieId (16-17), "
              "finalDf.coalesce(1).write.mode(\"overwrite\").json(...) (19); enrichedDf built by genericDataOps and "
              "persisted at movieLensDataAnalysis.scala:50, the call at movieLensDataAnalysis.scala:56",
    notes=CACHE3 + AGG + JOIN + "The movie scan on the join's right side is cleanData's movie frame again (not "
          "cached): its read, fill and drop in genericDataOps. " + WRITE + RUN3,
    nodes=cache3("R", s((9, 10))) + [
        N(45, "Filter", "R", s(17), True, "filter"),
        N(46, "HashAggregate", "R", s((10, 15)), True, "aggregate"),
        N(47, "Exchange", "R", s((10, 15)), True, "aggregate"),
        N(50, "HashAggregate", "R", s((10, 15)), False, "aggregate"),
        scan(51, MOVIE_SCAN), N(52, "Filter", "G", s(25, 17), False, "filter", alt=[("R", s(17))]),
        N(53, "Project", "G", s(17), False, "project"),
        N(54, "BroadcastExchange", "R", s(17), True, "join"),
        N(56, "BroadcastHashJoin", "R", s((16, 17)), False, "join"),
        N(57, "Project", "R", s(17), True, "project"),
        N(58, "Coalesce", "R", s(19), False, "repartition"),
        N(59, "WriteFiles", "R", s(19), True, "write"),
        N(60, "Execute InsertIntoHadoopFsRelationCommand", "R", s(19), False, "write")])

WIN = ("Window Exchanges and Sorts are derived at the withColumn(... over(spec)) and the window spec; orderBy's range "
       "Exchange is derived at it, its Sort is not. ")
L["ms_cs3_rolling_avg30_window_json"] = dict(
    dataframe="windowOps.rollingAvg30 (windowOps.scala 27-41): cleanedMovieDf.join(cleanedRatingsDf, Seq(\"movieId\"), "
              "\"inner\").withColumn(\"timestamp\", unix_timestamp(...)) (28-29), avg(\"rating\").over(partitionBy "
              "movieId orderBy timestamp rangeBetween(-2592000, 0)) (31-37), orderBy(\"movieId\", \"timestamp\") (38), "
              "coalesce(1).write...json (39); the call at movieLensDataAnalysis.scala:68",
    notes="Not over the persisted enrichment: the cleaned movies (not exploded) joined with the cleaned ratings, both "
          "read and cleaned in genericDataOps (loadData's read, cleanData's fill/drop/filter). " + JOIN
          + "The Project after the join is the unix_timestamp withColumn (29) with the join's output. " + WIN + WRITE,
    nodes=[scan(1, MOVIE_SCAN), N(2, "Filter", "G", s(25, 17), False, "filter", alt=[("W", s(28))]),
           N(3, "Project", "G", s(17), False, "project"),
           N(4, "BroadcastExchange", "W", s(28), True, "join"),
           scan(6, RATING_SCAN), N(7, "Filter", "G", s(20, 25), False, "filter", alt=[("W", s(28))]),
           N(8, "BroadcastHashJoin", "W", s(28), False, "join"),
           N(9, "Project", "W", s(29, 28), False, "project"),
           N(10, "Exchange", "W", s(37, (31, 34)), True, "window"),
           N(13, "Sort", "W", s(37, (31, 34)), True, "window"),
           N(14, "Window", "W", s(37, (31, 34)), False, "window"),
           N(15, "Exchange", "W", s(38), True, "sort"),
           N(18, "Sort", "W", s(38), False, "sort"),
           N(19, "Coalesce", "W", s(39), False, "repartition"),
           N(20, "WriteFiles", "W", s(39), True, "write"),
           N(21, "Execute InsertIntoHadoopFsRelationCommand", "W", s(39), False, "write")])

L["ms_cs3_rank_genre_window_json"] = dict(
    dataframe="windowOps.rankMoviesByGenre (windowOps.scala 9-25): enrichedDf.groupBy(\"movieId\", \"title\", "
              "\"genres\").agg(count, avg) (10-15), rank().over(partitionBy genres orderBy desc(rating_count), "
              "desc(average_rating)) (17, 20), orderBy(\"genres\", \"rank\") (21), coalesce(1).write...json (22); "
              "the call at movieLensDataAnalysis.scala:66",
    notes=CACHE3 + AGG + WIN + WRITE + RUN3,
    nodes=cache3("W", s((10, 11))) + [
        N(45, "HashAggregate", "W", s((11, 15)), True, "aggregate"),
        N(46, "Exchange", "W", s((11, 15)), True, "aggregate"),
        N(49, "HashAggregate", "W", s((11, 15)), False, "aggregate"),
        N(50, "Exchange", "W", s(20, 17), True, "window"),
        N(53, "Sort", "W", s(20, 17), True, "window"),
        N(54, "Window", "W", s(20, 17), False, "window"),
        N(55, "Exchange", "W", s(21), True, "sort"),
        N(58, "Sort", "W", s(21), False, "sort"),
        N(59, "Coalesce", "W", s(22), False, "repartition"),
        N(60, "WriteFiles", "W", s(22), True, "write"),
        N(61, "Execute InsertIntoHadoopFsRelationCommand", "W", s(22), False, "write")])

L["ms_cs3_pivot_json"] = dict(
    dataframe="pivotAndAnomalyCalculation.showAverageRatingsPerGenreByYear (pivotAndAnomalyCalculation.scala 9-27): "
              "year(to_date(ratings_timestamp)) (10-11), split genres (13), selectExpr(\"explode(genres) as genre\", "
              "...) (14), groupBy(\"genre\", \"year\").agg(avg) (15-16), groupBy(\"genre\").pivot(\"year\")"
              ".agg(round(avg(...), 2)) (19-22), coalesce(1).write...json (24); the call at "
              "movieLensDataAnalysis.scala:75",
    notes=CACHE3 + "The Filter size(split(genres)) > 0 is the explode's, derived at the selectExpr (and the split). "
          + AGG + "The pivot: an aggregate per (genre, year) (not derived, at the groupBy/pivot/agg), then "
          "pivotfirst per genre, its partial aggregate and Exchange derived at the pivot, the last Project (the "
          "pivoted columns) derived at the pivot and its agg. The pivot's values came from a separate job "
          "(`pivot at pivotAndAnomalyCalculation.scala:21`, not a case). " + WRITE + RUN3,
    nodes=cache3("P", s((10, 11))) + [
        N(45, "Filter", "P", s(14, 13), True, "explode"),
        N(46, "Project", "P", s(13, 11, 14), False, "project"),
        N(47, "Generate", "P", s(14), False, "explode"),
        N(48, "Project", "P", s(14), False, "project"),
        N(49, "HashAggregate", "P", s((15, 16)), True, "aggregate"),
        N(50, "Exchange", "P", s((15, 16)), True, "aggregate"),
        N(53, "HashAggregate", "P", s((15, 16)), False, "aggregate"),
        N(54, "HashAggregate", "P", s((20, 22)), False, "aggregate"),
        N(55, "HashAggregate", "P", s(21, (19, 22)), True, "pivot"),
        N(56, "Exchange", "P", s(21, (19, 22)), True, "pivot"),
        N(59, "HashAggregate", "P", s(21), False, "pivot"),
        N(60, "Project", "P", s(21, 22), True, "project"),
        N(61, "Coalesce", "P", s(24), False, "repartition"),
        N(62, "WriteFiles", "P", s(24), True, "write"),
        N(63, "Execute InsertIntoHadoopFsRelationCommand", "P", s(24), False, "write")])

SHOW = ("show() over a sort runs as one TakeOrderedAndProject (kind sort) at the orderBy and the show; a show's "
        "toprettystring Project and CollectLimit are derived at the show. ")
L["ms_cs3_daily_activity_show"] = dict(
    dataframe="windowOps.userActivityTrendAnalyse (windowOps.scala 43-59): dailyActivityDF = enrichedDf.withColumn("
              "\"ratings_timestamp_date\", to_date(...)).groupBy(\"userId\", \"ratings_timestamp_date\").agg(count)"
              ".orderBy(\"ratings_timestamp_date\") (44-48), dailyActivityDF.show() (50); monthlyActivityDF (52-58) is "
              "the look-alike below it; the call at movieLensDataAnalysis.scala:70",
    notes=CACHE3 + AGG + SHOW + "The monthly look-alike (52-58, month(to_date(...)), show at 58) is another query "
          "of the same method, not an alternative. " + RUN3,
    nodes=cache3("W", s((44, 45))) + [
        N(45, "Project", "W", s(45), False, "project"),
        N(46, "HashAggregate", "W", s((46, 47)), True, "aggregate"),
        N(47, "Exchange", "W", s((46, 47)), True, "aggregate"),
        N(50, "HashAggregate", "W", s((46, 47)), False, "aggregate"),
        N(51, "TakeOrderedAndProject", "W", s(48, 50), False, "sort")])

# ---- csv schema inference: the header/inferSchema jobs a `.load(...)` runs --------------------------------------
INFER = ("A csv read with header and inferSchema runs jobs while the DataFrame is defined: the first line (Scan text, "
         "the non-empty Filter, CollectLimit) and a pass over the rows (Scan text, DeserializeToObject). All at the "
         "load call, the Scan not derived (kind read), the rest derived. ")
INFER3 = ("loadData (genericDataOps.scala:9) reads the four MovieLens files in turn, called from "
          "movieLensDataAnalysis.scala:33-36: eight executions named `load at genericDataOps.scala:9` (two a file, "
          "description_rank 1-8 in run order); the call that passed this file's path is an alt. ")


def infer(key: str, line: int, rdd: bool, alt=None) -> list[N]:
    extra = [(alt[0], s(alt[1]))] if alt else []
    if rdd:
        return [N(1, "Scan text", key, s(line), False, "read", alt=extra),
                N(2, "DeserializeToObject", key, s(line), True, "read", alt=extra)]
    return [N(1, "Scan text", key, s(line), False, "read", alt=extra),
            N(2, "Filter", key, s(line), True, "read", alt=extra),
            N(3, "CollectLimit", key, s(line), True, "read", alt=extra)]


for cid, name, call, rdd in [("ms_cs3_infer_rating_head", "rating.csv", 34, False),
                             ("ms_cs3_infer_movie_rdd", "movie.csv", 33, True),
                             ("ms_cs3_infer_movie_head", "movie.csv", 33, False),
                             ("ms_cs3_infer_tag_head", "tag.csv", 35, False),
                             ("ms_cs3_infer_link_head", "link.csv", 36, False),
                             ("ms_cs3_infer_tag_rdd", "tag.csv", 35, True)]:
    L[cid] = dict(dataframe=f"genericDataOps.loadData (genericDataOps.scala:9): spark.read.format(\"csv\")"
                            f".option(\"header\", true).option(\"inferSchema\", true).load(gcsPath) of {name}, called at "
                            f"movieLensDataAnalysis.scala:{call}; the schema inference's "
                            + ("pass over the rows" if rdd else "first-line job"),
                  notes=INFER + INFER3, nodes=infer("G", 9, rdd, ("M", call)))

INFER4 = ("optimization.scala reads features.csv, stores.csv and train.csv on three consecutive lines (25-27), each "
          "with header and inferSchema (two executions a file, `load at optimization.scala:25` ...). ")
for cid, name, line, rdd in [("ms_cs4_infer_features_head", "features.csv", 25, False),
                             ("ms_cs4_infer_train_head", "train.csv", 27, False),
                             ("ms_cs4_infer_train_rdd", "train.csv", 27, True),
                             ("ms_cs4_infer_stores_head", "stores.csv", 26, False)]:
    L[cid] = dict(dataframe=f"spark.read.format(\"csv\").option(\"header\", true).option(\"inferSchema\", true)"
                            f".load(...) of {name} (optimization.scala:{line}); the schema inference's "
                            + ("pass over the rows" if rdd else "first-line job"),
                  notes=INFER + INFER4, nodes=infer("O", line, rdd))

L["ms_d18_store_infer_head"] = dict(
    dataframe="spark.read.format(\"csv\").option(\"header\", true).option(\"inferSchema\", true).load(\"src/main/data/"
              "user_details.csv\") (_5kafkaStreamStore.scala:20); the schema inference's first-line job",
    notes=INFER + "The repository's own user_details.csv. ", nodes=infer("K", 20, False))

L["ms_d18_store_user_details_show"] = dict(
    dataframe="userDetailsDF.show(10) (_5kafkaStreamStore.scala:21), userDetailsDF = spark.read.format(\"csv\")...load("
              "\"src/main/data/user_details.csv\") (20)",
    notes="The repository's own user_details.csv. " + SHOW + "The program then fails at its Kafka stream "
          "(readStream.format(\"kafka\"), no Kafka source here), after this plan.",
    nodes=[N(1, "Scan csv", "K", s(20), False, "read"), N(2, "Project", "K", s(21), True, "project"),
           N(3, "CollectLimit", "K", s(21), True, "limit")])

L["ms_d18_gcs_filter_parquet_write"] = dict(
    dataframe="loadParquet = spark.read.format(\"parquet\")...load(\"gs://artifacts_spark/task4/input/\") (17), "
              "filteredData = loadParquet.filter(col(\"status\") === \"COMPLETED\") (19), filteredData.write"
              ".format(\"parquet\").mode(\"overwrite\").save(\"gs://artifacts_spark/task4/output/\") (21) "
              "(_4gcsIntegration.scala)",
    notes="gs:// served by our Cloud Storage stand-in from a generated parquet folder. WriteFiles derived at the "
          "save, the InsertIntoHadoopFsRelationCommand not. ",
    nodes=[N(1, "Scan parquet", "D", s(17), False, "read"), N(3, "Filter", "D", s(19), False, "filter"),
           N(4, "WriteFiles", "D", s(21), True, "write"),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", "D", s(21), False, "write")])

# ---- casestudy_4 optimization.scala: queries over enrichedDF, cached at 50 -------------------------------------
CACHE4 = ("enrichedDF (46-48: train left join features on Store/Date, left join broadcast(stores) on Store) is cached "
          "(50); the features and stores frames are cached too (39, 40): their InMemoryTableScans at the cache and "
          "the join that uses them (stores also at the broadcast at 43), the relations at the cache. Scans at the "
          "loads (25-27), na.drop Filters at 31-33, the Weekly_Sales filter at 36. ")


def cache4(consumer: int, smj: bool) -> list[N]:
    nodes = [N(1, "InMemoryTableScan", "O", s(50, consumer), False, "cache"),
             N(2, "InMemoryRelation", "O", s(50), False, "cache"),
             N(3, "Scan csv", "O", s(27), False, "read"), N(4, "Filter", "O", s(31, 36), False, "filter")]
    if smj:
        nodes += [N(5, "Exchange", "O", s(47), True, "join"), N(7, "Sort", "O", s(47), True, "join"),
                  N(8, "InMemoryTableScan", "O", s(39, 47), False, "cache"),
                  N(9, "InMemoryRelation", "O", s(39), False, "cache"),
                  N(10, "Scan csv", "O", s(25), False, "read"), N(11, "Filter", "O", s(33), False, "filter"),
                  N(13, "Filter", "O", s(47), True, "filter"), N(14, "Exchange", "O", s(47), True, "join"),
                  N(16, "Sort", "O", s(47), True, "join"), N(17, "SortMergeJoin", "O", s((46, 47)), False, "join"),
                  N(18, "Project", "O", s(47), True, "project")]
        b = 19
    else:
        nodes += [N(5, "InMemoryTableScan", "O", s(39, 47), False, "cache"),
                  N(6, "InMemoryRelation", "O", s(39), False, "cache"),
                  N(7, "Scan csv", "O", s(25), False, "read"), N(8, "Filter", "O", s(33), False, "filter"),
                  N(10, "Filter", "O", s(47), True, "filter"), N(11, "BroadcastExchange", "O", s(47), True, "join"),
                  N(13, "BroadcastHashJoin", "O", s((46, 47)), False, "join"),
                  N(14, "Project", "O", s(47), True, "project")]
        b = 15
    # stores: the cached relation's scan, broadcast (hint at 43) and joined at 48
    nodes += [N(b, "InMemoryTableScan", "O", s(40, 43, 48), False, "cache"),
              N(b + 1, "InMemoryRelation", "O", s(40), False, "cache"),
              N(b + 2, "Scan csv", "O", s(26), False, "read"), N(b + 3, "Filter", "O", s(32), False, "filter"),
              N(b + 5, "Filter", "O", s(48), True, "filter"),
              N(b + 6, "BroadcastExchange", "O", s(48, 43), True, "join"),
              N(b + 8, "BroadcastHashJoin", "O", s(48), False, "join"),
              N(b + 9, "Project", "O", s(48), True, "project")]
    return nodes


L["ms_cs4_store_metrics_show"] = dict(
    dataframe="storeMetrics = enrichedDF.groupBy(\"Store\").agg(sum, avg, count) (optimization.scala 61-66), "
              "storeMetrics.show() (67); enrichedDF (46-48) cached at 50",
    notes=CACHE4 + JOIN + AGG + "The show ran no CollectLimit over the tiny aggregate. departmentMetrics (70-76) is "
          "the look-alike below it (groupBy Store, Dept), not an alternative. ",
    nodes=cache4(61, False) + [N(37, "HashAggregate", "O", s((61, 66)), True, "aggregate"),
                               N(38, "Exchange", "O", s((61, 66)), True, "aggregate"),
                               N(41, "HashAggregate", "O", s((61, 66)), False, "aggregate")])

L["ms_cs4_smj_holiday_outer_join_json"] = dict(
    dataframe="holidaySales = enrichedDF.filter(\"IsHoliday = true\").groupBy(\"Store\", \"Dept\").agg(sum) (87-89), "
              "nonHolidaySales likewise with IsHoliday = false (91-93), holidaySales.join(nonHolidaySales, "
              "Seq(\"Store\", \"Dept\"), \"outer\").orderBy(desc(\"Holiday_Sales\")) (95-97), holidayComparison.write"
              ".mode(\"overwrite\").json(...) (119-121) (optimization.scala); enrichedDF (46-48) cached at 50",
    notes=CACHE4 + "Broadcast joins off (spark.sql.autoBroadcastJoinThreshold=-1): the features join and the outer "
          "join are sort-merge joins; the stores join stays a broadcast join (the code's broadcast() at 43). "
          + JOIN + AGG + "Each side's column-pruning Project is derived and ambiguous (the groupBy/agg and the "
          "filter). The full outer join's Project (coalesced keys) is derived at it. orderBy's range Exchange is "
          "derived, its Sort not. The write spans its three lines. ",
    nodes=cache4(87, True) + [
        N(44, "Filter", "O", s(87), False, "filter"),
        N(45, "Project", "O", s((88, 89), 87), True, "project", amb=True),
        N(46, "HashAggregate", "O", s((88, 89)), True, "aggregate"),
        N(47, "Exchange", "O", s((88, 89)), True, "aggregate"),
        N(50, "HashAggregate", "O", s((88, 89)), False, "aggregate"),
        N(51, "Sort", "O", s(96), True, "join"),
        N(52, "InMemoryTableScan", "O", s(50, 91), False, "cache"),
        N(53, "InMemoryRelation", "O", s(50), False, "cache"),
        N(55, "Filter", "O", s(91), False, "filter"),
        N(56, "Project", "O", s((92, 93), 91), True, "project", amb=True),
        N(57, "HashAggregate", "O", s((92, 93)), True, "aggregate"),
        N(58, "Exchange", "O", s((92, 93)), True, "aggregate"),
        N(61, "HashAggregate", "O", s((92, 93)), False, "aggregate"),
        N(62, "Sort", "O", s(96), True, "join"),
        N(63, "SortMergeJoin", "O", s((95, 96)), False, "join"),
        N(64, "Project", "O", s(96), True, "project"),
        N(65, "Exchange", "O", s(97), True, "sort"),
        N(68, "Sort", "O", s(97), False, "sort"),
        N(69, "WriteFiles", "O", s((119, 121)), True, "write"),
        N(70, "Execute InsertIntoHadoopFsRelationCommand", "O", s((119, 121)), False, "write")])

SESSION = ("Session: spark-submit --master local[1] (the code's own .master(\"local[*]\") wins; "
           "-XX:ActiveProcessorCount=1 makes it one thread), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, spark.driver.host=localhost (casestudy_4's builder binds the driver to "
           "localhost), AQE on. ")
RUN = ("Run: bench/real/capture/manosec-scala/capture.py: the project's Scala files compiled unchanged with the Scala "
       "2.13 compiler of the PySpark jars and run with spark-submit --class from the project's folder in a scratch "
       "copy of the laid-out repository; gs:// paths served by our Cloud Storage stand-in (under the class name the "
       "code's builder sets) from generated inputs; the plan is the n-th the run wrote (a query-execution listener, "
       "after each query ran: final adaptive plans); event_log.json from the same run.")


def main() -> int:
    def cases():
        for case_id, part, program, line, action, _, _, file in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            spec = L[case_id]
            _, main_class, jar, extra = PROGRAMS[program]
            command = f"spark-submit --class {main_class} {jar}.jar" + "".join(f" --conf {c}" for c in extra)
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": "scala", "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
