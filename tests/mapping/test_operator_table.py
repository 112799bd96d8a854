"""Plans and mapper read one operator table: what semantics calls an operator's kind is a site kind the
mapper accepts for it, wherever users write the call themselves."""

from codemap_pipeline.plans.operators import allowed_site_kinds, family
from codemap_pipeline.plans.semantics import OPERATORS, operator_info


def test_user_written_operators_have_a_kind_the_mapper_accepts():
    disagree = [(name, info.kind, sorted(allowed_site_kinds(name))) for name, info in OPERATORS.items()
                if family(name) and info.inserted == "never" and info.kind not in allowed_site_kinds(name)]
    assert disagree == []


def test_typed_dataset_operators_are_rdd_for_both():
    for name in ("MapElements", "MapPartitions", "SerializeFromObject", "DeserializeToObject"):
        assert family(name) == "rdd" and operator_info(name).kind == "rdd"
