"""Run coderhjs2523/SQl-leetcode-practice's .sql solutions unchanged with spark-submit and write each pr_* case's
plans and event_log.json from that run, through the shared driver and capture loop (../sql_files.py): one
`spark-submit sql_files.py <N>-<slug>/<slug>.sql` per file and settings, from the root of a fresh scratch copy of the
laid-out repository (/tmp/pr_work/capture/work/<case>/); the file's statement (each file holds one) runs with
spark.sql, followed by collect(). The case is the k-th statement of its file (`CASES`; always 1 here); a case's extra
settings (`BROADCAST_OFF`: `spark.sql.autoBroadcastJoinThreshold=-1`, which AQE's own threshold follows) are added to
its run's command line.

    PYTHONPATH=. .venv/bin/python bench/real/capture/coderhjs2523-leetcode-sql/capture.py [case ...]
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

RUNNER = "bench/real/capture/coderhjs2523-leetcode-sql/capture.py"
SPLIT: dict = {}     # the plain cut: at `;` lines, `--`/`#` comment lines around statements

# case id, part, repository path, k (the case is the file's k-th statement, 1-based), extra settings. The split is
# fixed here before any label is written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str, int, tuple]] = [
    ("pr_1161_join_group_avg", "dev", "1161-project-employees-i/project-employees-i.sql", 1, ()),
    ("pr_1182_correlated_min_distinct", "heldout", "1182-game-play-analysis-iv/game-play-analysis-iv.sql", 1, ()),
    ("pr_1292_in_tuple_min_ratio", "dev", "1292-immediate-food-delivery-ii/immediate-food-delivery-ii.sql", 1, ()),
    ("pr_1338_sum_case_ratio", "dev", "1338-queries-quality-and-percentage/queries-quality-and-percentage.sql", 1, ()),
    ("pr_1390_left_join_between", "heldout", "1390-average-selling-price/average-selling-price.sql", 1, ()),
    ("pr_1509_left_join", "dev",
     "1509-replace-employee-id-with-the-unique-identifier/replace-employee-id-with-the-unique-identifier.sql", 1, ()),
    ("pr_1724_left_join_is_null", "heldout", "1724-customer-who-visited-but-did-not-make-any-transactions/"
     "customer-who-visited-but-did-not-make-any-transactions.sql", 1, ()),
    ("pr_175_left_join", "dev", "175-combine-two-tables/combine-two-tables.sql", 1, ()),
    ("pr_1773_scalar_subquery_order", "dev",
     "1773-percentage-of-users-attended-a-contest/percentage-of-users-attended-a-contest.sql", 1, ()),
    ("pr_1801_self_join_avg", "heldout",
     "1801-average-time-of-process-per-machine/average-time-of-process-per-machine.sql", 1, ()),
    ("pr_181_self_join", "dev",
     "181-employees-earning-more-than-their-managers/employees-earning-more-than-their-managers.sql", 1, ()),
    ("pr_182_group_having", "heldout", "182-duplicate-emails/duplicate-emails.sql", 1, ()),
    ("pr_1827_length_filter", "dev", "1827-invalid-tweets/invalid-tweets.sql", 1, ()),
    ("pr_197_comma_self_join", "dev", "197-rising-temperature/rising-temperature.sql", 1, ()),
    ("pr_2024_case_order", "heldout", "2024-calculate-special-bonus/calculate-special-bonus.sql", 1, ()),
    ("pr_2087_left_join_avg_if", "dev", "2087-confirmation-rate/confirmation-rate.sql", 1, ()),
    ("pr_577_left_join_null_or", "heldout", "577-employee-bonus/employee-bonus.sql", 1, ()),
    ("pr_584_not_equal_or_null", "dev", "584-find-customer-referee/find-customer-referee.sql", 1, ()),
    ("pr_595_where_or", "dev", "595-big-countries/big-countries.sql", 1, ()),
    ("pr_620_filter_order", "heldout", "620-not-boring-movies/not-boring-movies.sql", 1, ()),
    ("pr_1161_join_group_avg_smj", "dev", "1161-project-employees-i/project-employees-i.sql", 1, BROADCAST_OFF),
    ("pr_181_self_join_smj", "heldout",
     "181-employees-earning-more-than-their-managers/employees-earning-more-than-their-managers.sql", 1,
     BROADCAST_OFF),
]

EXPLORE = sorted(str(p.relative_to(make_data.REPO)) for p in make_data.REPO.glob("*/*.sql"))


def statements(text: str) -> list[tuple[int, int, str]]:
    """The file's statements as the driver cuts them for this family (labels.py names a case's lines by them)."""
    return sql_files.statements(text, **SPLIT)


if __name__ == "__main__":
    sys.exit(sql_files.capture(sys.argv[1:], cases=CASES, make_data=make_data, runner=RUNNER,
                               jar="pr-capture.jar", marker="README.md", explore=EXPLORE, split=SPLIT))
