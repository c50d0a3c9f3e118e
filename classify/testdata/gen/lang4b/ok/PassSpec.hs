import Test.Hspec
import Control.Exception (evaluate, ErrorCall)

main :: IO ()
main = hspec $ describe "ok" $ do
  it "adds" $ 1 + 1 `shouldBe` (2 :: Int)
  it "throws on purpose" $ evaluate (error "boom" :: Int) `shouldThrow` anyErrorCall
