"""The files' parts of a site index (site_parts.FilePart) held as columns: each field of every part one after
another, in file order. The index joins them, stores them and the next commit reuses runs of them without an
object per part: reading back 10,000 parts one by one was most of the time a new commit's index took to load
its previous one's, and joining them one by one much of the rest.
"""

from __future__ import annotations

import marshal
from itertools import chain

import numpy as np

from codemap_pipeline.mapping.site_parts import FilePart

# each column: its group (the columns of a group have one entry per the same thing: a site, a name, a posting)
# and its type (a numpy type, or None for a list of Python values)
COLUMNS = {
    "order": ("sites", np.int64), "ends": ("sites", np.int64),
    "names": ("names", None), "counts": ("names", np.int64),
    "posted_at": ("posted", np.int32), "posted_name": ("posted", np.int32), "posted_roles": ("posted", np.uint8),
    "weighed_at": ("weighed", np.int32), "weighed_name": ("weighed", np.int32),
    "weighed_weight": ("weighed", np.float64),
    "borrowing": ("borrowing", np.int64), "signed": ("signed", None), "globs": ("globs", None),
    "opaque": ("opaque", np.int64), "selects": ("selects", None),
}
GROUPS = tuple(dict.fromkeys(group for group, _ in COLUMNS.values()))


def _fields(part: FilePart) -> dict:
    """A part's fields by column."""
    return {"order": part.order, "ends": part.ends, "names": part.names, "counts": part.counts,
            "posted_at": part.posted[0], "posted_name": part.posted[1], "posted_roles": part.posted[2],
            "weighed_at": part.weighed[0], "weighed_name": part.weighed[1], "weighed_weight": part.weighed[2],
            "borrowing": part.borrowing, "signed": part.signed, "globs": part.globs, "opaque": part.opaque,
            "selects": part.selects}


class PartColumns:
    """Parts in file order as columns. Part k's entries of a group are `starts[group][k]:starts[group][k + 1]`
    of each of its columns; its sites' bytes, `byte_starts[k + 1] - byte_starts[k]` of them, are in one of the
    buffers `packed`, from `byte_at[k]` of buffer `buffer_of[k]` on, each site's end in them given by `ends` (as
    in its FilePart). Parts joined from several (a new commit's: runs of its previous commit's parts and the
    parts made anew) keep their bytes where they were: no copy of every site's bytes is made, and `store`
    writes them from there. `read_from`: the parts that read names from other files' sites."""

    def __init__(self, files: list[str], starts: dict[str, np.ndarray], values: dict, packed: list,
                 read_from: dict[str, dict[str, str | None]], buffer_of: np.ndarray | None = None,
                 byte_at: np.ndarray | None = None):
        """`packed`: the buffers holding the parts' bytes; without `buffer_of` and `byte_at`, one buffer holding
        every part's bytes one after the other."""
        self.files, self.starts, self.values, self.packed, self.read_from = files, starts, values, packed, read_from
        self.index = {file: k for k, file in enumerate(files)}
        sizes = np.diff(starts["sites"])
        last = starts["sites"][1:] - 1
        # each part's bytes: its sites' last end (ends count from the part's first byte)
        nbytes = np.where(sizes > 0, values["ends"][np.maximum(last, 0)] if len(values["ends"]) else 0, 0)
        self.byte_starts = np.concatenate([np.zeros(1, dtype=np.int64), np.cumsum(nbytes, dtype=np.int64)])
        self.buffer_of = np.zeros(len(files), dtype=np.int64) if buffer_of is None else buffer_of
        self.byte_at = self.byte_starts[:-1] if byte_at is None else byte_at

    @classmethod
    def of(cls, parts: dict[str, FilePart]) -> "PartColumns":
        """These parts (file -> part, in file order) as columns."""
        fields = [_fields(p) for p in parts.values()]
        starts = {group: np.zeros(len(fields) + 1, dtype=np.int64) for group in GROUPS}
        for group in GROUPS:
            column = next(c for c, (g, _) in COLUMNS.items() if g == group)
            np.cumsum([len(f[column]) for f in fields], out=starts[group][1:])
        values = {}
        for column, (_, kind) in COLUMNS.items():
            found = [f[column] for f in fields]
            values[column] = list(chain.from_iterable(found)) if kind is None else \
                np.concatenate([np.asarray(v, dtype=kind) for v in found]) if found else np.zeros(0, dtype=kind)
        return cls(list(parts), starts, values, [b"".join(p.packed for p in parts.values())],
                   {f: p.read_from for f, p in parts.items() if p.read_from})

    @classmethod
    def joined(cls, pieces: list[tuple["PartColumns", int, int]]) -> "PartColumns":
        """The parts `a:b` of each piece's columns, one piece after the other."""
        files = [f for table, a, b in pieces for f in table.files[a:b]]
        starts, values = {}, {}
        for group in GROUPS:
            counts = [np.diff(table.starts[group][a:b + 1]) for table, a, b in pieces]
            starts[group] = np.concatenate([np.zeros(1, dtype=np.int64), np.cumsum(np.concatenate(counts) if counts
                                                                                    else [], dtype=np.int64)])
        for column, (group, kind) in COLUMNS.items():
            spans = [(table.values[column], table.starts[group][a], table.starts[group][b]) for table, a, b in pieces]
            values[column] = list(chain.from_iterable(v[i:j] for v, i, j in spans)) if kind is None else \
                np.concatenate([v[i:j] for v, i, j in spans]) if spans else np.zeros(0, dtype=kind)
        # each piece's buffers, once each, and its parts' places in them
        packed, numbers, buffer_of = [], {}, []
        for table, a, b in pieces:
            for buffer in table.packed:
                if id(buffer) not in numbers:
                    numbers[id(buffer)] = len(packed)
                    packed.append(buffer)
            renumbered = np.array([numbers[id(buffer)] for buffer in table.packed], dtype=np.int64)
            buffer_of.append(renumbered[table.buffer_of[a:b]])
        byte_at = np.concatenate([table.byte_at[a:b] for table, a, b in pieces]) if pieces else np.zeros(0, dtype=np.int64)
        read_from = {f: found for table, a, b in pieces for f in table.files[a:b] if (found := table.read_from.get(f))}
        return cls(files, starts, values, packed, read_from,
                   np.concatenate(buffer_of) if pieces else np.zeros(0, dtype=np.int64), byte_at)

    def __len__(self) -> int:
        return len(self.files)

    def __contains__(self, file: str) -> bool:
        return file in self.index

    @property
    def sizes(self) -> np.ndarray:
        """Each part's number of sites."""
        return np.diff(self.starts["sites"])

    def span(self, column: str, k: int):
        """Part k's entries of one column."""
        group = COLUMNS[column][0]
        return self.values[column][self.starts[group][k]:self.starts[group][k + 1]]

    def order(self, file: str) -> list[int]:
        """The file's rows in the index's fixed order (`FilePart.order`)."""
        return self.span("order", self.index[file]).tolist()

    def _bytes(self, k: int) -> memoryview:
        """Part k's sites' bytes."""
        at = int(self.byte_at[k])
        return memoryview(self.packed[self.buffer_of[k]])[at:at + int(self.byte_starts[k + 1] - self.byte_starts[k])]

    def byte_runs(self) -> list[memoryview]:
        """Every part's sites' bytes in file order, as runs of consecutive bytes of one buffer."""
        nbytes = np.diff(self.byte_starts)
        # a part starts a run unless its bytes follow the previous part's in the same buffer
        cut = np.ones(len(self.files), dtype=bool)
        cut[1:] = (self.buffer_of[1:] != self.buffer_of[:-1]) | (self.byte_at[1:] != self.byte_at[:-1] + nbytes[:-1])
        firsts = np.flatnonzero(cut).tolist()
        return [memoryview(self.packed[self.buffer_of[a]])[int(self.byte_at[a]):int(self.byte_at[a]) + int(
            self.byte_starts[b] - self.byte_starts[a])] for a, b in zip(firsts, firsts[1:] + [len(self.files)])]

    def site_bytes(self, file: str, i: int) -> memoryview:
        """The pickled fields of the file's i-th site in the fixed order."""
        k = self.index[file]
        ends = self.span("ends", k)
        return self._bytes(k)[int(ends[i - 1]) if i else 0:int(ends[i])]

    def part(self, file: str) -> FilePart:
        """The file's part, made of its columns' entries."""
        k = self.index[file]
        got = {column: self.span(column, k) for column in COLUMNS}
        listed = {column: got[column].tolist() for column in ("order", "borrowing", "opaque")}
        return FilePart(listed["order"], bytes(self._bytes(k)),
                        got["ends"], list(got["names"]), got["counts"],
                        (got["posted_at"], got["posted_name"], got["posted_roles"]),
                        (got["weighed_at"], got["weighed_name"], got["weighed_weight"]), listed["borrowing"],
                        list(got["signed"]), list(got["globs"]), listed["opaque"], list(got["selects"]),
                        dict(self.read_from.get(file, {})))

    # Stored without `packed` (the index stores its sites' bytes once: site_index.load_parts gives it back),
    # each array as its bytes, the lists of names, words and strings marshalled (several times quicker than
    # pickled: nothing in them is shared)
    def __getstate__(self) -> dict:
        arrays = {c: (v.dtype.str, v.tobytes()) for c, v in self.values.items() if COLUMNS[c][1] is not None}
        return {"files": self.files, "starts": {g: s.tobytes() for g, s in self.starts.items()},
                "lists": marshal.dumps({c: v for c, v in self.values.items() if COLUMNS[c][1] is None}),
                "arrays": arrays, "read_from": self.read_from}

    def __setstate__(self, state: dict) -> None:
        values = {c: np.frombuffer(b, dtype=dtype) for c, (dtype, b) in state["arrays"].items()}
        self.__init__(state["files"], {g: np.frombuffer(s, dtype=np.int64) for g, s in state["starts"].items()},
                      {**marshal.loads(state["lists"]), **values}, [b""], state["read_from"])
