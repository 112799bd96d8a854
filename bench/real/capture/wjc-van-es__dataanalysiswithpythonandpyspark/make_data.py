"""Small stand-ins for the book's `data/` folder (jonesberg/DataAnalysisWithPythonAndPySpark-Data, not
fetched: ~1 GB) and for the reader's bank statement, in the schemas the scripts read, under /tmp/dawp_data.

- gutenberg_books/1342-0.txt: lines of English words (Chapters 2-3 split, explode and count them);
- broadcast_logs/: the pipe-separated Canadian broadcast log sample and its reference tables, with the book's
  column names (Chapters 4-5 join them on LogServiceID, CategoryID, ProgramClassID; Call_Signs.csv is comma-separated);
- sample_csv/sample.csv: Item, Quantity, Price quoted with `$` (exercise 4.1);
- shows/: TVmaze show documents with `_embedded.episodes` (Chapter 6); Silicon Valley's episodes are the
  repository's own `src/Ch06/json_show_samples/data_samples/sv_episodes.json`, multi-line; the other three one line each;
- elements/Periodic_Table_Of_Elements.csv: 30 elements with the book's columns (Chapter 7);
- recipes/epi_r.csv: Epicurious-like recipes, a few binary tag columns, two text values in `rating`/`calories`
  as the real file has (Chapter 14);
- bankstatements/: a Dutch bank export (`Af Bij`, `Bedrag (EUR)` with decimal commas) named as
  src/bankstatements/df_prep.py builds it from MY_IBAN and BANK_ROOT_DIR.

    python bench/real/capture/wjc-van-es__dataanalysiswithpythonandpyspark/make_data.py
"""
from __future__ import annotations

import csv
import json
import os
import random
import shutil
from datetime import date, timedelta
from pathlib import Path

ROOT = Path("/tmp/dawp_data")
DATA = ROOT / "data"  # what the scripts' `../../data` (from src/ChNN) and `./data` (from the root) reach
BANK = ROOT / "bank"  # BANK_ROOT_DIR
IBAN = "NL79INGB0001234567"  # MY_IBAN (src/bankstatements/pyspark_test.py checks for "NL79")
BANK_YEAR = 2022  # df_prep.py's year when run without arguments
HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1] / "repos" / HERE.name

WORDS = ("the to of and her a i in was she that it not you he his be as had with for but is have at mr him on my "
         "by all elizabeth they so were which could been from this would no very what will said if darcy more must "
         "an bennet your me miss any such much when there jane did than think or bingley should know can wickham "
         "sister before only soon then well little good lady never us see time how family nothing man being who "
         "shall now letter mother dear might own where again though collins after great house are thought room "
         "indeed herself made lydia every first way say kitty yet long").split()
QUOTED = ["don't", "elizabeth's", "'well", "ma'am", "you'll", "darcy's", "shan't", "'i", "it's", "sister's'"]


def book() -> None:
    rng = random.Random(1342)
    lines = []
    for _ in range(400):
        words = [rng.choice(QUOTED) if rng.random() < 0.03 else rng.choice(WORDS) for _ in range(rng.randint(0, 14))]
        words = [w.capitalize() if rng.random() < 0.1 else w for w in words]
        lines.append(" ".join(words) + rng.choice(["", ".", ",", ";", "!", "?"]) if words else "")
    write(DATA / "gutenberg_books" / "1342-0.txt", "\n".join(lines) + "\n")


LOG_COLUMNS = ["BroadcastLogID", "LogServiceID", "LogDate", "SequenceNO", "AudienceTargetAgeID",
               "AudienceTargetEthnicID", "CategoryID", "ClosedCaptionID", "CountryOfOriginID", "DubDramaCreditID",
               "EthnicProgramID", "ProductionSourceID", "ProgramClassID", "FilmClassificationID", "ExhibitionID",
               "Duration", "EndTime", "LogEntryDate", "ProductionNO", "ProgramTitle", "StartTime", "Subtitle",
               "NetworkAffiliationID", "SpecialAttentionID", "BroadcastOriginPointID", "CompositionID", "Producer1",
               "Producer2", "Language1", "Language2"]
CATEGORIES = [(1, "010", "Nouvelles", "News"), (2, "020", "Analyse", "Analysis and interpretation"),
              (3, "030", "Reportages", "Reporting and actualities"), (4, "050", "Religion", "Religion"),
              (5, "070", "Enseignement", "Formal education"), (6, "080", "Sports", "Sports"),
              (7, "110", "Musique", "Music"), (8, "120", "Divertissement", "Variety")]
PROGRAM_CLASSES = [(1, "COM", "Message publicitaire", "Commercial message"),
                   (2, "PRC", "Promotion", "Promotion of upcoming Canadian programs"),
                   (3, "PGI", "Interstitiel", "Program infomercial"), (4, "PRO", "Promotion", "Promotion of non-Canadian programs"),
                   (5, "LOC", "Local", "Local advertising"), (6, "SPO", "Commandite", "Sponsorship message"),
                   (7, "MER", "Marchandise", "Merchandising"), (8, "SOL", "Sollicitation", "Solicitation message"),
                   (9, "PGR", "Emission", "Program"), (10, "MAG", "Magazine", "Magazine"),
                   (11, "OFF", "Hors antenne", "Off air")]


def broadcast_logs() -> None:
    rng = random.Random(2018)
    folder = DATA / "broadcast_logs"
    services = list(range(3157, 3172))
    rows = []
    for n in range(240):
        start = rng.randint(0, 23 * 3600)
        seconds = rng.choice([15, 30, 30, 60, 90, 300, 1800, 3600])
        length = f"{seconds // 3600:02d}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}.0000000"
        clock = lambda s: f"{s // 3600 % 24:02d}:{s % 3600 // 60:02d}:{s % 60:02d}"
        rows.append([1196192316 + n, rng.choice(services), f"2018-08-{rng.randint(1, 31):02d}", n % 40 + 1,
                     rng.choice([4, ""]), rng.choice([4, ""]), rng.choice([c[0] for c in CATEGORIES] + [13, ""]),
                     rng.choice([1, 2]), rng.choice([3, ""]), "", "", rng.choice([10, 11]),
                     rng.choice([c[0] for c in PROGRAM_CLASSES] + [15]), "", rng.choice([1, 2]), length,
                     clock(start + seconds), f"2018-08-{rng.randint(1, 31):02d}", "",
                     rng.choice(["Newscast", "Live at Five", "Hockey Night", "Morning Show", "Commercials", "Movie"]),
                     clock(start), "", "", "", rng.choice([1, 2]), "", "", "", rng.choice([94, 95]), ""])
    write_table(folder / "BroadcastLogs_2018_Q3_M8_sample.CSV", LOG_COLUMNS, rows, "|")
    identifiers = [[3000 + i, service, int(i % 5 != 4)] for i, service in enumerate(services + services[:4])]
    write_table(folder / "ReferenceTables" / "LogIdentifier.csv", ["LogIdentifierID", "LogServiceID", "PrimaryFG"],
                identifiers, "|")
    write_table(folder / "ReferenceTables" / "CD_Category.csv",
                ["CategoryID", "CategoryCD", "FrenchDescription", "EnglishDescription"], CATEGORIES, "|")
    write_table(folder / "ReferenceTables" / "CD_ProgramClass.csv",
                ["ProgramClassID", "ProgramClassCD", "FrenchDescription", "EnglishDescription"],
                [(i, f"{cd}  ", fr, en) for i, cd, fr, en in PROGRAM_CLASSES], "|")  # the codes are space-padded
    names = ["CBC Television", "CTV Television Network", "Global Television", "TVA", "Citytv", "OMNI", "APTN"]
    write_table(folder / "Call_Signs.csv", ["LogIdentifierID", "Undertaking_Name", "UndertakingNO"],
                [[3000 + i, rng.choice(names), 2000 + i] for i in range(0, 19, 2)], ",")


def sample_csv() -> None:
    rows = [["$Banana$", 2, 1.74], ["$Apple$", 4, 2.04], ["$Carrot$", 1, 1.09], ["$Cake$", 1, 10.99],
            ["$Milk, 1 L$", 2, 1.15]]
    write(DATA / "sample_csv" / "sample.csv",
          "Item,Quantity,Price\n" + "".join(f"{a},{b},{c}\n" for a, b, c in rows))


def show(show_id: int, name: str, premiered: str, episodes: list[dict]) -> dict:
    return {"id": show_id, "url": f"http://www.tvmaze.com/shows/{show_id}/{name.lower().replace(' ', '-')}",
            "name": name, "type": "Scripted", "language": "English", "genres": ["Comedy"], "status": "Ended",
            "runtime": 30, "premiered": premiered, "officialSite": None,
            "schedule": {"time": "22:00", "days": ["Sunday"]}, "rating": {"average": 8.4}, "weight": 96,
            "network": {"id": 8, "name": "HBO", "country": {"name": "United States", "code": "US",
                                                              "timezone": "America/New_York"}},
            "webChannel": None, "externals": {"tvrage": 33181, "thetvdb": 277165, "imdb": "tt2575988"},
            "image": {"medium": f"http://static.tvmaze.com/uploads/images/medium_portrait/{show_id}.jpg",
                      "original": f"http://static.tvmaze.com/uploads/images/original_untouched/{show_id}.jpg"},
            "summary": f"<p><b>{name}</b> is a show.</p>", "updated": 1579029463,
            "_links": {"self": {"href": f"http://api.tvmaze.com/shows/{show_id}"}},
            "_embedded": {"episodes": episodes}}


def episodes_of(show_id: int, slug: str, first: date, seasons: int, per_season: int, rng: random.Random) -> list[dict]:
    out, day, ep_id = [], first, show_id * 1000
    for season in range(1, seasons + 1):
        for number in range(1, per_season + 1):
            ep_id += 1
            out.append({"id": ep_id, "url": f"http://www.tvmaze.com/episodes/{ep_id}/{slug}-{season}x{number:02d}",
                        "name": f"Episode {season}.{number}", "season": season, "number": number,
                        "airdate": day.isoformat(), "airtime": "21:00", "airstamp": f"{day.isoformat()}T01:00:00+00:00",
                        "runtime": 30, "image": {"medium": f"http://static.tvmaze.com/m/{ep_id}.jpg",
                                                 "original": f"http://static.tvmaze.com/o/{ep_id}.jpg"},
                        "summary": f"<p>Things happen in episode {number} of season {season}.</p>",
                        "_links": {"self": {"href": f"http://api.tvmaze.com/episodes/{ep_id}"}}})
            day += timedelta(days=7)
        day += timedelta(days=rng.randint(200, 300))
    return out


def shows() -> None:
    rng = random.Random(143)
    folder = DATA / "shows"
    sv = json.loads((REPO / "src/Ch06/json_show_samples/data_samples/sv_episodes.json").read_text())["episodes"]
    write(folder / "shows-silicon-valley.json", json.dumps(show(143, "Silicon Valley", "2014-04-06", sv), indent=2))
    for show_id, name, first, seasons, per in ((169, "Breaking Bad", date(2008, 1, 20), 5, 8),
                                               (526, "The Golden Girls", date(1985, 9, 14), 7, 6),
                                               (493, "Star Trek: Deep Space Nine", date(1993, 1, 3), 7, 5)):
        slug = name.lower().replace(" ", "-").replace(":", "")
        doc = show(show_id, name, first.isoformat(), episodes_of(show_id, slug, first, seasons, per, rng))
        file = "493-ds9.json" if show_id == 493 else f"shows-{slug}.json"
        write(folder / file, json.dumps(doc))


ELEMENT_COLUMNS = ["AtomicNumber", "Element", "Symbol", "AtomicMass", "NumberofNeutrons", "NumberofProtons",
                   "NumberofElectrons", "Period", "Group", "Phase", "Radioactive", "Natural", "Metal", "Nonmetal",
                   "Metalloid", "Type", "AtomicRadius", "Electronegativity", "FirstIonization", "Density",
                   "MeltingPoint", "BoilingPoint", "NumberOfIsotopes", "Discoverer", "Year", "SpecificHeat",
                   "NumberofShells", "NumberofValence"]
# number, name, symbol, mass, period, group, phase, radioactive, type, discoverer, year, shells, valence
ELEMENTS = [
    (1, "Hydrogen", "H", 1.007, 1, 1, "gas", "", "Nonmetal", "Cavendish", 1766, 1, 1),
    (2, "Helium", "He", 4.002, 1, 18, "gas", "", "Noble Gas", "Janssen", 1868, 1, ""),
    (3, "Lithium", "Li", 6.941, 2, 1, "solid", "", "Alkali Metal", "Arfvedson", 1817, 2, 1),
    (4, "Beryllium", "Be", 9.012, 2, 2, "solid", "", "Alkaline Earth Metal", "Vaulquelin", 1798, 2, 2),
    (5, "Boron", "B", 10.811, 2, 13, "solid", "", "Metalloid", "Gay-Lussac", 1808, 2, 3),
    (6, "Carbon", "C", 12.011, 2, 14, "solid", "", "Nonmetal", "Prehistoric", "", 2, 4),
    (7, "Nitrogen", "N", 14.007, 2, 15, "gas", "", "Nonmetal", "Rutherford", 1772, 2, 5),
    (8, "Oxygen", "O", 15.999, 2, 16, "gas", "", "Nonmetal", "Priestley/Scheele", 1774, 2, 6),
    (9, "Fluorine", "F", 18.998, 2, 17, "gas", "", "Halogen", "Moissan", 1886, 2, 7),
    (10, "Neon", "Ne", 20.18, 2, 18, "gas", "", "Noble Gas", "Ramsay and Travers", 1898, 2, 8),
    (11, "Sodium", "Na", 22.99, 3, 1, "solid", "", "Alkali Metal", "Davy", 1807, 3, 1),
    (12, "Magnesium", "Mg", 24.305, 3, 2, "solid", "", "Alkaline Earth Metal", "Black", 1755, 3, 2),
    (13, "Aluminum", "Al", 26.982, 3, 13, "solid", "", "Metal", "Wohler", 1827, 3, 3),
    (14, "Silicon", "Si", 28.086, 3, 14, "solid", "", "Metalloid", "Berzelius", 1824, 3, 4),
    (15, "Phosphorus", "P", 30.974, 3, 15, "solid", "", "Nonmetal", "BranBrand", 1669, 3, 5),
    (16, "Sulfur", "S", 32.065, 3, 16, "solid", "", "Nonmetal", "Prehistoric", "", 3, 6),
    (17, "Chlorine", "Cl", 35.453, 3, 17, "gas", "", "Halogen", "Scheele", 1774, 3, 7),
    (18, "Argon", "Ar", 39.948, 3, 18, "gas", "", "Noble Gas", "Rayleigh and Ramsay", 1894, 3, 8),
    (19, "Potassium", "K", 39.098, 4, 1, "solid", "", "Alkali Metal", "Davy", 1807, 4, 1),
    (26, "Iron", "Fe", 55.845, 4, 8, "solid", "", "Transition Metal", "Prehistoric", "", 4, ""),
    (29, "Copper", "Cu", 63.546, 4, 11, "solid", "", "Transition Metal", "Prehistoric", "", 4, ""),
    (35, "Bromine", "Br", 79.904, 4, 17, "liq", "", "Halogen", "Balard", 1826, 4, 7),
    (43, "Technetium", "Tc", 98.0, 5, 7, "artificial", "yes", "Transition Metal", "Perrier and Segre", 1937, 5, ""),
    (47, "Silver", "Ag", 107.868, 5, 11, "solid", "", "Transition Metal", "Early historic times", "", 5, ""),
    (61, "Promethium", "Pm", 145.0, 6, "", "artificial", "yes", "Lanthanide", "Marinsky et al.", 1945, 6, ""),
    (79, "Gold", "Au", 196.967, 6, 11, "solid", "", "Transition Metal", "Prehistoric", "", 6, ""),
    (80, "Mercury", "Hg", 200.59, 6, 12, "liq", "", "Transition Metal", "Prehistoric", "", 6, ""),
    (86, "Radon", "Rn", 222.0, 6, 18, "gas", "yes", "Noble Gas", "Dorn", 1900, 6, 8),
    (88, "Radium", "Ra", 226.0, 7, 2, "solid", "yes", "Alkaline Earth Metal", "Pierre and Marie Curie", 1898, 7, 2),
    (92, "Uranium", "U", 238.029, 7, "", "solid", "yes", "Actinide", "Peligot", 1841, 7, ""),
]


def elements() -> None:
    rows = []
    for number, name, symbol, mass, period, group, phase, radio, kind, who, year, shells, valence in ELEMENTS:
        neutrons = round(mass) - number
        metal = "yes" if "Metal" in kind or kind in ("Lanthanide", "Actinide") else ""
        rows.append([number, name, symbol, mass, neutrons, number, number, period, group, phase, radio, "yes",
                     metal, "yes" if kind in ("Nonmetal", "Halogen", "Noble Gas") else "",
                     "yes" if kind == "Metalloid" else "", kind, round(0.5 + number / 60, 2), "", "",
                     round(mass / 20, 3), "", "", number % 9 + 2, who, year, "", shells, valence])
    write_table(DATA / "elements" / "Periodic_Table_Of_Elements.csv", ELEMENT_COLUMNS,
                rows, ",")


RECIPE_TAGS = ["#cakeweek", "#wasteless", "22-minute meals", "bake", "chocolate", "dessert", "dinner", "fruit",
               "kid-friendly", "low fat", "quick & easy", "salad", "side", "soup/stew", "summer", "vegetable",
               "winter", "breakfast", "drink", "healthy"]


def recipes() -> None:
    rng = random.Random(14)
    header = ["title", "rating", "calories", "protein", "fat", "sodium"] + RECIPE_TAGS
    rows = []
    for n in range(120):
        dessert = rng.random() < 0.3
        tags = [float(rng.random() < (0.6 if dessert and t in ("bake", "chocolate", "fruit") else 0.25))
                for t in RECIPE_TAGS]
        tags[RECIPE_TAGS.index("dessert")] = float(dessert) if n % 40 else ""
        tags[0] = rng.choice([0.0, 0.0, 1.0, ""]) if n != 7 else 2.0  # one stray value, which the script drops
        calories = "" if n % 17 == 0 else float(rng.randint(40, 1500))
        rows.append([f"Recipe {n}", rng.choice([0.0, 2.5, 3.125, 3.75, 4.375, 5.0]), calories,
                     float(rng.randint(0, 60)), float(rng.randint(0, 80)), float(rng.randint(0, 2000))] + tags)
    # the real file has a few records whose title spilled into the numeric columns
    rows[30][1:3] = ["Cucumber", "Mint"]
    rows[71][2] = "Nonfat"
    write_table(DATA / "recipes" / "epi_r.csv", header, rows, ",")


def bank() -> None:
    rng = random.Random(BANK_YEAR)
    header = ["Datum", "Naam / Omschrijving", "Rekening", "Tegenrekening", "Code", "Af Bij", "Bedrag (EUR)",
              "Mutatiesoort", "Mededelingen"]
    parties = [("Albert Heijn 1234", "NL12ABNA0123456789"), ("Energie BV", "NL34RABO0987654321"),
               ("Werkgever NV", "NL56INGB0555555555"), ("Gemeente", "NL78BNGH0285000000"),
               ("Verzekeraar", "NL90ASNB0707070707")]
    rows = []
    for n in range(60):
        name, account = rng.choice(parties)
        af_bij = "Bij" if name == "Werkgever NV" else rng.choice(["Af", "Af", "Af", "Bij"])
        amount = f"{rng.randint(1, 2500)},{rng.randint(0, 99):02d}"
        day = date(BANK_YEAR, 1, 1) + timedelta(days=n * 6)
        rows.append([day.strftime("%Y%m%d"), name, IBAN, account, rng.choice(["BA", "GT", "IC", "OV"]), af_bij,
                     amount, "Betaalautomaat", f"Omschrijving {n}"])
    write_table(BANK / f"{IBAN}_01-01-{BANK_YEAR}_31-12-{BANK_YEAR}.csv", header, rows, ",", quote_all=True)


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def write_table(path: Path, header: list[str], rows, sep: str, quote_all: bool = False) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", newline="") as fh:
        writer = csv.writer(fh, delimiter=sep, quoting=csv.QUOTE_ALL if quote_all else csv.QUOTE_MINIMAL)
        writer.writerow(header)
        writer.writerows(rows)


def main() -> Path:
    shutil.rmtree(ROOT, ignore_errors=True)
    for make in (book, broadcast_logs, sample_csv, shows, elements, recipes, bank):
        make()
    return ROOT


if __name__ == "__main__":
    print(main())
