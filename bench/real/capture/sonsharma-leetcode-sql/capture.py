"""Run sonsharma/Leetcode-SQL-Solutions' solution files unchanged with spark-submit and write each lm_* case's plans
and event_log.json from that run, through the shared driver and capture loop (../sql_files.py): one
`spark-submit sql_files.py "<NNNN Title>.sql"` per file (the cases of one file share its run), from the root of a fresh
scratch copy of the laid-out repository (/tmp/codemap_lmcap/work/<case>/); every statement of the file runs in order
with spark.sql, each followed by collect(), cut also at the files' `-- Another solution` lines (`SPLIT`). The case is
the k-th statement of its file (`CASES`); every statement's collect() has the same description, so a file's second
statement has `description_rank` 2.

    PYTHONPATH=. .venv/bin/python bench/real/capture/sonsharma-leetcode-sql/capture.py [case ...]
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

RUNNER = "bench/real/capture/sonsharma-leetcode-sql/capture.py"
SPLIT = {"another_solution": True}     # a `-- Another solution` / `# Another solution` line ends a statement

# case id, part, repository path, k (the case is the file's k-th statement, 1-based). The split is fixed here before
# any label is written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str, int]] = [
    ("lm_1068_left_join_using", "dev", "1068 Product Sales Analysis I.sql", 1),
    ("lm_1069_group_sum", "heldout", "1069 Product Sales Analysis II.sql", 1),
    ("lm_1070_in_tuple_subquery", "dev", "1070 Product Sales Analysis III.sql", 1),
    ("lm_1070_rank_sol2", "dev", "1070 Product Sales Analysis III.sql", 2),
    ("lm_1075_left_join_avg", "heldout", "1075 Project Employees I.sql", 1),
    ("lm_1076_having_scalar_limit", "dev", "1076 Project Employees II.sql", 1),
    ("lm_1077_cte_in_max", "heldout", "1077 Project Employees III.sql", 1),
    ("lm_1077_cte_rank_sol2", "dev", "1077 Project Employees III.sql", 2),
    ("lm_1082_rank_over_sum", "dev", "1082 Sales Analysis I.sql", 1),
    ("lm_1083_sum_if_sol2", "heldout", "1083 Sales Analysis II.sql", 2),
    ("lm_1084_comma_join_having", "dev", "1084 Sales Analysis III.sql", 1),
    ("lm_512_dense_rank", "heldout", "512 Game Play Analysis II.sql", 1),
    ("lm_512_in_min_sol2", "dev", "512 Game Play Analysis II.sql", 2),
    ("lm_534_running_sum", "dev", "534 Game Play Analysis III.sql", 1),
    ("lm_534_self_join_sol2", "heldout", "534 Game Play Analysis III.sql", 2),
    ("lm_1068_join_using_sol2", "dev", "1068 Product Sales Analysis I.sql", 2),
    ("lm_1148_group_order", "heldout", "1148 Article Views I.sql", 1),
    ("lm_1173_sum_if_ratio", "dev", "1173 Immediate Food Delivery I.sql", 1),
    ("lm_1174_cte_rank_ratio", "dev", "1174 Immediate Food Delivery II.sql", 1),
    ("lm_1113_count_distinct", "heldout", "1113 Reported Posts.sql", 1),
]

EXPLORE = [
    "1068 Product Sales Analysis I.sql", "1069 Product Sales Analysis II.sql", "1070 Product Sales Analysis III.sql",
    "1075 Project Employees I.sql", "1076 Project Employees II.sql", "1077 Project Employees III.sql",
    "1082 Sales Analysis I.sql", "1083 Sales Analysis II.sql", "1084 Sales Analysis III.sql",
    "511 Game Play Analysis I.sql", "512 Game Play Analysis II.sql", "534 Game Play Analysis III.sql",
    "550 Game Play Analysis IV.sql", "1097 Game Play Analysis V.sql",
    "1141 User Activity for the Past 30 Days I.sql", "1142 User Activity for the Past 30 Days II.sql",
    "1148 Article Views I.sql", "1149 Article Views II.sql", "1173 Immediate Food Delivery I.sql",
    "1174 Immediate Food Delivery II.sql", "1158 Market Analysis I.sql", "1113 Reported Posts.sql",
    "1132 Reported Posts II.sql", "1555 Bank Account Summary.sql", "1587 Bank Account Summary II.sql",
]


def statements(text: str) -> list[tuple[int, int, str]]:
    """The file's statements as the driver cuts them for this family (labels.py names a case's lines by them)."""
    return sql_files.statements(text, **SPLIT)


if __name__ == "__main__":
    sys.exit(sql_files.capture(sys.argv[1:], cases=CASES, make_data=make_data, runner=RUNNER,
                               jar="lm-capture.jar", marker="LICENSE", explore=EXPLORE, split=SPLIT,
                               tables="driver_tables"))
