"""The inputs of the gw_* runs: small tables in each problem's schema, as its problem statement (`problem_statement/
*.md`) gives it, with fixed seeds. The repository holds no data: every problem names its tables and columns in the
markdown, and its solutions read them (the PySpark one as `etl(...)` parameters, the SQL and dbt ones by table
name). `tables(exercise)` gives {table name: (DDL schema, rows)}; `PARAMS` says which table each `etl` parameter
of the PySpark solution is (by the parameter's name, as the markdown pairs them).

    .venv/bin/python bench/real/capture/greenwichg-scenarios/make_data.py      # checks the repository, prints sizes
"""
from __future__ import annotations

import random
import shutil
from datetime import date, datetime, timedelta
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "greenwichg__pyspark_problem_scenarios"
REPO = HERE.parents[1] / "repos" / SLUG
WORK = Path("/tmp/codemap_gwcap")
EX = "easy_level/exercises"

CITIES = ["San Francisco", "Boston", "Denver", "Miami", "Seattle", "Austin"]
NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj"]


def _day(rng, start: date, days: int) -> date:
    return start + timedelta(days=rng.randint(0, days))


def _ts(rng, start: datetime, days: int) -> datetime:
    return start + timedelta(minutes=rng.randint(0, days * 24 * 60))


def t04(rng):
    customers = [(i, NAMES[i % 12], rng.choice(["NY", "CA", "TX", "WA"]), rng.randint(1, 60),
                  rng.choice(["doctor", "lawyer", "engineer", "teacher"])) for i in range(1, 13)]
    calls = [(i, rng.randint(1, 15), str(_day(rng, date(2022, 1, 1), 9)), rng.randint(10, 900)) for i in range(1, 61)]
    return {"cc_calls": ("call_id INT, cust_id INT, date STRING, duration INT", calls),
            "cc_customer": ("cust_id INT, name STRING, state STRING, tenure INT, occupation STRING", customers)}


def t05(rng):
    papers = [(f"P{i}", f"Paper {i} on learning", 2015 + i % 8) for i in range(1, 9)]
    authors = [(f"P{rng.randint(1, 10)}", f"A{i}", f"{NAMES[i % 12]} {i}") for i in range(1, 31)]
    return {"ai_research_papers": ("paper_id STRING, title STRING, year INT", papers),
            "ai_author": ("paper_id STRING, author_id STRING, name STRING", authors)}


def t06(rng):
    def rows(lo, hi):
        return [(i, NAMES[i % 12], f"Last{i}", rng.randint(18, 80), rng.choice(["auto", "home", "life", "health"]))
                for i in range(lo, hi)]
    ddl = "customer_id INT, first_name STRING, last_name STRING, age INT, policy_type STRING"
    return {"ic_data_1": (ddl, rows(1, 21)), "ic_data_2": (ddl, rows(21, 41))}


def t07(rng):
    emps = [(i, NAMES[i % 12], rng.randint(22, 60), rng.choice(["Software Engineer", "Data Analyst", "Product Manager"]))
            for i in range(1, 21)]
    pay = [(i, float(rng.choice([30, 38, 40, 41.5, 45, 50])), float(rng.choice([25, 28, 30, 35]))) for i in range(1, 23)]
    return {"rp_employees": ("employee_id INT, name STRING, age INT, position STRING", emps),
            "rp_payroll": ("employee_id INT, hours_worked FLOAT, hourly_rate FLOAT", pay)}


def t08(rng):
    mines = [(i, f"Mine {i}", rng.choice(CITIES)) for i in range(1, 9)]
    ext = [(rng.randint(1, 9), _day(rng, date(2023, 1, 1), 90), rng.choice(["gold", "silver", "copper", "lithium"]),
            rng.randint(1, 500)) for _ in range(60)]
    return {"mc_mines": ("id INT, name STRING, location STRING", mines),
            "mc_extraction": ("mine_id INT, date DATE, mineral STRING, quantity INT", ext)}


def t10(rng):
    mats = [(i, f"Material {i}", rng.choice(["metal", "polymer", "ceramic"])) for i in range(1, 9)]
    exps = [(i, rng.randint(1, 11), str(_day(rng, date(2023, 3, 1), 60)), round(rng.uniform(0, 100), 2))
            for i in range(1, 25)]
    return {"me_experiments": ("experiment_id INT, material_id INT, experiment_date STRING, experiment_results FLOAT",
                               exps),
            "me_materials": ("material_id INT, material_name STRING, material_type STRING", mats)}


def t14(rng):
    skills = ["Python", "Tableau", "PostgreSQL", "Excel", "R"]
    rows = [(c, s) for c in range(1, 16) for s in skills if rng.random() < 0.6]
    return {"csm_candidate_skills": ("candidate_id INT, skill STRING", rows)}


def t16(rng):
    pages = [(i, f"Page {i}") for i in range(1, 21)]
    likes = [(rng.randint(1, 50), rng.randint(1, 14), _ts(rng, datetime(2022, 4, 1), 60)) for _ in range(40)]
    return {"nlp_pages": ("page_id INT, page_name STRING", pages),
            "nlp_page_likes": ("user_id INT, page_id INT, liked_date TIMESTAMP", likes)}


def t18(rng):
    rows = []
    for i in range(1, 61):
        ts = _ts(rng, datetime(2022, 5, 1), 150)
        rows.append((i, rng.randint(1, 30), ts, rng.choice([50001, 69852, 12345]), rng.randint(1, 5), ts.month))
    return {"mr_reviews": ("review_id INT, user_id INT, submit_date TIMESTAMP, product_id INT, stars INT, month INT",
                           rows)}


def t22(rng):
    titles = [("Data Engineer", "Build pipelines"), ("Analyst", "Dashboards"), ("ML Engineer", "Train models")]
    rows = []
    for i in range(1, 41):
        t, d = rng.choice(titles)
        rows.append((i, rng.randint(1, 10), t, d))
    return {"rjp_listings": ("job_id INT, company_id INT, title STRING, description STRING", rows)}


def t23(rng):
    users = [(i, rng.choice(CITIES), f"user{i}@example.com", _ts(rng, datetime(2021, 1, 1), 300)) for i in range(1, 16)]
    trades = [(100000 + i, rng.randint(1, 15), rng.randint(1, 20), rng.choice(["Completed", "Cancelled"]),
               _ts(rng, datetime(2022, 1, 1), 200), round(rng.uniform(5, 500), 2)) for i in range(1, 61)]
    return {"tr_trades": ("order_id INT, user_id INT, quantity INT, status STRING, date TIMESTAMP, price FLOAT", trades),
            "tr_users": ("user_id INT, city STRING, email STRING, signup_date TIMESTAMP", users)}


def t24(rng):
    rows = [(i, f"{NAMES[i % 12]} {i}", rng.randint(15, 140) * 100, rng.randint(1, 3), None if i <= 4 else rng.randint(1, 4))
            for i in range(1, 25)]
    return {"hea_employee": ("employee_id INT, name STRING, salary INT, department_id INT, manager_id INT", rows)}


def t25(rng):
    rows = [(f"u{i}", rng.choice(["free", "premium"]), rng.randint(1, 10), _day(rng, date(2024, 1, 1), 9))
            for i in range(1, 61)]
    return {"adtc_customer": ("user_id STRING, user_type STRING, downloads INT, cdate DATE", rows)}


def t29(rng):
    emps = [(i, f"Employee {i}", rng.choice(["Male", "Female"])) for i in range(1, 21)]
    queries = [(rng.randint(1, 20), 10000 + i, _ts(rng, datetime(2023, 6, 1), 150), rng.randint(10, 3000))
               for i in range(1, 61)]
    return {"qd_queries": ("employee_id INT, query_id INT, query_starttime TIMESTAMP, execution_time INT", queries),
            "qd_employees": ("employee_id INT, full_name STRING, gender STRING", emps)}


def t31(rng):
    makers = ["Biogen", "Eli Lilly", "AstraZeneca", "Pfizer"]
    rows = []
    for i in range(1, 31):
        sales = Decimal(rng.randint(100000_00, 3000000_00)) / 100
        rows.append((i, rng.randint(1000, 150000), sales, (sales * Decimal(rng.uniform(0.6, 1.1))).quantize(Decimal("0.01")),
                     rng.choice(makers), f"Drug {i}"))
    return {"tms_pharma_in": ("product_id INT, units_sold INT, total_sales DECIMAL(12,2), cogs DECIMAL(12,2), "
                              "manufacturer STRING, drug STRING", rows)}


# exercise folder -> (generator, seed)
MAKERS = {"04_exercise": (t04, 4), "05_exercise": (t05, 5), "06_exercise": (t06, 6), "07_exercise": (t07, 7),
          "08_exercise": (t08, 8), "10_exercise": (t10, 10), "14_exercise": (t14, 14), "16_exercise": (t16, 16),
          "18_exercise": (t18, 18), "22_exercise": (t22, 22), "23_exercise": (t23, 23), "24_exercise": (t24, 24),
          "25_exercise": (t25, 25), "29_exercise": (t29, 29), "31_exercise": (t31, 31)}
# the PySpark solution's etl parameters -> table, as each problem statement pairs them
PARAMS = {"04_exercise": {"calls_df": "cc_calls", "customers_df": "cc_customer"},
          "05_exercise": {"authors": "ai_author", "research_papers": "ai_research_papers"},
          "06_exercise": {"ic_data_1": "ic_data_1", "ic_data_2": "ic_data_2"},
          "07_exercise": {"rp_employees": "rp_employees", "rp_payroll": "rp_payroll"},
          "08_exercise": {"mc_extraction": "mc_extraction", "mc_mines": "mc_mines"},
          "10_exercise": {"df_experiments": "me_experiments", "df_materials": "me_materials"},
          "14_exercise": {"csm_candidate_skills": "csm_candidate_skills"},
          "18_exercise": {"input_df": "mr_reviews"},
          "23_exercise": {"tr_trades": "tr_trades", "tr_users": "tr_users"},
          "25_exercise": {"adtc_customer": "adtc_customer"},
          "31_exercise": {"tms_pharma_in": "tms_pharma_in"}}


def tables(exercise: str) -> dict:
    make, seed = MAKERS[exercise]
    return make(random.Random(seed))


def check() -> Path:
    if not (REPO / EX / "04_exercise" / "solutions" / "pyspark_solution.py").is_file():
        raise SystemExit(f"{SLUG}: not laid out; see ../../repos/{SLUG}.source.md")
    return REPO


def scratch_copy(dest: Path) -> Path:
    """A fresh copy of the laid-out repository to run from (the copy the mapper indexes is never written to)."""
    check()
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(REPO, dest)
    return dest


if __name__ == "__main__":
    check()
    for ex in MAKERS:
        print(ex, {t: len(rows) for t, (_, rows) in tables(ex).items()})
