"""Stand-in for matplotlib (not installed here; Databricks runtimes ship it), on PYTHONPATH for the capture runs
only: `01.DFOperations.py` and `ManageDF.ipynb` import `matplotlib.pyplot` and call `plt.clf()` before their
`toPandas()`. Only what the notebooks call before that is given; pandas' own `.plot` then fails as it does without
matplotlib, after the toPandas() has run."""
