import Test.Hspec
import qualified Data.Map as Map

prices :: Map.Map String Int
prices = Map.fromList [("pen", 100), ("book", 500)]

price :: String -> Int
price sku = prices Map.! sku

total :: [(String, Int)] -> Int
total items = sum [price s * q | (s, q) <- items]

discount :: Int -> Int
discount c = c - c `div` 20 -- bug: 5% instead of 10%

main :: IO ()
main = hspec $ do
  describe "total" $ do
    it "sums items" $
      total [("pen", 2)] `shouldBe` 200
    it "prices an unknown sku" $
      total [("mug", 1)] `shouldBe` 0
  describe "discount" $
    it "takes ten percent off" $
      discount 100 `shouldBe` 90
