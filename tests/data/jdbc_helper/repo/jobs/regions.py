"""Orders per region: `spark` is the warehouse the runner hands over (its class is nowhere in this file)."""


def orders_per_region(spark):
    orders = spark.read_table_as_df("shop_orders")
    return orders.groupBy("region").count()


def big_orders(spark):
    return spark.read_table_as_df("shop_returns").filter("amount > 100")

