"""Small inputs in the schema technoavengers/spark-java-training's programs expect, where the snapshot lacks them.

- `src/main/resources/ratings_new.csv` and `tags_new.csv` (absent from the snapshot; the MovieLens "small" files under
  new names: `userId,movieId,rating,timestamp` and `userId,movieId,tag,timestamp`, timestamps epoch seconds, as
  labs 3/4/6/8 and the three join lessons read them), generated over movie ids of the repository's own `movies.csv`,
  written into the scratch copy the programs run in (never into the laid-out copy).
- The course cluster's `hdfs://datacouch.training.io:8020/user/training/spark-data/pageviews_by_second_par`
  (WorkingwithParquet), the Databricks sample "pageviews by second" in parquet (`timestamp`, `site`, `requests`), under
  `HDFS_ROOT/user/training/spark-data/`, served by our hdfs stand-in (`standin/DatacouchHdfsFileSystem.java`).
Every other input is the repository's own file.
"""
from __future__ import annotations

import csv
import random
import shutil
from datetime import datetime, timedelta
from pathlib import Path

HDFS_ROOT = Path("/tmp/ta_work/hdfs")
PAGEVIEWS = HDFS_ROOT / "user/training/spark-data/pageviews_by_second_par"
TAGS = ["funny", "classic", "dark", "atmospheric", "twist ending", "boring", "visually appealing", "pixar"]


def _write(path: Path, header: list[str], rows) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)


def movielens(root: Path, rng: random.Random) -> None:
    res = root / "src/main/resources"
    with (res / "movies.csv").open(newline="") as fh:
        movie_ids = [int(r["movieId"]) for r in csv.DictReader(fh)][:60]
    ratings, seen = [], set()
    for _ in range(400):
        u, m = rng.randint(1, 40), rng.choice(movie_ids)
        if (u, m) in seen:
            continue
        seen.add((u, m))
        ratings.append((u, m, rng.choice([0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.0, 4.5, 5.0]),
                        rng.randint(964982000, 1537799000)))
    _write(res / "ratings_new.csv", ["userId", "movieId", "rating", "timestamp"], ratings)
    tags = [(u, m, rng.choice(TAGS), ts + rng.randint(60, 6000)) for u, m, _, ts in rng.sample(ratings, 80)]
    _write(res / "tags_new.csv", ["userId", "movieId", "tag", "timestamp"], tags)


def pageviews(rng: random.Random) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    shutil.rmtree(PAGEVIEWS, ignore_errors=True)
    PAGEVIEWS.mkdir(parents=True)
    start = datetime(2015, 3, 16)
    stamps, sites, requests = [], [], []
    for s in range(240):
        for site in ("mobile", "desktop"):
            stamps.append(start + timedelta(seconds=s))
            sites.append(site)
            requests.append(rng.randint(200, 2200))
    table = pa.table({"timestamp": pa.array(stamps, pa.timestamp("us")), "site": sites, "requests": requests})
    pq.write_table(table, PAGEVIEWS / "part-00000.snappy.parquet", compression="snappy")


def make(root: Path) -> None:
    """The stand-ins for a run in the scratch copy `root`."""
    rng = random.Random(29)
    movielens(root, rng)
    pageviews(rng)


if __name__ == "__main__":
    import sys
    make(Path(sys.argv[1]))
