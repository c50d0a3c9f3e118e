Feature: Cart
  Scenario: Adding an item
    Given an empty cart
    When I add a mug costing 1299
    Then the total is 1299

  Scenario: Applying a code
    Given an empty cart
    When I add a mug costing 1000
    And I apply the code "TEN"
    Then the total is 900
