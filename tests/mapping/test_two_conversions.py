"""tests/fixtures/two_conversions_scala/Languages.scala makes its own SparkContext (`new SparkContext(conf)`) and turns
one RDD of the driver's rows into a DataFrame twice: `rdd.toDF()`, then `createDataFrame(rdd).toDF(...)`, whose
plan this is (a real run, tests/fixtures/capture_typed_plan.py). The serializer turning the RDD's objects into rows
is the second conversion, the one the renaming Project above reads; the context made with `new` is one, so its
parallelize is a site at all."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "two_conversions_scala" / "Languages.scala"
NEW_CONTEXTS = RULES["new SparkContext(conf) is a context, new SQLContext(sc) a session (JVM front end)"]
CONVERSION_ABOVE = RULES["of an RDD made a Dataset twice, the serializer is the conversion the node above reads"]


def lines() -> dict[str, int | None]:
    return {m.operator: m.site.line_start if m.site else None
            for m in map_plan(fixture_nodes("two_conversions_languages"), fixture_sites("two_conversions_scala"))}


def test_the_serializer_is_the_conversion_the_projection_reads():
    named = line_of(SOURCE, "val named")
    got = lines()
    assert got["SerializeFromObject"] == got["Project"] == named
    assert got["Scan"] == line_of(SOURCE, "sc.parallelize")
    with switched_off(*CONVERSION_ABOVE):   # the first conversion in the file, which made the other frame
        assert lines()["SerializeFromObject"] == line_of(SOURCE, "val byPosition")


def test_a_context_made_with_new_is_one():
    with switched_off(*NEW_CONTEXTS):   # sc is nothing known: its RDD and the frames made of it are no sites
        assert lines()["Scan"] != line_of(SOURCE, "sc.parallelize")
