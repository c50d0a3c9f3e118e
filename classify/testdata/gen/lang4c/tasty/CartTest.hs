import Test.Tasty
import Test.Tasty.HUnit

discount :: Int -> Int
discount c = c - c `div` 20 -- bug: 5% instead of 10%

unitPrice :: String -> Int
unitPrice "pen" = 100
unitPrice sku = error ("unknown sku: " ++ sku)

main :: IO ()
main = defaultMain $ testGroup "cart"
  [ testCase "sums" $ 2 * unitPrice "pen" @?= 200
  , testCase "ten percent" $ discount 100 @?= 90
  , testCase "unknown sku" $ unitPrice "mug" @?= 0
  ]
