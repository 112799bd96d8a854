"""A read whose path is all built at run time (tests/fixtures/runtime_glob_job/sensors.py: `f"{SENSOR_DATA}/*.json"`,
a real plan from tests/fixtures/capture_mapper_plans.py) names no other path than the plan's: the front end knows
only "?/*.json" of it. With the job named as the one that ran, its read is the scan's. Switched off, that unknown
folder reads as a name the plan lacks and the read is refused: the scan is left unmapped."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

JOB = FIXTURES / "runtime_glob_job" / "sensors.py"


def scan_place() -> tuple[str, int] | None:
    mapped = map_plan(fixture_nodes("runtime_glob_readings_per_sensor"), fixture_sites("runtime_glob_job"),
                      entry="sensors.py")
    scan = next(m for m in mapped if m.operator.startswith("Scan"))
    return (scan.site.file, scan.site.line_start) if scan.site else None


def test_a_read_of_a_folder_known_only_at_run_time_is_the_scans():
    assert scan_place() == ("sensors.py", line_of(JOB, ".load("))
    with switched_off(*RULES["a read whose path is all built at run time names no other path than the plan's"]):
        assert scan_place() is None
