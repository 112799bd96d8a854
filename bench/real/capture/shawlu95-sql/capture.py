"""Run shawlu95/Beyond-LeetCode-SQL's .sql files unchanged with spark-submit and write each bl_* case's plans and
event_log.json from that run, through the shared driver and capture loop (../sql_files.py): one
`spark-submit sql_files.py <folder>/<file>.sql` per file (the cases of one file share its run), from the root of a
fresh scratch copy of the laid-out repository (/tmp/codemap_blcap/work/<case>/); every statement of the file runs in
order with spark.sql, each followed by collect(), `/* ... */` blocks around statements counted as comment (`SPLIT`).
The case is the k-th statement of its file (`CASES`); every statement's collect() has the same description, so a
file's second statement has `description_rank` 2.

    PYTHONPATH=. .venv/bin/python bench/real/capture/shawlu95-sql/capture.py [case ...]
    ... capture.py --explore [path ...]     # the candidate files in one run, with each statement's plan
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
import make_data  # noqa: E402
import sql_files  # noqa: E402

RUNNER = "bench/real/capture/shawlu95-sql/capture.py"
SPLIT = {"block_comments": True}     # `/* ... */` blocks around statements are comment lines

# case id, part, repository path, k (the case is the file's k-th statement, 1-based). The split is fixed here before
# any label is written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str, int]] = [
    ("bl_185_window_cte_join", "dev", "LeetCode/185_Department_Top_Three_Salaries/mssql_window.sql", 1),
    ("bl_185_others_window", "heldout", "LeetCode/others/185_Department_Top_Three_Salaries.sql", 1),
    ("bl_185_prefilter_two_ctes", "dev", "LeetCode/185_Department_Top_Three_Salaries/mssql_pre_filter.sql", 1),
    ("bl_579_window_alias_lag", "dev", "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mssql_lag.sql", 2),
    ("bl_579_max_join_left_joins", "heldout",
     "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mysql_join_tmp_table.sql", 1),
    ("bl_579_not_in_tuple", "dev", "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mysql_set.sql", 1),
    ("bl_579_single_join_between", "heldout",
     "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mysql_single_join.sql", 1),
    ("bl_601_lag_lead", "dev", "LeetCode/601_Human_Traffic_of_Stadium/mssql_window.sql", 1),
    ("bl_601_three_way_comma", "dev", "LeetCode/601_Human_Traffic_of_Stadium/mysql_simple.sql", 1),
    ("bl_601_cte_prefilter", "heldout", "LeetCode/601_Human_Traffic_of_Stadium/mssql_pre_filter.sql", 2),
    ("bl_618_full_join_row_number", "dev", "LeetCode/618_Students_Report_by_Geography/mssql_full_join.sql", 1),
    ("bl_180_lag_distinct", "heldout", "LeetCode/others/180_Consecutive_Numbers.sql", 3),
    # position 13, dropped after the capture: ("bl_574_scalar_order_limit", "dev",
    # "LeetCode/others/574_Winning_Candidate.sql", 1) -- no execution of its run's event log matched its plan (a
    # scalar subquery), see README.md
    ("bl_602_union_all_groups", "dev", "LeetCode/others/602_Friend_Requests_II-_Who_Has_the_Most_Friends.sql", 1),
    ("bl_608_case_count", "heldout", "LeetCode/others/608_Tree_Node.sql", 1),
    ("bl_i04_not_exists_union", "dev", "Interview/04_Page_Recommendation/solution.sql", 1),
    ("bl_i07_unpivot_union_cross", "heldout", "Interview/07_Unpivoting_Tables/un_pivot_table.sql", 1),
    ("bl_i12_subquery_sum_case", "dev", "Interview/12_Invalid_Search/solution.sql", 1),
    ("bl_h07_row_number_window", "dev", "Hacks/07_Multi_Column_Partition/use_case.sql", 1),
    ("bl_i10_not_in_union_having", "heldout", "Interview/10_Spotify_Recommend_Friend/solution.sql", 1),
]

EXPLORE = [
    "LeetCode/185_Department_Top_Three_Salaries/mssql_window.sql",
    "LeetCode/185_Department_Top_Three_Salaries/mssql_pre_filter.sql",
    "LeetCode/185_Department_Top_Three_Salaries/mysql_correlated_subquery.sql",
    "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mssql_lag.sql",
    "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mysql_join_tmp_table.sql",
    "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mysql_set.sql",
    "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mysql_single_join.sql",
    "LeetCode/601_Human_Traffic_of_Stadium/mssql_window.sql",
    "LeetCode/601_Human_Traffic_of_Stadium/mysql_simple.sql",
    "LeetCode/601_Human_Traffic_of_Stadium/mssql_pre_filter.sql",
    "LeetCode/615_Average_Salary/mysql.sql",
    "LeetCode/618_Students_Report_by_Geography/mssql_full_join.sql",
    "LeetCode/618_Students_Report_by_Geography/self-join-rownums.sql",
    "LeetCode/others/180_Consecutive_Numbers.sql",
    "LeetCode/others/185_Department_Top_Three_Salaries.sql",
    "LeetCode/others/574_Winning_Candidate.sql",
    "LeetCode/others/585_Investments_in_2016.sql",
    "LeetCode/others/602_Friend_Requests_II-_Who_Has_the_Most_Friends.sql",
    "LeetCode/others/608_Tree_Node.sql",
    "LeetCode/others/614_Second_Degree_Follower.sql",
    "LeetCode/others/626_Exchange_Seats.sql",
    "LeetCode/others/1107_New_Users_Daily_Count.sql",
    "Interview/03_Monthly_Active_User/solution.sql",
    "Interview/04_Page_Recommendation/solution.sql",
    "Interview/07_Unpivoting_Tables/un_pivot_table.sql",
    "Interview/08_Group_by_Bins/solution.sql",
    "Interview/10_Spotify_Recommend_Friend/solution.sql",
    "Interview/11_Spotify_Similar_Friends/solution.sql",
    "Interview/12_Invalid_Search/solution.sql",
    "Interview/13_Text_Confirmation/solution.sql",
    "Interview/14_Facebook_Common_Friend/solution.sql",
    "Interview/15_Facebook_People_You_May_Know/solution.sql",
    "Interview/16_Instagram_Common_Follower/solution.sql",
    "Hacks/06_Hacking_Aggregation/solution.sql",
    "Hacks/07_Multi_Column_Partition/use_case.sql",
]


def statements(text: str) -> list[tuple[int, int, str]]:
    """The file's statements as the driver cuts them for this family (labels.py names a case's lines by them)."""
    return sql_files.statements(text, **SPLIT)


if __name__ == "__main__":
    sys.exit(sql_files.capture(sys.argv[1:], cases=CASES, make_data=make_data, runner=RUNNER,
                               jar="bl-capture.jar", marker="LICENSE", explore=EXPLORE, split=SPLIT))
