"""The real model, a real vector cache and a real LanceDB table: each text encoded once, whoever asks."""

import lancedb
import numpy as np
import pandas as pd
import pytest

from codemap_pipeline.code import embeddings
from codemap_pipeline.code.encoder import MiniLMEncoder, model_path
from codemap_pipeline.defs.code_index import embedding_items


def _items(texts):
    return pd.DataFrame({"item_id": [f"i{n}" for n in range(len(texts))], "item_kind": "site:x",
                         "file": "jobs/a.py", "symbol": "jobs.a.f", "text": texts})


def test_store_reuse_similarity_and_full_text(tmp_path):
    uri = str(tmp_path / "lance")
    texts = ['orders.groupBy("country").agg(F.sum("amount").alias("revenue"))',
             'orders.filter(F.col("status") == "complete")',
             "def load_customers(spark): return spark.read.parquet(CUSTOMERS_PATH)"]
    first = embeddings.store_embeddings(uri, "repo@aaaaaaaaaaaa", _items(texts))
    assert first == {"rows": 3, "reused": 0, "embedded": 3}
    # a second commit with one changed text embeds only that text
    second = embeddings.store_embeddings(uri, "repo@bbbbbbbbbbbb", _items(texts[:2] + ["def load_products(): pass"]))
    assert second == {"rows": 3, "reused": 2, "embedded": 1}
    # re-materializing a partition replaces its rows instead of duplicating them
    embeddings.store_embeddings(uri, "repo@aaaaaaaaaaaa", _items(texts))
    assert embeddings.count_rows(uri, "repo@aaaaaaaaaaaa") == 3

    table = lancedb.connect(uri).open_table(embeddings.TABLE)
    vectors = table.search().limit(None).to_pandas()["vector"]
    assert all(len(v) == embeddings.DIMS for v in vectors)
    assert all(abs(np.linalg.norm(v) - 1) < 1e-3 for v in vectors)

    rows = table.search().where("partition = 'repo@aaaaaaaaaaaa'").limit(None).to_pandas()
    sims = embeddings.SiteVectors(list(rows["item_id"]), np.stack(rows["vector"])).scores(
        ["HashAggregate(keys=[country#5], functions=[sum(amount#2)])"])
    assert max(["i0", "i1", "i2"], key=lambda i: sims[(0, i)]) == "i0"

    # identifiers are split for full-text search: "group" finds groupBy
    hits = table.search("group", query_type="fts").where("partition = 'repo@aaaaaaaaaaaa'").limit(5).to_pandas()
    assert hits["item_id"].tolist() == ["i0"]


def test_duplicate_texts_are_embedded_once_and_share_a_vector(tmp_path):
    uri = str(tmp_path / "lance")
    texts = ['df.filter(F.col("a") > 1)', 'df.filter(F.col("a") > 1)', "spark.table('t')"]
    assert embeddings.store_embeddings(uri, "r@a", _items(texts)) == {"rows": 3, "reused": 0, "embedded": 2}
    rows = lancedb.connect(uri).open_table(embeddings.TABLE).search().limit(None).to_pandas().set_index("item_id")
    assert np.allclose(rows.loc["i0", "vector"], rows.loc["i1", "vector"])
    assert not np.allclose(rows.loc["i0", "vector"], rows.loc["i2", "vector"])


def test_similarity_is_a_lazy_mapping_over_the_stored_vectors():
    texts = ['orders.groupBy("country")', 'orders.filter(F.col("status") == "complete")', "spark.read.json(path)"]
    vectors = embeddings.SiteVectors(["i0", "i1", "i2"], embeddings.encode(texts))
    queries = ["Filter (status#3 = complete)", "Scan json", "Filter (status#3 = complete)"]
    sims = vectors.scores(queries)
    expected = embeddings.encode(queries) @ vectors.matrix.T
    # under bfloat16 (CPUs with native bf16) a text's vector depends a little on the batch it was padded in
    tolerance = 1e-3 if embeddings.load_model().bf16 else 1e-5
    for qi in (0, 1, 2, 0):   # revisiting a query recomputes its row
        for col, item in enumerate(vectors.ids):
            assert sims.get((qi, item)) == pytest.approx(float(expected[qi, col]), abs=tolerance)
    assert sims[(2, "i1")] == pytest.approx(sims[(0, "i1")])
    assert max(vectors.ids, key=lambda i: sims[(0, i)]) == "i1"
    assert max(vectors.ids, key=lambda i: sims[(1, i)]) == "i2"
    assert sims.get((0, "unknown")) is None and sims.get((3, "i0")) is None and (0, "unknown") not in sims
    with pytest.raises(KeyError):
        sims[(0, "unknown")]
    assert len(sims) == 9 and set(sims) == {(q, i) for q in range(3) for i in ("i0", "i1", "i2")}
    # no sites, no scores
    assert not embeddings.SiteVectors([], np.zeros((0, embeddings.DIMS), dtype=np.float32)).scores(queries)


def test_vector_cache_encodes_each_text_once_across_commits(tmp_path):
    first_commit = ['orders.groupBy("country")', 'orders.filter(F.col("status") == "complete")',
                    'orders.groupBy("country")']
    cache = embeddings.VectorCache(tmp_path / "vectors")
    vectors = cache.vectors(first_commit)
    assert cache.encoded == 2   # the duplicate once
    assert np.allclose(vectors, embeddings.encode(first_commit), atol=1e-3) and np.allclose(vectors[0], vectors[2])
    # a later process (a new cache object on the same folder), a commit with one text changed: one encoded
    later = embeddings.VectorCache(tmp_path / "vectors")
    second = later.vectors(first_commit[:2] + ["spark.read.json(path)"])
    assert later.encoded == 1 and np.array_equal(second[:2], vectors[:2])
    assert embeddings.VectorCache(tmp_path / "vectors").lookup([embeddings.text_hash(t) for t in first_commit]).keys() \
        == {embeddings.text_hash(t) for t in first_commit}
    assert later.vectors([]).shape == (0, embeddings.DIMS)


def test_vector_cache_finds_a_hash_ending_in_a_zero_byte(tmp_path):
    text = next(t for t in (f"text {n}" for n in range(100_000)) if embeddings.text_hash(t).endswith("00"))
    cache = embeddings.VectorCache(tmp_path / "vectors")
    vector = np.full(embeddings.DIMS, 0.5, dtype=np.float32)
    cache.add({embeddings.text_hash(text): vector})
    assert np.array_equal(cache.lookup([embeddings.text_hash(text)])[embeddings.text_hash(text)], vector)


def test_store_embeddings_reuses_and_fills_the_vector_cache(tmp_path):
    cache = embeddings.VectorCache(tmp_path / "vectors")
    cache.vectors(['orders.groupBy("country")'])   # as the mapping does for a commit's sites
    texts = ['orders.groupBy("country")', "def load_customers(spark): pass"]
    assert embeddings.store_embeddings(str(tmp_path / "lance"), "r@a", _items(texts), cache) == \
        {"rows": 2, "reused": 1, "embedded": 1}
    # the symbol's vector is in the cache now: nothing is encoded for it again
    again = embeddings.VectorCache(tmp_path / "vectors")
    again.vectors(texts)
    assert again.encoded == 0


def test_cached_similarity_encodes_only_what_is_asked(tmp_path):
    cache = embeddings.VectorCache(tmp_path / "vectors")
    texts = ['orders.groupBy("country")', 'orders.filter(F.col("status") == "complete")', "spark.read.json(path)"]
    texts.append('orders.filter(F.col("amount") > 0)')
    ids, symbols = ["i0", "i1", "i2", "i3"], ["jobs.report", "jobs.clean", "jobs.load", "jobs.clean"]
    sites = embeddings.CachedSites(cache, ids, symbols, texts)
    queries = ["Filter (status#3 = complete)", "Scan json", "HashAggregate keys country"]
    sims = sites.scores(queries)
    assert cache.encoded == 0 and len(sims) == 12 and (0, "i0") in set(sims)   # nothing encoded yet
    assert sims.get((0, "unknown")) is None and sims.get((3, "i0")) is None and cache.encoded == 0
    expected = embeddings.encode(queries) @ embeddings.encode(list(map(embeddings.site_text, symbols, texts))).T
    assert sims[(0, "i1")] == pytest.approx(float(expected[0, 1]), abs=1e-3)
    assert cache.encoded == 1 + 1   # the site and the query asked about, nothing else of its kind
    assert sims[(0, "i3")] == pytest.approx(float(expected[0, 3]), abs=1e-3) and cache.encoded == 3
    # many: what is missing of several pairs in one batch, None for a pair that is not there
    got = sims.many([(1, i) for i in ids] + [(1, "unknown"), (5, "i0")])
    assert got[4:] == [None, None] and max(ids, key=lambda i: got[ids.index(i)]) == "i2"
    assert cache.encoded == 3 + 2 + 1   # the aggregate and the read, and the second query
    # another plan against the same commit: its node texts and the sites are in the cache already
    other = embeddings.CachedSites(embeddings.VectorCache(tmp_path / "vectors"), ids, symbols, texts)
    assert other.scores(queries[:2])[(1, "i0")] == pytest.approx(sims[(1, "i0")]) and other.cache.encoded == 0


def test_encoder_gives_sentence_transformers_vectors():
    """The direct torch encoder is the same model as sentence-transformers' pipeline for it (texts within
    MAX_TOKENS): float32 to 1e-5, and bfloat16 where it is used to 1e-3 in cosine."""
    from sentence_transformers import SentenceTransformer

    texts = ["build revenue by country groupBy country agg sum amount alias revenue",
             "HashAggregate keys country functions sum amount", "Scan parquet orders",
             "a much longer text " * 8]
    reference = SentenceTransformer(str(model_path()), device="cpu").encode(texts, normalize_embeddings=True)
    encoder = MiniLMEncoder()
    native = encoder.bf16
    encoder.bf16 = False
    exact = encoder.encode(texts)
    assert exact.shape == (4, 384)
    assert np.min(np.sum(exact * reference, axis=1)) > 0.99999
    if native:
        encoder.bf16 = True
        assert np.min(np.sum(encoder.encode(texts) * reference, axis=1)) > 0.999


def test_prepare_keeps_words_and_numbers_only():
    assert embeddings.prepare('df.filter(F.col("ws_quantity") > 202)') == "df filter F col ws quantity 202"
    assert embeddings.prepare("HashAggregate(keys=[country#5], functions=[sum(amount#12L)])") == \
        "HashAggregate keys country functions sum amount"


def test_embedding_items_are_short_texts_of_symbols_and_sites():
    symbols = pd.DataFrame({"symbol_id": ["s1", "s2"], "kind": ["function", "module"], "file": ["jobs/sales.py"] * 2,
                            "qualname": ["jobs.sales.build", "jobs.sales"], "signature": ["def build(orders)", None],
                            "docstring": ["Revenue per country.\n\nLong explanation.", None]})
    sites = pd.DataFrame({"site_id": ["a", "b"], "kind": ["aggregate", "filter"], "file": ["jobs/sales.py"] * 2,
                          "symbol": ["jobs.sales.build", "jobs.sales"],
                          "snippet": ['    return (orders\n        .groupBy("country"))', "df.where(x > 1)"]})
    items = embedding_items(symbols, sites)
    assert items["item_id"].tolist() == ["s1", "s2", "a", "b"]
    assert items["item_kind"].tolist() == ["symbol:function", "symbol:module", "site:aggregate", "site:filter"]
    assert items["text"].tolist() == ["build: def build(orders) Revenue per country.", "sales:",
                                      'build: return (orders .groupBy("country"))', "sales: df.where(x > 1)"]
    summaries = pd.DataFrame({"symbol_id": ["s1"], "summary": ["Sums revenue."]})
    assert embedding_items(symbols, sites, summaries)["text"][0].endswith("Revenue per country. Sums revenue.")


def test_split_identifiers():
    assert embeddings.split_identifiers("groupBy(total_amount)") == "groupBy group by total_amount total amount"
