"""A path joined to a folder known only at run time (`path.join(path.dirname(__file__), "../data/x.csv")`) keeps
the parts after the unknown one: the plan shows the file, and no `*` stands in for the folder (it read as a glob,
which no plan's file matched: Spark in Action's Python labs lost every read)."""

from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext
from codemap_pipeline.mapping.site_index import path_name

SOURCE = '''\
from os import path
current_dir = path.dirname(__file__)
relative_path = "../../data/population.csv"
absolute_file_path = path.join(current_dir, relative_path)
df = spark.read.format("csv").option("header", True).load(absolute_file_path)
'''


def test_a_path_under_an_unknown_folder_keeps_its_known_tail():
    index = FRONT_ENDS["python"]("lab.py", SOURCE.encode(), FileContext("python", module="lab", id_scope="lab"))
    paths = {s.line_start: s.paths for s in index.sites if s.kind == "read"}
    assert paths == {5: ["../../data/population.csv"]}
    assert path_name(paths[5][0]) == "population.csv"   # a file's name, not a glob pattern
