"""Run MantisShrimp2/SQL-LeetCode's .sql solutions unchanged with spark-submit and write each mt_* case's plans and
event_log.json from that run, through the shared driver and capture loop (../sql_files.py): one
`spark-submit sql_files.py <N>-<Title>/<N>-<Title>.sql` per file and settings, from the root of a fresh scratch copy
of the laid-out repository (/tmp/mt_work/capture/work/<case>/); the file's statement (each file holds one) runs with
spark.sql, followed by collect(). The case is the k-th statement of its file (`CASES`; always 1 here); a case's extra
settings (`BROADCAST_OFF`: `spark.sql.autoBroadcastJoinThreshold=-1`, which AQE's own threshold follows; `AQE_OFF`:
`spark.sql.adaptive.enabled=false`) come after the defaults on its run's command line, so they win.

    PYTHONPATH=. .venv/bin/python bench/real/capture/mantisshrimp-leetcode-sql/capture.py [case ...]
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

RUNNER = "bench/real/capture/mantisshrimp-leetcode-sql/capture.py"
SPLIT: dict = {}     # the plain cut: at `;` lines, `--`/`#` comment lines around statements

# case id, part, repository path, k (the case is the file's k-th statement, 1-based), extra settings. The split is
# fixed here before any label is written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str, int, tuple]] = [
    ("mt_1179_group_min", "dev", "1179-GamePlayAnalysisI/1179-GamePlayAnalysisI.sql", 1, ()),
    ("mt_1180_in_tuple_min", "heldout", "1180-GamePlayAnalysisIi/1180-GamePlayAnalysisIi.sql", 1, ()),
    ("mt_176_scalar_offset", "dev", "176-SecondHighestSalary/176-SecondHighestSalary.sql", 1, ()),
    ("mt_180_three_way_self_join", "dev", "180-ConsecutiveNumbers/180-ConsecutiveNumbers.sql", 1, ()),
    ("mt_181_self_join", "heldout",
     "181-EmployeesEarningMoreThanTheirManagers/181-EmployeesEarningMoreThanTheirManagers.sql", 1, ()),
    ("mt_182_group_having", "dev", "182-DuplicateEmails/182-DuplicateEmails.sql", 1, ()),
    ("mt_1827_length_filter", "heldout", "1827-InvalidTweets/1827-InvalidTweets.sql", 1, ()),
    ("mt_183_not_in_anti", "dev", "183-CustomersWhoNeverOrder/183-CustomersWhoNeverOrder.sql", 1, ()),
    ("mt_1908_where_and", "dev", "1908-RecyclableAndLowFatProducts/1908-RecyclableAndLowFatProducts.sql", 1, ()),
    ("mt_197_comma_self_join", "heldout", "197-RisingTemperature/197-RisingTemperature.sql", 1, ()),
    ("mt_1974_where_order", "dev",
     "1974-FindCustomersWithPositiveRevenueThisYear/1974-FindCustomersWithPositiveRevenueThisYear.sql", 1, ()),
    ("mt_2302_cte_row_number_join", "heldout",
     "2302-OrderTwoColumnsIndependently/2302-OrderTwoColumnsIndependently.sql", 1, ()),
    ("mt_584_not_equal_or_null", "dev", "584-FindCustomerReferee/584-FindCustomerReferee.sql", 1, ()),
    ("mt_595_where_or", "dev", "595-BigCountries/595-BigCountries.sql", 1, ()),
    ("mt_1180_in_tuple_min_smj", "heldout", "1180-GamePlayAnalysisIi/1180-GamePlayAnalysisIi.sql", 1, BROADCAST_OFF),
    ("mt_180_three_way_self_join_smj", "dev", "180-ConsecutiveNumbers/180-ConsecutiveNumbers.sql", 1, BROADCAST_OFF),
    ("mt_181_self_join_smj", "heldout",
     "181-EmployeesEarningMoreThanTheirManagers/181-EmployeesEarningMoreThanTheirManagers.sql", 1, BROADCAST_OFF),
    ("mt_2302_cte_row_number_join_smj", "dev",
     "2302-OrderTwoColumnsIndependently/2302-OrderTwoColumnsIndependently.sql", 1, BROADCAST_OFF),
    ("mt_183_not_in_anti_noaqe", "dev", "183-CustomersWhoNeverOrder/183-CustomersWhoNeverOrder.sql", 1, AQE_OFF),
    ("mt_176_scalar_offset_noaqe", "heldout", "176-SecondHighestSalary/176-SecondHighestSalary.sql", 1, AQE_OFF),
]

EXPLORE = sorted(str(p.relative_to(make_data.REPO)) for p in make_data.REPO.glob("*/*.sql"))


def statements(text: str) -> list[tuple[int, int, str]]:
    """The file's statements as the driver cuts them for this family (labels.py names a case's lines by them)."""
    return sql_files.statements(text, **SPLIT)


if __name__ == "__main__":
    sys.exit(sql_files.capture(sys.argv[1:], cases=CASES, make_data=make_data, runner=RUNNER,
                               jar="mt-capture.jar", marker="read.me", explore=EXPLORE, split=SPLIT))
