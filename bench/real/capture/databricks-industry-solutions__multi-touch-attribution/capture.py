"""Run the multi-touch-attribution notebooks 03, 04, 05 unchanged on a small stub of their input.

The input is the `bronze` table that 01 (data generation) and 02 (Auto Loader stream into Delta)
would have made: uid, time, interaction, channel, conversion (seed 11, 60 users), and the empty
`gold_ad_spend` table that 05 creates with CREATE OR REPLACE TABLE (a v2-only statement here).
Usage: capture.py [--explore DIR] [case ...]
"""
from __future__ import annotations

import argparse
import os
import random
import shutil

import pyspark
import sys
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "databricks__spark-the-definitive-guide"))
import notebook_runner as nr  # noqa: E402
import databricks_stubs as stubs  # noqa: E402

SLUG = "databricks-industry-solutions__multi-touch-attribution"
REPO = os.path.normpath(os.path.join(HERE, "..", "..", "repos", SLUG))
BENCH = os.path.normpath(os.path.join(HERE, "..", ".."))
NOTEBOOKS = ["03_prep_data.py", "04_markov_chains.py", "05_spend_optimization.py"]
CHANNELS = ["Social Network", "Search Engine Marketing", "Google Display Network", "Affiliates", "Email"]

# case id, part, notebook, line of the action, session settings
CASES = [
    ("dbis_mta_user_journey", "dev", "03_prep_data.py", 158, {}),
    ("dbis_mta_state_transitions", "heldout", "04_markov_chains.py", 206, {}),
    ("dbis_mta_transition_sums", "dev", "04_markov_chains.py", 262, {"spark.sql.autoBroadcastJoinThreshold": "-1"}),
    ("dbis_mta_removal_graph", "dev", "04_markov_chains.py", 342, {}),
    ("dbis_mta_ad_spend", "heldout", "05_spend_optimization.py", 164, {}),
]


def bronze_rows(seed: int = 11, users: int = 60) -> list[tuple]:
    rng = random.Random(seed)
    rows = []
    for n in range(users):
        uid = f"{rng.getrandbits(64):016x}{n:04d}"
        converts = rng.random() < 0.3
        steps = rng.randint(1, 5)
        when = datetime(2020, 5, 17, 13, 30)
        for i in range(steps):
            when += timedelta(minutes=rng.randint(5, 3000))
            if converts and i == steps - 1:
                rows.append((uid, when, "conversion", rng.choice(CHANNELS), 1))
            else:
                rows.append((uid, when, "impression", rng.choice(CHANNELS), 0))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--explore")
    parser.add_argument("cases", nargs="*")
    opts = parser.parse_args()
    jars = os.path.join(os.path.dirname(pyspark.__file__), "jars")
    delta_jar = stubs.build_delta_stub(jars)
    shutil.rmtree("/tmp/mta_warehouse", ignore_errors=True)
    spark = nr.session("mta-capture", {"spark.jars": delta_jar,
                                       "spark.sql.warehouse.dir": "/tmp/mta_warehouse",
                                       # the `:adspend` widget arrives as a string, as on Databricks
                                       "spark.sql.storeAssignmentPolicy": "LEGACY"})
    stubs.install_plotting_stubs()  # after the session: pyspark probes for a real matplotlib
    spark.sql("DROP DATABASE IF EXISTS multi_touch_attribution CASCADE")
    spark.sql("CREATE DATABASE multi_touch_attribution")
    spark.sql("USE multi_touch_attribution")
    bronze = spark.createDataFrame(bronze_rows(), "uid string, time timestamp, interaction string, "
                                                  "channel string, conversion int")
    bronze.write.format("delta").saveAsTable("bronze")
    spark.sql("CREATE TABLE gold_ad_spend (campaign_id STRING, total_spend_in_dollars FLOAT, "
              "channel_spend MAP<STRING, FLOAT>, campaign_start_date TIMESTAMP) USING DELTA")

    chosen = [c for c in CASES if not opts.cases or c[0] in opts.cases]
    for notebook in NOTEBOOKS:  # in order: each reads what the one before wrote
        runs = {repr(sorted(c[4].items())): c[4] for c in chosen if c[2] == notebook}
        for settings in list(runs.values()) if runs and not opts.explore else [{}]:
            for key in ("spark.sql.autoBroadcastJoinThreshold", "spark.sql.adaptive.enabled"):
                spark.conf.unset(key)
            for key, value in settings.items():
                spark.conf.set(key, value)
            captures = [nr.Capture(c[2], c[3], os.path.join(BENCH, c[1], c[0]))
                        for c in chosen if c[2] == notebook and c[4] == settings]
            runner = nr.Runner(spark, REPO, captures, explore_dir=opts.explore,
                               passthrough=(stubs.NotebookExit,))
            runner.install()
            widgets: dict = {}

            def namespace():
                ns = {"spark": spark, "sc": spark.sparkContext, "display": runner.display,
                      "__widgets__": widgets}
                ns["dbutils"] = stubs.DBUtils(runner, namespace, widgets)
                return ns

            print(f"== {notebook} {settings}")
            runner.run_notebook(notebook, namespace())
            missing = [c[0] for c in chosen if c[2] == notebook and c[4] == settings
                       and (c[2], c[3]) not in runner.done]
            if missing and not opts.explore:
                print(f"  NOT CAPTURED: {', '.join(missing)}")


if __name__ == "__main__":
    main()
