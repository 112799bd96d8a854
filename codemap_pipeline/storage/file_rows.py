"""A commit's rows of one kind (sites, symbols...) by file, held as its Arrow table: a file's records are made
only when asked for, and a field of many rows is read as a column, without a record.

A new commit that changes a few files reuses the rows of all the others: the incremental index reads the
previous commit's records of the few files it parses again, the site index every site's few fields it needs;
neither makes a record of the rest (making 200,000 of them was a third of such a commit's time).
"""

from __future__ import annotations

import dataclasses
import operator
from itertools import groupby

import numpy as np

# pyarrow and pandas (storage.frames) are imported where a table is read: the site index takes records too, and
# a mapping run, which loads a stored one, imports neither


class FileRows:
    """Rows by file: the rows of a table (as the code index writes it, or records) and the files they are in.
    A file's rows keep their order; `get` makes a file's records on first ask (each time a list of its own)."""

    def __init__(self, table, record_type: type, records: list | None = None,
                 made: list | None = None):
        """Either `table` (its rows grouped by file, as the code index writes them) or `records`; `made`: records
        at hand already for some files of `table` (all of each such file's rows), given out as they are."""
        self.table, self.record_type = table, record_type
        self._records = records
        column = "path" if record_type.__name__ == "CodeFile" else "file"
        if table is not None:
            from codemap_pipeline.storage.tables import file_runs

            runs = file_runs(table.column(column)) if table.num_rows else {}
            # (some file's rows apart: each file's row numbers)
            self._rows = {file: range(a, b) for file, (a, b) in runs.items()} if runs is not None else \
                _row_numbers(table.column(column).to_pylist())
        else:
            self._rows = _row_numbers(list(map(operator.attrgetter(column), records)))
        self._made: dict[str, list] = {}
        self._arrays: dict = {}   # field -> its column as one Arrow array (a take from many chunks joins them)
        for file, group in groupby(made or [], key=operator.attrgetter(column)):
            self._made.setdefault(file, []).extend(group)

    @classmethod
    def of_records(cls, records: list, record_type: type) -> "FileRows":
        return cls(None, record_type, records=list(records))

    @property
    def files(self) -> list[str]:
        """Every file with rows, in the order of its first row."""
        return list(self._rows)

    @property
    def made_files(self) -> set[str]:
        """The files whose records were given (`made`) or are the records themselves."""
        return set(self._rows) if self._records is not None else set(self._made)

    def __contains__(self, file: str) -> bool:
        return file in self._rows

    def __len__(self) -> int:
        return len(self._records) if self._records is not None else self.table.num_rows

    def row_numbers(self, file: str) -> range | list[int]:
        """The file's rows' places among all rows, in their order."""
        return self._rows.get(file, ())

    def get(self, file: str, default=None) -> list | None:
        """The file's records (a new list each time; the records are shared), or `default` for a file without rows."""
        if file not in self._rows:
            return default
        if file in self._made:
            return list(self._made[file])
        rows = self._rows[file]
        if self._records is not None:
            return [self._records[r] for r in rows]
        return self.records(rows)

    def get_many(self, files: list[str]) -> dict[str, list]:
        """`get` of each of `files` (those with rows), their records made at once."""
        files = [f for f in files if f in self._rows]
        rows = [r for f in files if f not in self._made for r in self._rows[f]]
        made = iter(self.records(rows)) if rows else iter(())
        return {f: list(self._made[f]) if f in self._made else [next(made) for _ in self._rows[f]] for f in files}

    def records(self, rows) -> list:
        """The records of these rows (places among all rows), in that order."""
        if self._records is not None:
            return [self._records[r] for r in rows]
        import pyarrow as pa

        from codemap_pipeline.storage.frames import records_from_table

        # runs of rows as slices (a take would join every chunk of every column first)
        part = pa.concat_tables([self.table.slice(a, b - a) for a, b in _runs(rows)]) if len(rows) else \
            self.table.slice(0, 0)
        return records_from_table(part, self.record_type)

    def values_many(self, files: list[str], field: str) -> dict[str, list]:
        """`values` of each of `files` (those with rows), the field read once for all rows."""
        files = [f for f in files if f in self._rows]
        if self._records is not None or len(files) < 100:   # (a few files: each one's rows alone)
            return {f: self.values(f, field) for f in files}
        column = self.column(field, range(len(self)))
        return {f: list(map(operator.attrgetter(field), self._made[f])) if f in self._made else
                column[r.start:r.stop] if isinstance(r := self._rows[f], range) else [column[k] for k in r]
                for f in files}

    def values(self, file: str, field: str) -> list:
        """One field of the file's rows, in their order, without making their records."""
        if file in self._made:
            return list(map(operator.attrgetter(field), self._made[file]))
        return self.column(field, self._rows.get(file, ()))

    def column(self, field: str, rows) -> list:
        """One field of these rows (places among all rows), in that order, as Python values (None for a null,
        [] for a null list, as the records hold them)."""
        if self._records is not None:
            rows = rows.tolist() if isinstance(rows, np.ndarray) else rows
            return list(map(operator.attrgetter(field), map(self._records.__getitem__, rows)))
        from codemap_pipeline.storage.frames import field_values

        spec = next(f for f in dataclasses.fields(self.record_type) if f.name == field)
        if field not in self.table.column_names:   # an older file: the field's default on every row
            return [spec.default_factory() if spec.default_factory is not dataclasses.MISSING else spec.default
                    for _ in rows]
        return field_values(self._taken(field, rows), spec)

    def arrow_column(self, field: str, rows):
        """One field of these rows as an Arrow array, as the table holds it (records: made one)."""
        import pyarrow as pa

        if self._records is not None:
            return pa.array(self.column(field, rows))
        taken = self._taken(field, rows)
        return taken.combine_chunks() if isinstance(taken, pa.ChunkedArray) else taken

    def _taken(self, field: str, rows):
        """These rows of a column: a slice where they are one run, else a take from the whole column."""
        if isinstance(rows, range) and rows.step == 1:
            return self.table.column(field).slice(rows.start, len(rows))
        import pyarrow as pa

        if field not in self._arrays:
            self._arrays[field] = self.table.column(field).combine_chunks()
        return self._arrays[field].take(pa.array(np.asarray(rows, dtype=np.int64)))


def _runs(rows) -> list[tuple[int, int]]:
    """Row numbers as runs of consecutive ones, (start, end) each, in their order."""
    rows = np.asarray(rows, dtype=np.int64)
    cuts = np.flatnonzero(np.diff(rows) != 1) + 1
    return [(int(run[0]), int(run[-1]) + 1) for run in np.split(rows, cuts)]


def _row_numbers(files: list[str]) -> dict[str, range | list[int]]:
    """Each file's row numbers: a range where its rows are together (the usual case), else a list."""
    out: dict[str, range | list[int]] = {}
    at = 0
    for file, group in groupby(files):
        n = sum(1 for _ in group)
        if file in out:
            out[file] = [*out[file], *range(at, at + n)]
        else:
            out[file] = range(at, at + n)
        at += n
    return out
