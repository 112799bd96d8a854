"""Run `codemap map` in-process and SIGKILL this very process at a chosen write, as a crash would.

usage: kill_during_run.py DATA_DIR TARGET   (TARGET: a substring of the file path being written, or
"catalog" for the moment the SQL models are built into DuckDB)
"""

import os
import signal
import sys
from pathlib import Path

import codemap_pipeline.storage.catalog as catalog
from codemap_pipeline.runner import run_mapping

ROOT = Path(__file__).resolve().parents[2]
data_dir, target = Path(sys.argv[1]), sys.argv[2]
real_replace = os.replace


def replace_then_die(src, dst):
    # the temp file is complete, the rename has not happened: the worst moment for a reader
    if target in str(dst):
        os.kill(os.getpid(), signal.SIGKILL)
    return real_replace(src, dst)


os.replace = replace_then_die
if target == "catalog":
    catalog.build_model = lambda *a, **k: os.kill(os.getpid(), signal.SIGKILL)

run_mapping(str(ROOT / "examples" / "retail"), "",
            [ROOT / "examples" / "plans" / "top_customers.formatted.txt",
             ROOT / "examples" / "plans" / "category_sales.formatted.txt"],
            data_dir, use_embeddings=False, log=lambda m: None)
print("finished without being killed")
