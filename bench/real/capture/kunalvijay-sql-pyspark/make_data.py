"""The inputs of the kv_* runs: small tables in the schema each problem gives (the LeetCode / DataLemur schema the
file names or its prose shows), with fixed seeds, tens of rows. A file's SQL part reads its tables by name, so our
driver (run_file.py) registers each as a temp view under that name (Spark's names are case-insensitive); its PySpark
part reads DataFrames the file never makes (`visits_df`, `Employee`, `df`, `tweets` ...), so the driver passes the
same tables as globals under the names that part uses (`PYSPARK_NAMES`). The same table name has other columns in
other problems (`Employee` in 3, 11, 12, 26; `Employees` in 9, 20, 22, 27; `Orders` in 7, 23, 24), so the tables are
per problem, found from the number the file's name starts with.
`tables("1_Customer_visited_but_no_transactions.sql")` gives {table name: (DDL schema, rows)}.

    .venv/bin/python bench/real/capture/kunalvijay-sql-pyspark/make_data.py      # checks the repository, prints sizes
"""
from __future__ import annotations

import random
from datetime import date, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "kunalvijay42__pyspark-sql-practice"
REPO = HERE.parents[1] / "repos" / SLUG
WORK = Path("/tmp/kv_work/capture")

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj",
         "Olivia", "Peggy", "Rupert", "Sybil", "Trent", "Victor", "Walter", "Max"]


def _day(rng, start: date, days: int) -> date:
    return start + timedelta(days=rng.randint(0, days))


def p1(rng):                                                        # Customer Who Visited but Did Not Make Any Transactions
    visits = [(v, rng.randint(20, 26)) for v in range(1, 13)]
    trans = [(t, rng.choice([1, 2, 3, 5, 7, 9]), rng.randint(1, 9) * 100) for t in range(1, 8)]
    return {"Visits": ("visit_id INT, customer_id INT", visits),
            "Transactions": ("transaction_id INT, visit_id INT, amount INT", trans)}


def p2(rng):                                                        # Rising Temperature
    return {"Weather": ("id INT, recordDate DATE, temperature INT",
                        [(i, date(2015, 1, 1) + timedelta(days=i - 1), rng.randint(-5, 30)) for i in range(1, 13)])}


def p3(rng):                                                        # Project Employees I
    return {"Project": ("project_id INT, employee_id INT",
                        sorted({(rng.randint(1, 3), rng.randint(1, 8)) for _ in range(12)})),
            "Employee": ("employee_id INT, name STRING, experience_years INT",
                         [(i, NAMES[i], rng.randint(1, 6)) for i in range(1, 9)])}


def p4(rng):                                                        # Number of Unique Subjects Taught by Each Teacher
    return {"Teacher": ("teacher_id INT, subject_id INT, dept_id INT",
                        sorted({(rng.randint(1, 4), rng.randint(1, 5), rng.randint(1, 3)) for _ in range(16)}))}


def p5(rng):                                                        # Customers Who Bought All Products
    return {"Customer": ("customer_id INT, product_key INT",
                         [(rng.randint(1, 5), rng.choice([5, 6, 7])) for _ in range(14)]),
            "Product": ("product_key INT", [(5,), (6,), (7,)])}


def p6(rng):                                                        # Group Sold Products By The Date
    goods = ["Headphone", "Pencil", "Mask", "Basketball", "Bible", "T-Shirt"]
    return {"Activities": ("sell_date DATE, product STRING",
                           [(_day(rng, date(2020, 5, 30), 3), rng.choice(goods)) for _ in range(14)])}


def p7(rng):                                                        # List the Products Ordered in a Period
    products = [(i, n, c) for i, (n, c) in enumerate([("Leetcode Solutions", "Book"), ("Jewels of Stringology", "Book"),
                                                      ("HP", "Laptop"), ("Lenovo", "Laptop"), ("Leetcode Kit", "T-shirt")], 1)]
    orders = [(rng.randint(1, 5), _day(rng, date(2020, 1, 20), 50), rng.randint(1, 8) * 10) for _ in range(20)]
    return {"Products": ("product_id INT, product_name STRING, product_category STRING", products),
            "Orders": ("product_id INT, order_date DATE, unit INT", orders)}


def p8(rng):                                                        # Delete Duplicate Emails
    return {"Person": ("id INT, email STRING", [(i, rng.choice(["a@b.com", "c@d.com", "e@f.com"])) for i in range(1, 8)])}


def p9(rng):                                                        # Employees Whose Manager Left the Company
    return {"Employees": ("employee_id INT, name STRING, manager_id INT, salary INT",
                          [(i, NAMES[i], None if i <= 2 else rng.choice([1, 2, 17, 19]), rng.randint(10, 60) * 1000)
                           for i in range(1, 13)])}


def p10(rng):                                                       # Percentage of Users Attended a Contest
    users = [(i, NAMES[i]) for i in range(1, 7)]
    return {"Users": ("user_id INT, user_name STRING", users),
            "Register": ("contest_id INT, user_id INT",
                         sorted({(rng.choice([208, 209, 210, 215]), rng.randint(1, 6)) for _ in range(16)}))}


def p11(rng):                                                       # Managers with at Least 5 Direct Reports
    return {"Employee": ("id INT, name STRING, department STRING, managerId INT",
                         [(i, NAMES[i], rng.choice("AB"), None if i == 1 else (1 if i <= 7 else rng.randint(2, 4)))
                          for i in range(1, 13)])}


def p12(rng):                                                       # Primary Department for Each Employee
    rows = []
    for e in range(1, 7):
        depts = rng.sample([1, 2, 3, 4], rng.randint(1, 3))
        rows += [(e, d, "N") for d in depts] if len(depts) == 1 else [(e, d, "Y" if k == 0 else "N")
                                                                        for k, d in enumerate(depts)]
    return {"Employee": ("employee_id INT, department_id INT, primary_flag STRING", rows)}


def p13(rng):                                                       # Count Salary Categories
    return {"Accounts": ("account_id INT, income INT", [(i, rng.randint(5, 90) * 1000) for i in range(1, 13)])}


def p14(rng):                                                       # Queries Quality and Percentage
    return {"Queries": ("query_name STRING, result STRING, position INT, rating INT",
                        [(rng.choice(["Dog", "Cat", "Bird"]), rng.choice(["Golden Retriever", "Siamese", "Sparrow"]),
                          rng.randint(1, 500), rng.randint(1, 5)) for _ in range(12)])}


def p15(rng):                                                       # Exchange Seats
    return {"Seat": ("id INT, student STRING", [(i, NAMES[i]) for i in range(1, 8)])}


def p16(rng):                                                       # Confirmation Rate
    signups = [(u, datetime(2020, 3, 21, 10) + timedelta(hours=u)) for u in (3, 7, 2, 6)]
    confs = [(rng.choice([3, 7, 2]), datetime(2021, 1, 6, 3) + timedelta(minutes=k),
              rng.choice(["confirmed", "timeout"])) for k in range(8)]
    return {"Signups": ("user_id INT, time_stamp TIMESTAMP", signups),
            "Confirmations": ("user_id INT, time_stamp TIMESTAMP, action STRING", confs)}


def p17(rng):                                                       # Histogram of Tweets (DataLemur)
    return {"tweets": ("tweet_id INT, user_id INT, msg STRING, tweet_date TIMESTAMP",
                       [(t, rng.randint(111, 116), "msg", datetime(rng.choice([2021, 2022, 2022]), rng.randint(1, 12),
                                                                      rng.randint(1, 28), 12)) for t in range(1, 17)])}


def p18(rng):                                                       # Laptop vs. Mobile Viewership (DataLemur)
    return {"viewership": ("user_id INT, device_type STRING, view_time TIMESTAMP",
                           [(rng.randint(120, 140), rng.choice(["laptop", "tablet", "phone"]),
                             datetime(2022, 1, rng.randint(1, 28), 12)) for _ in range(12)])}


def p19(rng):                                                       # Duplicate Job Listings (DataLemur)
    jobs = [("Business Analyst", "analyses data"), ("Data Analyst", "interprets data"), ("Data Engineer", "builds pipes")]
    return {"job_listings": ("job_id INT, company_id INT, title STRING, description STRING",
                             [(j, rng.choice([827, 845, 244]), *rng.choice(jobs)) for j in range(1, 15)])}


def p20(rng):                                                       # Employees With Missing Information
    return {"Employees": ("employee_id INT, name STRING", [(i, NAMES[i]) for i in (1, 2, 4, 5, 7, 9)]),
            "Salaries": ("employee_id INT, salary INT", [(i, rng.randint(20, 90) * 1000) for i in (1, 3, 4, 6, 7, 8)])}


def p21(rng):                                                       # Odd and Even Transactions
    return {"transactions": ("transaction_id INT, amount INT, transaction_date DATE",
                             [(t, rng.randint(50, 300), _day(rng, date(2024, 7, 1), 3)) for t in range(1, 13)])}


def p22(rng):                                                       # Find Total Time Spent by Each Employee
    rows = set()
    for _ in range(12):
        start = rng.randint(1, 40)
        rows.add((rng.randint(1, 3), _day(rng, date(2020, 11, 28), 3), start, start + rng.randint(1, 30)))
    return {"Employees": ("emp_id INT, event_day DATE, in_time INT, out_time INT", sorted(rows))}


def p23(rng):                                                       # Market Analysis I
    users = [(u, _day(rng, date(2018, 1, 1), 600), rng.choice(["Lenovo", "Samsung", "LG"])) for u in range(1, 6)]
    orders = [(o, _day(rng, date(2018, 6, 1), 700), rng.randint(1, 4), rng.randint(1, 5), rng.randint(1, 5))
              for o in range(1, 13)]
    return {"Users": ("user_id INT, join_date DATE, favorite_brand STRING", users),
            "Orders": ("order_id INT, order_date DATE, item_id INT, buyer_id INT, seller_id INT", orders),
            "Items": ("item_id INT, item_brand STRING", [(1, "Samsung"), (2, "Lenovo"), (3, "LG"), (4, "HP")])}


def p24(rng):                                                       # Sales Person
    sales = [(i, NAMES[i], rng.randint(10, 90) * 1000, rng.randint(1, 25), _day(rng, date(2010, 1, 1), 3000))
             for i in range(1, 7)]
    company = [(1, "RED", "Boston"), (2, "ORANGE", "New York"), (3, "YELLOW", "Boston"), (4, "GREEN", "Austin")]
    orders = [(o, _day(rng, date(2014, 1, 1), 900), rng.randint(1, 4), rng.randint(1, 6), rng.randint(1, 9) * 1000)
              for o in range(1, 9)]
    return {"SalesPerson": ("sales_id INT, name STRING, salary INT, commission_rate INT, hire_date DATE", sales),
            "Company": ("com_id INT, name STRING, city STRING", company),
            "Orders": ("order_id INT, order_date DATE, com_id INT, sales_id INT, amount INT", orders)}


def p25(rng):                                                       # Sales Analysis III
    products = [(1, "S8", 1000), (2, "G4", 800), (3, "iPhone", 1400), (4, "Pixel", 900)]
    sales = [(rng.randint(1, 3), rng.randint(1, 4), rng.randint(1, 4), _day(rng, date(2018, 12, 1), 200),
              rng.randint(1, 3), rng.randint(8, 14) * 100) for _ in range(12)]
    return {"Product": ("product_id INT, product_name STRING, unit_price INT", products),
            "Sales": ("seller_id INT, product_id INT, buyer_id INT, sale_date DATE, quantity INT, price INT", sales)}


def p26(rng):                                                       # Department Top Three Salaries
    return {"Employee": ("id INT, name STRING, salary INT, departmentId INT",
                         [(i, NAMES[i], rng.choice([85, 80, 60, 90, 69, 70, 85]) * 1000, rng.randint(1, 2))
                          for i in range(1, 13)]),
            "Department": ("id INT, name STRING", [(1, "IT"), (2, "Sales")])}


def p27(rng):                                                       # The Number of Employees Which Report to Each Employee
    return {"Employees": ("employee_id INT, name STRING, reports_to INT, age INT",
                          [(i, NAMES[i], None if i <= 2 else rng.choice([1, 2, 3]), rng.randint(25, 60))
                           for i in range(1, 11)])}


# the names each file's PySpark part reads (global name -> table), as the file writes them
PYSPARK_NAMES: dict[int, dict[str, str]] = {
    1: {"visits_df": "Visits", "transactions_df": "Transactions"},
    2: {"weather_df": "Weather"},
    3: {"project_df": "Project", "employee_df": "Employee"},
    4: {"teacher_df": "Teacher"},
    5: {"df_customer": "Customer", "df_product": "Product"},
    6: {"activities_df": "Activities"},
    7: {"products_df": "Products", "orders_df": "Orders"},
    10: {"users_df": "Users", "register_df": "Register"},
    11: {"employee_df": "Employee"},
    12: {"Employee": "Employee"},
    13: {"Accounts": "Accounts"},
    14: {"Queries": "Queries"},
    15: {"df": "Seat"},
    16: {"signups_df": "Signups", "confirmations_df": "Confirmations"},
    17: {"tweets": "tweets"},
    18: {"viewership": "viewership"},
    19: {"job_listings": "job_listings"},
    20: {"employees": "Employees", "salaries": "Salaries"},
    21: {"transactions": "transactions"},
    23: {"users_df": "Users", "orders_df": "Orders"},
    24: {"sales_df": "SalesPerson", "orders_df": "Orders", "company_df": "Company"},
    25: {"sales_df": "Sales", "product_df": "Product"},
    26: {"employee": "Employee", "department": "Department"},
}


def number(path: str) -> int:
    return int(Path(path).name.split("_", 1)[0])


def tables(path: str) -> dict[str, tuple[str, list]]:
    n = number(path)
    return globals()[f"p{n}"](random.Random(1000 + n))


def main() -> None:
    files = sorted(REPO.glob("*.sql"), key=number)
    if len(files) != 27:
        raise SystemExit(f"lay out the repository first: python bench/real/lay_out.py --mirrors /work/.mirror {SLUG}")
    for f in files:
        t = tables(f.name)
        print(f"{f.name}: " + ", ".join(f"{k} {len(v[1])} rows" for k, v in t.items()))
        assert set(PYSPARK_NAMES.get(number(f.name), {}).values()) <= set(t)


if __name__ == "__main__":
    main()
