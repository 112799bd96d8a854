"""Which files each file of a commit uses (imports, calls, inheritance: readings.code_facts), kept by the file
using, with the file each link's target was found in: a new commit whose symbols are the previous commit's
looks up only the links of the files it indexed again, and takes every other file's uses as they were (looking
up every link of a large commit, and every symbol, was a tenth of the time its code index took).
"""

from __future__ import annotations

from dataclasses import dataclass

from codemap_pipeline.mapping import readings

SYMBOL_FIELDS = ("symbol_id", "qualname", "file", "kind")   # what a link's target is looked up by
LINK_FIELDS = ("file", "dst", "kind", "resolved")


@dataclass
class FileUses:
    uses: dict[str, set[str]]                        # file -> the files it uses
    declared: dict[str, str]                         # class -> the file declaring it
    targets: dict[tuple[str, bool], str | None]      # (a use's target as written, resolved) -> its file

    @classmethod
    def of_tables(cls, links, symbols) -> "FileUses":
        """A commit's uses, from its Arrow tables of links and symbols (readings.code_facts_table)."""
        targets: dict[tuple[str, bool], str | None] = {}
        pairs, declared = readings.code_facts_table(links, symbols, targets)
        return cls(_by_user(pairs), declared, targets)

    def pairs(self) -> set[tuple[str, str]]:
        return {(user, used) for user, found in self.uses.items() for used in found}

    def updated(self, links, kept: set[str]) -> "FileUses | None":
        """The uses of the next commit, whose symbols are this commit's (the caller compares them), from its
        links (Arrow), those of the files in `kept` the same as this commit's: the others' links looked up in
        `targets`. None where one of their targets is not there (a target this commit's links never named)."""
        import pyarrow as pa
        import pyarrow.compute as pc

        changed = links.filter(pc.invert(pc.is_in(links.column("file"), pa.array(sorted(kept), type=pa.large_string()))))
        rows = list(zip(*(changed.column(c).to_pylist() for c in LINK_FIELDS))) if changed.num_rows else []
        asked = {(dst, bool(resolved)) for _, dst, kind, resolved in rows if kind in readings.USING}
        if not asked <= self.targets.keys():
            return None
        uses = {user: found for user, found in self.uses.items() if user in kept}
        for user, used in readings.link_uses(rows, lambda dst, resolved: self.targets[(dst, bool(resolved))]):
            uses.setdefault(user, set()).add(used)
        return FileUses(uses, self.declared, self.targets)


def _by_user(pairs: set[tuple[str, str]]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for user, used in pairs:
        out.setdefault(user, set()).add(used)
    return out
