-- Orders above 30, with their customer.
SELECT o.OrderID, c.Name, o.Amount
FROM Orders o
JOIN Customers c ON c.CustomerID = o.CustomerID
WHERE o.Amount > 30;
