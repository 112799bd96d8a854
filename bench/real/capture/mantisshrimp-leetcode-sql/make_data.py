"""The inputs of the mt_* runs: small tables in the schema each LeetCode problem gives, with fixed seeds. Each
solution reads its tables by name, so our driver (../sql_files.py) registers each as a temp view under that name (Spark's
names are case-insensitive). The same table name has other columns in other problems (`Employee` in 176 and 181,
`Customers` in 183 and 1974, `Person` in 182 and 196), so the tables are per problem, found from the number the
solution's folder starts with (`1179-GamePlayAnalysisI/...`; the repository's numbering, which for some problems is
not LeetCode's public one: `1908-RecyclableAndLowFatProducts` is LeetCode 1757).
`tables("1179-GamePlayAnalysisI/1179-GamePlayAnalysisI.sql")` gives {table name: (DDL schema, rows)}.

    .venv/bin/python bench/real/capture/mantisshrimp-leetcode-sql/make_data.py      # checks the repository, prints sizes
"""
from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "mantisshrimp2__sql-leetcode"
REPO = HERE.parents[1] / "repos" / SLUG
WORK = Path("/tmp/mt_work/capture")

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj",
         "Olivia", "Peggy", "Rupert", "Sybil", "Trent", "Victor", "Walter", "Max"]


def _day(rng, start: date, days: int) -> date:
    return start + timedelta(days=rng.randint(0, days))


def _activity(rng):
    rows = set()
    for player in range(1, 9):
        first = _day(rng, date(2016, 3, 1), 20)
        for d in sorted({0, *(rng.randint(0, 6) for _ in range(rng.randint(0, 3)))}):
            rows.add((player, rng.randint(1, 4), first + timedelta(days=d), rng.randint(0, 9)))
    return {"Activity": ("player_id INT, device_id INT, event_date DATE, games_played INT", sorted(rows))}


def p1179(rng):                                                     # Game Play Analysis I
    return _activity(rng)


def p1180(rng):                                                     # Game Play Analysis II
    return _activity(rng)


def p1258(rng):                                                     # Article Views I
    return {"Views": ("article_id INT, author_id INT, viewer_id INT, view_date DATE",
                      sorted({(rng.randint(1, 6), a, rng.choice([a, rng.randint(1, 8)]), _day(rng, date(2019, 8, 1), 4))
                              for a in (rng.randint(1, 8) for _ in range(30))}))}


def p176(rng):                                                      # Second Highest Salary
    return {"Employee": ("id INT, salary INT", [(i, rng.randint(1, 6) * 100) for i in range(1, 9)])}


def p178(rng):                                                      # Rank Scores
    return {"Scores": ("id INT, score DECIMAL(3,2)", [(i, Decimal(rng.choice(["3.50", "3.65", "4.00", "3.85", "3.00"])))
                                                       for i in range(1, 11)])}


def p180(rng):                                                      # Consecutive Numbers
    return {"Logs": ("id INT, num STRING", [(i, str(rng.choice([1, 1, 2]))) for i in range(1, 16)])}


def p181(rng):                                                      # Employees Earning More Than Their Managers
    return {"Employee": ("id INT, name STRING, salary INT, managerId INT",
                         [(i, NAMES[i], rng.randint(30, 90) * 1000, None if i <= 2 else rng.randint(1, 2))
                          for i in range(1, 11)])}


def p182(rng):                                                      # Duplicate Emails
    return {"Person": ("id INT, email STRING", [(i, rng.choice(["a@b.com", "c@d.com", "e@f.com", f"u{i}@x.com"]))
                                                for i in range(1, 13)])}


def p1827(rng):                                                     # Invalid Tweets
    words = ["Let us Code", "More than fifteen chars are here", "Vote for Biden", "Let us make America great again!"]
    return {"Tweets": ("tweet_id INT, content STRING", [(i, rng.choice(words)) for i in range(1, 11)])}


def p183(rng):                                                      # Customers Who Never Order
    return {"Customers": ("id INT, name STRING", [(i, NAMES[i]) for i in range(1, 9)]),
            "Orders": ("id INT, customerId INT", [(o, rng.randint(1, 8)) for o in range(1, 6)])}


def p1908(rng):                                                     # Recyclable and Low Fat Products (LeetCode 1757)
    return {"Products": ("product_id INT, low_fats STRING, recyclable STRING",
                         [(i, rng.choice("YN"), rng.choice("YN")) for i in range(12)])}


def p196(rng):                                                      # Delete Duplicate Emails
    return {"Person": ("id INT, email STRING", [(i, rng.choice(["john@example.com", "bob@example.com"]))
                                                for i in range(1, 8)])}


def p197(rng):                                                      # Rising Temperature
    return {"Weather": ("id INT, recordDate DATE, temperature INT",
                        [(i, date(2015, 1, 1) + timedelta(days=i - 1), rng.randint(5, 30)) for i in range(1, 13)])}


def p1974(rng):                                                     # Find Customers With Positive Revenue this Year
    return {"Customers": ("customer_id INT, year INT, revenue INT",
                          sorted({(c, y, rng.randint(-50, 100)) for c in range(1, 9) for y in (2020, 2021)
                                  if rng.random() < 0.8}))}


def p2302(rng):                                                     # Order Two Columns Independently
    return {"Data": ("first_col INT, second_col INT", [(rng.randint(1, 9), rng.randint(1, 9)) for _ in range(10)])}


def p584(rng):                                                      # Find Customer Referee
    return {"Customer": ("id INT, name STRING, referee_id INT",
                         [(i, NAMES[i], rng.choice([None, 1, 2, 3])) for i in range(1, 11)])}


def p595(rng):                                                      # Big Countries
    return {"World": ("name STRING, continent STRING, area INT, population INT, gdp BIGINT",
                      [(f"Country{i}", rng.choice(["Asia", "Europe", "Africa"]), rng.randint(1, 60) * 100000,
                        rng.randint(1, 60) * 1000000, rng.randint(1, 900) * 10 ** 9) for i in range(1, 13)])}


def problem(path: str) -> str:
    """The problem number a solution's folder starts with (`1179-GamePlayAnalysisI/...` -> `1179`)."""
    return Path(path).parts[0].split("-", 1)[0]


def tables(path: str) -> dict:
    number = problem(path)
    return globals()[f"p{number}"](random.Random(int(number)))


def main() -> None:
    if not REPO.is_dir():
        raise SystemExit(f"lay out the repository first: python bench/real/lay_out.py --mirrors /work/.mirror {SLUG}")
    for sql in sorted(REPO.glob("*/*.sql")):
        path = str(sql.relative_to(REPO))
        made = tables(path)
        print(f"{path}: " + ", ".join(f"{t} {len(rows)} rows" for t, (_, rows) in made.items()))


if __name__ == "__main__":
    main()
