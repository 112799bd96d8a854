"""The LLM step inside the mapper, with litellm's own mock_response (no network): it may settle a tie
the evidence left, it never overturns clear evidence, and a model answering garbage changes nothing."""

import json
import re
from functools import partial
from pathlib import Path

import litellm
import pytest

from codemap_pipeline.llm import LlmConfig
from codemap_pipeline.accuracy.evaluation import build_index, load_cases
from codemap_pipeline.mapping import readings
from codemap_pipeline.mapping.llm_step import LlmStep
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text

ROOT = Path(__file__).resolve().parents[2]
ENTRY = "lakehouse/jobs/sql_reports.py"
CONFIG = LlmConfig(enabled=True, allow_code_upload=True, model="gpt-4o-mini", max_job_cost_usd=0.05)


@pytest.fixture(scope="module")
def case():
    """region_revenue_sql mapped against its repository without the query that made it (as against a
    commit where it was not written yet): only look-alikes remain, and the evidence is unsure of many.
    The user names the script that ran (`--entry`), so its other queries stay close rivals."""
    case = next(c for c in load_cases(ROOT / "bench" / "cases") if c.case_id == "region_revenue_sql")
    index = build_index(case.root)
    index.sites = [s for s in index.sites if not s.symbol.endswith("build_region_revenue_sql")]
    return parse_plan_text(case.plan_path.read_text())[0].nodes, index


@pytest.fixture(autouse=True)
def look_alikes_join(monkeypatch):
    """Look-alike jobs may join the named script's reading (the rule keeping a named program alone is off):
    the ties between them are what the model is asked to settle."""
    monkeypatch.setattr(readings, "NAMED_ALONE", False)


def runner_up(model, messages, **kwargs):
    """A model that always answers with the second candidate it is shown."""
    answer = {"bestMatchIndex": 1, "confidenceLevel": "high", "reasoning": "user_id amount region status completed"}
    return litellm.completion(model=model, messages=messages, mock_response=json.dumps(answer), **{
        k: v for k, v in kwargs.items() if k in ("temperature", "max_tokens")})


def test_llm_settles_a_tie_between_look_alikes_and_is_accounted(case):
    nodes, index = case
    evidence_only = {m.node_id: m for m in map_plan(nodes, index.sites, symbol_calls=index.symbol_calls, entry=ENTRY)}
    step = LlmStep.from_config(CONFIG, completion=runner_up)
    mapped = {m.node_id: m for m in map_plan(nodes, index.sites, symbol_calls=index.symbol_calls, entry=ENTRY, llm=step)}
    switched = [n for n, m in mapped.items() if not m.derived and m.site != evidence_only[n].site]
    assert switched  # where the evidence left a close look-alike, the model's choice is taken
    for n in switched:
        assert evidence_only[n].status != "confirmed"
        assert mapped[n].factors["llmConfidence"] == 0.9 and mapped[n].factors["llmCostUsd"] > 0
        assert mapped[n].site in [s for s, _ in evidence_only[n].alternatives]  # one the evidence listed
    spent = step.budget.to_dict()
    assert 0 < spent["spent_usd"] <= CONFIG.max_job_cost_usd and spent["calls"] == len(step.decisions)
    # nodes the evidence already confirms are never sent
    confirmed = [m.node_index for m in evidence_only.values() if m.status == "confirmed" and not m.derived]
    assert not set(confirmed) & set(step.decisions)


def test_garbage_answers_leave_the_evidence_result(case):
    nodes, index = case
    garbage = partial(litellm.completion, mock_response="I think it is probably the second one!!")
    step = LlmStep.from_config(CONFIG, completion=lambda model, messages, **kw: garbage(model=model, messages=messages))
    evidence_only = [(m.node_id, m.site.site_id if m.site else None)
                     for m in map_plan(nodes, index.sites, symbol_calls=index.symbol_calls, entry=ENTRY)]
    mapped = map_plan(nodes, index.sites, symbol_calls=index.symbol_calls, entry=ENTRY, llm=step)
    assert [(m.node_id, m.site.site_id if m.site else None) for m in mapped] == evidence_only
    assert step.decisions and all(d.error == "LLM_BAD_ANSWER" for d in step.decisions.values())


def test_model_cannot_overturn_clear_evidence(case):
    nodes, index = case
    # asks for the last candidate every time, whatever it is
    def last(model, messages, **kwargs):
        n = int(re.search(r"Candidates \(0 to (\d+)\)", messages[1]["content"]).group(1))
        answer = {"bestMatchIndex": n, "confidenceLevel": "high", "reasoning": "user_id amount region status"}
        return litellm.completion(model=model, messages=messages, mock_response=json.dumps(answer))
    step = LlmStep.from_config(CONFIG, completion=last)
    mapped = {m.node_id: m for m in map_plan(nodes, index.sites, symbol_calls=index.symbol_calls, llm=step)}
    evidence_only = {m.node_id: m for m in map_plan(nodes, index.sites, symbol_calls=index.symbol_calls)}
    # nodes whose own names lead every other place by 0.2 or more (local scores are at most 1, so every
    # rival is below 80% of the best): asked when below confirmed, never overturned
    clear = [m for m in evidence_only.values() if not m.derived and m.site and m.features["local_margin"] >= 0.2]
    asked = [m for m in clear if m.node_index in step.decisions]
    assert asked, "the test needs a node the model was asked about"
    for m in clear:
        assert mapped[m.node_id].site.site_id == m.site.site_id, m.node_id
