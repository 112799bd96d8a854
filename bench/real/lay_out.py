"""Lay out the public repositories the real-world cases are mapped against.

They are not part of this repository (it commits no code it does not own). Each `repos/<slug>.source.md`
names the repository's URL and commit; this fetches that one commit into `repos/<slug>/` for every
repository not laid out yet. Needs git and access to the repository host.

    python bench/real/lay_out.py            # every repository
    python bench/real/lay_out.py dbt-labs__jaffle-shop
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

REPOS = Path(__file__).resolve().parent / "repos"


def sources() -> dict[str, tuple[str, str]]:
    """slug -> (URL, commit), read from each `<slug>.source.md`."""
    out = {}
    for note in sorted(REPOS.glob("*.source.md")):
        text = note.read_text()
        url = re.search(r"^- URL:\s*(\S+)", text, re.M)
        commit = re.search(r"^- Commit:\s*([0-9a-f]{40})", text, re.M)
        if url and commit:
            out[note.name.removesuffix(".source.md")] = (url.group(1), commit.group(1))
        else:
            print(f"{note}: no '- URL:' and '- Commit: <40 hex>' lines, skipped", file=sys.stderr)
    return out


def lay_out(slug: str, url: str, commit: str) -> None:
    target = REPOS / slug
    if target.is_dir():
        print(f"{slug}: already laid out")
        return
    tmp = REPOS / f".{slug}.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    for args in (["init", "--quiet"], ["fetch", "--quiet", "--depth", "1", url, commit],
                 ["checkout", "--quiet", "FETCH_HEAD"]):
        subprocess.run(["git", "-C", str(tmp), *args], check=True)
    shutil.rmtree(tmp / ".git")
    tmp.rename(target)
    print(f"{slug}: {url} at {commit[:12]}")


def main(argv: list[str]) -> int:
    known = sources()
    wanted = argv or sorted(known)
    unknown = [s for s in wanted if s not in known]
    if unknown:
        print(f"no source note for {', '.join(unknown)} in {REPOS}", file=sys.stderr)
        return 2
    failed = 0
    for slug in wanted:
        try:
            lay_out(slug, *known[slug])
        except subprocess.CalledProcessError as error:
            print(f"{slug}: git failed ({error}); the others go on", file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
