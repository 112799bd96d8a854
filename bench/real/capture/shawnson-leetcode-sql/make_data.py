"""The inputs of the sn_* runs: small tables in the schema each LeetCode problem gives, with fixed seeds. Each
solution reads its tables by name, so the shared driver (../sql_files.py) registers each as a temp view under that name
(Spark's names are case-insensitive). The repository keeps one `solution.sql` per problem folder, `<Level>/<N>.
<Title>/solution.sql` (one folder spelt `Easy/1757_Recyclable_and_Low_Fat_Products/`), and the same table name has
other columns in other problems (`Employee` in 185, 570, 577, 1077, 1303 and 1789; `Employees` in 1270, 1731, 1741,
1978 and 2988; `Products` in 1164, 1596, 1795, 2362 and 3293; `Orders` in 1327, 1479, 1565, 1596, 2084 and 2985;
`Sales` in 1068-1070, 1445, 2324 and 2372; `Customer` in 584, 1045 and 2372; `Activity` in 511-550, 1141 and 1661),
so the tables are per problem, found from the number the solution's folder starts with.
`tables("Medium/1077. Project Employees III/solution.sql")` gives {table name: (DDL schema, rows)}.

    .venv/bin/python bench/real/capture/shawnson-leetcode-sql/make_data.py      # checks the repository, prints sizes
"""
from __future__ import annotations

import random
import re
from datetime import date, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "shawn-son__leetcode-sql-practice"
REPO = HERE.parents[1] / "repos" / SLUG
WORK = Path("/tmp/sn/capture")

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj",
         "Olivia", "Peggy", "Rupert", "Sybil", "Trent", "Victor", "Walter", "Max"]


def _day(rng, start: date, days: int) -> date:
    return start + timedelta(days=rng.randint(0, days))


def p180(rng):                                                      # Consecutive Numbers
    return {"Logs": ("id INT, num INT", [(i, rng.choice([1, 1, 2, 3])) for i in range(1, 16)])}


def p185(rng):                                                      # Department Top Three Salaries
    return {"Employee": ("id INT, name STRING, salary INT, departmentId INT",
                         [(i, NAMES[i], rng.randint(5, 12) * 10000, rng.randint(1, 3)) for i in range(1, 15)]),
            "Department": ("id INT, name STRING", [(1, "IT"), (2, "Sales"), (3, "HR")])}


def p550(rng):                                                      # Game Play Analysis IV
    rows = set()
    for player in range(1, 9):
        first = _day(rng, date(2016, 3, 1), 20)
        for d in sorted({0, *(rng.randint(0, 6) for _ in range(rng.randint(0, 3)))}):
            rows.add((player, rng.randint(1, 4), first + timedelta(days=d), rng.randint(0, 9)))
    return {"Activity": ("player_id INT, device_id INT, event_date DATE, games_played INT", sorted(rows))}


def p570(rng):                                                      # Managers with at Least 5 Direct Reports
    rows = [(101, "John", "A", None), (102, "Dan", "A", 101), (103, "James", "A", 101)]
    rows += [(100 + i, NAMES[i], rng.choice("ABC"), rng.choice([101, 101, 102, 103])) for i in range(4, 14)]
    return {"Employee": ("id INT, name STRING, department STRING, managerId INT", rows)}


def p1045(rng):                                                     # Customers Who Bought All Products
    rows = [(1, 5), (1, 6), (1, 7), (3, 7), (3, 6), (3, 5), (3, 5)]
    return {"Customer": ("customer_id INT, product_key INT",
                         rows + [(rng.randint(2, 5), rng.randint(5, 7)) for _ in range(8)]),
            "Product": ("product_key INT", [(5,), (6,), (7,)])}


def p1077(rng):                                                     # Project Employees III
    return {"Project": ("project_id INT, employee_id INT",
                        sorted({(rng.randint(1, 3), rng.randint(1, 8)) for _ in range(12)})),
            "Employee": ("employee_id INT, name STRING, experience_years INT",
                         [(e, NAMES[e], rng.randint(1, 4)) for e in range(1, 9)])}


def p1164(rng):                                                     # Product Price at a Given Date
    rows = sorted({(rng.randint(1, 5), _day(rng, date(2019, 8, 1), 30)) for _ in range(12)})
    return {"Products": ("product_id INT, new_price INT, change_date DATE",
                         [(p, rng.randint(10, 90), d) for p, d in rows])}


def p1204(rng):                                                     # Last Person to Fit in the Bus
    return {"Queue": ("person_id INT, person_name STRING, weight INT, turn INT",
                      [(i, NAMES[i], rng.randint(10, 40) * 10, t) for t, i in enumerate(rng.sample(range(1, 11), 10), 1)])}


def p1270(rng):                                                     # All People Report to the Given Manager
    rows = [(1, "Boss", 1), (2, "Bob", 1), (3, "Alice", 3), (4, "Daniel", 2), (7, "Luis", 4), (8, "John", 3),
            (9, "Angela", 8), (77, "Robert", 1), (10, "Judy", 77), (11, "Ivan", 10)]
    return {"Employees": ("employee_id INT, employee_name STRING, manager_id INT", rows)}


def p1280(rng):                                                     # Students and Examinations
    students = [(s, NAMES[s]) for s in (1, 2, 6, 13)]
    subjects = [("Math",), ("Physics",), ("Programming",)]
    exams = [(rng.choice([1, 2, 6, 13]), rng.choice(["Math", "Physics", "Programming"])) for _ in range(12)]
    return {"Students": ("student_id INT, student_name STRING", students),
            "Subjects": ("subject_name STRING", subjects),
            "Examinations": ("student_id INT, subject_name STRING", exams)}


def p1479(rng):                                                     # Sales by Day of the Week
    items = [(i, f"Item{i}", rng.choice(["Book", "Glasses", "Phone", "T-Shirt"])) for i in range(1, 9)]
    orders = [(o, rng.randint(1, 5), _day(rng, date(2020, 6, 1), 20), rng.randint(1, 7), rng.randint(1, 10))
              for o in range(1, 15)]
    return {"Orders": ("order_id INT, customer_id INT, order_date DATE, item_id INT, quantity INT", orders),
            "Items": ("item_id INT, item_name STRING, item_category STRING", items)}


def p1596(rng):                                                     # The Most Frequently Ordered Products for Each Customer
    return {"Customers": ("customer_id INT, name STRING", [(c, NAMES[c]) for c in range(1, 6)]),
            "Orders": ("order_id INT, order_date DATE, customer_id INT, product_id INT",
                       [(o, _day(rng, date(2020, 7, 1), 60), rng.randint(1, 5), rng.randint(1, 4)) for o in range(1, 17)]),
            "Products": ("product_id INT, product_name STRING, price INT",
                         [(1, "keyboard", 120), (2, "mouse", 80), (3, "screen", 600), (4, "hard disk", 450)])}


def p1783(rng):                                                     # Grand Slam Titles
    return {"Players": ("player_id INT, player_name STRING", [(p, NAMES[p]) for p in range(1, 6)]),
            "Championships": ("year INT, Wimbledon INT, Fr_open INT, US_open INT, Au_open INT",
                              [(y, *(rng.randint(1, 4) for _ in range(4))) for y in range(2017, 2022)])}


def p1789(rng):                                                     # Primary Department for Each Employee
    rows = []
    for e in range(1, 8):
        deps = rng.sample(range(1, 5), rng.randint(1, 3))
        primary = rng.choice(deps)
        rows += [(e, d, "Y" if len(deps) > 1 and d == primary else "N") for d in deps]
    return {"Employee": ("employee_id INT, department_id INT, primary_flag STRING", rows)}


def p2084(rng):                                                     # Drop Type 1 Orders for Customers With Type 0 Orders
    return {"Orders": ("order_id INT, customer_id INT, order_type INT",
                       [(o, rng.randint(1, 5), rng.choice([0, 1])) for o in range(1, 13)])}


def p2324(rng):                                                     # Product Sales Analysis IV
    return {"Sales": ("sale_id INT, product_id INT, user_id INT, quantity INT",
                      [(s, rng.randint(1, 4), rng.randint(101, 104), rng.randint(1, 9)) for s in range(1, 15)]),
            "Product": ("product_id INT, price INT", [(p, rng.randint(5, 30)) for p in range(1, 5)])}


def p2362(rng):                                                     # Generate the Invoice
    return {"Products": ("product_id INT, price INT", [(p, rng.randint(1, 9) * 10) for p in range(1, 6)]),
            "Purchases": ("invoice_id INT, product_id INT, quantity INT",
                          sorted({(rng.randint(1, 5), rng.randint(1, 5), rng.randint(1, 6)) for _ in range(12)}))}


def p2372(rng):                                                     # Calculate the Influence of Each Salesperson
    return {"Salesperson": ("salesperson_id INT, name STRING", [(s, NAMES[s]) for s in range(1, 5)]),
            "Customer": ("customer_id INT, salesperson_id INT", [(c, rng.randint(1, 3)) for c in range(1, 8)]),
            "Sales": ("sale_id INT, customer_id INT, price INT",
                      [(s, rng.randint(1, 8), rng.randint(100, 900)) for s in range(1, 12)])}


def p2793(rng):                                                     # Status of Flight Tickets
    start = datetime(2023, 7, 10, 9)
    return {"Flights": ("flight_id INT, capacity INT", [(1, 2), (2, 2), (3, 1)]),
            "Passengers": ("passenger_id INT, flight_id INT, booking_time TIMESTAMP",
                           [(100 + p, rng.randint(1, 3), start + timedelta(minutes=rng.randint(0, 900)))
                            for p in range(1, 11)])}


def p2988(rng):                                                     # Manager of the Largest Department
    rows = [(e, NAMES[e], rng.choice([100, 101, 102, 103]), "Manager" if e <= 4 else rng.choice(["Analyst", "Lead"]))
            for e in range(1, 15)]
    return {"Employees": ("emp_id INT, emp_name STRING, dep_id INT, position STRING", rows)}


def p3054(rng):                                                     # Binary Tree Nodes
    return {"Tree": ("N INT, P INT", [(1, 2), (3, 2), (6, 8), (9, 8), (2, 5), (8, 5), (5, None), (7, 6)])}


# spare problems, run by --explore while choosing the cases
def p1174(rng):                                                     # Immediate Food Delivery II
    rows = []
    for d in range(1, 13):
        order = _day(rng, date(2019, 8, 1), 20)
        rows.append((d, rng.randint(1, 5), order, order + timedelta(days=rng.choice([0, 0, 1, 3]))))
    return {"Delivery": ("delivery_id INT, customer_id INT, order_date DATE, customer_pref_delivery_date DATE", rows)}


def p1251(rng):                                                     # Average Selling Price
    prices = [(1, date(2019, 2, 17), date(2019, 2, 28), 5), (1, date(2019, 3, 1), date(2019, 3, 22), 20),
              (2, date(2019, 2, 1), date(2019, 2, 20), 15), (2, date(2019, 2, 21), date(2019, 3, 31), 30),
              (3, date(2019, 2, 1), date(2019, 3, 31), 7)]
    units = [(rng.randint(1, 2), _day(rng, date(2019, 2, 10), 45), rng.randint(1, 200)) for _ in range(8)]
    return {"Prices": ("product_id INT, start_date DATE, end_date DATE, price INT", prices),
            "UnitsSold": ("product_id INT, purchase_date DATE, units INT", units)}


def p1633(rng):                                                     # Percentage of Users Attended a Contest
    return {"Users": ("user_id INT, user_name STRING", [(u, NAMES[u]) for u in range(1, 7)]),
            "Register": ("contest_id INT, user_id INT",
                         sorted({(rng.choice([207, 208, 209, 210]), rng.randint(1, 6)) for _ in range(14)}))}


def p1731(rng):                                                     # The Number of Employees Which Report to Each Employee
    return {"Employees": ("employee_id INT, name STRING, reports_to INT, age INT",
                          [(e, NAMES[e], None if e <= 2 else rng.choice([1, 2, 3, None]), rng.randint(25, 60))
                           for e in range(1, 11)])}


def p1795(rng):                                                     # Rearrange Products Table
    def price():
        return rng.choice([None, rng.randint(50, 120)])
    return {"Products": ("product_id INT, store1 INT, store2 INT, store3 INT",
                         [(p, price(), price(), price()) for p in range(1, 7)])}


def p2041(rng):                                                     # Accepted Candidates From the Interviews
    return {"Candidates": ("candidate_id INT, name STRING, years_of_exp INT, interview_id INT",
                           [(c, NAMES[c], rng.randint(0, 6), 100 + c) for c in range(1, 7)]),
            "Rounds": ("interview_id INT, round_id INT, score INT",
                       [(100 + c, r, rng.randint(1, 10)) for c in range(1, 7) for r in range(1, 4)])}


def p2987(rng):                                                     # Find Expensive Cities
    return {"Listings": ("listing_id INT, city STRING, price INT",
                         [(l, rng.choice(["LA", "NY", "Chicago", "Houston"]), rng.randint(100, 900) * 1000)
                          for l in range(1, 13)])}


def problem(path: str) -> int:
    """The problem number a solution's folder starts with (`Medium/1077. Project Employees III/...` -> 1077)."""
    return int(re.match(r"\d+", Path(path).parts[1]).group())


def tables(path: str) -> dict:
    number = problem(path)
    make = globals().get(f"p{number}")
    return make(random.Random(number)) if make else {}


def main() -> None:
    if not REPO.is_dir():
        raise SystemExit(f"lay out the repository first: python bench/real/lay_out.py --mirrors /work/.mirror {SLUG}")
    for sql in sorted(REPO.glob("*/*/solution.sql")):
        path = str(sql.relative_to(REPO))
        made = tables(path)
        if made:
            print(f"{path}: " + ", ".join(f"{t} {len(rows)} rows" for t, (_, rows) in made.items()))


if __name__ == "__main__":
    main()
