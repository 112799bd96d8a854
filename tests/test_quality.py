"""The data-quality checks fail on the bad rows they exist to catch."""

import pandas as pd

from codemap_pipeline import quality


def test_ids_unique_reports_duplicates():
    ok, _ = quality.ids_unique(pd.DataFrame({"plan_index": [0, 0, 1], "node_id": [1, 2, 1]}), ["plan_index", "node_id"])
    assert ok
    bad, details = quality.ids_unique(pd.DataFrame({"symbol_id": ["a", "b", "a"]}), ["symbol_id"])
    assert not bad and details["duplicates"] == 2 and details["examples"] == ["a", "a"]


def _mappings(rows):
    return pd.DataFrame(rows, columns=["plan_index", "node_index", "node_id", "rank", "confidence", "status"])


def test_every_node_mapped_names_the_missing_node():
    ops = pd.DataFrame({"plan_index": [0, 0, 0], "node_index": [0, 1, 2], "wrapper": [True, False, False]})
    full = _mappings([(0, 1, 5, 0, 0.9, "confirmed"), (0, 2, 4, 0, 0.2, "uncertain")])
    assert quality.every_node_mapped(ops, full)[0]
    passed, details = quality.every_node_mapped(ops, full.iloc[:1])
    assert not passed and details["examples"] == [[0, 2]]


def test_confidences_valid_catches_out_of_range_and_wrong_status():
    good = _mappings([(0, 1, 5, 0, 0.9, "confirmed"), (0, 1, 5, 1, 0.3, None), (0, 2, 4, 0, 0.6, "probable")])
    assert quality.confidences_valid(good)[0]
    assert not quality.confidences_valid(_mappings([(0, 1, 5, 0, 1.2, "confirmed")]))[0]
    passed, details = quality.confidences_valid(_mappings([(0, 1, 5, 0, 0.4, "confirmed")]))
    assert not passed and details["bad_rows"] == 1


def test_parse_failure_share_and_embedding_count():
    files = pd.DataFrame({"path": ["a.py", "b.py", "c.py", "d.py", "e.py", "f.py"],
                          "parse_error": [None, None, None, None, None, "SyntaxError at line 1"]})
    assert quality.parse_failures_acceptable(files)[0]  # 1 of 6 is under 20%
    assert not quality.parse_failures_acceptable(files.iloc[4:])[0]
    assert quality.embeddings_complete(10, 4, 6)[0] and not quality.embeddings_complete(9, 4, 6)[0]
