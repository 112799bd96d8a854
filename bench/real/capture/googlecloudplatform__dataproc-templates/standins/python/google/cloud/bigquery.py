"""Stand-in for google-cloud-bigquery: there is no BigQuery to reach from here, so every call fails as an
unreachable service would (the templates' tracking catches that)."""


class Client:
    def __init__(self, *args, **kwargs):
        pass

    def __getattr__(self, name):
        def unreachable(*args, **kwargs):
            raise ConnectionError("BigQuery is not reachable from the capture machine")
        return unreachable
