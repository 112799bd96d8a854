-- Paid revenue per customer segment (a dbt-style model written for these tests).
with renamed as (
    select
        id as order_id,
        cust as customer_id,
        amt as amount,
        state
    from raw_orders
    where state = 'paid'
),

joined as (
    select
        r.order_id,
        r.amount,
        c.segment
    from renamed r
    join customers c
        on r.customer_id = c.customer_id
)

select segment, sum(amount) as revenue
from joined
group by segment
order by revenue desc
