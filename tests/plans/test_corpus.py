"""Every real plan through parse_plan_file, as `codemap plan` reads it: the vendored subset always, the
whole corpus when CODEMAP_PLAN_CORPUS names its folder."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from codemap_pipeline.plans.model import PlanParseError
from codemap_pipeline.plans.parser import WRAPPERS

from plan_corpus import REAL, corpora, corpus_files, parsed, per_file

CORPORA = corpora()


def _plans(root: Path):
    """(path, parsed plans) of every input under root that holds plans."""
    for path in corpus_files(root):
        result = parsed(path)
        if not isinstance(result, PlanParseError):
            yield path, result


@pytest.mark.parametrize("corpus", CORPORA)
def test_every_file_parses_without_error(corpus) -> None:
    files = corpus_files(corpus.root)
    assert len(files) >= corpus.least["files"]
    refused, failed = {}, []
    for path in files:
        rel = str(path.relative_to(corpus.root))
        result = parsed(path)
        if isinstance(result, PlanParseError):
            refused[rel] = result
            continue
        assert result, rel
        failed.extend(f"{rel}: {e}" for plan in result for e in plan.errors)
    assert failed == []
    # The only files that hold no plan; each must be refused with a PlanParseError, nothing else.
    assert sorted(refused) == sorted(corpus.not_plans)
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


def _single_formatted(root: Path) -> list[Path]:
    """The files holding exactly one plan, in formatted mode (an AQE final plan counts as one)."""
    out = []
    for path in corpus_files(root):
        result = parsed(path)
        if isinstance(result, PlanParseError) or len(result) != 1 or result[0].mode != "formatted":
            continue
        if path.read_text(errors="replace").count("== Physical Plan ==") <= 1:
            out.append(path)
    return out


@pytest.mark.parametrize("corpus", CORPORA)
def test_enough_single_formatted_files(corpus) -> None:
    assert len(_single_formatted(corpus.root)) >= corpus.least["formatted"]


@pytest.mark.parametrize("path", per_file(_single_formatted))
def test_formatted_ids_equal_spark_numbers(path: Path) -> None:
    """Node ids == the printed (N), initial AQE plans aside."""
    every, initial = _tree_ids(path.read_text(errors="replace"))
    ids = {n.node_id for n in parsed(path)[0].nodes if n.node_id is not None}
    assert ids <= every
    assert every - ids <= initial, sorted(every - ids)


@pytest.mark.parametrize("path", per_file(lambda root: [p for p, _ in _plans(root)]))
def test_structure_of_every_plan(path: Path) -> None:
    for plan in parsed(path):
        nodes = plan.nodes
        assert nodes[0].parent is None
        for i, node in enumerate(nodes):
            for c in node.children:
                assert nodes[c].parent == i
            assert node.wrapper == (node.operator in WRAPPERS or node.operator.startswith("WholeStageCodegen"))
            assert node.twin_of is None or (node.parent is None and nodes[node.twin_of].operator == node.operator)
        ids = [n.node_id for n in nodes if n.node_id is not None]
        assert len(ids) == len(set(ids))


def _pairs(root: Path) -> list[Path]:
    """Golden simplified.txt files that have the explain.txt of the same query beside them."""
    return [s for s in sorted(root.rglob("simplified.txt")) if s.with_name("explain.txt").exists()]


@pytest.mark.parametrize("corpus", CORPORA)
def test_enough_golden_pairs(corpus) -> None:
    assert len(_pairs(corpus.root)) >= corpus.least["pairs"]


@pytest.mark.parametrize("simplified", per_file(_pairs))
def test_simplified_and_formatted_agree(simplified: Path) -> None:
    """Golden simplified.txt vs explain.txt of the same query: ids name the same operators,
    with the same parents, codegen stages and reuse links."""
    s, f = parsed(simplified)[0], parsed(simplified.with_name("explain.txt"))[0]
    assert s.mode == "simplified" and f.mode == "formatted"
    sn = {n.node_id: n for n in s.nodes if n.node_id is not None}
    fn = {n.node_id: n for n in f.nodes if n.node_id is not None}
    assert {k: n.operator for k, n in sn.items()} == {k: n.operator for k, n in fn.items()}
    for node_id, node in sn.items():
        other = fn[node_id]
        assert _numbered_parent(s, node) == _numbered_parent(f, other), node_id
        if other.codegen_stage is not None and node.codegen_stage is not None:
            assert node.codegen_stage == other.codegen_stage, node_id
        if node.operator == "ReusedExchange":
            assert node.reuses == other.reuses, node_id


def _numbered_parent(plan, node):
    """node_id of the nearest numbered ancestor (simplified.txt adds unnumbered wrappers)."""
    while node.parent is not None:
        node = plan.nodes[node.parent]
        if node.node_id is not None:
            return node.node_id
    return None


# ------------------------------------------------------------------ the vendored subset itself

def _listed() -> list[str]:
    return re.findall(r"^- `([^`]+)`", (REAL / "SOURCES.md").read_text(), re.M)


def test_every_vendored_file_says_where_it_came_from() -> None:
    listed = _listed()
    present = sorted(str(p.relative_to(REAL)) for p in REAL.rglob("*") if p.is_file() and p.name != "SOURCES.md")
    assert len(listed) == len(set(listed))
    assert sorted(listed) == present


def _features(root: Path) -> set[tuple[str, str]]:
    out = set()
    for _, plans in _plans(root):
        for plan in plans:
            out.add(("mode", plan.mode))
            for node in plan.nodes:
                out.add(("operator", node.operator))
                if node.engine_operator:
                    out.add(("engine operator", node.engine_operator))
    return out


@pytest.mark.parametrize("corpus", [c for c in CORPORA if c.id == "whole"])
def test_vendored_subset_has_every_operator_and_mode_of_the_corpus(corpus) -> None:
    """How the subset was chosen (SOURCES.md): every operator, engine operator and mode is in it."""
    wanted = _features(corpus.root)
    assert len(wanted) > 150
    assert sorted(wanted - _features(REAL)) == []

