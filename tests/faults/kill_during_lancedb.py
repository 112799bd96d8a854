"""Map a plan against a repository, then build its LanceDB table (index_commit_job's retrieval group) and
SIGKILL this process when LanceDB is about to add the partition's rows (after the partition's old rows
were deleted): the worst moment for the table.

usage: kill_during_lancedb.py DATA_DIR REPO_DIR
"""

import os
import signal
import sys
from pathlib import Path

from lancedb.table import LanceTable

from codemap_pipeline.runner import run_mapping

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
from support import materialize_retrieval  # noqa: E402

LanceTable.add = lambda *args, **kwargs: os.kill(os.getpid(), signal.SIGKILL)
report = run_mapping(sys.argv[2], "", [ROOT / "examples" / "plans" / "top_customers.formatted.txt"],
                     Path(sys.argv[1]), use_embeddings=True, log=lambda m: None)
materialize_retrieval(Path(sys.argv[1]), report.commit_key)
print("finished without being killed")
