"""The inputs of the vl_* runs: small tables in the schema each LeetCode problem gives, with fixed seeds. Each
solution reads its tables by name, so the shared driver (../sql_files.py) registers each as a temp view under that name
(Spark's names are case-insensitive). The same table name has other columns in other problems (`Employee`, `Department`,
`Users`, `Orders`, `Students`, `Logs`, `Person`), so the tables are per problem, found from the number the solution's
file name starts with (`sql/left_join/184_department_highest_salary.sql` -> 184); a problem's copies in other topic
folders get the same tables. `tables("sql/left_join/184_department_highest_salary.sql")` gives {table name: (DDL
schema, rows)}.

    .venv/bin/python bench/real/capture/vicientt-leetcode-sql/make_data.py      # checks the repository, prints sizes
"""
from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "vicientt__leetcode-sql"
REPO = HERE.parents[1] / "repos" / SLUG
WORK = Path("/tmp/vl_work/capture")

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj",
         "Olivia", "Peggy", "Rupert", "Sybil", "Trent", "Victor", "Walter", "Max"]


def _day(rng, start: date, days: int) -> date:
    return start + timedelta(days=rng.randint(0, days))


def p175(rng):                                                      # Combine Two Tables
    return {"Person": ("personId INT, lastName STRING, firstName STRING",
                       [(i, f"Last{i}", NAMES[i]) for i in range(1, 9)]),
            "Address": ("addressId INT, personId INT, city STRING, state STRING",
                        [(a, p, rng.choice(["NYC", "Leetcode", "Boston"]), rng.choice(["NY", "CA", "MA"]))
                         for a, p in enumerate(rng.sample(range(1, 12), 5), 1)])}


def p180(rng):                                                      # Consecutive Numbers
    return {"Logs": ("id INT, num INT", [(i, rng.choice([1, 1, 2, 3])) for i in range(1, 16)])}


def _departments(rng):
    return {"Employee": ("id INT, name STRING, salary INT, departmentId INT",
                         [(i, NAMES[i], rng.randint(5, 12) * 10000, rng.randint(1, 3)) for i in range(1, 13)]),
            "Department": ("id INT, name STRING", [(1, "IT"), (2, "Sales"), (3, "HR")])}


def p184(rng):                                                      # Department Highest Salary
    return _departments(rng)


def p185(rng):                                                      # Department Top Three Salaries
    return _departments(rng)


def p197(rng):                                                      # Rising Temperature
    start = date(2015, 1, 1)
    return {"Weather": ("id INT, recordDate DATE, temperature INT",
                        [(i, start + timedelta(days=i - 1), rng.randint(5, 30)) for i in range(1, 11)])}


def p550(rng):                                                      # Game Play Analysis IV
    rows = set()
    for player in range(1, 9):
        first = _day(rng, date(2016, 3, 1), 20)
        for d in sorted({0, *(rng.randint(1, 4) for _ in range(rng.randint(0, 2)))}):
            rows.add((player, rng.randint(1, 4), first + timedelta(days=d), rng.randint(0, 9)))
    return {"Activity": ("player_id INT, device_id INT, event_date DATE, games_played INT", sorted(rows))}


def p578(rng):                                                      # Get Highest Answer Rate Question
    rows = []
    for i in range(1, 15):
        q = rng.randint(1, 4)
        act = rng.choice(["show", "show", "answer", "skip"])
        rows.append((i, act, q, rng.randint(100, 200) if act == "answer" else None, q, 120 + i))
    return {"SurveyLog": ("id INT, action STRING, question_id INT, answer_id INT, q_num INT, timestamp INT", rows)}


def p580(rng):                                                      # Count Student Number in Departments
    return {"Student": ("student_id INT, student_name STRING, gender STRING, dept_id INT",
                        [(i, NAMES[i], rng.choice("MF"), rng.choice([1, 1, 2])) for i in range(1, 9)]),
            "Department": ("dept_id INT, dept_name STRING", [(1, "Engineering"), (2, "Science"), (3, "Law")])}


def p585(rng):                                                      # Investments in 2016
    return {"Insurance": ("pid INT, tiv_2015 DOUBLE, tiv_2016 DOUBLE, lat DOUBLE, lon DOUBLE",
                          [(i, float(rng.choice([10, 20, 30])), float(rng.randint(5, 40)),
                            float(rng.randint(10, 13)), float(rng.randint(10, 13))) for i in range(1, 13)])}


def p601(rng):                                                      # Human Traffic of Stadium
    start = date(2017, 1, 1)
    return {"Stadium": ("id INT, visit_date DATE, people INT",
                        [(i, start + timedelta(days=i - 1), rng.choice([10, 100, 150, 200, 250])) for i in range(1, 13)])}


def p602(rng):                                                      # Friend Requests II
    pairs = sorted({(a, b) for a, b in ((rng.randint(1, 6), rng.randint(1, 6)) for _ in range(14)) if a != b})
    return {"RequestAccepted": ("requester_id INT, accepter_id INT, accept_date DATE",
                                [(a, b, _day(rng, date(2016, 6, 1), 10)) for a, b in pairs])}


def p608(rng):                                                      # Tree Node
    return {"Tree": ("id INT, p_id INT", [(1, None), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 6)])}


def p612(rng):                                                      # Shortest Distance in a Plane
    pts = sorted({(rng.randint(-5, 5), rng.randint(-5, 5)) for _ in range(8)})
    return {"Point2D": ("x INT, y INT", pts)}


def p1045(rng):                                                     # Customers Who Bought All Products
    return {"Customer": ("customer_id INT, product_key INT",
                         [(rng.randint(1, 4), rng.choice([5, 6, 7])) for _ in range(10)]),
            "Product": ("product_key INT", [(5,), (6,), (7,)])}


def p1179(rng):                                                     # Reformat Department Table
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    rows = sorted({(d, m) for d, m in ((rng.randint(1, 3), rng.choice(months)) for _ in range(12))})
    return {"Department": ("id INT, revenue INT, month STRING", [(d, rng.randint(1, 9) * 1000, m) for d, m in rows])}


def p1280(rng):                                                     # Students and Examinations
    subjects = ["Math", "Physics", "Programming"]
    return {"Students": ("student_id INT, student_name STRING", [(i, NAMES[i]) for i in (1, 2, 6, 13)]),
            "Subjects": ("subject_name STRING", [(s,) for s in subjects]),
            "Examinations": ("student_id INT, subject_name STRING",
                             [(rng.choice([1, 2, 13]), rng.choice(subjects)) for _ in range(10)])}


def p1285(rng):                                                     # Find the Start and End Number of Continuous Ranges
    return {"Logs": ("log_id INT", [(i,) for i in sorted(rng.sample(range(1, 16), 9))])}


def p1341(rng):                                                     # Movie Rating
    return {"Movies": ("movie_id INT, title STRING", [(1, "Avengers"), (2, "Frozen 2"), (3, "Joker")]),
            "Users": ("user_id INT, name STRING", [(u, NAMES[u]) for u in range(1, 5)]),
            "MovieRating": ("movie_id INT, user_id INT, rating INT, created_at DATE",
                            sorted({(m, u): (m, u, rng.randint(1, 5), _day(rng, date(2020, 1, 20), 25))
                                    for m, u in ((rng.randint(1, 3), rng.randint(1, 4)) for _ in range(10))}.values()))}


def p1350(rng):                                                     # Students With Invalid Departments
    return {"Departments": ("id INT, name STRING", [(1, "Electrical Engineering"), (7, "Computer Engineering"),
                                                     (13, "Business Administration")]),
            "Students": ("id INT, name STRING, department_id INT",
                         [(i, NAMES[i], rng.choice([1, 7, 13, 14, 33])) for i in range(1, 9)])}


def p1435(rng):                                                     # Create a Session Bar Chart
    return {"Sessions": ("session_id INT, duration INT", [(i, rng.randint(10, 1000)) for i in range(1, 11)])}


def p1459(rng):                                                     # Rectangles Area
    return {"Points": ("id INT, x_value INT, y_value INT", [(i, rng.randint(1, 6), rng.randint(1, 6)) for i in range(1, 6)])}


def p1501(rng):                                                     # Countries You Can Safely Invest In
    codes = ["051", "972", "212", "040"]
    return {"Person": ("id INT, name STRING, phone_number STRING",
                       [(i, NAMES[i], f"{rng.choice(codes)}-{rng.randint(1000000, 9999999)}") for i in range(1, 8)]),
            "Country": ("name STRING, country_code STRING",
                        [("Peru", "051"), ("Israel", "972"), ("Morocco", "212"), ("Austria", "040")]),
            "Calls": ("caller_id INT, callee_id INT, duration INT",
                      [(a, b, rng.randint(1, 300)) for a, b in ((rng.randint(1, 7), rng.randint(1, 7))
                                                                for _ in range(12)) if a != b])}


def p1555(rng):                                                     # Bank Account Summary
    return {"Users": ("user_id INT, user_name STRING, credit INT", [(u, NAMES[u], rng.randint(0, 3) * 100)
                                                                     for u in range(1, 6)]),
            "Transactions": ("trans_id INT, paid_by INT, paid_to INT, amount INT, transacted_on DATE",
                             [(t, a, b, rng.randint(1, 40) * 10, _day(rng, date(2020, 8, 1), 9))
                              for t, (a, b) in enumerate(((rng.randint(1, 5), rng.randint(1, 5)) for _ in range(8)), 1)
                              if a != b])}


def p1783(rng):                                                     # Grand Slam Titles
    return {"Players": ("player_id INT, player_name STRING", [(1, "Nadal"), (2, "Federer"), (3, "Novak")]),
            "Championships": ("year INT, Wimbledon INT, Fr_open INT, US_open INT, Au_open INT",
                              [(y, *(rng.randint(1, 2) for _ in range(4))) for y in (2017, 2018, 2019)])}


def p2084(rng):                                                     # Drop Type 1 Orders for Customers With Type 0 Orders
    return {"Orders": ("order_id INT, customer_id INT, order_type INT",
                       [(o, rng.randint(1, 4), rng.randint(0, 1)) for o in range(1, 11)])}


def p2159(rng):                                                     # Order Two Columns Independently
    return {"Data": ("first_col INT, second_col INT", [(rng.randint(1, 9), rng.randint(1, 9)) for _ in range(6)])}


def p3564(rng):                                                     # Seasonal Sales Analysis
    return {"sales": ("sale_id INT, product_id INT, sale_date DATE, quantity INT, price DOUBLE",
                      [(s, rng.randint(1, 5), _day(rng, date(2023, 1, 1), 360), rng.randint(1, 9),
                        float(rng.randint(5, 50))) for s in range(1, 16)]),
            "products": ("product_id INT, product_name STRING, category STRING",
                         [(p, f"Product{p}", rng.choice(["Electronics", "Apparel", "Kitchen"])) for p in range(1, 6)])}


def problem(path: str) -> str:
    """The problem number a solution's file name starts with (`sql/left_join/184_department_...sql` -> `184`)."""
    return str(int(Path(path).name.split("_", 1)[0]))


def tables(path: str) -> dict:
    number = problem(path)
    make = globals().get(f"p{number}")
    return make(random.Random(int(number))) if make else {}


def main() -> None:
    if not REPO.is_dir():
        raise SystemExit(f"lay out the repository first: python bench/real/lay_out.py --mirrors /work/.mirror {SLUG}")
    seen = set()
    for sql in sorted(REPO.glob("sql/*/*.sql")):
        path = str(sql.relative_to(REPO))
        made = tables(path)
        if made and sql.name not in seen:
            seen.add(sql.name)
            print(f"{sql.name}: " + ", ".join(f"{t} {len(rows)} rows" for t, (_, rows) in made.items()))


if __name__ == "__main__":
    main()
