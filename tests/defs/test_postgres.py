"""Instance storage in a real PostgreSQL (127.0.0.1:5432): a materialization run by `codemap`'s runner
with CODEMAP_PG_URL set, read back from PostgreSQL's own tables. Never skipped: CI starts PostgreSQL."""

import uuid

import psycopg2
import pytest

from codemap_pipeline.runner import local_instance, run_mapping

from support import EXAMPLE_PLANS, EXAMPLE_REPO

ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/test"


@pytest.fixture
def pg_url(monkeypatch):
    name = f"codemap_test_{uuid.uuid4().hex[:8]}"
    admin = psycopg2.connect(ADMIN_URL)
    admin.autocommit = True
    admin.cursor().execute(f"create database {name}")
    url = f"postgresql://postgres@127.0.0.1:5432/{name}"
    monkeypatch.setenv("CODEMAP_PG_URL", url)
    yield url
    admin.cursor().execute(f"drop database if exists {name} with (force)")
    admin.close()


def test_materialization_is_stored_in_postgres(pg_url, tmp_path):
    plan = EXAMPLE_PLANS / "top_customers.formatted.txt"
    report = run_mapping(str(EXAMPLE_REPO), "", [plan], tmp_path, use_embeddings=False, log=lambda m: None)
    assert "postgres" in (tmp_path / "dagster" / "dagster.yaml").read_text()

    with psycopg2.connect(pg_url) as con, con.cursor() as cur:
        cur.execute("select run_id, status from runs")
        runs = cur.fetchall()
        cur.execute("select asset_key, partition from event_logs "
                    "where dagster_event_type = 'ASSET_MATERIALIZATION'")
        materialized = {(key.strip('[]"'), part) for key, part in cur.fetchall()}
    # one run per partition set: index, plan, then mapping with the catalog and SQL models; all successful
    assert len(runs) == 3 and {status for _, status in runs} == {"SUCCESS"}
    assert ("spark_sites", report.commit_key) in materialized
    assert ("plan_operators", report.plan_keys[0]) in materialized
    assert ("code_mappings", f"{report.commit_key}|{report.plan_keys[0]}") in materialized

    # the instance the command line opens reads the same records back, so a second run reuses them
    instance = local_instance(tmp_path)
    assert instance.get_run_records()[0].dagster_run.run_id in {r for r, _ in runs}
    again = run_mapping(str(EXAMPLE_REPO), "", [plan], tmp_path, use_embeddings=False, log=lambda m: None)
    assert again.materialized == [] and len(again.reused) == 3
    instance.dispose()
