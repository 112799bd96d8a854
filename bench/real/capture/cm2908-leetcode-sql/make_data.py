"""The inputs of the cm_* runs: the repository's own tables, read from its PostgreSQL dump
(`dump_file/leetcodedb.sql`, a pg_dump custom-format archive of one table per problem, `sales_1068`, `employee_185`
...). `pg_restore -f -` turns the archive into SQL text; its `CREATE TABLE public.<t> (...)` blocks give each table's
columns and types and its `COPY public.<t> (...) FROM stdin;` blocks the rows (tab-separated, `\\N` for NULL), both
read here as they are (no row is written by us). The PostgreSQL types become Spark's (integer -> INT, character
varying/text/character(n) -> STRING, numeric(p,s) -> DECIMAL(p,s), date, timestamp, double precision -> DOUBLE).
`tables(path)` gives {table name: (DDL schema, rows)} for the tables a .sql file names (each registered by our driver,
../sql_files.py, as a temp view under that name; it calls `driver_tables(path)`, the tables read from the dump of the
scratch copy it runs in).

    .venv/bin/python bench/real/capture/cm2908-leetcode-sql/make_data.py      # checks the dump, prints sizes
"""
from __future__ import annotations

import re
import subprocess
from datetime import date, datetime
from decimal import Decimal
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "cm2908__leetcode-sql"
REPO = HERE.parents[1] / "repos" / SLUG
DUMP = "dump_file/leetcodedb.sql"
WORK = Path("/tmp/codemap_cmcap")


def spark_type(pg: str) -> str:
    pg = pg.strip().lower().replace(" not null", "")
    if pg in ("integer", "smallint"):
        return "INT"
    if pg == "bigint":
        return "BIGINT"
    if pg.startswith("character") or pg in ("text",):
        return "STRING"
    if pg == "numeric":
        return "DECIMAL(20,6)"
    if pg.startswith("numeric("):
        return "DECIMAL" + pg[len("numeric"):]
    if pg in ("double precision", "real"):
        return "DOUBLE"
    if pg == "date":
        return "DATE"
    if pg.startswith("timestamp"):
        return "TIMESTAMP"
    if pg == "boolean":
        return "BOOLEAN"
    raise ValueError(f"type {pg!r}")


def convert(value: str, typ: str):
    if value == "\\N":
        return None
    if typ in ("INT", "BIGINT"):
        return int(value)
    if typ.startswith("DECIMAL"):
        return Decimal(value)
    if typ == "DOUBLE":
        return float(value)
    if typ == "DATE":
        return date.fromisoformat(value)
    if typ == "TIMESTAMP":
        return datetime.fromisoformat(value)
    if typ == "BOOLEAN":
        return value == "t"
    return value.replace("\\t", "\t").replace("\\n", "\n").replace("\\\\", "\\")


@lru_cache(maxsize=None)
def dump(root: str = str(REPO)) -> dict[str, tuple[str, list]]:
    """Every table of the dump: name -> (DDL, rows)."""
    text = subprocess.run(["pg_restore", "-f", "-", str(Path(root) / DUMP)], check=True, capture_output=True,
                          text=True).stdout
    cols: dict[str, list[tuple[str, str]]] = {}
    for m in re.finditer(r"^CREATE TABLE public\.(\w+) \(\n(.*?)\n\);", text, re.M | re.S):
        cols[m.group(1)] = [(c.group(1).strip('"'), spark_type(c.group(2)))
                            for c in re.finditer(r'^\s+("?\w+"?) (.+?),?$', m.group(2), re.M)]
    out = {}
    for m in re.finditer(r"^COPY public\.(\w+) \((.*?)\) FROM stdin;\n(.*?)^\\\.$", text, re.M | re.S):
        table = m.group(1)
        types = dict(cols[table])
        names = [c.strip().strip('"') for c in m.group(2).split(",")]
        rows = [tuple(convert(v, types[n]) for v, n in zip(line.split("\t"), names))
                for line in m.group(3).splitlines() if line]
        out[table] = (", ".join(f"`{n}` {types[n]}" for n in names), rows)
    for table, c in cols.items():                       # a table without COPY data: empty
        out.setdefault(table, (", ".join(f"`{n}` {t}" for n, t in c), []))
    return out


def tables(path: str, root: str = str(REPO)) -> dict[str, tuple[str, list]]:
    """The dump's tables that the file at `path` (its repository path) names."""
    text = (Path(root) / path).read_text().lower() if (Path(root) / path).exists() else Path(path).read_text().lower()
    words = set(re.findall(r"\w+", text))
    return {t: v for t, v in dump(root).items() if t.lower() in words}


def driver_tables(path: str) -> dict[str, tuple[str, list]]:
    """`tables(path)` from the dump of the repository copy the driver runs in (its working directory)."""
    return tables(path, root=".")


if __name__ == "__main__":
    all_tables = dump()
    print(f"{len(all_tables)} tables, {sum(len(r) for _, r in all_tables.values())} rows")
    for t in ("sales_1068", "employee_185", "stadium_601"):
        print(t, all_tables[t][0], len(all_tables[t][1]))
