"""The real model and a real LanceDB table: vectors stored per partition, reused across commits."""

import lancedb
import pandas as pd

from codemap_pipeline.code import embeddings


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

    sims = embeddings.similarity(uri, "repo@aaaaaaaaaaaa",
                                 ["HashAggregate(keys=[country#5], functions=[sum(amount#2)])"], ["i0", "i1", "i2"])
    assert max(["i0", "i1", "i2"], key=lambda i: sims[(0, i)]) == "i0"

    # identifiers are split for full-text search: "group" finds groupBy
    hits = table.search("group", query_type="fts").where("partition = 'repo@aaaaaaaaaaaa'").limit(5).to_pandas()
    assert hits["item_id"].tolist() == ["i0"]


def test_split_identifiers():
    assert embeddings.split_identifiers("groupBy(total_amount)") == "groupBy group by total_amount total amount"
