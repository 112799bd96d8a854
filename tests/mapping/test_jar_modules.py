"""A class copied into two modules of a build at one package path (tests/data/jar_modules, a real run's event log):
the stack trace and `--class` name `com/dekapx/spark/quickstart/StringDataSetMapper.java`, which both modules hold;
the command line's jar, named after its module as Maven and sbt name them, tells which one ran."""

import json
from pathlib import Path

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.event_entry import event_log_entry

LOG = json.loads((Path(__file__).resolve().parents[1] / "data" / "jar_modules" / "event_log.json").read_text())
TWINS = [f"apache-spark-{v}/src/main/java/com/dekapx/spark/quickstart/StringDataSetMapper.java" for v in (3, 4)]
RULE = RULES["a jar named after a module folder tells a class's twins in two modules apart"]


def entry(files) -> str | None:
    return event_log_entry(LOG["description"], LOG["call_site"], files)


def test_the_jar_names_the_module_whose_twin_ran():
    assert "apache-spark-3.jar" in LOG["call_site"]
    assert entry(TWINS) == TWINS[0]
    assert entry(reversed(TWINS)) == TWINS[0]
    with switched_off(*RULE):   # the package path alone, which both twins end with
        assert entry(TWINS) == "com/dekapx/spark/quickstart/StringDataSetMapper.java"


def test_no_module_of_that_name_leaves_the_package_path():
    elsewhere = [t.replace("apache-spark-", "module-") for t in TWINS]
    assert entry(elsewhere) == "com/dekapx/spark/quickstart/StringDataSetMapper.java"
    assert entry(TWINS[1:]) == "com/dekapx/spark/quickstart/StringDataSetMapper.java"   # one file: nothing to tell apart
