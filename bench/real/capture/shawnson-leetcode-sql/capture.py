"""Run Shawn-Son/LeetCode-SQL-Practice's solution.sql files unchanged with spark-submit and write each sn_* case's plans
and event_log.json from that run, through the shared driver and capture loop (../sql_files.py): one
`spark-submit sql_files.py "<Level>/<N>. <Title>/solution.sql"` per file and settings, from the root of a fresh scratch
copy of the laid-out repository (/tmp/sn/capture/work/<case>/); the file's one statement runs with spark.sql, followed
by collect(). The cut is sql_files.statements() with no option (as noracarey and vicientt): a statement ends at a line
ending with `;` or at the end of the file, `--` comment lines and blank lines around it belong to none. Every file here
holds one statement (the case is its 1st); a case's extra settings (`BROADCAST_OFF`:
`spark.sql.autoBroadcastJoinThreshold=-1`, which AQE's own threshold follows) come after the defaults on its run's
command line, so they win.

    PYTHONPATH=. .venv/bin/python bench/real/capture/shawnson-leetcode-sql/capture.py [case ...]
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
from sql_files import BROADCAST_OFF  # noqa: E402,F401

RUNNER = "bench/real/capture/shawnson-leetcode-sql/capture.py"
SPLIT: dict = {}     # the plain cut: at `;` lines, `--` comment lines around statements
MARKER = "Easy/175. Combine Two Tables/solution.sql"   # the repository has no top-level file

# case id, part, repository path, k (the case is the file's k-th statement, 1-based), extra settings. The split is
# fixed here before any label is written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str, int, tuple]] = [
    ("sn_1077_rank_join", "dev", "Medium/1077. Project Employees III/solution.sql", 1, ()),
    ("sn_0185_dense_rank_cte_join", "heldout", "Hard/185. Department Top Three Salaries/solution.sql", 1, ()),
    ("sn_1164_join_max_union_having", "dev", "Medium/1164. Product Price at a Given Date/solution.sql", 1, ()),
    ("sn_1270_three_way_self_join_cte", "dev", "Medium/1270. All People Report to the Given Manager/solution.sql", 1, ()),
    ("sn_1596_count_max_window_join", "heldout",
     "Medium/1596. The Most Frequently Ordered Products for Each Customer/solution.sql", 1, ()),
    ("sn_1783_union_all_group_join", "dev", "Medium/1783. Grand Slam Titles/solution.sql", 1, ()),
    ("sn_0180_lead_windows_distinct", "heldout", "Medium/180. Consecutive Numbers/solution.sql", 1, ()),
    ("sn_2324_rank_sum_join_cte", "dev", "Medium/2324. Product Sales Analysis IV/solution.sql", 1, ()),
    ("sn_2362_two_ranks_three_joins", "dev", "Hard/2362. Generate the Invoice/solution.sql", 1, ()),
    ("sn_2793_row_number_join_order", "heldout", "Hard/2793. Status of Flight Tickets/solution.sql", 1, ()),
    ("sn_2988_rank_count_join", "dev", "Medium/2988. Manager of the Largest Department/solution.sql", 1, ()),
    ("sn_3054_self_join_group_left_join", "heldout", "Medium/3054. Binary Tree Nodes/solution.sql", 1, ()),
    ("sn_0550_left_join_min_interval", "dev", "Medium/550. Game Play Analysis IV/solution.sql", 1, ()),
    ("sn_0570_self_join_having", "dev", "Medium/570. Managers with at Least 5 Direct Reports/solution.sql", 1, ()),
    ("sn_1280_cross_join_left_join_group", "heldout", "Easy/1280. Students and Examinations/solution.sql", 1, ()),
    ("sn_1789_having_union_order", "dev", "Easy/1789. Primary Department for Each Employee/solution.sql", 1, ()),
    ("sn_1045_having_count_distinct_scalar", "heldout",
     "Medium/1045. Customers Who Bought All Products/solution.sql", 1, ()),
    ("sn_2372_two_left_joins_group", "dev",
     "Medium/2372. Calculate the Influence of Each Salesperson/solution.sql", 1, ()),
    ("sn_1204_running_sum_limit", "dev", "Medium/1204. Last Person to Fit in the Bus/solution.sql", 1, ()),
    ("sn_1077_rank_join_smj", "heldout", "Medium/1077. Project Employees III/solution.sql", 1, BROADCAST_OFF),
    ("sn_2084_not_in_or", "dev", "Medium/2084. Drop Type 1 Orders for Customers With Type 0 Orders/solution.sql", 1, ()),
]

# The candidate files (those make_data.py has tables for), for --explore.
EXPLORE = sorted(str(p.relative_to(make_data.REPO)) for p in make_data.REPO.glob("*/*/solution.sql")
                 if make_data.tables(str(p.relative_to(make_data.REPO))))


def statements(text: str) -> list[tuple[int, int, str]]:
    """The file's statements as the driver cuts them for this family (labels.py names a case's lines by them)."""
    return sql_files.statements(text, **SPLIT)


if __name__ == "__main__":
    sys.exit(sql_files.capture(sys.argv[1:], cases=CASES, make_data=make_data, runner=RUNNER,
                               jar="sn-capture.jar", marker=MARKER, explore=EXPLORE, split=SPLIT))
