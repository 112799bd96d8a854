"""A file's part of the site index: what the index derives from each of the file's sites on its own (names
and roles, what each name weighs in the site's total, signatures, the sites packed), made once and reused
by the next commit's index while the file's sites, and the other sites it read names from, stay the same.

The index joins the parts in file order (site_index.SiteIndex), so reused parts and new ones make the same
index as a fresh build; it holds and stores them as columns (part_columns.PartColumns). Every list here is in a fixed order (names sorted), never in set order: a part made
by another process lines up with one made now.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable
from dataclasses import dataclass, fields
from operator import attrgetter

import numpy as np

from codemap_pipeline.code.model import SparkSite

SITE_FIELDS = tuple(f.name for f in fields(SparkSite))
_SITE_VALUES = attrgetter(*SITE_FIELDS)


@dataclass
class FilePart:
    """One file's sites as the index needs them. Positions are the sites' places in the file's fixed order
    (`order[k]`: which of the file's rows is the k-th), names are places in `names`."""

    order: list[int]
    packed: bytes                      # each site's fields pickled apart (StoredSites), one after the other
    ends: np.ndarray                   # where each site's bytes end in `packed`
    names: list[str]                   # every name the part mentions, sorted
    counts: np.ndarray                 # per name, how many of the file's sites name it themselves (Vocabulary)
    posted: tuple[np.ndarray, np.ndarray, np.ndarray]   # (position, name, ROLE bits): each name a site has
    weighed: tuple[np.ndarray, np.ndarray, np.ndarray]  # (position, name, category weight) a site's total adds
    borrowing: list[int]               # positions of the calls naming nothing, which borrow their input's names
    signed: list[tuple[int, frozenset[str]]]   # (position, words) of the signatures (SiteIndex._signature)
    globs: list[str]
    opaque: list[int]
    selects: list[tuple[int, frozenset[str], frozenset[str], bool]]   # (position, aliases, written, a SQL SELECT's)
    read_from: dict[str, str | None]   # other files' site ids whose names this part used -> their file (or None)


def pack(sites: list[SparkSite]) -> tuple[bytes, np.ndarray]:
    parts = [pickle.dumps(_SITE_VALUES(s), protocol=pickle.HIGHEST_PROTOCOL) for s in sites]
    return b"".join(parts), np.cumsum([len(p) for p in parts], dtype=np.int64)


@dataclass
class SiteFacts:
    """What the index reads off one site (site_index.site_facts)."""

    own: dict[str, set[str]]           # the names its call carries
    names: dict[str, set[str]]         # with those it borrows from its input when it names nothing itself
    borrows: bool
    total_categories: tuple[str, ...]  # the categories its total weighs (site_index.site_weight)
    signature: tuple[frozenset[str], ...]
    opaque: bool
    select: tuple[frozenset[str], frozenset[str], bool] | None   # (aliases, written, SQL) of a select


def file_part(rows: list[SparkSite], order: list[int], facts_of: Callable[[SparkSite, dict], SiteFacts],
              role: dict[str, int], weight: dict[str, float], is_glob: Callable[[str], bool]) -> FilePart:
    """The part of one file's `rows` (`order`: their fixed order). `facts_of(site, read_from)` notes in
    `read_from` the other files' sites whose names it read; `role` and `weight` are each category's ROLE bit
    and weight."""
    sites = [rows[k] for k in order]
    read_from: dict[str, str | None] = {}
    counts: dict[str, int] = {}
    posted: list[tuple[int, str, int]] = []
    weighed: list[tuple[int, str, float]] = []
    borrowing, signed, globs, opaque, selects = [], [], set(), [], []
    for pos, site in enumerate(sites):
        facts = facts_of(site, read_from)
        for name in set().union(*facts.own.values()):
            counts[name] = counts.get(name, 0) + 1
        globs.update(p for p in facts.own["path"] if is_glob(p))
        if facts.borrows:
            borrowing.append(pos)
        roles: dict[str, int] = {}
        for category, found in facts.names.items():
            for name in found:
                roles[name] = roles.get(name, 0) | role[category]
        posted += [(pos, name, roles[name]) for name in sorted(roles)]
        best: dict[str, float] = {}   # a name counts once, in its strongest role
        for category in facts.total_categories:
            for name in facts.names[category]:
                best[name] = max(best.get(name, 0.0), weight[category])
        weighed += [(pos, name, best[name]) for name in sorted(best)]
        signed += [(pos, words) for words in facts.signature]
        if facts.opaque:
            opaque.append(pos)
        if facts.select is not None:
            selects.append((pos, *facts.select))
    names = sorted(set(counts) | {n for _, n, _ in posted})
    place = {name: k for k, name in enumerate(names)}
    packed, ends = pack(sites)
    return FilePart(order, packed, ends, names, np.array([counts.get(n, 0) for n in names], dtype=np.int64),
                    _columns(posted, place, np.uint8), _columns(weighed, place, np.float64), borrowing, signed,
                    sorted(globs), opaque, selects, read_from)


def _columns(entries: list[tuple[int, str, object]], place: dict[str, int], value_type) -> tuple:
    return (np.array([e[0] for e in entries], dtype=np.int32), np.array([place[e[1]] for e in entries], dtype=np.int32),
            np.array([e[2] for e in entries], dtype=value_type))
