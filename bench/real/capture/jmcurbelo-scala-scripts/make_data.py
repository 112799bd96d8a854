"""Small inputs, in the schema jmcurbelo/spark-scala-en-databricks' DataFrame lectures expect, for the files they read
under Databricks' `/FileStore/section7|8|9/...` (the repository ships none). Written with pyarrow (seed 7) into a
folder that capture.py serves at `/FileStore` through BookDataFileSystem.

    .venv/bin/python bench/real/capture/jmcurbelo-scala-scripts/make_data.py OUT_DIR

Schemas, from the code that reads them:
- section7/datos.parquet (and section7/lectura44/datos.parquet, dataPARQUET.parquet, dataORC.orc): the YouTube
  trending-videos columns the lectures name (video_id, trending_date "17.14.11", title, likes, dislikes, views with
  some nulls, comments_disabled "False"/"True", ratings_disabled, video_error_or_removed, ...);
- section7/data.parquet: id, color, valor (distinct / dropDuplicates("id", "color") keep some duplicates to drop);
- section7/dataCSV.csv, dataTab.txt (`|` delimited, header), dataTXT.txt, dataJSON.json (color, edad, fecha, pais);
- section8/muestra.parquet (nombre, color, some nulls), vuelos.parquet (the US flights columns the lectures name:
  MONTH, AIRLINE, ORIGIN_AIRPORT, DESTINATION_AIRPORT, DISTANCE, AIR_TIME, ARRIVAL_DELAY, AIRLINE_DELAY, ...),
  estudiantes.parquet (graduacion, sexo M/F, peso), empleados.parquet (nombre, num_dpto, one without a department),
  departamentos.parquet (id, departamento, one without employees);
- section9/convertir.parquet (date, timestamp strings), calculo.parquet (nombre, fecha_ingreso, fecha_salida dates,
  baja_sistema timestamp), strings.parquet (nombre padded with blanks, sujeto, verbo, adjetivo),
  formato_array.parquet (dia, tareas array<string>), formato_json.parquet (tareas_str, json of dia and tareas),
  lectura71.parquet (nombre with a null, pago 1/2/3), funciones_ventana.parquet (nombre, departamento, puntos).
"""
from __future__ import annotations

import datetime as dt
import json
import random
import sys
from pathlib import Path

import pyarrow as pa
import pyarrow.orc as orc
import pyarrow.parquet as pq


def write(out: Path, rel: str, table: pa.Table) -> None:
    path = out / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if rel.endswith(".orc"):
        orc.write_table(table, str(path))
    else:
        pq.write_table(table, str(path))


def videos(rng: random.Random, n: int = 40) -> pa.Table:
    ids = [f"vid{k:03d}{rng.choice('ABCDEFG')}" for k in range(n // 2)]
    ids += ["2kyS6SvSYSE"] * 3 + [rng.choice(ids) for _ in range(n - len(ids) - 3)]
    dates = ["17.14.11", "17.15.11", "17.16.11", "17.17.11"]

    def maybe(v):
        return None if rng.random() < 0.1 else v
    rows = [dict(video_id=v, trending_date=rng.choice(dates), title=f"Video {v}", channel_title=f"canal{rng.randint(1, 6)}",
                 category_id=rng.choice([10, 22, 24, 28]), publish_time=f"2017-11-{rng.randint(10, 16)}T17:13:01.000Z",
                 tags=rng.choice(["spark|scala", "databricks", "[none]"]), views=maybe(rng.randint(100, 900000)),
                 likes=maybe(rng.randint(0, 60000)), dislikes=maybe(rng.randint(0, 3000)),
                 comment_count=rng.randint(0, 5000), thumbnail_link=f"https://i.ytimg.com/vi/{v}/default.jpg",
                 comments_disabled=rng.choice(["False", "False", "True"]), ratings_disabled=rng.choice(["False", "True"]),
                 video_error_or_removed="False", description=rng.choice(["texto", None, "descripcion"]))
            for v in ids]
    schema = pa.schema([("video_id", pa.string()), ("trending_date", pa.string()), ("title", pa.string()),
                        ("channel_title", pa.string()), ("category_id", pa.int64()), ("publish_time", pa.string()),
                        ("tags", pa.string()), ("views", pa.int64()), ("likes", pa.int64()), ("dislikes", pa.int64()),
                        ("comment_count", pa.int64()), ("thumbnail_link", pa.string()),
                        ("comments_disabled", pa.string()), ("ratings_disabled", pa.string()),
                        ("video_error_or_removed", pa.string()), ("description", pa.string())])
    return pa.Table.from_pylist(rows, schema=schema)


def flights(rng: random.Random, n: int = 200) -> pa.Table:
    airports = ["ATL", "LAX", "ORD", "DFW", "JFK", "SFO", "SEA"]
    rows = []
    for _ in range(n):
        o, d = rng.sample(airports, 2)
        air = None if rng.random() < 0.05 else rng.randint(40, 380)
        rows.append(dict(YEAR=2015, MONTH=rng.randint(1, 12), DAY=rng.randint(1, 28), DAY_OF_WEEK=rng.randint(1, 7),
                         AIRLINE=rng.choice(["AA", "DL", "AS", "UA", "WN", "B6"]), FLIGHT_NUMBER=rng.randint(1, 3000),
                         ORIGIN_AIRPORT=o, DESTINATION_AIRPORT=d, DISTANCE=rng.randint(150, 2600), AIR_TIME=air,
                         ARRIVAL_DELAY=None if air is None else rng.randint(-30, 120),
                         AIRLINE_DELAY=None if rng.random() < 0.6 else rng.randint(0, 90)))
    schema = pa.schema([(k, pa.int64() if k not in ("AIRLINE", "ORIGIN_AIRPORT", "DESTINATION_AIRPORT") else pa.string())
                        for k in rows[0]])
    return pa.Table.from_pylist(rows, schema=schema)


def main(out: Path) -> None:
    rng = random.Random(7)
    out.mkdir(parents=True, exist_ok=True)
    v = videos(rng)
    for rel in ("section7/datos.parquet", "section7/lectura44/datos.parquet", "section7/dataPARQUET.parquet",
                "section7/dataORC.orc"):
        write(out, rel, v)
    write(out, "section7/data.parquet", pa.Table.from_pylist(
        [dict(id=i, color=c, valor=x) for i, c, x in [(1, "rojo", 10), (1, "rojo", 10), (1, "rojo", 12), (2, "azul", 5),
                                                      (2, "verde", 5), (3, "azul", 7), (3, "azul", 7), (4, None, 1)]],
        schema=pa.schema([("id", pa.int64()), ("color", pa.string()), ("valor", pa.int64())])))
    people = [("rojo", 23, "2023-01-05", "Cuba"), ("azul", 31, "2023-02-11", "Mexico"), ("verde", 45, "2023-03-20", "Peru")]
    s7 = out / "section7"
    s7.joinpath("dataCSV.csv").write_text("color,edad,fecha,pais\n" + "".join(f"{a},{b},{c},{d}\n" for a, b, c, d in people))
    s7.joinpath("dataTab.txt").write_text("color|edad|fecha|pais\n" + "".join(f"{a}|{b}|{c}|{d}\n" for a, b, c, d in people))
    s7.joinpath("dataTXT.txt").write_text("".join(f"{a} {b} {c} {d}\n" for a, b, c, d in people))
    s7.joinpath("dataJSON.json").write_text("".join(json.dumps(dict(color=a, edad=b, fecha=c, pais=d)) + "\n"
                                                    for a, b, c, d in people))

    write(out, "section8/muestra.parquet", pa.Table.from_pylist(
        [dict(nombre=n, color=c) for n, c in [("ana", "rojo"), ("luis", "azul"), (None, "rojo"), ("eva", None),
                                              ("juan", "verde"), ("ana", "azul")]]))
    write(out, "section8/vuelos.parquet", flights(rng))
    write(out, "section8/estudiantes.parquet", pa.Table.from_pylist(
        [dict(nombre=f"est{k}", graduacion=rng.choice([2019, 2020, 2021]), sexo=rng.choice("MF"),
              peso=round(rng.uniform(50, 95), 1)) for k in range(24)]))
    write(out, "section8/empleados.parquet", pa.Table.from_pylist(
        [dict(nombre=n, num_dpto=d) for n, d in [("Jose", 1), ("Julia", 2), ("Pedro", 1), ("Katia", 3), ("Maria", 2),
                                                 ("Luis", 9)]]))
    write(out, "section8/departamentos.parquet", pa.Table.from_pylist(
        [dict(id=i, departamento=n) for i, n in [(1, "Ventas"), (2, "Finanzas"), (3, "Sistemas"), (4, "Legal")]]))

    write(out, "section9/convertir.parquet", pa.Table.from_pylist(
        [dict(date=f"2023-0{m}-1{m}", timestamp=f"2023-0{m}-1{m} 1{m}:2{m}:3{m}.12{m}") for m in range(1, 6)]))
    write(out, "section9/calculo.parquet", pa.Table.from_pylist(
        [dict(nombre=n, fecha_ingreso=dt.date(2020, m, 3), fecha_salida=dt.date(2023, m + 2, 17),
              baja_sistema=dt.datetime(2023, m + 2, 17, 8 + m, 15 * m % 60, 7 * m % 60))
         for m, n in enumerate(["Jose", "Julia", "Pedro", "Katia"], 1)],
        schema=pa.schema([("nombre", pa.string()), ("fecha_ingreso", pa.date32()), ("fecha_salida", pa.date32()),
                          ("baja_sistema", pa.timestamp("us", tz="UTC"))])))
    write(out, "section9/strings.parquet", pa.Table.from_pylist(
        [dict(nombre=n, sujeto=s, verbo=v, adjetivo=a) for n, s, v, a in
         [("  jose ", "Spark", "es", "rapido"), (" julia", "Scala", "es", "elegante"), ("pedro   ", "Databricks", "es", "util")]]))
    tareas = [("lunes", ["lavar", "buscar agua", "cocinar"]), ("martes", ["estudiar", "correr"]),
              ("miercoles", ["buscar agua", "leer", "dormir"])]
    write(out, "section9/formato_array.parquet", pa.Table.from_pylist([dict(dia=d, tareas=t) for d, t in tareas]))
    write(out, "section9/formato_json.parquet", pa.Table.from_pylist(
        [dict(tareas_str=json.dumps(dict(dia=d, tareas=t))) for d, t in tareas]))
    write(out, "section9/lectura71.parquet", pa.Table.from_pylist(
        [dict(nombre=n, pago=p) for n, p in [("Jose", 1), ("Julia", 2), (None, 3), ("Katia", 1), ("Pedro", 3)]]))
    write(out, "section9/funciones_ventana.parquet", pa.Table.from_pylist(
        [dict(nombre=f"emp{k}", departamento=rng.choice(["ventas", "finanzas", "sistemas"]), puntos=rng.randint(1, 20))
         for k in range(15)]))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
