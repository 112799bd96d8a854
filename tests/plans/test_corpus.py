"""The whole real-plan corpus through parse_plan_file, as `codemap plan` reads it."""

from __future__ import annotations

import re

from codemap_pipeline.plans.model import PlanParseError
from codemap_pipeline.plans.parser import WRAPPERS

from plan_corpus import REAL, corpus_files, parsed

# The only files that hold no plan; each must be refused with a PlanParseError, nothing else.
NOT_PLANS = {
    "README.md": "describes the corpus",
    "misc/SOURCES.md": "lists where each misc file came from",
    "misc/eventlogs/spark-rapids-tools/MANIFEST.tsv": "maps event-log folders to their sources",
}


def test_whole_corpus_parses_without_error() -> None:
    files = corpus_files()
    assert len(files) > 1600
    refused, failed = {}, []
    for path in files:
        rel = str(path.relative_to(REAL))
        result = parsed(path)
        if isinstance(result, PlanParseError):
            refused[rel] = result
            continue
        assert result, rel
        failed.extend(f"{rel}: {e}" for plan in result for e in plan.errors)
    assert failed == []
    assert sorted(refused) == sorted(NOT_PLANS)
    for error in refused.values():
        assert error.line == 1 and "expected" in error.message


def _tree_ids(text: str) -> tuple[set[int], set[int]]:
    """(N) numbers Spark printed on tree lines: all of them, and those inside an AQE initial
    plan (which the parser drops with the plan they belong to)."""
    every, initial = set(), set()
    in_initial = False
    for line in text.splitlines():
        if "== Initial Plan ==" in line:
            in_initial = True
        elif not line.strip() or "== Final Plan ==" in line or "== Current Plan ==" in line:
            in_initial = False
        if re.match(r"^\(\d+\) ", line) or line.startswith("Subquery:"):
            continue
        m = re.search(r"\s\((\d+)\)(?:,? .*)?$", line)
        if m and re.search(r"[+:]- |^\s*\S", line):
            every.add(int(m.group(1)))
            if in_initial:
                initial.add(int(m.group(1)))
    return every, initial


def test_formatted_ids_equal_spark_numbers() -> None:
    """Every single-plan formatted file: node ids == printed (N), initial AQE plans aside."""
    checked = 0
    for path in corpus_files():
        result = parsed(path)
        if isinstance(result, PlanParseError) or len(result) != 1 \
                or result[0].mode != "formatted":
            continue
        text = path.read_text(errors="replace")
        if text.count("== Physical Plan ==") > 1:
            continue
        every, initial = _tree_ids(text)
        ids = {n.node_id for n in result[0].nodes if n.node_id is not None}
        assert ids <= every, path
        assert every - ids <= initial, (path, sorted(every - ids))
        checked += 1
    assert checked > 800


def test_structure_of_every_plan() -> None:
    for path in corpus_files():
        result = parsed(path)
        if isinstance(result, PlanParseError):
            continue
        for plan in result:
            nodes = plan.nodes
            assert nodes[0].parent is None
            for i, node in enumerate(nodes):
                for c in node.children:
                    assert nodes[c].parent == i
                assert node.wrapper == (node.operator in WRAPPERS
                                        or node.operator.startswith("WholeStageCodegen")), path
            ids = [n.node_id for n in nodes if n.node_id is not None]
            assert len(ids) == len(set(ids)), path


def _pairs():
    for simplified in sorted(REAL.rglob("simplified.txt")):
        formatted = simplified.with_name("explain.txt")
        if formatted.exists():
            yield simplified, formatted


def test_simplified_and_formatted_agree() -> None:
    """Golden simplified.txt vs explain.txt of the same query: ids name the same operators,
    with the same parents, codegen stages and reuse links."""
    count = 0
    for simplified, formatted in _pairs():
        s, f = parsed(simplified)[0], parsed(formatted)[0]
        assert s.mode == "simplified" and f.mode == "formatted"
        sn = {n.node_id: n for n in s.nodes if n.node_id is not None}
        fn = {n.node_id: n for n in f.nodes if n.node_id is not None}
        assert {k: n.operator for k, n in sn.items()} == {k: n.operator for k, n in fn.items()}, \
            simplified
        for node_id, node in sn.items():
            other = fn[node_id]
            sp = _numbered_parent(s, node)
            fp = _numbered_parent(f, other)
            assert sp == fp, (simplified, node_id)
            if other.codegen_stage is not None and node.codegen_stage is not None:
                assert node.codegen_stage == other.codegen_stage, (simplified, node_id)
            if node.operator == "ReusedExchange":
                assert node.reuses == other.reuses, (simplified, node_id)
        count += 1
    assert count > 550


def _numbered_parent(plan, node):
    """node_id of the nearest numbered ancestor (simplified.txt adds unnumbered wrappers)."""
    while node.parent is not None:
        node = plan.nodes[node.parent]
        if node.node_id is not None:
            return node.node_id
    return None
