"""Small inputs in the schema manosec/spark-scala-learnings' programs expect, served at the `gs://` paths the code
names by our Cloud Storage stand-in (`standin/GoogleHadoopFileSystem.java`) from `GCS_ROOT/<bucket>/<key>`.

- casestudy_3 (`movieLensDataAnalysis`): the Kaggle export of MovieLens 20M the file names say (`movie.csv`,
  `rating.csv`, `tag.csv`, `link.csv`; timestamps as `yyyy-MM-dd HH:mm:ss` strings, which `inferSchema` reads as
  timestamps and the code's `to_date`/`unix_timestamp`/`substr(0, 4)` expect), generated: 24 movies, 30 users.
- casestudy_4 (`optimization`): the repository's own `features.csv` and `stores.csv` (copied); `train.csv`, absent
  from the snapshot, generated in the Walmart competition's schema (Store,Dept,Date,Weekly_Sales,IsHoliday) for
  stores 1-4 and departments 1-3 over the dates of features.csv, a few weekly sales negative.
- day18_19 `_4gcsIntegration`: a parquet folder of transactions with a `status` column (`task4/input/`).
"""
from __future__ import annotations

import csv
import random
import shutil
from datetime import datetime, timedelta
from pathlib import Path

GCS_ROOT = Path("/tmp/ms_work/gcs")
BUCKET = GCS_ROOT / "artifacts_spark"
C3 = BUCKET / "de-casestudy/usecase-3/source_data"
C4 = BUCKET / "de-casestudy/usecase-4/walmart-recruiting-store-sales-forecasting"
GENRES = ["Action", "Adventure", "Animation", "Children", "Comedy", "Crime", "Drama", "Fantasy", "Horror",
          "Romance", "Sci-Fi", "Thriller"]
TAGS = ["funny", "classic", "dark", "atmospheric", "twist ending", "boring", "visually appealing"]


def _write(path: Path, header: list[str], rows) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)


def movielens(rng: random.Random) -> None:
    movies = []
    for m in range(1, 25):
        genres = "(no genres listed)" if m == 24 else "|".join(sorted(rng.sample(GENRES, rng.randint(1, 3))))
        movies.append((m, f"Movie {m} ({rng.randint(1990, 2012)})", genres))
    _write(C3 / "movie.csv", ["movieId", "title", "genres"], movies)
    start = datetime(2005, 1, 1)
    ratings, seen = [], set()
    for _ in range(420):
        u, m = rng.randint(1, 30), rng.randint(1, 24)
        if (u, m) in seen:
            continue
        seen.add((u, m))
        ts = start + timedelta(seconds=rng.randint(0, 8 * 365 * 86400))
        ratings.append((u, m, rng.choice([0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.0, 4.5, 5.0]),
                        ts.strftime("%Y-%m-%d %H:%M:%S")))
    _write(C3 / "rating.csv", ["userId", "movieId", "rating", "timestamp"], ratings)
    tags = []
    for u, m, _, ts in rng.sample(ratings, 60):
        when = datetime.strptime(ts, "%Y-%m-%d %H:%M:%S") + timedelta(minutes=rng.randint(1, 600))
        tags.append((u, m, rng.choice(TAGS), when.strftime("%Y-%m-%d %H:%M:%S")))
    _write(C3 / "tag.csv", ["userId", "movieId", "tag", "timestamp"], tags)
    _write(C3 / "link.csv", ["movieId", "imdbId", "tmdbId"],
           [(m, 100000 + 37 * m, 800 + 11 * m) for m in range(1, 25)])


def walmart(rng: random.Random, repo: Path) -> None:
    src = repo / "spark_scala_casestudies/casestudy_4/src/main/datasets"
    C4.mkdir(parents=True, exist_ok=True)
    for name in ("features.csv", "stores.csv"):
        shutil.copy(src / name, C4 / name)
    with (src / "features.csv").open() as fh:
        weeks = [(int(r["Store"]), r["Date"], r["IsHoliday"]) for r in csv.DictReader(fh)]
    rows = []
    for store, date, holiday in weeks:
        if store > 4 or date > "2012-10-26":
            continue
        for dept in (1, 2, 3):
            sales = round(rng.uniform(-200, 40000) if rng.random() < 0.02 else rng.uniform(5000, 40000), 2)
            rows.append((store, dept, date, sales, holiday))
    _write(C4 / "train.csv", ["Store", "Dept", "Date", "Weekly_Sales", "IsHoliday"], rows)


def transactions(rng: random.Random) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq
    out = BUCKET / "task4/input"
    out.mkdir(parents=True, exist_ok=True)
    n = 40
    table = pa.table({"transaction_id": list(range(1, n + 1)),
                      "user_id": [rng.randint(1, 50) for _ in range(n)],
                      "amount": [round(rng.uniform(10, 2000), 2) for _ in range(n)],
                      "status": [rng.choice(["COMPLETED", "PENDING", "FAILED"]) for _ in range(n)]})
    pq.write_table(table, out / "part-00000.parquet")


def make(repo: Path) -> Path:
    shutil.rmtree(GCS_ROOT, ignore_errors=True)
    rng = random.Random(28)
    movielens(rng)
    walmart(rng, repo)
    transactions(rng)
    return GCS_ROOT
