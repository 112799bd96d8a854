"""Index a large repository and print files/s for parsing (and, with --embed N, texts/s for embedding).

    .venv/bin/python benchmarks/index_code.py                 # site-packages of this venv (thousands of .py files)
    .venv/bin/python benchmarks/index_code.py --root PATH     # any repository
    .venv/bin/python benchmarks/index_code.py --embed 200     # also embed 200 of the texts the pipeline embeds
"""

from __future__ import annotations

import argparse
import shutil
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

from codemap_pipeline.code import indexer
from codemap_pipeline.code.scope import IndexOptions


def copy_python_files(source: Path, target: Path, limit: int) -> int:
    """site-packages is skipped by the default excludes: copy its .py files into a plain folder."""
    count = 0
    for path in sorted(source.rglob("*.py")):
        if count >= limit:
            break
        if not path.is_file() or path.is_symlink() or path.stat().st_size > 2_000_000:
            continue
        dest = target / path.relative_to(source)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dest)
        count += 1
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=Path, help="repository to index (default: a copy of site-packages)")
    parser.add_argument("--files", type=int, default=5000, help="files copied from site-packages")
    parser.add_argument("--embed", type=int, default=0, help="embed this many of the texts the pipeline embeds (symbols and sites) to measure texts/s")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        root = args.root
        if root is None:
            root = Path(tmp) / "repo"
            copied = copy_python_files(Path(sysconfig.get_paths()["purelib"]), root, args.files)
            print(f"copied {copied} .py files from site-packages into {root}")
        start = time.perf_counter()
        report = indexer.dry_run(root)
        print(f"dry run: {report['files']} files {report['by_language']}, ~{report['estimated_symbols']} symbols, "
              f"~{report['estimated_sites']} sites, ~{report['estimated_embedding_seconds']} s to embed "
              f"({time.perf_counter() - start:.1f} s)")
        start = time.perf_counter()
        run = indexer.run_index(root, options=IndexOptions())
        full = time.perf_counter() - start
        failed = sum(1 for f in run.files if f.parse_error)
        print(f"full index: {len(run.files)} files ({failed} not parsed), {len(run.symbols)} symbols, "
              f"{len(run.links)} links, {len(run.sites)} sites in {full:.1f} s: "
              f"{len(run.files) / full:.0f} files/s, {len(run.symbols) / full:.0f} symbols/s")
        start = time.perf_counter()
        again = indexer.run_index(root, previous=run.rows())
        print(f"unchanged re-index: {len(again.parsed)} parsed, {len(again.reused)} reused in "
              f"{time.perf_counter() - start:.1f} s")
        if args.embed:
            from codemap_pipeline.code import embeddings
            from codemap_pipeline.code.model import SparkSite, Symbol
            from codemap_pipeline.defs.code_index import embedding_items
            from codemap_pipeline.storage.frames import records_frame

            items = embedding_items(records_frame(run.symbols, Symbol), records_frame(run.sites, SparkSite))
            texts = list(dict.fromkeys(items["text"]))[:args.embed]   # what the pipeline embeds, distinct texts
            start = time.perf_counter()
            embeddings.load_model()
            loaded = time.perf_counter() - start
            start = time.perf_counter()
            embeddings.encode(texts)
            took = time.perf_counter() - start
            print(f"embedding: model load {loaded:.1f} s; {len(texts)} texts in {took:.1f} s: "
                  f"{len(texts) / took:.1f} texts/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
