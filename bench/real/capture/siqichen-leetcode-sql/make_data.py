"""The inputs of the lq_* runs: small tables in the schema each LeetCode problem gives (its table definitions on
leetcode.com, which the repository's files assume and do not repeat: the repository holds the solutions only), with
fixed seeds. Each file reads its tables by name, so our driver (run_sql.py) registers each as a temp view under that
name (Spark's names are case-insensitive: `Employee`, `employee`). The same table name has other columns in other
problems (Employee in 176, 181, 184, 185, 569, 570 ...; Users in 262 and 1407; Product/Sales in 1082-1084), so the
tables are per problem, found from the number the file's name starts with. `tables("185")` gives {table name: (DDL
schema, rows)}.

    .venv/bin/python bench/real/capture/siqichen-leetcode-sql/make_data.py      # checks the repository, prints sizes
"""
from __future__ import annotations

import random
import re
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "siqichen-usc__leetcode-sql-summary"
REPO = HERE.parents[1] / "repos" / SLUG
WORK = Path("/tmp/codemap_lqcap")

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj"]
COUNTRIES = ["US", "DE", "FR"]


def _day(rng, start: date, days: int) -> date:
    return start + timedelta(days=rng.randint(0, days))


def p176(rng):
    return {"Employee": ("id INT, salary INT", [(i, rng.choice([100, 200, 300, 300, 450, 500])) for i in range(1, 13)])}


def p178(rng):
    from decimal import Decimal
    return {"Scores": ("id INT, score DECIMAL(3,2)",
                       [(i, Decimal(rng.choice(["3.50", "3.65", "4.00", "3.85", "4.00", "3.65"]))) for i in range(1, 16)])}


def p180(rng):
    return {"Logs": ("id INT, num STRING", [(i, str(rng.choice([1, 1, 1, 2, 3]))) for i in range(1, 41)])}


def p181(rng):
    rows = [(1, "Boss", 9000, None)] + [(i, f"{NAMES[i % 12]} {i}", rng.randint(30, 100) * 100,
                                         rng.randint(1, max(1, i // 2))) for i in range(2, 25)]
    return {"Employee": ("id INT, name STRING, salary INT, managerId INT", rows)}


def p182(rng):
    return {"Person": ("id INT, email STRING", [(i, f"{rng.choice('abcdefghij')}@example.com") for i in range(1, 21)])}


def p183(rng):
    return {"Customers": ("id INT, name STRING", [(i, NAMES[i % 12]) for i in range(1, 13)]),
            "Orders": ("id INT, customerId INT", [(i, rng.randint(1, 9)) for i in range(1, 21)])}


def dept_employees(rng, n=30):
    return {"Employee": ("id INT, name STRING, salary INT, departmentId INT",
                         [(i, f"{NAMES[i % 12]} {i}", rng.randint(50, 90) * 1000, rng.randint(1, 4))
                          for i in range(1, n + 1)]),
            "Department": ("id INT, name STRING", [(1, "IT"), (2, "Sales"), (3, "HR"), (4, "Finance")])}


def p184(rng):
    return dept_employees(rng)


def p185(rng):
    return dept_employees(rng)


def p197(rng):
    start = date(2015, 1, 1)
    days = sorted(rng.sample(range(40), 25))
    return {"Weather": ("id INT, recordDate DATE, temperature INT",
                        [(i + 1, start + timedelta(days=d), rng.randint(-5, 30)) for i, d in enumerate(days)])}


def p262(rng):
    users = [(i, rng.choice(["No", "No", "Yes"]).lower(), "client") for i in range(1, 11)] + \
            [(i, rng.choice(["no", "no", "yes"]), "driver") for i in range(11, 16)]
    statuses = ["completed", "cancelled_by_driver", "cancelled_by_client", "completed"]
    trips = [(i, rng.randint(1, 10), rng.randint(11, 15), rng.randint(1, 3), rng.choice(statuses),
              f"2013-10-0{rng.randint(1, 5)}") for i in range(1, 41)]
    return {"Trips": ("id INT, client_id INT, driver_id INT, city_id INT, status STRING, request_at STRING", trips),
            "Users": ("users_id INT, banned STRING, role STRING", users)}


def p626(rng):
    return {"Seat": ("id INT, student STRING", [(i, f"{NAMES[i % 12]} {i}") for i in range(1, 12)])}


def p1045(rng):
    return {"Customer": ("customer_id INT, product_key INT",
                         [(rng.randint(1, 6), rng.randint(5, 8)) for _ in range(30)]),
            "Product": ("product_key INT", [(k,) for k in range(5, 9)])}


def product_sales(rng):
    names = ["S8", "G4", "iPhone", "Pixel", "Note"]
    return {"Product": ("product_id INT, product_name STRING, unit_price INT",
                        [(i, names[i - 1], rng.randint(5, 12) * 100) for i in range(1, 6)]),
            "Sales": ("seller_id INT, product_id INT, buyer_id INT, sale_date DATE, quantity INT, price INT",
                      [(rng.randint(1, 3), rng.randint(1, 5), rng.randint(1, 8), _day(rng, date(2018, 12, 1), 180),
                        rng.randint(1, 3), rng.randint(5, 30) * 100) for _ in range(40)])}


def p1083(rng):
    data = product_sales(rng)          # iPhone (product 3) bought by buyers 1-3 only: buyers 4-8 may have S8 only
    ddl, rows = data["Sales"]
    data["Sales"] = (ddl, [r if r[1] != 3 else r[:2] + (1 + r[2] % 3,) + r[3:] for r in rows])
    return data


def p1084(rng):
    data = product_sales(rng)
    ddl, rows = data["Sales"]
    rows = [r if r[1] != 2 else r[:3] + (_day(rng, date(2019, 1, 1), 80),) + r[4:] for r in rows]
    data["Sales"] = (ddl, rows)
    return data


def p1193(rng):
    return {"Transactions": ("id INT, country STRING, state STRING, amount INT, trans_date DATE",
                             [(i, rng.choice(COUNTRIES), rng.choice(["approved", "declined"]), rng.randint(10, 500) * 10,
                               _day(rng, date(2018, 12, 1), 90)) for i in range(1, 41)])}


def p1194(rng):
    return {"Players": ("player_id INT, group_id INT", [(i, rng.randint(1, 3)) for i in range(1, 16)]),
            "Matches": ("match_id INT, first_player INT, second_player INT, first_score INT, second_score INT",
                        [(i, a, b, rng.randint(0, 5), rng.randint(0, 5))
                         for i, (a, b) in enumerate(((rng.randint(1, 15), rng.randint(1, 15)) for _ in range(25)), 1)])}


def p1225(rng):
    days = list(range(-10, 40))
    rng.shuffle(days)
    failed, succeeded = sorted(days[:18]), sorted(days[18:])
    base = date(2019, 1, 1)
    return {"Failed": ("fail_date DATE", [(base + timedelta(days=d),) for d in failed]),
            "Succeeded": ("success_date DATE", [(base + timedelta(days=d),) for d in succeeded])}


def p1264(rng):
    pairs = {tuple(sorted(rng.sample(range(1, 10), 2))) for _ in range(18)}
    return {"Friendship": ("user1_id INT, user2_id INT", sorted(pairs)),
            "Likes": ("user_id INT, page_id INT", sorted({(rng.randint(1, 9), rng.randint(77, 90)) for _ in range(30)}))}


def p1280(rng):
    return {"Students": ("student_id INT, student_name STRING", [(i, NAMES[i % 12]) for i in range(1, 9)]),
            "Subjects": ("subject_name STRING", [("Math",), ("Physics",), ("Programming",)]),
            "Examinations": ("student_id INT, subject_name STRING",
                             [(rng.randint(1, 9), rng.choice(["Math", "Physics", "Programming"])) for _ in range(25)])}


def p1308(rng):
    rows = sorted({(NAMES[rng.randint(0, 11)], g, _day(rng, date(2019, 12, 25), 10), rng.randint(0, 30))
                   for g in "FM" for _ in range(12)}, key=lambda r: (r[1], r[2], r[0]))
    seen, out = set(), []
    for r in rows:
        if (r[0], r[2]) not in seen:
            seen.add((r[0], r[2]))
            out.append(r)
    return {"Scores": ("player_name STRING, gender STRING, day DATE, score_points INT", out)}


def p1407(rng):
    return {"Users": ("id INT, name STRING", [(i, NAMES[i % 12]) for i in range(1, 13)]),
            "Rides": ("id INT, user_id INT, distance INT",
                      [(i, rng.randint(1, 10), rng.randint(1, 500)) for i in range(1, 26)])}


def p1412(rng):
    return {"Student": ("student_id INT, student_name STRING", [(i, NAMES[i % 12]) for i in range(1, 11)]),
            "Exam": ("exam_id INT, student_id INT, score INT",
                     sorted({(rng.randint(1, 4) * 10, rng.randint(1, 8), rng.randint(40, 100)) for _ in range(30)}))}


def problem(path: str) -> str:
    """The problem number a repository path's file name starts with (`Window-Function/185_Dep....sql` -> "185")."""
    return re.match(r"(\d+)_", Path(path.split("#")[0]).name).group(1)


def tables(number: str) -> dict:
    return globals()[f"p{number}"](random.Random(int(number)))


if __name__ == "__main__":
    if not REPO.is_dir():
        raise SystemExit(f"lay out the repository first: python bench/real/lay_out.py --mirrors /work/.mirror {SLUG}")
    for name in sorted((n for n in globals() if re.fullmatch(r"p\d+", n)), key=lambda n: int(n[1:])):
        print(name[1:], {t: len(rows) for t, (ddl, rows) in tables(name[1:]).items()})
