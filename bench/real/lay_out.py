"""Lay out the public repositories the real-world cases are mapped against.

They are not part of this repository (it commits no code it does not own). Each `repos/<slug>.source.md`
names the repository's URL and commit; this fetches that one commit into `repos/<slug>/` for every
repository not laid out yet. Needs git and access to the repository host, or local copies of the
repositories (`--mirrors DIR`: a folder holding one git directory per repository, named `Owner+Name` or
`<slug>`, bare or not, as a snapshot tool leaves them; a blob such a copy lacks, a large file left out of it, is
skipped with a note).

    python bench/real/lay_out.py            # every repository
    python bench/real/lay_out.py dbt-labs__jaffle-shop
    python bench/real/lay_out.py --mirrors /work/.mirror
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import threading
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


def mirror_of(slug: str, mirrors: Path) -> Path | None:
    """The git directory of `slug`'s local copy in `mirrors` (`Owner+Name/repo[/.git]`, `Owner+Name`, `<slug>`)."""
    for folder in sorted(mirrors.iterdir()):
        if folder.name.lower().replace("+", "__") != slug.lower():
            continue
        for git_dir in (folder / "repo" / ".git", folder / "repo", folder / ".git", folder):
            if (git_dir / "objects").is_dir():
                return git_dir
    return None


def lay_out_from(slug: str, commit: str, git_dir: Path) -> None:
    """Write the commit's tree from a local git directory into `repos/<slug>/`, blob by blob (a copy may lack
    some: those are skipped, and named)."""
    target = REPOS / slug
    if target.is_dir():
        print(f"{slug}: already laid out")
        return
    git = ["git", "--git-dir", str(git_dir)]
    listing = subprocess.run([*git, "ls-tree", "-r", "-z", commit], capture_output=True, check=True).stdout
    blobs = []
    for entry in filter(None, listing.split(b"\0")):
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob":
            blobs.append((mode, sha, path.decode()))
    tmp = REPOS / f".{slug}.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    batch = subprocess.Popen([*git, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def ask() -> None:   # fed from a thread: cat-file answers while it reads, and a full pipe would stall both
        batch.stdin.write(b"".join(sha + b"\n" for _, sha, _ in blobs))
        batch.stdin.close()

    threading.Thread(target=ask, daemon=True).start()
    written, missing = 0, []
    for mode, _, path in blobs:
        header = batch.stdout.readline().split()
        if header[-1] == b"missing":
            missing.append(path)
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        out = tmp / path
        out.parent.mkdir(parents=True, exist_ok=True)
        if mode == b"120000":
            out.symlink_to(data.decode())
        else:
            out.write_bytes(data)
            if mode == b"100755":
                out.chmod(0o755)
        written += 1
    if batch.wait() != 0:
        raise subprocess.CalledProcessError(batch.returncode, "git cat-file --batch")
    tmp.rename(target)
    named = ", ".join(missing[:3]) + (", ..." if len(missing) > 3 else "")
    note = f", {len(missing)} absent from the copy and skipped ({named})" if missing else ""
    print(f"{slug}: {written} files from {git_dir} at {commit[:12]}{note}")


def main(argv: list[str]) -> int:
    mirrors = None
    if "--mirrors" in argv:
        at = argv.index("--mirrors")
        if at + 1 >= len(argv):
            print("--mirrors needs a folder", file=sys.stderr)
            return 2
        mirrors, argv = Path(argv[at + 1]), argv[:at] + argv[at + 2:]
        if not mirrors.is_dir():
            print(f"--mirrors {mirrors}: no such folder", file=sys.stderr)
            return 2
    known = sources()
    wanted = argv or sorted(known)
    unknown = [s for s in wanted if s not in known]
    if unknown:
        print(f"no source note for {', '.join(unknown)} in {REPOS}", file=sys.stderr)
        return 2
    failed = 0
    for slug in wanted:
        try:
            if mirrors is None:
                lay_out(slug, *known[slug])
            elif (git_dir := mirror_of(slug, mirrors)) is None:
                print(f"{slug}: no copy of it in {mirrors}; the others go on", file=sys.stderr)
                failed += 1
            else:
                lay_out_from(slug, known[slug][1], git_dir)
        except subprocess.CalledProcessError as error:
            print(f"{slug}: git failed ({error}); the others go on", file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
