"""The inputs of the gk_* runs. gauravkantrod/spark-scala's lessons read the author's Mac folder
`/Users/gauravkantrod/Desktop/BigData/olc/` (served by `standin/OlcPathFileSystem.java` from the folder this writes):
`workspace/data/...` and `workspace/output/emp/` are the repository's own `data/` and `output/` (so `workspace` is a
link to the run's scratch copy of the repository), and `scala/words.txt` (the word counts' input, not in the
repository) is a copy of the repository's own `data/words.txt`. Nothing is generated: every input is the author's."""
from __future__ import annotations

import shutil
from pathlib import Path


def olc_dir(olc: Path, root: Path) -> Path:
    """The stand-in's folder for one run, `root` the run's scratch copy of the repository."""
    shutil.rmtree(olc, ignore_errors=True)
    (olc / "scala").mkdir(parents=True)
    (olc / "workspace").symlink_to(root)
    shutil.copy(root / "data" / "words.txt", olc / "scala" / "words.txt")
    return olc
