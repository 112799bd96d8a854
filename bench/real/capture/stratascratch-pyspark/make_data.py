"""Small stand-ins for the tables the StrataScratch platform predefines as DataFrames, in the schemas the chosen
solutions expect (the platform's columns; only the ones a solution reads are sure to matter), written once as
Parquet files (pyarrow, no Spark) under /tmp/codemap_sscap/data/<table>.parquet. Fixed seeds; every filter a chosen
solution applies keeps some rows, so no plan is cut short by an empty relation.

    .venv/bin/python bench/real/capture/stratascratch-pyspark/make_data.py
"""
from __future__ import annotations

import datetime as dt
import random
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

WORK = Path("/tmp/codemap_sscap")
DATA = WORK / "data"

T = {"int": pa.int64(), "double": pa.float64(), "string": pa.string(), "bool": pa.bool_(), "date": pa.date32(),
     "timestamp": pa.timestamp("us", tz="UTC")}


def d(y, m, day):
    return dt.date(y, m, day)


def ts(y, m, day, h=0, mi=0):
    return dt.datetime(y, m, day, h, mi, tzinfo=dt.timezone.utc)


def tables() -> dict[str, tuple[list[tuple[str, str]], list[tuple]]]:
    r = random.Random(7)
    out = {}
    hoods = ["Venice", "Hollywood", "Mission", "SoHo", "Chelsea", "Harlem"]
    cities = ["Los Angeles", "NYC", "SF"]
    out["airbnb_search_details"] = (
        [("id", "int"), ("price", "double"), ("property_type", "string"), ("room_type", "string"),
         ("amenities", "string"), ("accommodates", "int"), ("bathrooms", "int"), ("bed_type", "string"),
         ("cancellation_policy", "string"), ("cleaning_fee", "bool"), ("city", "string"),
         ("host_identity_verified", "string"), ("host_response_rate", "string"), ("host_since", "date"),
         ("neighbourhood", "string"), ("number_of_reviews", "int"), ("review_scores_rating", "double"),
         ("zipcode", "int"), ("bedrooms", "int"), ("beds", "int")],
        [(i, round(r.uniform(40, 400), 2), r.choice(["Apartment", "House"]), r.choice(["Entire home/apt", "Private room"]),
          r.choice(["{TV,Wireless Internet,Free parking on premises}", "{TV,Kitchen}", "{Street parking,Heating}"]),
          r.randint(1, 6), r.randint(1, 3), "Real Bed", r.choice(["flexible", "strict"]), r.random() < 0.5,
          cities[i % 3], "t", "100%", d(2015, 1 + i % 12, 1), hoods[i % 6], r.randint(0, 90), float(r.randint(60, 100)),
          90000 + i, r.randint(1, 3), r.randint(1, 4)) for i in range(1, 25)])
    out["rc_users"] = ([("user_id", "int"), ("status", "string"), ("company_id", "int")],
                       [(u, ["free", "paid"][u % 2], 1 + u % 3) for u in range(1, 11)])
    out["rc_calls"] = ([("user_id", "int"), ("date", "timestamp"), ("call_id", "int")],
                       [(1 + i % 10, ts(r.choice([2019, 2020, 2021]), r.choice([3, 4, 5]), r.randint(1, 28), r.randint(0, 23)),
                         1000 + i) for i in range(40)])
    out["flight_schedule"] = ([("flight_id", "int"), ("flight_duration", "int"), ("flight_date", "date")],
                              [(101, 240, d(2024, 1, 1)), (102, 120, d(2024, 1, 2)), (103, 300, d(2024, 1, 3))])
    out["entertainment_catalog"] = ([("movie_id", "int"), ("title", "string"), ("duration", "int")],
                                    [(i, f"Movie {i}", 80 + 20 * i) for i in range(1, 10)])
    names = ["Roxanne Cafe", "Golden Wok", "Sushi Bar", "Taco Town"]
    out["sf_restaurant_health_violations"] = (
        [("business_id", "int"), ("business_name", "string"), ("business_address", "string"),
         ("business_city", "string"), ("business_postal_code", "int"), ("business_phone_number", "string"),
         ("inspection_id", "string"), ("inspection_date", "date"), ("inspection_score", "double"),
         ("inspection_type", "string"), ("violation_id", "string"), ("violation_description", "string"),
         ("risk_category", "string")],
        [(100 + i % 4, names[i % 4], f"{i} Main St", "San Francisco", 94100 + i % 4,
          None if i % 5 == 0 else f"+1415555{i:04d}", f"I{i}", d(2015 + i % 4, 1 + i % 12, 10), float(r.randint(60, 100)),
          "Routine", f"V{i}", "Unclean", ["Low Risk", "Moderate Risk", "High Risk"][i % 3]) for i in range(30)])
    out["user_activity"] = (
        [("device_type", "string"), ("start_timestamp", "timestamp"), ("end_timestamp", "timestamp"), ("user_count", "int")],
        [(dev, ts(2024, 1, 1, h), ts(2024, 1, 1, h + 1), r.randint(10, 500)) for dev in ["mobile", "desktop", "tablet"]
         for h in range(0, 24, 4)])
    fac = ["STREET CHURROS", "GLASSELL COFFEE SHOP", "BAKERY CAFE", "TACO STAND", "SUSHI ONE"]
    out["los_angeles_restaurant_health_inspections"] = (
        [("serial_number", "string"), ("activity_date", "date"), ("facility_name", "string"), ("score", "int"),
         ("grade", "string"), ("service_code", "int"), ("service_description", "string"), ("employee_id", "string"),
         ("facility_address", "string"), ("facility_city", "string"), ("facility_id", "string"),
         ("facility_state", "string"), ("facility_zip", "string"), ("owner_id", "string"), ("owner_name", "string"),
         ("pe_description", "string"), ("program_element_pe", "int"), ("program_name", "string"),
         ("program_status", "string"), ("record_id", "string")],
        [(f"DA{i:05d}", d(2017, 1 + i % 6, 1 + i % 5), fac[i % 5], r.randint(80, 100), "ABC"[i % 3], 1,
          "ROUTINE INSPECTION", f"EE{i % 7}", f"{i} Sunset Blvd", "LOS ANGELES", f"FA{i % 9}", "CA",
          ["90049", "90034", "90045", "90001"][i % 4], f"OW{i % 6}", ["BAKERY", "GLASSELL COFFEE SHOP LLC", "JOHN DOE"][i % 3],
          ["Low Risk", "High Risk", "Moderate Risk"][i % 3], 1630 + i % 3, ["Routine", "Owner"][i % 2],
          ["ACTIVE", "INACTIVE"][i % 2], f"PR{i % 20}") for i in range(40)])
    out["ms_employee_salary"] = (
        [("id", "int"), ("first_name", "string"), ("last_name", "string"), ("salary", "int"), ("department_id", "int")],
        [(1 + i % 8, f"First{1 + i % 8}", f"Last{1 + i % 8}", r.randint(40, 120) * 1000, 1 + i % 3) for i in range(20)])
    out["airbnb_reviews"] = (
        [("from_user", "int"), ("to_user", "int"), ("from_type", "string"), ("to_type", "string"), ("review_score", "int")],
        [(i, 50 + i, t, "host" if t == "guest" else "guest", r.randint(0, 10))
         for i, t in enumerate(["guest", "host"] * 8)])
    out["facebook_employees"] = (
        [("id", "int"), ("location", "string"), ("age", "int"), ("gender", "string"), ("is_senior", "bool")],
        [(i, ["USA", "India", "UK", "Switzerland"][i % 4], 20 + i, "MF"[i % 2], i % 3 == 0) for i in range(12)])
    out["facebook_hack_survey"] = (
        [("employee_id", "int"), ("age", "int"), ("gender", "string"), ("popularity", "int")],
        [(i, 20 + i, "MF"[i % 2], r.randint(0, 10)) for i in range(0, 12, 1) if i != 5])
    out["facebook_reactions"] = (
        [("poster", "int"), ("friend", "int"), ("reaction", "string"), ("date_day", "int"), ("post_id", "int")],
        [(1 + i % 3, 10 + i, ["like", "heart", "laugh"][i % 3], 1 + i % 5, i % 6) for i in range(18)])
    out["facebook_posts"] = (
        [("post_id", "int"), ("poster", "int"), ("post_text", "string"), ("post_keywords", "string"), ("post_date", "date")],
        [(p, 1 + p % 3, f"text {p}", "[spark]", d(2019, 1, 1 + p)) for p in range(8)])
    out["wfm_products"] = (
        [("product_id", "int"), ("product_description", "string"), ("product_brand", "string"),
         ("product_category", "int"), ("product_class", "string")],
        [(p, f"product {p}", f"brand {p % 3}", p % 3, "FRUIT") for p in range(1, 9)])
    out["wfm_transactions"] = (
        [("customer_id", "int"), ("store_id", "int"), ("transaction_date", "date"), ("transaction_id", "int"),
         ("product_id", "int"), ("sales", "double")],
        [(r.randint(1, 9), r.randint(1, 4), d(2016 + i % 3, 1 + i % 12, 5), 500 + i // 2, 1 + i % 8,
          round(r.uniform(1, 30), 2)) for i in range(40)])
    out["loans"] = ([("id", "int"), ("user_id", "int"), ("created_at", "date"), ("status", "string"), ("type", "string")],
                    [(i, 100 + i % 5, d(2017, 1 + i % 12, 1), "open", ["Refinance", "InSchool"][i % 2]) for i in range(1, 15)])
    out["submissions"] = (
        [("id", "int"), ("balance", "double"), ("interest_rate", "double"), ("rate_type", "string"), ("loan_id", "int")],
        [(i, float(r.randint(1000, 9000)), 0.05, ["fixed", "variable"][i % 2], 1 + i % 14) for i in range(1, 25)])
    out["db_dept"] = ([("id", "int"), ("department", "string")],
                      [(1, "engineering"), (2, "human resource"), (3, "operation"), (4, "marketing")])
    out["db_employee"] = (
        [("id", "int"), ("first_name", "string"), ("last_name", "string"), ("salary", "int"), ("department_id", "int")],
        [(i, f"F{i}", f"L{i}", r.randint(20, 50) * 1000, 1 + i % 4) for i in range(1, 21)])
    out["amazon_shipment"] = (
        [("shipment_id", "int"), ("sub_id", "int"), ("weight", "int"), ("shipment_date", "date")],
        [(300 + i % 7, i, r.randint(1, 20), d(2021, 8, 1 + i)) for i in range(20)])
    out["sales_data"] = (
        [("seller_id", "string"), ("total_sales", "double"), ("product_category", "string"),
         ("market_place", "string"), ("sales_date", "date")],
        [(f"s{i % 9}", round(r.uniform(100, 900), 2), ["Books", "Toys", "Garden"][i % 3], ["us", "uk"][i % 2],
          d(2024, 1 + i % 2, 1 + i % 28)) for i in range(30)])
    out["user_profiles"] = ([("user_id", "int"), ("name", "string"), ("signup_date", "date")],
                            [(u, f"user{u}", d(2023, 1, u)) for u in range(1, 10)])
    out["activity_log"] = (
        [("activity_id", "int"), ("user_id", "int"), ("activity_type", "string"), ("activity_date", "date")],
        [(i, 1 + i % 7, ["login", "post", "comment"][i % 3], d(2023, 2, 1 + i)) for i in range(20)])
    out["sf_events"] = (
        [("date", "date"), ("account_id", "string"), ("user_id", "string")],
        [(r.choice([d(2020, 12, r.randint(1, 31)), d(2021, 1, r.randint(1, 31)), d(2021, 2, 3)]),
          f"A{i % 4}", f"U{r.randint(1, 12)}") for i in range(40)])
    out["twitch_sessions"] = (
        [("user_id", "int"), ("session_start", "timestamp"), ("session_end", "timestamp"), ("session_id", "int"),
         ("session_type", "string")],
        [(i % 8, ts(2020, 8, 1 + i, 10), ts(2020, 8, 1 + i, 11, 30), 700 + i, ["viewer", "streamer"][i % 3 == 0])
         for i in range(24)])
    return out


def write_inputs() -> None:
    DATA.mkdir(parents=True, exist_ok=True)
    for name, (cols, rows) in tables().items():
        schema = pa.schema([(c, T[t]) for c, t in cols])
        table = pa.Table.from_pylist([dict(zip((c for c, _ in cols), row)) for row in rows], schema=schema)
        pq.write_table(table, DATA / f"{name}.parquet")


if __name__ == "__main__":
    write_inputs()
    print("\n".join(sorted(p.name for p in DATA.iterdir())))
