"""Run priyanshAgarwal/Leetcode-SQL-Solution's .sql solutions unchanged with spark-submit and write each pa_* case's
plans and event_log.json from that run, through the shared driver and capture loop (../sql_files.py): one
`spark-submit sql_files.py "<N>. <Title>.sql"` per file and settings, from the root of a fresh scratch copy of the
laid-out repository (/tmp/pa/capture/work/<case>/); every statement of the file runs in file order with spark.sql,
each followed by collect(). The cut is sql_files.statements() with `block_comments` (as shawlu95 and cm2908): every
file opens with a `/* ... */` block holding the problem statement, its tables and sometimes an earlier query with its
own `;`, all comment. The case is the k-th statement of its file (`CASES`); a case's extra settings (`BROADCAST_OFF`:
`spark.sql.autoBroadcastJoinThreshold=-1`, which AQE's own threshold follows) come after the defaults on its run's
command line, so they win.

    PYTHONPATH=. .venv/bin/python bench/real/capture/priyanshagarwal-leetcode-sql/capture.py [case ...]
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
from sql_files import BROADCAST_OFF  # noqa: E402

RUNNER = "bench/real/capture/priyanshagarwal-leetcode-sql/capture.py"
SPLIT: dict = {"block_comments": True}   # `/* ... */` blocks around statements are comment lines

# case id, part, repository path, k (the case is the file's k-th statement, 1-based), extra settings. The split is
# fixed here before any label is written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str, int, tuple]] = [
    ("pa_0184_dense_rank_join", "dev", "184. Department Highest Salary.sql", 1, ()),
    ("pa_0185_dense_rank_join_top3", "heldout", "185. Department Top Three Salaries.sql", 1, ()),
    ("pa_0185_cte_dense_rank_join", "dev", "185. Department Top Three Salaries.sql", 2, ()),
    ("pa_1303_left_join_group", "dev", "1303. Find the Team Size.sql", 1, ()),
    ("pa_1303_count_window", "heldout", "1303. Find the Team Size.sql", 2, ()),
    ("pa_0180_three_way_comma_join", "dev", "180. Consecutive Numbers.sql", 1, ()),
    ("pa_1212_union_all_cte_left_join", "heldout", "1212. Team Scores in Football Tournament.sql", 1, ()),
    ("pa_1194_union_all_row_number_join", "dev", "1194. Tournament Winners.sql", 1, ()),
    ("pa_1264_union_all_not_in", "dev", "1264. Page Recommendations.sql", 1, ()),
    ("pa_1083_scalar_subqueries_not_in", "heldout", "1083. Sales Analysis II.sql", 1, ()),
    ("pa_1179_sum_case_pivot", "dev", "1179. Reformat Department Table.sql", 1, ()),
    ("pa_1241_self_left_join_count_distinct", "heldout", "1241. Number of Comments per Post.sql", 1, ()),
    ("pa_1285_not_in_row_number_join", "dev", "1285. Find the Start and End Number of Continuous Ranges.sql", 1, ()),
    ("pa_1285_dense_rank_islands", "dev", "1285. Find the Start and End Number of Continuous Ranges.sql", 2, ()),
    ("pa_1098_left_join_group_subquery", "heldout", "1098. Unpopular Books.sql", 1, ()),
    ("pa_1082_dense_rank_over_sum", "dev", "1082. Sales Analysis I.sql", 1, ()),
    ("pa_1355_count_window_not_in_limit", "heldout", "1355. Activity Participants.sql", 1, ()),
    ("pa_titanic_comma_self_join", "dev", "Find fare differences on the Titanic using a self join.sql", 1, ()),
    ("pa_energy_union_all_windows", "dev", "Cum Sum Energy Consumption.sql", 1, ()),
    ("pa_0184_dense_rank_join_smj", "heldout", "184. Department Highest Salary.sql", 1, BROADCAST_OFF),
]

# The candidate files (those make_data.py has tables for), for --explore.
EXPLORE = sorted(str(p.relative_to(make_data.REPO)) for p in make_data.REPO.glob("*.sql")
                 if make_data.tables(str(p.relative_to(make_data.REPO))))


def statements(text: str) -> list[tuple[int, int, str]]:
    """The file's statements as the driver cuts them for this family (labels.py names a case's lines by them)."""
    return sql_files.statements(text, **SPLIT)


if __name__ == "__main__":
    sys.exit(sql_files.capture(sys.argv[1:], cases=CASES, make_data=make_data, runner=RUNNER,
                               jar="pa-capture.jar", marker="README.md", explore=EXPLORE, split=SPLIT))
