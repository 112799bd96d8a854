"""Inputs the pp_* programs read that the repositories do not hold (or hold in another shape), written into a run's
scratch folders (never into the laid-out copies the mapper indexes):

- `--github DIR`: `DIR/2015-03-01-0.json`, GitHub archive events in the shape `GitHubDay` reads (`type`,
  `actor.login`, and a few more fields of the archive), and `DIR/ghEmployees.txt`, one login a line (Spark in
  Action's chapter 3 inputs, passed to the program as its arguments).
- `--vagrant DIR`: `DIR/data.tsv`, the seven tab-separated fields the lambda course's `LogProducer` writes
  (timestamp, referrer, action, prevPage, visitor, page, product) and `BatchJob` reads from `file:///vagrant/data.tsv`.
- `--drive DIR`: `DIR/readings/files/input_files/fixedInput.txt` (the repository's own `fixedInput.txt` line, and more
  of the same width) and `.../fixed_metadata`, the header csv (`col_name`, `size`) `FixedWidth` reads its column
  names and widths from (the repository's `fixed_metadata.csv` has other columns).

    python make_data.py [--github DIR] [--vagrant DIR] [--drive DIR]
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

MS = Path(__file__).resolve().parents[2] / "repos" / "msrevathi__spark-scala"


def github(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    rnd = random.Random(3)
    logins = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy"]
    types = ["PushEvent", "PushEvent", "PushEvent", "CreateEvent", "WatchEvent", "IssuesEvent"]
    events = []
    for i in range(60):
        login = rnd.choice(logins)
        events.append({"id": str(2614896650 + i), "type": rnd.choice(types),
                       "actor": {"id": 1000 + logins.index(login), "login": login, "gravatar_id": "",
                                 "url": f"https://api.github.com/users/{login}"},
                       "repo": {"id": 31000000 + i % 7, "name": f"{login}/repo{i % 7}"},
                       "public": True, "created_at": f"2015-03-01T00:{i % 60:02d}:00Z"})
    (out / "2015-03-01-0.json").write_text("".join(json.dumps(e) + "\n" for e in events))
    (out / "ghEmployees.txt").write_text("".join(f"{name}\n" for name in ["alice", "carol", "erin", "grace", "ivan"]))


def vagrant(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    rnd = random.Random(5)
    referrers = ["Google", "Bing", "Yahoo", "Internal", "Facebook"]
    products = ["Meijer", "Redbreast", "Natural Grooming by Herban Cowboy", "Bic", "Crest"]
    lines = []
    ts = 1462060800000
    for i in range(80):
        ts += rnd.randint(0, 900000)
        action = rnd.choice(["page_view"] * 6 + ["add_to_cart", "purchase"])
        referrer = rnd.choice(referrers)
        prev = f"Page-{rnd.randint(0, 14)}" if referrer == "Internal" else ""
        lines.append(f"{ts}\t{referrer}\t{action}\t{prev}\tVisitor-{rnd.randint(0, 30)}\tPage-{rnd.randint(0, 14)}"
                     f"\t{rnd.choice(products)}\n")
    (out / "data.tsv").write_text("".join(lines))


def drive(out: Path) -> None:
    folder = out / "readings" / "files" / "input_files"
    folder.mkdir(parents=True, exist_ok=True)
    first = (MS / "src" / "main" / "resources" / "fixedInput.txt").read_text().splitlines()[0]
    rnd = random.Random(7)
    more = ["".join(rnd.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(len(first))) for _ in range(4)]
    (folder / "fixedInput.txt").write_text("".join(line + "\n" for line in [first, *more]))
    widths = [("id", 10), ("code", 7), ("name", 12), ("city", 20), ("rest", 27)]
    (folder / "fixed_metadata").write_text("col_name,size\n" + "".join(f"{c},{w}\n" for c, w in widths))


def main(argv: list[str]) -> int:
    for flag, write in (("--github", github), ("--vagrant", vagrant), ("--drive", drive)):
        if flag in argv:
            write(Path(argv[argv.index(flag) + 1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
