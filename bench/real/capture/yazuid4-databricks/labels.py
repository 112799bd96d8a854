"""Write each gn_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules (../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/yazuid4-databricks/labels.py

Databricks SQL source notebooks (the `sql` program): a label is (node id, operator, spans, derived, kind, ambiguous,
alt), spans the notebook file's own lines; symbol: a SQL statement is the file's path without `.sql` (as
../udemy-azure-databricks labels its SQL notebooks); the `%python` cell an alt names is `<path>.<module>`.

`Sales_Data_Insights/queries.ipynb` (the `sales` programs): a label is (node id, operator, cell, spans, derived,
kind, {extra}), `cell` 0-based among all the notebook's cells, spans the lines inside the cell (`%sql` is line 1);
`file_lines` filled and checked by ../jadianes__spark-py-notebooks/nbgold.py; extra: `ambiguous`, `alt` ((cell,
spans) each: the table's CREATE TABLE ... USING json in cell 2). Symbol: `Sales_Data_Insights.queries.<module>`.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import ADV, CASES, ETL, EXTRA_CONF, HOF, HOP, NB, REPO, SLUG, WRITE  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402
sys.path.insert(0, str(HERE.parent / "jadianes__spark-py-notebooks"))
from nbgold import notebook_rows  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "a968f32cbddd244ef8fc1b9ac2be02841d295966"
SOURCE = "yazuid4/databricks-notebooks"
NB_SYMBOL = "Sales_Data_Insights.queries.<module>"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on{}. ")
RUN_SQL = ("Run: bench/real/capture/yazuid4-databricks/capture.py: `spark-submit gndriver.py 'ETL - Spark & "
           "Python.sql' 'Writing to Delta Table.sql' 'Advanced Transformations.sql' 'Higher order functions & "
           "UDFs.sql' 'MuliHop Architecture.sql'` from the root of a scratch copy of the laid-out repository, the "
           "notebooks in that order in one session (the first makes `customers`, the second `orders`, which the "
           "others read), each cell by cell, unchanged: `%run ./Includes/Copy-Datasets/` runs that notebook in the "
           "same namespace (it sets the `dataset.bookstore` conf that `${dataset.bookstore}` reads), SQL cells "
           "statement by statement through spark.sql, a result shown as Databricks displays it, with a stand-in "
           "display (a show(): CollectLimit 21 and toprettystring). The bookstore dataset is generated (make_data.py) "
           "and served at its dbfs:/mnt/demo-datasets/bookstore paths by a dbfs: file system stand-in; managed tables "
           "are parquet under dbfs:/user/hive/warehouse; the workspace's `books` table (made by a course notebook "
           "the repository lacks) was created by the driver before the notebooks ran. The plan is the one the "
           "statement ran, written by a query-execution listener after it ran (final adaptive plan); event_log.json "
           "from the same run. ")
RUN_NB = ("Run: bench/real/capture/yazuid4-databricks/capture.py: `spark-submit gndriver.py "
          "Sales_Data_Insights/queries.ipynb` from the root of a scratch copy of the laid-out repository, every code "
          "cell in order, unchanged: `%sql` cells statement by statement through spark.sql, a result shown as "
          "Databricks displays it, with a stand-in display (a show(): toprettystring and CollectLimit 21, or a "
          "TakeOrderedAndProject with ORDER BY); the `%python` mount cell with a dbutils stand-in; `%fs` skipped. "
          "The five tables of cell 2 are the repository's own json files (Sales_Data_Insights/data/), served at "
          "/mnt/datalake/ by a dbfs: file system stand-in set as the default file system. The plan is the one the "
          "statement ran, written by a query-execution listener after it ran (final adaptive plan); event_log.json "
          "from the same run. ")
SQL_NOTE = ("A SQL statement's result shown (display): the toprettystring Project and CollectLimit 21 are derived at "
            "the statement's first line; where the toprettystring sits in a user's Project or final aggregate, that "
            "node keeps its user label. ")
NB_NOTE = ("Tables of cell 2 (CREATE TABLE ... USING json OPTIONS (path ...)): a scan is labelled at its FROM/JOIN "
           "line (and the WHERE line whose condition is pushed into it), the table's CREATE TABLE in cell 2 an alt. "
           "Joins: the inferred isnotnull Filters, Exchanges, Sorts and BroadcastExchanges derived at the join's "
           "JOIN ... ON lines; column-pruning Projects derived and ambiguous (the producing and consuming clauses). "
           "Aggregates: partial level and Exchange derived at the GROUP BY (or the aggregate function's line "
           "without one). ORDER BY + display: one TakeOrderedAndProject at the ORDER BY and the statement's first "
           "line. The same notebook is byte for byte at Sales_Data_Insights/.ipynb_checkpoints/"
           "queries-checkpoint.ipynb (a twin in another folder: never accepted); the other cells of queries.ipynb "
           "join the same tables on the same keys (look-alikes, not accepted). ")


def sym(file: str, python: bool = False) -> str:
    stem = file.rsplit(".", 1)[0].replace("/", ".")
    return stem + ".<module>" if python else stem


def sp(*xs):
    return [[a, a] if isinstance(a, int) else list(a) for a in xs]


L: dict[str, dict] = {}


def case(name, file, dataframe, notes, nodes):
    L[name] = dict(file=file, dataframe=dataframe, notes=notes, nodes=nodes)


def N(nid, op, spans, derived, kind, amb=False, alt=None):
    return (nid, op, spans, derived, kind, amb, alt)


def shown(n_project, n_limit, line, user_limit=False):
    """display()'s toprettystring Project and CollectLimit 21 at the statement's first line."""
    return [N(n_project, "Project", sp(line), True, "project"),
            N(n_limit, "CollectLimit", sp(line), not user_limit, "limit")]


# ---- ETL - Spark & Python.sql ------------------------------------------------------------------------------------
case("gn_etl_json_file_select", ETL,
     "select * from json.`${dataset.bookstore}/customers-json/export_001.json` (11), displayed",
     "A query over a json file path; `${dataset.bookstore}` is the conf Includes/Copy-Datasets.py (run by %run) sets. "
     "MuliHop Architecture.sql reads the same folder with the DataFrame API (57-60) and Writing to Delta Table.sql "
     "another customers json folder (21): look-alikes, not accepted. " + SQL_NOTE,
     [N(1, "Scan json", sp(11), False, "read"), *shown(2, 3, 11)])

case("gn_etl_book_csv_count", ETL,
     "select count(*) from book_csv (49), book_csv the external CSV table of lines 19-26, displayed",
     "The table's USING CSV / OPTIONS / LOCATION (19-26) is also accepted at the scan. Line 30 selects from the "
     "same table, Writing to Delta Table.sql and line 70 define CSV views with the same five columns (look-alikes). "
     "count(*) is an aggregate pair at its line (partial level and Exchange derived). " + SQL_NOTE,
     [N(1, "Scan csv spark_catalog.default.book_csv", sp(49, (19, 26)), False, "read"),
      N(2, "HashAggregate", sp(49), True, "aggregate"),
      N(3, "Exchange", sp(49), True, "aggregate"),
      N(5, "HashAggregate", sp(49), False, "aggregate")])

case("gn_etl_ctas_customers", ETL,
     "create table customers as select * from json.`${dataset.bookstore}/customers-json` (57-58): the insert the "
     "CTAS ran",
     "A CTAS writes two plans (the insert's, then the CreateDataSourceTableAsSelectCommand's): the case is the "
     "insert's. WriteFiles and Execute InsertIntoHadoopFsRelationCommand at the CREATE TABLE ... AS line, the scan "
     "at the FROM line. Line 83 (books_new) and Writing to Delta Table.sql line 6 (orders) are look-alike CTAS. ",
     [N(1, "Scan json", sp(58), False, "read"),
      N(2, "WriteFiles", sp(57), False, "write"),
      N(3, "Execute InsertIntoHadoopFsRelationCommand", sp(57), False, "write")])

# ---- Writing to Delta Table.sql -------------------------------------------------------------------------------------
case("gn_write_ctas_orders", WRITE,
     "create table orders as select * from parquet.`${dataset.bookstore}/orders` (6-7): the insert the CTAS ran",
     "A CTAS writes two plans: the case is the insert's. Line 15's INSERT INTO reads the orders-new folder the same "
     "way (a look-alike); ETL - Spark & Python.sql's CTAS of customers (57) is another. ",
     [N(1, "Scan parquet", sp(7), False, "read"),
      N(3, "WriteFiles", sp(6), False, "write"),
      N(4, "Execute InsertIntoHadoopFsRelationCommand", sp(6), False, "write")])

case("gn_write_insert_orders", WRITE,
     "insert into orders select * from parquet.`${dataset.bookstore}/orders-new` (15-16)",
     "The Project is Spark's adjustment of the books array's struct fields to the table's schema for the insert "
     "(derived at the INSERT INTO). Line 6's CTAS reads the orders folder the same way (a look-alike). ",
     [N(1, "Scan parquet", sp(16), False, "read"),
      N(3, "Project", sp(15), True, "project"),
      N(4, "WriteFiles", sp(15), False, "write"),
      N(5, "Execute InsertIntoHadoopFsRelationCommand", sp(15), False, "write")])

case("gn_write_books_updates_select", WRITE,
     "SELECT * FROM books_updates (41), books_updates the CSV temp view of lines 33-40, displayed",
     "The scan also accepts the view's USING CSV / OPTIONS (33-40). ETL - Spark & Python.sql defines the same "
     "five-column CSV schema for book_csv (19-26) and book_tmp (70-77), look-alikes not accepted. " + SQL_NOTE,
     [N(1, "Scan csv", sp(41, (33, 40)), False, "read"), *shown(2, 3, 41)])

# ---- Advanced Transformations.sql -----------------------------------------------------------------------------------
case("gn_adv_parsed_customers_select", ADV,
     "SELECT * FROM parsed_customers (22), parsed_customers the temp view of 15-20 "
     "(from_json(profile, schema_of_json(...)) AS profile_struct over customers), displayed",
     "customers is the table ETL - Spark & Python.sql made (57-58). The scan: the SELECT's FROM (22) and the view's "
     "FROM (20). The Project computes the view's from_json (16-19) inside show()'s toprettystring: the view's "
     "select list and the SELECT (22) accepted. Line 26 selects profile_struct.first_name from the same view, line "
     "11 tries the `:` syntax on the same column (fails here: Spark 4 applies it to VARIANT only). " + SQL_NOTE,
     [N(1, "Scan parquet spark_catalog.default.customers", sp(22, 20), False, "read"),
      N(3, "Project", sp((16, 19), 22), False, "project"),
      N(4, "CollectLimit", sp(22), True, "limit")])

case("gn_adv_explode_books", ADV,
     "select customer_id, explode(books) as books from orders (39), displayed",
     "orders is the table Writing to Delta Table.sql made. explode() makes Spark infer `size(books) > 0 AND "
     "isnotnull(books)` (a derived Filter at the explode, also pushed into the scan as IsNotNull); the Generate at "
     "the explode; the select list with show()'s toprettystring is the statement's Project. Line 57 explodes the "
     "same column inside the orders_enriched view (a look-alike). " + SQL_NOTE,
     [N(1, "Scan parquet spark_catalog.default.orders", sp(39), False, "read"),
      N(3, "Filter", sp(39), True, "explode"),
      N(4, "Generate", sp(39), False, "explode"),
      N(5, "Project", sp(39), False, "project"),
      N(6, "CollectLimit", sp(39), True, "limit")])

case("gn_adv_collect_set_group", ADV,
     "select customer_id, collect_set(order_id), array_distinct(flatten(collect_set(books.book_id))) from orders "
     "group by customer_id (47-49), displayed",
     "The Project below the aggregate extracts books.book_id for the second collect_set (derived, at the aggregate "
     "functions' lines); ObjectHashAggregate pair: partial level and Exchange derived at the GROUP BY, the select "
     "list (47-48) also accepted at both levels; the final level carries show()'s toprettystring. Line 43 selects "
     "books.book_id without aggregating (a look-alike). " + SQL_NOTE,
     [N(1, "Scan parquet spark_catalog.default.orders", sp(48), False, "read"),
      N(3, "Project", sp((47, 48)), True, "project"),
      N(4, "ObjectHashAggregate", sp(49, (47, 48)), True, "aggregate"),
      N(5, "Exchange", sp(49), True, "aggregate"),
      N(8, "ObjectHashAggregate", sp(49, (47, 48)), False, "aggregate"),
      N(9, "CollectLimit", sp(47), True, "limit")])

case("gn_adv_orders_enriched_join", ADV,
     "SELECT * FROM orders_enriched (62), orders_enriched the view of 54-60 (explode(books) AS book over orders, "
     "INNER JOIN books ON o.book.book_id = b.book_id), displayed",
     "A permanent view: each scan at the SELECT's FROM (62) and the view's FROM/JOIN line (58, 59). books is the "
     "workspace's table (see Run). explode's inferred Filter derived at the explode (57); the join's inferred "
     "isnotnull Filters and BroadcastExchange derived at the join (59-60). The Project is show()'s toprettystring "
     "over SELECT * (derived at 62). The failed pivot cell (66-78) reads the same view. " + SQL_NOTE,
     [N(1, "Scan parquet spark_catalog.default.orders", sp(62, 58), False, "read"),
      N(3, "Filter", sp(57), True, "explode"),
      N(4, "Generate", sp(57), False, "explode"),
      N(5, "Filter", sp((59, 60)), True, "join"),
      N(6, "Scan parquet spark_catalog.default.books", sp(62, 59), False, "read"),
      N(8, "Filter", sp((59, 60)), True, "join"),
      N(9, "BroadcastExchange", sp((59, 60)), True, "join"),
      N(11, "BroadcastHashJoin", sp((59, 60)), False, "join"),
      N(12, "Project", sp(62), True, "project"),
      N(13, "CollectLimit", sp(62), True, "limit")])

# ---- Higher order functions & UDFs.sql ------------------------------------------------------------------------------
case("gn_hof_filter_multiple_copies", HOF,
     "select order_id, multiple_copies from (select order_id, filter(books, b -> b.quantity >= 2) As "
     "multiple_copies from orders) where size(multiple_copies) > 0 (6-9), displayed",
     "The outer WHERE (9) is a Filter over the inner select's filter() (7), both accepted; the Project is both "
     "select lists (6, 7) with show()'s toprettystring. Lines 13-20 TRANSFORM the same column (a look-alike). "
     + SQL_NOTE,
     [N(1, "Scan parquet spark_catalog.default.orders", sp(8), False, "read"),
      N(3, "Filter", sp(9, 7), False, "filter"),
      N(4, "Project", sp(6, 7), False, "project"),
      N(5, "CollectLimit", sp(6), True, "limit")])

case("gn_hof_sql_udf_get_url", HOF,
     "select customer_id, get_url(email) as customer_site from customers (40), get_url the SQL function of 29-32, "
     "displayed",
     "A SQL UDF is inlined into the Project (concat('https://www.', split(email, '@')[1])): the call (40) and the "
     "function's definition (29-32) accepted, kind udf. Line 59 calls the other SQL function, site_type, over the "
     "same column (a look-alike). " + SQL_NOTE,
     [N(1, "Scan parquet spark_catalog.default.customers", sp(40), False, "read"),
      N(3, "Project", sp(40, (29, 32)), False, "udf"),
      N(4, "CollectLimit", sp(40), True, "limit")])

case("gn_hof_sql_udf_site_type", HOF,
     "SELECT email, site_type(email) as domain_category FROM customers (59-60), site_type the SQL function of "
     "48-55 (CASE WHEN email like ...), displayed",
     "A SQL UDF is inlined into the Project (CASE WHEN EndsWith ...): the call (59) and the definition (48-55) "
     "accepted, kind udf. Line 40 calls get_url over the same column (a look-alike). " + SQL_NOTE,
     [N(1, "Scan parquet spark_catalog.default.customers", sp(60), False, "read"),
      N(3, "Project", sp(59, (48, 55)), False, "udf"),
      N(4, "CollectLimit", sp(59), True, "limit")])

# ---- MuliHop Architecture.sql ---------------------------------------------------------------------------------------
case("gn_hop_customers_lookup_limit", HOP,
     "select * from customers_lookup limit 3 (64), customers_lookup the temp view the `%python` cell made "
     "(spark.read.format(\"json\").load(f\"{dataset_bookstore}/customers-json\"), 57-60), displayed",
     "The scan at the FROM line, the `%python` cell's read an alt (its own symbol, Python code of the notebook). "
     "LIMIT 3 is the CollectLimit (the user's). The notebook's streaming cells fail here (Auto Loader, no Delta). "
     "ETL - Spark & Python.sql queries the same json folder in SQL (11, 58): look-alikes. " + SQL_NOTE,
     [N(1, "Scan json", sp(64), False, "read", alt=[(HOP, sp((57, 60)), True)]),
      *shown(2, 3, 64, user_limit=True)])


# ---- Sales_Data_Insights/queries.ipynb ------------------------------------------------------------------------------
COUNTRIES, CUSTOMERS, ORDERS, PRODUCTS, SALES = ((2, sp((2, 6))), (2, sp((7, 11))), (2, sp((12, 16))),
                                                 (2, sp((17, 21))), (2, sp((22, 26))))


def nd(nid, op, cell, spans, derived, kind, amb=False, alt=None):
    extra = {"ambiguous": amb}
    if alt:
        extra["alt"] = [alt]
    return (nid, op, cell, spans, derived, kind, extra)


def nbcase(name, cell, dataframe, notes, nodes):
    L[name] = dict(file=NB, cell=cell, dataframe=dataframe, notes=notes, nodes=nodes)


nbcase("gn_q04_eur_count", 4,
       "cell 4: SELECT count(currency) FROM countries WHERE currency = 'EUR' (lines 2-3), displayed",
       "The WHERE is pushed into the scan (accepted there). count() without GROUP BY: partial level and Exchange "
       "derived at the count's line. " + NB_NOTE,
       [nd(1, "Scan json spark_catalog.default.countries", 4, sp(2, 3), False, "read", alt=COUNTRIES),
        nd(2, "Filter", 4, sp(3), False, "filter"),
        nd(3, "HashAggregate", 4, sp(2), True, "aggregate"),
        nd(4, "Exchange", 4, sp(2), True, "aggregate"),
        nd(6, "HashAggregate", 4, sp(2), False, "aggregate")])

nbcase("gn_q06_indonesia_distinct_smj", 6,
       "cell 6: SELECT count(DISTINCT customerId) FROM (SELECT * FROM customers c JOIN countries ct ON c.country = "
       "ct.country WHERE ct.name = \"Indonesia\") (lines 2-7), displayed; broadcast joins off (sort-merge join)",
       "count(DISTINCT): a dedup aggregate pair on customerId and a count pair, all but the final count derived at "
       "line 2. " + NB_NOTE,
       [nd(1, "Scan json spark_catalog.default.customers", 6, sp(3), False, "read", alt=CUSTOMERS),
        nd(2, "Filter", 6, sp((4, 5)), True, "join"),
        nd(3, "Exchange", 6, sp((4, 5)), True, "join"),
        nd(6, "Sort", 6, sp((4, 5)), True, "join"),
        nd(7, "Scan json spark_catalog.default.countries", 6, sp(4, 6), False, "read", alt=COUNTRIES),
        nd(8, "Filter", 6, sp(6), False, "filter"),
        nd(9, "Project", 6, sp(6, (4, 5)), True, "project", amb=True),
        nd(10, "Exchange", 6, sp((4, 5)), True, "join"),
        nd(13, "Sort", 6, sp((4, 5)), True, "join"),
        nd(14, "SortMergeJoin", 6, sp((4, 5)), False, "join"),
        nd(15, "Project", 6, sp((4, 5), 2), True, "project", amb=True),
        nd(16, "HashAggregate", 6, sp(2), True, "aggregate"),
        nd(17, "Exchange", 6, sp(2), True, "aggregate"),
        nd(20, "HashAggregate", 6, sp(2), True, "aggregate"),
        nd(21, "HashAggregate", 6, sp(2), True, "aggregate"),
        nd(22, "Exchange", 6, sp(2), True, "aggregate"),
        nd(24, "HashAggregate", 6, sp(2), False, "aggregate")])

nbcase("gn_q08_currency_sales_bc", 8,
       "cell 8: SELECT ct.currency, count(s.saleId) AS nb_sales FROM sales s JOIN orders o ... JOIN customers c ... "
       "JOIN countries ct ... WHERE EXTRACT(YEAR FROM CAST(o.date AS DATE)) = 2019 GROUP BY ct.Currency ORDER BY "
       "nb_sales DESC (lines 2-11), displayed; broadcast joins",
       "Three broadcast hash joins; the WHERE on orders is a Filter on the orders side (its IsNotNull(Date) pushed "
       "into the scan). " + NB_NOTE,
       [nd(1, "Scan json spark_catalog.default.sales", 8, sp(2), False, "read", alt=SALES),
        nd(2, "Filter", 8, sp((3, 4)), True, "join"),
        nd(3, "Scan json spark_catalog.default.orders", 8, sp(3, 9), False, "read", alt=ORDERS),
        nd(4, "Filter", 8, sp(9), False, "filter"),
        nd(5, "Project", 8, sp(9, (3, 4)), True, "project", amb=True),
        nd(6, "BroadcastExchange", 8, sp((3, 4)), True, "join"),
        nd(8, "BroadcastHashJoin", 8, sp((3, 4)), False, "join"),
        nd(9, "Project", 8, sp((3, 4), (5, 6)), True, "project", amb=True),
        nd(10, "Scan json spark_catalog.default.customers", 8, sp(5), False, "read", alt=CUSTOMERS),
        nd(11, "Filter", 8, sp((5, 6), (7, 8)), True, "join"),
        nd(12, "BroadcastExchange", 8, sp((5, 6)), True, "join"),
        nd(14, "BroadcastHashJoin", 8, sp((5, 6)), False, "join"),
        nd(15, "Project", 8, sp((5, 6), (7, 8)), True, "project", amb=True),
        nd(16, "Scan json spark_catalog.default.countries", 8, sp(7), False, "read", alt=COUNTRIES),
        nd(17, "Filter", 8, sp((7, 8)), True, "join"),
        nd(18, "BroadcastExchange", 8, sp((7, 8)), True, "join"),
        nd(20, "BroadcastHashJoin", 8, sp((7, 8)), False, "join"),
        nd(21, "Project", 8, sp((7, 8), 10), True, "project", amb=True),
        nd(22, "HashAggregate", 8, sp(10, 2), True, "aggregate"),
        nd(23, "Exchange", 8, sp(10), True, "aggregate"),
        nd(26, "HashAggregate", 8, sp(10, 2), False, "aggregate"),
        nd(27, "TakeOrderedAndProject", 8, sp(11, 2), False, "sort")])

nbcase("gn_q10_regexp_count", 10,
       "cell 10: SELECT count(customerId) FROM customers WHERE active = 'true' AND LOWER(name) REGEXP '[qxz]' "
       "(lines 2-4), displayed",
       "The WHERE (3-4) is one Filter, partly pushed into the scan (accepted there). " + NB_NOTE,
       [nd(1, "Scan json spark_catalog.default.customers", 10, sp(2, (3, 4)), False, "read", alt=CUSTOMERS),
        nd(2, "Filter", 10, sp((3, 4)), False, "filter"),
        nd(3, "Project", 10, sp((3, 4), 2), True, "project", amb=True),
        nd(4, "HashAggregate", 10, sp(2), True, "aggregate"),
        nd(5, "Exchange", 10, sp(2), True, "aggregate"),
        nd(7, "HashAggregate", 10, sp(2), False, "aggregate")])

nbcase("gn_q12_oceania_top_bc", 12,
       "cell 12: customers c join countries ct (3) join (the OCEANIA subquery: sales join orders join products "
       "join countries, WHERE ct.region = 'OCEANIA', GROUP BY o.orderId, o.customerId, lines 5-11) qy on "
       "qy.customerId = c.customerId (4, 11) order by qy.total_quantity desc (12), displayed; broadcast joins",
       "countries is scanned twice (lines 3 and 9, both aliased ct). The join with qy was planned as a sort-merge "
       "join and re-planned by AQE as a broadcast join of the customers side: the Exchange below it (hash "
       "partitioning on customerId) and the BroadcastExchange are derived at that join (4 and 11). " + NB_NOTE,
       [nd(1, "Scan json spark_catalog.default.customers", 12, sp(2), False, "read", alt=CUSTOMERS),
        nd(2, "Filter", 12, sp(3, 11), True, "join"),
        nd(3, "Scan json spark_catalog.default.countries", 12, sp(3), False, "read", alt=COUNTRIES),
        nd(4, "Filter", 12, sp(3), True, "join"),
        nd(5, "BroadcastExchange", 12, sp(3), True, "join"),
        nd(7, "BroadcastHashJoin", 12, sp(3), False, "join"),
        nd(8, "Project", 12, sp(3, 2), True, "project", amb=True),
        nd(9, "Exchange", 12, sp(4, 11), True, "join"),
        nd(12, "BroadcastExchange", 12, sp(4, 11), True, "join"),
        nd(14, "Scan json spark_catalog.default.sales", 12, sp(6), False, "read", alt=SALES),
        nd(15, "Filter", 12, sp(7, 8), True, "join"),
        nd(16, "Scan json spark_catalog.default.orders", 12, sp(7), False, "read", alt=ORDERS),
        nd(17, "Filter", 12, sp(7, 11), True, "join"),
        nd(18, "BroadcastExchange", 12, sp(7), True, "join"),
        nd(20, "BroadcastHashJoin", 12, sp(7), False, "join"),
        nd(21, "Project", 12, sp(7, 8), True, "project", amb=True),
        nd(22, "Scan json spark_catalog.default.products", 12, sp(8), False, "read", alt=PRODUCTS),
        nd(23, "Filter", 12, sp(8, 9), True, "join"),
        nd(24, "BroadcastExchange", 12, sp(8), True, "join"),
        nd(26, "BroadcastHashJoin", 12, sp(8), False, "join"),
        nd(27, "Project", 12, sp(8, 9), True, "project", amb=True),
        nd(28, "Scan json spark_catalog.default.countries", 12, sp(9, 10), False, "read", alt=COUNTRIES),
        nd(29, "Filter", 12, sp(10), False, "filter"),
        nd(30, "Project", 12, sp(10, 9), True, "project", amb=True),
        nd(31, "BroadcastExchange", 12, sp(9), True, "join"),
        nd(33, "BroadcastHashJoin", 12, sp(9), False, "join"),
        nd(34, "Project", 12, sp(9, 5, 11), True, "project", amb=True),
        nd(35, "HashAggregate", 12, sp(11, 5), True, "aggregate"),
        nd(36, "Exchange", 12, sp(11), True, "aggregate"),
        nd(39, "HashAggregate", 12, sp(11, 5), False, "aggregate"),
        nd(40, "BroadcastHashJoin", 12, sp(4, 11), False, "join"),
        nd(41, "Project", 12, sp(2), False, "project"),
        nd(42, "TakeOrderedAndProject", 12, sp(12, 2), False, "sort")])

nbcase("gn_q14_cumulative_qty_smj", 14,
       "cell 14: select c.name, sum(s.quantity) as total_quantity from customers c join orders o ... join sales s "
       "... where c.active = 'true' group by c.name order by total_quantity desc (lines 2-9), displayed; broadcast "
       "joins off (sort-merge joins)",
       "The WHERE on customers is a Filter on the customers side (pushed into the scan too). " + NB_NOTE,
       [nd(1, "Scan json spark_catalog.default.customers", 14, sp(2, 7), False, "read", alt=CUSTOMERS),
        nd(2, "Filter", 14, sp(7), False, "filter"),
        nd(3, "Project", 14, sp(7, (3, 4)), True, "project", amb=True),
        nd(4, "Exchange", 14, sp((3, 4)), True, "join"),
        nd(7, "Sort", 14, sp((3, 4)), True, "join"),
        nd(8, "Scan json spark_catalog.default.orders", 14, sp(3), False, "read", alt=ORDERS),
        nd(9, "Filter", 14, sp((3, 4), (5, 6)), True, "join"),
        nd(10, "Exchange", 14, sp((3, 4)), True, "join"),
        nd(13, "Sort", 14, sp((3, 4)), True, "join"),
        nd(14, "SortMergeJoin", 14, sp((3, 4)), False, "join"),
        nd(15, "Project", 14, sp((3, 4), (5, 6)), True, "project", amb=True),
        nd(16, "Exchange", 14, sp((5, 6)), True, "join"),
        nd(19, "Sort", 14, sp((5, 6)), True, "join"),
        nd(20, "Scan json spark_catalog.default.sales", 14, sp(5), False, "read", alt=SALES),
        nd(21, "Filter", 14, sp((5, 6)), True, "join"),
        nd(22, "Exchange", 14, sp((5, 6)), True, "join"),
        nd(25, "Sort", 14, sp((5, 6)), True, "join"),
        nd(26, "SortMergeJoin", 14, sp((5, 6)), False, "join"),
        nd(27, "Project", 14, sp((5, 6), 8), True, "project", amb=True),
        nd(28, "HashAggregate", 14, sp(8, 2), True, "aggregate"),
        nd(29, "Exchange", 14, sp(8), True, "aggregate"),
        nd(32, "HashAggregate", 14, sp(8, 2), False, "aggregate"),
        nd(33, "TakeOrderedAndProject", 14, sp(9, 2), False, "sort")])

nbcase("gn_q18_europe_orders_bc", 18,
       "cell 18: select count(*) from orders o join customers c ... join countries ct ... where (ct.Region = "
       "'EASTERN EUROPE' or ct.Region = 'WESTERN EUROPE') and extract(year from cast(o.date as DATE)) = '2018' "
       "(lines 2-8), displayed; broadcast joins",
       "The WHERE's two conditions became a Filter on each side (countries 7, orders 8). Cells 16 and 20 join the "
       "same tables on the same keys (look-alikes). " + NB_NOTE,
       [nd(1, "Scan json spark_catalog.default.orders", 18, sp(2, 8), False, "read", alt=ORDERS),
        nd(2, "Filter", 18, sp(8), False, "filter"),
        nd(3, "Project", 18, sp(8, (3, 4)), True, "project", amb=True),
        nd(4, "Scan json spark_catalog.default.customers", 18, sp(3), False, "read", alt=CUSTOMERS),
        nd(5, "Filter", 18, sp((3, 4), (5, 6)), True, "join"),
        nd(6, "BroadcastExchange", 18, sp((3, 4)), True, "join"),
        nd(8, "BroadcastHashJoin", 18, sp((3, 4)), False, "join"),
        nd(9, "Project", 18, sp((3, 4), (5, 6)), True, "project", amb=True),
        nd(10, "Scan json spark_catalog.default.countries", 18, sp(5, 7), False, "read", alt=COUNTRIES),
        nd(11, "Filter", 18, sp(7), False, "filter"),
        nd(12, "Project", 18, sp(7, (5, 6)), True, "project", amb=True),
        nd(13, "BroadcastExchange", 18, sp((5, 6)), True, "join"),
        nd(15, "BroadcastHashJoin", 18, sp((5, 6)), False, "join"),
        nd(16, "Project", 18, sp((5, 6), 2), True, "project", amb=True),
        nd(17, "HashAggregate", 18, sp(2), True, "aggregate"),
        nd(18, "Exchange", 18, sp(2), True, "aggregate"),
        nd(20, "HashAggregate", 18, sp(2), False, "aggregate")])

nbcase("gn_q22_order_qty_smj", 22,
       "cell 22: select o.OrderId, sum(s.Quantity) as total_quantity from orders o join sales s on o.OrderId = "
       "s.OrderId where o.Date = '2018-06-05' group by o.OrderId order by total_quantity desc (lines 2-7), "
       "displayed; broadcast joins off (sort-merge join)",
       "The aggregate's key is the join key, so the join's partitioning serves it: one SortAggregate, no partial "
       "level or Exchange of its own. The WHERE is pushed into the scan (accepted there). " + NB_NOTE,
       [nd(1, "Scan json spark_catalog.default.orders", 22, sp(2, 5), False, "read", alt=ORDERS),
        nd(2, "Filter", 22, sp(5), False, "filter"),
        nd(3, "Project", 22, sp(5, (3, 4)), True, "project", amb=True),
        nd(4, "Exchange", 22, sp((3, 4)), True, "join"),
        nd(7, "Sort", 22, sp((3, 4)), True, "join"),
        nd(8, "Scan json spark_catalog.default.sales", 22, sp(3), False, "read", alt=SALES),
        nd(9, "Filter", 22, sp((3, 4)), True, "join"),
        nd(10, "Exchange", 22, sp((3, 4)), True, "join"),
        nd(13, "Sort", 22, sp((3, 4)), True, "join"),
        nd(14, "SortMergeJoin", 22, sp((3, 4)), False, "join"),
        nd(15, "Project", 22, sp((3, 4), 6), True, "project", amb=True),
        nd(16, "SortAggregate", 22, sp(6, 2), False, "aggregate"),
        nd(17, "TakeOrderedAndProject", 22, sp(7, 2), False, "sort")])


def sql_rows(spec: dict) -> list[dict]:
    file = spec["file"]
    rows = []
    for nid, op, spans, derived, kind, amb, alt in spec["nodes"]:
        row = {"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": sym(file),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if alt:
            row["alt"] = [{"file": f, "lines": s, "symbol": sym(f, python)} for f, s, python in alt]
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


def main() -> int:
    todo = []
    for name, part, program, line, action, _occ, _nth, where in CASES:
        spec = L[name]
        folder = BENCH / part / name
        extra = [c for c in EXTRA_CONF.get(program, []) if "autoBroadcast" in c]
        session = SESSION.format(", " + ", ".join(extra) + " (broadcast joins off)" if extra else "")
        if spec["file"] == NB:
            assert where == f"<cell {spec['cell']}>", name
            rows = sorted(notebook_rows(spec["nodes"], REPO, NB, NB_SYMBOL), key=lambda r: r["node_id"])
            recorded = f"SQL statement at cell {spec['cell']} line {line}"
            notes, form, run, shown = spec["notes"], "ipynb", RUN_NB, f"{NB} cell {spec['cell']}:{line}"
        else:
            assert where == spec["file"], name
            rows = sql_rows(spec)
            recorded = f"SQL statement at line {line}"
            notes, form, run, shown = spec["notes"], "databricks", RUN_SQL, f"{where}:{line}"
        case_json = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": spec["file"],
                     "dataframe": spec["dataframe"] + f" (recorded action: {recorded})",
                     "notes": notes + session + run, "form": form, "source": SOURCE}
        todo.append((part, folder, rows, case_json, shown))
    return write_cases(todo)


if __name__ == "__main__":
    sys.exit(main())
