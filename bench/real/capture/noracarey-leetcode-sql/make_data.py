"""The inputs of the nc_* runs: small tables in the schema each LeetCode problem gives, with fixed seeds. Each
solution reads its tables by name, so the shared driver (../sql_files.py) registers each as a temp view under that name
(Spark's names are case-insensitive). The same table name has other columns in other problems (`Employee` in 176, 184,
577, 1077 and 1303; `Activity` in 511-534 and 1141; `Orders` in 183 and 586; `cinema` in 603 and 620), so the tables
are per problem, found from the number the solution's folder starts with (`SQL/0183. Customers Who Never Order/...`).
`tables("SQL/0183. Customers Who Never Order/mysql_not_in.sql")` gives {table name: (DDL schema, rows)}.

    .venv/bin/python bench/real/capture/noracarey-leetcode-sql/make_data.py      # checks the repository, prints sizes
"""
from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "noracarey__leetcode-sql"
REPO = HERE.parents[1] / "repos" / SLUG
WORK = Path("/tmp/nc_work/capture")

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


def p176(rng):                                                      # Second Highest Salary
    return {"Employee": ("Id INT, Salary INT", [(i, rng.randint(1, 6) * 100) for i in range(1, 9)])}


def p180(rng):                                                      # Consecutive Numbers
    return {"Logs": ("Id INT, Num INT", [(i, rng.choice([1, 1, 2])) for i in range(1, 16)])}


def p183(rng):                                                      # Customers Who Never Order
    return {"Customers": ("Id INT, Name STRING", [(i, NAMES[i]) for i in range(1, 9)]),
            "Orders": ("Id INT, CustomerId INT", [(o, rng.randint(1, 8)) for o in range(1, 6)])}


def _departments(rng):
    return {"Employee": ("Id INT, Name STRING, Salary INT, DepartmentId INT",
                         [(i, NAMES[i], rng.randint(5, 12) * 10000, rng.randint(1, 3)) for i in range(1, 13)]),
            "Department": ("Id INT, Name STRING", [(1, "IT"), (2, "Sales"), (3, "HR")])}


def p184(rng):                                                      # Department Highest Salary
    return _departments(rng)


def p185(rng):                                                      # Department Top Three Salaries
    return _departments(rng)


def p262(rng):                                                      # Trips and Users
    users = [(u, rng.choice(["No", "No", "Yes"]), "client" if u <= 6 else "driver") for u in range(1, 11)]
    return {"Trips": ("Id INT, Client_Id INT, Driver_Id INT, City_Id INT, Status STRING, Request_at STRING",
                      [(t, rng.randint(1, 6), rng.randint(7, 10), rng.randint(1, 3),
                        rng.choice(["completed", "cancelled_by_driver", "cancelled_by_client"]),
                        f"2013-10-0{rng.randint(1, 4)}") for t in range(1, 16)]),
            "Users": ("Users_Id INT, Banned STRING, Role STRING", users)}


def p511(rng):                                                      # Game Play Analysis I
    return _activity(rng)


def p512(rng):                                                      # Game Play Analysis II
    return _activity(rng)


def p534(rng):                                                      # Game Play Analysis III
    return _activity(rng)


def p550(rng):                                                      # Game Play Analysis IV
    return _activity(rng)


def p577(rng):                                                      # Employee Bonus
    return {"Employee": ("empId INT, name STRING, supervisor INT, salary INT",
                         [(i, NAMES[i], rng.choice([None, 1, 2]), rng.randint(1, 9) * 1000) for i in range(1, 9)]),
            "Bonus": ("empId INT, bonus INT", [(i, rng.randint(1, 30) * 100) for i in (2, 3, 5, 7)])}


def p586(rng):                                                      # Customer Placing the Largest Number of Orders
    return {"Orders": ("order_number INT, customer_number INT", [(o, rng.randint(1, 5)) for o in range(1, 13)])}


def p595(rng):                                                      # Big Countries
    return {"World": ("name STRING, continent STRING, area INT, population INT, gdp BIGINT",
                      [(f"Country{i}", rng.choice(["Asia", "Europe", "Africa"]), rng.randint(1, 60) * 100000,
                        rng.randint(1, 60) * 1000000, rng.randint(1, 900) * 10 ** 9) for i in range(1, 13)])}


def p602(rng):                                                      # Friend Requests II
    pairs = sorted({(a, b) for a, b in ((rng.randint(1, 6), rng.randint(1, 6)) for _ in range(14)) if a != b})
    return {"request_accepted": ("requester_id INT, accepter_id INT, accept_date DATE",
                                 [(a, b, _day(rng, date(2016, 6, 1), 10)) for a, b in pairs])}


def p620(rng):                                                      # Not Boring Movies
    return {"cinema": ("id INT, movie STRING, description STRING, rating DOUBLE",
                       [(i, f"Movie{i}", rng.choice(["great 3D", "boring", "fantasy", "so boring", "interesting"]),
                         round(rng.uniform(5, 10), 1)) for i in range(1, 11)])}


def p1070(rng):                                                     # Product Sales Analysis III
    rows = sorted({(p, y) for p, y in ((rng.randint(100, 104), rng.randint(2008, 2012)) for _ in range(14))})
    return {"Sales": ("sale_id INT, product_id INT, year INT, quantity INT, price INT",
                      [(i, p, y, rng.randint(1, 20), rng.randint(10, 90) * 100) for i, (p, y) in enumerate(rows, 1)])}


def p1077(rng):                                                     # Project Employees III
    return {"Project": ("project_id INT, employee_id INT",
                        sorted({(rng.randint(1, 3), rng.randint(1, 8)) for _ in range(12)})),
            "Employee": ("employee_id INT, name STRING, experience_years INT",
                         [(e, NAMES[e], rng.randint(1, 4)) for e in range(1, 9)])}


def p1112(rng):                                                     # Highest Grade For Each Student
    return {"Enrollments": ("student_id INT, course_id INT, grade INT",
                            sorted({(s, c, rng.choice([80, 85, 90, 95])) for s in range(1, 6)
                                    for c in range(1, 5) if rng.random() < 0.7}))}


def p1174(rng):                                                     # Immediate Food Delivery II
    rows = []
    for i in range(1, 13):
        d = _day(rng, date(2019, 8, 1), 20)
        rows.append((i, rng.randint(1, 5), d, d + timedelta(days=rng.choice([0, 0, 1, 3]))))
    return {"Delivery": ("delivery_id INT, customer_id INT, order_date DATE, customer_pref_delivery_date DATE", rows)}


def p1194(rng):                                                     # Tournament Winners
    return {"Players": ("player_id INT, group_id INT", [(p, 1 + (p - 1) // 4) for p in range(1, 13)]),
            "Matches": ("match_id INT, first_player INT, second_player INT, first_score INT, second_score INT",
                        [(m, a, a + rng.randint(1, 3) if a % 4 else a - 1, rng.randint(0, 5), rng.randint(0, 5))
                         for m, a in enumerate((rng.randint(1, 12) for _ in range(10)), 1)])}


def p1204(rng):                                                     # Last Person to Fit in the Elevator
    return {"Queue": ("person_id INT, person_name STRING, weight INT, turn INT",
                      [(i, NAMES[i], rng.randint(10, 40) * 10, t) for t, i in
                       enumerate(rng.sample(range(1, 11), 10), 1)])}


def p1241(rng):                                                     # Number of Comments per Post
    return {"Submissions": ("sub_id INT, parent_id INT",
                            [(i, None if i <= 4 else rng.choice([1, 2, 3, 9])) for i in range(1, 13)])}


def p1303(rng):                                                     # Find the Team Size
    return {"Employee": ("employee_id INT, team_id INT", [(e, rng.randint(1, 3) * 4) for e in range(1, 11)])}


def p1212(rng):                                                     # Team Scores in Football Tournament
    return {"Teams": ("team_id INT, team_name STRING", [(t, f"Team{t}") for t in (10, 20, 30, 40, 50)]),
            "Matches": ("match_id INT, host_team INT, guest_team INT, host_goals INT, guest_goals INT",
                        [(m, *rng.sample([10, 20, 30, 40], 2), rng.randint(0, 3), rng.randint(0, 3))
                         for m in range(1, 9)])}


def problem(path: str) -> str:
    """The problem number a solution's folder starts with (`SQL/0183. Customers Who Never Order/...` -> `183`)."""
    return str(int(Path(path).parts[1].split(".", 1)[0]))


def tables(path: str) -> dict:
    number = problem(path)
    make = globals().get(f"p{number}")
    return make(random.Random(int(number))) if make else {}


def main() -> None:
    if not REPO.is_dir():
        raise SystemExit(f"lay out the repository first: python bench/real/lay_out.py --mirrors /work/.mirror {SLUG}")
    for sql in sorted(REPO.glob("SQL/*/*.sql")):
        path = str(sql.relative_to(REPO))
        made = tables(path)
        if made:
            print(f"{path}: " + ", ".join(f"{t} {len(rows)} rows" for t, (_, rows) in made.items()))


if __name__ == "__main__":
    main()
