"""Python's cycle collector paused while millions of small records are made at once (an index, its rows
read back, its frames): it would walk them again and again and find no cycles among them."""

import atexit
import gc
from contextlib import contextmanager

# whether `paused(freeze=True)` froze objects: gc.get_freeze_count() walks every frozen object (half a second
# after a large index was loaded), so it is not asked on every exit
_FROZEN = [False]


@contextmanager
def paused(freeze: bool = False):
    """The cyclic garbage collector off while millions of objects are made at once: it would scan them
    again and again and find no garbage among them (half the time of building or loading an index of
    10,000 files). `freeze`: leave everything alive now out of its later passes too (`gc.freeze`), for
    an index loaded to serve the rest of a run, which those passes otherwise slowed most of all (a
    20-node plan mapped in 4 s instead of 1 s); refcounting still frees it, only cycles alive at that
    moment wait for the end of the process."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if freeze:
            _FROZEN[0] = True
            gc.freeze()
            # the collection at exit still reaches them (native libraries report what it misses as leaks)
            atexit.unregister(gc.unfreeze)
            atexit.register(gc.unfreeze)
        elif was_on and not _FROZEN[0]:
            # what was made meanwhile goes to the oldest generation at once: the first young collection
            # would otherwise walk all of it (a third of a second after building a large index's rows).
            # Not when something is frozen: unfreezing would put it back into the collector's passes
            gc.freeze()
            gc.unfreeze()
        if was_on:
            gc.enable()
