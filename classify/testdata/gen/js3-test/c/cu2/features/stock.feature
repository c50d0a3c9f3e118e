Feature: Stock

  Scenario: Reserve an item
    Given 3 items in stock
    When I reserve 5 items
    Then 0 items are left
