"""The inputs of the bl_* runs: small tables in the schema each problem of shawlu95/Beyond-LeetCode-SQL uses (the
problem folder's db.sql `CREATE TABLE` / README, or LeetCode's table definitions for `LeetCode/others/`, whose files
hold solutions only), with fixed rows written here in the spirit of each db.sql's sample rows (not parsed from
them: the db.sql files are MySQL dumps Spark does not run). Each file reads its tables by name, so our driver
(../sql_files.py) registers each as a temp view under that name (Spark's names are case-insensitive: `Text`, `text`).
The same table name has other columns in other problems (`Employee` in 185 and 579, `User` in Interview 03 and
10/11, `Friendship` in 04 and 14/15), so the tables are per problem, found from the file's folder
(`LeetCode/185_.../x.sql` -> `185`, `LeetCode/others/602_...sql` -> `602`, `Interview/14_.../x.sql` -> `i14`,
`Hacks/07_.../x.sql` -> `h07`). `tables(path)` gives {table name: (DDL schema, rows)}.

    .venv/bin/python bench/real/capture/shawlu95-sql/make_data.py      # checks the repository, prints sizes
"""
from __future__ import annotations

import random
import re
from datetime import date, datetime, timedelta
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "shawlu95__beyond-leetcode-sql"
REPO = HERE.parents[1] / "repos" / SLUG
WORK = Path("/tmp/codemap_blcap")

NAMES = ["alice", "bob", "charles", "david", "eve", "frank", "grace", "heidi", "ivan", "judy"]


def d(s: str) -> date:
    return date.fromisoformat(s)


def p185(rng):
    return {"Employee": ("Id INT, Name STRING, Salary INT, DepartmentId INT",
                         [(i, n.title(), rng.choice([60, 69, 70, 80, 85, 90]) * 1000, 1 + i % 3)
                          for i, n in enumerate(NAMES, 1)]),
            "Department": ("Id INT, Name STRING", [(1, "IT"), (2, "Sales"), (3, "HR")])}


def p579(rng):
    rows = sorted({(i, m, rng.randint(2, 9) * 10) for i in (1, 2, 3, 4) for m in range(1, rng.randint(2, 7))},
                  key=lambda r: (r[0], r[1]))
    return {"Employee": ("Id INT, Month INT, Salary INT", rows)}


def p601(rng):
    return {"stadium": ("id INT, visit_date DATE, people INT",
                        [(i, d("2017-01-01") + timedelta(days=i - 1), rng.choice([10, 99, 109, 150, 188, 1455]))
                         for i in range(1, 13)])}


def p615(rng):
    return {"salary": ("id INT, employee_id INT, amount INT, pay_date DATE",
                       [(i, 1 + i % 5, rng.randint(5, 10) * 1000, d(rng.choice(["2017-02-25", "2017-02-28",
                                                                              "2017-03-31"])))
                        for i in range(1, 13)]),
            "employee": ("employee_id INT, department_id INT", [(i, 1 + i % 2) for i in range(1, 6)])}


def p618(rng):
    rows = [("Jane", "America"), ("Pascal", "Europe"), ("Xi", "Asia"), ("Jack", "America"), ("Ana", "America"),
            ("Hans", "Europe")]
    return {"student": ("name STRING, continent STRING", rows), "students": ("name STRING, continent STRING", rows)}


def p180(rng):
    rows = [(i, rng.choice([1, 1, 2])) for i in range(1, 13)]
    return {"Logs": ("Id INT, Num INT", rows), "Number": ("Id INT, Num INT", rows)}


def p574(rng):
    return {"Candidate": ("id INT, Name STRING", [(i, n.upper()[0]) for i, n in enumerate(NAMES[:5], 1)]),
            "Vote": ("id INT, CandidateId INT", [(i, rng.choice([1, 2, 2, 3, 5, 6])) for i in range(1, 12)])}


def p585(rng):
    return {"insurance": ("PID INT, TIV_2015 DOUBLE, TIV_2016 DOUBLE, LAT DOUBLE, LON DOUBLE",
                          [(i, float(rng.choice([10, 20, 30])), float(rng.randint(5, 40)),
                            float(rng.choice([10, 20, 30, 40])), float(rng.choice([10, 20, 40]))) for i in range(1, 11)])}


def p602(rng):
    return {"request_accepted": ("requester_id INT, accepter_id INT, accept_date DATE",
                                 sorted({(a, b, d("2016-06-03") + timedelta(days=rng.randint(0, 6)))
                                         for a, b in ((rng.randint(1, 5), rng.randint(1, 5)) for _ in range(12))
                                         if a != b}))}


def p608(rng):
    return {"tree": ("id INT, p_id INT", [(1, None), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 6)])}


def p614(rng):
    return {"follow": ("followee STRING, follower STRING",
                       [("A", "B"), ("B", "C"), ("B", "D"), ("D", "E"), ("A", "C"), ("C", "F"), ("B", "F")])}


def p626(rng):
    return {"seat": ("id INT, student STRING", [(i, n.title()) for i, n in enumerate(NAMES[:7], 1)])}


def p1107(rng):
    return {"Traffic": ("user_id INT, activity STRING, activity_date DATE",
                        [(rng.randint(1, 6), rng.choice(["login", "logout", "jobs", "groups"]),
                          d("2019-03-01") + timedelta(days=rng.randint(0, 120))) for _ in range(20)])}


def i03(rng):
    users = [("jkog", "Jing", "202-555-0176"), ("niceguy", "Goodman", "202-555-0174"),
             ("bigshot", "Bill", "202-555-0198"), ("tommy", "Tom", "202-555-0138")]
    return {"User": ("user_id STRING, name STRING, phone_num STRING", users),
            "UserHistory": ("user_id STRING, date DATE, action STRING",
                            [(u, d("2019-02-01") + timedelta(days=rng.randint(0, 40)), rng.choice(["logged_on",
                                                                                                  "logged_off"]))
                             for u in ("jkog", "jkog", "niceguy", "bigshot", "niceguy")])}


def i04(rng):
    pairs = [("alice", "bob"), ("alice", "charles"), ("alice", "david"), ("bob", "david"), ("charles", "eve"),
             ("david", "eve")]
    return {"Friendship": ("id INT, user_id STRING, friend_id STRING", [(i, a, b) for i, (a, b) in enumerate(pairs, 1)]),
            "PageFollow": ("id INT, user_id STRING, page_id STRING",
                           [(i, rng.choice(NAMES[:5]), rng.choice(["google", "facebook", "nike", "ubs"]))
                            for i in range(1, 12)])}


def i07(rng):
    grades = ["A", "A-", "B+", "B", None]
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec_"]
    return {"course_grade_pivoted": ("name STRING, CS106B STRING, CS229 STRING, CS224N STRING",
                                     [(n, rng.choice(grades), rng.choice(grades), rng.choice(grades))
                                      for n in NAMES[:4]]),
            "expenses_pivoted": ("category STRING, " + ", ".join(f"{m} DOUBLE" for m in months),
                                 [(c, *(round(rng.uniform(0, 300), 2) for _ in months))
                                  for c in ("Food", "Book", "Housing")])}


def i08(rng):
    return {"customers": ("customerNumber INT, customerName STRING, creditLimit DOUBLE",
                          [(100 + i, f"Shop {i}", float(rng.choice([0, 21000, 50000, 71800, 117300, 227600])))
                           for i in range(1, 15)])}


def spotify(rng):                                                   # Interview 10, 11
    users = ["Alex", "Bill", "Chris", "Dan", "Emma"]
    songs = ["Kiroro", "Jay", "Eason", "Faye", "Sting"]
    rows = sorted({(u, s, d("2019-03-17") + timedelta(days=rng.randint(0, 1)))
                   for u in users for s in songs if rng.random() < 0.75})
    pairs = [("Alex", "Bill"), ("Alex", "Chris"), ("Bill", "Dan"), ("Chris", "Emma")]
    return {"Song": ("id INT, user_id STRING, song STRING, ts DATE", [(i, *r) for i, r in enumerate(rows, 1)]),
            "User": ("id INT, user_id STRING, friend_id STRING", [(i, a, b) for i, (a, b) in enumerate(pairs, 1)])}


def i12(rng):
    return {"SearchCategory": ("country STRING, search_cat STRING, num_search INT, zero_result_pct DECIMAL(10,0)",
                               [(c, cat, rng.randint(1, 90) * 100000, None if rng.random() < 0.3 else Decimal(rng.randint(0, 1)))
                                for c in ("CN", "US", "UK") for cat in ("dog", "cat", "tiger")])}


def i13(rng):
    users = ["neo", "trinity", "morpheus", "smith", "oracle"]
    emails = [(datetime(2019, 3, 13) + timedelta(days=i % 3), u, f"{u}@matrix.com") for i, u in enumerate(users)]
    text = [(i, ts + timedelta(days=rng.choice([0, 1, 1, 2]), hours=i), u, rng.choice(["CONFIRMED", "NOT"]))
            for i, (ts, u, _) in enumerate(emails * 2, 1)]
    return {"Email": ("ts TIMESTAMP, user_id STRING, email STRING", emails),
            "Text": ("id INT, ts TIMESTAMP, user_id STRING, action STRING", text)}


def facebook(rng):                                                  # Interview 14, 15
    people = NAMES[:7]
    pairs = sorted({tuple(sorted(rng.sample(people, 2))) for _ in range(14)})
    return {"Friendship": ("id INT, user_id STRING, friend_id STRING", [(i, a, b) for i, (a, b) in enumerate(pairs, 1)])}


def i16(rng):
    stars = ["bezos", "musk", "gates", "jobs"]
    return {"Follow": ("user_id STRING, follower_id STRING",
                       sorted({(s, rng.choice(NAMES)) for s in stars for _ in range(5)}))}


def h07(rng):
    return {"Quiz": ("id INT, user_id STRING, course STRING, quiz_date DATE",
                     [(i, rng.choice(["shaw", "mike", "lin"]), rng.choice(["CS229", "CS106B"]),
                       d("2019-02-01") + timedelta(days=rng.randint(0, 30))) for i in range(1, 15)])}


def h06(rng):
    return {"country": ("Code STRING, Name STRING, Continent STRING, SurfaceArea DOUBLE, GNP DOUBLE",
                        [(f"C{i:02}", f"Country {i}", rng.choice(["Asia", "Europe", "Africa"]),
                          float(rng.randint(1, 900) * 1000), None if i % 6 == 0 else float(rng.randint(1, 500) * 100))
                         for i in range(1, 16)])}


PROBLEMS = {"185": p185, "579": p579, "601": p601, "615": p615, "618": p618, "180": p180, "574": p574, "585": p585,
            "602": p602, "608": p608, "614": p614, "626": p626, "1107": p1107, "i03": i03, "i04": i04, "i07": i07,
            "i08": i08, "i10": spotify, "i11": spotify, "i12": i12, "i13": i13, "i14": facebook, "i15": facebook,
            "i16": i16, "h06": h06, "h07": h07}


def problem(path: str) -> str:
    """The key of a repository path's problem (see the module's docstring)."""
    parts = Path(path).parts
    number = re.match(r"(\d+)", parts[-1] if parts[1] == "others" else parts[1]).group(1)
    return {"Interview": "i", "Hacks": "h"}.get(parts[0], "") + number


def tables(path: str) -> dict:
    key = problem(path)
    return PROBLEMS[key](random.Random(f"bl-{key}"))


if __name__ == "__main__":
    if not (REPO / "LICENSE").is_file():
        raise SystemExit(f"lay out the repository first: python bench/real/lay_out.py --mirrors /work/.mirror {SLUG}")
    for key, fn in PROBLEMS.items():
        print(key, {t: len(rows) for t, (_, rows) in fn(random.Random(f"bl-{key}")).items()})
