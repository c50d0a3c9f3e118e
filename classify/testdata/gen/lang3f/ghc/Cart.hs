module Main where
main :: IO ()
main = do
  let unused = 3 :: Int
  print (1 + 2 :: Int)
