"""The inputs of the lm_* runs: small tables in the schema each LeetCode problem gives (its table definitions on
leetcode.com, which the repository's files assume and do not repeat: it holds the solutions only), with fixed seeds.
Each file reads its tables by name, so our driver (../sql_files.py) registers each as a temp view under that name (Spark's
names are case-insensitive: `Sales`, `sales`). The same table name has other columns in other problems (Sales in
1068-1070 and in 1082-1084, Activity in 511-1097 and in 1141/1142, Users and Transactions in 1555 and 1587 ...), so
the tables are per problem, found from the number the file's name starts with. `tables("1077")` gives {table name:
(DDL schema, rows)}; `driver_tables(path)`, the same for a file's repository path, is what the driver calls.

    .venv/bin/python bench/real/capture/sonsharma-leetcode-sql/make_data.py      # checks the repository, prints sizes
"""
from __future__ import annotations

import random
import re
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "sonsharma__leetcode-sql-solutions"
REPO = HERE.parents[1] / "repos" / SLUG
WORK = Path("/tmp/codemap_lmcap")

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj"]


def _day(rng, start: date, days: int) -> date:
    return start + timedelta(days=rng.randint(0, days))


def product_sales_analysis(rng):                                    # 1068, 1069, 1070
    return {"Product": ("product_id INT, product_name STRING", [(100, "Nokia"), (200, "Apple"), (300, "Samsung"),
                                                                (400, "Xiaomi")]),
            "Sales": ("sale_id INT, product_id INT, year INT, quantity INT, price INT",
                      [(i, rng.choice([100, 200, 300, 400]), rng.randint(2008, 2012), rng.randint(1, 20),
                        rng.randint(10, 90) * 100) for i in range(1, 26)])}


p1068 = p1069 = p1070 = product_sales_analysis


def project_employees(rng):                                         # 1075, 1076, 1077
    pairs = sorted({(rng.randint(1, 4), rng.randint(1, 12)) for _ in range(22)})
    return {"Project": ("project_id INT, employee_id INT", pairs),
            "Employee": ("employee_id INT, name STRING, experience_years INT",
                         [(i, NAMES[i - 1], rng.randint(1, 6)) for i in range(1, 11)])}   # employees 11, 12 unknown


p1075 = p1076 = p1077 = project_employees


def sales_analysis(rng):                                            # 1082, 1083, 1084
    names = ["S8", "G4", "iPhone", "Pixel", "Note"]
    rows = [(rng.randint(1, 4), rng.randint(1, 5), rng.randint(1, 8), _day(rng, date(2018, 12, 1), 180),
             rng.randint(1, 3), rng.randint(5, 30) * 100) for _ in range(40)]
    rows = [r if r[1] != 2 else r[:3] + (_day(rng, date(2019, 1, 1), 80),) + r[4:] for r in rows]   # G4: Q1 2019 only
    rows = [r if r[1] != 3 else r[:2] + (1 + r[2] % 3,) + r[3:] for r in rows]                     # iPhone: buyers 1-3
    return {"Product": ("product_id INT, product_name STRING, unit_price INT",
                        [(i, names[i - 1], rng.randint(5, 12) * 100) for i in range(1, 6)]),
            "Sales": ("seller_id INT, product_id INT, buyer_id INT, sale_date DATE, quantity INT, price INT", rows)}


p1082 = p1083 = p1084 = sales_analysis


def game_play(rng):                                                 # 511, 512, 534, 550, 1097
    rows = set()
    for player in range(1, 9):
        first = _day(rng, date(2016, 3, 1), 20)
        for d in sorted({0, *(rng.randint(0, 6) for _ in range(rng.randint(0, 4)))}):
            rows.add((player, rng.randint(1, 4), first + timedelta(days=d), rng.randint(0, 9)))
    return {"Activity": ("player_id INT, device_id INT, event_date DATE, games_played INT", sorted(rows))}


p511 = p512 = p534 = p550 = p1097 = game_play


def user_activity(rng):                                             # 1141, 1142
    return {"Activity": ("user_id INT, session_id INT, activity_date DATE, activity_type STRING",
                         [(u, u * 10 + rng.randint(0, 2), _day(rng, date(2019, 6, 20), 40),
                           rng.choice(["open_session", "scroll_down", "send_message", "end_session"]))
                          for u in (rng.randint(1, 6) for _ in range(30))])}


p1141 = p1142 = user_activity


def article_views(rng):                                             # 1148, 1149
    return {"Views": ("article_id INT, author_id INT, viewer_id INT, view_date DATE",
                      sorted({(rng.randint(1, 6), a, rng.choice([a, rng.randint(1, 8)]), _day(rng, date(2019, 8, 1), 4))
                              for a in (rng.randint(1, 8) for _ in range(35))}))}


p1148 = p1149 = article_views


def food_delivery(rng):                                             # 1173, 1174
    rows = []
    for i in range(1, 26):
        order = _day(rng, date(2019, 8, 1), 20)
        rows.append((i, rng.randint(1, 8), order, order + timedelta(days=rng.choice([0, 0, 1, 3]))))
    return {"Delivery": ("delivery_id INT, customer_id INT, order_date DATE, customer_pref_delivery_date DATE", rows)}


p1173 = p1174 = food_delivery


def p1158(rng):
    brands = ["Samsung", "Lenovo", "LG", "HP"]
    return {"Users": ("user_id INT, join_date DATE, favorite_brand STRING",
                      [(i, _day(rng, date(2018, 1, 1), 500), rng.choice(brands)) for i in range(1, 9)]),
            "Orders": ("order_id INT, order_date DATE, item_id INT, buyer_id INT, seller_id INT",
                       [(i, _day(rng, date(2018, 6, 1), 500), rng.randint(1, 4), rng.randint(1, 7), rng.randint(1, 8))
                        for i in range(1, 26)]),
            "Items": ("item_id INT, item_brand STRING", [(i + 1, b) for i, b in enumerate(brands)])}


def reported_posts(rng):                                            # 1113, 1132
    rows = sorted({(rng.randint(1, 6), rng.randint(1, 9), _day(rng, date(2019, 7, 1), 5),
                    rng.choice(["view", "like", "report", "report"]), None) for _ in range(35)},
                  key=lambda r: (r[0], r[1], r[2], r[3]))
    rows = [r[:4] + ((rng.choice(["spam", "racism", "racism"]) if r[3] == "report" else None),) for r in rows]
    return {"Actions": ("user_id INT, post_id INT, action_date DATE, action STRING, extra STRING", rows),
            "Removals": ("post_id INT, remove_date DATE", [(p, date(2019, 7, 10)) for p in (2, 3, 5, 8)])}


p1113 = p1132 = reported_posts


def p1555(rng):
    return {"Users": ("user_id INT, user_name STRING, credit INT",
                      [(i, NAMES[i - 1], rng.randint(1, 20) * 100) for i in range(1, 8)]),
            "Transactions": ("trans_id INT, paid_by INT, paid_to INT, amount INT, transacted_on DATE",
                             [(i, a, b, rng.randint(1, 15) * 100, _day(rng, date(2020, 8, 1), 30))
                              for i, (a, b) in enumerate(((rng.randint(1, 6), rng.randint(1, 6)) for _ in range(18)), 1)
                              if a != b])}


def p1587(rng):
    return {"Users": ("account INT, name STRING", [(900000 + i, NAMES[i - 1]) for i in range(1, 9)]),
            "Transactions": ("trans_id INT, account INT, amount INT, transacted_on DATE",
                             [(i, 900000 + rng.randint(1, 7), rng.randint(-40, 90) * 100, _day(rng, date(2020, 8, 1), 60))
                              for i in range(1, 31)])}


def problem(path: str) -> str:
    """The problem number a repository path's file name starts with (`1077 Project Employees III.sql` -> "1077")."""
    return re.match(r"(\d+)", Path(path).name).group(1)


def tables(number: str) -> dict:
    return globals()[f"p{number}"](random.Random(int(number)))


def driver_tables(path: str) -> dict:
    """The tables of the file at repository path `path` (what ../sql_files.py's driver calls)."""
    return tables(problem(path))


if __name__ == "__main__":
    if not REPO.is_dir():
        raise SystemExit(f"lay out the repository first: python bench/real/lay_out.py --mirrors /work/.mirror {SLUG}")
    for name in sorted((n for n in globals() if re.fullmatch(r"p\d+", n)), key=lambda n: int(n[1:])):
        print(name[1:], {t: len(rows) for t, (ddl, rows) in tables(name[1:]).items()})
