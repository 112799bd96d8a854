"""A .sql file of notes: a title line, a query written over blank lines, then the same answer in PySpark. sqlglot
reads no statement of it whole, so each line opening a statement is read up to the longest text it can parse: the
UNION query gives its clauses on its own lines, and the Python after it gives none. Switched off, the file is one
parse error and gives nothing."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.model import FileContext
from codemap_pipeline.code.sql_index import index_file

NOTES = """-- Question: count accounts per salary band
SQL Code -
SELECT 'Low Salary' AS category, COUNT(account_id) AS accounts_count
FROM Accounts
WHERE income < 20000

UNION

SELECT 'High Salary' AS category, COUNT(account_id) AS accounts_count
FROM Accounts
WHERE income > 50000

Pyspark Code -

low = Accounts.filter(F.col("income") < 20000).agg(F.count("account_id").alias("accounts_count"))
with_band = low.withColumn("category", F.lit("Low Salary"))
"""


def indexed():
    return index_file("salary_bands.sql", NOTES.encode(), FileContext(language="sql"))


def test_a_query_among_notes_is_read_on_its_lines():
    index = indexed()
    assert index.code_file.parse_error is None and index.code_file.skipped is None
    assert sorted((s.line_start, s.kind) for s in index.sites if s.kind in ("filter", "union", "read")) == [
        (4, "read"), (5, "filter"), (7, "union"), (10, "read"), (11, "filter")]
    assert max(s.line_end for s in index.sites) == 11   # nothing from the Python below
    with switched_off(*RULES["queries written among text that is not SQL are read (SQL front end)"]):
        index = indexed()
        assert index.code_file.parse_error and not index.sites


# A WITH under a title line, its SELECT after a blank line, then a `;` and more notes: the `;` makes the file a run of
# statements, the blank line looked like the end of one, and the WITH alone does not parse.
CTE_NOTES = """-- Question: the longest shifts
Sql Code -
WITH shifts AS (
    SELECT worker, clock_out - clock_in AS hours
    FROM punches
)

SELECT worker, MAX(hours) AS longest FROM shifts GROUP BY worker;

Pyspark Code -
longest = punches.groupBy("worker").agg(F.max("hours"))
"""


def cte_sites():
    index = index_file("longest_shifts.sql", CTE_NOTES.encode(), FileContext(language="sql"))
    return sorted((s.line_start, s.kind, tuple(s.tables)) for s in index.sites if s.kind in ("read", "aggregate"))


def test_a_with_under_a_title_line_keeps_its_select_after_a_blank_line():
    assert cte_sites() == [(5, "read", ("punches",)), (8, "aggregate", ())]
    with switched_off(*RULES["a query after a blank line may end the unreadable text before it (SQL front end)"]):
        # the SELECT alone: `shifts` taken for a table, its CTE never read
        assert cte_sites() == [(8, "aggregate", ()), (8, "read", ("shifts",))]
