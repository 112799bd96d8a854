"""The inputs of the tq_* runs: small tables in the schema each question's file gives (its `CREATE TABLE` comment, or,
where the file has none, the columns its query names), with fixed seeds. The repository holds no data: each
`Questions/QN-....sql` file names its tables and the query reads them by name, so our driver (run_sql.py) registers
each as a temp view under that name (Spark's names are case-insensitive: `Orders`, `orders`). The same table name has
other columns in other questions (Orders in Q6, Q8, Q9, Q11, Q19, Q27, Q51-Q53 ...), so the tables are per question.
`tables("Q11")` gives {table name: (DDL schema, rows)}.

    .venv/bin/python bench/real/capture/tarunadhit-sql/make_data.py      # checks the repository, prints sizes
"""
from __future__ import annotations

import random
import shutil
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "tarunadhit__sql-pyspark"
REPO = HERE.parents[1] / "repos" / SLUG
WORK = Path("/tmp/codemap_tqcap")

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj"]
CITIES = ["New York", "Chicago", "Boston", "Seattle", "Denver", "Austin", "Miami"]


def _day(rng, start: date, days: int) -> date:
    return start + timedelta(days=rng.randint(0, days))


def _money(rng, lo, hi) -> Decimal:
    return Decimal(rng.randint(lo * 100, hi * 100)) / 100


def q1(rng):
    rows = [(1, "Boss", 200000, None)] + [(i, f"{NAMES[i % 12]} {i}", rng.randint(40, 160) * 1000,
                                           rng.randint(1, max(1, i // 3))) for i in range(2, 25)]
    return {"employees": ("employee_id INT, name STRING, salary INT, manager_id INT", rows)}


def q2(rng):
    return {"Employee": ("Id INT, Email STRING",
                         [(i, f"{rng.choice('abcdefgh')}@example.com") for i in range(1, 21)])}


def q5(rng):
    return {"Movies": ("movie_id INT, title STRING, rating DOUBLE",
                       [(i, f"Movie {i}", rng.choice([7.5, 7.9, 8.6, 9.0])) for i in range(1, 16)])}


def q6(rng):
    pizzas = ["Margherita", "Pepperoni", "Veggie", "Hawaiian"]
    return {"Orders": ("order_id INT, order_date DATE, pizza_name STRING",
                       [(i, _day(rng, date(2025, 8, 1), 2), rng.choice(pizzas)) for i in range(1, 61)])}


def orders_amount(rng, n=40, amount="TotalAmount"):
    return {"Orders": (f"OrderID INT, CustomerID INT, OrderDate DATE, {amount} DECIMAL(10,2)",
                       [(i, rng.randint(101, 108), _day(rng, date(2023, 10, 1), 450), _money(rng, 20, 600))
                        for i in range(1, n + 1)])}


def q8(rng):
    return {"Orders": ("OrderID INT, OrderDate DATE, TotalAmount DECIMAL(10,2)",
                       [(i, _day(rng, date(2023, 11, 1), 420), _money(rng, 20, 600)) for i in range(1, 41)])}


def q9(rng):
    return {"Customers": ("CustomerID INT, Name STRING", [(i, NAMES[i % 12]) for i in range(1, 13)]),
            "Orders": ("OrderID INT, CustomerID INT", [(100 + i, rng.randint(1, 9)) for i in range(1, 21)])}


def q10(rng):
    reasons = ["Damaged item", "Wrong size", "Defective", "Not as expected", "Color mismatch"]
    return {"Returns": ("ReturnID INT, OrderID INT, ProductID INT, ReturnReason STRING",
                        [(i, 100 + i, rng.randint(1, 8), rng.choice(reasons)) for i in range(1, 31)])}


def students(rng, n=10):
    return ("StudentID INT, Name STRING", [(i, f"{NAMES[i % 12]} {i}") for i in range(1, n + 1)])


def enrollments(rng, n=30):
    return ("EnrollmentID INT, StudentID INT, CourseID INT",
            [(100 + i, rng.randint(1, 10), rng.randint(1, 6)) for i in range(1, n + 1)])


def courses(rng, teacher=False):
    subjects = ["Math", "Science", "Literature", "History", "Art", "Music"]
    if teacher:
        return ("CourseID INT, CourseName STRING, TeacherID INT",
                [(i, subjects[i - 1], rng.randint(1, 3)) for i in range(1, 7)])
    return ("CourseID INT, CourseName STRING", [(i, subjects[i - 1]) for i in range(1, 7)])


def grades(rng, dated=False, n=30):
    if dated:
        return ("GradeID INT, StudentID INT, CourseID INT, Grade DECIMAL(5,2), GradeDate DATE",
                [(200 + i, rng.randint(1, 10), rng.randint(1, 6), _money(rng, 50, 100),
                  _day(rng, date(2023, 9, 1), 400)) for i in range(1, n + 1)])
    return ("GradeID INT, StudentID INT, CourseID INT, Grade DECIMAL(5,2)",
            [(200 + i, rng.randint(1, 10), rng.randint(1, 6), _money(rng, 50, 100)) for i in range(1, n + 1)])


def q13(rng):
    return {"Students": students(rng), "Enrollments": enrollments(rng)}


def q14(rng):
    return {"Courses": courses(rng), "Grades": grades(rng, dated=True)}


def q15(rng):
    return {"Students": students(rng), "Enrollments": enrollments(rng, 20), "Grades": grades(rng, n=12)}


def q17(rng):
    return {"Teachers": ("TeacherID INT, TeacherName STRING",
                         [(1, "Mr. Smith"), (2, "Ms. Johnson"), (3, "Mrs. Lee")]),
            "Courses": courses(rng, teacher=True), "Grades": grades(rng)}


def q19(rng):
    statuses = ["Delivered", "Pending", "Shipped", "Cancelled"]
    return {"Orders": ("OrderID INT, ProductID INT, Status STRING",
                       [(i, rng.randint(1, 8), rng.choice(statuses)) for i in range(1, 31)]),
            "Products": ("ProductID INT, ProductName STRING", [(i, f"Product {i}") for i in range(1, 9)])}


def q21(rng):
    return {"Products": ("ProductID INT, ProductName STRING, Price DECIMAL(10,2)",
                         [(i, f"Product {i}", _money(rng, 5, 900)) for i in range(1, 21)])}


def q22(rng):
    return {"Students": ("StudentID INT, StudentName STRING, ClassID INT, Marks INT",
                         [(i, f"{NAMES[i % 12]} {i}", rng.randint(1, 4), rng.randint(30, 100)) for i in range(1, 31)])}


def q23(rng):
    return {"Customers": ("CustomerID INT, CustomerName STRING", [(i, f"{NAMES[i % 12]} {i}") for i in range(1, 11)]),
            "Transactions": ("TransactionID INT, CustomerID INT, Amount DECIMAL(10,2)",
                             [(i, rng.randint(1, 10), _money(rng, 10, 900)) for i in range(1, 41)])}


def q24(rng):
    return {"Users": ("UserID INT, UserName STRING", [(i, f"user_{NAMES[i % 12].lower()}") for i in range(1, 11)]),
            "Posts": ("PostID INT, UserID INT, Content STRING",
                      [(i, rng.randint(1, 10), f"post {i}") for i in range(1, 41)])}


def employees_dept(rng):
    return {"Employees": ("EmployeeID INT, EmployeeName STRING, DepartmentID INT, Salary DECIMAL(10,2)",
                          [(i, f"{NAMES[i % 12]} {i}", rng.randint(1, 4), Decimal(rng.randint(30, 120) * 1000))
                           for i in range(1, 31)])}


def q26(rng):
    return {"Sales": ("SaleID INT, SaleDate DATE, Amount DECIMAL(10,2)",
                      [(i, _day(rng, date(2023, 11, 1), 420), _money(rng, 10, 500)) for i in range(1, 41)])}


def daily_sales(rng):
    return {"DailySales": ("SaleDate DATE, Amount DECIMAL(10,2)",
                           [(date(2024, 1, 1) + timedelta(days=i), _money(rng, 50, 300)) for i in range(20)])}


def q31(rng):
    return {"Sales": ("CustomerID INT, SaleDate DATE, Amount DECIMAL(10,2)",
                      [(rng.randint(1, 5), _day(rng, date(2024, 1, 1), 60), _money(rng, 50, 400)) for _ in range(30)])}


def cities(rng):
    return {"Customers": ("CustomerID INT, CustomerName STRING, City STRING",
                          [(i, NAMES[i % 12], rng.choice(CITIES)) for i in range(1, 13)]),
            "Suppliers": ("SupplierID INT, SupplierName STRING, City STRING",
                          [(100 + i, f"Supplier {i}", rng.choice(CITIES[:4])) for i in range(1, 9)])}


def q51(rng):
    return {"Orders": ("OrderID INT, OrderDate DATE, Amount DECIMAL(10,2)",
                       [(i, _day(rng, date(2024, 1, 1), 300), _money(rng, 10, 500)) for i in range(1, 21)])}


def q52(rng):
    rows = []
    for i in range(1, 21):
        d = _day(rng, date(2024, 1, 1), 300)
        rows.append((i, d, d + timedelta(days=rng.randint(1, 9))))
    return {"Orders": ("OrderID INT, OrderDate DATE, DeliveryDate DATE", rows)}


def q53(rng):
    return {"Orders": ("OrderID INT, OrderDate DATE", [(i, _day(rng, date(2024, 1, 1), 300)) for i in range(1, 21)])}


def q56(rng):
    return {"Orders": ("OrderID INT, CustomerName STRING, OrderDate DATE",
                       [(i, NAMES[i % 12], _day(rng, date(2024, 1, 1), 300)) for i in range(1, 21)])}


def q71(rng):
    return {"Students": ("StudentID INT, StudentName STRING, Class STRING, Marks INT",
                         [(i, f"{NAMES[i % 12]} {i}", rng.choice(["10A", "10B", "10C"]), rng.randint(30, 100))
                          for i in range(1, 31)])}


def q73(rng):
    return {"Products": ("ProductID INT, ProductName STRING, Category STRING, SalesAmount DECIMAL(10,2)",
                         [(i, f"Product {i}", rng.choice(["Electronics", "Clothing", "Books"]), _money(rng, 100, 9000))
                          for i in range(1, 21)])}


def q74(rng):
    return {"Customers": ("CustomerID INT, CustomerName STRING, Email STRING",
                          [(i, f"{NAMES[i % 12]} {i}", f"{rng.choice('abcdefghij')}@mail.com") for i in range(1, 21)])}


def q75(rng):
    return {"Sales": ("SaleID INT, ProductName STRING, Quantity INT, PricePerUnit DECIMAL(10,2)",
                      [(i, f"Product {rng.randint(1, 8)}", rng.randint(1, 10), _money(rng, 5, 200))
                       for i in range(1, 41)])}


MAKERS = {
    "Q1": q1, "Q2": q2, "Q4": lambda r: {"countries": ("country_name STRING, population BIGINT, area DOUBLE",
                                                       [(f"Country {i}", r.randint(1, 900) * 10 ** 5,
                                                         float(r.randint(700, 900000))) for i in range(1, 16)])},
    "Q5": q5, "Q6": q6, "Q7": lambda r: {"Customers": cities(r)["Customers"]}, "Q8": q8, "Q9": q9, "Q10": q10,
    "Q11": orders_amount, "Q12": orders_amount, "Q13": q13, "Q14": q14, "Q15": q15, "Q17": q17,
    "Q18": q13, "Q19": q19, "Q21": q21, "Q22": q22, "Q23": q23, "Q24": q24, "Q25": employees_dept, "Q26": q26,
    "Q27": lambda r: orders_amount(r, 30, "Amount"), "Q28": employees_dept, "Q29": daily_sales, "Q30": daily_sales,
    "Q31": q31, "Q46": cities, "Q47": cities, "Q48": cities, "Q49": cities, "Q50": cities, "Q51": q51, "Q52": q52,
    "Q53": q53, "Q56": q56, "Q71": q71, "Q73": q73, "Q74": q74, "Q75": q75,
}


def question(path: str) -> str:
    """`Questions/Q19.Find ...sql` -> `Q19`."""
    name = Path(path).name
    return "Q" + name[1:].split("-")[0].split(".")[0].strip()


def tables(q: str) -> dict:
    return MAKERS[q](random.Random(int(q[1:])))


def check() -> Path:
    if not (REPO / "Questions").is_dir():
        raise SystemExit(f"{REPO} is not laid out: python bench/real/lay_out.py --mirrors /work/.mirror {SLUG}")
    return REPO


def scratch_copy(dest: Path) -> Path:
    """A fresh copy of the laid-out repository (the runs start from its root; the repository is never written)."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(check(), dest)
    return dest


if __name__ == "__main__":
    check()
    for q in MAKERS:
        print(q, {t: len(rows) for t, (_, rows) in tables(q).items()})
