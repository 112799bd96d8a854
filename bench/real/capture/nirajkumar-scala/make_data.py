"""Inputs of the nk_* capture that the repository does not hold: the Cassandra table `logs.logdata` the
SparkScalaQuestions programs read (through our connector stand-in, standin/CassandraStandin.scala), in the columns of
the repository's own `NOSQLQueries/Cassandra/cassandraQueries.cql` that the programs use. Every other input is the
repository's own file (`src/test/resources/*.csv`, `lines.txt`, `Churn.csv`, `iris.json`, `userdata1.parquet`).
"""
from __future__ import annotations

import random
from datetime import datetime, timedelta
from pathlib import Path

USERS = [("rohit", "java"), ("priya", "scala"), ("amit", "python"), ("neha", "scala"), ("kiran", "java"), ("sara", "python")]
COLUMNS = ["user_name", "date_time", "technology", "boot_time", "keyboard", "mouse", "files_changed"]


def logdata(folder: Path) -> Path:
    """`<folder>/logs.logdata.csv`: five users over two days, one row every five minutes from a boot time between
    8:20 and 9:00; two users have runs of seven idle rows (keyboard and mouse 0), one user idle on the second day, and one
    (sara) with no keyboard or mouse value at all (null: `count(keyboard) = 0`)."""
    rnd = random.Random(27297)
    folder.mkdir(parents=True, exist_ok=True)
    lines = [",".join(COLUMNS)]
    for day in (16, 17):
        for n, (user, tech) in enumerate(USERS):
            boot = datetime(2019, 9, day, 8, 20 + 10 * (n % 4) + rnd.randint(0, 5), 0)
            for k in range(14):
                t = boot + timedelta(minutes=5 * k)
                idle = (user in ("priya", "amit") and 3 <= k <= 9) or user == "kiran" and day == 17
                keyboard = 0.0 if idle else float(rnd.randint(1, 60))
                mouse = 0.0 if idle else float(rnd.randint(1, 40))
                stamp = t.strftime("%Y-%m-%d %H:%M:%S")
                kb, ms = ("", "") if user == "sara" else (str(keyboard), str(mouse))
                lines.append(",".join([user, stamp, tech, stamp, kb, ms, str(rnd.randint(0, 9))]))
    path = folder / "logs.logdata.csv"
    path.write_text("\n".join(lines) + "\n")
    return path


if __name__ == "__main__":
    print(logdata(Path("/tmp/nk_work/cap/cassandra")))
