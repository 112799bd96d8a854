"""Run NoraCarey/Leetcode-SQL's .sql solutions unchanged with spark-submit and write each nc_* case's plans and
event_log.json from that run, through the shared driver and capture loop (../sql_files.py): one
`spark-submit sql_files.py "SQL/<NNNN>. <Title>/<solution>.sql"` per file and settings, from the root of a fresh
scratch copy of the laid-out repository (/tmp/nc_work/capture/work/<case>/); the file's statement (each file holds
one) runs with spark.sql, followed by collect(). The case is the k-th statement of its file (`CASES`; always 1 here);
a case's extra settings (`BROADCAST_OFF`: `spark.sql.autoBroadcastJoinThreshold=-1`, which AQE's own threshold
follows; `AQE_OFF`: `spark.sql.adaptive.enabled=false`) come after the defaults on its run's command line, so they win.

    PYTHONPATH=. .venv/bin/python bench/real/capture/noracarey-leetcode-sql/capture.py [case ...]
    ... capture.py --explore [path ...]     # the candidate files in one run, with each statement's plan
    ... capture.py --explore-off [path ...] # the same with broadcast joins off
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
import make_data  # noqa: E402
import sql_files  # noqa: E402
from sql_files import AQE_OFF, BROADCAST_OFF  # noqa: E402

RUNNER = "bench/real/capture/noracarey-leetcode-sql/capture.py"
SPLIT: dict = {}     # the plain cut: at `;` lines, `--`/`#` comment lines around statements

# case id, part, repository path, k (the case is the file's k-th statement, 1-based), extra settings. The split is
# fixed here before any label is written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str, int, tuple]] = [
    ("nc_0183_not_in", "dev", "SQL/0183. Customers Who Never Order/mysql_not_in.sql", 1, ()),
    ("nc_0183_left_join_is_null", "heldout", "SQL/0183. Customers Who Never Order/mysql_left_join.sql", 1, ()),
    ("nc_0511_min_group_order", "dev", "SQL/0511. Game Play Analysis I/mysql_min_function.sql", 1, ()),
    ("nc_0511_first_value_distinct", "dev",
     "SQL/0511. Game Play Analysis I/mysql_first_value_window_function.sql", 1, ()),
    ("nc_0577_left_join_coalesce", "heldout", "SQL/0577. Employee Bonus/mysql_left_join_coalesce_function.sql", 1, ()),
    ("nc_0577_left_join_ifnull", "dev", "SQL/0577. Employee Bonus/mysql_left_join_ifnull.sql", 1, ()),
    ("nc_0595_where_or_order", "heldout", "SQL/0595. Big Countries/mysql_or.sql", 1, ()),
    ("nc_0595_union", "dev", "SQL/0595. Big Countries/mysql_union_operator.sql", 1, ()),
    ("nc_0620_not_like", "dev", "SQL/0620. Not Boring Movies/mysql_like_operator.sql", 1, ()),
    ("nc_0620_mod_not_like", "heldout", "SQL/0620. Not Boring Movies/mysql_mod_function.sql", 1, ()),
    ("nc_1070_in_tuple_min", "dev", "SQL/1070. Product Sales Analysis III/mysql_in_subquery_min_function.sql", 1, ()),
    ("nc_1070_rank_window", "heldout", "SQL/1070. Product Sales Analysis III/mysql_rank_window_function.sql", 1, ()),
    ("nc_0184_cte_rank_join", "dev", "SQL/0184. Department Highest Salary/mysql_CTE_rank_window_function.sql", 1, ()),
    ("nc_0602_union_all_group_limit", "dev",
     "SQL/0602. Friend Requests II: Who Has the Most Friends/mysql_union_all_operator.sql", 1, ()),
    ("nc_1303_count_window", "heldout", "SQL/1303. Find the Team Size/mysql_count_window_function.sql", 1, ()),
    ("nc_1303_join_subquery", "dev", "SQL/1303. Find the Team Size/mysql_join_subquery.sql", 1, ()),
    ("nc_0176_max_scalar_subquery", "heldout", "SQL/0176. Second Highest Salary/mysql_max_function.sql", 1, ()),
    ("nc_1204_sum_window_limit", "dev", "SQL/1204. Last Person to Fit in the Elevator/mysql_sum_window_function.sql",
     1, ()),
    ("nc_1212_right_join_or", "dev", "SQL/1212. Team Scores in Football Tournament/mysql_without_union.sql", 1, ()),
    ("nc_0184_cte_rank_join_smj", "heldout",
     "SQL/0184. Department Highest Salary/mysql_CTE_rank_window_function.sql", 1, BROADCAST_OFF),
]

EXPLORE = sorted(str(p.relative_to(make_data.REPO)) for p in make_data.REPO.glob("SQL/*/*.sql")
                 if make_data.tables(str(p.relative_to(make_data.REPO))))


def statements(text: str) -> list[tuple[int, int, str]]:
    """The file's statements as the driver cuts them for this family (labels.py names a case's lines by them)."""
    return sql_files.statements(text, **SPLIT)


if __name__ == "__main__":
    sys.exit(sql_files.capture(sys.argv[1:], cases=CASES, make_data=make_data, runner=RUNNER,
                               jar="nc-capture.jar", marker="README.md", explore=EXPLORE, split=SPLIT))
