"""Orders per region: `spark` is the warehouse the runner hands over (its class is nowhere in this file)."""


def orders_per_region(spark):
    orders = spark.read_table_as_df("shop_orders")
    return orders.groupBy("region").count()


def big_orders(spark):
    return spark.read_table_as_df("shop_returns").filter("amount > 100")


def north_counts(spark):
    orders = spark.read_table_as_df("shop_orders")
    return orders.filter(orders.region == "north").groupBy("region").count()


def south_counts(spark):
    orders = spark.read_table_as_df("shop_orders")
    return orders.filter(orders.region == "south").groupBy("region").count()
