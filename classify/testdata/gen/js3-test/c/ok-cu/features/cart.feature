Feature: Cart

  Scenario: Sum of prices
    Given a cart with 3 apples at 2 each
    When I total the cart
    Then the total is 6

  Scenario: Empty cart
    Given an empty cart
    When I total the cart
    Then the total is 0

