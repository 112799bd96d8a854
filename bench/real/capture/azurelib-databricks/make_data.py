"""Inputs for the azurelib-academy/azure-databricks-pyspark-examples runs: the repository's OWN sample files, put at the
DBFS paths the notebooks read (nothing is generated). Written under DATA/dbfs/, served as `dbfs:/...` (the default
file system, so `/mnt/...` is `dbfs:/mnt/...`) by standin/DbfsLocalFileSystem.java:

- `mnt/practice/read_write_csv/`, `mnt/practice/read_write_json/`, `mnt/practice/read_write_parquet/`: the
  `Source Files/` folders of `27. Pyspark Read Csv Files`, `28. Pyspark Read Json Files`, `29. Pyspark Read Parquet
  Files` (the `base_path` of each notebook, whose docstring draws this very tree);
- for every other notebook with a line `file_path = "/mnt/..."`: its folder's file of that name, or, where the name
  differs (`18`'s `olympic-athletes.csv` is the folder's `athletes.csv`, `53` reads `cars_stat.csv`, the folder has
  `cars_stats.csv`), the folder's one data file; the first notebook naming a path wins (five read `json_data.csv`).
  Those reads only print a schema in every notebook; serving them keeps the cells running as the author ran them.

The capture copies this tree afresh for every program (`fresh`), so one program's writes never reach another.
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

WORK = Path("/tmp/az_work")
DATA = WORK / "data"
DBFS = DATA / "dbfs"
REPO = Path(__file__).resolve().parents[2] / "repos" / "azurelib-academy__azure-databricks-pyspark-examples"
SOURCE_FOLDERS = {
    "mnt/practice/read_write_csv": "27. Pyspark Read Csv Files/Source Files",
    "mnt/practice/read_write_json": "28. Pyspark Read Json Files/Source Files",
    "mnt/practice/read_write_parquet": "29. Pyspark Read Parquet Files/Source Files",
}
FILE_PATH = re.compile(r'^file_path = "(/mnt/[^"]+)"', re.M)
DATA_EXT = (".csv", ".json", ".parquet", ".txt")


def write_inputs() -> Path:
    shutil.rmtree(DATA, ignore_errors=True)
    DBFS.mkdir(parents=True)
    for target, source in SOURCE_FOLDERS.items():
        shutil.copytree(REPO / source, DBFS / target)
    served = []
    for folder in sorted(p for p in REPO.iterdir() if p.is_dir()):
        for notebook in sorted(folder.glob("*Notebook.py")):
            for path in FILE_PATH.findall(notebook.read_text()):
                target = DBFS / path.lstrip("/")
                if target.exists():
                    continue
                files = [f for f in folder.iterdir() if f.is_file() and f.name.endswith(DATA_EXT)]
                same = [f for f in files if f.name == Path(path).name]
                pick = same[0] if same else (files[0] if len(files) == 1 else None)
                if pick is None:
                    continue
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy(pick, target)
                served.append(f"{path} <- {folder.name}/{pick.name}")
    print(f"inputs: {len(SOURCE_FOLDERS)} source folders and {len(served)} files under {DBFS}")
    return DBFS


def fresh(dest: Path) -> Path:
    """A fresh copy of the input tree for one program (its writes land there)."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(DBFS, dest)
    return dest


if __name__ == "__main__":
    write_inputs()
