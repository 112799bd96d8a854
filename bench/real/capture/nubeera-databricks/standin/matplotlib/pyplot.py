"""`plt.clf()`: nothing to clear (see __init__.py)."""


def clf():
    return None
