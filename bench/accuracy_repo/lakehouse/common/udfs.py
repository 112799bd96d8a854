"""User-defined functions shared by the marts."""

import pandas as pd
from pyspark.sql import functions as F
from pyspark.sql.types import DoubleType, StringType

REGION_SPELLINGS = {
    "emea": "EMEA",
    "europe": "EMEA",
    "eu": "EMEA",
    "na": "North America",
    "north america": "North America",
    "us": "North America",
    "apac": "APAC",
    "asia pacific": "APAC",
    "latam": "LATAM",
    "south america": "LATAM",
}

USD_RATES = {"USD": 1.0, "EUR": 1.08, "GBP": 1.27, "JPY": 0.0067}


@F.udf(returnType=StringType())
def canonical_region(raw):
    """Map the region typed at signup to one of the four sales regions."""
    if raw is None:
        return "Unknown"
    return REGION_SPELLINGS.get(raw.strip().lower(), "Unknown")


def _band(amount):
    if amount is None:
        return None
    if amount < 20:
        return "small"
    if amount < 100:
        return "medium"
    return "large"


price_band = F.udf(_band, StringType())


@F.pandas_udf(DoubleType())
def to_usd(amount: pd.Series, currency: pd.Series) -> pd.Series:
    """Convert amounts to US dollars with the month-end reference rates."""
    return amount * currency.map(USD_RATES).fillna(1.0)
