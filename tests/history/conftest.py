import pytest

import spark_history


@pytest.fixture(scope="session")
def history_server(tmp_path_factory):
    """The URL of a real Spark History Server serving the example's event log (stopped at the end)."""
    reason = spark_history.java_missing()
    if reason:
        pytest.skip(reason)
    url, env = spark_history.start(tmp_path_factory.mktemp("history"))
    yield url
    spark_history.stop(env)
