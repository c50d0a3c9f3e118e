Feature: Cart

  Scenario: Sum items
    Given a cart with 2 pens
    Then the total is 200

  Scenario: Ten percent off
    Given a cart with 10 pens
    When the discount applies
    Then the total is 900

  Scenario: Unknown sku
    Given a cart with 1 mug
    Then the total is 0
