"""The inputs of the pr_* runs: small tables in the schema each LeetCode problem gives (the tables of the problem's
statement, which the repository keeps beside each solution as its `README.md`), with fixed seeds. Each solution reads
its tables by name, so our driver (../sql_files.py) registers each as a temp view under that name (Spark's names are
case-insensitive). The same table name has other columns in other problems (`Employee` in 181, 570, 577; `Activity`
in 1182 and 1801; `Person` in 175 and 182; `Transactions` in 1317 and 1724; `Employees` in 1509 and 2024), so the
tables are per problem, found from the number the solution's folder starts with (`1161-project-employees-i/...`).
`tables("1161-project-employees-i/project-employees-i.sql")` gives {table name: (DDL schema, rows)}.

    .venv/bin/python bench/real/capture/coderhjs2523-leetcode-sql/make_data.py      # checks the repository, prints sizes
"""
from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "coderhjs2523__sql-leetcode-practice"
REPO = HERE.parents[1] / "repos" / SLUG
WORK = Path("/tmp/pr_work/capture")

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj",
         "Olivia", "Peggy", "Rupert", "Sybil", "Trent", "Victor", "Walter", "Max"]


def _day(rng, start: date, days: int) -> date:
    return start + timedelta(days=rng.randint(0, days))


def p1161(rng):                                                     # Project Employees I
    pairs = sorted({(rng.randint(1, 4), rng.randint(1, 10)) for _ in range(20)})
    return {"Project": ("project_id INT, employee_id INT", pairs),
            "Employee": ("employee_id INT, name STRING, experience_years INT",
                         [(i, NAMES[i - 1], rng.randint(1, 6)) for i in range(1, 11)])}


def p1182(rng):                                                     # Game Play Analysis IV
    rows = set()
    for player in range(1, 9):
        first = _day(rng, date(2016, 3, 1), 20)
        for d in sorted({0, *(rng.randint(0, 4) for _ in range(rng.randint(0, 3)))}):
            rows.add((player, rng.randint(1, 4), first + timedelta(days=d), rng.randint(0, 9)))
    return {"Activity": ("player_id INT, device_id INT, event_date DATE, games_played INT", sorted(rows))}


def p1258(rng):                                                     # Article Views I
    return {"Views": ("article_id INT, author_id INT, viewer_id INT, view_date DATE",
                      sorted({(rng.randint(1, 6), a, rng.choice([a, rng.randint(1, 8)]), _day(rng, date(2019, 8, 1), 4))
                              for a in (rng.randint(1, 8) for _ in range(30))}))}


def p1292(rng):                                                     # Immediate Food Delivery II
    rows = []
    for i in range(1, 26):
        order = _day(rng, date(2019, 8, 1), 20)
        rows.append((i, rng.randint(1, 8), order, order + timedelta(days=rng.choice([0, 0, 1, 3]))))
    return {"Delivery": ("delivery_id INT, customer_id INT, order_date DATE, customer_pref_delivery_date DATE", rows)}


def p1317(rng):                                                     # Monthly Transactions I
    return {"Transactions": ("id INT, country STRING, state STRING, amount INT, trans_date DATE",
                             [(i, rng.choice(["US", "DE", "IN"]), rng.choice(["approved", "declined"]),
                               rng.randint(1, 40) * 100, _day(rng, date(2018, 12, 1), 90)) for i in range(1, 21)])}


def p1338(rng):                                                     # Queries Quality and Percentage
    return {"Queries": ("query_name STRING, result STRING, position INT, rating INT",
                        [(rng.choice(["Dog", "Cat", "Bird"]), f"r{i}", rng.randint(1, 500), rng.randint(1, 5))
                         for i in range(1, 21)])}


def p1390(rng):                                                     # Average Selling Price
    prices, units = [], []
    for pid in range(1, 6):
        start = date(2019, 2, 1)
        for _ in range(2):
            end = start + timedelta(days=rng.randint(10, 30))
            prices.append((pid, start, end, rng.randint(5, 30)))
            start = end + timedelta(days=1)
        if pid != 5:                                                # product 5 never sold
            units += [(pid, _day(rng, date(2019, 2, 1), 40), rng.randint(1, 100)) for _ in range(3)]
    return {"Prices": ("product_id INT, start_date DATE, end_date DATE, price INT", prices),
            "UnitsSold": ("product_id INT, purchase_date DATE, units INT", units)}


def p1415(rng):                                                     # Students and Examinations
    subjects = ["Math", "Physics", "Programming"]
    return {"Students": ("student_id INT, student_name STRING", [(i, NAMES[i]) for i in range(1, 7)]),
            "Subjects": ("subject_name STRING", [(s,) for s in subjects]),
            "Examinations": ("student_id INT, subject_name STRING",
                             [(rng.randint(1, 6), rng.choice(subjects)) for _ in range(15)])}


def p1509(rng):                                                     # Replace Employee ID With The Unique Identifier
    return {"Employees": ("id INT, name STRING", [(i, NAMES[i]) for i in range(1, 11)]),
            "EmployeeUNI": ("id INT, unique_id INT", [(i, 100 + i) for i in sorted(rng.sample(range(1, 11), 6))])}


def p1724(rng):                                                     # Customer Who Visited but Did Not Make Any Transactions
    visits = [(v, rng.randint(20, 30)) for v in range(1, 16)]
    return {"Visits": ("visit_id INT, customer_id INT", visits),
            "Transactions": ("transaction_id INT, visit_id INT, amount INT",
                             [(t, rng.choice(visits)[0], rng.randint(100, 900)) for t in range(1, 11)])}


def p175(rng):                                                      # Combine Two Tables
    return {"Person": ("personId INT, lastName STRING, firstName STRING",
                       [(i, NAMES[-i], NAMES[i]) for i in range(1, 9)]),
            "Address": ("addressId INT, personId INT, city STRING, state STRING",
                        [(a, p, rng.choice(["New York City", "Leetcode", "Austin"]), rng.choice(["NY", "CA", "TX"]))
                         for a, p in enumerate(rng.sample(range(1, 12), 6), 1)])}


def p1773(rng):                                                     # Percentage of Users Attended a Contest
    users = [(i, NAMES[i]) for i in range(1, 9)]
    return {"Users": ("user_id INT, user_name STRING", users),
            "Register": ("contest_id INT, user_id INT",
                         sorted({(rng.choice([207, 208, 209, 210]), rng.randint(1, 8)) for _ in range(20)}))}


def p1801(rng):                                                     # Average Time of Process per Machine
    rows = []
    for m in range(3):
        for p in range(2):
            start = round(rng.uniform(0, 5), 3)
            rows += [(m, p, "start", start), (m, p, "end", round(start + rng.uniform(0.1, 2), 3))]
    return {"Activity": ("machine_id INT, process_id INT, activity_type STRING, `timestamp` FLOAT", rows)}


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


def p1908(rng):                                                     # Recyclable and Low Fat Products
    return {"Products": ("product_id INT, low_fats STRING, recyclable STRING",
                         [(i, rng.choice("YN"), rng.choice("YN")) for i in range(12)])}


def p197(rng):                                                      # Rising Temperature
    return {"Weather": ("id INT, recordDate DATE, temperature INT",
                        [(i, date(2015, 1, 1) + timedelta(days=i - 1), rng.randint(5, 30)) for i in range(1, 13)])}


def p2024(rng):                                                     # Calculate Special Bonus
    return {"Employees": ("employee_id INT, name STRING, salary INT",
                          [(i, NAMES[i], rng.randint(3, 9) * 1000) for i in range(1, 13)])}


def p2087(rng):                                                     # Confirmation Rate
    signups = [(u, _day(rng, date(2020, 3, 1), 300)) for u in range(1, 9)]
    return {"Signups": ("user_id INT, time_stamp DATE", signups),
            "Confirmations": ("user_id INT, time_stamp DATE, action STRING",
                              [(rng.randint(2, 8), _day(rng, date(2021, 1, 1), 60), rng.choice(["confirmed", "timeout"]))
                               for _ in range(14)])}


def p570(rng):                                                      # Managers with at Least 5 Direct Reports
    return {"Employee": ("id INT, name STRING, department STRING, managerId INT",
                         [(i, NAMES[i - 100], rng.choice("AB"), None if i == 101 else rng.choice([101, 101, 102]))
                          for i in range(101, 113)])}


def p577(rng):                                                      # Employee Bonus
    return {"Employee": ("empId INT, name STRING, supervisor INT, salary INT",
                         [(i, NAMES[i], rng.choice([None, 1, 2]), rng.randint(1, 9) * 1000) for i in range(1, 11)]),
            "Bonus": ("empId INT, bonus INT", [(i, rng.randint(1, 30) * 100) for i in rng.sample(range(1, 11), 6)])}


def p584(rng):                                                      # Find Customer Referee
    return {"Customer": ("id INT, name STRING, referee_id INT",
                         [(i, NAMES[i], rng.choice([None, 1, 2, 3])) for i in range(1, 11)])}


def p595(rng):                                                      # Big Countries
    return {"World": ("name STRING, continent STRING, area INT, population INT, gdp BIGINT",
                      [(f"Country{i}", rng.choice(["Asia", "Europe", "Africa"]), rng.randint(1, 60) * 100000,
                        rng.randint(1, 60) * 1000000, rng.randint(1, 900) * 10 ** 9) for i in range(1, 13)])}


def p620(rng):                                                      # Not Boring Movies
    return {"Cinema": ("id INT, movie STRING, description STRING, rating FLOAT",
                       [(i, f"Movie{i}", rng.choice(["great 3D", "boring", "fantacy", "interesting"]),
                         round(rng.uniform(5, 10), 1)) for i in range(1, 13)])}


def problem(path: str) -> str:
    """The problem number a solution's folder starts with (`1161-project-employees-i/...` -> `1161`)."""
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
