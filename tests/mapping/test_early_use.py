"""A table a platform hands over, narrowed in place (`worker = worker.filter(...)`): the module binds the name, but
reads it before it first does, so its first value came from outside and is read where the code first uses it, as a
name never bound is (tests/fixtures/early_use_job/top_earners.py, run with its tables given as globals: real plan
from tests/fixtures/capture_mapper_plans.py). Switched off, the name counted as the module's own and its scan had
no call to go to."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "early_use_job" / "top_earners.py"
RULE = RULES["a name read before the module first binds it is a table a platform hands over"]


def scans() -> dict[str, tuple[str, int] | None]:
    nodes = fixture_nodes("early_use_top_earners")
    mapped = {m.node_id: m for m in map_plan(nodes, fixture_sites("early_use_job"))}
    return {("worker" if "worker_id" in n.names.columns else "title"):
            ((mapped[n.node_id].site.file, mapped[n.node_id].site.line_start) if mapped[n.node_id].site else None)
            for n in nodes if n.operator == "Scan"}


def test_a_table_narrowed_in_place_is_read_at_its_first_use():
    assert scans() == {"worker": ("top_earners.py", line_of(SOURCE, "top_salary = worker.select")),
                       "title": ("top_earners.py", line_of(SOURCE, "worker.join(title"))}
    with switched_off(*RULE):
        assert scans()["worker"] is None
