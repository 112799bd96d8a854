"""Inputs for the NubeEra-DataEngineering/Databricks-notebooks runs (fixed seed 38), generated small in the format the
notebooks read. Most of what the notebooks read they make themselves (Row objects, `dbutils.fs.put` of a
pipe-delimited csv, INSERT INTO ... VALUES, spark.range); only the Volumes quickstart reads a Databricks dataset.
Under DATA/dbfs/ (served as `dbfs:/...`, the default file system, by
../daheemattana-databricks/standin/DbfsLocalFileSystem.java):

- `databricks-datasets/wine-quality/winequality-red.csv`: the wine-quality dataset's format (`;`-separated, a quoted
  header of the twelve columns, 30 rows), which the Volumes notebook copies into its managed volume;
- `Volumes/quickstart_catalog/quickstart_schema/quickstart_volume/winequality-red.csv`: the same file in the volume
  the notebook's later cells work in (`quickstart_volume`, which the notebook never creates: the author's workspace
  held it, the file the notebook's `dbutils.fs.mv` moves into `destination/` before it is queried);
- `user/hive/warehouse/` (managed tables), `tmp/` (the walkthrough's own writes land there).
"""
from __future__ import annotations

import random
import shutil
from pathlib import Path

WORK = Path("/tmp/nu/work")
DATA = WORK / "data"
DBFS = DATA / "dbfs"
WINE_COLUMNS = ["fixed acidity", "volatile acidity", "citric acid", "residual sugar", "chlorides",
                "free sulfur dioxide", "total sulfur dioxide", "density", "pH", "sulphates", "alcohol", "quality"]


def _wine(rng: random.Random) -> str:
    rows = [";".join(f'"{c}"' for c in WINE_COLUMNS)]
    for _ in range(30):
        rows.append(";".join([f"{rng.uniform(4.6, 15.9):.1f}", f"{rng.uniform(0.12, 1.58):.2f}",
                              f"{rng.uniform(0, 1):.2f}", f"{rng.uniform(0.9, 15.5):.1f}",
                              f"{rng.uniform(0.012, 0.611):.3f}", str(rng.randint(1, 72)), str(rng.randint(6, 289)),
                              f"{rng.uniform(0.990, 1.004):.4f}", f"{rng.uniform(2.74, 4.01):.2f}",
                              f"{rng.uniform(0.33, 2.0):.2f}", f"{rng.uniform(8.4, 14.9):.1f}",
                              str(rng.randint(3, 8))]))
    return "\n".join(rows) + "\n"


def write_inputs() -> None:
    shutil.rmtree(DATA, ignore_errors=True)
    rng = random.Random(38)
    wine = _wine(rng)
    for folder in ("databricks-datasets/wine-quality",
                   "Volumes/quickstart_catalog/quickstart_schema/quickstart_volume"):
        (DBFS / folder).mkdir(parents=True, exist_ok=True)
        (DBFS / folder / "winequality-red.csv").write_text(wine)
    (DBFS / "user" / "hive" / "warehouse").mkdir(parents=True, exist_ok=True)
    (DBFS / "tmp").mkdir(parents=True, exist_ok=True)


def fresh(dest: Path) -> Path:
    """A fresh copy of the generated tree for one program (its writes land there); the dbfs root."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(DATA, dest)
    return dest / "dbfs"


if __name__ == "__main__":
    write_inputs()
