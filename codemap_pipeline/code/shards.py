"""A commit's files split into shards, parsed apart (in parallel processes, pods or machines) and read back
together for the steps that need the whole repository (names, dataflow: indexer.run_index).

A file's shard is a stable hash of its folder, so a package's files stay together and a file keeps its
shard from commit to commit. The shard count is the deployment's; a repository smaller than
`min_files` is one shard, since a shard costs a step (a process, a pod) of its own.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import posixpath
from dataclasses import dataclass
from pathlib import Path

from codemap_pipeline import collector
from codemap_pipeline.code.indexer import Listing, parse_files
from codemap_pipeline.code.model import FileIndex


def shard_of(rel: str, shards: int) -> int:
    """The shard of the file at `rel` (forward slashes) among `shards`: its folder's hash, modulo."""
    folder = posixpath.dirname(rel).encode("utf-8", "surrogateescape")
    return int.from_bytes(hashlib.sha256(folder).digest()[:8], "big") % shards


def shard_count(files: int, shards: int, min_files: int) -> int:
    return max(1, shards) if files >= min_files else 1


@dataclass
class Shard:
    """One shard's work: its number, the commit's listing narrowed to its files, and the previous commit's
    content hash of each (files with that content keep their rows: not parsed)."""
    number: int
    of: int
    listing: Listing
    unchanged: dict[str, str]

    @property
    def name(self) -> str:
        return f"shard_{self.number}_of_{self.of}"


def split(listing: Listing, shards: int, unchanged: dict[str, str] | None = None) -> list[Shard]:
    """The listing's files by shard, the shards that hold any; each file in exactly one."""
    groups: dict[int, list] = {}
    for entry in listing.entries:
        groups.setdefault(shard_of(entry.rel, shards), []).append(entry)
    out = []
    for number in sorted(groups):
        entries = groups[number]
        rels = {e.rel for e in entries}
        part = Listing(entries, [], {r: listing.modules[r] for r in rels}, {r: listing.id_scopes[r] for r in rels},
                       listing.repo_roots, listing.max_file_bytes)
        out.append(Shard(number, shards, part, {r: h for r, h in (unchanged or {}).items() if r in rels}))
    return out


def parse_shard(shard: Shard, progress=None) -> dict[str, FileIndex]:
    return parse_files(shard.listing, shard.listing.entries, shard.unchanged, progress)


def summary(shard: Shard, parsed: dict[str, FileIndex]) -> dict:
    """What the UI shows of a shard: files, parsed, symbols, sites, parse failures."""
    return {"shard": shard.number, "of": shard.of, "files": len(shard.listing.entries), "parsed": len(parsed),
            "symbols": sum(len(i.symbols) for i in parsed.values()),
            "sites": sum(len(i.sites) for i in parsed.values()),
            "parse_failures": sum(1 for i in parsed.values() if i.code_file.parse_error)}


def store(parsed: dict[str, FileIndex], path: Path) -> Path:
    """Write one shard's parses, whole or not at all."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
    with open(partial, "wb") as out, collector.paused():
        pickle.dump(parsed, out, protocol=pickle.HIGHEST_PROTOCOL)
    os.replace(partial, path)
    return path


def load_all(folder: Path) -> dict[str, FileIndex]:
    """Every shard's parses stored in `folder` (one commit's), by path. A file in two shards is an error:
    the split went wrong, and which parse to keep is not known. The files are ones this tool wrote into
    its own data folder (pickle runs code from what it reads)."""
    out: dict[str, FileIndex] = {}
    for path in sorted(Path(folder).glob("*.pickle")) if Path(folder).is_dir() else ():
        with open(path, "rb") as stored, collector.paused():
            part = pickle.load(stored)
        twice = out.keys() & part.keys()
        if twice:
            raise ValueError(f"{len(twice)} files parsed by two shards (e.g. {min(twice)}); {path.name} is one")
        out.update(part)
    return out
