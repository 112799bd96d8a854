"""Stand-in for google-cloud-secret-manager: imported by the JDBC templates, never called (the URL is given)."""


class SecretManagerServiceClient:
    def __init__(self, *args, **kwargs):
        raise ConnectionError("Secret Manager is not reachable from the capture machine")
