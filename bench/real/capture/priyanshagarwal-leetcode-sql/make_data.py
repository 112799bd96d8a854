"""The inputs of the pa_* runs: small tables in the schema each LeetCode (or StrataScratch / HackerRank) problem gives,
with fixed seeds. Each solution reads its tables by name, so the shared driver (../sql_files.py) registers each as a
temp view under that name (Spark's names are case-insensitive). The repository is one flat folder of files named
`<N>. <Title>.sql` (or `<Title>.sql` for the non-LeetCode problems), and the same table name has other columns in other
problems (`Employee` in 176-185 and 1303, `Logs` in 180 and 1285, `Matches` in 1194 and 1212, `Sales`/`Product` in
1068-1084, `Orders` in 183, 1098, 1532 and 1549), so the tables are per problem, found from the file name's problem
(`PROBLEMS`, keyed by the name before `.sql`'s number or title). `tables("1303. Find the Team Size.sql")` gives
{table name: (DDL schema, rows)}.

    .venv/bin/python bench/real/capture/priyanshagarwal-leetcode-sql/make_data.py      # checks the repository, prints sizes
"""
from __future__ import annotations

import random
from datetime import date, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "priyanshagarwal__leetcode-sql-solution"
REPO = HERE.parents[1] / "repos" / SLUG
WORK = Path("/tmp/pa/capture")

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj",
         "Olivia", "Peggy", "Rupert", "Sybil", "Trent", "Victor", "Walter", "Max"]


def _day(rng, start: date, days: int) -> date:
    return start + timedelta(days=rng.randint(0, days))


def _departments(rng):
    return {"Employee": ("Id INT, Name STRING, Salary INT, DepartmentId INT",
                         [(i, NAMES[i], rng.randint(5, 12) * 10000, rng.randint(1, 3)) for i in range(1, 15)]),
            "Department": ("Id INT, Name STRING", [(1, "IT"), (2, "Sales"), (3, "HR")])}


def _sales(rng):
    products = [(1, "S8", 1000), (2, "G4", 800), (3, "iPhone", 1400), (4, "Pixel", 900)]
    sales = [(rng.randint(1, 3), rng.randint(1, 4), rng.randint(1, 6), _day(rng, date(2019, 1, 1), 150),
              rng.randint(1, 3), rng.randint(5, 30) * 100) for _ in range(14)]
    return {"Product": ("product_id INT, product_name STRING, unit_price INT", products),
            "Sales": ("seller_id INT, product_id INT, buyer_id INT, sale_date DATE, quantity INT, price INT", sales)}


def p180(rng):                                                      # Consecutive Numbers
    return {"Logs": ("Id INT, Num INT", [(i, rng.choice([1, 1, 2, 3])) for i in range(1, 16)])}


def p184(rng):                                                      # Department Highest Salary
    return _departments(rng)


def p185(rng):                                                      # Department Top Three Salaries
    return _departments(rng)


def p1077(rng):                                                     # Project Employees III
    return {"Project": ("project_id INT, employee_id INT",
                        sorted({(rng.randint(1, 3), rng.randint(1, 8)) for _ in range(12)})),
            "Employee": ("employee_id INT, name STRING, experience_years INT",
                         [(e, NAMES[e], rng.randint(1, 4)) for e in range(1, 9)])}


def p1082(rng):                                                     # Sales Analysis I
    return _sales(rng)


def p1083(rng):                                                     # Sales Analysis II
    return _sales(rng)


def p1098(rng):                                                     # Unpopular Books
    books = [(b, f"Book{b}", _day(rng, date(2010, 1, 1), 3600)) for b in range(1, 8)]
    orders = [(o, rng.randint(1, 7), rng.randint(1, 12), _day(rng, date(2018, 1, 1), 540)) for o in range(1, 13)]
    return {"Books": ("book_id INT, name STRING, available_from DATE", books),
            "Orders": ("order_id INT, book_id INT, quantity INT, dispatch_date DATE", orders)}


def p1179(rng):                                                     # Reformat Department Table
    months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    rows = sorted({(d, m) for d, m in ((rng.randint(1, 4), rng.choice(months)) for _ in range(16))})
    return {"Department": ("id INT, revenue INT, month STRING", [(d, rng.randint(1, 9) * 1000, m) for d, m in rows])}


def p1194(rng):                                                     # Tournament Winners
    return {"Players": ("player_id INT, group_id INT", [(p, 1 + (p - 1) // 4) for p in range(1, 13)]),
            "Matches": ("match_id INT, first_player INT, second_player INT, first_score INT, second_score INT",
                        [(m, a, a + 1 if a % 4 else a - 1, rng.randint(0, 5), rng.randint(0, 5))
                         for m, a in enumerate((rng.randint(1, 12) for _ in range(10)), 1)])}


def p1212(rng):                                                     # Team Scores in Football Tournament
    return {"Teams": ("team_id INT, team_name STRING", [(t, f"Team{t}") for t in (10, 20, 30, 40, 50)]),
            "Matches": ("match_id INT, host_team INT, guest_team INT, host_goals INT, guest_goals INT",
                        [(m, *rng.sample([10, 20, 30, 40], 2), rng.randint(0, 3), rng.randint(0, 3))
                         for m in range(1, 9)])}


def p1241(rng):                                                     # Number of Comments per Post
    return {"Submissions": ("sub_id INT, parent_id INT",
                            [(i, None if i <= 4 else rng.choice([1, 2, 3, 9])) for i in range(1, 13)])}


def p1264(rng):                                                     # Page Recommendations
    pairs = sorted({tuple(sorted(rng.sample(range(1, 7), 2))) for _ in range(9)})
    return {"Friendship": ("user1_id INT, user2_id INT", pairs),
            "Likes": ("user_id INT, page_id INT", sorted({(rng.randint(1, 6), rng.randint(11, 18)) for _ in range(14)}))}


def p1285(rng):                                                     # Find the Start and End Number of Continuous Ranges
    return {"Logs": ("log_id INT", [(i,) for i in sorted(rng.sample(range(1, 20), 11))])}


def p1303(rng):                                                     # Find the Team Size
    return {"Employee": ("employee_id INT, team_id INT", [(e, rng.randint(1, 3) * 4) for e in range(1, 11)])}


def p1322(rng):                                                     # Ads Performance
    return {"Ads": ("ad_id INT, user_id INT, action STRING",
                    sorted({(rng.randint(1, 5), rng.randint(1, 6), rng.choice(["Clicked", "Viewed", "Ignored"]))
                            for _ in range(16)}))}


def p1355(rng):                                                     # Activity Participants
    acts = ["Eating", "Singing", "Horse Riding", "Dancing"]
    return {"Friends": ("id INT, name STRING, activity STRING",
                        [(i, NAMES[i], rng.choice(acts + acts[:2])) for i in range(1, 12)]),
            "Activities": ("id INT, name STRING", list(enumerate(acts, 1)))}


def p1532(rng):                                                     # The Most Recent Three Orders
    return {"Customers": ("customer_id INT, name STRING", [(c, NAMES[c]) for c in range(1, 6)]),
            "Orders": ("order_id INT, order_date DATE, customer_id INT, cost INT",
                       [(o, _day(rng, date(2020, 7, 1), 60), rng.randint(1, 5), rng.randint(5, 90)) for o in range(1, 15)])}


def p1549(rng):                                                     # The Most Recent Orders for Each Product
    return {"Customers": ("customer_id INT, name STRING", [(c, NAMES[c]) for c in range(1, 6)]),
            "Orders": ("order_id INT, order_date DATE, customer_id INT, product_id INT",
                       [(o, _day(rng, date(2020, 7, 1), 60), rng.randint(1, 5), rng.randint(1, 4)) for o in range(1, 15)]),
            "Products": ("product_id INT, product_name STRING, price INT",
                         [(1, "keyboard", 120), (2, "mouse", 80), (3, "screen", 600), (4, "hard disk", 450)])}


def p1581(rng):                                                     # Customer Who Visited but Did Not Make Any Transactions
    return {"Visits": ("visit_id INT, customer_id INT", [(v, rng.randint(20, 26)) for v in range(1, 11)]),
            "Transactions": ("transaction_id INT, visit_id INT, amount INT",
                             [(t, rng.randint(1, 10), rng.randint(10, 900)) for t in range(1, 7)])}


def p1699(rng):                                                     # Number of Calls Between Two Persons
    return {"Calls": ("from_id INT, to_id INT, duration INT",
                      [(*rng.sample(range(1, 6), 2), rng.randint(1, 600)) for _ in range(12)])}


def p1709(rng):                                                     # Biggest Window Between Visits
    return {"UserVisits": ("user_id INT, visit_date DATE",
                           sorted({(rng.randint(1, 4), _day(rng, date(2020, 10, 1), 90)) for _ in range(12)}))}


def p1747(rng):                                                     # Leetflex Banned Accounts
    rows = []
    for a in range(1, 6):
        t = datetime(2021, 2, 1, 9) + timedelta(hours=rng.randint(0, 48))
        for _ in range(rng.randint(1, 3)):
            rows.append((a, rng.randint(1, 4), t, t + timedelta(minutes=rng.randint(10, 180))))
            t += timedelta(minutes=rng.randint(20, 300))
    return {"LogInfo": ("account_id INT, ip_address INT, login TIMESTAMP, logout TIMESTAMP", rows)}


def p1907(rng):                                                     # Count Salary Categories
    return {"Accounts": ("account_id INT, income INT", [(a, rng.randint(1, 90) * 1000) for a in range(1, 11)])}


def p2159(rng):                                                     # Order Two Columns Independently
    return {"Data": ("first_col INT, second_col INT", [(rng.randint(1, 9), rng.randint(1, 9)) for _ in range(6)])}


def titanic(rng):                                                   # Find fare differences on the Titanic
    return {"titanic": ("passengerid INT, survived INT, pclass INT, name STRING, sex STRING, age DOUBLE, sibsp INT, "
                        "parch INT, ticket STRING, fare DOUBLE, cabin STRING, embarked STRING",
                        [(p, rng.choice([0, 0, 1]), rng.randint(1, 3), NAMES[p], rng.choice(["male", "female"]),
                          float(rng.randint(18, 40)), 0, 0, f"T{p}", round(rng.uniform(7, 80), 2), None, "S")
                         for p in range(1, 17)])}


def energy(rng):                                                    # Cum Sum Energy Consumption
    def table():
        return ("date DATE, consumption INT",
                [(date(2020, 1, 1) + timedelta(days=d), rng.randint(400, 1200)) for d in range(0, 6)])
    return {"fb_eu_energy": table(), "fb_na_energy": table(), "fb_asia_energy": table()}


def occupations(rng):                                               # Pivot the Occupation column
    return {"OCCUPATIONS": ("Name STRING, Occupation STRING",
                            [(n, rng.choice(["Doctor", "Professor", "Singer", "Actor"])) for n in NAMES[:10]])}


# The file's problem (the name before `.` for the LeetCode files, the title for the others) -> its tables.
PROBLEMS = {"Find fare differences on the Titanic using a self join": titanic,
            "Cum Sum Energy Consumption": energy, "Pivot the Occupation column": occupations}


def problem(path: str):
    """The function making a file's tables: `p<N>` for `<N>. <Title>.sql`, PROBLEMS for a title alone."""
    stem = Path(path).name[:-len(".sql")]
    head = stem.split(".", 1)[0]
    if head.isdigit():
        return globals().get(f"p{int(head)}"), int(head)
    make = PROBLEMS.get(stem)
    return make, sum(map(ord, stem))


def tables(path: str) -> dict:
    make, seed = problem(path)
    return make(random.Random(seed)) if make else {}


def main() -> None:
    if not REPO.is_dir():
        raise SystemExit(f"lay out the repository first: python bench/real/lay_out.py --mirrors /work/.mirror {SLUG}")
    for sql in sorted(REPO.glob("*.sql")):
        path = str(sql.relative_to(REPO))
        made = tables(path)
        if made:
            print(f"{path}: " + ", ".join(f"{t} {len(rows)} rows" for t, (_, rows) in made.items()))


if __name__ == "__main__":
    main()
