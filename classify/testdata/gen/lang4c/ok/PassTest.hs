import Test.Tasty
import Test.Tasty.HUnit
import Control.Exception (try, evaluate, ErrorCall)

main :: IO ()
main = defaultMain $ testGroup "ok"
  [ testCase "adds" $ 1 + 1 @?= (2 :: Int)
  , testCase "error path" $ do
      r <- try (evaluate (error "expected failure" :: Int)) :: IO (Either ErrorCall Int)
      either (const (pure ())) (const (assertFailure "no error")) r
  ]
