"""Where and how a script of the repository runs: its working folder, the environment its author's machine had,
and the book's `data/` folder in place for the length of the run only.

The author runs each script from its own folder (`cd src/Ch04; spark-submit ./checkpoint.py`, the repository's
README), so `../../data/...` is the repository's `data/` folder, which the repository ignores (`.gitignore`: `data/`)
and which the book's data repository fills. For a run, `data` is a link to make_data.py's stand-ins; afterwards
the link and whatever the scripts wrote into the repository (`./episodes.csv`, `./sum_per_account_for_2022.csv`, ...)
are removed, and the laid-out repository is checked to be exactly what it was (no file changed, none left over),
so the index the mapper reads is the commit's files only.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import sys
from contextlib import contextmanager
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = HERE.name
REPO = HERE.parents[1] / "repos" / SLUG
sys.path.insert(0, str(HERE))
import make_data  # noqa: E402

# scripts whose paths are written for the repository's root (`./data/...`), as the book has them, not the script's folder
FROM_ROOT = {"src/Ch14/data_prep.py"}


def cwd_of(script: str) -> Path:
    return REPO if script in FROM_ROOT else (REPO / script).parent


def environment() -> dict[str, str]:
    """What the author's conda environment and project.env gave: `PYTHONPATH=../` (the scripts import
    `project_utils` from src/, as src/bankstatements/df_prep.py's docstring runs them), CONDA_PREFIX (read by
    project_utils.config_info.check_path, which fails without it), the bank statement's IBAN and folder."""
    return {"PYTHONPATH": "../", "CONDA_PREFIX": sys.prefix, "MY_IBAN": make_data.IBAN,
            "BANK_ROOT_DIR": str(make_data.BANK), "PYTHONDONTWRITEBYTECODE": "1"}


def _state(root: Path) -> dict[str, str]:
    out = {}
    for path in sorted(root.rglob("*")):
        rel = str(path.relative_to(root))
        out[rel] = "dir" if path.is_dir() and not path.is_symlink() else hashlib.sha1(path.read_bytes()).hexdigest()
    return out


@contextmanager
def data_in_place():
    """The stand-in data at `<repo>/data` for the run; the repository as it was afterwards."""
    make_data.main()
    link = REPO / "data"
    if link.exists() or link.is_symlink():
        raise SystemExit(f"{link} exists: the laid-out repository must not have a data folder")
    before = _state(REPO)
    link.symlink_to(make_data.DATA, target_is_directory=True)
    try:
        yield
    finally:
        link.unlink()
        for rel in sorted(set(_state(REPO)) - set(before), key=len):
            path = REPO / rel
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path, ignore_errors=True)
            elif path.exists() or path.is_symlink():
                path.unlink()
        changed = [rel for rel, digest in _state(REPO).items() if before.get(rel) != digest]
        missing = set(before) - set(_state(REPO))
        if changed or missing:
            raise SystemExit(f"the run changed the laid-out repository: {changed or sorted(missing)}")


def child_environment() -> dict[str, str]:
    return {**os.environ, **environment(), "PYSPARK_PYTHON": os.environ.get("PYSPARK_PYTHON", sys.executable)}
