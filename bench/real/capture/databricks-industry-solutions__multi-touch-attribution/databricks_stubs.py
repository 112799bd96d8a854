"""Stand-ins for the Databricks runtime objects the notebooks touch: dbutils and the Delta format.

They live in the runner's namespace, never in the notebooks. `dbutils.notebook.run` really runs the
called notebook (config/99_config) and returns what it passes to `dbutils.notebook.exit`.
"""
from __future__ import annotations

import os
import subprocess
import tempfile

USER = "bench.user@example.com"


class NotebookExit(Exception):
    def __init__(self, value: str):
        super().__init__(value)
        self.value = value


class _Chain:
    """Answers `entry_point.getDbutils().notebook().getContext().tags().apply('user')`."""

    def __getattr__(self, name):
        return lambda *args, **kwargs: USER if name == "apply" else self


class _Widgets:
    def __init__(self, values: dict):
        self.values = values

    def text(self, name, default, label=None):
        self.values.setdefault(name, default)

    def dropdown(self, name, default, choices, label=None):
        self.values.setdefault(name, default)

    def get(self, name):
        return self.values[name]

    def getAll(self):
        return dict(self.values)


class _Fs:
    def rm(self, *args, **kwargs):
        return True

    def mkdirs(self, *args, **kwargs):
        return True

    def ls(self, *args, **kwargs):
        return []


class _Notebook:
    def __init__(self, runner, make_namespace):
        self.runner = runner
        self.make_namespace = make_namespace
        self.entry_point = _Chain()

    def run(self, path, timeout_seconds=0, arguments=None):
        try:
            self.runner.run_notebook(os.path.normpath(path) + ".py", self.make_namespace())
        except NotebookExit as done:
            return done.value
        return ""

    def exit(self, value):
        raise NotebookExit(value)


class DBUtils:
    def __init__(self, runner, make_namespace, widgets: dict):
        self.widgets = _Widgets(widgets)
        self.fs = _Fs()
        self.notebook = _Notebook(runner, make_namespace)


def build_delta_stub(jars_dir: str) -> str:
    """Compile delta_stub/DefaultSource.scala (Parquet under the name `delta`) into a jar in /tmp."""
    here = os.path.dirname(os.path.abspath(__file__))
    out = tempfile.mkdtemp(prefix="delta_stub_")
    classpath = os.path.join(jars_dir, "*")
    subprocess.run(["java", "-cp", classpath, "scala.tools.nsc.Main", "-usejavacp", "-d", out,
                    os.path.join(here, "delta_stub", "DefaultSource.scala")], check=True)
    jar = os.path.join(out, "delta-stub.jar")
    subprocess.run(["jar", "cf", jar, "-C", out, "delta", "-C", out, "DELTA"], check=True)
    return jar


class _NoOp:
    """Any attribute, any call: the plotting the notebooks do after `toPandas()` draws nothing here."""

    def __getattr__(self, name):
        return _NoOp()

    def __call__(self, *args, **kwargs):
        return _NoOp()

    def __iter__(self):
        return iter((_NoOp(), _NoOp()))


def _module_attr(name):
    if name.startswith("__"):  # import machinery probes __file__, __path__, ...
        raise AttributeError(name)
    return _NoOp()


def install_plotting_stubs() -> None:
    """seaborn and matplotlib are not installed here; the notebooks only plot with them."""
    import sys
    import types

    for name in ("seaborn", "matplotlib", "matplotlib.pyplot"):
        module = types.ModuleType(name)
        module.__getattr__ = _module_attr
        sys.modules[name] = module
    sys.modules["matplotlib"].pyplot = sys.modules["matplotlib.pyplot"]
