"""The input of Amar2210/DataBricks-Notebooks' notebook, which the repository does not hold: the LinkedIn job-postings
parquet file it reads from a Unity Catalog volume (`/Volumes/workspace/default/raw_job_postings/0000.parquet`), stood
in for by 160 generated postings in the columns of the public LinkedIn job-postings data (job_id, company_name,
title, description, max_salary, location, views, formatted_work_type, remote_allowed, skills_desc, listed_time,
work_type; the notebook uses the first four named in cell 2). Titles mix Data/Analytics/Big Data/Data Platform
Engineer posts (cell 10's filter) with other roles; descriptions name skills of cells 19 and 29 in mixed case with URLs
and punctuation (cell 15's cleaning); some rows lack a job_id, title or description (cell 4), some repeat a
(title, description) pair (cells 6-7); skills_desc is mostly null. Seed 2210.

    .venv/bin/python bench/real/capture/amar-databricks/make_data.py     # writes under /tmp/ka_work/data
"""
from __future__ import annotations

import random
from pathlib import Path

WORK = Path("/tmp/ka_work")
DATA = WORK / "data"
VOLUME = "Volumes/workspace/default/raw_job_postings/0000.parquet"

DE_TITLES = ["Data Engineer", "Senior Data Engineer", "Analytics Engineer", "Big Data Engineer",
             "Data Platform Engineer", "Lead Data Engineer", "Azure Data Engineer", "Sr. Analytics Engineer"]
OTHER_TITLES = ["Software Engineer", "Data Analyst", "Registered Nurse", "Sales Associate", "Product Manager",
                "Machine Learning Engineer", "Accountant", "DevOps Engineer"]
SKILL_WORDS = ["Python", "SQL", "Java", "Scala", "Spark", "PySpark", "Apache Spark", "Hadoop", "HDFS", "Hive",
               "Kafka", "Apache Kafka", "AWS", "Amazon Web Services", "S3", "EC2", "Redshift", "Azure", "ADF",
               "Synapse", "GCP", "BigQuery", "Airflow", "Apache Airflow", "dbt", "ETL", "ELT", "Postgres",
               "PostgreSQL", "MySQL", "Snowflake", "Databricks", "Parquet", "Delta Lake", "Delta", "CI/CD", "Git",
               "Docker", "Kubernetes", "K8s"]
FILLER = ["We are looking for a motivated engineer to join our team.", "You will build reliable pipelines!",
          "Apply at https://careers.example.com/jobs/123 or www.example.org/apply.",
          "Competitive pay, benefits & 401(k).", "Work closely with analysts, scientists and product owners.",
          "Experience with cloud platforms (3+ years) is required.", "Remote-friendly; occasional travel."]
OTHER_TEXT = ["Provide excellent patient care in a fast-paced hospital.", "Meet monthly sales targets in our store.",
              "Prepare financial statements and reconcile accounts.", "Design React front ends and REST services.",
              "Own the product roadmap and talk to customers."]
LOCATIONS = ["New York, NY", "Austin, TX", "Seattle, WA", "Chicago, IL", "Remote", "San Francisco, CA"]


def rows(rnd: random.Random) -> list[dict]:
    out = []
    for n in range(160):
        de = rnd.random() < 0.6
        title = rnd.choice(DE_TITLES if de else OTHER_TITLES)
        if de or title in ("Software Engineer", "Machine Learning Engineer", "DevOps Engineer", "Data Analyst"):
            skills = rnd.sample(SKILL_WORDS, rnd.randint(2, 9))
            body = " ".join([rnd.choice(FILLER), "Requirements: " + ", ".join(skills) + ".", rnd.choice(FILLER)])
        else:
            body = " ".join([rnd.choice(OTHER_TEXT), rnd.choice(FILLER)])
        out.append({"job_id": 3_900_000_000 + n * 7, "company_name": f"Company {rnd.randint(1, 40)}",
                    "title": title, "description": body,
                    "max_salary": float(rnd.randint(60, 220) * 1000) if rnd.random() < 0.7 else None,
                    "location": rnd.choice(LOCATIONS), "views": float(rnd.randint(1, 500)),
                    "formatted_work_type": rnd.choice(["Full-time", "Contract", "Part-time"]),
                    "remote_allowed": 1.0 if rnd.random() < 0.3 else None,
                    "skills_desc": ("Skills: " + ", ".join(rnd.sample(SKILL_WORDS, 3))) if rnd.random() < 0.15 else None,
                    "listed_time": float(1_713_000_000_000 + n * 3_600_000),
                    "work_type": rnd.choice(["FULL_TIME", "CONTRACT", "PART_TIME"])})
    for n in range(0, 160, 23):                 # missing values for cell 4's filter
        out[n]["description"] = None
    for n in range(5, 160, 41):
        out[n]["title"] = None
    out[17]["job_id"] = None
    for n in range(12):                          # repeated (title, description) pairs for cells 6-7
        src = out[rnd.randrange(len(out))]
        out.append({**src, "job_id": 3_901_000_000 + n, "views": float(rnd.randint(1, 500))})
    return out


def write_inputs(root: Path = DATA) -> Path:
    """The parquet file at `root/Volumes/...` (one file, as the notebook names it); the root returned."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    rnd = random.Random(2210)
    data = rows(rnd)
    schema = pa.schema([("job_id", pa.int64()), ("company_name", pa.string()), ("title", pa.string()),
                        ("description", pa.string()), ("max_salary", pa.float64()), ("location", pa.string()),
                        ("views", pa.float64()), ("formatted_work_type", pa.string()), ("remote_allowed", pa.float64()),
                        ("skills_desc", pa.string()), ("listed_time", pa.float64()), ("work_type", pa.string())])
    table = pa.Table.from_pylist(data, schema=schema)
    path = root / VOLUME
    path.parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(table, path)
    print(f"wrote {path} ({table.num_rows} rows)")
    return root


if __name__ == "__main__":
    write_inputs()
