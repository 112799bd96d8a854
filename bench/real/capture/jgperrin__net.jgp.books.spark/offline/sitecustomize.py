"""The network stand-in for ch17's Python lab100 (exportWildfiresApp.py downloads two NASA FIRMS files with
requests.get before any query): on the Python path of that run only, it answers those URLs with the local files of
the same name in the folder JGP_OFFLINE names. Every other request goes out as usual (and fails offline)."""
import os

try:
    import requests.adapters
    import requests.models
except ImportError:  # not every Python this folder may reach has requests
    requests = None

if requests is not None and os.environ.get("JGP_OFFLINE"):
    _send = requests.adapters.HTTPAdapter.send

    def _offline_send(self, request, **kwargs):
        url = request.url
        name = os.path.join(os.environ["JGP_OFFLINE"], url.rsplit("/", 1)[-1])
        if "//firms.modaps.eosdis.nasa.gov/" not in url or not os.path.isfile(name):
            return _send(self, request, **kwargs)
        response = requests.models.Response()
        response.status_code, response.url, response.request = 200, url, request
        with open(name, "rb") as f:
            response._content = f.read()
        return response

    requests.adapters.HTTPAdapter.send = _offline_send
