"""Run Vicientt/leetcode-sql's .sql solutions unchanged with spark-submit and write each vl_* case's plans and
event_log.json from that run, through the shared driver and capture loop (../sql_files.py): one
`spark-submit sql_files.py sql/<topic>/<number>_<slug>.sql` per file and settings, from the root of a fresh scratch copy
of the laid-out repository (/tmp/vl_work/capture/work/<case>/); the file's statement (each file holds one) runs with
spark.sql, followed by collect(). The case is the k-th statement of its file (`CASES`; always 1 here); a case's extra
settings (`BROADCAST_OFF`: `spark.sql.autoBroadcastJoinThreshold=-1`, which AQE's own threshold follows) come after the
defaults on its run's command line, so they win.

    PYTHONPATH=. .venv/bin/python bench/real/capture/vicientt-leetcode-sql/capture.py [case ...]
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

RUNNER = "bench/real/capture/vicientt-leetcode-sql/capture.py"
SPLIT: dict = {}     # the plain cut: at `;` lines (or the end of the file), `--`/`#` comment lines around statements

# case id, part, repository path, k (the case is the file's k-th statement, 1-based), extra settings. The split is
# fixed here before any label is written: the case names sorted, positions 2 and 5 of every five (1-based) held out,
# the rest dev.
CASES: list[tuple[str, str, str, int, tuple]] = [
    ("vl_0175_left_join", "dev", "sql/left_join/175_combine_two_tables.sql", 1, ()),
    ("vl_0180_double_self_left_join", "heldout", "sql/self_join/180_consecutive_numbers.sql", 1, ()),
    ("vl_0184_rank_cte_left_join", "dev", "sql/window_functions/184_department_highest_salary.sql", 1, ()),
    ("vl_0197_date_plus_one_join", "dev", "sql/time_functions/197_rising_temperature.sql", 1, ()),
    ("vl_0550_rank_join_scalar_subquery", "heldout", "sql/tricky/550_game_play_analysis_iv.sql", 1, ()),
    ("vl_0578_sum_case_order_limit", "dev", "sql/case_statement/578_get_highest_answer_rate_question.sql", 1, ()),
    ("vl_0580_group_cte_left_join_order", "heldout", "sql/left_join/580_count_student_number_in_departments.sql",
     1, ()),
    ("vl_0601_range_windows", "dev", "sql/window_functions/601_human_traffic_of_stadium.sql", 1, ()),
    ("vl_0602_union_all_sum_limit", "dev", "sql/subquery_cte/602_friend_requests_ii_who_has_the_most_friends.sql",
     1, ()),
    ("vl_0608_self_left_join_case_group", "heldout", "sql/self_join/608_tree_node.sql", 1, ()),
    ("vl_0608_self_left_join_case_group_smj", "dev", "sql/self_join/608_tree_node.sql", 1, BROADCAST_OFF),
    ("vl_0612_row_number_cross_join", "heldout", "sql/cartesian_product/612_shortest_distance_in_a_plane.sql", 1, ()),
    ("vl_1045_distinct_count_scalar_subquery", "dev", "sql/store_prod/1045_customers_who_bought_all_products.sql",
     1, ()),
    ("vl_1179_sum_case_pivot", "dev", "sql/pivot_unpivot/1179_reformat_department_table.sql", 1, ()),
    ("vl_1280_cross_join_left_join_count", "heldout", "sql/cartesian_product/1280_students_and_examinations.sql",
     1, ()),
    ("vl_1350_not_in", "dev", "sql/exists_not_in/1350_students_with_invalid_departments.sql", 1, ()),
    ("vl_1435_values_left_join", "heldout", "sql/case_statement/1435_create_a_session_bar_chart.sql", 1, ()),
    ("vl_1459_non_equi_self_join", "dev", "sql/self_join/1459_rectangles_area.sql", 1, ()),
    ("vl_2084_in_or_not_in", "dev",
     "sql/exists_not_in/2084_drop_type_1_orders_for_customers_with_type_0_orders.sql", 1, ()),
    ("vl_3564_rank_over_aggregate", "heldout", "sql/time_functions/3564_seasonal_sales_analysis.sql", 1, ()),
]

# The candidate files (one topic folder's copy of each problem with tables in make_data.py), for --explore.
EXPLORE = [
    "sql/left_join/175_combine_two_tables.sql",
    "sql/self_join/180_consecutive_numbers.sql",
    "sql/window_functions/184_department_highest_salary.sql",
    "sql/tricky/185_department_top_three_salaries.sql",
    "sql/time_functions/197_rising_temperature.sql",
    "sql/tricky/550_game_play_analysis_iv.sql",
    "sql/case_statement/578_get_highest_answer_rate_question.sql",
    "sql/left_join/580_count_student_number_in_departments.sql",
    "sql/null_is_null/585_investments_in_2016.sql",
    "sql/window_functions/601_human_traffic_of_stadium.sql",
    "sql/subquery_cte/602_friend_requests_ii_who_has_the_most_friends.sql",
    "sql/self_join/608_tree_node.sql",
    "sql/cartesian_product/612_shortest_distance_in_a_plane.sql",
    "sql/store_prod/1045_customers_who_bought_all_products.sql",
    "sql/pivot_unpivot/1179_reformat_department_table.sql",
    "sql/cartesian_product/1280_students_and_examinations.sql",
    "sql/lead_lag/1285_find_the_start_and_end_number_of_continuous_ranges.sql",
    "sql/string_functions/1341_movie_rating.sql",
    "sql/exists_not_in/1350_students_with_invalid_departments.sql",
    "sql/case_statement/1435_create_a_session_bar_chart.sql",
    "sql/self_join/1459_rectangles_area.sql",
    "sql/string_functions/1501_countries_you_can_safely_invest_in.sql",
    "sql/null_is_null/1555_bank_account_summary.sql",
    "sql/left_join/1783_grand_slams_titles.sql",
    "sql/exists_not_in/2084_drop_type_1_orders_for_customers_with_type_0_orders.sql",
    "sql/window_functions/2159_order_two_columns_independently.sql",
    "sql/time_functions/3564_seasonal_sales_analysis.sql",
]


def statements(text: str) -> list[tuple[int, int, str]]:
    """The file's statements as the driver cuts them for this family (labels.py names a case's lines by them)."""
    return sql_files.statements(text, **SPLIT)


if __name__ == "__main__":
    sys.exit(sql_files.capture(sys.argv[1:], cases=CASES, make_data=make_data, runner=RUNNER,
                               jar="vl-capture.jar", marker="README.md", explore=EXPLORE, split=SPLIT))
