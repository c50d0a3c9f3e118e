import Test.QuickCheck

discount :: Int -> Int
discount c = c - c `div` 20 -- bug: 5% instead of 10%

prop_discountTenPercent :: NonNegative Int -> Bool
prop_discountTenPercent (NonNegative c) = discount (c * 10) == c * 9

prop_reverse :: [Int] -> Bool
prop_reverse xs = reverse (reverse xs) == xs

main :: IO ()
main = do
  quickCheck prop_reverse
  quickCheck prop_discountTenPercent
