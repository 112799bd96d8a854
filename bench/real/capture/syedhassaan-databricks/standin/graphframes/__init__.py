"""Our stand-in for the `graphframes` package in the syedhassaanahmed/databricks-notebooks runs (on PYTHONPATH for
a capture run only; the GraphFrames jar is not on this machine and cannot be fetched): `GraphFrame(v, e)` keeps the
vertex and edge DataFrames it is given as `vertices` and `edges`, which is all `graph_write_cosmosdb.py` uses of it.
No graph algorithm is stood in for."""


class GraphFrame:
    def __init__(self, v, e):
        self.vertices = v
        self.edges = e
