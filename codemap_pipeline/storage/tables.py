"""Index rows as Arrow tables, and a new commit's tables made from the previous commit's.

`table_of` makes a table column by column from dataclass records, with the types pandas would infer for the
same records (`records_frame`, then `Table.from_pandas`): an int column with nulls is a double, a column of
nothing but nulls has the null type. `carried` makes a commit's table from the previous commit's, keeping the
rows of the files whose rows did not change as they are (no record is made of them, nor a frame) and adding
the rows made now; the rows come in the fresh index's order (by file, each file's rows as the index lists
them), so the table equals the one `table_of` makes of a fresh index's rows.
"""

from __future__ import annotations

import dataclasses
import operator

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from codemap_pipeline import collector
from codemap_pipeline.storage.memory_pool import use_jemalloc

use_jemalloc()   # (the tables of a commit's index are made here: from then on in jemalloc's memory)

COMMIT_KEY = "commit_key"


def _wide(f: dataclasses.Field) -> pa.DataType:
    """The column's type before the nulls are counted (`_settled`)."""
    kind = str(f.type)
    if kind.startswith("list"):
        return pa.list_(pa.string())
    if kind.startswith("int"):
        return pa.int64()
    if kind.startswith("bool"):
        return pa.bool_()
    return pa.large_string()


def _settled(column: pa.ChunkedArray, f: dataclasses.Field) -> pa.ChunkedArray:
    """As pandas types it: a column of nulls only is null-typed, an int column with some nulls a double, a
    list column of empty lists only a list of nulls."""
    if len(column) and column.null_count == len(column):
        return pa.chunked_array([pa.nulls(len(column))])
    if pa.types.is_list(column.type) and len(column) and not len(pc.list_flatten(column)):
        return pa.chunked_array([pa.ListArray.from_arrays(pa.array(np.zeros(len(column) + 1, dtype=np.int32)),
                                                          pa.nulls(0))])
    if column.null_count and str(f.type).startswith("int"):
        return column.cast(pa.float64())
    return column


def table_of(records: list, cls: type, commit_key: str) -> pa.Table:
    """The records as a table (one column per field, then `commit_key`), typed as pandas would type them."""
    with collector.paused():
        columns = {f.name: pa.array(list(map(operator.attrgetter(f.name), records)), type=_wide(f))
                   for f in dataclasses.fields(cls)}
    return _finished(pa.table(columns), cls, commit_key)


def _finished(wide: pa.Table, cls: type, commit_key: str) -> pa.Table:
    fields = dataclasses.fields(cls)
    if not len(wide):
        # no rows: what pandas makes of an empty frame (every column null-typed)
        columns = {f.name: pa.nulls(0) for f in fields}
        return pa.table({**columns, COMMIT_KEY: pa.array([], type=pa.large_string())})
    columns = {f.name: _settled(wide.column(f.name), f) for f in fields}
    columns[COMMIT_KEY] = pa.chunked_array([_repeated(commit_key, len(wide))])
    return pa.table(columns)


def _repeated(text: str, n: int) -> pa.Array:
    """`text` n times, as a string array made from its buffers (not from n Python strings)."""
    data = text.encode("utf-8")
    offsets = np.arange(n + 1, dtype=np.int64) * len(data)
    return pa.LargeStringArray.from_buffers(n, pa.py_buffer(offsets), pa.py_buffer(data * n))


def _widened(table: pa.Table, cls: type) -> pa.Table:
    """A stored table's columns in their wide types (a missing one: all default), for joining with new rows."""
    columns = {}
    for f in dataclasses.fields(cls):
        if f.name in table.column_names:
            columns[f.name] = table.column(f.name).cast(_wide(f))
        else:   # an older file: the field's default on every row
            default = f.default_factory() if f.default_factory is not dataclasses.MISSING else f.default
            columns[f.name] = pa.array([default] * len(table), type=_wide(f))
    return pa.table(columns)


def carried(previous: pa.Table, keep: set[str], records: list, cls: type, files: list[str],
            commit_key: str) -> pa.Table:
    """The table of a commit whose rows are `previous`'s rows of the files in `keep` and `records` (every
    other file's rows, each file's together, in the index's order); `files`: every file in the index's order.
    A record names its file in its `file` field (`path` for a CodeFile).

    The rows are spliced: runs of `previous` and of the new rows, zero-copy slices in the index's order, so a
    commit changing a few files copies none of the others' rows (a take of every row was most of the time)."""
    column = "path" if "path" in previous.column_names else "file"
    old = _widened(previous, cls)
    with collector.paused():
        new = pa.table({f.name: pa.array(list(map(operator.attrgetter(f.name), records)), type=_wide(f))
                        for f in dataclasses.fields(cls)})
    old_runs, new_runs = file_runs(old.column(column)), file_runs(new.column(column))
    if old_runs is None or new_runs is None:   # a file's rows apart: order them row by row
        return _reordered(old, new, keep, column, files, commit_key, cls)
    pieces: list[tuple[pa.Table, int, int]] = []
    for file in files:
        side, runs = (old, old_runs) if file in keep else (new, new_runs)
        if file not in runs:
            continue
        a, b = runs[file]
        if pieces and pieces[-1][0] is side and pieces[-1][2] == a:
            pieces[-1] = (side, pieces[-1][1], b)   # consecutive rows of one side: one slice
        else:
            pieces.append((side, a, b))
    joined = pa.concat_tables([side.slice(a, b - a) for side, a, b in pieces]) if pieces else old.slice(0, 0)
    return _finished(joined, cls, commit_key)


def file_runs(files: pa.ChunkedArray) -> dict[str, tuple[int, int]] | None:
    """Each file's rows as one span (start, end), or None when some file's rows are not together."""
    if not len(files):
        return {}
    values = files.combine_chunks() if files.num_chunks != 1 else files.chunk(0)
    starts = np.flatnonzero(pc.not_equal(values[1:], values[:-1]).to_numpy(zero_copy_only=False)) + 1
    bounds = [0, *starts.tolist(), len(values)]
    names = values.take(pa.array(bounds[:-1], type=pa.int64())).to_pylist()
    runs = dict(zip(names, zip(bounds[:-1], bounds[1:])))
    return runs if len(runs) == len(names) else None


def _reordered(old: pa.Table, new: pa.Table, keep: set[str], column: str, files: list[str], commit_key: str,
               cls: type) -> pa.Table:
    """`carried` row by row: the kept files' rows taken from `old`, every row put in the index's file order."""
    old = old.filter(pc.is_in(old.column(column), value_set=pa.array(sorted(keep), type=pa.large_string())))
    joined = pa.concat_tables([old, new])
    # by file in the index's order; a file's rows all come from one side, in their order (a stable sort)
    rank = pc.index_in(joined.column(column), value_set=pa.array(files, type=pa.large_string()))
    order = np.argsort(rank.to_numpy(zero_copy_only=False), kind="stable")
    return _finished(joined.take(pa.array(order)), cls, commit_key)
