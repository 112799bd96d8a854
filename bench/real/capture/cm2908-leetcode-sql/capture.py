"""Run cM2908/leetcode-sql's .sql files unchanged with spark-submit and write each cm_* case's plans and
event_log.json from that run, through the shared driver and capture loop (../sql_files.py): one
`spark-submit sql_files.py '<folder>/<file>.sql'` per file (the cases of one file share its run), from the root of a
fresh scratch copy of the laid-out repository (/tmp/codemap_cmcap/work/<case>/), whose PostgreSQL dump gives the
tables (make_data.driver_tables); every statement of the file runs in order with spark.sql, each followed by
collect(), `/* ... */` blocks around statements counted as comment (`SPLIT`, as ../shawlu95-sql/'s). The case is
the k-th statement of its file (`CASES`); every statement's collect() has the same description, so a file's second
statement has `description_rank` 2.

    PYTHONPATH=. .venv/bin/python bench/real/capture/cm2908-leetcode-sql/capture.py [case ...]
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

RUNNER = "bench/real/capture/cm2908-leetcode-sql/capture.py"
SPLIT = {"block_comments": True}     # `/* ... */` blocks around statements are comment lines

# case id, part, repository path, k (the case is the file's k-th statement, 1-based). The split is fixed here before
# any label is written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str, int]] = [
    ("cm_1070_in_tuple_min", "dev", "medium/1070. Product Sales Analysis III.sql", 1),
    ("cm_1069_group_sum", "heldout", "easy/1069. Product Sales Analysis II.sql", 1),
    ("cm_1077_dense_rank_window", "dev", "medium/1077. Project Employees III.sql", 2),
    ("cm_1179_sum_case_pivot", "dev", "easy/1179. Reformat Department Table.sql", 1),
    ("cm_1084_except_distinct", "heldout", "easy/1084. Sales Analysis III.sql", 1),
    ("cm_1280_cross_join_left", "dev", "easy/1280. Students and Examinations (Easy).sql", 1),
    ("cm_1435_union_all_literals", "heldout", "easy/1435. Create a Session Bar Chart (Easy).sql", 1),
    ("cm_586_order_limit", "dev", "easy/586. Customer Placing the Largest Number of Orders.sql", 1),
    ("cm_603_islands_count_window", "dev", "easy/603. Consecutive Available Seats.sql", 3),
    ("cm_1212_union_all_right_join", "heldout", "medium/1212. Team Scores in Football Tournament.sql", 1),
    ("cm_1321_moving_avg_rows", "dev", "medium/1321. Restaurant Growth.sql", 1),
    ("cm_626_lag_lead_case", "heldout", "medium/626. Exchange Seats.sql", 1),
    ("cm_1532_self_join_having", "dev", "medium/1532. The Most Recent Three Orders.sql", 2),
    ("cm_1831_rank_by_day", "dev", "medium/1831. Maximum Transaction Each Day (Medium).sql", 2),
    ("cm_602_union_all_order_limit", "heldout", "medium/602. Friend Requests II: Who Has the Most Friends.sql", 1),
    ("cm_185_dense_rank_window_clause", "dev", "hard/185. Department Top Three Salaries.sql", 1),
    ("cm_579_window_clause_two_specs", "heldout", "hard/579. Find Cumulative Salary of an Employee.sql", 1),
    ("cm_601_islands_left_join", "dev", "hard/601. Human Traffic of Stadium.sql", 2),
    ("cm_1831_max_by_day", "dev", "medium/1831. Maximum Transaction Each Day (Medium).sql", 1),
    ("cm_569_two_row_numbers", "heldout", "hard/569. Median Employee Salary.sql", 1),
]

EXPLORE = [
    'easy/1068. Product Sales Analysis I.sql',
    'easy/1069. Product Sales Analysis II.sql',
    'easy/1075. Project Employees I.sql',
    'easy/1082. Sales Analysis I.sql',
    'easy/1083. Sales Analysis II.sql',
    'easy/1084. Sales Analysis III.sql',
    'easy/1179. Reformat Department Table.sql',
    'easy/1241. Number of Comments per Post (Easy).sql',
    'easy/1280. Students and Examinations (Easy).sql',
    'easy/1435. Create a Session Bar Chart (Easy).sql',
    'easy/2072. The Winner University (Easy).sql',
    'easy/512. Game Play Analysis II.sql',
    'easy/586. Customer Placing the Largest Number of Orders.sql',
    'easy/603. Consecutive Available Seats.sql',
    'medium/1070. Product Sales Analysis III.sql',
    'medium/1077. Project Employees III.sql',
    'medium/1132. Reported Posts II.sql',
    'medium/1164. Product Price at a Given Date.sql',
    'medium/1205. Monthly Transactions II.sql',
    'medium/1212. Team Scores in Football Tournament.sql',
    'medium/1321. Restaurant Growth.sql',
    'medium/1341. Movie Rating.sql',
    'medium/1364. Number of Trusted Contacts of a Customer.sql',
    'medium/1501. Countries You Can Safely Invest In.sql',
    'medium/1532. The Most Recent Three Orders.sql',
    'medium/1555. Bank Account Summary.sql',
    'medium/1709. Biggest Window Between Visits.sql',
    'medium/1783. Grand Slam Titles.sql',
    'medium/180. Consecutive Numbers.sql',
    'medium/1831. Maximum Transaction Each Day (Medium).sql',
    'medium/184. Department Highest Salary.sql',
    'medium/1841. League Statistics (Medium).sql',
    'medium/602. Friend Requests II: Who Has the Most Friends.sql',
    'medium/626. Exchange Seats.sql',
    'medium/585. Investments in 2016.sql',
    'medium/2142. The Number of Passengers in Each Bus I (Medium).sql',
    'medium/1045. Customers Who Bought All Products.sql',
    'medium/1098. Unpopular Books.sql',
    'medium/1112. Highest Grade For Each Student.sql',
    'medium/1126. Active Businesses.sql',
    'medium/1158. Market Analysis I.sql',
    'medium/1174. Immediate Food Delivery II.sql',
    'medium/1907. Count Salary Categories (Medium).sql',
    'hard/1097. Game Play Analysis V.sql',
    'hard/1127. User Purchase Platform.sql',
    'hard/1159. Market Analysis II.sql',
    'hard/1194. Tournament Winners.sql',
    'hard/1412. Find the Quiet Students in All Exams.sql',
    'hard/185. Department Top Three Salaries.sql',
    'hard/1892. Page Recommendations II (Hard).sql',
    'hard/1917. Leetcodify Friends Recommendations (Hard).sql',
    'hard/1972. First and Last Call On the Same Day (Hard).sql',
    'hard/262. Trips and Users.sql',
    'hard/579. Find Cumulative Salary of an Employee.sql',
    'hard/615. Average Salary: Departments VS Company.sql',
    'hard/618. Students Report By Geography.sql',
    'hard/2173. Longest Winning Streak (Hard).sql',
    'hard/569. Median Employee Salary.sql',
    'hard/601. Human Traffic of Stadium.sql',
]


def statements(text: str) -> list[tuple[int, int, str]]:
    """The file's statements as the driver cuts them for this family (labels.py names a case's lines by them)."""
    return sql_files.statements(text, **SPLIT)


if __name__ == "__main__":
    sys.exit(sql_files.capture(sys.argv[1:], cases=CASES, make_data=make_data, runner=RUNNER,
                               jar="cm-capture.jar", marker=make_data.DUMP, explore=EXPLORE, split=SPLIT,
                               tables="driver_tables"))
