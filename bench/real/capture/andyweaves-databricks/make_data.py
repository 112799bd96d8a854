"""Generated stand-ins (seed 34) for the tables andyweaves/databricks-notebooks' notebooks read and this machine lacks,
made as managed parquet tables of the run's session catalog before the first notebook runs (awdriver.py calls
`create_tables`):

- `access.audit`, read as `system.access.audit` through the `system` catalog stand-in: Databricks' audit log system
  table, with the columns the queries use (event_time/event_date within the last week, workspace_id, source IPs
  public (inside and outside the stand-in IP access lists)/private/loopback, user_identity, user_agent, service_name, action_name, request_params as a map,
  response as a struct, audit_level, account_id), 72 rows: IP access denials, Databricks staff logins
  (`databricksAccess`), workspace login-expiry edits, Delta Sharing IP denials, 401 logins, 403s, getSecret calls and
  ordinary requests, so every query of the notebooks finds rows (adaptive execution would otherwise replace an empty
  side by an empty relation);
- `default.audit_logs`: the materialized view that `security_genie/etl.sql` defines over the audit table (a Delta Live
  Tables statement this Spark cannot run), the same rows and the view's columns;
- `default.security_checks` and `default.security_best_practices`: the Security Analysis Tool's output tables that
  `security_genie/example_sql_queries.sql` reads through `IDENTIFIER(:catalog || '.' || :schema || '.<table>')`
  (`main.default.*` with the widgets' defaults), 12 checks over 3 workspaces.
"""
from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone

AUDIT_SCHEMA = ("event_time timestamp, event_date date, account_id string, workspace_id string, audit_level string, "
                "source_ip_address string, user_identity struct<email:string,subject_name:string>, user_agent string, "
                "service_name string, action_name string, request_params map<string,string>, "
                "response struct<status_code:int,error_message:string,result:string>")
CHECKS_SCHEMA = "id int, workspaceid string, score int, additional_details map<string,string>"
PRACTICES_SCHEMA = ("id int, check_id string, category string, check string, severity string, recommendation string, "
                    "doc_url string, logic string, api string")

USERS = ["ana@example.com", "ben@example.com", "chen@example.com", "dev@example.com"]
IPS = ["203.0.113.7", "198.51.100.23", "192.168.1.10", "10.0.0.5", "172.16.4.2", "127.0.0.1", "0.0.0.0", "",
       "100.64.3.9", "8.8.4.4"]
WORKSPACES = ["1001", "1002", "1003"]


def audit_rows(now: datetime) -> list[tuple]:
    rnd = random.Random(34)
    rows = []

    def add(action, service, status, params=None, error=None, ip=None, email=None, days=None):
        t = now - timedelta(days=rnd.randint(0, 5) if days is None else days, minutes=rnd.randint(0, 1400))
        user = rnd.choice(USERS) if email is None else email
        rows.append((t, t.date(), "acc-1", rnd.choice(WORKSPACES), rnd.choice(["ACCOUNT_LEVEL", "WORKSPACE_LEVEL"]),
                     rnd.choice(IPS[:5]) if ip is None else ip, (user, None), rnd.choice(["curl/8.0", "Mozilla/5.0",
                     "databricks-sdk-py/0.20"]), service, action, dict(params or {}, user=user),
                     (status, error, None)))

    for _ in range(8):
        add(rnd.choice(["IpAccessDenied", "accountIpAclsValidationFailed"]), "accounts", 403, error="IP denied")
    for _ in range(4):
        add("databricksAccess", "databricks", 200, {"duration": "60", "reason": "support ticket 42"},
            email="support@databricks.com")
    for value in ["indefinite", (now + timedelta(hours=48)).strftime("%Y-%m-%d %H:%M:%S"),
                  (now - timedelta(days=30)).strftime("%Y-%m-%d %H:%M:%S")]:
        add("workspaceConfEdit", "workspace", 200, {"workspaceConfKeys": "customerApprovedWSLoginExpirationTime",
                                                   "workspaceConfValues": value})
    for _ in range(5):
        add(rnd.choice(["deltaSharingQueryTable", "deltaSharingListShares"]), "unityCatalog", 403,
            {"is_ip_access_denied": "true", "recipient_name": "partner", "recipient_id": "r-1",
             "recipient_authentication_type": "TOKEN", "metastore_id": "m-1", "workspace_id": "1001",
             "user_agent": "delta-sharing-python/1.0", "share_name": rnd.choice(["sales", "hr"]), "share_id": "s-1"},
            error="IP not allowed")
    for _ in range(8):
        add(rnd.choice(["login", "tokenLogin", "oidcTokenAuthorization", "samlLogin"]), "accounts", 401,
            error="invalid credentials")
    for _ in range(6):
        add(rnd.choice(["getTable", "listJobs", "runCommand"]), rnd.choice(["unityCatalog", "jobs"]), 403,
            error="PERMISSION_DENIED")
    for _ in range(8):
        add("getSecret", "secrets", 200, {"scope": rnd.choice(["kv", "fpe_scope"]), "key": rnd.choice(["a", "b"])})
    for _ in range(30):
        add(rnd.choice(["oidcTokenAuthorization", "login", "listClusters", "getTable", "runCommand"]),
            rnd.choice(["accounts", "clusters", "unityCatalog", "notebook"]), rnd.choice([200, 200, 200, 401]),
            ip=rnd.choice(IPS))
    return rows


def check_rows() -> tuple[list[tuple], list[tuple]]:
    rnd = random.Random(341)
    cats = ["Network Security", "Identity & Access", "Data Protection", "Governance"]
    practices = [(i, f"NS-{i}", cats[i % 4], f"Check number {i}", ["High", "Medium", "Low"][i % 3],
                  f"Recommendation {i}", f"https://docs.example.com/{i}", f"logic {i}", f"/api/2.0/x{i}")
                 for i in range(1, 13)]
    checks = [(i, ws, rnd.choice([0, 1]), {"detail": f"value {i}"}) for ws in WORKSPACES for i in range(1, 13)]
    return checks, practices


def create_tables(spark) -> None:
    now = datetime.now(timezone.utc).replace(tzinfo=None)
    audit = spark.createDataFrame(audit_rows(now), AUDIT_SCHEMA)
    checks, practices = check_rows()
    spark.sql("CREATE DATABASE IF NOT EXISTS access")
    audit.write.mode("overwrite").saveAsTable("spark_catalog.access.audit")
    audit.write.mode("overwrite").saveAsTable("spark_catalog.default.audit_logs")
    spark.createDataFrame(checks, CHECKS_SCHEMA).write.mode("overwrite").saveAsTable(
        "spark_catalog.default.security_checks")
    spark.createDataFrame(practices, PRACTICES_SCHEMA).write.mode("overwrite").saveAsTable(
        "spark_catalog.default.security_best_practices")
