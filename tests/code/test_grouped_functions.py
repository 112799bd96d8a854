"""A grouped aggregate written as a method (`groupBy("k").sum("v")`, `.avg`, `.max`, `.count()`) names its
function on the Scala and Java side as on the Python side (`site_index.implied_functions`): the plan's `sum(v)` is
that call's."""

import pytest

from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext
from codemap_pipeline.mapping.site_index import implied_functions

SCALA = '''\
object Groups {
  def run(df: DataFrame): Unit = {
    df.groupBy("department", "state").sum("salary", "bonus").show(false)
    df.groupBy("department").avg("salary").show(false)
  }
}
'''
JAVA = '''\
class Groups {
  void run(Dataset<Row> df) {
    df.groupBy("department").max("salary").show();
  }
}
'''


@pytest.mark.parametrize("language, path, source, method, function", [
    ("scala", "Groups.scala", SCALA, "sum", "sum"),
    ("scala", "Groups.scala", SCALA, "avg", "avg"),
    ("java", "Groups.java", JAVA, "max", "max"),
])
def test_a_grouped_aggregate_method_names_its_function(language, path, source, method, function):
    index = FRONT_ENDS[language](path, source.encode(), FileContext(language, module="Groups", id_scope="Groups"))
    site = next(s for s in index.sites if s.method == method)
    assert site.kind == "aggregate" and function in site.functions + implied_functions(site)
